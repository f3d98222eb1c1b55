/**
 * Readable names for what orders and reports name by id or code: a unit by its kind and
 * id (`soldier 5`, as the order sheet's `move 5 …` names it), a player by its seat with
 * its place towards the reader (`p2, your ruler`).
 */
import type { UnitKind } from '../vocabulary.js';

/** A unit's name: `soldier 5`; the Harvester is `Harvester 1`. */
export const unitName = (kind: UnitKind, id: number): string =>
  `${kind === 'harvester' ? 'Harvester' : kind} ${id}`;

/** What the reader is told of a player: `you`, `p2 (your ruler)`, `p3 (your subject)`, or its seat. */
export function playerName(
  who: { readonly player: string; readonly rulers: readonly string[]; readonly subjects: readonly string[] },
  player: string,
): string {
  if (player === who.player) return 'you';
  if (who.rulers[0] === player) return `${player} (your ruler)`;
  if (who.rulers.includes(player)) return `${player} (above your ruler)`;
  if (who.subjects.includes(player)) return `${player} (your subject)`;
  return player;
}

/** A list for a sentence: `a`, `a and b`, `a, b and c`. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
