/**
 * A seat's orders taken without boardgame.io's master, when they leave the step open.
 *
 * boardgame.io's `Master.onUpdate` makes a redux store, runs the game's flow and its
 * plugins (immer among them) for every move, then writes the state and metadata: about a
 * third of a millisecond a move in a match of a thousand seats, where a move of the
 * adapter's ({@link boardgameGame}) that leaves the step open changes nothing but `G` (the
 * orders added to the step's lists) and the state's count. {@link directOrders} makes the
 * state the master would make for such a move (the same `G`, the same log entry, the same
 * keys in the same order), sends it through the same transport, and writes it and the
 * metadata through the same storage calls, so that what is stored, and what a later load
 * or a restart reads back, is the master's. Anything else goes to the master: a move that
 * may close the step or end the game, one refused (the master refuses it again, and says
 * so its own way), an event, a game that is not the adapter's, a synchronous storage.
 *
 * It reads the game config boardgame.io made of the adapter's (its `flow`), matched
 * structurally: nothing of boardgame.io is imported.
 */
import { closesStep, isMatchState } from './match-state.js';

/** boardgame.io's value for a refused move. */
const INVALID_MOVE = 'INVALID_MOVE';

/** A move as a client sends it: boardgame.io's `MAKE_MOVE` action, with the seat's credentials. */
interface SentAction {
  readonly type?: unknown;
  readonly payload?: {
    readonly type?: unknown;
    readonly args?: unknown;
    readonly playerID?: unknown;
    readonly credentials?: unknown;
  };
}

/** The state boardgame.io keeps of a match, as far as a move reads it. */
interface StoredState {
  readonly G: unknown;
  readonly ctx: {
    readonly turn?: number;
    readonly phase?: unknown;
    readonly gameover?: unknown;
    readonly _activePlayersMaxMoves?: unknown;
  };
  readonly plugins?: Readonly<
    Record<string, { readonly data?: { readonly metadata?: unknown } | undefined }>
  >;
  readonly _stateID: number;
}

/** A long-form move as the adapter declares it. */
interface LongMove {
  readonly move: (context: object, ...args: unknown[]) => unknown;
  readonly redact?: unknown;
  readonly noLimit?: unknown;
  readonly ignoreStaleStateID?: unknown;
}

/** The game config boardgame.io made of the adapter's (`ProcessGameConfig`), as far as a move reads it. */
export interface ProcessedGame {
  /** boardgame.io's flow: who may move, and with which move. */
  readonly flow?: {
    isPlayerActive(G: unknown, ctx: unknown, playerID: string): boolean;
    getMove(ctx: unknown, name: string, playerID: string): unknown;
  };
  /** The game's end: the adapter's reads `G` alone. */
  readonly endIf?: (context: { G: unknown; ctx: unknown }) => unknown;
  /** Set when the game wants boardgame.io's `patch` messages (the adapter's does not). */
  readonly deltaState?: boolean;
  /** Set when the game keeps undo stacks (the adapter's does not). */
  readonly disableUndo?: boolean;
  /** The game's own plugins (the adapter has none). */
  readonly plugins?: readonly unknown[];
}

/** boardgame.io's asynchronous storage, as far as a move uses it. */
export interface MoveStorage {
  type(): number;
  fetch(
    matchID: string,
    options: { state?: boolean; metadata?: boolean },
  ): Promise<{
    state?: unknown;
    metadata?: unknown;
  }>;
  setState(matchID: string, state: unknown, deltalog?: unknown[]): Promise<void>;
  setMetadata(matchID: string, metadata: unknown): Promise<void>;
}

/** boardgame.io's `Auth`, as far as a move uses it. */
export interface MoveAuth {
  authenticateCredentials(context: {
    playerID: string;
    credentials: unknown;
    metadata: unknown;
  }): boolean | Promise<boolean>;
}

/** What the state is sent through: the transport's `sendAll`, as boardgame.io's master calls it. */
export type SendAll = (data: { readonly type: string; readonly args: readonly unknown[] }) => void;

/**
 * Takes a move of `playerID` on `matchID` if it is a seat's orders that leave the step
 * open: resolves true once it is taken as boardgame.io's master would take it (sent, then
 * written), false when nothing was done and the master is to take the message.
 */
export type TakeOrders = (
  action: unknown,
  matchID: string,
  playerID: string,
  sendAll: SendAll,
  now: () => number,
) => Promise<boolean>;

/** boardgame.io's `Type.ASYNC`: a storage whose calls are awaited. */
const ASYNC = 1;

/** The events a move may call: any call sends the move back to the master, which runs events. */
const noEvents = (called: { yes: boolean }) => {
  const call = () => {
    called.yes = true;
  };
  return { endTurn: call, setActivePlayers: call, endStage: call, setStage: call, endPhase: call };
};

/** The adapter's move of orders, as boardgame.io's flow gives it for the seat, or null. */
const ordersMove = (move: unknown): LongMove | null => {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as LongMove;
  // The adapter's move: redacted, counted by no one, indifferent to a stale state id.
  return typeof m.move === 'function' &&
    m.redact === true &&
    m.noLimit === true &&
    m.ignoreStaleStateID === true
    ? m
    : null;
};

/** boardgame.io's plugins that keep data in a state (its random numbers, its log's metadata, its events). */
const CORE_PLUGINS = ['random', 'log', 'events'];

type Plugins = NonNullable<StoredState['plugins']>;

/** Whether a state's plugins are boardgame.io's own and nothing else. */
const corePlugins = (plugins: StoredState['plugins']): plugins is Plugins =>
  plugins !== undefined &&
  Object.keys(plugins).length === CORE_PLUGINS.length &&
  CORE_PLUGINS.every((name) => Object.hasOwn(plugins, name));

/**
 * The plugins as boardgame.io leaves them after a move that used none of them: each its
 * data alone (a state the master gave back for a refused move still holds their APIs), the
 * log's data emptied, the random numbers' and the events' as they were; in their order.
 */
const flushed = (plugins: Plugins): Plugins => {
  const out: Record<string, { data?: { metadata?: unknown } | undefined }> = {};
  for (const name of Object.keys(plugins)) out[name] = { data: name === 'log' ? {} : plugins[name]!.data };
  return out;
};

/**
 * A {@link TakeOrders} for `game` (as boardgame.io processed it) on `storage`, its
 * credentials checked with `auth` (boardgame.io's, when the server has one), or null when
 * the game or the storage does not allow it (every move then goes to the master).
 */
export function directOrders(
  game: ProcessedGame,
  storage: MoveStorage,
  auth: MoveAuth | undefined,
): TakeOrders | null {
  const flow = game.flow;
  if (flow === undefined || game.deltaState === true || game.disableUndo !== true) return null;
  if ((game.plugins ?? []).length > 0) return null;
  if (typeof storage.type !== 'function' || storage.type() !== ASYNC) return null;

  return async (sent, matchID, playerID, sendAll, now) => {
    const credAction = sent as SentAction | null | undefined;
    const payload = credAction?.payload;
    if (credAction?.type !== 'MAKE_MOVE' || payload === undefined || typeof payload.type !== 'string')
      return false;
    // The master's checks, in its order: credentials, a state, the game going on, the seat active.
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (auth !== undefined) {
      const authentic = await auth.authenticateCredentials({
        playerID,
        credentials: payload.credentials,
        metadata,
      });
      if (!authentic) return false;
    }
    const { state: fetched } = await storage.fetch(matchID, { state: true });
    const state = fetched as StoredState | undefined;
    if (state === undefined || state.ctx.gameover !== undefined) return false;
    // Only the adapter's G, and only a move that leaves the step open.
    if (!isMatchState(state.G) || closesStep(state.G)) return false;
    if (state.ctx._activePlayersMaxMoves !== null && state.ctx._activePlayersMaxMoves !== undefined)
      return false;
    if (!flow.isPlayerActive(state.G, state.ctx, playerID)) return false;
    const move = ordersMove(flow.getMove(state.ctx, payload.type, playerID));
    if (move === null) return false;
    const plugins = state.plugins;
    if (!corePlugins(plugins)) return false;

    const args =
      payload.args === undefined ? [] : Array.isArray(payload.args) ? payload.args : [payload.args];
    const evented = { yes: false };
    let G: unknown;
    try {
      G = move.move({ G: state.G, ctx: state.ctx, playerID, events: noEvents(evented) }, ...args);
    } catch {
      // The master runs it again, and reports what it throws.
      return false;
    }
    // A refused move, one that called an event, or one that ends the game: the master's to take.
    if (G === INVALID_MOVE || evented.yes || !isMatchState(G)) return false;
    if (game.endIf?.({ G, ctx: state.ctx }) !== undefined) return false;

    // The log entry and the state as the master's reducer makes them (keys in its order).
    const { credentials: _credentials, ...action } = payload;
    const logEntry: Record<string, unknown> = {
      action: { ...credAction, payload: action },
      _stateID: state._stateID,
      turn: state.ctx.turn,
      phase: state.ctx.phase,
    };
    const logMetadata = plugins.log!.data?.metadata;
    if (logMetadata !== undefined) logEntry.metadata = logMetadata;
    logEntry.redact = true;
    const deltalog = [logEntry];
    const next = { ...state, deltalog, G, plugins: flushed(plugins), _stateID: state._stateID + 1 };
    sendAll({ type: 'update', args: [matchID, next] });

    // Then its writes, as the master makes them: the state without its log, the metadata touched.
    const { deltalog: _log, ...stateWithoutDeltalog } = next;
    const writes = [storage.setState(matchID, stateWithoutDeltalog, deltalog)];
    const md = metadata as { gameover?: unknown } | undefined;
    if (md && (md.gameover === undefined || md.gameover === null))
      writes.push(storage.setMetadata(matchID, { ...md, updatedAt: now() }));
    await Promise.all(writes);
    return true;
  };
}
