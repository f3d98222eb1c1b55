/**
 * The Harvester board's styles, put in the page by the board itself: its chunk is loaded
 * only when the game is opened, and esbuild would write a stylesheet imported from a
 * lazily loaded chunk to a file no page links. The colours are the client's
 * (web/src/style.css); the five levels of knowledge are five steps from bright to dark.
 */
export const HARVESTER_CSS = `
.hv {
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 12px;
  padding: 12px;
  align-items: start;
}
.hv > * { min-width: 0; }
.hv > .game-over { grid-column: 1 / -1; }
.hv .side { max-height: none; overflow: visible; display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
.hv select { max-width: 100%; }
@media (max-width: 900px) {
  .hv { grid-template-columns: minmax(0, 1fr); padding: 6px; }
}
.hv-map { display: grid; gap: 6px; }
.hv-planet {
  display: block;
  width: 100%;
  height: auto;
  max-height: calc(100vh - 150px);
  background: #0c0e0f;
  border: 1px solid var(--line);
  border-radius: 4px;
  touch-action: manipulation;
  user-select: none;
}
@media (max-width: 900px) { .hv-planet { max-height: none; } }
.hv-planet:focus-visible { outline: 2px solid var(--sodium); }
.hv-hex { cursor: pointer; }
.hv-ground { stroke: #2a3135; stroke-width: 0.5; fill: #121517; }
.hv-hex.level-5 .hv-ground { fill: #1c2326; }
.hv-hex.level-4 .hv-ground { fill: #222d31; }
.hv-hex.level-3 .hv-ground { fill: #29383d; }
.hv-hex.level-2 .hv-ground { fill: #30444a; }
.hv-hex.level-1 .hv-ground { fill: #3a535a; }
.hv-hex:hover .hv-ground { stroke: var(--text); stroke-width: 0.8; }
.hv-hex.can-move .hv-ground, .hv-hex.can-join .hv-ground, .hv-hex.can-target .hv-ground {
  stroke: #7fd4e0; stroke-width: 1.2;
}
.hv-hex.can-attack .hv-ground { stroke: var(--enemy); stroke-width: 1.4; }
.hv-hex.can-blocked .hv-ground { stroke: #666; stroke-dasharray: 1.5 1.5; }
.hv-hex.selected .hv-ground { stroke: var(--sodium); stroke-width: 1.6; }
.hv-blocked { stroke: #888; stroke-width: 0.8; }
.hv-name { font-size: 2.8px; fill: #9aa19a; text-anchor: middle; pointer-events: none; }
.hv-hex.level-0 .hv-name { fill: #5d635e; }
.hv-planet text { text-anchor: middle; pointer-events: none; font-family: system-ui, sans-serif; }
.hv-mine circle { fill: var(--own); }
.hv-mine text { font-size: 4px; font-weight: 700; fill: #0c1a14; }
.hv-mine .hv-count { font-size: 2.6px; fill: var(--own); font-weight: 600; }
.hv-others rect { fill: #888; }
.hv-others.enemy rect { fill: var(--enemy); }
.hv-others.friend rect { fill: #6fa3d8; }
.hv-others text { font-size: 3.6px; font-weight: 700; fill: #111; }
.hv-resources circle { fill: var(--sodium); }
.hv-resources text { font-size: 2.8px; font-weight: 700; fill: #1a1205; }
.hv-moved { font-size: 5px; fill: #c9c3a6; }
.hv-entered { stroke: #e8d27a; stroke-width: 1.1; stroke-linecap: round; }
.hv-path path { stroke: var(--own); stroke-width: 0.9; fill: none; stroke-dasharray: 2 1; pointer-events: none; }
.hv-path circle { fill: var(--own); pointer-events: none; }
.hv-target { fill: none; stroke: var(--sodium); stroke-width: 0.8; stroke-dasharray: 2 1.2; pointer-events: none; }
.hv-target.new { stroke: #ffe08a; stroke-width: 1.1; }
.hv-cursor { fill: none; stroke: #fff; stroke-width: 0.9; pointer-events: none; }
.hv-status { min-height: 2.8em; margin: 0; font-size: 14px; overflow-wrap: anywhere; }
.hv-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0; padding: 0; list-style: none; font-size: 13px; color: var(--dim); }
.hv-legend li { display: flex; align-items: center; gap: 4px; }
.hv-swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid var(--line); border-radius: 2px; }
.hv-map-tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.hv-units { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 4px; margin: 4px 0; padding: 0; list-style: none; }
.hv-units button { width: 100%; text-align: left; font-size: 13px; padding: 3px 6px; }
.hv-units .ordered { color: var(--own); }
.hv-units .doomed { color: var(--enemy); }
.hv-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; margin: 4px 0; }
.hv-row label { min-width: 0; max-width: 100%; }
.hv-prices { display: flex; flex-wrap: wrap; gap: 4px; }
.hv-prices button { font-size: 13px; }
.hv-orders { list-style: none; margin: 4px 0; padding: 0; display: grid; gap: 4px; }
.hv-orders li { display: flex; align-items: center; justify-content: space-between; gap: 8px; overflow-wrap: anywhere; }
.hv-orders code { font-size: 12px; color: var(--dim); }
.hv .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.hv .issues { color: var(--enemy); margin: 0; padding-left: 1.2em; }
.hv-report { margin: 0; padding-left: 1.2em; }
.hv-report li { margin: 2px 0; }
.hv textarea { width: 100%; font-family: ui-monospace, monospace; font-size: 12px; }
.hv pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; margin: 0; }
.hv .why { font-size: 15px; }
`;
