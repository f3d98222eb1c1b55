/**
 * The code of docs/guides/custom-bot.md, region by region (the guide's blocks are these
 * regions with the package import paths): a bot that marches its whole force to the
 * nearest key sector and holds it, seated in a match by name and as a plain function.
 */
// #region bot

import {
  type BotRegistry,
  type CorporateWarBot,
  DEFAULT_BOTS,
  distance,
  newGame,
  type OrderInput,
  type PlayerView,
  parseSector,
  playerView,
  playMatch,
  type Sector,
  sectorName,
} from '../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../src/index.js';

/** Where a group in `from` goes today on its way to `to`: up to two king's moves, and the sector between. */
function stepTowards(view: PlayerView, from: Sector, to: Sector): { to: string; via?: string } {
  const { cols } = view.board;
  const [r, c] = [Math.floor(from / cols), from % cols];
  const [dr, dc] = [Math.floor(to / cols) - r, (to % cols) - c];
  const clamp = (d: number, n: number) => Math.max(-n, Math.min(n, d));
  const next = sectorName(view.board, (r + clamp(dr, 2)) * cols + c + clamp(dc, 2));
  if (distance(view.board, from, to) === 1) return { to: next };
  // Name the middle sector, so the path does not depend on the pathChoice option (CW-5.3).
  return { to: next, via: sectorName(view.board, (r + clamp(dr, 1)) * cols + c + clamp(dc, 1)) };
}

/**
 * Campers: the whole force walks to the key sector nearest its Mobile Command (ties drawn
 * with the bot's generator) and stays there. One group order per sector where it has
 * living soldiers, so the Commander and the Doc always share a move (CW-3.4).
 */
export const camperBot: CorporateWarBot = (view, rng) => {
  if (view.outcome !== null || view.mobileCommand.sector === null) return [];
  const board = view.board;
  const command = parseSector(board, view.mobileCommand.sector)!;
  const keys = view.keySectors.filter((k) => k !== view.craft).map((k) => parseSector(board, k)!);
  const nearest = Math.min(...keys.map((k) => distance(board, command, k)));
  const ties = keys.filter((k) => distance(board, command, k) === nearest);
  const target = ties[rng.int(ties.length)]!;
  const orders: OrderInput[] = [];
  const occupied = new Set(view.soldiers.filter((s) => s.status === 'alive').map((s) => s.sector));
  for (const name of [...occupied].sort()) {
    const at = parseSector(board, name)!;
    if (at !== target) orders.push({ group: name, ...stepTowards(view, at, target) });
  }
  return orders;
};
// #endregion

// #region seat
const bots: BotRegistry = {
  ...DEFAULT_BOTS,
  camper: { name: 'camper', summary: 'Holds the key sector nearest its edge.', bot: camperBot },
};

const statuses: string[] = [];
const match = playMatch({
  seed: 'custom-bot',
  seats: { psicorps: 'camper', phoenicae: 'random', 'orchid-inc': camperBot }, // by name, or the function
  bots, // the registry the names are looked up in
  dayLimit: 20,
  onDay: (result) => {
    for (const report of Object.values(result.reports)) {
      statuses.push(...report.orders.map((o) => o.status));
    }
  },
});
console.log(match.outcome, match.log.seats); // seats: { psicorps: 'camper', phoenicae: 'random', ... }
console.log(statuses.every((s) => s === 'accepted')); // true: every order carried out in full
// #endregion

// #region deterministic
// The same view and the same generator state give the same orders: a match replays exactly.
const dawn = newGame({ seed: 'custom-bot', corporations: ['psicorps', 'phoenicae'] });
const view = playerView(dawn, 'psicorps')!;
const once = camperBot(view, restoreRng(seedRng('same')));
const twice = camperBot(JSON.parse(JSON.stringify(view)), restoreRng(seedRng('same')));
console.log(JSON.stringify(once) === JSON.stringify(twice)); // true

// #endregion

export { match, once, statuses, twice, view };
