/**
 * The Strategic Game's map as SVG, drawn from the client's board model
 * (`simulturn/strategic-game/client`): every hex with its name, systems (filled by owner,
 * homes ringed), the player's fleets (a counter with their ships) and the enemy's (a
 * counter with the ships its sensors counted, `?` when none), the selected fleet's hex and
 * the hexes it may move to, and the moves ordered as arrows. Columns are labelled above
 * and below, rows left and right. One hex at a time is a Tab stop; the arrow keys move
 * between hexes, Enter or Space acts on the hex.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Board, BoardHex } from 'simulturn/strategic-game/client';
import { centre, colLabelX, corners, MARGIN, mapSize, R, rowLabelY } from './geometry.js';

export interface HexMapProps {
  readonly board: Board;
  /** The hex with keyboard focus. */
  readonly focus: number;
  readonly onFocus: (cell: number) => void;
  /** Acts on a hex (a click, Enter or Space). */
  readonly onHex: (cell: number) => void;
  /** The hex of the selected fleet, if any. */
  readonly origin: number | null;
  /** The hexes the selected fleet may move to, by cell. */
  readonly targets: ReadonlySet<number>;
  /** Moves ordered: from cell to cell. */
  readonly moves: readonly (readonly [number, number])[];
  /** Ships in each of the player's fleets, by id. */
  readonly shipsOf: ReadonlyMap<string, number>;
}

/** What a hex says to a screen reader and in its tooltip. */
function label(h: BoardHex, p: HexMapProps): string {
  const parts = [h.text];
  if (p.origin === h.cell) parts.push('the selected fleet is here');
  if (p.targets.has(h.cell)) parts.push('the selected fleet may move here');
  return parts.join('; ');
}

export function HexMap(p: HexMapProps) {
  const { board } = p;
  const size = mapSize(board.cols, board.rows);
  const ref = useRef<SVGSVGElement>(null);
  const seen = new Map(board.enemyFleets.filter((f) => f.seen !== null).map((f) => [f.id, f.seen!.ships]));

  // Keep the DOM focus on the focused hex once the map has it.
  useEffect(() => {
    const svg = ref.current;
    if (svg === null || !svg.contains(document.activeElement)) return;
    (svg.querySelector(`[data-cell="${p.focus}"]`) as SVGGElement | null)?.focus();
  }, [p.focus]);

  const onKey = (e: KeyboardEvent, h: BoardHex) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const d = step[e.key];
    if (d !== undefined) {
      e.preventDefault();
      const col = Math.min(board.cols, Math.max(1, h.col + d[0])) - 1;
      const row = Math.min(board.rows, Math.max(1, h.row + d[1])) - 1;
      p.onFocus(row * board.cols + col);
      const next = ref.current?.querySelector(
        `[data-cell="${row * board.cols + col}"]`,
      ) as SVGGElement | null;
      next?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      p.onHex(h.cell);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG map is grouped by role; a <fieldset> cannot hold SVG
    <svg
      ref={ref}
      class="sg-map"
      viewBox={`0 0 ${size.width.toFixed(0)} ${size.height.toFixed(0)}`}
      style={{ minWidth: `${board.cols * 26}px` }}
      role="group"
      aria-label={`The map, ${board.cols} columns by ${board.rows} rows; a hex is named column then row`}
    >
      <defs>
        <marker
          id="sg-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" class="sg-arrow-head" />
        </marker>
      </defs>
      {board.columns.map((c, i) => (
        <g class="sg-axis">
          <text x={colLabelX(i)} y={MARGIN.top - 8}>
            {c}
          </text>
          <text x={colLabelX(i)} y={size.height - 6}>
            {c}
          </text>
        </g>
      ))}
      {board.rowLabels.map((r, i) => (
        <g class="sg-axis">
          <text x={MARGIN.left / 2} y={rowLabelY(i)}>
            {r}
          </text>
          <text x={size.width - MARGIN.left / 2} y={rowLabelY(i)}>
            {r}
          </text>
        </g>
      ))}
      {board.hexes.map((h) => {
        const { x, y } = centre(h.col - 1, h.row - 1);
        const mine = h.myFleets.reduce((a, id) => a + (p.shipsOf.get(id) ?? 0), 0);
        const counted = h.enemyFleets.map((id) => seen.get(id));
        const enemyShips = counted.every((n) => n !== undefined) ? counted.reduce((a, n) => a + n!, 0) : null;
        const classes = [
          'sg-hex',
          `sys-${h.system}`,
          h.home !== null && `home-${h.home}`,
          p.targets.has(h.cell) && 'lit',
          p.origin === h.cell && 'origin',
        ].filter(Boolean);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>; it takes a button's role, name and keys
          <g
            class={classes.join(' ')}
            data-hex={h.name}
            data-cell={h.cell}
            data-lit={p.targets.has(h.cell) ? 'true' : undefined}
            role="button"
            tabindex={h.cell === p.focus ? 0 : -1}
            aria-label={label(h, p)}
            onClick={() => {
              p.onFocus(h.cell);
              p.onHex(h.cell);
            }}
            onKeyDown={(e) => onKey(e, h)}
          >
            <title>{label(h, p)}</title>
            <polygon class="sg-cell" points={corners(x, y, R - 0.6)} />
            <text class="sg-name" x={x} y={y - R * 0.5}>
              {h.name}
            </text>
            {h.home !== null && <circle class="sg-home" cx={x} cy={y} r={R * 0.42} />}
            {h.system !== 'none' && <circle class="sg-system" cx={x} cy={y} r={R * 0.24} />}
            {h.myFleets.length > 0 && (
              <g class="sg-counter mine">
                <rect x={x - R * 0.64} y={y + R * 0.1} width={R * 0.6} height={R * 0.5} rx="2" />
                <text x={x - R * 0.34} y={y + R * 0.5}>
                  {mine}
                </text>
              </g>
            )}
            {h.enemyFleets.length > 0 && (
              <g class="sg-counter enemy">
                <rect x={x + R * 0.04} y={y + R * 0.1} width={R * 0.6} height={R * 0.5} rx="2" />
                <text x={x + R * 0.34} y={y + R * 0.5}>
                  {enemyShips ?? '?'}
                </text>
              </g>
            )}
          </g>
        );
      })}
      {p.moves.map(([from, to]) => {
        const grid = (cell: number) => board.hexes[cell]!;
        const a = centre(grid(from).col - 1, grid(from).row - 1);
        const b = centre(grid(to).col - 1, grid(to).row - 1);
        return <line class="sg-move" x1={a.x} y1={a.y} x2={b.x} y2={b.y} marker-end="url(#sg-arrow)" />;
      })}
    </svg>
  );
}
