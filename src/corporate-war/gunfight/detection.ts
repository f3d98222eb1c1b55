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
