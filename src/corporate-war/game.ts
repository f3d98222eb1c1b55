/**
 * Corporate War on the game contract: {@link CORPORATE_WAR} is the `Game` every generic
 * tool (the match runner, the registry, the simulator, the referee to come) uses, built
 * from the game's own functions, unchanged: `createGame`, `checkOrders`, `resolveDay`,
 * `playerView`, `serializeState`/`parseState`, `stateHash`, `DEFAULT_BOTS`, the order
 * sheet, `renderReport` and `renderMap`.
 *
 * K1: every day is one step, all players at once (CW-6), so the step is the day and the
 * bots' streams `botRng(seed, player, day)` are the ones they always were. K2: a player
 * whose orders are missing and one who sent `[]` are treated alike, their soldiers stay
 * (CW-5.4); the arrival order is not used. K9: two to four seats, set by the
 * corporations; a winner scores 1 and places first, everyone else scores 0.
 *
 * @example
 * ```ts
 * import { CORPORATE_WAR } from 'simulturn/corporate-war';
 * import { runMatch } from 'simulturn';
 * const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 'seed');
 * if (start.ok) {
 *   const bot = CORPORATE_WAR.bots.rusher!;
 *   const seats = { psicorps: bot.bot, phoenicae: bot.bot };
 *   const { state } = runMatch(CORPORATE_WAR, { seed: 'seed', start: start.value, seats });
 *   console.log(CORPORATE_WAR.outcome(state));
 * }
 * ```
 */

import type { Game, GameOutcome, SeatOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import { DEFAULT_BOTS } from './bots/registry.js';
import { checkOrderSheet, describeSheetResult, orderSheet } from './order-sheet/sheet.js';
import { checkOrders } from './orders.js';
import { outcomeWhy } from './outcome-why.js';
import { renderReport } from './render.js';
import { renderMap } from './render-map.js';
import type { PlayerReport } from './report.js';
import type { DayResult } from './resolve-day.js';
import { RULE_OPTIONS, SETUP_OPTIONS } from './rules-options.js';
import { DEFAULT_CORPORATIONS } from './scenario.js';
import { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
import { type CorporateWarOptions, createGame } from './setup.js';
import { CORPORATE_WAR_SIMULATION } from './simulation.js';
import type { GameState } from './state.js';
import { awaitingOf, CORPORATE_WAR_ID, resolveOf, stepOf, viewOf } from './turns.js';
import type { PlayerView } from './view.js';

/**
 * K9: a winner scores 1 and every other seat 0; places follow (all share first when nobody
 * won). The sentence `why` names the winners and the key sectors they won by.
 */
function outcomeOf(state: GameState): GameOutcome | null {
  const o = state.outcome;
  if (o === null) return null;
  const scores: Record<string, number> = {};
  for (const p of state.players) scores[p.id] = o.winners.includes(p.id) ? 1 : 0;
  const ranks = ranksByScore(scores);
  const seats: Record<string, SeatOutcome> = {};
  for (const p of state.players) seats[p.id] = { score: scores[p.id]!, rank: ranks[p.id]! };
  return { reason: o.reason, winners: [...o.winners], seats, why: outcomeWhy(state)! };
}

/**
 * The bots that play when nobody names them, one a corporation in seat order (the first
 * ones when fewer play): the search player against the three simple bots. Measured with
 * `simulturn simulate corporate-war --games 200` (these bots rotated through the seats):
 * 85.5% of four-player games, 95.0% of three-player and 99.0% of two-player ones end in a
 * victory, the others at the 30-day limit.
 */
const DEFAULT_LINE_UP = ['search', 'cautious', 'rusher', 'random'] as const;

/**
 * A person's opponents, easiest first. Each level beats the one below it in two-player
 * games, seats swapped (docs/research/corporate-war-ladder-2026-11-28 has the figures).
 */
const LADDER = [
  {
    level: 'easy',
    bot: 'random',
    summary: 'Moves its soldiers at random: a first game to learn the orders.',
  },
  {
    level: 'medium',
    bot: 'cautious',
    summary: 'Scouts with its Ghosts and advances only into sectors reported clear.',
  },
  {
    level: 'hard',
    bot: 'rusher',
    summary: 'Goes straight for the key sectors nearest it, in squads with eyes.',
  },
  {
    level: 'hardest',
    bot: 'search',
    summary: "Plays the rusher's plan and its variants forward in guessed worlds and keeps the best.",
  },
] as const;

/**
 * Corporate War as every generic tool sees it (see the module's comment for K1, K2, K9).
 * Declared through `defineGame`, which seals what it hands out; the call is marked pure:
 * bundlers keep a call made at the top level, and with it the order sheet and the
 * renderers, even where `CORPORATE_WAR` is not used.
 */
export const CORPORATE_WAR: Game<GameState, CorporateWarOptions, PlayerView, DayResult, PlayerReport> =
  /* @__PURE__ */ defineGame({
    // The turn-taking part, the same as CORPORATE_WAR_MATCH's (not spread: bundlers keep a spread).
    id: CORPORATE_WAR_ID,
    awaiting: awaitingOf,
    step: stepOf,
    view: viewOf,
    resolve: resolveOf,
    hash: stateHash,
    facts: { steps: 'simultaneous', information: 'imperfect', seats: { min: 2, max: 4 } },
    // The study's and the command line's text: the first `players` corporations, the last day, the rules.
    options: {
      setup: SETUP_OPTIONS,
      rules: RULE_OPTIONS,
      fromText: ({ players, dayLimit, rules }) => ({
        corporations: DEFAULT_CORPORATIONS.slice(0, players),
        rules: { ...rules, dayLimit },
      }),
    },
    newGame: (options: CorporateWarOptions, seed: string) => createGame({ ...options, seed }),
    players: (state: GameState) => state.players.toArray().map((p) => p.id),
    checkOrders: (state: GameState, player: string, raw: unknown) =>
      checkOrders(state, player, raw, state.rules),
    outcome: outcomeOf,
    stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
    serialize: serializeState,
    parse: (text: string) => parseState(text),
    bots: DEFAULT_BOTS,
    defaultLineUp: DEFAULT_LINE_UP,
    ladder: LADDER,
    orderSheet: {
      blank: (view: PlayerView) => orderSheet(view),
      read: (text: string, state: GameState, player: string) => {
        const result = checkOrderSheet(text, state, player);
        return { orders: result.orders, reply: describeSheetResult(result), issues: result.issues };
      },
    },
    renderReport: (report: PlayerReport) => renderReport(report),
    renderMap: (view: PlayerView) => renderMap(view),
    // Its own study records: bots, corporations, edges, and the aliens' part.
    simulation: CORPORATE_WAR_SIMULATION,
  });
