/**
 * Loading a refereed game: `game.json`, the current dawn's state and the orders accepted
 * for the current day, each checked against its versioned format and against the others
 * (the state's hash is the one `game.json` names, the orders were checked against that
 * state). A damaged file is reported by name with what is wrong; nothing is changed.
 * Files of a day that `game.json` does not name yet (left by an interrupted `resolve`) are
 * not read.
 */

import { idNamed, displayNames as scenarioNames } from '../corporate-war/scenario.js';
import { parseState, stateHash, stateHashAsSaved } from '../corporate-war/serialize.js';
import type { GameState } from '../corporate-war/state.js';
import { isObj } from '../corporate-war/validate-config.js';
import type { PlayerId } from '../corporate-war/vocabulary.js';
import { canonicalJson } from '../kernel/hash.js';
import { err, ok, type Result } from '../kernel/result.js';
import { layoutEntry, readLayoutJson } from './folder.js';
import { currentDawn, type GameFile, parseGameFile } from './game-file.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { at, GAME_FILE, GAME_FOLDERS, ordersFile, stateFile } from './layout.js';
import { type OrdersFile, parseOrdersFile } from './orders-file.js';

/** A game as loaded from its folder. */
export interface LoadedGame {
  readonly dir: string;
  readonly game: GameFile;
  /** The state at dawn of the current day (`game.day`). */
  readonly state: GameState;
  /** Its `stateHash`. */
  readonly hash: string;
  /** The orders accepted for the current day, by human player (absent: not in yet). */
  readonly orders: ReadonlyMap<PlayerId, OrdersFile>;
}

/**
 * The seat a person means by `name`: a player's id or its corporation's display name, in
 * any case and with or without spaces and dashes (`PsiCorps`, `orchid inc`); `name`
 * itself when it matches no seat.
 */
export function seatNamed(g: LoadedGame, name: string): PlayerId {
  const seats = g.game.seats.map((s) => s.player);
  return idNamed(name, seats, displayNames(g.state)) ?? name;
}

/** Names to show in reports: the corporations' names, and the aliens. */
export function displayNames(state: GameState): Record<string, string> {
  return scenarioNames(state.scenario);
}

/** Reads and checks the state of dawn `day`, which must have the hash `hash`. */
export function loadDawn(dir: string, day: number, hash: string): Result<GameState, RefereeProblem[]> {
  const path = at(dir, stateFile(day));
  let saved: readonly string[] = [];
  const r = readLayoutJson(dir, stateFile(day), (json) => {
    const rules = isObj(json) && isObj(json.rules) ? json.rules : {};
    saved = Object.keys(rules);
    return parseState(json);
  });
  if (!r.ok) return r;
  const got = stateHash(r.value);
  // A dawn saved before some rules options existed was hashed without them (the game goes
  // on under the readings it began with, `RULES_BEFORE_OPTIONS`).
  if (got !== hash && stateHashAsSaved(r.value, saved) !== hash) {
    return err([
      refereeIssue('referee/mismatch', {
        file: path,
        detail: `its state hash is ${got}, but ${GAME_FILE} says dawn ${day} has ${hash}`,
      }),
    ]);
  }
  if (r.value.day !== day) {
    return err([
      refereeIssue('referee/mismatch', { file: path, detail: `it is the dawn of day ${r.value.day}` }),
    ]);
  }
  return ok(r.value);
}

/** Reads and checks a player's orders for `day`, accepted against the dawn of hash `hash`; undefined if none. */
export function loadOrders(
  dir: string,
  day: number,
  player: PlayerId,
  hash: string,
): Result<OrdersFile | undefined, RefereeProblem[]> {
  const path = at(dir, ordersFile(day, player));
  const there = layoutEntry(dir, ordersFile(day, player));
  if (!there.ok) return err([there.error]);
  if (there.value === 'missing') return ok(undefined);
  const r = readLayoutJson(dir, ordersFile(day, player), parseOrdersFile);
  if (!r.ok) return r;
  const o = r.value;
  const wrong =
    o.player !== player
      ? `it holds the orders of ${o.player}`
      : o.day !== day
        ? `it holds orders for day ${o.day}`
        : o.stateHash !== hash
          ? `its orders were checked against another state (${o.stateHash}, not ${hash})`
          : null;
  return wrong === null ? ok(o) : err([refereeIssue('referee/mismatch', { file: path, detail: wrong })]);
}

/**
 * Loads the game in `dir`: `game.json`, the current dawn and the current day's orders.
 * @example
 * ```ts
 * const r = loadGame('games/g1');
 * if (!r.ok) for (const p of r.error) console.error(p.message); // games/g1/state/day-3.json is damaged: ...
 * ```
 */
export function loadGame(dir: string): Result<LoadedGame, RefereeProblem[]> {
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
  const g = readLayoutJson(dir, GAME_FILE, parseGameFile);
  if (!g.ok) return g;
  const game = g.value;
  const dawn = currentDawn(game);
  const state = loadDawn(dir, dawn.day, dawn.hash);
  if (!state.ok) return state;
  const players = state.value.players.toArray().map((p) => p.id);
  const seats = game.seats.map((s) => s.player);
  if (players.join(',') !== seats.join(',')) {
    return err([
      refereeIssue('referee/mismatch', {
        file: gamePath,
        detail: `its seats (${seats.join(', ')}) are not the game's players (${players.join(', ')})`,
      }),
    ]);
  }
  if (canonicalJson(game.outcome) !== canonicalJson(state.value.outcome)) {
    return err([
      refereeIssue('referee/mismatch', { file: gamePath, detail: "its outcome is not the state's" }),
    ]);
  }
  const orders = new Map<PlayerId, OrdersFile>();
  const problems: RefereeProblem[] = [];
  for (const seat of game.seats) {
    if (seat.bot !== null) continue;
    const o = loadOrders(dir, game.day, seat.player, dawn.hash);
    if (!o.ok) problems.push(...o.error);
    else if (o.value !== undefined) orders.set(seat.player, o.value);
  }
  if (problems.length > 0) return err(problems);
  return ok({ dir, game, state: state.value, hash: dawn.hash, orders });
}
