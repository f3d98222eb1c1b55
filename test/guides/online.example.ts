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
import type { LogEntry, Server as ServerTypes, State, StorageAPI } from 'boardgame.io';
import {
  boardgameGame,
  drainingStorage,
  guardSeats,
  type JournalEntry,
  journalStorage,
  type MatchJournal,
  type SeatRefusal,
  type SeatTransportOptions,
  seatTransport,
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
const { Master } = require('boardgame.io/master') as typeof import('boardgame.io/master');
const { getFilterPlayerView } = require('boardgame.io/internal') as typeof import('boardgame.io/internal');

/** socket.io's options, as boardgame.io's `SocketIO` transport takes them. */
type SocketOptions = NonNullable<NonNullable<ConstructorParameters<typeof SocketServer>[0]>['socketOpts']>;

/** Where and how to host. */
export interface HostOptions {
  readonly secret: string; // mixed into every match's seed: keep it stable, and out of the repository
  readonly port: number; // 0 picks a free one
  readonly host?: string; // default 127.0.0.1: this machine only
  readonly db?: StorageAPI.Async | StorageAPI.Sync; // default: boardgame.io's, in memory
  readonly onRefused?: (refusal: SeatRefusal) => void; // a message the guard refused: log it
  // For matches of many seats (see "A match of a thousand seats"):
  readonly seats?: SeatTransportOptions; // each message to the seats it concerns; default: to all
  readonly journal?: MatchJournal; // with `db`: a move written as what it changed, not the whole state
  readonly reports?: 'stored' | 'derived'; // 'derived': G keeps the step, not every seat's report of it
  readonly parser?: object; // socket.io's parser: jsonParser(socket.io-parser) skips its walk for binary
}

/** A running server. */
export interface Hosted {
  readonly url: string;
  readonly db: StorageAPI.Async | StorageAPI.Sync;
  stop(): Promise<void>; // resolves once every write it took has ended; then close `db`
}

/** Hosts every game simulturn ships on one boardgame.io server. */
export async function host(options: HostOptions): Promise<Hosted> {
  // With `seats`, a seat's G lists only its own player (seatLists), not every seat's.
  const seatLists = options.seats === undefined || options.seats.seatMaps === 'all' ? 'all' : 'own';
  const reports = options.reports ?? 'stored';
  const games = GAMES.games.map((game) =>
    boardgameGame(game, { secret: options.secret, seatLists, reports }),
  );
  // boardgame.io writes after it answers, and nothing of its own waits for the writes when
  // it stops: counting the storage's calls lets `stop` wait for them.
  const storage = options.db === undefined ? undefined : drainingStorage(options.db);
  const journaled =
    storage === undefined || options.journal === undefined
      ? undefined
      : journalStorage(storage.storage as StorageAPI.Async, options.journal);
  // socket.io's parser, when given (boardgame.io types `socketOpts` as every option of
  // socket.io's, and merges it with its own).
  const socketOpts = { parser: options.parser } as SocketOptions;
  const socketServer = () => new SocketServer(options.parser === undefined ? {} : { socketOpts });
  // seatTransport sends a move to its seat alone while the step goes on, and with a journal,
  // only once the move is written.
  const sockets =
    options.seats === undefined
      ? socketServer()
      : seatTransport(
          socketServer(),
          { Master, getFilterPlayerView },
          { ...options.seats, kept: options.seats.kept ?? journaled?.kept },
        );
  // boardgame.io checks a move's credentials against the seat its message names, then runs
  // it as the seat its payload names, and takes events, undos and new states from clients:
  // guardSeats refuses a move whose two seats differ, and anything but the game's moves.
  const transport = guardSeats(sockets, { onRefused: options.onRefused });
  // socket.io makes the HTTP server from the app's handler when it is attached, and
  // koa-compose 4.2 copies the handlers then: attached in `Server`, before `run` adds the
  // lobby's routes, it would answer every lobby request 404. So it is attached at `listen`.
  const init = transport.init.bind(transport);
  let attach = () => {};
  transport.init = (...args) => {
    attach = () => init(...args);
  };
  const db = journaled?.storage ?? storage?.storage;
  const server = Server({
    games,
    transport,
    origins: [Origins.LOCALHOST],
    ...(db === undefined ? {} : { db }),
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
      // Then every write the journal holds is made, every storage call the server made has
      // ended, and the storage may be closed.
      await journaled?.flush();
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

// #region journal

/**
 * bgio-postgres's storage, writing a state with one UPDATE. Its own `setState` reads the
 * whole row back first (the state, the first state and the whole log) to append to the
 * log: megabytes for every state written whole in a match of a thousand seats.
 */
export class PostgresMatches extends PostgresStore {
  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    // The log's JSON text gets the new entries at its end, as sent (jsonb would reorder keys).
    const [, result] = await this.sequelize.query(
      'UPDATE "Games" SET "state" = $2::json, "updatedAt" = now(), "log" = CASE ' +
        'WHEN "log" IS NULL OR "log"::text = \'[]\' THEN $3::text::json WHEN $3::text = \'[]\' THEN "log" ' +
        'ELSE (left("log"::text, -1) || \',\' || substr($3::text, 2))::json END WHERE "id" = $1',
      { bind: [matchID, JSON.stringify(state), JSON.stringify(deltalog ?? [])] },
    );
    // A match the table does not hold yet: bgio-postgres makes its row.
    if ((result as { rowCount?: number }).rowCount === 0) await super.setState(matchID, state, deltalog);
  }

  // bgio-postgres writes metadata with an upsert that reads the whole row back.
  override async setMetadata(matchID: string, metadata: ServerTypes.MatchData): Promise<void> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
    const [, result] = await this.sequelize.query(
      'UPDATE "Games" SET "gameName" = $2, "players" = $3::json, "setupData" = $4::json, ' +
        '"gameover" = $5::json, "nextRoomID" = $6, "unlisted" = $7, "updatedAt" = now() WHERE "id" = $1',
      {
        bind: [
          matchID,
          metadata.gameName,
          json(metadata.players),
          json(metadata.setupData),
          json(metadata.gameover),
          metadata.nextMatchID ?? null,
          metadata.unlisted ?? null,
        ],
      },
    );
    if ((result as { rowCount?: number }).rowCount === 0) await super.setMetadata(matchID, metadata);
  }
}

/**
 * A journal of moves for journalStorage, in a table of the matches' own database (made if
 * missing). An append is one INSERT of all its entries: all of them are written, or none.
 */
export async function postgresJournal(store: ReturnType<typeof postgresStorage>): Promise<MatchJournal> {
  const db = store.sequelize;
  await db.query(
    'CREATE TABLE IF NOT EXISTS "MatchJournal" ("matchID" varchar(255) NOT NULL, ' +
      '"stateID" integer NOT NULL, "entry" json NOT NULL, PRIMARY KEY ("matchID", "stateID"))',
  );
  return {
    async append(entries) {
      await db.query(
        "INSERT INTO \"MatchJournal\" SELECT e->>'matchID', (e->>'stateID')::integer, e " +
          'FROM json_array_elements($1::json) AS e',
        { bind: [JSON.stringify(entries)] },
      );
    },
    async read(matchID, afterStateID) {
      const [rows] = await db.query(
        'SELECT "entry" FROM "MatchJournal" WHERE "matchID" = $1 AND "stateID" > $2 ORDER BY "stateID"',
        { bind: [matchID, afterStateID] },
      );
      return (rows as { entry: JournalEntry }[]).map((row) => row.entry);
    },
    async forgetThrough(matchID, stateID) {
      await db.query('DELETE FROM "MatchJournal" WHERE "matchID" = $1 AND "stateID" <= $2', {
        bind: [matchID, stateID],
      });
    },
  };
}

/** node-postgres (`pg`, which bgio-postgres depends on), as far as the journal uses it. */
interface PgPool {
  query(query: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
const { Pool } = require('pg') as { Pool: new (config: object) => PgPool };

/**
 * The same journal on its own connection through node-postgres, without Sequelize: each
 * statement prepared once, a move's append one round trip. `close` ends its connection.
 */
export async function pgJournal(connection: {
  database: string;
  username: string;
  host: string;
  port?: number;
}): Promise<MatchJournal & { close(): Promise<void> }> {
  const { username, ...rest } = connection;
  const pool = new Pool({ ...rest, user: username });
  // An idle connection that PostgreSQL ends (a restart, an administrator's command) is
  // reported on the pool, and an error nobody listens for ends the process. The pool opens
  // a new connection for the next query; a query that fails rejects on its own.
  pool.on('error', () => {});
  await pool.query({
    text:
      'CREATE TABLE IF NOT EXISTS "MatchJournal" ("matchID" varchar(255) NOT NULL, ' +
      '"stateID" integer NOT NULL, "entry" json NOT NULL, PRIMARY KEY ("matchID", "stateID"))',
  });
  return {
    async append(entries) {
      await pool.query({
        name: 'journal-append',
        text:
          "INSERT INTO \"MatchJournal\" SELECT e->>'matchID', (e->>'stateID')::integer, e " +
          'FROM json_array_elements($1::json) AS e',
        values: [JSON.stringify(entries)],
      });
    },
    async read(matchID, afterStateID) {
      const { rows } = await pool.query({
        name: 'journal-read',
        text: 'SELECT "entry" FROM "MatchJournal" WHERE "matchID" = $1 AND "stateID" > $2 ORDER BY "stateID"',
        values: [matchID, afterStateID],
      });
      return (rows as { entry: JournalEntry }[]).map((row) => row.entry);
    },
    async forgetThrough(matchID, stateID) {
      await pool.query({
        name: 'journal-forget',
        text: 'DELETE FROM "MatchJournal" WHERE "matchID" = $1 AND "stateID" <= $2',
        values: [matchID, stateID],
      });
    },
    close: () => pool.end(),
  };
}

// #endregion
