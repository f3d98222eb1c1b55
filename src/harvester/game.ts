/**
 * Harvester on the game contract: {@link HARVESTER} is what every generic tool (the match
 * runner, the registry, the simulator, the command line) plays.
 *
 * K1: every player on the planet is awaited each turn, together; the step is the turn.
 * K2: a missing key sent nothing (it counts towards idleness, HV-7.6); `[]` and `{}` are
 * orders that order nothing. K9: seats `p1` … `pN`; a seat's score is its victory points
 * (HV-9); players on the planet place by points, then those out, the later out first.
 */

import type { Game, GameOutcome, SeatOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import { BOTS } from './bots.js';
import { outcomeWhy } from './client/outcome.js';
import { endReason } from './end.js';
import { checkOrders } from './orders.js';
import { renderMap, renderReport } from './render.js';
import type { HvReport } from './report.js';
import { RULE_OPTIONS, SETUP_OPTIONS } from './rules-options.js';
import { searchBot } from './search.js';
import { parseState, STATE_FORMAT, STATE_VERSION } from './serialize.js';
import { MAX_PLAYERS, MIN_PLAYERS, type NewGameOptions, newGame } from './setup.js';
import { ORDER_SHEET } from './sheet.js';
import { harvesterSimulation } from './simulation.js';
import { activePlayers, type HvState, victoryPoints } from './state.js';
import { resolveTurn, type TurnResult } from './turn.js';
import { awaiting, type HvView, playerView } from './view.js';

/** What {@link HARVESTER}'s `setup` takes: `newGame`'s options but the seed. */
export type HarvesterOptions = Omit<NewGameOptions, 'seed'>;

/** K9: places by being on the planet, then points; the score is the victory points. */
function outcomeOf(state: HvState): GameOutcome | null {
  const reason = endReason(state);
  if (reason === null) return null;
  const key: Record<string, number> = {};
  for (const p of state.players) {
    const m = state.machines[p]!;
    key[p] = m.outAt !== null ? m.outAt : m.joinedAt === null ? 0 : 1_000_000_000 + victoryPoints(state, p);
  }
  const ranks = ranksByScore(key);
  const seats: Record<string, SeatOutcome> = {};
  for (const p of state.players) {
    const m = state.machines[p]!;
    seats[p] = {
      score: victoryPoints(state, p),
      rank: ranks[p]!,
      ...(m.outAt !== null ? { eliminatedAt: m.outAt } : {}),
    };
  }
  // HV-10.1: the One; HV-10.2: at the turn limit, the players on the planet with the most points.
  const winners =
    reason === 'the-one'
      ? activePlayers(state).filter((p) => state.machines[p]!.ruler === null)
      : reason === 'turn-limit'
        ? activePlayers(state).filter((p) => ranks[p] === 1)
        : [];
  const points = Object.fromEntries(state.players.map((p) => [p, victoryPoints(state, p)]));
  const onPlanet = activePlayers(state);
  const why = outcomeWhy({
    reason,
    turn: state.turn - 1,
    turnLimit: state.turnLimit,
    winners,
    free: onPlanet.filter((p) => state.machines[p]!.ruler === null),
    onPlanet,
    points,
    names: state.names,
  });
  return { reason, winners, seats, why };
}

/** Harvester as every generic tool sees it (see the module's comment for K1, K2, K9), with its simulator plug-in. */
export const HARVESTER: Game<HvState, HarvesterOptions, HvView, TurnResult, HvReport> =
  /* @__PURE__ */ defineGame({
    id: 'harvester',
    facts: { steps: 'simultaneous', information: 'imperfect', seats: { min: MIN_PLAYERS, max: MAX_PLAYERS } },
    options: { setup: SETUP_OPTIONS, rules: RULE_OPTIONS, fromText: (options) => options },
    newGame: (options, seed) => newGame({ ...options, seed }),
    awaiting,
    step: (state) => state.turn,
    checkOrders,
    resolve: (state, orders) => resolveTurn(state, orders),
    view: playerView,
    outcome: outcomeOf,
    stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
    parse: parseState,
    bots: {
      random: { summary: 'Any legal orders, drawn at random.', bot: BOTS.random },
      gatherer: {
        summary:
          'Heads for the nearest known resources away from enemies, strikes at enemy Harvesters it can beat, and once nearly full (or from turn 12) sends all but its General and a Lieutenant to take the nearest Harvester it knows of.',
        bot: BOTS.gatherer,
      },
      search: {
        summary:
          'Plays four styles of gatherer (hunting at once, the gatherer, all-in, turtle) three turns ahead in a world guessed from its view, against gatherers, and follows the hunter unless another is clearly better.',
        bot: searchBot,
      },
    },
    // The search mirror: 1,000 four-player games on the radius-6 planet, every one decided
    // before the turn limit (docs/research/harvester-ladder-2026-11-28/).
    defaultLineUp: ['search'],
    // Each level beats the one below over 1,000 two-player games at p < 0.01
    // (docs/research/harvester-ladder-2026-11-28/).
    ladder: [
      {
        level: 'easy',
        bot: 'random',
        summary: 'Gives any legal orders at random: its units wander and its Harvester rarely stays guarded.',
      },
      {
        level: 'medium',
        bot: 'gatherer',
        summary: 'Gathers, guards its Harvester with its General and a Lieutenant, and hunts with the rest.',
      },
      {
        level: 'hard',
        bot: 'search',
        summary: 'Looks three turns ahead before it chooses how to hunt, and hunts from the first turn.',
      },
    ],
    orderSheet: ORDER_SHEET,
    renderReport,
    renderMap,
    simulation: harvesterSimulation,
  });
