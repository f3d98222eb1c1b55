/**
 * Readable names: what a person reads and types for the game's ids and kinds. A ship is
 * `S4` and a base `B10`, so an id never reads as a count ("built ships 1" read as one
 * ship); a kind is its weapon then its hull, as the seed's "Torpedocruiser", so
 * "2 torpedo cruisers" is a count and a kind and nothing else. The sheet takes the names
 * back in any case, and bare numbers too (ids as sheets wrote them before).
 */
import type { Oob } from '../oob.js';
import { formatSlots } from '../oob.js';
import type { Formation, Hull, Range, SpecialKind, Weapon } from '../vocabulary.js';

/** A ship's name: `S` and its id. */
export const shipName = (id: number): string => `S${id}`;

/** A base's name: `B` and its id. */
export const baseName = (id: number): string => `B${id}`;

/** Reads `S4`, `s4` or `4` as ship id 4; anything else is null. */
export function readShipName(word: string): number | null {
  const m = /^s?(\d{1,6})$/i.exec(word.trim());
  return m === null ? null : Number(m[1]);
}

/** Reads `B10`, `b10` or `10` as base id 10; anything else is null. */
export function readBaseName(word: string): number | null {
  const m = /^b?(\d{1,6})$/i.exec(word.trim());
  return m === null ? null : Number(m[1]);
}

/** A list of names with "and": `S1, S2 and S3`. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A run of names summarised once it is long: all of them up to `most`, else the first
 * ones and how many more (`B1, B2, B3 and 6 more`), so a line stays readable and reads
 * well inside parentheses too.
 */
export function summarised(names: readonly string[], most = 8): string {
  if (names.length <= most) return names.join(', ');
  return `${names.slice(0, most - 1).join(', ')} and ${names.length - most + 1} more`;
}

/** Ship names as runs, summarised once long: `S4–S9, S12`. */
export function shipRuns(ids: readonly number[], most = 8): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const out: string[] = [];
  let k = 0;
  while (k < sorted.length) {
    let j = k;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const a = shipName(sorted[k]!);
    const b = shipName(sorted[j]!);
    out.push(j > k + 1 ? `${a}–${b}` : j === k + 1 ? `${a}, ${b}` : a);
    k = j + 1;
  }
  return summarised(out, most);
}

/** A kind of ship: `torpedo cruiser` (weapon, then hull). */
export const kindName = (hull: Hull, weapon: Weapon): string => `${weapon} ${hull}`;

/** A count of a kind: `1 torpedo cruiser`, `2 torpedo cruisers`. */
export const kindCount = (n: number, hull: Hull, weapon: Weapon): string =>
  `${n} ${kindName(hull, weapon)}${n === 1 ? '' : 's'}`;

/** The weapons in the plural, as a round of battle names them. */
export const WEAPON_PLURALS: { readonly [W in Weapon]: string } = {
  laser: 'lasers',
  fighter: 'fighters',
  torpedo: 'torpedoes',
};

/** A count of a thing: `1 base`, `3 bases`. */
export const counted = (n: number, thing: string, plural = `${thing}s`): string =>
  `${n} ${n === 1 ? thing : plural}`;

/** The special orders as the seed names them (GO-4.1). */
export const SPECIAL_NAMES: { readonly [K in SpecialKind]: string } = {
  attack: 'Attack!',
  'raise-shields': 'Raise Shields!',
  'build-generator': 'Build Generator',
  'train-spy': 'Train Spy',
};

/** The range tactics in words (GO-10.4). */
export const RANGE_NAMES: { readonly [R in Range]: string } = {
  none: 'no range order',
  'close-in': 'close in',
  'back-off': 'back off',
};

/** The formation tactics in words (GO-10.5). */
export const FORMATION_NAMES: { readonly [F in Formation]: string } = {
  none: 'no formation order',
  bunch: 'bunch together',
  spread: 'spread out',
};

/** An order of battle in words: `LFTLTF, close in, no formation order`. */
export function oobName(oob: Oob): string {
  return `${formatSlots(oob.slots)}, ${RANGE_NAMES[oob.range]}, ${FORMATION_NAMES[oob.formation]}`;
}
