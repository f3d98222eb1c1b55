/**
 * Any simulturn game as a boardgame.io game config: a plain object, so the adapter needs
 * no code of boardgame.io's at run time (boardgame.io stays an optional peer; its types are
 * matched structurally, and a test checks the config against them).
 *
 * - Setup: the game's `setup`, from the options in `setupData.options` (else the adapter's
 *   `options`, else the game's `readOptions({ players })`) and a seed made of a public
 *   part and the server's secret ({@link matchSeed}).
 * - K1: a step that awaits several players makes them boardgame.io's active players (each
 *   in a stage named after the kind of orders, one move each); a step that awaits one
 *   makes that player the current player. Each step is one boardgame.io turn.
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
  type SeatState,
} from './match-state.js';
import { stateCache } from './state-cache.js';

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
    arg: string[] | { value: Record<string, string>; minMoves: number; maxMoves: number },
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

  /** The simulturn state of a match: parsed from `G`, or set up again before the first orders. */
  const stateOf = (g: MatchState): unknown =>
    g.state !== null
      ? states.get(g.state, () => {
          const parsed = game.parse(g.state!);
          // The server wrote this text itself: a failure is a bug or a corrupted store.
          if (!parsed.ok) throw new Error(`simulturn/boardgame.io: stored state: ${sentence(parsed.error)}`);
          return parsed.value;
        })
      : states.get(`setup\u0000${JSON.stringify(g.setup)}`, () => {
          const made = setUp(g.setup, g.seats.length);
          if (typeof made === 'string') throw new Error(`simulturn/boardgame.io: ${made}`);
          return made.state;
        });

  /** The match's `G` for a state, with what the last step told its players. */
  const matchState = (
    base: Pick<MatchState, 'game' | 'seats' | 'setup'>,
    state: unknown,
    text: string | null,
    told: Pick<MatchState, 'reports' | 'publicReport'>,
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
      pending: {},
      arrival: [],
      reports: told.reports,
      publicReport: told.publicReport,
      outcome: asJson(game.outcome(state)) as GameOutcome | null,
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
      const made = setUp(setup, ctx.numPlayers);
      if (typeof made === 'string') throw new Error(`simulturn/boardgame.io: ${made}`);
      const seats = game.players(made.state);
      // The first state is not stored: this G goes to every client as it is.
      return matchState({ game: game.id, seats: [...seats], setup }, made.state, null, {
        reports: {},
        publicReport: null,
      });
    },
    validateSetupData: (setupData, numPlayers) => {
      if (setupData !== undefined && (typeof setupData !== 'object' || setupData === null))
        return 'setupData is an object such as { seed, options }';
      if (setupData?.seed !== undefined && typeof setupData.seed !== 'string')
        return 'setupData.seed is a string';
      const options = optionsFor(setupData, numPlayers);
      if (typeof options === 'string') return options;
      const made = setUp({ options: options.options, seed: setupData?.seed ?? 'check' }, numPlayers);
      return typeof made === 'string' ? made : undefined;
    },
    moves: {
      submitOrders: {
        move: ({ G, playerID, events }, orders, step) => {
          const player = G.seats[Number(playerID)];
          if (player === undefined || !G.awaited.includes(player) || Object.hasOwn(G.pending, player))
            return INVALID_MOVE;
          if (step !== undefined && step !== G.step) return INVALID_MOVE;
          const state = stateOf(G);
          const sent = asJson(orders);
          if (game.checkOrders(state, player, sent).issues.length > 0) return INVALID_MOVE;
          const pending = { ...G.pending, [player]: sent };
          const arrival = [...G.arrival, player];
          if (!G.awaited.every((p) => Object.hasOwn(pending, p))) {
            return { ...G, state: G.state ?? game.serialize(state), pending, arrival };
          }
          // Every awaited player has sent: the step is resolved, arrivals in order (K2).
          const resolved = game.resolve(state, pending, { arrival });
          const text = game.serialize(resolved.state);
          const reports = asJson(game.reports(resolved)) as Record<string, unknown>;
          const publicReport = game.publicReport === undefined ? null : asJson(game.publicReport(resolved));
          events.endTurn?.();
          return matchState(
            G,
            states.get(text, () => resolved.state),
            text,
            { reports, publicReport },
          );
        },
        redact: true,
        client: false,
        ignoreStaleStateID: true,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => position(G, ctx),
        next: ({ G, ctx }) => position(G, ctx),
      },
      onBegin: ({ G, ctx, events }) => {
        if (G.awaited.length > 1) {
          const value: Record<string, string> = {};
          for (const p of G.awaited) value[String(G.seats.indexOf(p))] = G.kind;
          events.setActivePlayers?.({ value, minMoves: 1, maxMoves: 1 });
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
      const seat: SeatState = {
        game: G.game,
        player,
        seats: G.seats,
        step: G.step,
        kind: G.kind,
        awaited: G.awaited,
        // Who has sent, in seat order: not the order of arrival, which the step may use (K2).
        sent: G.awaited.filter((p) => Object.hasOwn(G.pending, p)),
        view: player === null ? null : asJson(game.view(stateOf(G), player)),
        orders: player === null ? null : (G.pending[player] ?? null),
        report: player === null ? null : (G.reports[player] ?? null),
        publicReport: G.publicReport,
        outcome: G.outcome,
      };
      return seat;
    },
    disableUndo: true,
  };
}
