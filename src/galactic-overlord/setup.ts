/**
 * A new game (GO-2.1): every faction with three home bases, its starting build points,
 * two counter-espionage uses, its starting shield generators (none by default), no spy and no ally, and the game's random stream
 * seeded from the seed.
 */
import { err, ok, type Result } from '../kernel/result.js';
import { seedRng } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { STARTING_BASES, startingBp } from './economy.js';
import { type Issue, issue } from './errors.js';
import { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions, SETUP_OPTIONS } from './rules-options.js';
import type { Base, Faction, GoState } from './state.js';

/** What {@link newGame} takes. */
export interface NewGameOptions {
  /** The seed of the game's random stream. */
  readonly seed: string;
  /** The factions, in seat order: 2 to 12 different ids of lower-case letters, digits and dashes. */
  readonly players: readonly string[];
  /** Rules options; those not given take their defaults. */
  readonly rules?: Partial<RulesOptions>;
  /** The last turn played before the game is ranked (GO-8.2); default 60. */
  readonly turnLimit?: number;
}

/** What the game's `setup` takes (`GALACTIC_OVERLORD`'s): {@link NewGameOptions} but the seed. */
export type GalacticOverlordOptions = Omit<NewGameOptions, 'seed'>;

/** The most factions a game seats. */
export const MAX_PLAYERS = SETUP_OPTIONS.players.max;
/** The default turn limit (GO-8.2). */
export const DEFAULT_TURN_LIMIT = SETUP_OPTIONS.turnLimit.default;
/** The largest turn limit (GO-8.2): `newGame` and `parseState` both hold a game to it. */
export const MAX_TURN_LIMIT = SETUP_OPTIONS.turnLimit.max;
/** GO-2.1: counter-espionage uses each faction starts with. */
export const STARTING_COUNTER_ESPIONAGE = 2;

/** GO-2.1: the shield generators each faction starts with, by option `startingGenerators` (GO-A5). */
export function startingGenerators(rules: RulesOptions): number {
  return rules.startingGenerators === 'one' ? 1 : 0;
}

const ID = /^[a-z][a-z0-9-]{0,15}$/;

/** A new game, or the problems of its options (`options/invalid`). Never throws. */
export function newGame(options: NewGameOptions): Result<GoState, Issue[]> {
  const problems: string[] = [];
  const players = Array.isArray(options.players) ? (options.players as unknown[]) : [];
  if (!Array.isArray(options.players)) problems.push('players must be a list of faction ids');
  if (players.length < 2 || players.length > MAX_PLAYERS) problems.push(`2 to ${MAX_PLAYERS} factions play`);
  for (const p of players)
    if (typeof p !== 'string' || !ID.test(p)) problems.push(`"${String(p)}" is not a faction id`);
  if (new Set(players).size !== players.length) problems.push('faction ids must differ');
  if (typeof options.seed !== 'string') problems.push('seed must be a string');
  problems.push(...optionProblems(RULE_OPTIONS, options.rules));
  const turnLimit = options.turnLimit ?? DEFAULT_TURN_LIMIT;
  if (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > MAX_TURN_LIMIT)
    problems.push(`turnLimit is a whole number from 1 to ${MAX_TURN_LIMIT}`);
  if (problems.length > 0) return err(problems.map((detail) => issue('options/invalid', [], { detail })));
  const rules: RulesOptions = { ...DEFAULT_RULES_OPTIONS, ...(options.rules ?? {}) };
  const ids = players as string[];
  const factions: Record<string, Faction> = {};
  const bases: Base[] = [];
  for (const p of ids) {
    for (let k = 0; k < STARTING_BASES; k++) bases.push({ id: bases.length + 1, holder: p, builder: p });
    factions[p] = {
      bp: startingBp(rules),
      built: STARTING_BASES,
      generators: startingGenerators(rules),
      counterEspionage: STARTING_COUNTER_ESPIONAGE,
      spies: 0,
      allies: [],
      ships: [],
      cutOffShips: null,
      outAt: null,
    };
  }
  return ok({
    // GO-2.4: the prebuild turn is turn 0.
    turn: rules.turnZero === 'prebuild' ? 0 : 1,
    turnLimit,
    players: ids,
    rules,
    factions,
    bases,
    nextShip: 1,
    nextBase: bases.length + 1,
    rng: seedRng(`galactic-overlord:${options.seed}`),
  });
}
