/**
 * Plays a simulturn match through boardgame.io clients, one per seat, each giving its
 * bot's orders from the view it received and nothing else, and replays the same match
 * with the game contract directly: the orders the clients sent, in the order the server
 * took them (read from the match log every client receives), from the same setup.
 */
import type { SeatState } from '../../src/boardgame-io/index.js';
import { matchSeed } from '../../src/boardgame-io/index.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { botRng } from '../../src/kernel/match.js';

/** The part of a boardgame.io client the driver uses. */
export interface SeatClient {
  readonly playerID: string | null;
  readonly log: readonly {
    readonly action: {
      readonly type: string;
      readonly payload: { readonly type?: string; readonly playerID?: string };
    };
    readonly turn: number;
  }[];
  readonly moves: Record<string, (...args: unknown[]) => void>;
  subscribe(
    fn: (state: { readonly G: unknown; readonly ctx: { readonly gameover?: unknown } } | null) => void,
  ): () => void;
}

/** What a driven match gave. */
export interface Played {
  /** Each step's orders, by player, in step order. */
  readonly orders: { readonly step: number; readonly orders: Record<string, unknown> }[];
  /** Each seat's every `G` received, in order. */
  readonly seen: Record<string, SeatState[]>;
  /** Each step's arrival order, from the log, in step order. */
  readonly arrivals: string[][];
  /** Whether the game ended (rather than reaching `untilStep`). */
  readonly over: boolean;
}

/**
 * Drives `clients` (seat i's client at index i) until the game ends or its step reaches
 * `untilStep`, each seat played by `bot` of the game from its view.
 */
export function drive(
  game: AnyGame,
  clients: readonly SeatClient[],
  options: { readonly seed: string; readonly bot: string; readonly untilStep?: number },
): Promise<Played> {
  const bot = game.bots[options.bot]!;
  const orders = new Map<number, Record<string, unknown>>();
  const seen: Record<string, SeatState[]> = {};
  const done = new Set<number>();
  let over = false;
  return new Promise<Played>((resolve, reject) => {
    const unsubscribe: (() => void)[] = [];
    const finish = () => {
      for (const u of unsubscribe) u();
      const steps = [...orders.keys()].sort((a, b) => a - b);
      // Turn k is the k-th step; its moves in log order are its arrivals (K2).
      const log = clients[0]!.log.filter((e) => e.action.type === 'MAKE_MOVE');
      const turns = [...new Set(log.map((e) => e.turn))].sort((a, b) => a - b);
      const arrivals = turns.map((t) =>
        log
          .filter((e) => e.turn === t)
          .map((e) => {
            const g = seen[clients[0]!.playerID ?? '0']!.at(-1)!;
            return g.seats[Number(e.action.payload.playerID)]!;
          }),
      );
      const played = steps
        .filter((s) => options.untilStep === undefined || s < options.untilStep)
        .map((step) => ({ step, orders: orders.get(step)! }));
      resolve({ orders: played, seen, arrivals: arrivals.slice(0, played.length), over });
    };
    clients.forEach((client, i) => {
      const id = client.playerID ?? String(i);
      let last = -1;
      unsubscribe.push(
        client.subscribe((s) => {
          if (s === null) return;
          const g = s.G as SeatState;
          if (g.player === undefined) return; // before the first sync
          (seen[id] ??= []).push(JSON.parse(JSON.stringify(g)));
          const stop =
            s.ctx.gameover !== undefined || (options.untilStep !== undefined && g.step >= options.untilStep);
          if (stop) {
            over ||= s.ctx.gameover !== undefined;
            done.add(i);
            if (done.size === clients.length) setImmediate(finish);
            return;
          }
          const player = g.player;
          if (player === null || !g.awaited.includes(player) || g.sent.includes(player) || last === g.step)
            return;
          last = g.step;
          try {
            const given = JSON.parse(
              JSON.stringify(bot.bot(g.view, botRng(options.seed, player, g.step)) ?? []),
            );
            const step = g.step;
            orders.set(step, { ...orders.get(step), [player]: given });
            setImmediate(() => client.moves.submitOrders!(given, step));
          } catch (e) {
            reject(e);
          }
        }),
      );
    });
  });
}

/** The same match resolved by the contract directly: the state at each step, and the last. */
export function replay(
  game: AnyGame,
  setup: { readonly options: unknown; readonly seed: string; readonly secret: string },
  played: Played,
): { readonly final: unknown; readonly byStep: ReadonlyMap<number, unknown> } {
  const start = game.setup(setup.options, matchSeed(setup.seed, setup.secret));
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  let state = start.value;
  const byStep = new Map<number, unknown>([[game.step(state), state]]);
  played.orders.forEach(({ step, orders }, k) => {
    if (game.step(state) !== step) throw new Error(`step ${game.step(state)}, log ${step}`);
    state = game.resolve(state, orders, { arrival: played.arrivals[k]! }).state;
    byStep.set(game.step(state), state);
  });
  return { final: state, byStep };
}
