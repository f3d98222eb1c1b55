import {
  type DayResult,
  engage,
  type GameState,
  type GunfightResolver,
  rankByInfo,
  resolveDay,
} from '../../src/corporate-war/index.js';

/**
 * A gold-rush resolver: the two groups with the highest total Info fight each other, whole
 * group against whole group, and every other group holds its fire this round.
 */
export const topTwoResolver: GunfightResolver = {
  name: 'top-two',
  resolve(groups, ctx) {
    // Highest total Info first; ties follow the `infoTieBreak` option (it may draw from ctx.rng).
    const [first, second] = rankByInfo(groups, ctx);
    if (first === undefined || second === undefined) return { engagements: [] };
    // One two-way engagement (CW-7.1 to CW-7.5): each soldier of the two is in it once.
    return { engagements: [engage(first, second, ctx)] };
  },
};

/** Resolves a day with `topTwoResolver` for gold rushes and the built-in resolvers for the rest. */
export function resolveDayTopTwo(state: GameState, orders: unknown): DayResult {
  return resolveDay(state, orders, { gunfightResolvers: { 'gold-rush': topTwoResolver } });
}
