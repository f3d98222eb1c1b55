/**
 * Orders of battle (GO-10.2): six slots, each weapon exactly twice, with a range and a
 * formation tactic. Read from the letters a forum player writes (`LFTLTF`), written back,
 * and drawn at random from the game's stream for a player who gave none (GO-10.3).
 */
import type { Rng } from '../kernel/rng.js';
import {
  FORMATIONS,
  type Formation,
  OOB_SLOTS,
  RANGES,
  type Range,
  WEAPON_LETTER,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';

/** An order of battle: the weapon of each round of a cycle, and the tactics. */
export interface Oob {
  /** The weapons of rounds 1 to 6, each weapon twice. */
  readonly slots: readonly Weapon[];
  /** The range tactic (GO-10.4). */
  readonly range: Range;
  /** The formation tactic (GO-10.5). */
  readonly formation: Formation;
}

/** The order of battle as letters, such as `LFTLTF` (never fails). */
export function formatSlots(slots: readonly Weapon[]): string {
  return slots.map((w) => WEAPON_LETTER[w]).join('');
}

/** The weapons of six letters `L`, `F`, `T` (each twice), or a sentence saying what is wrong. */
export function parseSlots(text: unknown): Weapon[] | string {
  if (typeof text !== 'string') return 'slots must be six letters L, F, T, such as "LFTLTF"';
  const slots: Weapon[] = [];
  for (const ch of text.toUpperCase()) {
    const w = WEAPONS.find((x) => WEAPON_LETTER[x] === ch);
    if (w === undefined) return `"${ch}" is not L, F or T`;
    slots.push(w);
  }
  if (slots.length !== OOB_SLOTS) return `slots must be ${OOB_SLOTS} letters, got ${slots.length}`;
  for (const w of WEAPONS) {
    if (slots.filter((s) => s === w).length !== 2) return 'each of L, F and T appears exactly twice';
  }
  return slots;
}

/** An order of battle from raw input (`{slots, range?, formation?}`), or a sentence saying what is wrong. */
export function parseOob(raw: unknown): Oob | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return 'an order of battle is an object such as {"slots": "LFTLTF"}';
  }
  const r = raw as Record<string, unknown>;
  for (const k of Object.keys(r))
    if (!['slots', 'range', 'formation'].includes(k)) return `unknown field "${k}"`;
  const slots = parseSlots(r.slots);
  if (typeof slots === 'string') return slots;
  const range = r.range ?? 'none';
  if (!(RANGES as readonly unknown[]).includes(range)) return `range is one of ${RANGES.join(', ')}`;
  const formation = r.formation ?? 'none';
  if (!(FORMATIONS as readonly unknown[]).includes(formation))
    return `formation is one of ${FORMATIONS.join(', ')}`;
  return { slots, range: range as Range, formation: formation as Formation };
}

/** Every arrangement of two of each weapon, in a fixed order: 90 of them (GO-10.2). */
export const ALL_SLOTS: readonly (readonly Weapon[])[] = (() => {
  const out: Weapon[][] = [];
  const walk = (prefix: Weapon[], left: Record<Weapon, number>): void => {
    if (prefix.length === OOB_SLOTS) {
      out.push(prefix);
      return;
    }
    for (const w of WEAPONS) {
      if (left[w] === 0) continue;
      walk([...prefix, w], { ...left, [w]: left[w] - 1 });
    }
  };
  walk([], { laser: 2, fighter: 2, torpedo: 2 });
  return out;
})();

/** GO-10.3: a random order of battle, with no special tactics, drawn from `rng`. */
export function randomOob(rng: Rng): Oob {
  return { slots: ALL_SLOTS[rng.int(ALL_SLOTS.length)]!, range: 'none', formation: 'none' };
}
