/**
 * Short forms of long lists for text a person reads: ids such as `p1-s1 … p1-s12` as
 * ranges, and a fleet's ships as counts of each design ("26 ships: 12 E3 S5 T4 W4, 14 E5
 * S3 T0 W1"), so that a line never grows with the number of ships.
 */
import type { Design, Ship } from '../design.js';

/** A design as the order sheet writes it: `E3 S5 T4 W4`. */
export const designText = (d: Design): string => `E${d.engine} S${d.shields} T${d.toHit} W${d.weapons}`;

/** "1 ship", "26 ships": a count with its noun. */
export const count = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n} ${n === 1 ? noun : plural}`;

/**
 * Ids as ranges of consecutive numbers of one prefix, in the order given after sorting by
 * prefix then number: `p1-s1 to p1-s12, p1-s15`. Ids without a number stay as they are.
 */
export function idRanges(ids: readonly string[]): string {
  const parsed = ids.map((id) => {
    const m = /^(.*?)(\d+)$/.exec(id);
    return m === null ? { id, prefix: id, n: Number.NaN } : { id, prefix: m[1]!, n: Number(m[2]) };
  });
  parsed.sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : a.n - b.n));
  const out: string[] = [];
  for (let i = 0; i < parsed.length; ) {
    let j = i;
    while (
      j + 1 < parsed.length &&
      parsed[j + 1]!.prefix === parsed[i]!.prefix &&
      parsed[j + 1]!.n === parsed[j]!.n + 1
    )
      j++;
    out.push(j === i ? parsed[i]!.id : `${parsed[i]!.id}${j === i + 1 ? ', ' : ' to '}${parsed[j]!.id}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** Ships of one design within a fleet. */
export interface DesignGroup {
  /** The design, as the sheet writes it (`E3 S5 T4 W4`). */
  readonly design: string;
  /** How many ships. */
  readonly count: number;
  /** Their ids, in the fleet's order. */
  readonly ids: readonly string[];
}

/** A fleet's ships by design, in the order each design first appears in the fleet. */
export function designGroups(ships: readonly Ship[]): DesignGroup[] {
  const by = new Map<string, string[]>();
  for (const s of ships) {
    const key = designText(s);
    const list = by.get(key);
    if (list === undefined) by.set(key, [s.id]);
    else list.push(s.id);
  }
  return [...by.entries()].map(([design, ids]) => ({ design, count: ids.length, ids }));
}

/** "26 ships: 12 E3 S5 T4 W4, 14 E5 S3 T0 W1"; one ship: "1 ship: E5 S3 T0 W1". */
export function shipSummary(ships: readonly Ship[]): string {
  const groups = designGroups(ships);
  if (ships.length === 1) return `1 ship: ${groups[0]!.design}`;
  return `${count(ships.length, 'ship')}: ${groups.map((g) => `${g.count} ${g.design}`).join(', ')}`;
}

/** Words joined into lines of at most `width` characters, each after the first starting with `indent`. */
export function wrap(parts: readonly string[], width: number, first: string, indent: string): string[] {
  const lines: string[] = [];
  let line = first;
  let fresh = true;
  for (const p of parts) {
    if (!fresh && line.length + 1 + p.length > width) {
      lines.push(line);
      line = indent + p;
    } else line += fresh ? p : ` ${p}`;
    fresh = false;
  }
  lines.push(line);
  return lines;
}
