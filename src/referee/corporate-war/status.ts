/**
 * `status` and `report`: what the referee tells about a game without changing it. The
 * status is the day, each seat and whether its orders are in, and who is missing; a
 * report is a player's report of a resolved day, as Markdown or JSON.
 */

import type { Outcome } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import type { Result } from '../../kernel/result.js';
import type { RefereeProblem } from '../issues.js';
import { readStepReport } from '../status.js';
import { displayNames } from './dawn.js';
import { humans } from './game-file.js';
import type { LoadedGame } from './load.js';

/** One seat in the status. */
export interface SeatStatus {
  readonly player: PlayerId;
  /** The bot's name, or null for a human player. */
  readonly bot: string | null;
  /** For a human player: how many orders are in, or null when none were sent. */
  readonly orders: number | null;
}

/** A game's status. */
export interface GameStatus {
  /** The day whose orders are due. */
  readonly day: number;
  /** The last day the game may last. */
  readonly dayLimit: number | null;
  readonly seats: readonly SeatStatus[];
  /** The human players whose orders are not in. */
  readonly missing: readonly PlayerId[];
  readonly outcome: Outcome | null;
  /** Display names, by player. */
  readonly names: Readonly<Record<string, string>>;
}

/** The status of a loaded game. */
export function gameStatus(g: LoadedGame): GameStatus {
  return {
    day: g.game.day,
    dayLimit: g.state.rules.dayLimit,
    seats: g.game.seats.map((s) => ({
      player: s.player,
      bot: s.bot,
      orders: s.bot === null ? (g.orders.get(s.player)?.orders.length ?? null) : null,
    })),
    missing: g.state.outcome === null ? humans(g.game).filter((p) => !g.orders.has(p)) : [],
    outcome: g.state.outcome,
    names: displayNames(g.state),
  };
}

/**
 * A player's report of a resolved day (default: the last one), as Markdown (the file sent
 * to the player, checked against its JSON) or as the JSON report.
 */
export function readReport(
  g: LoadedGame,
  player: PlayerId,
  options: { readonly day?: number; readonly format?: 'markdown' | 'json' } = {},
): Result<string, RefereeProblem[]> {
  const format = options.format === 'json' ? 'json' : 'text';
  return readStepReport(g.folder, player, {
    format,
    ...(options.day !== undefined ? { step: options.day } : {}),
  });
}
