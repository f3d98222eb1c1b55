/**
 * A new game (GO-2.1): every faction with three home bases, its starting build points,
 * two counter-espionage uses, its starting shield generators (none by default), no spy and
 * no ally, and the game's random stream seeded from the seed; or, from a scenario, each
 * side with the forces and stocks the scenario gives it (`scenario.ts`).
 */
import { isObj, unknownKeys } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { seedRng } from '../kernel/rng.js';
import { optionNames, optionProblems } from '../kernel/rules-options.js';
import { STARTING_BASES, startingBp } from './economy.js';
import { type Issue, issue } from './errors.js';
import { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions, SETUP_OPTIONS } from './rules-options.js';
import {
  FACTION_ID,
  type GalacticOverlordScenario,
  readScenario,
  type ScenarioSide,
  STARTING_COUNTER_ESPIONAGE,
} from './scenario.js';
import type { Base, Faction, GoState, Ship } from './state.js';

export { STARTING_COUNTER_ESPIONAGE };

/** What {@link newGame} takes. */
export interface NewGameOptions {
  /** The seed of the game's random stream. */
  readonly seed: string;
  /**
   * The factions, in seat order: 2 to 12 different ids of lower-case letters, digits and
   * dashes. May be left out when the scenario gives the sides (their ids stand for it).
   */
  readonly players?: readonly string[];
  /** Rules options; those not given take their defaults. */
  readonly rules?: Partial<RulesOptions>;
  /** The last turn played before the game is ranked (GO-8.2); default 60. */
  readonly turnLimit?: number;
  /**
   * A scenario (plain JSON data, read as {@link GalacticOverlordScenario}): the sides in
   * seat order, each with its bases, ships and stocks. Checked like every input.
   */
  readonly scenario?: unknown;
}

/** What the game's `setup` takes (`GALACTIC_OVERLORD`'s): {@link NewGameOptions} but the seed. */
export type GalacticOverlordOptions = Omit<NewGameOptions, 'seed'>;

/** The most factions a game seats. */
export const MAX_PLAYERS = SETUP_OPTIONS.players.max;
/** The default turn limit (GO-8.2). */
export const DEFAULT_TURN_LIMIT = SETUP_OPTIONS.turnLimit.default;
/** The largest turn limit (GO-8.2): `newGame` and `parseState` both hold a game to it. */
export const MAX_TURN_LIMIT = SETUP_OPTIONS.turnLimit.max;

/** The keys {@link newGame}'s options may have. */
const OPTION_KEYS = ['seed', 'players', 'rules', 'turnLimit', 'scenario'];

/** GO-2.1: the shield generators each faction starts with, by option `startingGenerators` (GO-A5). */
export function startingGenerators(rules: RulesOptions): number {
  return rules.startingGenerators === 'one' ? 1 : 0;
}

/** GO-2.1: the side a faction is when no scenario says otherwise. */
function defaultSide(id: string, rules: RulesOptions): ScenarioSide {
  return {
    id,
    bases: [{ builder: id, count: STARTING_BASES }],
    built: STARTING_BASES,
    ships: [],
    bp: startingBp(rules),
    generators: startingGenerators(rules),
    spies: 0,
    counterEspionage: STARTING_COUNTER_ESPIONAGE,
  };
}

/** The problems of the `players` option, as sentences. */
function playersProblems(raw: unknown): string[] {
  if (!Array.isArray(raw)) return ['players must be a list of faction ids'];
  const problems: string[] = [];
  if (raw.length < 2 || raw.length > MAX_PLAYERS) problems.push(`2 to ${MAX_PLAYERS} factions play`);
  for (const p of raw)
    if (typeof p !== 'string' || !FACTION_ID.test(p)) problems.push(`"${String(p)}" is not a faction id`);
  if (new Set(raw).size !== raw.length) problems.push('faction ids must differ');
  return problems;
}

/**
 * A new game, or the problems of its options: `options/invalid`, `options/unknown-key`
 * (a key it does not know, with the nearest it does), and a scenario's `scenario/...`
 * issues. Never throws.
 */
export function newGame(options: NewGameOptions): Result<GoState, Issue[]> {
  if (!isObj(options))
    return err([issue('options/invalid', [], { detail: 'the options must be an object' })]);
  const issues: Issue[] = [];
  for (const u of unknownKeys(options, OPTION_KEYS))
    issues.push(
      issue('options/unknown-key', [u.key], { at: u.key, ...(u.nearest ? { nearest: u.nearest } : {}) }),
    );
  const problems: string[] = [];
  if (typeof options.seed !== 'string') problems.push('seed must be a string');
  const rawRules: unknown = options.rules;
  let rulesGiven: Partial<RulesOptions> = {};
  if (rawRules !== undefined && !isObj(rawRules)) problems.push('rules must be an object');
  else if (rawRules !== undefined) {
    const known = optionNames(RULE_OPTIONS) as string[];
    for (const u of unknownKeys(rawRules, known))
      issues.push(
        issue('options/unknown-key', ['rules', u.key], {
          at: `rules.${u.key}`,
          ...(u.nearest ? { nearest: u.nearest } : {}),
        }),
      );
    const named = Object.fromEntries(Object.entries(rawRules).filter(([k]) => known.includes(k)));
    const wrong = optionProblems(RULE_OPTIONS, named);
    problems.push(...wrong);
    if (wrong.length === 0) rulesGiven = named as Partial<RulesOptions>;
  }
  const rules: RulesOptions = { ...DEFAULT_RULES_OPTIONS, ...rulesGiven };
  const turnLimit = options.turnLimit ?? DEFAULT_TURN_LIMIT;
  if (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > MAX_TURN_LIMIT)
    problems.push(`turnLimit is a whole number from 1 to ${MAX_TURN_LIMIT}`);
  const scenario = readScenario(options.scenario, rules);
  if (!scenario.ok) issues.push(...scenario.error);
  const sides = scenario.ok ? scenario.value.sides : undefined;
  // Sides given (read or not) stand for the players; without them the players are needed.
  const sidesGiven = isObj(options.scenario) && options.scenario.sides !== undefined;
  if (!sidesGiven) problems.push(...playersProblems(options.players));
  else if (sides !== undefined && options.players !== undefined) {
    const given = Array.isArray(options.players) ? options.players.map(String) : [];
    const ids = sides.map((s) => s.id);
    if (given.join() !== ids.join())
      issues.push(
        issue('scenario/players-disagree', ['players'], { players: given.join(', '), sides: ids.join(', ') }),
      );
  }
  issues.unshift(...problems.map((detail) => issue('options/invalid', [], { detail })));
  if (issues.length > 0) return err(issues);
  const ids = sides?.map((s) => s.id) ?? (options.players as string[]);
  return ok(stateOf(sides ?? ids.map((id) => defaultSide(id, rules)), options.seed, rules, turnLimit));
}

/** The first state of a game whose factions are `sides`, in seat order: bases, then ships, numbered from 1 in that order. */
function stateOf(
  sides: readonly ScenarioSide[],
  seed: string,
  rules: RulesOptions,
  turnLimit: number,
): GoState {
  const factions: Record<string, Faction> = {};
  const names: Record<string, string> = {};
  const bases: Base[] = [];
  let nextShip = 1;
  for (const side of sides) {
    for (const g of side.bases)
      for (let k = 0; k < g.count; k++)
        bases.push({ id: bases.length + 1, holder: side.id, builder: g.builder });
    const ships: Ship[] = [];
    for (const g of side.ships)
      for (let k = 0; k < g.count; k++)
        ships.push({ id: nextShip++, hull: g.hull, weapon: g.weapon, damage: g.damage });
    const holds = side.bases.some((g) => g.count > 0);
    factions[side.id] = {
      bp: side.bp,
      built: side.built,
      generators: side.generators,
      counterEspionage: side.counterEspionage,
      spies: side.spies,
      allies: [],
      ships,
      // GO-6.1: a side without a base starts cut off, its fleet counted for attrition now.
      cutOffShips: holds ? null : ships.length,
      outAt: null,
    };
    if (side.name !== undefined) names[side.id] = side.name;
  }
  return {
    // GO-2.4: the prebuild turn is turn 0.
    turn: rules.turnZero === 'prebuild' ? 0 : 1,
    turnLimit,
    players: sides.map((s) => s.id),
    names,
    rules,
    factions,
    bases,
    nextShip,
    nextBase: bases.length + 1,
    rng: seedRng(`galactic-overlord:${seed}`),
  };
}
