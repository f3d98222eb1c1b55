/**
 * The host-side guard boardgame.io 0.50's socket server needs: a connection sends only its
 * own seat's moves, and only the game's moves.
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
 * And the master passes any action its reducer knows, not only moves, from a seat that may
 * move now: a client's event (`GAME_EVENT`: `endGame` ends the match, `setActivePlayers`
 * leaves only the sender to move, `endTurn` skips the step), `PATCH` (a JSON patch of the
 * whole state), `UPDATE`, `SYNC` and `RESET` (a whole new state), `UNDO`, `REDO`, `PLUGIN`;
 * and it finds a move with `name in moves`, so `toString` runs as one. A game's config
 * cannot refuse them all: the reducer never reads the config's `events` for a client's
 * event (they only choose what boardgame.io's `Client` offers), applies `PATCH` and
 * `UPDATE` without calling any hook of the game or its plug-ins, and `disableUndo` (which
 * the adapter sets) refuses only `UNDO` and `REDO`. The adapter's clients send only `MAKE_MOVE` of
 * `submitOrders` (its turns are ended and its active players set by its own move and hook,
 * on the server, which no message carries), so the guard refuses every other `update`.
 * That makes it a guard for simulturn's games: a game of boardgame.io's own whose clients
 * send events, or whose moves are declared in phases or stages only, is refused them.
 *
 * It needs nothing of boardgame.io's code (the transport is matched structurally), so
 * boardgame.io stays an optional peer.
 */
import type { IssueBase } from '../kernel/issue.js';

/** The action type of a move, the one kind of action a client may send (boardgame.io's `MAKE_MOVE`). */
const MAKE_MOVE = 'MAKE_MOVE';

/** What each refusal says besides where it was and who sent it, by code. */
export interface SeatRefusalData {
  /** A move whose payload names another seat than its message (boardgame.io authenticates the message's seat and runs the move as the payload's). */
  readonly 'seat/not-authenticated': {
    /** The seat the move's payload claims to act as. */
    readonly claimed: unknown;
  };
  /** An action that is not one of the game's moves: an event, an undo, a patch or a new state, or a move the game does not declare. */
  readonly 'seat/not-a-move': {
    /** The action's type (`GAME_EVENT`, `UNDO`, `PATCH`, …; `MAKE_MOVE` for a move the game does not declare). */
    readonly type: unknown;
    /** The name in the action's payload (the event's or the move's), if any. */
    readonly move: unknown;
    /** The moves the game declares: the only ones a client may send. */
    readonly moves: readonly string[];
  };
}

/** The code of a refusal. */
export type SeatRefusalCode = keyof SeatRefusalData;

/** A message the guard refused: where it was, who sent it, and why (its code, with that code's data). */
export type SeatRefusal = {
  readonly [C in SeatRefusalCode]: IssueBase<C> &
    SeatRefusalData[C] & {
      /** The game's id (the socket namespace). */
      readonly game: string;
      /** The match the message was for. */
      readonly matchID: unknown;
      /** The seat whose credentials the message carries (boardgame.io checks them against it). */
      readonly playerID: unknown;
    };
}[SeatRefusalCode];

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

/** The part of a boardgame.io game config the guard reads: its id and its moves. */
export interface GuardedGame {
  /** The game's id: the socket namespace. */
  readonly name: string;
  /** The moves a client may send, by name (own properties only). */
  readonly moves?: object | undefined;
}

/** A value as a message writes it: as JSON, or `undefined`. */
const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));

/** The sentence of each refusal, from its seat and its data. */
const MESSAGES: { readonly [C in SeatRefusalCode]: (playerID: unknown, data: SeatRefusalData[C]) => string } =
  {
    'seat/not-authenticated': (playerID, { claimed }) =>
      `a move sent with the credentials of seat ${show(playerID)} claimed seat ${show(claimed)}`,
    'seat/not-a-move': (playerID, { type, move, moves }) =>
      `seat ${show(playerID)} sent ${show(type)}${move === undefined || move === null ? '' : ` ${show(move)}`}, ` +
      `not one of the game's moves (${moves.map(show).join(', ')}): a seat may only send its orders`,
  };

/** A refusal with its message. */
function refusal<C extends SeatRefusalCode>(
  code: C,
  path: readonly (string | number)[],
  where: { readonly game: string; readonly matchID: unknown; readonly playerID: unknown },
  data: SeatRefusalData[C],
): SeatRefusal {
  const message = (MESSAGES[code] as (playerID: unknown, data: SeatRefusalData[C]) => string)(
    where.playerID,
    data,
  );
  return { code, path, message, ...where, ...data } as SeatRefusal;
}

/**
 * Looks at one incoming socket message. An `update` passes only when its action is a move
 * the game declares (`MAKE_MOVE`, its name an own property of `game.moves`) and its
 * payload's `playerID` is the message's own (the one boardgame.io authenticates). Other
 * messages (`sync`, `chat`) are authenticated by boardgame.io against the seat they name,
 * change no match, and pass.
 */
export function checkSeat(game: GuardedGame, packet: readonly unknown[]): SeatRefusal | null {
  if (packet[0] !== 'update') return null;
  const [, action, , matchID, playerID] = packet;
  const where = { game: game.name, matchID, playerID };
  const sent = action as
    | { type?: unknown; payload?: { type?: unknown; playerID?: unknown } }
    | null
    | undefined;
  const moves = game.moves ?? {};
  const move = sent?.payload?.type;
  if (sent?.type !== MAKE_MOVE || typeof move !== 'string' || !Object.hasOwn(moves, move))
    return refusal('seat/not-a-move', sent?.type === MAKE_MOVE ? ['payload', 'type'] : ['type'], where, {
      type: sent?.type,
      move,
      moves: Object.keys(moves),
    });
  const claimed = sent.payload?.playerID;
  if (claimed === playerID) return null;
  return refusal('seat/not-authenticated', ['payload', 'playerID'], where, { claimed });
}

/**
 * The transport, with every connection of every game guarded ({@link checkSeat}): an
 * action that is not one of the game's moves, or a move whose payload names another seat
 * than its message, is dropped before boardgame.io's master sees it, so it changes nothing
 * and nobody is sent anything. The transport given is not changed; the one returned
 * delegates everything else to it.
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
    for (const game of games as readonly GuardedGame[]) {
      // Middleware added on connection runs before every message's listeners, boardgame.io's included.
      io.of(game.name).on('connection', (socket) =>
        socket.use((packet, next) => {
          const refused = checkSeat(game, packet);
          if (refused === null) return next();
          // Not next(err): socket.io would emit 'error' on the socket, which throws without a listener.
          options.onRefused?.(refused);
        }),
      );
    }
  };
  return Object.create(transport, { init: { value: init, writable: true } }) as T;
}
