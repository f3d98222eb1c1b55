/**
 * `resolve` for a Corporate War game by day: the one referee's `resolveGameStep` in the
 * day dialect. The day is resolved once every human player's orders are in (or, forced,
 * without the missing ones: their soldiers stay); the computer players' orders are chosen
 * then, from their views, with `botRng(seed, player, day)`, so the same day always
 * resolves to the same files. The commit protocol is the one referee's: every file of the
 * new day first, `game.json` last.
 */
import type { Outcome } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { ok, type Result } from '../../kernel/result.js';
import { DEFAULT_ENV, type RefereeEnv } from '../env.js';
import type { RefereeProblem } from '../issues.js';
import { resolveGameStep } from '../resolve.js';
import { DAY_DIALECT_ONLY, NO_GAMES } from './day-dialect.js';

/** How to resolve. */
export interface ResolveOptions {
  /** Resolve even if some human players' orders are missing: their soldiers stay. */
  readonly force?: boolean;
  /** The day meant; a day already resolved is then not resolved again (default: the current day). */
  readonly day?: number;
  /** K10: when the next day's orders are due (UTC, as `readDeadline` gives it). */
  readonly deadline?: string;
}

/** What `resolveGameDay` did. */
export type Resolution =
  | {
      readonly kind: 'resolved';
      readonly day: number;
      /** The human players whose orders were missing (with `force`). */
      readonly missing: readonly PlayerId[];
      readonly outcome: Outcome | null;
      /** The files written, in the game's folder, `game.json` last. */
      readonly files: readonly string[];
    }
  | { readonly kind: 'already-resolved'; readonly day: number; readonly current: number };

/**
 * Resolves the current day of the game in `dir`.
 * @example
 * ```ts
 * const r = resolveGameDay('games/g1', { day: 3 });
 * if (r.ok && r.value.kind === 'already-resolved') console.log('nothing to do');
 * ```
 */
export function resolveGameDay(
  dir: string,
  options: ResolveOptions = {},
  env: RefereeEnv = DEFAULT_ENV,
): Result<Resolution, RefereeProblem[]> {
  const { day, ...rest } = options;
  const r = resolveGameStep(
    dir,
    NO_GAMES,
    { dialects: DAY_DIALECT_ONLY, ...rest, ...(day !== undefined ? { step: day } : {}) },
    env,
  );
  if (!r.ok) return r;
  const v = r.value;
  if (v.kind === 'already-resolved') return ok({ kind: v.kind, day: v.step, current: v.current });
  return ok({
    kind: v.kind,
    day: v.step,
    missing: v.missing,
    outcome: v.outcome as Outcome | null,
    files: v.files,
  });
}
