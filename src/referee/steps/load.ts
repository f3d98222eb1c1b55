/**
 * Loading a refereed game named by step: `game.json`, the game it names (looked up in the
 * registry the command was given), the current dawn's state and the orders accepted for
 * the current step, each checked against its format and against the others, as
 * Corporate War's `../load.ts` does. A damaged file is reported by name; nothing is
 * changed. Files of a step `game.json` does not name yet are not read.
 */
import type { AnyGame } from '../../kernel/game/contract.js';
import type { GameRegistry } from '../../kernel/game/registry.js';
import { canonicalJson } from '../../kernel/hash.js';
import { formatPath } from '../../kernel/issue.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { storageIssue } from '../../kernel/storage/issues.js';
import { layoutEntry, readLayoutJson, readLayoutText } from '../folder.js';
import { type RefereeProblem, refereeIssue } from '../issues.js';
import { at, GAME_FILE } from '../layout.js';
import { isStepGameJson, parseStepGameFile, type StepGameFile } from './game-file.js';
import { stepOrdersFile, stepStateFile } from './layout.js';
import { parseStepOrdersFile, type StepOrdersFile } from './step-files.js';

/** A game named by step, as loaded from its folder. */
export interface LoadedStepGame {
  readonly dir: string;
  /** The game `game.json` names, from the registry. */
  readonly game: AnyGame;
  readonly file: StepGameFile;
  /** The state at the current step (`file.step`). */
  readonly state: unknown;
  /** Its hash, as `game.json` records it. */
  readonly hash: string;
  /** The orders accepted for the current step, by human player (absent: not in yet). */
  readonly orders: ReadonlyMap<string, StepOrdersFile>;
}

/**
 * The seat a person means by `name`: a player's id as written, or in another case
 * (`Ann` for `ann`); `name` itself when it matches no seat (the caller says so).
 */
export function stepSeatNamed(f: StepGameFile, name: string): string {
  const seats = f.seats.map((s) => s.player);
  return seats.includes(name) ? name : (seats.find((p) => p.toLowerCase() === name.toLowerCase()) ?? name);
}

/** The human players, in seat order. */
export const stepHumans = (f: StepGameFile): string[] =>
  f.seats.filter((s) => s.bot === null).map((s) => s.player);

/** The game with the id `game.json` names, or `referee/unknown-game`. */
export function gameOf(id: string, games: GameRegistry): Result<AnyGame, RefereeProblem[]> {
  const game = games.named(id);
  return game === undefined
    ? err([refereeIssue('referee/unknown-game', { game: id, games: games.ids })])
    : ok(game);
}

/** Reads and checks the state of step `step`, which must have the hash `hash`. */
export function loadStepDawn(
  dir: string,
  game: AnyGame,
  step: number,
  hash: string,
): Result<unknown, RefereeProblem[]> {
  const path = at(dir, stepStateFile(step));
  const text = readLayoutText(dir, stepStateFile(step));
  if (!text.ok) return err([text.error]);
  const state = game.parse(text.value);
  if (!state.ok) {
    return err(
      state.error.map((i) =>
        storageIssue('file/invalid', { file: path, at: formatPath(i.path), detail: i.message }),
      ),
    );
  }
  const got = game.hash(state.value);
  if (got !== hash) {
    const detail = `its state hash is ${got}, but ${GAME_FILE} says step ${step} has ${hash}`;
    return err([refereeIssue('referee/mismatch', { file: path, detail })]);
  }
  if (game.step(state.value) !== step) {
    const detail = `it is the state of step ${game.step(state.value)}`;
    return err([refereeIssue('referee/mismatch', { file: path, detail })]);
  }
  return ok(state.value);
}

/** Reads and checks a player's orders for `step`, accepted against the dawn of hash `hash`; undefined if none. */
export function loadStepOrders(
  dir: string,
  step: number,
  player: string,
  hash: string,
): Result<StepOrdersFile | undefined, RefereeProblem[]> {
  const there = layoutEntry(dir, stepOrdersFile(step, player));
  if (!there.ok) return err([there.error]);
  if (there.value === 'missing') return ok(undefined);
  const r = readLayoutJson(dir, stepOrdersFile(step, player), parseStepOrdersFile);
  if (!r.ok) return r;
  const o = r.value;
  const wrong =
    o.player !== player
      ? `it holds the orders of ${o.player}`
      : o.step !== step
        ? `it holds orders for step ${o.step}`
        : o.stateHash !== hash
          ? `its orders were checked against another state (${o.stateHash}, not ${hash})`
          : null;
  if (wrong === null) return ok(o);
  return err([
    refereeIssue('referee/mismatch', { file: at(dir, stepOrdersFile(step, player)), detail: wrong }),
  ]);
}

/**
 * Loads the game named by step in `dir`, whose `game.json` is version 2 (the command
 * line asks `isStepGameJson` first): the file, the game, the current dawn, its orders.
 */
export function loadStepGame(dir: string, games: GameRegistry): Result<LoadedStepGame, RefereeProblem[]> {
  const gamePath = at(dir, GAME_FILE);
  const f = readLayoutJson(dir, GAME_FILE, parseStepGameFile);
  if (!f.ok) return f;
  const file = f.value;
  const game = gameOf(file.game, games);
  if (!game.ok) return game;
  const dawn = file.dawns[file.dawns.length - 1]!;
  const state = loadStepDawn(dir, game.value, dawn.step, dawn.hash);
  if (!state.ok) return state;
  const players = game.value.players(state.value);
  const seats = file.seats.map((s) => s.player);
  if (players.join(',') !== seats.join(',')) {
    const detail = `its seats (${seats.join(', ')}) are not the game's players (${players.join(', ')})`;
    return err([refereeIssue('referee/mismatch', { file: gamePath, detail })]);
  }
  if (canonicalJson(file.outcome) !== canonicalJson(game.value.outcome(state.value))) {
    return err([
      refereeIssue('referee/mismatch', { file: gamePath, detail: "its outcome is not the state's" }),
    ]);
  }
  const orders = new Map<string, StepOrdersFile>();
  const problems: RefereeProblem[] = [];
  for (const p of stepHumans(file)) {
    const o = loadStepOrders(dir, file.step, p, dawn.hash);
    if (!o.ok) problems.push(...o.error);
    else if (o.value !== undefined) orders.set(p, o.value);
  }
  if (problems.length > 0) return err(problems);
  return ok({ dir, game: game.value, file, state: state.value, hash: dawn.hash, orders });
}

/**
 * Whether the folder's `game.json` is a game named by step (version 2): what the command
 * line asks to choose between this referee and Corporate War's, which keeps answering
 * everything else (no game, a damaged file, its own games) exactly as before.
 */
export function holdsStepGame(dir: string): boolean {
  const raw = readLayoutJson(dir, GAME_FILE, (json) => ok(json));
  return raw.ok && isStepGameJson(raw.value);
}
