/**
 * `game.json`, the commit point of a refereed game: who sits in each seat, the day whose
 * orders are due, and the hash of every dawn so far (the state of dawn N is in
 * `state/day-<N>.json`). A day is resolved when, and only when, this file names the next
 * dawn; everything else is written before it.
 */

import type { GameState, Outcome } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { isInt, isObj } from '../../kernel/input-checks.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { isDeadline } from '../deadline.js';
import { fields, isHash, isPlayerId, versioned } from '../fields.js';
import type { RefereeIssue } from '../issues.js';
import { GAME_FILE_FORMAT, type Seat } from '../seat.js';

export { GAME_FILE_FORMAT, type Seat };

/** The version of `game.json`'s format. */
export const GAME_FILE_VERSION = 1;

/** A committed dawn: its day and the `stateHash` of `state/day-<day>.json`. */
export interface Dawn {
  readonly day: number;
  readonly hash: string;
  /** K10: when the day's orders are due (UTC), if a deadline was given; absent otherwise. */
  readonly deadline?: string;
}

/** What `game.json` holds. */
export interface GameFile {
  readonly format: typeof GAME_FILE_FORMAT;
  readonly version: typeof GAME_FILE_VERSION;
  readonly game: 'corporate-war';
  /** The game's seed; also seeds the computer players' choices. Never shown to players. */
  readonly seed: string;
  /** In the game's order. */
  readonly seats: readonly Seat[];
  /** The day whose orders are due: the last dawn's. */
  readonly day: number;
  /** Every dawn from day 1 to `day`, in order. */
  readonly dawns: readonly Dawn[];
  /** How the game ended, or null while it goes on. */
  readonly outcome: Outcome | null;
}

/** Checks `game.json`'s JSON: format, version, every field, and that the dawns run from day 1 to `day`. */
export function parseGameFile(raw: unknown): Result<GameFile, RefereeIssue[]> {
  const doc = versioned(raw, GAME_FILE_FORMAT, GAME_FILE_VERSION);
  if (!doc.ok) return doc;
  const g = doc.value;
  const f = fields();
  if (g.game !== 'corporate-war') f.bad(['game'], '"corporate-war"');
  if (typeof g.seed !== 'string') f.bad(['seed'], 'the seed, a string');
  if (!Array.isArray(g.seats) || g.seats.length < 1 || g.seats.length > 4)
    f.bad(['seats'], 'one to four seats');
  else {
    const seen = new Set<string>();
    g.seats.forEach((s: unknown, i: number) => {
      if (!isObj(s) || !isPlayerId(s.player) || !(s.bot === null || typeof s.bot === 'string'))
        f.bad(['seats', i], '{player, bot}: a player id, and a bot name or null for a human');
      else if (seen.has(s.player)) f.bad(['seats', i, 'player'], 'a player not seated twice');
      else seen.add(s.player);
    });
  }
  if (!isInt(g.day, 1, 1_000_000)) f.bad(['day'], 'a day number from 1');
  if (!Array.isArray(g.dawns)) f.bad(['dawns'], 'the list of dawns');
  else {
    g.dawns.forEach((d: unknown, i: number) => {
      if (!isObj(d) || d.day !== i + 1 || !isHash(d.hash)) f.bad(['dawns', i], `{day: ${i + 1}, hash}`);
      else if (d.deadline !== undefined && !isDeadline(d.deadline))
        f.bad(['dawns', i, 'deadline'], 'a deadline in UTC, such as 2026-12-01T18:00:00.000Z');
    });
    if (g.dawns.length !== g.day) f.bad(['dawns'], `one dawn for each day from 1 to ${String(g.day)}`);
  }
  const o = g.outcome;
  if (
    o !== null &&
    !(
      isObj(o) &&
      ['victory', 'stalemate', 'day-limit'].includes(o.reason as string) &&
      Array.isArray(o.winners) &&
      o.winners.every((w) => typeof w === 'string') &&
      isInt(o.day, 1, 1_000_000)
    )
  ) {
    f.bad(['outcome'], 'null or {reason, winners, day}');
  }
  if (f.issues.length > 0) return err(f.issues);
  return ok(g as unknown as GameFile);
}

/** The human players, in seat order. */
export const humans = (g: GameFile): PlayerId[] => g.seats.filter((s) => s.bot === null).map((s) => s.player);

/** The `game.json` of a game whose dawns so far are `dawns`. */
export function gameFileOf(
  seed: string,
  seats: readonly Seat[],
  dawns: GameFile['dawns'],
  state: GameState,
): GameFile {
  const o = state.outcome;
  return {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    game: 'corporate-war',
    seed,
    seats,
    day: state.day,
    dawns,
    outcome: o === null ? null : { reason: o.reason, winners: [...o.winners], day: o.day },
  };
}
