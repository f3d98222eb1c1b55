/**
 * Any simulturn game as a boardgame.io game config: a plain object, so the adapter needs
 * no code of boardgame.io's at run time (boardgame.io stays an optional peer; its types are
 * matched structurally, and a test checks the config against them).
 *
 * - Setup: the game's `setup`, from the options in `setupData.options` (else the adapter's
 *   `options`, else the game's `readOptions({ players })`) and a seed made of a public
 *   part and the server's secret ({@link matchSeed}).
 * - K1: a step that awaits several players makes them boardgame.io's active players (each
 *   in a stage named after the kind of orders); a step that awaits one makes that player
 *   the current player. Each step is one boardgame.io turn. A seat sends one set of orders
 *   a step: the move refuses a second (boardgame.io counts no moves, `noLimit`).
 * - Orders are one move, `submitOrders(orders, step?)`, checked with the game's
 *   `checkOrders` (refused with `INVALID_MOVE`); the step is resolved when every awaited
 *   player's orders have arrived, with their arrival order as the K2 envelope.
 * - Clients see only what `playerView` gives: the game's own `view` for their player,
 *   their own orders and report. Other players' orders are redacted from the log.
 * - `endIf` is the game's `outcome` (K9), which boardgame.io puts in `ctx.gameover`.
 */
import type { AnyGame, GameOutcome } from '../kernel/game/contract.js';
import { formatPath, type IssueBase } from '../kernel/issue.js';
import {
  asJson,
  isMatchState,
  MATCH_STATE_TAG,
  type MatchSetup,
  type MatchState,
  pendingOrders,
  type ResolvedStep,
  type SeatState,
} from './match-state.js';
import { stateCache } from './state-cache.js';
import { grown } from './state-patch.js';

/** boardgame.io's value for a refused move (`INVALID_MOVE` of `boardgame.io/core`), written here so that nothing of boardgame.io is imported. */
export const INVALID_MOVE = 'INVALID_MOVE';

/** What the adapter takes besides the game. */
export interface BoardgameOptions {
  /**
   * A secret only the server knows, mixed into every match's seed ({@link matchSeed}).
   * boardgame.io sends every client the match's first `G` and its own generator's seed
   * unfiltered, so a seed made from them alone would let any client remake the game's
   * hidden start and its dice. Keep it stable: a match restored from storage is set up
   * again from it. Required wherever `setup` runs (a server, or a local game); a client
   * of a server never runs `setup` and may leave it out.
   */
  readonly secret?: string;
  /** The game's options for a number of players, when `setupData` gives none. */
  readonly options?: (numPlayers: number) => unknown;
  /** How many parsed states to keep, across matches (default 16). */
  readonly cacheSize?: number;
  /**
   * What a seat's {@link SeatState} lists of the other seats: `'all'` (the default) gives
   * every seat's player in `seats`, every awaited player in `awaited`, and every one of
   * them who has sent in `sent`; `'own'` gives only the seat's own player in each, where
   * it belongs (and `seats` empty), so that what a seat is sent does not grow with the
   * match: for matches of many seats. The default keeps what clients have been sent.
   */
  readonly seatLists?: 'all' | 'own';
  /**
   * What `G` keeps of what the last step told each player. `'stored'` (the default): every
   * seat's report, as JSON text (`G.reports`). `'derived'`: the step itself, the state it
   * was resolved from and its orders in their order of arrival (`G.lastStep`); the server
   * that resolved it keeps the reports it made in memory, and a server that reads the match
   * back makes them again, once, by resolving the step again (a step's resolution is pure
   * and deterministic; one that does not give the stored state again is an error, not a
   * report). For matches of many seats: a Harvester step of a thousand players tells them
   * 12.1 MB of reports, where its state is 1.4 MB, and the state written at every close
   * shrinks to about a fifth. The default stores them: a stored `G` then tells its players
   * what they were told whatever version of the game reads it back, and with a few seats
   * the reports weigh less than the second copy of the state. A `G` written either way is
   * read either way.
   */
  readonly reports?: 'stored' | 'derived';
}

/** What a match may be created with (boardgame.io's `setupData`). */
export interface SetupData {
  /** The public part of the seed; without it one is drawn from boardgame.io's generator. */
  readonly seed?: string;
  /** The options for the game's `setup`; without them the adapter's or the game's defaults. */
  readonly options?: unknown;
}

/** The part of boardgame.io's `ctx` the adapter reads. */
export interface TurnContext {
  /** How many seats the match has. */
  readonly numPlayers: number;
  /** The seats in turn order, by player id. */
  readonly playOrder: readonly string[];
  /** The position in `playOrder` of the current player. */
  readonly playOrderPos: number;
  /** The players who may move now, by id, with their stage; null when only the current player may. */
  readonly activePlayers: Readonly<Record<string, string>> | null;
}

/** The part of boardgame.io's events API the adapter calls. */
export interface TurnEvents {
  /** Ends the turn (the step was resolved). */
  endTurn?(): void;
  /** Sets the active players of a turn. */
  setActivePlayers?(
    arg: string[] | { value: Record<string, string>; minMoves?: number; maxMoves?: number },
  ): void;
}

/** The part of boardgame.io's generator the adapter draws a public seed from. */
export interface SeedSource {
  /** A number in [0, 1). */
  Number(): number;
}

/** The move of orders, in boardgame.io's long form. */
export interface OrdersMove {
  /** Takes a player's orders for the step; `step`, when given, must be the step whose orders are due. */
  readonly move: (
    context: { readonly G: MatchState; readonly playerID: string; readonly events: TurnEvents },
    orders: unknown,
    step?: number,
  ) => MatchState | typeof INVALID_MOVE;
  /** Other players' copies of the log get the move without its orders. */
  readonly redact: true;
  /** Clients hold views, not states: only the server runs the move. */
  readonly client: false;
  /** Orders of one step do not depend on each other: one player's arrival does not make another's stale. */
  readonly ignoreStaleStateID: true;
  /** boardgame.io counts no moves: a seat sends one set a step, which the move itself sees to. */
  readonly noLimit: true;
}

/** A simulturn game as a boardgame.io game config (assignable to boardgame.io's `Game<MatchState>`). */
export interface BoardgameGame {
  /** The game's id: the name in the lobby's routes. */
  readonly name: string;
  /** The match's first `G`. */
  readonly setup: (
    context: { readonly ctx: { readonly numPlayers: number }; readonly random: SeedSource },
    setupData?: SetupData,
  ) => MatchState;
  /** The lobby's check of `setupData`: a sentence on what is wrong, or undefined. */
  readonly validateSetupData: (setupData: SetupData | undefined, numPlayers: number) => string | undefined;
  /** The one move. */
  readonly moves: {
    /** A player's orders for the step. */
    readonly submitOrders: OrdersMove;
  };
  /** One turn per step. */
  readonly turn: {
    /** The first awaited player is the current player. */
    readonly order: {
      /** The position of the first player awaited at the first step. */
      readonly first: (context: { readonly G: MatchState; readonly ctx: TurnContext }) => number;
      /** The position of the first player awaited at the next step. */
      readonly next: (context: { readonly G: MatchState; readonly ctx: TurnContext }) => number;
    };
    /** Makes the awaited players of a simultaneous step the active players. */
    readonly onBegin: (context: {
      readonly G: MatchState;
      readonly ctx: TurnContext;
      readonly events: TurnEvents;
    }) => void;
  };
  /** The game's outcome once it is over. */
  readonly endIf: (context: { readonly G: MatchState }) => GameOutcome | undefined;
  /** What a client receives instead of `G`. */
  readonly playerView: (context: {
    readonly G: MatchState | SeatState;
    readonly playerID: string | null;
  }) => SeatState;
  /** No undo: a step's orders are final once sent. */
  readonly disableUndo: true;
}

/**
 * The seed the game is set up with: the public part and the server's secret. Exported so
 * that a host can set up the same game with the contract directly (to check a match, or
 * to replay it); a client, which lacks the secret, cannot.
 */
export function matchSeed(publicSeed: string, secret: string): string {
  return `${publicSeed}\u0000${secret}`;
}

/**
 * `g` with its own values as they are, not as immer's proxies of them. boardgame.io runs
 * every move and hook on an immer draft of `G`, and reading a draft goes through a proxy
 * for every key and makes a proxy of every value read: spreading the map of a thousand
 * seats' orders made a thousand proxies, which immer then walked again to finish the move.
 * immer's draft answers `getOwnPropertyDescriptor` with the value itself, so copying the
 * draft's few keys that way gives plain objects below them; for a plain `G` it is a
 * shallow copy. The adapter never writes to the draft: its move returns a new `G`.
 */
export function plainG<T extends object>(g: T): T {
  const out: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(g)) out[key] = Reflect.getOwnPropertyDescriptor(g, key)?.value;
  return out as T;
}

/** How many states' views {@link boardgameGame} keeps: the step's, and the one before. */
const VIEWED_STATES = 2;

/** `value` (plain JSON) with every object in it frozen. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

const sentence = (issues: readonly IssueBase[]): string =>
  issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('; ');

/**
 * `game` as a boardgame.io game config.
 * @example
 * ```ts
 * const config = boardgameGame(CORPORATE_WAR, { secret: process.env.MATCH_SECRET! });
 * Server({ games: [config] }); // boardgame.io/server
 * ```
 */
export function boardgameGame(game: AnyGame, settings: BoardgameOptions = {}): BoardgameGame {
  const states = stateCache<unknown>(settings.cacheSize ?? 16);

  /** The options for a match, or the sentence saying why there are none. */
  const optionsFor = (
    setupData: SetupData | undefined,
    numPlayers: number,
  ): { options: unknown } | string => {
    if (setupData?.options !== undefined) return { options: setupData.options };
    if (settings.options !== undefined) return { options: settings.options(numPlayers) };
    if (game.readOptions === undefined) return `${game.id} needs its options in setupData.options`;
    const read = game.readOptions({ players: String(numPlayers) });
    return read.ok ? { options: read.value } : sentence(read.error);
  };

  const secret = (): string => {
    if (settings.secret === undefined)
      throw new Error(
        `simulturn/boardgame.io: ${game.id} was made without a secret; a server (or a local game) must pass { secret }`,
      );
    return settings.secret;
  };

  /** The game set up for a match, or the sentence saying why it cannot be. */
  const setUp = (setup: MatchSetup, numPlayers: number): { state: unknown } | string => {
    const made = game.setup(setup.options, matchSeed(setup.seed, secret()));
    if (!made.ok) return sentence(made.error);
    const seats = game.players(made.value).length;
    if (seats !== numPlayers) return `the options give ${seats} seats, the match has ${numPlayers}`;
    return { state: made.value };
  };

  /** What stands for a match's state: its text, or its setup before the first orders. */
  const setupKey = (setup: MatchSetup): string => `setup\u0000${JSON.stringify(setup)}`;
  const keyOf = (g: MatchState): string => g.state ?? setupKey(g.setup);

  /** {@link setUp}, its state kept where {@link stateOf} looks for a match's first state. */
  const setUpKept = (setup: MatchSetup, numPlayers: number): { state: unknown } | string => {
    let failed: string | undefined;
    const key = setupKey(setup);
    const state = states.get(key, () => {
      const made = setUp(setup, numPlayers);
      if (typeof made === 'string') failed = made;
      return typeof made === 'string' ? undefined : made.state;
    });
    if (failed !== undefined || state === undefined) {
      states.forget(key);
      return failed ?? `${game.id} could not be set up`;
    }
    return { state };
  };

  /** The simulturn state of a match: parsed from `G`, or set up again before the first orders. */
  const stateOf = (g: MatchState): unknown =>
    g.state !== null
      ? states.get(g.state, () => {
          const parsed = game.parse(g.state!);
          // The server wrote this text itself: a failure is a bug or a corrupted store.
          if (!parsed.ok) throw new Error(`simulturn/boardgame.io: stored state: ${sentence(parsed.error)}`);
          return parsed.value;
        })
      : states.get(keyOf(g), () => {
          const made = setUp(g.setup, g.seats.length);
          if (typeof made === 'string') throw new Error(`simulturn/boardgame.io: ${made}`);
          return made.state;
        });

  // Each seat's view of a state, made once (as JSON) and kept by the state's key: boardgame.io
  // asks for a seat's `G` whenever it sends that seat anything, and within a step the state
  // does not change (only the orders that have arrived do), so a step costs one view per seat,
  // not one per seat per message. The views of the last VIEWED_STATES states are kept: the
  // step's, and the one before for a seat still being sent it.
  const views = stateCache<Map<string, unknown>>(VIEWED_STATES);
  const viewOf = (g: MatchState, player: string): unknown => {
    const byPlayer = views.get(keyOf(g), () => new Map());
    let view = byPlayer.get(player);
    if (view === undefined) {
      // Frozen: every message to the seat shares it, and an in-process client receives it as is.
      view = deepFreeze(asJson(game.view(stateOf(g), player)));
      byPlayer.set(player, view);
    }
    return view;
  };

  /** The match's `G` for a state, with what the last step told its players (or the step, to tell them again). */
  const matchState = (
    base: Pick<MatchState, 'game' | 'seats' | 'setup'>,
    state: unknown,
    text: string | null,
    told: Pick<MatchState, 'reports' | 'publicReport'> & { readonly lastStep: ResolvedStep | undefined },
  ): MatchState => {
    const { players, kind } = game.awaiting(state);
    return {
      format: MATCH_STATE_TAG,
      game: base.game,
      seats: base.seats,
      setup: base.setup,
      state: text,
      step: game.step(state),
      kind,
      awaited: [...players],
      arrival: [],
      received: [],
      reports: told.reports,
      // Only when derived: a G that stores its reports keeps the keys it always had.
      ...(told.lastStep === undefined ? {} : { lastStep: told.lastStep }),
      publicReport: told.publicReport,
      outcome: asJson(game.outcome(state)) as GameOutcome | null,
    };
  };

  // Whether a player is awaited, by a set made once per step's `awaited` list.
  const awaitedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
  const isAwaited = (g: MatchState, player: string): boolean => {
    let set = awaitedSets.get(g.awaited);
    if (set === undefined) awaitedSets.set(g.awaited, (set = new Set(g.awaited)));
    return set.has(player);
  };
  // Where each player's orders are in `arrival`, one map a step (kept by the step's `awaited`
  // list): a move appends, so every `G` of the step agrees with it; each answer is checked
  // against `arrival` itself, and a `G` the map does not know (read back from storage) is
  // looked up and noted.
  const arrivals = new WeakMap<readonly string[], Map<string, number>>();
  const arrivalsOf = (g: MatchState) => {
    let at = arrivals.get(g.awaited);
    if (at === undefined) arrivals.set(g.awaited, (at = new Map()));
    return at;
  };
  const arrivedAt = (g: MatchState, player: string): number => {
    const at = arrivalsOf(g);
    const i = at.get(player);
    if (i !== undefined && g.arrival[i] === player) return i;
    const found = g.arrival.indexOf(player);
    if (found >= 0) at.set(player, found);
    return found;
  };
  const noteArrival = (g: MatchState, player: string, index: number) => arrivalsOf(g).set(player, index);
  /** The step's orders in arrival order (from a `G` of an earlier version: its map by player). */
  const receivedOf = (g: MatchState): readonly unknown[] => {
    if (g.received !== undefined) return g.received;
    const legacy = pendingOrders(g);
    return g.arrival.map((p) => legacy[p]);
  };
  const ordersOf = (g: MatchState, player: string): unknown => {
    const i = arrivedAt(g, player);
    return i < 0 ? null : (receivedOf(g)[i] ?? null);
  };

  /**
   * The first state's text, written into `G` by the first orders: the state parsed and the
   * views made from its setup stay the ones kept for it (the same views, not new copies).
   */
  const firstText = (g: MatchState, state: unknown): string => {
    const text = game.serialize(state);
    states.get(text, () => state);
    const made = views.get(keyOf(g), () => new Map());
    views.get(text, () => made);
    return text;
  };

  /** Every player's report of a resolved step, as JSON text. */
  const reportTexts = (resolved: ReturnType<AnyGame['resolve']>): Record<string, string> => {
    const texts: Record<string, string> = {};
    for (const [p, report] of Object.entries(game.reports(resolved)))
      texts[p] = JSON.stringify(report) ?? 'null';
    return texts;
  };

  // A step's reports when G holds the step, not its reports (`reports: 'derived'`). Kept by
  // the step's record, which every G of the next step shares (the server that resolved it
  // notes the reports it made), for as long as a G holds it. Those made again for a G read
  // back are also kept by the state's text, for a storage that reads G anew for every move
  // (a new record each time), the last VIEWED_STATES only (a thousand seats' reports are
  // megabytes); a text is checked against the step it was made from, since two steps may
  // end in the same state and tell their players different things.
  const toldByStep = new WeakMap<ResolvedStep, Readonly<Record<string, string>>>();
  const toldByState = stateCache<{ step: ResolvedStep; told: Readonly<Record<string, string>> }>(
    VIEWED_STATES,
  );
  const ordersTexts = new WeakMap<ResolvedStep, string>();
  const ordersText = (step: ResolvedStep): string => {
    let text = ordersTexts.get(step);
    if (text === undefined) ordersTexts.set(step, (text = JSON.stringify([step.arrival, step.received])));
    return text;
  };
  const sameStep = (a: ResolvedStep, b: ResolvedStep): boolean =>
    a === b || (a.from === b.from && ordersText(a) === ordersText(b));
  /** The step resolved again from its record: its reports, once it gives the stored state again. */
  const resolveAgain = (g: MatchState, step: ResolvedStep) => {
    const before = stateOf({ ...g, state: step.from });
    const orders = Object.fromEntries(step.arrival.map((p, i) => [p, step.received[i]]));
    const resolved = game.resolve(before, orders, { arrival: step.arrival });
    // The server wrote both texts itself: another state is another version of the game's
    // rules, or a corrupted store, and its reports would not be what the players were told.
    if (game.serialize(resolved.state) !== g.state)
      throw new Error(
        `simulturn/boardgame.io: stored state: step ${game.step(before)} resolved again from its state and orders does not give the stored state, so its reports cannot be made again`,
      );
    return { step, told: reportTexts(resolved) };
  };
  const derivedReports = (g: MatchState, step: ResolvedStep): Readonly<Record<string, string>> => {
    const known = toldByStep.get(step);
    if (known !== undefined) return known;
    const key = keyOf(g);
    let entry = toldByState.get(key, () => resolveAgain(g, step));
    if (!sameStep(entry.step, step)) {
      toldByState.forget(key);
      entry = toldByState.get(key, () => resolveAgain(g, step));
    }
    toldByStep.set(step, entry.told);
    return entry.told;
  };
  /** What the last step told each player: stored in G, or made again from the step G holds. */
  const toldOf = (g: MatchState): Readonly<Record<string, unknown>> =>
    g.lastStep === undefined ? g.reports : derivedReports(g, g.lastStep);

  // Each seat's report, read from its text once a state (and frozen), like its view.
  const reports = stateCache<Map<string, unknown>>(VIEWED_STATES);
  const reportOf = (g: MatchState, player: string): unknown => {
    const told: unknown = toldOf(g)[player];
    if (told === undefined) return null;
    // A G of an earlier version held the report itself.
    if (typeof told !== 'string') return told;
    const byPlayer = reports.get(keyOf(g), () => new Map());
    let report = byPlayer.get(player);
    if (report === undefined) byPlayer.set(player, (report = deepFreeze(JSON.parse(told))));
    return report;
  };

  /** A seat's lists with its own player only ({@link BoardgameOptions.seatLists} `'own'`). */
  const ownLists = (g: MatchState, player: string | null) => {
    const awaited = player !== null && isAwaited(g, player);
    return {
      seats: [] as string[],
      awaited: awaited ? [player] : [],
      sent: awaited && arrivedAt(g, player) >= 0 ? [player] : [],
    };
  };

  const position = (g: MatchState, ctx: TurnContext): number => {
    const first = g.awaited[0];
    const at = first === undefined ? -1 : ctx.playOrder.indexOf(String(g.seats.indexOf(first)));
    return at >= 0 ? at : ctx.playOrderPos;
  };

  return {
    name: game.id,
    // Public seed: boardgame.io's generator is seeded from the game's seed or its own, and its
    // seed reaches clients; the secret keeps the game's own seed from them.
    setup: ({ ctx, random }, setupData) => {
      const options = optionsFor(setupData, ctx.numPlayers);
      if (typeof options === 'string') throw new Error(`simulturn/boardgame.io: ${options}`);
      const seed =
        typeof setupData?.seed === 'string'
          ? setupData.seed
          : `bgio-${Math.floor(random.Number() * 2 ** 32).toString(36)}-${Math.floor(random.Number() * 2 ** 32).toString(36)}`;
      const setup: MatchSetup = { options: asJson(options.options), seed };
      // Kept by its setup: the first views and the first orders read it (a planet of a
      // thousand players takes a second or more to set up).
      const made = setUpKept(setup, ctx.numPlayers);
      if (typeof made === 'string') throw new Error(`simulturn/boardgame.io: ${made}`);
      const seats = game.players(made.state);
      // The first state is not stored: this G goes to every client as it is.
      return matchState({ game: game.id, seats: [...seats], setup }, made.state, null, {
        reports: {},
        publicReport: null,
        lastStep: undefined,
      });
    },
    validateSetupData: (setupData, numPlayers) => {
      if (setupData !== undefined && (typeof setupData !== 'object' || setupData === null))
        return 'setupData is an object such as { seed, options }';
      if (setupData?.seed !== undefined && typeof setupData.seed !== 'string')
        return 'setupData.seed is a string';
      const options = optionsFor(setupData, numPlayers);
      if (typeof options === 'string') return options;
      const made = setUpKept(
        { options: asJson(options.options), seed: setupData?.seed ?? 'check' },
        numPlayers,
      );
      return typeof made === 'string' ? made : undefined;
    },
    moves: {
      submitOrders: {
        move: ({ G: draft, playerID, events }, orders, step) => {
          const G = plainG(draft);
          const player = G.seats[Number(playerID)];
          if (player === undefined || !isAwaited(G, player) || arrivedAt(G, player) >= 0) return INVALID_MOVE;
          if (step !== undefined && step !== G.step) return INVALID_MOVE;
          const state = stateOf(G);
          const sent = asJson(orders);
          if (game.checkOrders(state, player, sent).issues.length > 0) return INVALID_MOVE;
          // Frozen, and the G made of them too: boardgame.io finishes every move under immer,
          // which walks a returned G that is not frozen, key by key and element by element,
          // to freeze it: the lists of a thousand arrivals on every move, N² a step.
          // Each noted as grown from the last, for the journal's patch of the move.
          const before = receivedOf(G);
          const arrival = grown(G.arrival, Object.freeze([...G.arrival, player]));
          const received = grown(before, Object.freeze([...before, deepFreeze(sent)]));
          // Every awaited player arrives once (a second set is refused above), and only they do.
          if (arrival.length < G.awaited.length) {
            noteArrival(G, player, arrival.length - 1);
            const { pending: _legacy, ...rest } = G as MatchState & { pending?: unknown };
            return Object.freeze({ ...rest, state: G.state ?? firstText(G, state), arrival, received });
          }
          // Every awaited player has sent: the step is resolved, arrivals in order (K2).
          const pending = Object.fromEntries(arrival.map((p, i) => [p, received[i]]));
          const resolved = game.resolve(state, pending, { arrival });
          const text = game.serialize(resolved.state);
          const reports = reportTexts(resolved);
          const publicReport = game.publicReport === undefined ? null : asJson(game.publicReport(resolved));
          events.endTurn?.();
          const next = states.get(text, () => resolved.state);
          if (settings.reports !== 'derived')
            return matchState(G, next, text, { reports, publicReport, lastStep: undefined });
          // The step in place of its reports; the reports made here are kept for it.
          const lastStep: ResolvedStep = Object.freeze({ from: G.state, arrival, received });
          toldByStep.set(lastStep, reports);
          return matchState(G, next, text, { reports: {}, publicReport, lastStep });
        },
        redact: true,
        client: false,
        ignoreStaleStateID: true,
        noLimit: true,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => position(plainG(G), ctx),
        next: ({ G, ctx }) => position(plainG(G), ctx),
      },
      onBegin: ({ G: draft, ctx, events }) => {
        const G = plainG(draft);
        if (G.awaited.length > 1) {
          const seatOf = new Map(G.seats.map((p, i) => [p, String(i)]));
          const value: Record<string, string> = {};
          for (const p of G.awaited) value[seatOf.get(p)!] = G.kind;
          // No move limits: the move refuses a second set itself, and boardgame.io, counting
          // moves, would copy (and, for the count, change in place) maps of every seat.
          events.setActivePlayers?.({ value });
        } else if (ctx.activePlayers !== null) {
          // One player awaited: the current player, alone.
          events.setActivePlayers?.([]);
        }
      },
    },
    endIf: ({ G }) => G.outcome ?? undefined,
    playerView: ({ G, playerID }) => {
      // A client applies playerView again to the G it received: that is already a seat's.
      if (!isMatchState(G)) return G;
      const player = playerID === null ? null : (G.seats[Number(playerID)] ?? null);
      const lists =
        settings.seatLists === 'own'
          ? ownLists(G, player)
          : {
              seats: G.seats,
              awaited: G.awaited,
              // Who has sent, in seat order: not the order of arrival, which the step may use (K2).
              sent: G.awaited.filter((p) => arrivedAt(G, p) >= 0),
            };
      const seat: SeatState = {
        game: G.game,
        player,
        seats: lists.seats,
        step: G.step,
        kind: G.kind,
        awaited: lists.awaited,
        sent: lists.sent,
        view: player === null ? null : viewOf(G, player),
        orders: player === null ? null : ordersOf(G, player),
        report: player === null ? null : reportOf(G, player),
        publicReport: G.publicReport,
        outcome: G.outcome,
      };
      return seat;
    },
    disableUndo: true,
  };
}
