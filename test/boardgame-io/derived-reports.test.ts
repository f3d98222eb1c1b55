/**
 * `reports: 'derived'`: the closing move keeps the step in `G` (the state it was resolved
 * from, its orders in their order of arrival) in place of every seat's report, and the
 * reports are made again from it when a server reads the match back. For every game: each
 * seat is told what the contract tells it, step after step, as with the reports stored;
 * a `G` read back (as JSON, by a new server) tells the same, resolving the step once for
 * every seat; a `G` written either way is read either way; and a step whose record does not
 * give the stored state again is an error, not someone else's report.
 */
import { describe, expect, it } from 'vitest';
import {
  type BoardgameGame,
  boardgameGame,
  INVALID_MOVE,
  type MatchState,
  matchSeed,
} from '../../src/boardgame-io/index.js';
import { asJson } from '../../src/boardgame-io/match-state.js';
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { botRng } from '../../src/kernel/match.js';
import { optionsFor } from './hosted.js';

const SECRET = 'derived-reports-secret';
const STEPS = 4;
const numPlayersOf = (id: string) => (id === 'corporation' || id === 'strategic-game' ? 2 : 4);

/** One step as played: its players in their order of arrival, their orders, and the state's text its closing move found. */
interface Step {
  readonly arrival: string[];
  readonly orders: Record<string, unknown>;
  readonly from: string | null;
}

/**
 * Plays `steps` steps of `game` on the config's move alone, every seat given its first
 * bot's orders from the view the config gives it; the arrival order turns with the step.
 * Every `G` after a close, the first one included.
 */
function play(game: AnyGame, config: BoardgameGame, seed: string, steps = STEPS) {
  const numPlayers = numPlayersOf(game.id);
  let G = config.setup(
    { ctx: { numPlayers }, random: { Number: () => 0.5 } },
    { seed, options: optionsFor(game, numPlayers) },
  );
  const bot = Object.values(game.bots)[0]!;
  const closes: MatchState[] = [G];
  const played: Step[] = [];
  for (let k = 0; k < steps && G.outcome === null; k++) {
    const arrival = [...G.awaited.slice(k % G.awaited.length), ...G.awaited.slice(0, k % G.awaited.length)];
    const orders: Record<string, unknown> = {};
    let from: string | null = null;
    for (const player of arrival) {
      from = G.state;
      const playerID = String(G.seats.indexOf(player));
      const view = config.playerView({ G, playerID }).view;
      orders[player] = asJson(bot.bot(view as never, botRng(seed, player, G.step)) ?? []);
      const next = config.moves.submitOrders.move({ G, playerID, events: {} }, orders[player], G.step);
      if (next === INVALID_MOVE) throw new Error(`${game.id}: ${player}'s orders refused at step ${G.step}`);
      G = next;
    }
    closes.push(G);
    played.push({ arrival, orders, from });
  }
  return { closes, played };
}

/** Every seat's report of each step played, as the contract tells it (as JSON). */
function contractReports(game: AnyGame, seed: string, played: readonly Step[]) {
  const made = game.setup(optionsFor(game, numPlayersOf(game.id)), matchSeed(seed, SECRET));
  if (!made.ok) throw new Error('setup');
  let state = made.value;
  return played.map(({ arrival, orders }) => {
    const resolved = game.resolve(state, orders, { arrival });
    state = resolved.state;
    return asJson(game.reports(resolved)) as Record<string, unknown>;
  });
}

/** `game` counting its resolutions. */
function counting(game: AnyGame) {
  const count = { resolved: 0 };
  const counted: AnyGame = {
    ...game,
    resolve: (state, orders, envelope) => {
      count.resolved++;
      return game.resolve(state, orders, envelope);
    },
  };
  return { game: counted, count };
}

/** The G as a storage gives it back: a new object, from its JSON. */
const readBack = (G: MatchState): MatchState => JSON.parse(JSON.stringify(G)) as MatchState;

describe.each(GAMES.ids.map((id) => [id]))('%s with its reports derived', (id) => {
  const game = GAMES.named(id)!;
  const seed = `derived-${id}`;

  it('tells every seat what the contract tells it, as with the reports stored, with the step in G in their place', () => {
    const stored = play(game, boardgameGame(game, { secret: SECRET }), seed);
    const derivedConfig = boardgameGame(game, { secret: SECRET, reports: 'derived' });
    const derived = play(game, derivedConfig, seed);
    const storedConfig = boardgameGame(game, { secret: SECRET });
    expect(derived.played).toEqual(stored.played);
    expect(derived.played.length).toBeGreaterThan(1);
    const told = contractReports(game, seed, derived.played);
    derived.closes.slice(1).forEach((G, k) => {
      expect(G.state).toBe(stored.closes[k + 1]!.state);
      // The step in place of the reports: the state before it, its orders in their order.
      expect(G.reports).toEqual({});
      expect(G.lastStep).toEqual({
        from: derived.played[k]!.from,
        arrival: derived.played[k]!.arrival,
        received: derived.played[k]!.arrival.map((p) => derived.played[k]!.orders[p]),
      });
      expect(stored.closes[k + 1]!.lastStep).toBeUndefined();
      G.seats.forEach((player, i) => {
        const seat = derivedConfig.playerView({ G, playerID: String(i) });
        expect(seat.report).toEqual(told[k]![player] ?? null);
        expect(seat).toEqual(storedConfig.playerView({ G: stored.closes[k + 1]!, playerID: String(i) }));
        // A seat's G holds its own report and nothing of the step's record.
        expect(Object.keys(seat).sort()).toEqual(
          [
            'awaited',
            'game',
            'kind',
            'orders',
            'outcome',
            'player',
            'publicReport',
            'report',
            'seats',
            'sent',
            'step',
            'view',
          ].sort(),
        );
      });
    });
  });

  it('is read back by a new server, which resolves the step again once for every seat, and by the one that resolved it without resolving', () => {
    const { game: counted, count } = counting(game);
    const live = boardgameGame(counted, { secret: SECRET, reports: 'derived' });
    const { closes, played } = play(counted, live, seed, 2);
    const told = contractReports(game, seed, played);
    const last = closes.at(-1)!;
    const resolvedInPlay = count.resolved;
    expect(resolvedInPlay).toBe(played.length);
    for (let i = 0; i < last.seats.length; i++) live.playerView({ G: last, playerID: String(i) });
    expect(count.resolved).toBe(resolvedInPlay);

    // A new server, and a storage that gives a new copy of G for every message: each close
    // (the first one's step made from the match's setup where it closed on the first orders).
    const again = boardgameGame(counted, { secret: SECRET, reports: 'derived' });
    closes.slice(1).forEach((G, k) => {
      G.seats.forEach((player, i) => {
        expect(again.playerView({ G: readBack(G), playerID: String(i) }).report).toEqual(
          told[k]![player] ?? null,
        );
      });
    });
    expect(count.resolved).toBe(resolvedInPlay + played.length);
  });

  it('reads a G written with the reports stored, and the other way round', () => {
    const stored = play(game, boardgameGame(game, { secret: SECRET }), seed, 2).closes.at(-1)!;
    const derived = play(
      game,
      boardgameGame(game, { secret: SECRET, reports: 'derived' }),
      seed,
      2,
    ).closes.at(-1)!;
    const readsDerived = boardgameGame(game, { secret: SECRET });
    const readsStored = boardgameGame(game, { secret: SECRET, reports: 'derived' });
    stored.seats.forEach((_, i) => {
      const playerID = String(i);
      expect(readsStored.playerView({ G: readBack(stored), playerID })).toEqual(
        readsDerived.playerView({ G: readBack(derived), playerID }),
      );
    });
  });
});

describe('a derived step that does not give the stored state again', () => {
  const game = GAMES.named('harvester')!;
  const seed = 'derived-tampered';

  it('is an error that says so, not the reports kept for the same state', () => {
    const live = boardgameGame(game, { secret: SECRET, reports: 'derived' });
    const { closes, played } = play(game, live, seed, 2);
    const last = closes.at(-1)!;
    const step = last.lastStep!;
    // The match read back once: its reports made again, and kept by the state's text.
    const report = live.playerView({ G: readBack(last), playerID: '0' }).report;
    expect(report).not.toBeNull();
    // The same stored state, the first player's orders not sent: the state reports are kept
    // for, reached (as far as a cache by the state's text knows) another way.
    const tampered: MatchState = {
      ...readBack(last),
      lastStep: { ...step, received: [[], ...step.received.slice(1)] },
    };
    expect(step.received[0]).not.toEqual([]);
    expect(played).toHaveLength(2);
    expect(() => live.playerView({ G: tampered, playerID: '0' })).toThrow(
      /step \d+ resolved again from its state and orders does not give the stored state/,
    );
    // The true record is still read as it was.
    expect(live.playerView({ G: readBack(last), playerID: '0' }).report).toEqual(report);
  });
});
