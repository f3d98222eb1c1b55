/**
 * The fight classifier (CW-7.10): names the kind of a sector's fight from how many groups
 * take part and how many of them were already there (established) when the others arrived.
 */
import type { FightGroup, FightKind } from './resolver.js';

/** The kind of fight for these groups (at least two). */
export function classifyFight(groups: readonly FightGroup[]): FightKind {
  const arriving = groups.filter((g) => g.arriving).length;
  const established = groups.length - arriving;
  if (groups.length === 2) return 'two-way';
  if (arriving === 1) return 'three-way-two-established';
  if (established === 1) return 'three-way-one-established';
  if (established === 0) return groups.length === 3 ? 'three-arriving' : 'gold-rush';
  return 'mixed';
}
