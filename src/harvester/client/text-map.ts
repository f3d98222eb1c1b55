/**
 * The text board (HV-4): the board model drawn for a terminal or a letter, readable in
 * 100 columns. Hexes are laid out by their coordinates, `q` across and `r` down, both
 * labelled, so a person reads a hex's name off the axes and writes it on the order
 * sheet as it stands (`-1,4`); each hex shows what stands there and how well it is known.
 * On this layout a hex's six neighbours are the ones left and right, above and below,
 * above-right and below-left. Lists under the map (units, resources, others seen) are cut
 * to a few lines with a count of the rest.
 *
 * A planet too wide for the page is drawn in windows around what the player knows (its
 * Harvester first), at most {@link TextMapOptions.windows} of them, so the text stays
 * linear in the view however large the planet is.
 */
import { DEFENCE_KINDS, DIRECTIONS, UNIT_STATS } from '../vocabulary.js';
import { type BoardHex, type BoardUnit, type HvBoard, hexContents } from './board.js';
import { hexDistance, hexName, hexNeighbours, onPlanet } from './hex.js';
import { LEVELS, MARKS } from './legend.js';
import { rebuildPrices } from './prices.js';
import { legalTargets } from './targets.js';

/** How the text board is laid out. */
export interface TextMapOptions {
  /** The widest line, in characters (default 100). */
  readonly width?: number;
  /** The most entries each list under the map shows (default 8). */
  readonly listed?: number;
  /** The most windows a planet too wide for the page is drawn in (default 3). */
  readonly windows?: number;
  /** The most rows of a window (default 23). */
  readonly rows?: number;
  /** A prefix for every line (`# ` puts the board in an order sheet's comments). */
  readonly prefix?: string;
}

/** A rectangle of the layout: columns q0..q1, rows r0..r1. */
interface Window {
  readonly q0: number;
  readonly q1: number;
  readonly r0: number;
  readonly r1: number;
}

/** The planet as the player knows it, as text: the map with its axes, the legend, and the lists. */
export function renderBoard(board: HvBoard, options: TextMapOptions = {}): string {
  const width = options.width ?? 100;
  const listed = options.listed ?? 8;
  const R = board.radius;
  const cw = String(-R).length + 1; // a column: the widest label and a space
  const lw = `r ${-R} `.length; // the row label: r and the widest number
  const prefix = options.prefix ?? '';
  const cols = Math.max(5, Math.floor((width - prefix.length - lw) / cw));
  const lines: string[] = [
    `Turn ${board.turn}: the planet as ${board.player} knows it. Radius ${R}, ${board.hexCount} hexes, named q,r;`,
    'it wraps around: leave by one edge and you come in by the opposite one.',
  ];
  const whole = 2 * R + 1 <= cols;
  const windows = whole
    ? [{ q0: -R, q1: R, r0: -R, r1: R }]
    : windowsFor(board, cols, options.rows ?? 23, options.windows ?? 3);
  for (const w of windows) {
    if (!whole) lines.push(`Hexes q ${w.q0} to ${w.q1}, r ${w.r0} to ${w.r1}:`);
    lines.push(...drawWindow(board, w, cw, lw));
  }
  if (!whole) {
    const outside = board.known.filter((h) => !windows.some((w) => inside(w, h)));
    if (outside.length > 0)
      lines.push(
        `${outside.length} more hex${outside.length === 1 ? '' : 'es'} you know lie outside these maps: ${outside
          .slice(0, listed)
          .map((h) => `${h.name} ${h.mark}${h.level ?? ''}`)
          .join(', ')}${outside.length > listed ? ', …' : ''}.`,
      );
  }
  lines.push(
    "Each hex: a mark, then how well you know it (1 to 5). A hex's neighbours: up (n), up-right (ne), right (se), down (s), down-left (sw) and left (nw); past an edge, the planet goes on at the opposite edge.",
    `Marks: ${MARKS.map((m) => `${m.mark} ${m.means}`).join(', ')}.`,
    `Levels: ${LEVELS.map((l) => `${l.level} ${l.name} (${l.shows})`).join('; ')}.`,
  );
  lines.push(...listsOf(board, listed));
  return wrapLines(lines, width, prefix).join('\n');
}

/** The map rows of one window, with `q` labels above and below and `r` labels on the left. */
function drawWindow(board: HvBoard, w: Window, cw: number, lw: number): string[] {
  const R = board.radius;
  const axis = `${'q'.padStart(lw - 1)} ${range(w.q0, w.q1)
    .map((q) => String(q).padStart(cw - 1))
    .join(' ')}`;
  const out = [axis];
  const unknown = '? '.padStart(cw - 1);
  for (let r = w.r0; r <= w.r1; r++) {
    const cells = range(w.q0, w.q1).map((q) => {
      if (!onPlanet(R, q, r)) return ' '.repeat(cw - 1);
      // A hex the board does not hold is one no scanner reaches: what `hexAt` would make
      // of it shows '?' and no level, so a window of a large planet makes nothing for it.
      const h = board.byName.get(hexName({ q, r }));
      return h === undefined ? unknown : `${h.mark}${h.level ?? ' '}`.padStart(cw - 1);
    });
    out.push(`r ${String(r).padStart(lw - 3)} ${cells.join(' ')}`.trimEnd());
  }
  out.push(axis);
  return out;
}

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, k) => a + k);

const inside = (w: Window, h: { q: number; r: number }) =>
  h.q >= w.q0 && h.q <= w.q1 && h.r >= w.r0 && h.r <= w.r1;

/**
 * Windows around what the player knows, on a planet too wide to draw whole: the first
 * around the Harvester (or the first unit), each next one around the first known hex no
 * window holds yet; each window kept on the planet's own coordinates, so its axes hold.
 */
function windowsFor(board: HvBoard, cols: number, rows: number, most: number): Window[] {
  const R = board.radius;
  const anchors: { q: number; r: number }[] = [
    ...(board.harvester !== undefined ? [board.harvester.at] : []),
    ...board.units.map((u) => u.at),
    ...board.known,
  ];
  const clamp = (x: number, n: number) => Math.max(-R, Math.min(R - n + 1, x));
  const out: Window[] = [];
  for (const a of anchors) {
    if (out.length >= most) break;
    if (out.some((w) => inside(w, a))) continue;
    const n = Math.min(rows, 2 * R + 1);
    const q0 = clamp(a.q - Math.floor(cols / 2), cols);
    const r0 = clamp(a.r - Math.floor(n / 2), n);
    out.push({ q0, q1: q0 + cols - 1, r0, r1: r0 + n - 1 });
  }
  return out;
}

/** The lists under the map: units, rebuild prices, resources (target choices), others seen, movement seen. */
function listsOf(board: HvBoard, most: number): string[] {
  const out: string[] = [];
  const cut = <T>(items: readonly T[], show: (t: T) => string) =>
    `${items.slice(0, most).map(show).join('; ')}${items.length > most ? `; and ${items.length - most} more` : ''}`;
  if (!board.active) {
    out.push('You are not on the planet: you give no orders.');
    return out;
  }
  const h = board.harvester;
  if (h !== undefined)
    out.push(
      `Your Harvester (unit ${h.id}) at ${h.hex} holds ${board.load} of 20 resources and ${
        board.target === null ? 'has no target' : `heads for ${board.target}`
      }; you have ${board.vp} victory points.`,
    );
  out.push(
    `Your units by hex (a turn's move: ${DEFENCE_KINDS.map((k) => `${k} ${UNIT_STATS[k].move}`).join(', ')}):`,
  );
  const groups = new Map<string, BoardUnit[]>();
  for (const u of board.units) groups.set(u.hex, [...(groups.get(u.hex) ?? []), u]);
  for (const [hex, units] of groups) {
    const next = hexNeighbours(board.radius, units[0]!.at)
      .map((n, k) => `${DIRECTIONS[k]} ${hexName(n)}`)
      .join(', ');
    out.push(`  at ${hex}: ${unitsList(units)}; next to it: ${next}`);
  }
  // Every price, lost or not (the sheet points here for them, and a player plans a
  // rebuild before the loss): why a missing kind may not be ordered now beside it.
  const prices = rebuildPrices(board);
  const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;
  const missing = prices.filter((p) => p.missing > 0);
  out.push(
    `Rebuilds (cost, turns): ${prices
      .map(
        (p) =>
          `${p.kind} ${p.cost}, ${turns(p.turns)}${p.missing > 0 && p.refused !== null ? ` (not now: ${p.refused})` : ''}`,
      )
      .join('; ')}${missing.length === 0 ? '; nothing is missing, so none may be ordered now' : ''}.`,
  );
  if (board.build !== null)
    out.push(`Rebuilding a ${board.build.kind}: ready at the end of turn ${board.build.done}.`);
  const targets = legalTargets(board);
  if (board.target === null)
    out.push(
      targets.length === 0
        ? 'Resources you know of: none; your Harvester can take no target this turn.'
        : `Resources you know of, nearest first (your Harvester's target choices): ${cut(
            targets,
            (t) => `${t.hex} (${t.distance} away${t.amount !== undefined ? `, ${t.amount} there` : ''})`,
          )}.`,
    );
  const at = h?.at ?? board.units[0]?.at;
  const near = (a: BoardHex, b: BoardHex) =>
    at === undefined ? 0 : hexDistance(board.radius, at, a) - hexDistance(board.radius, at, b);
  const short = (k: BoardHex) => `${k.name} ${hexContents(board, k).join(', ')}`;
  const others = board.known
    .filter((k) => k.side === 'enemy' || k.side === 'unknown' || k.side === 'friend')
    .sort(near);
  if (others.length > 0) out.push(`Others seen, nearest first: ${cut(others, short)}.`);
  const moved = board.known
    .filter((k) => k.moved === true && k.side === 'none' && k.level !== null && k.level <= 3)
    .sort(near);
  if (moved.length > 0) out.push(`Movement seen, nearest first: ${cut(moved, short)}.`);
  // HV-3.5: the planet's terrain is public; most planets have none.
  if (board.rough.size > 0)
    out.push(`Rough ground, which only soldiers and scouts enter: ${cut([...board.rough], (h) => h)}.`);
  if (board.shroud.size > 0)
    out.push(`Shrouded hexes, which no scanner outside them sees into: ${cut([...board.shroud], (h) => h)}.`);
  return out;
}

/** Units of one hex: `Harvester 1, general 2, lieutenants 3 4, scouts 8 9`. */
function unitsList(units: readonly BoardUnit[]): string {
  const byKind = new Map<string, number[]>();
  for (const u of units) byKind.set(u.kind, [...(byKind.get(u.kind) ?? []), u.id]);
  return [...byKind]
    .map(
      ([kind, ids]) =>
        `${kind === 'harvester' ? 'Harvester' : ids.length > 1 ? `${kind}s` : kind} ${ids.join(' ')}`,
    )
    .join(', ');
}

/** Lines cut at spaces to the width, each with the prefix; continuation lines indented. */
function wrapLines(lines: readonly string[], width: number, prefix: string): string[] {
  const out: string[] = [];
  const room = Math.max(20, width - prefix.length);
  for (const line of lines) {
    if (line.length <= room) {
      out.push(`${prefix}${line}`.trimEnd());
      continue;
    }
    let rest = line;
    let first = true;
    while (rest.length > 0) {
      const max = first ? room : room - 2;
      let cut = rest.length <= max ? rest.length : rest.lastIndexOf(' ', max);
      if (cut <= 0) cut = Math.min(max, rest.length);
      out.push(`${prefix}${first ? '' : '  '}${rest.slice(0, cut).trimEnd()}`);
      rest = rest.slice(cut).trimStart();
      first = false;
    }
  }
  return out;
}
