/**
 * The code of docs/guides/online.md, region by region (the guide's blocks are these
 * regions with the package import paths): a boardgame.io server hosting every game
 * simulturn ships, on 127.0.0.1, with boardgame.io's own storage (in memory, or
 * PostgreSQL through bgio-postgres); a match made and joined through boardgame.io's lobby;
 * and a player's client, which receives its view and sends its orders.
 */
// #region server

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { StorageAPI } from 'boardgame.io';
import {
  boardgameGame,
  drainingStorage,
  guardSeats,
  type SeatRefusal,
} from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';

// boardgame.io 0.50 has no `exports` map, and Node's ES module loader refuses its folder
// entries (`boardgame.io/server`): they are required, and typed by their declarations.
const require = createRequire(import.meta.url);
const {
  Server,
  Origins,
  SocketIO: SocketServer,
} = require('boardgame.io/server') as typeof import('boardgame.io/server');

/** Where and how to host. */
export interface HostOptions {
  readonly secret: string; // mixed into every match's seed: keep it stable, and out of the repository
  readonly port: number; // 0 picks a free one
  readonly host?: string; // default 127.0.0.1: this machine only
  readonly db?: StorageAPI.Async | StorageAPI.Sync; // default: boardgame.io's, in memory
  readonly onRefused?: (refusal: SeatRefusal) => void; // a message the guard refused: log it
}

/** A running server. */
export interface Hosted {
  readonly url: string;
  readonly db: StorageAPI.Async | StorageAPI.Sync;
  stop(): Promise<void>; // resolves once every write it took has ended; then close `db`
}

/** Hosts every game simulturn ships on one boardgame.io server. */
export async function host(options: HostOptions): Promise<Hosted> {
  const games = GAMES.games.map((game) => boardgameGame(game, { secret: options.secret }));
  // boardgame.io checks a move's credentials against the seat its message names, then runs
  // it as the seat its payload names, and takes events, undos and new states from clients:
  // guardSeats refuses a move whose two seats differ, and anything but the game's moves.
  const transport = guardSeats(new SocketServer(), { onRefused: options.onRefused });
  // socket.io makes the HTTP server from the app's handler when it is attached, and
  // koa-compose 4.2 copies the handlers then: attached in `Server`, before `run` adds the
  // lobby's routes, it would answer every lobby request 404. So it is attached at `listen`.
  const init = transport.init.bind(transport);
  let attach = () => {};
  transport.init = (...args) => {
    attach = () => init(...args);
  };
  // boardgame.io writes after it answers, and nothing of its own waits for the writes when
  // it stops: counting the storage's calls lets `stop` wait for them.
  const storage = options.db === undefined ? undefined : drainingStorage(options.db);
  const server = Server({
    games,
    transport,
    origins: [Origins.LOCALHOST],
    ...(storage === undefined ? {} : { db: storage.storage }),
  });
  // `run` listens on every interface; socket.io's `listen` takes an address too.
  const app = server.app as unknown as {
    listen(...args: unknown[]): unknown;
    _io?: { close(): Promise<void> }; // socket.io's server, once attached
  };
  const address = options.host ?? '127.0.0.1';
  app.listen = (port: unknown, done: unknown) => {
    attach(); // replaces app.listen with socket.io's
    return app.listen(port, address, done);
  };
  const running = await server.run(options.port);
  const { port } = running.appServer.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    db: server.db,
    stop: async () => {
      // No more messages: the HTTP server takes no connection, socket.io disconnects every
      // socket (boardgame.io writes each seat's disconnection), kept-alive ones are closed.
      const closed = new Promise<void>((resolve) => running.appServer.once('close', () => resolve()));
      server.kill(running);
      const sockets = app._io?.close();
      running.appServer.closeAllConnections();
      await Promise.all([closed, sockets]);
      // Then every storage call the server made has ended, and the storage may be closed.
      await storage?.drain();
    },
  };
}
// #endregion

// #region storage
const { PostgresStore } = require('bgio-postgres') as typeof import('bgio-postgres');

/** boardgame.io's storage in PostgreSQL: its matches survive the server. */
export function postgresStorage(connection: {
  database: string;
  username: string;
  host: string;
  port?: number;
}) {
  return new PostgresStore({ ...connection, logging: false });
}

// #endregion

// #region lobby

import type { SetupData } from '../../src/boardgame-io/index.js';

const { LobbyClient } = require('boardgame.io/client') as typeof import('boardgame.io/client');

/** Makes a match of `game` and seats a player in every seat: its id and each seat's credentials. */
export async function openMatch(
  url: string,
  game: string,
  numPlayers: number,
  setupData: SetupData,
): Promise<{ matchID: string; credentials: string[] }> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(game, { numPlayers, setupData });
  const credentials: string[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    const joined = await lobby.joinMatch(game, matchID, {
      playerID: String(seat),
      playerName: `seat ${seat}`,
    });
    credentials.push(joined.playerCredentials);
  }
  return { matchID, credentials };
}

// #endregion

// #region client

import type { SeatState } from '../../src/boardgame-io/index.js';
import type { AnyGame } from '../../src/index.js';

const { Client } = require('boardgame.io/client') as typeof import('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer') as typeof import('boardgame.io/multiplayer');

/**
 * A player's client: it receives its seat's state (its view, its orders and report) and
 * sends its orders with `client.moves.submitOrders(orders, step)`. No secret: a client
 * never sets a game up.
 */
export function seat(game: AnyGame, url: string, matchID: string, playerID: string, credentials: string) {
  const client = Client({
    game: boardgameGame(game),
    multiplayer: SocketIO({ server: url }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  client.start();
  return client;
}

/** What a seat's client shows: its player's view, or null before the first state arrives. */
export function seatState(client: ReturnType<typeof seat>): SeatState | null {
  return (client.getState()?.G as SeatState | undefined) ?? null;
}
// #endregion
