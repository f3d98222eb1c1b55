/**
 * A match of the online guide's server (test/guides/online.example.ts) as the raw-socket
 * tests see it: opened through the lobby with every seat taken, read back from storage,
 * and a bot's orders for a seat from the view its sync gave.
 */
import type { MatchState, SeatState } from '../../src/boardgame-io/index.js';
import type { AnyGame } from '../../src/index.js';
import { botRng } from '../../src/kernel/match.js';
import { type Hosted, openMatch } from '../guides/online.example.js';
import { optionsFor } from './hosted.js';

/** The seats of a raw-socket test's match of a game. */
export const seatsOf = (id: string) => (id === 'corporation' || id === 'strategic-game' ? 2 : 4);

/** A stored match: its state, `G` and `_stateID` of it, and the seats of the moves in its log. */
export async function stored(hosted: Hosted, matchID: string) {
  const { state, log } = await hosted.db.fetch(matchID, { state: true, log: true });
  const moves = (log ?? [])
    .filter((e) => e.action.type === 'MAKE_MOVE')
    .map((e) => e.action.payload.playerID);
  return { state: state!, G: state!.G as MatchState, stateID: state!._stateID, moves };
}

/** A bot's orders for a seat, from the view its sync gave: the longest any of the game's bots gives. */
export function botOrders(game: AnyGame, g: SeatState): unknown {
  const all = Object.values(game.bots).map((bot) =>
    JSON.stringify(bot.bot(g.view, botRng('seat-guard', g.player!, g.step)) ?? []),
  );
  return JSON.parse(all.reduce((a, b) => (b.length > a.length ? b : a)));
}

/** A match of `game` with every seat taken. */
export async function opened(hosted: Hosted, game: AnyGame) {
  const numPlayers = seatsOf(game.id);
  const setupData = { seed: `seat-guard-${game.id}`, options: optionsFor(game, numPlayers) };
  return openMatch(hosted.url, game.id, numPlayers, setupData);
}
