/**
 * `game.json` of a game whose files are named by step: the commit point, as Corporate
 * War's (`./corporate-war/game-file.ts`) is, under the same format tag at version 2. It names the
 * game by its registry id, so that one referee serves every registered game. A step is
 * resolved when, and only when, this file names the next dawn; everything else is
 * written before it.
 */
import type { GameOutcome } from '../kernel/game/contract.js';
import { isObj } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isDeadline } from './deadline.js';
import { fields, isPlayerId, versioned } from './fields.js';
import type { RefereeIssue } from './issues.js';
import { GAME_FILE_FORMAT, type Seat } from './seat.js';

/**
 * The version of `game.json` for games named by step. Version 1 is Corporate War's by
 * day; an older referee reading this file says it is of another version, and stops.
 */
export const STEP_GAME_FILE_VERSION = 2;

/** A committed dawn: its step and the game's `hash` of `state/step-<step>.json`. */
export interface StepDawn {
  readonly step: number;
  readonly hash: string;
  /** K10: when the step's orders are due (UTC, `toISOString`), if a deadline was given. */
  readonly deadline?: string;
}

/** What `game.json` holds for a game named by step. */
export interface StepGameFile {
  readonly format: typeof GAME_FILE_FORMAT;
  readonly version: typeof STEP_GAME_FILE_VERSION;
  /** The game's registry id. */
  readonly game: string;
  /** The game's seed; also seeds the computer players' choices. Never shown to players. */
  readonly seed: string;
  /** In seat order (`game.players`). */
  readonly seats: readonly Seat[];
  /** The step whose orders are due: the last dawn's. */
  readonly step: number;
  /** Every dawn so far, steps growing. */
  readonly dawns: readonly StepDawn[];
  /** How the game ended, or null while it goes on. */
  readonly outcome: GameOutcome | null;
}

/** A game's hash as written: short printable text. */
export const isStateHash = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9A-Za-z_-]{1,128}$/.test(v);

/** A step number. */
export const isStep = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Whether a version-2 file is in the folder: the one question the command line asks before choosing an engine. */
export const isStepGameJson = (raw: unknown): boolean =>
  isObj(raw) && raw.format === GAME_FILE_FORMAT && raw.version === STEP_GAME_FILE_VERSION;

/** Checks `game.json`'s JSON: format, version, every field, and that the dawns' steps grow to `step`. */
export function parseStepGameFile(raw: unknown): Result<StepGameFile, RefereeIssue[]> {
  const doc = versioned(raw, GAME_FILE_FORMAT, STEP_GAME_FILE_VERSION);
  if (!doc.ok) return doc;
  const g = doc.value;
  const f = fields();
  if (typeof g.game !== 'string' || g.game === '') f.bad(['game'], 'a game id');
  if (typeof g.seed !== 'string') f.bad(['seed'], 'the seed, a string');
  if (!Array.isArray(g.seats) || g.seats.length < 1) f.bad(['seats'], 'one seat or more');
  else {
    const seen = new Set<string>();
    g.seats.forEach((s: unknown, i: number) => {
      if (!isObj(s) || !isPlayerId(s.player) || !(s.bot === null || typeof s.bot === 'string'))
        f.bad(['seats', i], '{player, bot}: a player id, and a bot name or null for a human');
      else if (seen.has(s.player)) f.bad(['seats', i, 'player'], 'a player not seated twice');
      else seen.add(s.player);
    });
  }
  if (!isStep(g.step)) f.bad(['step'], 'a step number');
  if (!Array.isArray(g.dawns) || g.dawns.length < 1) f.bad(['dawns'], 'the list of dawns');
  else {
    let last = -1;
    g.dawns.forEach((d: unknown, i: number) => {
      if (!isObj(d) || !isStep(d.step) || d.step <= last || !isStateHash(d.hash))
        f.bad(['dawns', i], '{step, hash}, steps growing');
      else last = d.step;
      if (isObj(d) && d.deadline !== undefined && !isDeadline(d.deadline))
        f.bad(['dawns', i, 'deadline'], 'a deadline in UTC, such as 2026-12-01T18:00:00.000Z');
    });
    if (last !== g.step) f.bad(['dawns'], `dawns up to the step ${String(g.step)}`);
  }
  const o = g.outcome;
  if (o !== null && !(isObj(o) && typeof o.reason === 'string' && Array.isArray(o.winners) && isObj(o.seats)))
    f.bad(['outcome'], 'null or {reason, winners, seats}');
  if (f.issues.length > 0) return err(f.issues);
  return ok(g as unknown as StepGameFile);
}

/** The `game.json` of a game whose dawns so far are `dawns`. */
export function stepGameFileOf(
  game: string,
  seed: string,
  seats: readonly Seat[],
  dawns: readonly StepDawn[],
  outcome: GameOutcome | null,
): StepGameFile {
  return {
    format: GAME_FILE_FORMAT,
    version: STEP_GAME_FILE_VERSION,
    game,
    seed,
    seats,
    step: dawns[dawns.length - 1]!.step,
    dawns,
    // As JSON: what is written is what is read back and compared.
    outcome: outcome === null ? null : (JSON.parse(JSON.stringify(outcome)) as GameOutcome),
  };
}
