/**
 * Setting up a game (CO-2, CO-7): the players' colours in seat order, the first player
 * drawn from the seed, an empty Directors Table for the twelve placements, every employee
 * off the board. The solo puzzle's Table is dealt at random instead. A start position may
 * be given (tests, puzzles, studies), which skips the placements.
 */
import { isObj, unknownKeys } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { restoreRng, seedRng, shuffled } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { type Building, buildingIndex, buildingProblems, DEFAULT_BUILDING } from './building.js';
import { type Issue, issue } from './errors.js';
import { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
import type { CorporationState } from './state.js';
import { checkState } from './validate-state.js';
import { type ByColour, COLOURS, type Colour, isColour, PER_COLOUR } from './vocabulary.js';

/** A position to start from instead of the placements. */
export interface StartPosition {
  /** The twelve circles of the Directors Table, three counters of each colour (CO-1.5). */
  readonly table: readonly Colour[];
  /** Stacks by room id, bottom first; rooms not named are empty. */
  readonly rooms?: Readonly<Record<string, readonly Colour[]>>;
  /** Employees already in the Boardroom, by colour. */
  readonly boardroom?: Partial<ByColour<number>>;
  /** The player to move; the first player when not given. */
  readonly toMove?: Colour;
}

/** What `newGame` needs. */
export interface NewGameOptions {
  /** Seeds the generator: the first player (CO-2.4) and the solo Table (CO-7.1). */
  readonly seed: string;
  /** The players' colours in seat order: two to four different colours, or one for the solo puzzle (CO-1.1). */
  readonly players: readonly Colour[];
  /** The building; {@link DEFAULT_BUILDING} (invented) when not given (CO-1.4). */
  readonly building?: Building;
  /** Rules options; each one not given takes its default. */
  readonly rules?: Partial<RulesOptions>;
  /** A position to start from, skipping the placements. */
  readonly start?: StartPosition;
}

/** What the game's `setup` takes (`CORPORATION`'s): {@link NewGameOptions} but the seed, which the contract passes apart. */
export type CorporationOptions = Omit<NewGameOptions, 'seed'>;

/** The keys of `NewGameOptions` and of a start position: any other is refused, with the nearest of these. */
const OPTION_KEYS = ['seed', 'players', 'building', 'rules', 'start'] as const;
const START_KEYS = ['table', 'rooms', 'boardroom', 'toMove'] as const;

/** Issues for the keys of `obj` (at `path`) that are not `known`, each naming the nearest known key. */
function unknownKeyIssues(obj: unknown, known: readonly string[], path: string[]): Issue[] {
  if (!isObj(obj)) return [];
  return unknownKeys(obj, known).map((u) =>
    issue('options/unknown-key', [...path, u.key], {
      key: u.key,
      known: known.join(', '),
      ...(u.nearest !== undefined ? { nearest: u.nearest } : {}),
    }),
  );
}

const invalid = (detail: string, path: (string | number)[] = []): Issue =>
  issue('options/invalid', path, { detail });

/**
 * A new game (CO-2): the first placer drawn from the seed (or seat 1 under
 * `firstPlayer: first-seat`), the Table empty, the employees off the board. For one
 * player, the solo puzzle: the Table dealt at random and play begins at once (CO-7.1).
 * Fails with `options/invalid` issues; never throws.
 *
 * @example
 * ```ts
 * const game = newGame({ seed: 'demo', players: ['red', 'blue'] });
 * if (game.ok) console.log(awaiting(game.value)); // { players: [...], kind: 'place' }
 * ```
 */
export function newGame(options: NewGameOptions): Result<CorporationState, Issue[]> {
  const problems: Issue[] = [];
  if (typeof options !== 'object' || options === null) return err([invalid('options must be an object')]);
  // A typo in an option's name is refused, never ignored.
  problems.push(...unknownKeyIssues(options, OPTION_KEYS, []));
  problems.push(...unknownKeyIssues(options.start, START_KEYS, ['start']));
  if (typeof options.seed !== 'string') problems.push(invalid('seed must be a string', ['seed']));
  const players = options.players;
  if (
    !Array.isArray(players) ||
    players.length < 1 ||
    players.length > COLOURS.length ||
    !players.every(isColour) ||
    new Set(players).size !== players.length
  ) {
    problems.push(invalid('players must be one to four different colours', ['players']));
  }
  const building = options.building ?? DEFAULT_BUILDING;
  for (const p of buildingProblems(building)) problems.push(invalid(p, ['building']));
  for (const p of optionProblems(RULE_OPTIONS, options.rules)) problems.push(invalid(p, ['rules']));
  if (problems.length > 0) return err(problems);
  const rules: RulesOptions = { ...DEFAULT_RULES_OPTIONS, ...options.rules };
  const rng = restoreRng(seedRng(options.seed));
  const n = players.length;
  // CO-2.4: the first player is drawn from the seed unless the options say seat 1.
  const first = n > 1 && rules.firstPlayer === 'drawn' ? rng.int(n) : 0;
  let table: (Colour | null)[] = Array.from({ length: 12 }, () => null);
  if (n === 1 && options.start === undefined) {
    // CO-7.1: the solo puzzle's Table is dealt at random.
    table = shuffled(
      rng,
      COLOURS.flatMap((c) => Array.from({ length: PER_COLOUR }, () => c)),
    );
  }
  const ix = buildingIndex(building);
  const stacks: Colour[][] = building.rooms.map(() => []);
  const boardroom = { red: 0, green: 0, blue: 0, yellow: 0 };
  let toMove = first;
  const start = options.start;
  if (start !== undefined) {
    if (typeof start !== 'object' || start === null)
      return err([invalid('start must be an object', ['start'])]);
    if (!Array.isArray(start.table) || start.table.length !== 12) {
      return err([invalid('start.table must list the twelve circles', ['start', 'table'])]);
    }
    table = start.table.slice();
    for (const [id, stack] of Object.entries(start.rooms ?? {})) {
      const r = ix.indexOf.get(id);
      if (r === undefined || !Array.isArray(stack)) {
        return err([
          invalid(`start.rooms: "${id}" is not a room with a list of colours`, ['start', 'rooms', id]),
        ]);
      }
      stacks[r] = stack.slice();
    }
    for (const c of COLOURS) {
      const v = start.boardroom?.[c];
      if (v !== undefined) boardroom[c] = v;
    }
    if (start.toMove !== undefined) {
      toMove = players.indexOf(start.toMove);
      if (toMove < 0) return err([invalid('start.toMove must be one of the players', ['start', 'toMove'])]);
    }
  }
  const state: CorporationState = {
    building,
    rules,
    players: players.slice(),
    first,
    table,
    stacks,
    boardroom,
    toMove,
    step: 0,
    turn: 0,
    quietTurns: 0,
    challenge: null,
    ended: null,
    rng: rng.state(),
  };
  const checked = checkState(state);
  if (!checked.ok) return err(checked.error.map((i) => invalid(i.message, ['start', ...i.path])));
  return ok(state);
}
