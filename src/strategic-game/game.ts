/**
 * The Strategic Game on the game contract: {@link STRATEGIC_GAME} is what every generic
 * tool (the match runner, the registry, the simulator, the command line) plays.
 *
 * K1: the production step awaits both players together; each movement step awaits one
 * player, Player 1 then Player 2 by the turn's initiative roll; the step number grows by
 * one with each. K2: a missing player and `[]` are alike (TSG-2.3). K9: a seat's score is
 * the systems it owns; the winner places first, then by systems, then by ships.
 */

import type { Game, GameOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import { type BattleResolvers, rulesTableFor, withBattleResolvers } from './battle/registry.js';
import { randomBot } from './bots.js';
import { whyItEnded } from './client/why.js';
import { expanderBot } from './expander.js';
import { ORDER_SHEET } from './order-sheet.js';
import { orderIssues } from './orders.js';
import { renderMap, renderReport } from './render.js';
import type { TsgReport } from './report.js';
import { SETUP_OPTIONS } from './rules-options.js';
import { SCENARIOS } from './scenarios.js';
import { searchBot } from './search.js';
import { parseState, STATE_FORMAT, STATE_VERSION } from './serialize.js';
import { newGame, type TsgOptions } from './setup.js';
import { strategicSimulation } from './simulation.js';
import type { TsgState } from './state.js';
import { resolveStep, type TsgStep } from './turn.js';
import { awaiting, playerView, type TsgView } from './view.js';

/** K9: the end with scores and ranks, or null while the game goes on. */
export function outcomeOf(s: TsgState): GameOutcome | null {
  if (s.end === null) return null;
  const systems = (p: string) => s.systems.filter((x) => x.owner === p).length;
  const ships = (p: string) => s.fleets.filter((f) => f.owner === p).reduce((a, f) => a + f.ships.length, 0);
  const key = Object.fromEntries(
    s.players.map((p) => [
      p,
      (s.end!.winners.includes(p) ? 1e9 : 0) + systems(p) * 10_000 + Math.min(ships(p), 9999),
    ]),
  );
  const ranks = ranksByScore(key);
  return {
    reason: s.end.reason,
    winners: [...s.end.winners],
    seats: Object.fromEntries(s.players.map((p) => [p, { score: systems(p), rank: ranks[p]! }])),
    // From what every player may know at the end: counters, owners, the turn (TSG-9.1).
    why: whyItEnded(s)!,
  };
}

/** What {@link strategicGame} may be given. */
export interface StrategicGameOptions {
  /**
   * Battle resolvers of the program's own, by name (TSG-7.2): the game's `rules.combat`
   * may name any of them besides `strategic`, which stays the seed's.
   */
  readonly resolvers?: BattleResolvers;
}

/**
 * The Strategic Game for the generic tools, its battles fought by the resolvers it is
 * given as well as the built-ins (TSG-7.2): its set-up, its options read from text, its
 * resolve and its saves all know their names. Throws `SimulturnError`
 * (`combat/bad-resolver`) on a resolver that cannot be one.
 * @example
 * ```ts
 * const game = strategicGame({ resolvers: { 'coin-toss': coinToss } });
 * const start = game.setup({ rules: { combat: 'coin-toss' } }, 'seed');
 * ```
 */
export function strategicGame(
  options: StrategicGameOptions = {},
): Game<TsgState, TsgOptions, TsgView, TsgStep, TsgReport> {
  const resolvers = withBattleResolvers(options.resolvers);
  const rules = rulesTableFor(resolvers);
  return defineGame({
    id: 'strategic-game',
    title: 'Minimal Space Combat: The Strategic Game',
    facts: { steps: 'mixed', information: 'imperfect', seats: { min: 2, max: 2 } },
    options: {
      setup: SETUP_OPTIONS,
      rules,
      // TSG-1.1: the two seats keep their default ids; `players=2` only says how many.
      fromText: ({ players: _, map, ...options }) => ({ ...options, map: SCENARIOS[map] }),
    },
    newGame: (o, seed) => newGame(o, seed, resolvers),
    awaiting,
    checkOrders: (s, player, raw) => ({ issues: orderIssues(s, player, raw) }),
    resolve: (s, orders) => resolveStep(s, orders, resolvers),
    view: playerView,
    // Each report ends with the reader's map after the step (a text map of what a player
    // knows, for play by mail), drawn here rather than in every look-ahead resolve.
    reports: (r) =>
      Object.fromEntries(
        Object.entries(r.reports).map(([p, report]) => [
          p,
          {
            ...report,
            map: renderMap(playerView(r.state, p)),
            ...(report.end !== null ? { why: whyItEnded(r.state)! } : {}),
          },
        ]),
      ),
    outcome: outcomeOf,
    stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
    parse: (text) => parseState(text, resolvers),
    bots: {
      random: {
        summary: 'Builds, moves and sets battle orders at random, within the rules.',
        bot: randomBot,
      },
      expander: {
        summary:
          'Sends fast scouts to the nearest free systems, keeps warships together at home, strikes once it has 24 (leaving a guard at home), and falls on enemy fleets it meets on the way.',
        bot: expanderBot,
      },
      search: {
        summary:
          'Plays the expander’s game patiently (it strikes with 30 warships, so an early strike breaks on its home fleet), and tries variants (raid the enemy home, go home, hold, strike) in playouts from states drawn from its view.',
        bot: searchBot,
      },
    },
    // Measured over 1,000 games (docs/research/strategic-game-ladder-2026-11-28/): the
    // search bot against the expander decides nearly every game well before the turn limit.
    defaultLineUp: ['search', 'expander'],
    // Each level beats the one below at p < 0.01 over 1,000 games, seats swapped evenly
    // (docs/research/strategic-game-ladder-2026-11-28/).
    ladder: [
      {
        level: 'easy',
        bot: 'random',
        summary: 'Builds, moves and sets battle orders at random: a first game, to learn the orders.',
      },
      {
        level: 'medium',
        bot: 'expander',
        summary:
          'Takes the nearest systems with fast scouts and strikes at your home once it has 24 warships, leaving a guard.',
      },
      {
        level: 'hard',
        bot: 'search',
        summary:
          'Holds its warships at home until it has 30, breaking an early strike on them, and looks a turn ahead for a home left open.',
      },
    ],
    orderSheet: ORDER_SHEET,
    renderReport,
    renderMap,
    simulation: strategicSimulation,
  });
}

/** The Strategic Game as every generic tool sees it (see the module's comment), with its simulator plug-in. */
export const STRATEGIC_GAME: Game<TsgState, TsgOptions, TsgView, TsgStep, TsgReport> =
  /* @__PURE__ */ strategicGame();
