/**
 * "Bid and take", a toy game on the game contract, two to four seats, so that the
 * kernel's tests drive every generic tool (the match runner, the registry, the simulator,
 * the fog harness) without Corporate War. A round is one simultaneous step, then one
 * step per player in turn (K1):
 *
 * 1. Bid, all active players at once: orders `[n]`, n from 0 to 3. The highest bid takes
 *    first; equal bids go to the earliest arrival (K2), else to seat order. A player whose
 *    orders are missing (not `[]`, which bids 0) leaves the game, eliminated at that step
 *    (K9). Bids are told to every player after the step.
 * 2. Take, one active player at a time from the bid's winner on, in seat order: `[n]`
 *    with n from 1 to 3 takes n counters from the pile (at most what is left) and scores
 *    them; `[]` passes; missing orders take 1 (the house rule for silence: absent and
 *    empty differ, K2).
 *
 * A round ends when each active player has taken once or the pile is empty; the game
 * ends after `rounds` rounds or when fewer than two players remain. Each player also
 * holds a secret lucky number (0 to 9, from the seed), shown only to its owner and added
 * to its score at the end: the one thing the fog harness may change unseen.
 */

import {
  type Awaiting,
  defineGame,
  err,
  type Game,
  type GameOutcome,
  type IssueBase,
  monteCarloOrders,
  NOBODY_AWAITED,
  type OrderCheck,
  type OrderEnvelope,
  ok,
  type Result,
  type Rng,
  ranksByScore,
  seededRng,
} from '../../src/index.js';

/** The seats' players, in seat order. */
export const TOY_SEATS = ['ann', 'bob', 'cy', 'dee'] as const;

/** What `setup` takes. */
export interface ToyOptions {
  /** Two to four seats. */
  readonly players: number;
  /** Rounds before the game ends (default 3). */
  readonly rounds?: number;
  /** Counters in the pile at each round's start (default 8). */
  readonly pile?: number;
}

/** The toy's state: plain JSON. */
export interface ToyState {
  readonly step: number;
  readonly round: number;
  readonly rounds: number;
  readonly pileSize: number;
  readonly seats: readonly string[];
  readonly active: readonly string[];
  readonly phase: 'bid' | 'take' | 'over';
  /** Who takes next in this round, first first. */
  readonly turns: readonly string[];
  readonly pile: number;
  readonly scores: Readonly<Record<string, number>>;
  readonly lucky: Readonly<Record<string, number>>;
  readonly eliminatedAt: Readonly<Record<string, number>>;
}

/** What a player sees: everything but the others' lucky numbers. */
export interface ToyView {
  readonly me: string;
  readonly step: number;
  readonly round: number;
  readonly rounds: number;
  readonly pileSize: number;
  readonly seats: readonly string[];
  readonly phase: ToyState['phase'];
  readonly turns: readonly string[];
  readonly pile: number;
  readonly active: readonly string[];
  readonly scores: Readonly<Record<string, number>>;
  readonly eliminatedAt: Readonly<Record<string, number>>;
  readonly myLucky: number;
}

/** What a player is told of a step. */
export interface ToyReport {
  readonly step: number;
  readonly lines: readonly string[];
}

/** What resolving a step returns. */
export interface ToyStep {
  readonly state: ToyState;
  readonly reports: Readonly<Record<string, ToyReport>>;
}

/** The toy's order issues. */
export type ToyIssue = IssueBase<'toy/not-a-list' | 'toy/bad-number' | 'toy/not-awaited' | 'toy/bad-options'>;

const toyIssue = (code: ToyIssue['code'], message: string): ToyIssue => ({ code, path: [], message });

/** The options `name=value` text may give, each with its range and default; `readOptions` reads by them. */
const TOY_OPTIONS = {
  players: { min: 2, max: 4, default: 3 },
  rounds: { min: 1, max: 1000, default: 3 },
  pile: { min: 1, max: 1000, default: 8 },
} as const;

/** The number in a player's orders: `[n]` gives n, `[]` gives null; anything else is an issue. */
function readNumber(raw: unknown, min: number, max: number): Result<number | null, ToyIssue> {
  if (!Array.isArray(raw) || raw.length > 1) return err(toyIssue('toy/not-a-list', 'orders are [] or [n]'));
  if (raw.length === 0) return ok(null);
  const n = raw[0];
  if (!(Number.isInteger(n) && n >= min && n <= max))
    return err(toyIssue('toy/bad-number', `a number from ${min} to ${max}`));
  return ok(n as number);
}

/** The first state; the kernel has read the options into a plain object. */
function newGame(options: ToyOptions, seed: string): Result<ToyState, readonly IssueBase[]> {
  const { players, rounds = TOY_OPTIONS.rounds.default, pile = TOY_OPTIONS.pile.default } = options;
  if (!(Number.isInteger(players) && players >= 2 && players <= 4))
    return err([toyIssue('toy/bad-options', 'players is 2 to 4')]);
  if (!(Number.isInteger(rounds) && rounds >= 1))
    return err([toyIssue('toy/bad-options', 'rounds is 1 or more')]);
  if (!(Number.isInteger(pile) && pile >= 1)) return err([toyIssue('toy/bad-options', 'pile is 1 or more')]);
  const seats = TOY_SEATS.slice(0, players);
  const rng = seededRng(`toy:${seed}`);
  const zero = Object.fromEntries(seats.map((p) => [p, 0]));
  return ok({
    step: 1,
    round: 1,
    rounds,
    pileSize: pile,
    seats,
    active: seats,
    phase: 'bid',
    turns: [],
    pile,
    scores: zero,
    lucky: Object.fromEntries(seats.map((p) => [p, rng.int(10)])),
    eliminatedAt: {},
  });
}

/** K1: who must act now, and for what: everyone bids together, then one player takes at a time. */
function awaiting(s: ToyState): Awaiting {
  if (s.phase === 'over') return NOBODY_AWAITED;
  if (s.phase === 'bid') return { players: s.active, kind: 'bid' };
  return { players: [s.turns[0]!], kind: 'take' };
}

/**
 * K11, optional: every legal choice of a player now, so the kernel's generic search can
 * play the toy. A take larger than the pile takes the same as the whole pile: left out.
 */
function legalOrders(s: ToyState, player: string): number[][] {
  const a = awaiting(s);
  if (!a.players.includes(player)) return [];
  if (a.kind === 'bid') return [[0], [1], [2], [3]];
  return [[], ...[1, 2, 3].filter((n) => n <= s.pile).map((n) => [n])];
}

/** The round's next state: another round's bid, or the end. */
function nextRound(s: ToyState): ToyState {
  const over = s.round >= s.rounds || s.active.length < 2;
  return over
    ? { ...s, phase: 'over', turns: [] }
    : { ...s, round: s.round + 1, phase: 'bid', turns: [], pile: s.pileSize };
}

function resolveBid(
  s: ToyState,
  orders: Readonly<Record<string, unknown>>,
  envelope?: OrderEnvelope,
): ToyStep {
  const bids: Record<string, number> = {};
  const eliminatedAt = { ...s.eliminatedAt };
  for (const p of s.active) {
    // K2: a missing key is a player who gave no orders: it leaves; `[]` bids nothing.
    if (!Object.hasOwn(orders, p)) eliminatedAt[p] = s.step;
    else {
      const n = readNumber(orders[p], 0, 3);
      bids[p] = n.ok ? (n.value ?? 0) : 0;
    }
  }
  const active = s.active.filter((p) => eliminatedAt[p] === undefined);
  // Equal bids: the earliest arrival, when the step has an arrival order; else seat order.
  const arrival = envelope?.arrival ?? [];
  const place = (p: string) => {
    const k = arrival.indexOf(p);
    return k < 0 ? arrival.length + s.seats.indexOf(p) : k;
  };
  const best = [...active].sort((x, y) => bids[y]! - bids[x]! || place(x) - place(y))[0];
  const line = `step ${s.step}: bids ${s.active.map((p) => `${p} ${bids[p] ?? 'none'}`).join(', ')}`;
  const start = best === undefined ? 0 : active.indexOf(best);
  const turns = [...active.slice(start), ...active.slice(0, start)];
  const next: ToyState = { ...s, step: s.step + 1, active, eliminatedAt, phase: 'take', turns };
  const after = active.length < 2 ? nextRound({ ...next, round: s.rounds }) : next;
  return {
    state: after,
    reports: reportAll(s, [line, best === undefined ? 'nobody takes' : `${best} takes first`]),
  };
}

function resolveTake(s: ToyState, orders: Readonly<Record<string, unknown>>): ToyStep {
  const p = s.turns[0]!;
  // K2: silence takes 1, `[]` passes.
  const n = Object.hasOwn(orders, p) ? readNumber(orders[p], 1, 3) : ok(1);
  const want = n.ok ? (n.value ?? 0) : 0;
  const took = Math.min(want, s.pile);
  const next: ToyState = {
    ...s,
    step: s.step + 1,
    pile: s.pile - took,
    scores: { ...s.scores, [p]: s.scores[p]! + took },
    turns: s.turns.slice(1),
  };
  const line = `step ${s.step}: ${p} takes ${took}, ${next.pile} left`;
  return {
    state: next.turns.length === 0 || next.pile === 0 ? nextRound(next) : next,
    reports: reportAll(s, [line]),
  };
}

const reportAll = (s: ToyState, lines: readonly string[]): Record<string, ToyReport> =>
  Object.fromEntries(s.seats.map((p) => [p, { step: s.step, lines }]));

/** K9: the end, with every seat's score and rank; null while the game goes on. */
function outcome(s: ToyState): GameOutcome | null {
  if (s.phase !== 'over') return null;
  const scores = Object.fromEntries(s.seats.map((p) => [p, s.scores[p]! + s.lucky[p]!]));
  // An eliminated player places after every player still in, by score among its kind.
  const ranked = Object.fromEntries(
    s.seats.map((p) => [p, scores[p]! - (s.eliminatedAt[p] === undefined ? 0 : 1000)]),
  );
  const ranks = ranksByScore(ranked);
  return {
    reason: s.active.length < 2 ? 'last-standing' : 'rounds',
    winners: s.seats.filter((p) => ranks[p] === 1),
    seats: Object.fromEntries(
      s.seats.map((p) => {
        const at = s.eliminatedAt[p];
        return [p, { score: scores[p]!, rank: ranks[p]!, ...(at === undefined ? {} : { eliminatedAt: at }) }];
      }),
    ),
  };
}

/** A saved state's JSON, checked (the kernel has checked its format and version). */
const readState = (v: unknown): Result<ToyState, readonly IssueBase[]> =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as ToyState).step) &&
  Array.isArray((v as ToyState).seats) &&
  ['bid', 'take', 'over'].includes((v as ToyState).phase)
    ? ok(v as ToyState)
    : err([toyIssue('toy/bad-options', 'not a toy state')]);

/** The toy on the game contract: what is its own; the kernel derives the rest. */
export const TOY: Game<ToyState, ToyOptions, ToyView, ToyStep, ToyReport> = defineGame({
  id: 'toy-bid-take',
  title: 'Bid and take',
  facts: { steps: 'mixed', information: 'imperfect', seats: { min: 2, max: 4 } },
  options: { setup: TOY_OPTIONS, fromText: (options) => options },
  newGame,
  players: (s) => s.seats,
  awaiting,
  step: (s) => s.step,
  checkOrders: (s, player, raw): OrderCheck => {
    const a = awaiting(s);
    if (!a.players.includes(player))
      return { issues: [toyIssue('toy/not-awaited', `${player} is not awaited`)] };
    const n = a.kind === 'bid' ? readNumber(raw, 0, 3) : readNumber(raw, 1, 3);
    return { issues: n.ok ? [] : [n.error] };
  },
  legalOrders,
  resolve: (s, orders, envelope) => {
    if (s.phase === 'over') return { state: s, reports: {} };
    return s.phase === 'bid' ? resolveBid(s, orders, envelope) : resolveTake(s, orders);
  },
  view: (s, me) => ({
    me,
    step: s.step,
    round: s.round,
    rounds: s.rounds,
    pileSize: s.pileSize,
    seats: s.seats,
    phase: s.phase,
    turns: s.turns,
    pile: s.pile,
    active: s.active,
    scores: s.scores,
    eliminatedAt: s.eliminatedAt,
    myLucky: s.lucky[me] ?? 0,
  }),
  outcome,
  stateFormat: { name: 'simulturn-test/toy', version: 1 },
  readState,
  bots: {
    greedy: { summary: 'bids 3 and takes 3', bot: (v: ToyView) => (v.phase === 'bid' ? [3] : [3]) },
    random: {
      summary: 'bids and takes at random',
      bot: (v: ToyView, rng) => (v.phase === 'bid' ? [rng.int(4)] : [1 + rng.int(3)]),
    },
    search: {
      summary: "the kernel's generic search (K11), guessing the others' lucky numbers",
      bot: (v: ToyView, rng) => toySearch(v, rng),
    },
  },
  renderReport: (r) => r.lines.join('\n'),
});

/**
 * K11: the kernel's generic search plays any game with `legalOrders`. It searches a
 * state, never the view, so the bot draws what its view hides (the others' lucky
 * numbers) from its own generator: a guess, never the true values.
 */
const toySearch = (view: ToyView, rng: Rng): unknown => {
  const { me, myLucky, ...seen } = view;
  const lucky = Object.fromEntries(view.seats.map((p) => [p, p === me ? myLucky : rng.int(10)]));
  const state: ToyState = { ...seen, lucky };
  return monteCarloOrders({ ...TOY, legalOrders }, state, me, rng, { playouts: 48 });
};
