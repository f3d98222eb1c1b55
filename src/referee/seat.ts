/**
 * What every refereed game's `game.json` shares, whatever the game: its format tag and
 * the seats, each a human player's or a named bot's.
 */

/** The format tag of `game.json` (version 1: Corporate War's by day; 2: a game named by step). */
export const GAME_FILE_FORMAT = 'simulturn/referee-game';

/** A seat: its player and, for a computer player, the bot's name (null for a human). */
export interface Seat {
  readonly player: string;
  readonly bot: string | null;
}
