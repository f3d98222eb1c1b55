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
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { BOTS } from './bots.js';
import { endReason } from './end.js';
import { type Issue, issue } from './errors.js';
import { checkOrders } from './orders.js';
import { renderMap, renderReport } from './render.js';
import type { HvReport } from './report.js';
import { RULE_OPTION_NAMES, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
import { searchBot } from './search.js';
import { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
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
  return { reason, winners, seats };
}

/** `players=2..1024`, `turnLimit=N`, `radius=R` and the rules options, as text. */
function readOptions(text: Readonly<Record<string, string>>): Result<HarvesterOptions, readonly Issue[]> {
  const issues: Issue[] = [];
  let players = 4;
  let turnLimit: number | undefined;
  let radius: number | undefined;
  const rules: Record<string, string> = {};
  const whole = (v: string) => (/^\d{1,6}$/.test(v) ? Number(v) : Number.NaN);
  for (const [name, value] of Object.entries(text)) {
    if (name === 'players') {
      const n = whole(value);
      if (n >= MIN_PLAYERS && n <= MAX_PLAYERS) players = n;
      else
        issues.push(
          issue('options/invalid', ['players'], { detail: `players is ${MIN_PLAYERS} to ${MAX_PLAYERS}` }),
        );
    } else if (name === 'turnLimit') {
      const n = whole(value);
      if (n >= 1) turnLimit = n;
      else
        issues.push(
          issue('options/invalid', ['turnLimit'], { detail: 'turnLimit is a whole number from 1' }),
        );
    } else if (name === 'radius') {
      const n = whole(value);
      if (n >= 1 && n <= 1000) radius = n;
      else
        issues.push(
          issue('options/invalid', ['radius'], { detail: 'radius is a whole number from 1 to 1000' }),
        );
    } else if ((RULE_OPTION_NAMES as readonly string[]).includes(name)) {
      const values = RULE_OPTIONS[name as keyof typeof RULE_OPTIONS].values as readonly string[];
      if (values.includes(value)) rules[name] = value;
      else
        issues.push(issue('options/invalid', [name], { detail: `${name} is one of ${values.join(', ')}` }));
    } else {
      const known = ['players', 'turnLimit', 'radius', ...RULE_OPTION_NAMES].join(', ');
      issues.push(
        issue('options/invalid', [name], { detail: `no option ${name}; the options are ${known}` }),
      );
    }
  }
  if (issues.length > 0) return err(issues);
  return ok({
    players,
    rules: rules as Partial<RulesOptions>,
    ...(turnLimit !== undefined ? { turnLimit } : {}),
    ...(radius !== undefined ? { radius } : {}),
  });
}

/** The game without its simulator plug-in, which is built from it. */
const BASE = /* @__PURE__ */ defineGame<HvState, HarvesterOptions, HvView, TurnResult, HvReport>({
  id: 'harvester',
  title: 'Harvester',
  setup: (options, seed) => {
    const read = readInput(options);
    if (!read.ok || typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))
      return err([
        issue('options/invalid', [], { detail: 'the options are an object such as { players: 4 }' }),
      ]);
    return newGame({ ...(read.value as HarvesterOptions), seed });
  },
  readOptions,
  players: (state) => state.players,
  awaiting,
  step: (state) => state.turn,
  checkOrders: (state, player, raw) => {
    const r = checkOrders(state, player, raw);
    return { issues: r.ok ? [] : r.error };
  },
  resolve: (state, orders) => resolveTurn(state, orders),
  view: playerView,
  reports: (step) => step.reports,
  outcome: outcomeOf,
  stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
  serialize: serializeState,
  parse: (text) => parseState(text),
  hash: stateHash,
  bots: {
    random: { name: 'random', summary: 'Any legal orders, drawn at random.', bot: BOTS.random },
    gatherer: {
      name: 'gatherer',
      summary:
        'Heads for the nearest known resources away from enemies, escorts its Harvester, strikes at enemy Harvesters it can beat, scouts around, rebuilds the cheapest loss.',
      bot: BOTS.gatherer,
    },
    search: {
      name: 'search',
      summary:
        'Plays each of four policies (gatherer, two raids on the nearest foreign Harvester, turtle) three turns ahead in a world guessed from its view, and follows the best.',
      bot: searchBot,
    },
  },
  orderSheet: ORDER_SHEET,
  renderReport,
  renderMap,
});

/** Harvester as every generic tool sees it (see the module's comment for K1, K2, K9), with its simulator plug-in. */
export const HARVESTER: Game<HvState, HarvesterOptions, HvView, TurnResult, HvReport> =
  /* @__PURE__ */ Object.freeze({
    ...BASE,
    simulation: harvesterSimulation(BASE),
  });
