/**
 * The host-side guard boardgame.io 0.50's socket server needs: a connection acts only as
 * the seat it authenticated as.
 *
 * A client's move arrives as a socket `update` message, `[action, stateID, matchID,
 * playerID]`. boardgame.io's master checks the credentials in `action.payload` against
 * that `playerID` (and that this player may move now), but its reducer then runs the move
 * as `action.payload.playerID`, which nothing compares with it. So seat 0, with its own
 * credentials, could send a move whose payload names seat 1, and in a step that awaits
 * both, seat 1's orders would be taken from seat 0. The move cannot tell: boardgame.io
 * strips the credentials before the reducer, and gives the move only the payload's
 * `playerID`. The one place both values are seen is the socket, before the master: this
 * guard refuses there every `update` whose payload names another seat than the message.
 *
 * It needs nothing of boardgame.io's code (the transport is matched structurally), so
 * boardgame.io stays an optional peer.
 */
import type { IssueBase } from '../kernel/issue.js';

/** A move refused because its payload names another seat than the one its message authenticated. */
export interface SeatRefusal extends IssueBase<'seat/not-authenticated'> {
  /** The game's id (the socket namespace). */
  readonly game: string;
  /** The match the message was for. */
  readonly matchID: unknown;
  /** The seat whose credentials the message carries (boardgame.io checks them against it). */
  readonly playerID: unknown;
  /** The seat the move's payload claims to act as. */
  readonly claimed: unknown;
}

/** What {@link guardSeats} takes besides the transport. */
export interface SeatGuardOptions {
  /** Called with each refused message, for the host's log; the client is told nothing (as for boardgame.io's own refusals). */
  readonly onRefused?: ((refusal: SeatRefusal) => void) | undefined;
}

/** The part of a socket.io socket the guard uses: its middleware for incoming messages. */
interface GuardedSocket {
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
}

/** The part of boardgame.io's app the guard reads after the transport is set up: socket.io's server. */
interface SocketApp {
  readonly _io?: {
    of(name: string): { on(event: 'connection', listener: (socket: GuardedSocket) => void): unknown };
  };
}

/** A transport in the shape of boardgame.io's `SocketIO` (of `boardgame.io/server`). */
export interface SocketTransport {
  /**
   * Sets the transport up on boardgame.io's app for its games (boardgame.io's `Server`
   * calls it). A method, so that boardgame.io's own, with its own types, is assignable.
   */
  init(app: unknown, games: readonly unknown[], ...rest: unknown[]): void;
}

/** The message of a refusal. */
const refusalMessage = (playerID: unknown, claimed: unknown): string =>
  `a move sent with the credentials of seat ${JSON.stringify(playerID)} claimed seat ${JSON.stringify(claimed)}`;

/**
 * Looks at one incoming socket message: an `update` passes only when its payload's
 * `playerID` is the message's own (the one boardgame.io authenticates). Other messages
 * (`sync`, `chat`) are authenticated by boardgame.io against the seat they name, and pass.
 */
export function checkSeat(game: string, packet: readonly unknown[]): SeatRefusal | null {
  if (packet[0] !== 'update') return null;
  const [, action, , matchID, playerID] = packet;
  const payload = (action as { payload?: { playerID?: unknown } } | null | undefined)?.payload;
  const claimed = payload?.playerID;
  if (claimed === playerID) return null;
  return {
    code: 'seat/not-authenticated',
    path: ['payload', 'playerID'],
    message: refusalMessage(playerID, claimed),
    game,
    matchID,
    playerID,
    claimed,
  };
}

/**
 * The transport, with every connection of every game guarded ({@link checkSeat}): a move
 * whose payload names another seat than its message is dropped before boardgame.io's
 * master sees it, so it changes nothing and nobody is sent anything. The transport given
 * is not changed; the one returned delegates everything else to it.
 * @example
 * ```ts
 * const transport = guardSeats(new SocketIO(), { onRefused: (r) => console.warn(r.message) });
 * Server({ games, transport }); // SocketIO and Server of boardgame.io/server
 * ```
 */
export function guardSeats<T extends SocketTransport>(transport: T, options: SeatGuardOptions = {}): T {
  const init: SocketTransport['init'] = (app, games, ...rest) => {
    transport.init(app, games, ...rest);
    const io = (app as SocketApp)._io;
    // Without socket.io's server the guard cannot stand: refuse to serve rather than serve unguarded.
    if (io === undefined)
      throw new Error('simulturn/boardgame.io: guardSeats found no socket.io server on the app after init');
    for (const game of games as readonly { readonly name: string }[]) {
      const name = game.name;
      // Middleware added on connection runs before every message's listeners, boardgame.io's included.
      io.of(name).on('connection', (socket) =>
        socket.use((packet, next) => {
          const refusal = checkSeat(name, packet);
          if (refusal === null) return next();
          // Not next(err): socket.io would emit 'error' on the socket, which throws without a listener.
          options.onRefused?.(refusal);
        }),
      );
    }
  };
  return Object.create(transport, { init: { value: init, writable: true } }) as T;
}
