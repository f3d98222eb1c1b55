/**
 * The start of a game (TSG-3): the map (the seed's example unless another is given), two
 * players each with the starting budget in BP and no ships yet: the first production
 * step builds the starting fleets at home (TSG-3.2, TSG-3.3), so that setting up is an
 * ordinary step with ordinary orders. Never throws.
 */
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { seedRng } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { BATTLE_RESOLVERS, type BattleResolvers, rulesTableFor } from './battle/registry.js';
import { type Issue, issue } from './errors.js';
import { DEFAULT_MAP, type MapSpec, readMap } from './map.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules-options.js';
import type { Side, TsgState } from './state.js';
import { withIncome } from './steps/10-income.js';
import { DEFAULT_BUDGET, DEFAULT_PLAYERS, DEFAULT_TURN_LIMIT, MAX_TURN_LIMIT } from './vocabulary.js';

/** What `setup` takes; every field is optional. */
export interface TsgOptions {
  /** The two players' ids, in seat order (default `p1`, `p2`). */
  readonly players?: readonly [string, string];
  /** The map, as data or as ASCII art in the seed's drawing (default: the seed's example map). */
  readonly map?: MapSpec | string;
  /** Each player's starting BP (default 525, TSG-3.2). */
  readonly budget?: number;
  /** The turn after which the game ends unfinished (default 100, TSG-4.3). */
  readonly turnLimit?: number;
  /** Rules options; those left out take their defaults. */
  readonly rules?: Partial<RulesOptions>;
}

const PLAYER_ID = /^[a-z][a-z0-9-]{0,15}$/;

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
  const read = readInput(options ?? {}, { maxDepth: 6 });
  if (!read.ok || typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))
    return err([issue('options/invalid', [], { detail: 'the options are an object' })]);
  const o = read.value as Record<string, unknown>;
  const problems: Issue[] = [];
  const known = ['players', 'map', 'budget', 'turnLimit', 'rules'];
  for (const k of Object.keys(o))
    if (!known.includes(k)) problems.push(issue('options/invalid', [k], { detail: `no option ${k}` }));
  const players = (o.players ?? DEFAULT_PLAYERS) as unknown;
  if (
    !Array.isArray(players) ||
    players.length !== 2 ||
    !players.every((p) => typeof p === 'string' && PLAYER_ID.test(p)) ||
    players[0] === players[1]
  )
    problems.push(
      issue('options/invalid', ['players'], { detail: 'players are two different ids such as p1' }),
    );
  const whole = (k: string, d: number, min: number, max: number): number => {
    const v = o[k] ?? d;
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    problems.push(issue('options/invalid', [k], { detail: `${k} is a whole number from ${min} to ${max}` }));
    return d;
  };
  const budget = whole('budget', DEFAULT_BUDGET, 0, 100_000);
  const turnLimit = whole('turnLimit', DEFAULT_TURN_LIMIT, 1, MAX_TURN_LIMIT);
  for (const p of optionProblems(rulesTableFor(resolvers), o.rules))
    problems.push(issue('options/invalid', ['rules'], { detail: p }));
  const map = readMap(o.map ?? DEFAULT_MAP);
  if (!map.ok) problems.push(...map.error);
  if (problems.length > 0 || !map.ok) return err(problems);
  const [a, b] = players as [string, string];
  const rules = { ...DEFAULT_RULES_OPTIONS, ...(o.rules as Partial<RulesOptions> | undefined) };
  const side: Side = {
    bp: budget,
    battle: { retreatAt: null, lossOrder: [] },
    contacts: [],
    shipsBuilt: 0,
    fleetsFormed: 0,
  };
  const homes = map.value.homes;
  const start: TsgState = {
    step: 1,
    turn: 1,
    phase: 'production',
    players: [a, b],
    initiative: [a, b],
    rules,
    turnLimit,
    map: map.value,
    // TSG-3.3: each home is its player's from the start and produces from turn 1.
    systems: map.value.systems.map((cell) => {
      const owner = cell === homes[0] ? a : cell === homes[1] ? b : null;
      return { cell, owner, producesFrom: owner === null ? null : 1, holder: null, holdSince: null };
    }),
    fleets: [],
    sides: { [a]: side, [b]: side },
    rng: seedRng(`strategic-game:${seed}`),
    end: null,
  };
  // TSG-5.1: turn 1's production, added to the starting budget (TSG-A12: unspent budget stays in the pool).
  return ok(withIncome(start).state);
}
