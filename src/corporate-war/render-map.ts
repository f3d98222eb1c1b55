/**
 * `renderMap`: an ASCII map of the board as one player knows it, drawn from its
 * {@link PlayerView} alone: its own soldiers and Mobile Command where they are, the key
 * sectors and the craft (public knowledge, CW-1), and for every other sector only what its
 * groups last reported there (CW-11), marked by the age of the report. The seed's 11x11
 * board and its legend fit in 80 columns while no cell needs more than five characters a
 * line; the cells widen rather than cut a count.
 */
import { sectorName } from './board.js';
import type { ReportEvent } from './report-events.js';
import type { PlayerView } from './view.js';
import { ALIENS } from './vocabulary.js';

/** How to draw a map. */
export interface MapOptions {
  /** Print the legend under the map (default true). */
  readonly legend?: boolean;
}

/**
 * What one player knows of one sector, as a board draws it: the cell model behind
 * {@link renderMap}, for frontends that draw their own board without rewriting the rules
 * of what a player knows. Read from the player's view alone.
 */
export interface MapCell {
  /** The sector's name. */
  readonly sector: string;
  /** A key sector (CW-1.2). */
  readonly key: boolean;
  /** Whether the player has any report of the sector, or soldiers in it now. */
  readonly known: boolean;
  /** The day of the player's last report of the sector, or null. */
  readonly reportDay: number | null;
  /** Whether that report is from the day just resolved (else older). */
  readonly fresh: boolean;
  /** The player's living soldiers there. */
  readonly own: number;
  /** Whether the player's Mobile Command is there. */
  readonly command: boolean;
  /** Whether the alien craft is there (CW-1.3). */
  readonly craft: boolean;
  /** Soldiers of other corporations in the last sighting there. */
  readonly corporate: number;
  /** Aliens in the last sighting there. */
  readonly aliens: number;
  /** A wrecked Mobile Command lies there (CW-8.4). */
  readonly wreck: boolean;
  /** Bodies lie there (CW-11.2). */
  readonly bodies: boolean;
  /** Fighting there or next to it in the last report. */
  readonly fighting: boolean;
  /** Movement noticed there in the last report (CW-11.4). */
  readonly movement: boolean;
}

/**
 * The enemies last seen in a sector, by allegiance. A group reports sightings again only
 * when they change (CW-11.5), so the day's latest phase with a sighting is the picture at
 * its end, less the enemies the player's groups saw fall there in a later phase (a
 * group's fights of a phase are reported before its sightings). Groups watching together
 * report the same counts, so each phase counts the most any group saw.
 */
function lastSighting(events: readonly ReportEvent[]): Map<string, number> {
  const most = (into: Map<string, number>, xs: readonly { allegiance: string; count: number }[]) => {
    for (const x of xs) into.set(x.allegiance, Math.max(into.get(x.allegiance) ?? 0, x.count));
  };
  const seen = events.filter((e) => e.type === 'enemies-present');
  const last = Math.max(-1, ...seen.map((e) => e.phase));
  const counts = new Map<string, number>();
  for (const e of seen) if (e.phase === last) most(counts, e.sightings);
  for (let phase = last + 1; phase <= 3; phase++) {
    const fallen = new Map<string, number>();
    for (const e of events) if (e.type === 'fight' && e.phase === phase) most(fallen, e.enemyFallen);
    for (const [a, n] of fallen) counts.set(a, Math.max(0, (counts.get(a) ?? 0) - n));
  }
  return counts;
}

/**
 * What the player knows of one sector (see {@link MapCell}), from its view alone.
 * @example
 * ```ts
 * const cell = mapCell(playerView(state, 'psicorps')!, 'C6');
 * if (cell.corporate > 0) drawEnemies(cell.sector, cell.corporate, cell.fresh);
 * ```
 */
export function mapCell(view: PlayerView, name: string): MapCell {
  const intel = view.sectors[name];
  const events = intel?.events ?? [];
  // The reports come from the day just resolved, the one before the day whose orders are due.
  const fresh = intel !== undefined && intel.day === view.day - 1;
  const mine = view.soldiers.filter((s) => s.sector === name);
  const own = mine.filter((s) => s.status === 'alive').length;
  let corporate = 0;
  let aliens = 0;
  for (const [allegiance, count] of lastSighting(events)) {
    if (allegiance === ALIENS) aliens += count;
    else corporate += count;
  }
  const has = (...types: ReportEvent['type'][]) => events.some((e) => types.includes(e.type));
  const fell = events.some(
    (e) => e.type === 'fight' && (e.casualties.length > 0 || e.enemyFallen.length > 0),
  );
  return {
    sector: name,
    key: view.keySectors.includes(name),
    known: intel !== undefined || own > 0,
    reportDay: intel?.day ?? null,
    own,
    command: !view.mobileCommand.wrecked && view.mobileCommand.sector === name,
    craft: view.craft === name,
    corporate,
    aliens,
    fresh,
    // Its own wreck and its own dead the player knows of without a report.
    wreck: has('wreckage') || (view.mobileCommand.wrecked && view.mobileCommand.sector === name),
    bodies: has('corpses') || fell || mine.some((s) => s.status === 'dead'),
    // Fighting and movement pass; only the last report's are worth drawing.
    fighting: fresh && has('fight', 'fighting-here', 'fighting-nearby'),
    movement: fresh && has('movement-nearby'),
  };
}

/**
 * What a cell shows, in the parts a line can be cut between: the player's side (its
 * soldiers with `M` for its Mobile Command, the craft, a wreck), the enemies seen, and
 * the marks of the last report.
 */
function cellParts(c: MapCell): { side: string; seen: string; marks: string } {
  const own = c.own > 0 ? `${c.own}${c.command ? 'M' : ''}` : c.command ? 'M' : '';
  return {
    side: own + (c.craft ? '@' : '') + (c.wreck ? '#' : ''),
    seen:
      (c.corporate > 0 ? `${c.fresh ? 'E' : 'e'}${c.corporate}` : '') +
      (c.aliens > 0 ? `${c.fresh ? 'A' : 'a'}${c.aliens}` : ''),
    marks: (c.bodies ? '+' : '') + (c.fighting ? '!' : '') + (c.movement ? '~' : ''),
  };
}

/**
 * A cell's text in lines of at most `width` characters, or null if it needs more: one
 * line when everything fits (spaced if it can be); else the player's side, the enemies
 * seen and the marks each start a line unless they fit on the one before, so a crowded
 * sector takes two or three lines. Nothing is ever cut: a count cut to its first digit
 * tells a player 1 where there are 17.
 */
function cellLines(c: MapCell, width: number): string[] | null {
  const { side, seen, marks } = cellParts(c);
  const parts = [side, seen, marks].filter((p) => p !== '');
  if (parts.length === 0) return [c.known ? '' : '.'];
  if (parts.some((p) => p.length > width)) return null;
  const lines: string[][] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && [...last, part].join('').length <= width) last.push(part);
    else lines.push([part]);
  }
  return lines.map((l) => (l.join(' ').length <= width ? l.join(' ') : l.join('')));
}

/** The narrowest a cell is drawn (7 with its frame: 11 columns and the row letter make 79). */
const MIN_INNER = 5;

/**
 * Every cell's lines at the narrowest width that shows every cell in full, from
 * {@link MIN_INNER} up (one pass unless a cell needs more), and that width.
 */
function layout(cells: readonly MapCell[]): { inner: number; texts: string[][] } {
  for (let inner = MIN_INNER; ; inner++) {
    const texts: string[][] = [];
    for (const c of cells) {
      const lines = cellLines(c, inner);
      if (lines === null) break;
      texts.push(lines);
    }
    if (texts.length === cells.length) return { inner, texts };
  }
}

/** Every mark a cell can show, each line within 80 columns. */
const LEGEND = [
  'Legend: [ ] key sector   @ alien craft   7 your soldiers   M your Mobile Command',
  '        E2 enemy soldiers, A3 aliens in the last report (e2, a3: an older one)',
  '        ! fighting   ~ movement (in the last report)   + bodies   # wreckage',
  '        . no report of the sector   (blank) reported, nothing to show',
  '        Counts are never cut: a crowded sector takes more lines (yours, then the',
  '        enemies seen, then the marks), and the cells widen if they must.',
];

/**
 * Draws the board as one player knows it: column numbers on top, row letters on the
 * left, one cell per sector, all of one width. Key sectors are bracketed; a cell shows the
 * player's living soldiers there (`5`, `5M` with its Mobile Command), the craft (`@`),
 * the enemies its reports last saw there (`E2` soldiers of other corporations, `A3`
 * aliens; lower case when the report is older than the last day), fighting (`!`) and
 * movement (`~`) from the last day's reports, bodies (`+`) and wreckage (`#`). A sector
 * the player has no report of shows `.`. Counts are never cut: a crowded sector takes up
 * to three lines (the player's side, the enemies seen, the marks), and should a line
 * still not fit (two two-digit counts of enemies), every cell widens. The seed's board
 * fits in 80 columns unless a cell needs more. It reads the view only, so it can never show what the player's
 * soldiers have not seen. Pure and deterministic.
 * @example
 * ```ts
 * const { state } = resolveDay(game, orders);
 * console.log(renderMap(playerView(state, 'psicorps')!));
 * ```
 */
export function renderMap(view: PlayerView, options: MapOptions = {}): string {
  const { rows, cols } = view.board;
  const cells = Array.from({ length: rows * cols }, (_, i) => mapCell(view, sectorName(view.board, i)));
  const { inner, texts: all } = layout(cells);
  const centre = (s: string, width: number) => {
    const left = Math.floor((width - s.length) / 2);
    return ' '.repeat(left) + s + ' '.repeat(width - s.length - left);
  };
  const lines: string[] = [];
  let header = '  ';
  for (let c = 0; c < cols; c++) header += centre(String(c + 1), inner + 2);
  lines.push(header.trimEnd());
  for (let r = 0; r < rows; r++) {
    const row = cells.slice(r * cols, (r + 1) * cols);
    const texts = all.slice(r * cols, (r + 1) * cols);
    // A row is taller than one line only when one of its sectors needs it.
    const height = Math.max(...texts.map((t) => t.length));
    for (let k = 0; k < height; k++) {
      let line = k === 0 ? `${sectorName(view.board, r * cols).charAt(0)} ` : '  ';
      row.forEach((cell, c) => {
        const [open, close] = cell.key ? ['[', ']'] : [' ', ' '];
        line += open + centre(texts[c]![k] ?? '', inner) + close;
      });
      lines.push(line.trimEnd());
    }
  }
  if (options.legend !== false) lines.push('', ...LEGEND);
  return `${lines.join('\n')}\n`;
}
