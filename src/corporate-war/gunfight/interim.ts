/**
 * CW-7.11 (interim, until the three-way, gold-rush and four- and five-way resolvers
 * land): in a fight of three or more groups, every pair of hostile groups of which at
 * least one has just arrived fights a whole two-way engagement; groups that were
 * already in the sector do not fight each other (the seed's four-way rule). All shots are
 * simultaneous. Pairs are taken in the order the groups are given (allegiance order).
 */
import { engage } from './engage.js';
import type { Engagement, GunfightResolver } from './resolver.js';

/** The interim resolver for fights of three or more groups. */
export const pairwiseResolver: GunfightResolver = {
  name: 'interim-pairwise',
  resolve(groups, ctx) {
    const engagements: Engagement[] = [];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]!;
        const b = groups[j]!;
        if (!a.arriving && !b.arriving) continue;
        engagements.push(engage({ group: a, fighters: a.fighters }, { group: b, fighters: b.fighters }, ctx));
      }
    }
    return { engagements };
  },
};
