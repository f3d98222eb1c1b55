/**
 * CW-6.3: detection. A group's highest Info is compared with each enemy soldier's Escape;
 * a soldier whose Escape is below it is seen. An encounter happens when either group sees
 * anyone. Under `detection: 'whole-group'` a group seen at all is seen whole.
 */
import type { RulesOptions } from '../rules.js';
import type { Fighter, FightGroup } from './resolver.js';

/** The highest Info in a group. */
export function highestInfo(group: FightGroup): number {
  let m = 0;
  for (const f of group.fighters) if (f.info > m) m = f.info;
  return m;
}

function lowestEscape(group: FightGroup): number {
  let m = Number.POSITIVE_INFINITY;
  for (const f of group.fighters) if (f.escape < m) m = f.escape;
  return m;
}

/** Whether `observer` sees soldier `target` of `targetGroup`. */
export function isSeenBy(
  rules: Pick<RulesOptions, 'detection'>,
  observer: FightGroup,
  target: Fighter,
  targetGroup: FightGroup,
): boolean {
  const info = highestInfo(observer);
  return rules.detection === 'whole-group' ? info > lowestEscape(targetGroup) : info > target.escape;
}

/** Whether two groups encounter each other: either sees at least one soldier of the other. */
export function encounters(a: FightGroup, b: FightGroup): boolean {
  return highestInfo(a) > lowestEscape(b) || highestInfo(b) > lowestEscape(a);
}

/**
 * How many of `targets` (one allegiance's soldiers in a sector) a side whose highest Info
 * is `info` sees: the count `isSeenBy` would give, with the observer's Info read once.
 */
export function countSeen(
  rules: Pick<RulesOptions, 'detection'>,
  info: number,
  targets: readonly Fighter[],
): number {
  if (rules.detection === 'whole-group') {
    // Seen whole as soon as one of them is seen.
    for (const t of targets) if (info > t.escape) return targets.length;
    return 0;
  }
  let n = 0;
  for (const t of targets) if (info > t.escape) n++;
  return n;
}
