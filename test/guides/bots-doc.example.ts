/**
 * The example of docs/bots.md ("Adding a bot"), compiled by tsc and run by
 * bots-doc.test.ts; the region is the guide's code block with the package import paths.
 */
// #region adding
import {
  type BotRegistry,
  botNamed,
  type CorporateWarBot,
  DEFAULT_BOTS,
  type OrderInput,
} from '../../src/corporate-war/index.js';

/** Sends every living soldier one sector north, when there is a north. */
const northBot: CorporateWarBot = (view) => {
  if (view.outcome !== null) return [];
  const orders: OrderInput[] = [];
  for (const s of view.soldiers) {
    if (s.status !== 'alive' || s.type === 'doc') continue; // the Doc follows the Commander (CW-3.4)
    const row = s.sector.charCodeAt(0) - 65;
    if (row > 0) orders.push({ soldier: s.id, to: `${String.fromCharCode(64 + row)}${s.sector.slice(1)}` });
  }
  return orders;
};

const bots: BotRegistry = {
  ...DEFAULT_BOTS,
  north: { name: 'north', summary: 'Marches north.', bot: northBot },
};
const bot = botNamed('north', bots)?.bot;

// #endregion

export { bot, bots, northBot };
