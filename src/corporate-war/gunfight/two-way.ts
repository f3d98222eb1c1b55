/**
 * CW-7: the two-way gunfight. Each group, whole, against the other.
 */
import { engage } from './engage.js';
import type { GunfightResolver } from './resolver.js';

/** The default two-way resolver. */
export const twoWayResolver: GunfightResolver = {
  name: 'two-way',
  resolve(groups, ctx) {
    const [a, b] = groups;
    if (a === undefined || b === undefined || groups.length !== 2) {
      throw new Error(`two-way resolver given ${groups.length} groups`);
    }
    return { engagements: [engage(a, b, ctx)] };
  },
};
