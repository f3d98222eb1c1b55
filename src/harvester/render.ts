/**
 * Text for play by mail (HV-4): a player's known planet as a map, and its report as
 * lines. Both are built from what the player was given (its view or report) only.
 */
import type { HexKnowledge } from './knowledge.js';
import { planetGrid } from './planet.js';
import type { HvReport } from './report.js';
import type { HvView } from './view.js';

/** The legend printed under every map. */
export const MAP_LEGEND =
  'legend: @ your units, H a Harvester, 2-9 units (+ more), * resources, . nothing seen, - moved through, ? not scanned';

function glyph(k: HexKnowledge | undefined, mine: boolean): string {
  if (mine) return '@';
  if (k === undefined) return '?';
  if (k.harvester) return 'H';
  if (k.units !== undefined && k.units > 0) return k.units > 9 ? '+' : String(k.units);
  if (k.resources) return '*';
  if (k.moved === true) return '-';
  return '.';
}

/**
 * The known planet as text: one line per row `r` (north to south), hexes west to east,
 * each line indented by half a hex per row so neighbours touch as on the hex map.
 */
export function renderMap(view: Pick<HvView, 'player' | 'turn' | 'radius' | 'known' | 'units'>): string {
  const grid = planetGrid(view.radius);
  const R = view.radius;
  const known = new Map(view.known.map((k) => [k.hex, k]));
  const mine = new Set(view.units.map((u) => u.hex));
  const lines = [`Turn ${view.turn}: the planet as ${view.player} knows it (radius ${R}, wrapping)`];
  for (let r = -R; r <= R; r++) {
    const row: string[] = [];
    for (let q = Math.max(-R, -r - R); q <= Math.min(R, -r + R); q++) {
      const name = grid.name(grid.cellAt(q, r));
      row.push(glyph(known.get(name), mine.has(name)));
    }
    lines.push(' '.repeat(Math.abs(r)) + row.join(' '));
  }
  lines.push(MAP_LEGEND);
  return lines.join('\n');
}

/** A player's report as text. */
export function renderReport(r: HvReport): string {
  const lines = [
    `Turn ${r.turn} report for ${r.player}: load ${r.load}, ${r.vp} VP${r.out ? ', out of the game' : ''}`,
  ];
  if (r.rulers.length > 0) lines.push(`  you serve ${r.rulers.join(' under ')}`);
  if (r.subjects.length > 0) lines.push(`  you rule ${r.subjects.join(', ')}`);
  for (const i of r.refused) lines.push(`  refused ${i.path.join('.') || 'orders'}: ${i.message}`);
  for (const o of r.outcomes) lines.push(`  ${o.order}: ${o.outcome}`);
  for (const f of r.fights)
    lines.push(
      `  fight at ${f.hex}: ${f.sides.map((s) => `${s.players.join('+')} ${s.total}`).join(' vs ')}, you ${f.result}`,
    );
  for (const p of r.conquered) lines.push(`  you conquered ${p}`);
  if (r.conqueredBy !== null) lines.push(`  your Harvester was conquered by ${r.conqueredBy}`);
  for (const u of r.lost) lines.push(`  lost ${u.kind} ${u.id}`);
  if (r.built !== null) lines.push(`  rebuilt a ${r.built}`);
  if (r.gathered > 0) lines.push(`  gathered ${r.gathered}`);
  lines.push(`  scanned ${r.known.length} hexes`);
  // HV-4: the known planet after the turn, drawn from the report's own knowledge.
  lines.push(
    renderMap({ player: r.player, turn: r.turn + 1, radius: r.radius, known: r.known, units: r.units }),
  );
  return lines.join('\n');
}
