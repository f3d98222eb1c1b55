/**
 * boardgame.io's socket transport for matches of many seats: each message goes to the
 * seats it concerns, with only what concerns them.
 *
 * boardgame.io 0.50's `SocketIO` sends every seat a full update after every move (each
 * seat's `G` made by `playerView`), and every seat the list of every player whenever a
 * seat connects or leaves; each message carries `ctx`'s maps with an entry per seat. In a
 * match of N seats where every seat sends orders once a step, a step costs N² messages of
 * N entries. This transport keeps boardgame.io's master (its reducer, storage and
 * credentials, its per-match queue of moves) and changes only who is sent what:
 *
 * - `acknowledge: 'sender'`: a move that leaves the step open (boardgame.io's turn goes on)
 *   is sent to the seat that made it alone, as its acknowledgement; the move that closes the
 *   step, and the end of the game, go to every seat. `'everyone'` is boardgame.io's way.
 * - `connections: 'quiet'`: a seat's connecting or leaving is sent to nobody (each seat
 *   learns who is connected when it connects). `'broadcast'` is boardgame.io's way.
 * - `seatMaps: 'own'`: a seat is sent its own entries of `ctx`'s per-seat maps, its own
 *   moves of the log, its own entry of the players, and the first state as its own seat's
 *   view of it ({@link ownContext}). `'all'` sends them whole, as boardgame.io does.
 * - `kept`: when given, a message waits until the state it shows is kept (a storage that
 *   writes after answering, such as {@link journalStorage}, says when): a seat is never
 *   told that orders were taken before they would survive the server. A move that may
 *   close the step ({@link closesStep}) then waits until the acknowledgements already due
 *   have gone out: the step's resolution holds the event loop for a while (every seat's
 *   turn and view), and the last moves' acknowledgements would otherwise wait behind it.
 *
 * Its seats' `G` is still the game's `playerView` (the adapter's {@link SeatState}), and
 * chat goes to every seat. It runs one server: moves are queued per match in this process
 * (as boardgame.io's own transport does), and its pub-sub for several servers is not used.
 *
 * boardgame.io stays an optional peer: its `Master` and `getFilterPlayerView` are given by
 * the host, and its transport is matched structurally (its socket.io server, `app._io`).
 */

import { directOrders, type MoveAuth, type MoveStorage, type ProcessedGame } from './direct-orders.js';
import { closesStep } from './match-state.js';
import type { SocketTransport } from './seat-guard.js';
import { ownContext, ownLog, ownPlayers, playOrderPositions, type SeatID } from './seat-maps.js';
import { jsonPatch, statePatch } from './state-patch.js';

export { closesStep };

/** What boardgame.io's master sends through a transport. */
export interface TransportData {
  /** The message's kind: `'update'`, `'patch'`, `'sync'`, `'matchData'` or `'chat'`. */
  readonly type: string;
  /** The message's content, the match's id first (then a state, a sync, metadata or a chat message, by kind). */
  readonly args: readonly unknown[];
}

/** The transport boardgame.io's master is given: one client's, or all of a match's. */
export interface MasterTransport {
  /** Sends a message to one seat's connections (the answer to its sync, say). */
  send(data: TransportData & { readonly playerID: SeatID }): void;
  /** Sends a message to every connection of the match; the transport decides who is really sent what. */
  sendAll(data: TransportData): void;
}

/** boardgame.io's `Master` (of `boardgame.io/master`), as far as the transport calls it. */
export interface MasterLike {
  /** Runs a seat's move (or event) against state `stateID` of the match, stores the new state and sends it. */
  onUpdate(action: unknown, stateID: number, matchID: string, playerID: string): Promise<unknown>;
  /** Answers a seat that (re)connects with the match's latest state and log. */
  onSync(matchID: string, playerID: SeatID, credentials?: string, numPlayers?: number): Promise<unknown>;
  /** Records in the match's metadata that a seat connected or left, and sends the metadata. */
  onConnectionChange(
    matchID: string,
    playerID: SeatID,
    credentials: string | undefined,
    connected: boolean,
  ): Promise<unknown>;
  /** Sends a seat's chat message to the match, once its credentials are checked. */
  onChatMessage(matchID: string, chatMessage: unknown, credentials: string | undefined): Promise<unknown>;
}

/** The parts of boardgame.io the transport runs on, given by the host. */
export interface BoardgameServerParts {
  /** `Master` of `boardgame.io/master`. */
  readonly Master: {
    /** Makes a master for one game, on the server's storage and auth, sending through `transport`. */
    new (game: never, storage: never, transport: MasterTransport, auth?: never): MasterLike;
  };
  /** `getFilterPlayerView` of `boardgame.io/internal`: a seat's copy of a message (its `G`, the log redacted). */
  readonly getFilterPlayerView: (game: never) => (playerID: SeatID, data: never) => TransportData;
}

/** How the transport sends (each with boardgame.io's way as the other value). */
export interface SeatTransportOptions {
  /** Who is sent a move that leaves the step open: its seat (default), or every seat. */
  readonly acknowledge?: 'sender' | 'everyone';
  /** Who is sent a seat's connecting or leaving: nobody (default), or every seat. */
  readonly connections?: 'quiet' | 'broadcast';
  /** What a seat is sent of the per-seat bookkeeping: its own entries (default), or all. */
  readonly seatMaps?: 'own' | 'all';
  /**
   * How a seat's acknowledgement is sent: as what changed since the last state it was sent
   * (`'patch'`, the default: boardgame.io's `patch` message, a few hundred bytes: its
   * orders, that it has sent), or as its whole state again (`'update'`, its view and report
   * included, as boardgame.io sends every message).
   */
  readonly acknowledgement?: 'patch' | 'update';
  /**
   * Where a seat's acknowledgement carries the orders it sent: in its state's `G.orders` and
   * in the log entry of its move (`'twice'`, the default: boardgame.io leaves a seat its own
   * moves' arguments), or in `G.orders` alone (`'once'`: the acknowledgement's log entry of
   * the seat's own move has its arguments left out, null, as every other seat's copy of a
   * move has them). A sync, and the message closing the step, still carry them whole.
   */
  readonly acknowledgedOrders?: 'twice' | 'once';
  /**
   * Who takes a seat's orders that leave the step open: boardgame.io's master (`'master'`,
   * the default: its redux store, flow and plugins for every move), or the transport itself
   * (`'direct'`: the adapter's move run on the `G` in memory, the master's state, log entry
   * and writes made without the master; `directOrders`). A move that may close the
   * step, or anything else, still goes to the master. For the adapter's games on an
   * asynchronous storage (the journal's); with another game or storage it changes nothing.
   */
  readonly orders?: 'master' | 'direct';
  /** Resolves once state `stateID` of a match is kept; messages showing it wait until then. */
  readonly kept?: ((matchID: string, stateID: number) => Promise<void>) | undefined;
  /** What boardgame.io's master failed on (a move, a sync: its storage refused, say); default: `console.error`. */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** A socket.io socket, as far as the transport uses it. */
interface Socket {
  readonly id: string;
  on(event: string, listener: (...args: never[]) => unknown): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** The part of boardgame.io's app the transport reads once the base transport is set up. */
interface ServerApp {
  readonly context: { readonly db: unknown; readonly auth?: unknown };
  readonly _io?: {
    of(name: string): {
      removeAllListeners(event: string): unknown;
      on(event: 'connection', listener: (socket: Socket) => void): unknown;
    };
  };
}

/** A boardgame.io game config, as far as the transport reads it (the processed config boardgame.io gives `init`). */
interface ServedGame {
  readonly name: string;
  readonly playerView?: (context: { G: unknown; ctx: unknown; playerID: SeatID }) => unknown;
}

/** A state as boardgame.io's master sends it (an `update` message's), as far as the transport reads it. */
export interface SentState {
  /** boardgame.io's count of the match's states: what a seat's next patch is made from. */
  readonly _stateID: number;
  /** boardgame.io's context, read to tell whether the step goes on. */
  readonly ctx: {
    /** boardgame.io's turn: a simulturn step. */
    readonly turn?: number;
    /** Set once the game has ended: every seat is then told. */
    readonly gameover?: unknown;
    /** Every seat, in boardgame.io's order of play. */
    readonly playOrder?: readonly string[];
  };
  /** The log entries of the move that made this state: who moved, and in which turn. */
  readonly deltalog?: readonly {
    /** The turn the entry was made in. */
    readonly turn?: number;
    /** The move, with the seat that made it. */
    readonly action?: {
      /** The move's content. */
      readonly payload?: {
        /** The seat that made the move. */
        readonly playerID?: unknown;
      };
    };
  }[];
}

/** A sync's information with its log cut to the seat's own moves. */
const ownSyncLog = (info: unknown, seat: SeatID): unknown => {
  const { log } = info as { log?: unknown[] };
  return log === undefined ? info : { ...(info as object), log: ownLog(log, seat) };
};

/**
 * An `update` message with its log's moves' arguments left out (null, as boardgame.io
 * redacts another seat's move): the seat's own orders are in its state's `G.orders`.
 */
const withoutOwnArgs = (data: TransportData): TransportData => {
  if (data.type !== 'update') return data;
  const [matchID, state, log] = data.args as [string, unknown, LogEntryArgs[] | undefined];
  if (log === undefined) return data;
  const redacted = log.map((e) =>
    e.action?.type === 'MAKE_MOVE' && e.action.payload !== undefined
      ? { ...e, action: { ...e.action, payload: { ...e.action.payload, args: null } } }
      : e,
  );
  return { type: 'update', args: [matchID, state, redacted] };
};

/** A log entry, as far as {@link withoutOwnArgs} reads it. */
interface LogEntryArgs {
  readonly action?: { readonly type?: string; readonly payload?: { readonly args?: unknown } };
}

/** A connected seat. */
interface Client {
  readonly socket: Socket;
  readonly matchID: string;
  readonly playerID: SeatID;
  readonly credentials: string | undefined;
}

/**
 * The seats whose moves `state` shows, when they left the step open (every entry of the
 * move's log made in the turn that goes on, the game not over); null when the move closed
 * the step, or ended the game, and every seat is to be told.
 */
export function openStepMovers(state: SentState): ReadonlySet<string> | null {
  if (state.ctx.gameover !== undefined) return null;
  const log = state.deltalog ?? [];
  if (log.length === 0 || log.some((e) => e.turn !== state.ctx.turn)) return null;
  return new Set(log.map((e) => String(e.action?.payload?.playerID)));
}

/**
 * `transport` (boardgame.io's `SocketIO`, of `boardgame.io/server`) with its connections
 * served as this module says. The transport given is not changed; the one returned sets
 * it up (its socket.io server), then serves every game's connections itself.
 * @example
 * ```ts
 * const { Server, SocketIO } = require('boardgame.io/server');
 * const { Master } = require('boardgame.io/master');
 * const { getFilterPlayerView } = require('boardgame.io/internal');
 * const transport = guardSeats(seatTransport(new SocketIO(), { Master, getFilterPlayerView }));
 * Server({ games, transport });
 * ```
 */
export function seatTransport<T extends SocketTransport>(
  transport: T,
  parts: BoardgameServerParts,
  options: SeatTransportOptions = {},
): T {
  const acknowledge = options.acknowledge ?? 'sender';
  const connections = options.connections ?? 'quiet';
  const seatMaps = options.seatMaps ?? 'own';
  const acknowledgement = options.acknowledgement ?? 'patch';
  const ordersOnce = options.acknowledgedOrders === 'once';
  const kept = options.kept;
  const ordersBy = options.orders ?? 'master';
  const onError =
    options.onError ??
    ((error: unknown) => console.error('simulturn/boardgame.io: the server failed on a message', error));

  const init: SocketTransport['init'] = (app, games, ...rest) => {
    transport.init(app, games, ...rest);
    const { _io: io, context } = app as ServerApp;
    if (io === undefined)
      throw new Error(
        'simulturn/boardgame.io: seatTransport found no socket.io server on the app after init',
      );

    // Each match's connected seats, by socket and by seat; each socket's match.
    const rooms = new Map<string, { all: Map<string, Client>; bySeat: Map<SeatID, Set<Client>> }>();
    const clients = new Map<string, Client>();
    // Each match's moves, one at a time; and its messages, in order, each once its state is kept.
    const moves = new Map<string, Promise<unknown>>();
    const deliveries = new Map<string, Promise<void>>();
    // The state each socket was last sent, and its id: what an acknowledgement is a patch of.
    const lastSent = new Map<string, { readonly stateID: number; readonly state: object }>();
    // Each match's latest `G` the master sent (before any seat's copy): whether the next move may close the step.
    const latestG = new Map<string, unknown>();

    const leave = (socketID: string) => {
      lastSent.delete(socketID);
      const client = clients.get(socketID);
      if (client === undefined) return;
      clients.delete(socketID);
      const room = rooms.get(client.matchID)!;
      room.all.delete(socketID);
      room.bySeat.get(client.playerID)?.delete(client);
      if (room.all.size === 0) {
        rooms.delete(client.matchID);
        latestG.delete(client.matchID);
      }
    };
    const join = (client: Client) => {
      clients.set(client.socket.id, client);
      let room = rooms.get(client.matchID);
      if (room === undefined) rooms.set(client.matchID, (room = { all: new Map(), bySeat: new Map() }));
      room.all.set(client.socket.id, client);
      let seat = room.bySeat.get(client.playerID);
      if (seat === undefined) room.bySeat.set(client.playerID, (seat = new Set()));
      seat.add(client);
    };
    /** Runs `task` after the match's earlier ones; the chain goes on whatever each gives. */
    const queued = <R>(
      chains: Map<string, Promise<unknown>>,
      matchID: string,
      task: () => Promise<R>,
    ): Promise<R> => {
      const run = (chains.get(matchID) ?? Promise.resolve()).then(task);
      const tail = run.then(
        () => {},
        () => {},
      );
      chains.set(matchID, tail);
      void tail.then(() => {
        if (chains.get(matchID) === tail) chains.delete(matchID);
      });
      return run;
    };

    // Each play order's positions, made once: a match's moves keep its `playOrder` array.
    const positions = new WeakMap<object, (id: string) => number>();
    const positionsOf = (ctx: { playOrder?: readonly string[] }) => {
      const order = ctx.playOrder;
      if (order === undefined) return () => -1;
      let at = positions.get(order);
      if (at === undefined) positions.set(order, (at = playOrderPositions(ctx)));
      return at;
    };

    for (const game of games as readonly ServedGame[]) {
      const bgioFilter = parts.getFilterPlayerView(game as never);
      const filter = (seat: SeatID, data: TransportData) => bgioFilter(seat, data as never);
      /** Sends `data` on `socket`, noting the state it holds from then on. */
      const emit = (socket: Socket, data: TransportData) => {
        const state =
          data.type === 'update'
            ? data.args[1]
            : data.type === 'sync'
              ? (data.args[1] as { state?: unknown }).state
              : undefined;
        if (typeof state === 'object' && state !== null) {
          // An older state sent after a newer one (a step's close made before a seat's sync)
          // is one boardgame.io's client ignores: the seat still holds the newer.
          const stateID = (state as { _stateID: number })._stateID;
          const last = lastSent.get(socket.id);
          if (last === undefined || stateID >= last.stateID) lastSent.set(socket.id, { stateID, state });
        }
        socket.emit(data.type, ...data.args);
      };
      /**
       * Sends a seat its acknowledgement: what changed since the state it was last sent, as
       * boardgame.io's `patch` message (its client applies it to the state it holds, which
       * must be that one), or the whole state when it holds none or patches are not wanted.
       */
      const acknowledgeSeat = (client: Client, data: TransportData) => {
        const copy = forSeat(client.playerID, data);
        const seat = ordersOnce ? withoutOwnArgs(copy) : copy;
        const last = lastSent.get(client.socket.id);
        if (acknowledgement === 'update' || last === undefined || seat.type !== 'update')
          return emit(client.socket, seat);
        const [matchID, state, log] = seat.args as [string, { _stateID: number }, unknown];
        if (state._stateID <= last.stateID) return emit(client.socket, seat);
        lastSent.set(client.socket.id, { stateID: state._stateID, state });
        client.socket.emit(
          'patch',
          matchID,
          last.stateID,
          state._stateID,
          jsonPatch(statePatch(last.state, state)),
          log,
        );
      };

      /** `data` as `seat` is sent it: boardgame.io's copy for the seat, then its own bookkeeping only. */
      const forSeat = (seat: SeatID, data: TransportData): TransportData => {
        if (seatMaps === 'all') return filter(seat, data);
        // The log is cut to the seat's own moves before boardgame.io redacts it entry by entry.
        const filtered =
          data.type === 'sync'
            ? filter(seat, { type: 'sync', args: [data.args[0], ownSyncLog(data.args[1], seat)] })
            : filter(seat, data);
        if (filtered.type === 'update') {
          const [matchID, state, log] = filtered.args as [string, { ctx: object }, unknown[] | undefined];
          const at = positionsOf(state.ctx);
          return {
            type: 'update',
            args: [matchID, { ...state, ctx: ownContext(state.ctx, seat, at) }, ownLog(log, seat)],
          };
        }
        if (filtered.type === 'sync') {
          const [matchID, info] = filtered.args as [
            string,
            {
              state: { ctx: object };
              log?: unknown[];
              filteredMetadata?: { id?: unknown }[];
              initialState?: { G: unknown; ctx: object };
            },
          ];
          const initial =
            info.initialState === undefined
              ? undefined
              : (filter(seat, { type: 'update', args: [matchID, info.initialState] }).args[1] as {
                  ctx: object;
                });
          return {
            type: 'sync',
            args: [
              matchID,
              {
                ...info,
                state: { ...info.state, ctx: ownContext(info.state.ctx, seat, positionsOf(info.state.ctx)) },
                filteredMetadata: ownPlayers(info.filteredMetadata, seat),
                ...(initial === undefined
                  ? {}
                  : {
                      initialState: {
                        ...initial,
                        ctx: ownContext(initial.ctx, seat, positionsOf(initial.ctx)),
                      },
                    }),
              },
            ],
          };
        }
        return filtered;
      };

      /**
       * Sends a match's message to the seats it concerns, once the state it shows is kept:
       * a move that leaves the step open to its seat, a refused move (nothing changed) to the
       * socket that sent it, anything else to every seat.
       */
      const deliver = (matchID: string, data: TransportData, sender: Socket) => {
        if (data.type === 'matchData' && connections === 'quiet') return;
        const state = data.type === 'update' ? (data.args[1] as SentState) : undefined;
        if (state !== undefined) latestG.set(matchID, (state as { G?: unknown }).G);
        const unchanged = state !== undefined && (state.deltalog ?? []).length === 0;
        const movers =
          state === undefined || acknowledge === 'everyone' || unchanged ? null : openStepMovers(state);
        const send = () => {
          const room = rooms.get(matchID);
          if (room === undefined) return;
          if (unchanged && acknowledge === 'sender') {
            const client = clients.get(sender.id);
            if (client !== undefined && client.matchID === matchID)
              emit(sender, forSeat(client.playerID, data));
            return;
          }
          if (movers !== null) {
            for (const seat of movers) for (const c of room.bySeat.get(seat) ?? []) acknowledgeSeat(c, data);
            return;
          }
          for (const c of room.all.values()) emit(c.socket, forSeat(c.playerID, data));
        };
        if (kept === undefined || state === undefined) {
          send();
          return;
        }
        const stateID = state._stateID;
        // Every seat's message (its view: most of a step's work) is made while the state is
        // being written, a turn of the event loop from now, once the write has been asked for.
        const made =
          movers === null && !unchanged
            ? new Promise<[Client, TransportData][]>((resolve) =>
                setImmediate(() => {
                  const room = rooms.get(matchID);
                  resolve(
                    room === undefined
                      ? []
                      : [...room.all.values()].map((c) => [c, forSeat(c.playerID, data)]),
                  );
                }),
              )
            : undefined;
        // A state that is never kept (its write failed) is shown to nobody; the storage reports why.
        queued(deliveries, matchID, async () => {
          const messages = await made;
          await kept(matchID, stateID);
          if (messages === undefined) send();
          else
            for (const [c, message] of messages) if (clients.get(c.socket.id) === c) emit(c.socket, message);
        }).catch(() => {});
      };

      const api = (matchID: string, socket: Socket): MasterTransport => ({
        send: ({ playerID, ...data }) => emit(socket, forSeat(playerID, data)),
        sendAll: (data) => deliver(matchID, data, socket),
      });
      const master = (matchID: string, socket: Socket) =>
        new parts.Master(game as never, context.db as never, api(matchID, socket), context.auth as never);
      // Orders that leave the step open, taken without the master when asked for (null: never).
      const direct =
        ordersBy === 'direct'
          ? directOrders(
              game as ProcessedGame,
              context.db as MoveStorage,
              context.auth as MoveAuth | undefined,
            )
          : null;

      const nsp = io.of(game.name);
      // boardgame.io's own listeners (set up by the base transport) are replaced by these.
      nsp.removeAllListeners('connection');
      nsp.on('connection', (socket) => {
        socket.on('update', (action: unknown, stateID: number, matchID: string, playerID: string) =>
          queued(moves, matchID, async () => {
            // A turn of the event loop between moves: with storage answering from memory, a
            // queue of a thousand moves would otherwise run as one task, and no socket (no
            // heartbeat, no acknowledgement) would be served until its end.
            await new Promise((resolve) => setImmediate(resolve));
            // Before a move that may close the step, the acknowledgements already due go out
            // (each waits for its state to be kept: a write or two): the close then holds
            // the event loop with no seat's acknowledgement behind it.
            if (kept !== undefined && closesStep(latestG.get(matchID))) {
              await deliveries.get(matchID);
              await new Promise((resolve) => setImmediate(resolve));
            }
            if (direct !== null) {
              const sendAll = (data: TransportData) => deliver(matchID, data, socket);
              if (await direct(action, matchID, playerID, sendAll, Date.now)) return;
            }
            return master(matchID, socket).onUpdate(action, stateID, matchID, playerID);
          }).catch(onError),
        );
        socket.on('sync', (matchID: string, playerID: SeatID, credentials?: string, numPlayers?: number) => {
          leave(socket.id);
          const m = master(matchID, socket);
          void (async () => {
            const synced = (await m.onSync(matchID, playerID, credentials, numPlayers)) as
              | { error?: string }
              | undefined;
            if (synced?.error === 'unauthorized') return;
            join({ socket, matchID, playerID, credentials });
            await m.onConnectionChange(matchID, playerID, credentials, true);
          })().catch(onError);
        });
        socket.on('disconnect', () => {
          const client = clients.get(socket.id);
          leave(socket.id);
          if (client !== undefined)
            master(client.matchID, socket)
              .onConnectionChange(client.matchID, client.playerID, client.credentials, false)
              .catch(onError);
        });
        socket.on('chat', (matchID: string, chatMessage: unknown, credentials?: string) => {
          master(matchID, socket).onChatMessage(matchID, chatMessage, credentials).catch(onError);
        });
      });
    }
  };
  return Object.create(transport, { init: { value: init, writable: true } }) as T;
}
