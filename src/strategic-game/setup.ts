/**
 * The start of a game (TSG-3): the map (the seed's example unless another is given), two
 * players each with the starting budget in BP and, unless a scenario (TSG-3.4) gives
 * them fleets at home and systems held, no ships yet: the first production step builds
 * the starting fleets at home (TSG-3.2, TSG-3.3), so that setting up is an ordinary step
 * with ordinary orders. Never throws.
 */
import { unknownKeys } from '../kernel/input-checks.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { seedRng } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { BATTLE_RESOLVERS, type BattleResolvers, rulesTableFor } from './battle/registry.js';
import { type Issue, issue } from './errors.js';
import { DEFAULT_MAP, type GameMap, type MapSpec, readMap } from './map.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules-options.js';
import { PLAYER_ID, readScenario } from './scenario.js';
import type { Side, SystemState, TsgState } from './state.js';
import { withIncome } from './steps/10-income.js';
import {
  DEFAULT_BUDGET,
  DEFAULT_PLAYERS,
  DEFAULT_TURN_LIMIT,
  MAX_BUDGET,
  MAX_TURN_LIMIT,
} from './vocabulary.js';

/** What `setup` takes; every field is optional. */
export interface TsgOptions {
  /** The two players' ids, in seat order (default `p1`, `p2`). */
  readonly players?: readonly [string, string];
  /** The map, as data or as ASCII art in the seed's drawing (default: the seed's example map). */
  readonly map?: MapSpec | string;
  /** Each player's starting BP (default 525, TSG-3.2); a scenario's side may give its own. */
  readonly budget?: number;
  /** The turn after which the game ends unfinished (default 100, TSG-4.3). */
  readonly turnLimit?: number;
  /** Rules options; those left out take their defaults. */
  readonly rules?: Partial<RulesOptions>;
  /**
   * The ground and each side's forces at the start (TSG-3.4): plain JSON, checked, of the
   * shape {@link TsgScenario}; typed `unknown` because it is read like any input.
   */
  readonly scenario?: unknown;
}

/** The option names `setup` knows. */
export const OPTION_KEYS = ['players', 'map', 'budget', 'turnLimit', 'rules', 'scenario'] as const;

/**
 * The first state of a game, or the problems of its options. `rules.combat` names one of
 * `resolvers`, the battle resolvers the game is set up with (default the built-ins,
 * TSG-7.2); the state records the name.
 */
export function newGame(
  options: TsgOptions,
  seed: string,
  resolvers: BattleResolvers = BATTLE_RESOLVERS,
): Result<TsgState, Issue[]> {
  const read = readInput(options ?? {}, { maxDepth: 10, maxValues: 50_000 });
  if (!read.ok || typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))
    return err([issue('options/invalid', [], { detail: 'the options are an object' })]);
  const o = read.value as Record<string, unknown>;
  const problems: Issue[] = [];
  for (const u of unknownKeys(o, OPTION_KEYS))
    problems.push(
      issue('options/unknown-key', [u.key], {
        key: u.key.slice(0, 40),
        ...(u.nearest !== undefined ? { nearest: u.nearest } : {}),
      }),
    );
  const players = (o.players ?? DEFAULT_PLAYERS) as unknown;
  const playersOk =
    Array.isArray(players) &&
    players.length === 2 &&
    players.every((p) => typeof p === 'string' && PLAYER_ID.test(p)) &&
    players[0] !== players[1];
  if (!playersOk)
    problems.push(
      issue('options/invalid', ['players'], { detail: 'players are two different ids such as p1' }),
    );
  const whole = (k: string, d: number, min: number, max: number, more = ''): number => {
    const v = o[k] ?? d;
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    problems.push(
      issue('options/invalid', [k], { detail: `${k} is a whole number from ${min} to ${max}${more}` }),
    );
    return d;
  };
  const budget = whole(
    'budget',
    DEFAULT_BUDGET,
    0,
    MAX_BUDGET,
    typeof o.budget === 'object' && o.budget !== null
      ? '; a side’s own budget is scenario.sides[i].budget'
      : '',
  );
  const turnLimit = whole('turnLimit', DEFAULT_TURN_LIMIT, 1, MAX_TURN_LIMIT);
  const ruleProblems = optionProblems(rulesTableFor(resolvers), o.rules);
  for (const p of ruleProblems) problems.push(issue('options/invalid', ['rules'], { detail: p }));
  const map = readMap(o.map ?? DEFAULT_MAP);
  if (!map.ok) problems.push(...map.error);
  const rules: RulesOptions = {
    ...DEFAULT_RULES_OPTIONS,
    ...(ruleProblems.length === 0 ? (o.rules as Partial<RulesOptions> | undefined) : {}),
  };
  // The scenario is read against the rest, so its issues come with theirs.
  const scenario = readScenario(o.scenario, {
    rules,
    map: {
      value: map.ok ? map.value : (readMap(DEFAULT_MAP) as { value: GameMap }).value,
      given: o.map !== undefined,
    },
    players: {
      value: playersOk ? (players as [string, string]) : DEFAULT_PLAYERS,
      given: o.players !== undefined,
    },
    budget,
  });
  problems.push(...scenario.issues);
  if (problems.length > 0 || scenario.start === undefined) return err(problems);
  const start = scenario.start;
  const [a, b] = start.players;
  const side = (p: string): Side => ({
    bp: start.budgets[p]!,
    battle: { retreatAt: null, lossOrder: [] },
    contacts: [],
    ...start.counts[p]!,
  });
  const homes = start.map.homes;
  const ownerOf = (cell: number): string | null => {
    if (cell === homes[0]) return a;
    if (cell === homes[1]) return b;
    return start.players.find((p) => start.holdings[p]!.includes(cell)) ?? null;
  };
  const first: TsgState = {
    step: 1,
    turn: 1,
    phase: 'production',
    players: [a, b],
    names: start.names,
    initiative: [a, b],
    rules,
    turnLimit,
    map: start.map,
    // TSG-3.3: each home is its player's from the start and produces from turn 1, as does
    // each system a scenario gives a side (TSG-3.4).
    systems: start.map.systems.map((cell): SystemState => {
      const owner = ownerOf(cell);
      return { cell, owner, producesFrom: owner === null ? null : 1, holder: null, holdSince: null };
    }),
    fleets: start.fleets,
    sides: { [a]: side(a), [b]: side(b) },
    rng: seedRng(`strategic-game:${seed}`),
    end: null,
  };
  // TSG-5.1: turn 1's production, added to the starting budget (TSG-A12: unspent budget stays in the pool).
  return ok(withIncome(first).state);
}
