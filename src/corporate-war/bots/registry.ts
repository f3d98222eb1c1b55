/**
 * The registry of computer players: bots by name, each with a one-line summary. A caller
 * extends it by spreading it into a new object with bots of its own (see `docs/bots.md`).
 */
import type { BotEntry, BotRegistry } from './bot.js';
import { cautiousBot } from './cautious.js';
import { randomBot } from './random.js';
import { rusherBot } from './rusher.js';
import { searchBot } from './search.js';

/** The built-in bots' names, weakest first. */
export const BOT_NAMES = ['random', 'rusher', 'cautious', 'search'] as const;
/** A built-in bot's name. */
export type BotName = (typeof BOT_NAMES)[number];
/** A bot's name as a seat or a study gives it: a built-in one (which editors complete), or one a registry of the caller's adds. */
export type BotKey = BotName | (string & {});

/**
 * The built-in bots by name.
 * @example
 * ```ts
 * const mine: BotRegistry = { ...DEFAULT_BOTS, idle: { name: 'idle', summary: 'Never moves.', bot: () => [] } };
 * ```
 */
export const DEFAULT_BOTS: BotRegistry & Readonly<Record<BotName, BotEntry>> = Object.freeze({
  random: {
    name: 'random',
    summary: 'Moves every soldier to a uniformly random sector within reach; the baseline.',
    bot: randomBot,
  },
  rusher: {
    name: 'rusher',
    summary:
      'Four squads, each with eyes, straight to the four nearest key sectors; holds and clears them, reaches further when a claim fails.',
    bot: rusherBot,
  },
  cautious: {
    name: 'cautious',
    summary:
      'Ghosts scout ahead; squads advance only into sectors reported clear, then hold and clear them; carriers bring tags home.',
    bot: cautiousBot,
  },
  search: {
    name: 'search',
    summary:
      "Monte Carlo: plays the rusher's plan and variants forward in worlds guessed from its view; keeps the best.",
    bot: searchBot,
  },
});

/**
 * The bot registered under `name`, or undefined if there is none.
 * @param registry - where to look; default {@link DEFAULT_BOTS}.
 */
export function botNamed(name: BotKey, registry: BotRegistry = DEFAULT_BOTS): BotEntry | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
