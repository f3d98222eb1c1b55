/**
 * Hosting online: any simulturn game as a boardgame.io game, for boardgame.io's own
 * server, clients and storage adapters. {@link boardgameGame} makes the config; it is a
 * plain object, so this entry imports nothing of boardgame.io, which stays an optional
 * peer dependency: install `boardgame.io` yourself to use it.
 *
 * A step that awaits several players makes them boardgame.io's active players, one that
 * awaits one makes it the current player; orders are one move, `submitOrders`, checked by
 * the game; the step is resolved when every awaited player has sent theirs, in the order
 * they arrived; a client sees only its player's view (the game's own `view`), its own
 * orders and report. {@link guardSeats} wraps boardgame.io's socket transport so that a
 * connection sends only the game's moves, as the seat it authenticated as: a server needs it. The guide
 * `docs/guides/online.md` hosts every game on one server, with PostgreSQL storage.
 *
 * What is here, for a server: the game config (`boardgameGame`, `matchSeed`,
 * `INVALID_MOVE`), the seat guard (`guardSeats`, `checkSeat`), the storage a stopping
 * server drains (`drainingStorage`), and the shapes boardgame.io holds (`MatchState`,
 * `SeatState`, `SetupData`).
 *
 * @example
 * ```ts
 * import { Server, SocketIO } from 'boardgame.io/server';
 * import { boardgameGame, guardSeats } from 'simulturn/boardgame.io';
 * import { CORPORATE_WAR } from 'simulturn/corporate-war';
 *
 * const server = Server({
 *   games: [boardgameGame(CORPORATE_WAR, { secret: process.env.MATCH_SECRET! })],
 *   transport: guardSeats(new SocketIO()),
 * });
 * server.run(8000);
 * ```
 * @module
 */
export {
  type BoardgameGame,
  type BoardgameOptions,
  boardgameGame,
  INVALID_MOVE,
  matchSeed,
  type OrdersMove,
  type SeedSource,
  type SetupData,
  type TurnContext,
  type TurnEvents,
} from './game-config.js';
export {
  type AsyncStorage,
  type BoardgameState,
  type Fetched,
  type FetchOptions,
  type JournalEntry,
  type JournalStorage,
  type JournalStorageOptions,
  journalStorage,
  type MatchJournal,
} from './journal-storage.js';
export {
  MATCH_STATE_TAG,
  type MatchSetup,
  type MatchState,
  pendingOrders,
  type ResolvedStep,
  type SeatState,
} from './match-state.js';
export {
  checkSeat,
  type GuardedGame,
  guardSeats,
  type SeatGuardOptions,
  type SeatRefusal,
  type SeatRefusalCode,
  type SeatRefusalData,
  type SocketTransport,
} from './seat-guard.js';
export { ownContext, ownLog, ownPlayers, type SeatID } from './seat-maps.js';
export {
  type BoardgameServerParts,
  type MasterLike,
  type MasterTransport,
  openStepMovers,
  type SeatTransportOptions,
  type SentState,
  seatTransport,
  type TransportData,
} from './seat-transport.js';
export { applyPatch, type PatchOp, type PatchPath, statePatch } from './state-patch.js';
export { type DrainingStorage, drainingStorage } from './storage-drain.js';
