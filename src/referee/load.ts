/**
 * Loading a refereed game: `game.json` in its dialect (chosen by the version it names),
 * the game it names, the current dawn's state and the orders accepted for the current
 * step, each checked against its format and against the others (a folder written in an
 * earlier count of its game's steps read in today's, `./renumbered.ts`). A damaged file is
 * reported by name with what is wrong; nothing is changed. Files of a step `game.json`
 * does not name yet (left by an interrupted `resolve`) are not read.
 */
import type { GameRegistry } from '../kernel/game/registry.js';
import { canonicalJson } from '../kernel/hash.js';
import { err, ok, type Result } from '../kernel/result.js';
import type { AcceptedOrders, Dialect, FolderFile, FolderGame } from './dialect.js';
import { layoutEntry, readLayoutJson } from './folder.js';
import { isStepGameJson } from './game-file.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { at, GAME_FILE, GAME_FOLDERS } from './layout.js';
import { renumbered, renumberedFile, renumberingOf, STEP_RENUMBERING } from './renumbered.js';
import { STEP_DIALECT } from './step-dialect.js';

/** A game as loaded from its folder. */
export interface LoadedStepGame extends FolderGame {
  readonly dir: string;
  /** How its folder is written. */
  readonly dialect: Dialect;
  /** The current dawn's hash, as `game.json` records it. */
  readonly hash: string;
  /** The orders accepted for the current step, by human player (absent: not in yet). */
  readonly orders: ReadonlyMap<string, AcceptedOrders>;
}

/** The seat a person means by `name` (each dialect says how a seat may be named); `name` itself when none. */
export const stepSeatNamed = (g: LoadedStepGame, name: string): string => g.dialect.seatNamed(g, name);

/** The human players, in seat order. */
export const stepHumans = (f: Pick<FolderFile, 'seats'>): string[] =>
  f.seats.filter((s) => s.bot === null).map((s) => s.player);

/** Reads and checks the state of step `step`, which must have the hash `hash`. */
export function loadStepDawn(
  dir: string,
  d: Dialect,
  game: FolderGame['game'],
  step: number,
  hash: string,
): Result<unknown, RefereeProblem[]> {
  const file = at(dir, d.paths.state(step));
  const r = d.readState(dir, d.paths.state(step), game);
  if (!r.ok) return r;
  if (!r.value.hashes.includes(hash)) {
    const detail = `its state hash is ${r.value.hashes[0]}, but ${GAME_FILE} says ${d.dawnName(step)} has ${hash}`;
    return err([refereeIssue('referee/mismatch', { file, detail })]);
  }
  const got = game.step(r.value.state);
  if (got !== step)
    return err([refereeIssue('referee/mismatch', { file, detail: `it is ${d.stateName(got)}` })]);
  return ok(r.value.state);
}

/** Reads and checks a player's orders for `step`, accepted against the dawn of hash `hash`; undefined if none. */
export function loadStepOrders(
  dir: string,
  d: Dialect,
  step: number,
  player: string,
  hash: string,
): Result<AcceptedOrders | undefined, RefereeProblem[]> {
  const path = d.paths.orders(step, player);
  const there = layoutEntry(dir, path);
  if (!there.ok) return err([there.error]);
  if (there.value === 'missing') return ok(undefined);
  const r = readLayoutJson(dir, path, d.parseOrders);
  if (!r.ok) return r;
  const o = r.value;
  const wrong =
    o.player !== player
      ? `it holds the orders of ${o.player}`
      : o.step !== step
        ? `it holds orders for ${d.unit} ${o.step}`
        : o.stateHash !== hash
          ? `its orders were checked against another state (${o.stateHash}, not ${hash})`
          : null;
  if (wrong === null) return ok(o);
  return err([refereeIssue('referee/mismatch', { file: at(dir, path), detail: wrong })]);
}

/** The dialect of a `game.json`: the one of the version it names, else the first (whose check says what is wrong). */
function dialectOf(raw: unknown, dialects: readonly Dialect[]): Dialect {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
  return dialects.find((d) => d.version === version) ?? dialects[0]!;
}

/**
 * Loads the game in `dir`: `game.json` in the first of `dialects` that reads its version,
 * the game it names from `games`, the current dawn and its orders.
 * @example
 * ```ts
 * const r = loadStepGame('games/t1', GAMES);
 * if (!r.ok) for (const p of r.error) console.error(p.message); // games/t1/state/step-3.json is damaged: ...
 * ```
 */
/**
 * An outcome without its `why`: the sentence is words for people, which a game may word
 * anew, so a game.json written before (or without) them still agrees with its state.
 */
function decided(outcome: unknown): unknown {
  if (outcome === null || typeof outcome !== 'object' || !('why' in outcome)) return outcome;
  const { why: _, ...rest } = outcome as Record<string, unknown>;
  return rest;
}

export function loadStepGame(
  dir: string,
  games: GameRegistry,
  dialects: readonly Dialect[] = [STEP_DIALECT],
): Result<LoadedStepGame, RefereeProblem[]> {
  const gamePath = at(dir, GAME_FILE);
  const there = layoutEntry(dir, GAME_FILE);
  if (!there.ok) return err([there.error]);
  if (there.value === 'missing') {
    const traces = GAME_FOLDERS.some((f) => {
      const folder = layoutEntry(dir, f, 'folder');
      return !folder.ok || folder.value === 'present';
    });
    return err([
      traces
        ? refereeIssue('referee/no-game-file', { file: gamePath })
        : refereeIssue('referee/no-game', { dir }),
    ]);
  }
  let dialect = dialects[0]!;
  const f = readLayoutJson(dir, GAME_FILE, (raw) => {
    dialect = dialectOf(raw, dialects);
    return dialect.parseGameFile(raw);
  });
  if (!f.ok) return f;
  let file = f.value;
  const game = dialect.gameOf(file, games);
  if (!game.ok) return game;
  // A folder begun before its game counted its steps anew is read in today's count.
  if (STEP_RENUMBERING[game.value.id] !== undefined) {
    const last = file.dawns[file.dawns.length - 1]!;
    const read = dialect.readState(dir, dialect.paths.state(last.step), game.value);
    const by = read.ok ? renumberingOf(game.value, file, read.value.state) : 0;
    if (by !== 0) {
      dialect = renumbered(dialect, by);
      file = renumberedFile(file, by);
    }
  }
  const dawn = file.dawns[file.dawns.length - 1]!;
  const state = loadStepDawn(dir, dialect, game.value, dawn.step, dawn.hash);
  if (!state.ok) return state;
  const players = game.value.players(state.value);
  const seats = file.seats.map((s) => s.player);
  if (players.join(',') !== seats.join(',')) {
    const detail = `its seats (${seats.join(', ')}) are not the game's players (${players.join(', ')})`;
    return err([refereeIssue('referee/mismatch', { file: gamePath, detail })]);
  }
  if (
    canonicalJson(decided(file.outcome)) !==
    canonicalJson(decided(dialect.outcomeOf(game.value, state.value)))
  ) {
    return err([
      refereeIssue('referee/mismatch', { file: gamePath, detail: "its outcome is not the state's" }),
    ]);
  }
  const orders = new Map<string, AcceptedOrders>();
  const problems: RefereeProblem[] = [];
  for (const p of stepHumans(file)) {
    const o = loadStepOrders(dir, dialect, file.step, p, dawn.hash);
    if (!o.ok) problems.push(...o.error);
    else if (o.value !== undefined) orders.set(p, o.value);
  }
  if (problems.length > 0) return err(problems);
  return ok({ dir, dialect, game: game.value, file, state: state.value, hash: dawn.hash, orders });
}

/**
 * Whether the folder's `game.json` is a game named by step (version 2): what the command
 * line asks to choose between the dialects, so that anything else (no game, a damaged
 * file, Corporate War's games by day) is answered exactly as before.
 */
export function holdsStepGame(dir: string): boolean {
  const raw = readLayoutJson(dir, GAME_FILE, (json) => ok(json));
  return raw.ok && isStepGameJson(raw.value);
}
