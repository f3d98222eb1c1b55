/**
 * Who may play a seat besides the person at the keyboard: the game's ladder levels by
 * name (`game.ladder`, easiest first: the opponents a person picks from), then every bot
 * by its own name. A seat holds either name; `botOfName` gives the bot a level plays.
 */
import type { AnyGame } from 'simulturn';

/** One choice of a seat's player, as a select offers it. */
export interface SeatChoice {
  /** What the seat holds: a ladder level's name or a bot's. */
  readonly value: string;
  /** The words the select shows. */
  readonly label: string;
  /** The game's one line on the level or the bot. */
  readonly summary: string;
}

/** The game's ladder levels (when it has a ladder), then its bots. */
export function seatChoices(game: Pick<AnyGame, 'bots' | 'ladder'>): SeatChoice[] {
  return [
    ...(game.ladder ?? []).map((l) => ({ value: l.level, label: `level: ${l.level}`, summary: l.summary })),
    ...Object.entries(game.bots).map(([name, b]) => ({
      value: name,
      label: `bot: ${name}`,
      summary: b.summary,
    })),
  ];
}

/** Whether `name` is one a seat may hold: a ladder level's or a bot's. */
export const isSeatName = (game: Pick<AnyGame, 'bots' | 'ladder'>, name: string): boolean =>
  Object.hasOwn(game.bots, name) || (game.ladder ?? []).some((l) => l.level === name);
