/**
 * The resolvers for fights of three or more groups (CW-10), each a choice of who fights
 * whom, in which order of parts, fed to the one scheme of `fightInParts`.
 */
import { fightInParts, opponentsMap } from './parts.js';
import { rankByInfo } from './rank.js';
import type { FightGroup, GunfightResolver } from './resolver.js';

/** The ranked groups that `keep` accepts, from the lowest total Info to the highest. */
const lowestFirst = (ranked: readonly FightGroup[], keep: (g: FightGroup) => boolean) =>
  ranked.filter(keep).reverse();

/**
 * CW-10.2, CW-10.6: groups that were in the sector never fight each other; everyone else
 * fights everyone. A group's front parts face its lowest-Info opponents and its rear parts
 * the highest, so with two groups waiting for one arrival, the one with more Info takes the
 * arrival's rear half. For two or more arrivals this is the seed's four- and five-way rule:
 * a group that was there is divided only among the arrivals.
 */
export const establishedHoldResolver: GunfightResolver = {
  name: 'established-hold',
  resolve(groups, ctx) {
    const ranked = rankByInfo(groups, ctx);
    return fightInParts(
      ranked,
      opponentsMap(ranked.map((g) => [g, lowestFirst(ranked, (o) => o !== g && (g.arriving || o.arriving))])),
      ctx,
    );
  },
};

/**
 * CW-10.3: one group was in the sector and two or more move in. The seed resolves it as
 * the two-established case with the roles swapped: the group that was there is divided
 * among the arrivals, the arrival with the most Info taking its rear part, and the
 * arrivals do not fight each other.
 */
export const oneEstablishedResolver: GunfightResolver = {
  name: 'one-established',
  resolve(groups, ctx) {
    const ranked = rankByInfo(groups, ctx);
    const held = ranked.filter((g) => !g.arriving);
    return fightInParts(
      ranked,
      opponentsMap(
        ranked.map((g) => [g, g.arriving ? held : lowestFirst(ranked, (o) => o.arriving)] as const),
      ),
      ctx,
    );
  },
};

/**
 * CW-10.4: three groups move in together. Ranked by total Info, each group's top half
 * fights the bottom half of the next group down: the first's top half the second's bottom
 * half, the second's top half the third's bottom half, the two matches the seed names.
 * Under `threeArriving: 'ring'` the third's top half also fights the first's bottom half,
 * closing the ring; under `two-matches` (the default) those two halves fight nobody.
 */
export const threeArrivingResolver: GunfightResolver = {
  name: 'three-arriving',
  resolve(groups, ctx) {
    const ranked = rankByInfo(groups, ctx);
    const n = ranked.length;
    if (n < 3) return establishedHoldResolver.resolve(groups, ctx);
    const ring = ctx.rules.threeArriving === 'ring';
    return fightInParts(
      ranked,
      opponentsMap(
        ranked.map((g, i) => {
          const below = i + 1 < n || ring ? ranked[(i + 1) % n]! : null;
          const above = i > 0 || ring ? ranked[(i + n - 1) % n]! : null;
          return [g, [below, above]] as const;
        }),
      ),
      ctx,
    );
  },
};

/**
 * CW-10.5: four or more groups move in at once. Each is divided into one part fewer than
 * there are groups, and its parts face the others from the lowest Info up: the highest
 * group's first part fights the lowest group's last part, its second the next-to-lowest
 * group's last part; the second group's first part fights the lowest group's next-to-last
 * part, and so on. Every two groups meet exactly once.
 */
export const goldRushResolver: GunfightResolver = {
  name: 'gold-rush',
  resolve(groups, ctx) {
    const ranked = rankByInfo(groups, ctx);
    return fightInParts(
      ranked,
      opponentsMap(ranked.map((g) => [g, lowestFirst(ranked, (o) => o !== g)] as const)),
      ctx,
    );
  },
};
