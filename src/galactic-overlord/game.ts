/**
 * Galactic Overlord on the game contract: {@link GALACTIC_OVERLORD} is what every generic
 * tool (the match runner, the registry, the simulator, the command line) plays, built from
 * the game's own functions: `newGame`, `awaiting`, `checkOrders`, `resolveTurn`,
 * `playerView`, `serializeState`/`parseState`, `stateHash` and the bots.
 *
 * K1: every faction still in the game is awaited each turn, together; the step is the turn.
 * K2: a missing key, `[]` and `{}` are all "no orders" (GO-4.2); the arrival order is
 * passed to `resolveTurn`, which uses it only for attackers of one defender (GO-5.4) and
 * the allies of a joint attack (GO-11.2, GO-11.4).
 * K9: a seat's score is the bases it holds; the sole survivor places first, then factions
 * still in by bases and navy, then those out, the later out first (GO-8).
 */

import type { Game, GameOutcome, LadderLevel, SeatOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import { BOTS } from './bots.js';
import { postLines, reportLines } from './client/events.js';
import { outcomeWhy } from './client/outcome.js';
import { renderMap } from './client/text-board.js';
import { ORDER_SHEET } from './order-sheet.js';
import { checkOrders } from './orders.js';
import type { GmPost, PrivateReport } from './report.js';
import { RULE_OPTIONS, SETUP_OPTIONS } from './rules-options.js';
import { SEARCH_BOT } from './search-bot.js';
import { parseState, STATE_FORMAT, STATE_VERSION } from './serialize.js';
import { type GalacticOverlordOptions, MAX_PLAYERS, newGame } from './setup.js';
import { galacticOverlordSimulation } from './simulation.js';
import { alive, basesOf, type GoState, isOver, navyValue } from './state.js';
import { publicFactions, resolveTurn, type TurnResult } from './turn.js';
import { awaiting, type GoView, playerView } from './view.js';
import type { EndReason } from './vocabulary.js';

/** How a game ended (GO-8). */
export interface GameEnd {
  /** Why it ended. */
  readonly reason: EndReason;
  /** The winner, if there is one. */
  readonly winners: string[];
}

/** How a game ended (GO-8), or null while it goes on. */
export function endOf(state: GoState): GameEnd | null {
  if (!isOver(state)) return null;
  const left = alive(state);
  if (left.length === 1) return { reason: 'overlord', winners: left };
  if (left.length === 0) return { reason: 'all-gone', winners: [] };
  return { reason: 'turn-limit', winners: [] };
}

/** K9: places by survival, bases, navy; the score shown is the bases held. */
function outcomeOf(state: GoState): GameOutcome | null {
  const end = endOf(state);
  if (end === null) return null;
  const key: Record<string, number> = {};
  for (const p of state.players) {
    const f = state.factions[p]!;
    key[p] =
      f.outAt === null
        ? 1_000_000_000 + basesOf(state, p).length * 100_000 + Math.min(navyValue(f.ships), 99_999)
        : f.outAt;
  }
  const ranks = ranksByScore(key);
  const seats: Record<string, SeatOutcome> = {};
  for (const p of state.players) {
    const f = state.factions[p]!;
    seats[p] = {
      score: basesOf(state, p).length,
      rank: ranks[p]!,
      ...(f.outAt !== null ? { eliminatedAt: f.outAt } : {}),
    };
  }
  // The why is told from the public facts alone, as a client reading the last view tells it.
  const why = outcomeWhy({
    players: state.players,
    factions: publicFactions(state),
    turn: state.turn,
    turnLimit: state.turnLimit,
  });
  return { reason: end.reason, winners: end.winners, seats, ...(why === null ? {} : { why }) };
}

/** A private report as text: its sentences (`client/events.ts`). */
function renderReport(r: PrivateReport): string {
  return reportLines(r).join('\n');
}

/** The public post as text (GO-7.1): every faction, then every battle, as sentences. */
function renderPost(post: GmPost): string {
  return postLines(post).join('\n');
}

/**
 * A person's opponents, easiest first, each measured to beat the one below at p < 0.01
 * over 1,000 two-faction games, seats swapped evenly
 * (docs/research/galactic-overlord-ladder-2026-11-28/).
 */
export const LADDER: readonly LadderLevel[] = [
  {
    level: 'easy',
    bot: 'random',
    summary: 'Plays any legal orders at random, but never leaves its home empty while a raid could come.',
  },
  {
    level: 'medium',
    bot: 'economist',
    summary: 'Builds its economy first, shields itself against stronger navies, and attacks the weak.',
  },
  {
    level: 'hard',
    bot: 'aggressor',
    summary: 'Builds the biggest ships against your main weapon and attacks whenever it is about as strong.',
  },
  {
    level: 'hardest',
    bot: 'search',
    summary:
      'Looks a turn ahead: predicts the others’ orders as the simpler bots would give them, weighs its plans, and picks each order of battle by the battle’s arithmetic.',
  },
];

/**
 * Galactic Overlord as every generic tool sees it (see the module's comment for K1, K2, K9).
 * Its simulator plug-in adds each seat's place and ship mix, and counters of battles,
 * captures and the winner's navy (`simulation.ts`).
 */
export const GALACTIC_OVERLORD: Game<
  GoState,
  GalacticOverlordOptions,
  GoView,
  TurnResult,
  PrivateReport,
  GmPost
> = /* @__PURE__ */ defineGame({
  id: 'galactic-overlord',
  facts: { steps: 'simultaneous', information: 'imperfect', seats: { min: 2, max: MAX_PLAYERS } },
  options: {
    setup: SETUP_OPTIONS,
    rules: RULE_OPTIONS,
    fromText: ({ players, ...options }) => ({
      ...options,
      players: Array.from({ length: players }, (_, k) => `p${k + 1}`),
    }),
  },
  newGame: (options, seed) => newGame({ ...options, seed }),
  awaiting,
  step: (state) => state.turn,
  checkOrders,
  resolve: resolveTurn,
  view: playerView,
  publicReport: (step) => step.post,
  renderPublic: renderPost,
  outcome: outcomeOf,
  stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
  parse: parseState,
  bots: {
    random: { summary: 'Any legal orders, drawn at random.', bot: BOTS.random },
    aggressor: {
      summary:
        'Builds the largest hulls it may, armed to beat its target’s main weapon, and attacks the weakest faction when about as strong, keeping a home guard.',
      bot: BOTS.aggressor,
    },
    economist: {
      summary:
        'Builds bases while they are cheap, raises shields against stronger neighbours, and attacks a faction it outweighs twice (once its bases are built, one it matches), keeping a home guard.',
      bot: BOTS.economist,
    },
    search: SEARCH_BOT,
  },
  // The two heuristics, which play to win: their games end decided, and never on turns 1
  // or 2 (each keeps a home guard, and new ships stay home). Over 1,000 games a seat count
  // (`simulturn simulate galactic-overlord --games 1000 --seed study`), all decided, none
  // on turns 1-2: two seats mean 4.7 turns, three 5.5, four 7.4
  // (docs/research/galactic-overlord-ladder-2026-11-28/).
  // The search bot decides too, but costs a hundred times the time a turn.
  defaultLineUp: ['aggressor', 'economist'],
  ladder: LADDER,
  orderSheet: ORDER_SHEET,
  renderReport,
  renderMap,
  simulation: galacticOverlordSimulation,
});
