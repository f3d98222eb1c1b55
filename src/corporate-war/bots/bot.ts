/**
 * Computer players (the seed: computer players make up any lack of human ones). A bot
 * is a function of its player's view and a private generator to that player's orders; it
 * never receives the game state, so it can only act on what its soldiers have reported.
 */
import type { Bot } from '../../kernel/game/seat.js';
import type { OrderInput } from '../orders.js';
import type { PlayerView } from '../view.js';

export type { OrderInput };

/** A Corporate War computer player. */
export type CorporateWarBot = Bot<PlayerView, readonly OrderInput[]>;

/** A bot with its name and a sentence on how it plays, as listed in the registry. */
export interface BotEntry {
  /** The name seats use, the same as its key in the registry. */
  readonly name: string;
  /** A sentence on how it plays. */
  readonly summary: string;
  /** The bot itself. */
  readonly bot: CorporateWarBot;
}

/** Bots by name. Extend it by spreading: `{ ...DEFAULT_BOTS, mine: { name: 'mine', summary, bot } }`. */
export type BotRegistry = Readonly<Record<string, BotEntry>>;
