/**
 * The fight classifier: names the kind of a sector's fight from how many groups take part
 * and how many of them were already there (established) when the others arrived.
 */
import type { FightGroup, FightKind } from './resolver.js';

/** The kind of fight for these groups (at least two). */
export function classifyFight(groups: readonly FightGroup[]): FightKind {
  const arriving = groups.filter((g) => g.arriving).length;
  const established = groups.length - arriving;
  if (groups.length === 2) return 'two-way';
  if (groups.length === 3) {
    if (established === 2) return 'three-way-two-established';
    if (established === 1) return 'three-way-one-established';
    return 'three-arriving';
  }
  return established === 0 ? 'gold-rush' : 'mixed';
}
