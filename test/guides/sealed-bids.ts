// #region rules
/**
 * Sealed Bids, an example game invented for docs/guides/new-game.md. Each round, two to
 * six players bid for one item, all at once and in secret; each values the item privately
 * (1 to 9, drawn at set-up). The highest bid alone wins the item and pays it (equal
 * highest bids: nobody wins), for a profit of its value less its bid. Orders: `[n]` bids
 * n, 1 to 9; `[]`, no orders or any other orders bid nothing. The largest profit wins.
 */
import { defineGame, isInt, ok, outcomeByScore, type ShapeOf, seededRng, shape } from '../../src/index.js';

/** The set-up options: the kernel reads, checks and fills them in by this table. */
const OPTIONS = { players: { min: 2, max: 6, default: 3 }, rounds: { min: 1, max: 50, default: 5 } } as const;
// #endregion
// #region state
/** The state's shape: plain JSON, which the kernel saves, hashes, and checks when it loads a save. */
const STATE = shape.object({
  step: shape.int(1, 51), // the round whose bids are due
  rounds: shape.int(1, 50),
  players: shape.list(shape.text), // p1, p2…
  values: shape.record(shape.list(shape.int(1, 9))), // secret: each player's value of each round's item
  profits: shape.record(shape.int(-400, 400)), // secret until the end
});
export type BidState = ShapeOf<typeof STATE>;
// #endregion
// #region resolve
/** One round: the highest bid alone wins and pays; everyone is told who won, and for how much. */
function resolve(s: BidState, orders: Readonly<Record<string, unknown>>) {
  const bidOf = (o: unknown) => (Array.isArray(o) && o.length === 1 && isInt(o[0], 1, 9) ? o[0] : 0);
  const bids = s.players.map((p) => bidOf(orders[p]));
  const top = Math.max(...bids);
  const winner =
    bids.indexOf(top) === bids.lastIndexOf(top) && top > 0 ? s.players[bids.indexOf(top)] : undefined;
  const profits = { ...s.profits };
  if (winner !== undefined)
    profits[winner] = (profits[winner] ?? 0) + (s.values[winner]?.[s.step - 1] ?? 0) - top;
  const news = `Round ${s.step}: ${winner === undefined ? 'nobody wins' : `${winner} wins for ${top}`}.`;
  return {
    state: { ...s, step: s.step + 1, profits },
    reports: Object.fromEntries(s.players.map((p) => [p, news])),
  };
}
// #endregion
// #region game
/** Sealed Bids on the game contract: what is its own; the kernel derives the rest. */
export const SEALED_BIDS = defineGame({
  id: 'sealed-bids',
  facts: { steps: 'simultaneous', information: 'imperfect', seats: { min: 2, max: 6 } },
  options: { setup: OPTIONS },
  newGame: ({ players, rounds }, seed) => {
    const rng = seededRng(seed);
    const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
    const each = <T>(f: () => T) => Object.fromEntries(seats.map((p) => [p, f()]));
    const values = each(() => Array.from({ length: rounds }, () => 1 + rng.int(9)));
    return ok({ step: 1, rounds, players: seats, values, profits: each(() => 0) });
  },
  legalOrders: (s, p) =>
    s.players.includes(p) && s.step <= s.rounds
      ? Array.from({ length: 10 }, (_, n) => (n > 0 ? [n] : []))
      : [],
  resolve,
  view: ({ values, profits, ...seen }: BidState, me: string) => ({
    ...seen,
    value: values[me]?.[seen.step - 1] ?? 0,
    profit: profits[me] ?? 0,
  }),
  outcome: (s) => (s.step > s.rounds ? outcomeByScore('rounds', s.profits) : null),
  stateFormat: { name: 'simulturn-guide/sealed-bids', version: 1 },
  stateShape: STATE,
  renderReport: (news: string) => news,
  bots: {
    shade: { summary: 'bids half its value, rounded up', bot: (v) => [Math.ceil(v.value / 2)] },
    honest: { summary: 'bids its value: it never loses money, nor makes any', bot: (v) => [v.value] },
    random: { summary: 'bids 1 to 9 at random, whatever its value', bot: (_, rng) => [1 + rng.int(9)] },
  },
});
// #endregion
