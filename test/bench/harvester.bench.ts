/**
 * `npm run bench`: the cost of one Harvester turn against the number of players (issue
 * 21: 16, 64 and 256), as `resolveTurn` is called (every player's report, with its scans,
 * built), after ten turns of the gatherer bot, with the orders the gatherer gives then.
 * Also every player's view, and the one place that is not linear: a chain of subjects,
 * where each player's knowledge is its whole subtree's. Then the rows every game has
 * (issue 22, `game-cases.ts`): a whole game of the default bots (random, gatherer, search
 * rotated through the seats; turn limit 10) and of gatherers alone up to 256 players, a
 * game of 16 gatherers against its turn limit, and one decision of the search bot. Figures
 * in docs/performance.md.
 */
import { afterAll, bench, describe } from 'vitest';
import { BOTS, type HvState, newGame, playerView, resolveTurn } from '../../src/harvester/index.js';
import { seededRng } from '../../src/kernel/rng.js';
import { benchGame } from './game-bench.js';
import { GAME_CASES } from './game-cases.js';
import { medians } from './medians.js';

const SIZES = [16, 64, 256] as const;

function ordersOf(s: HvState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of s.players) out[p] = BOTS.gatherer(playerView(s, p), seededRng(`${p}:${s.turn}`));
  return out;
}

function midGame(n: number): { state: HvState; orders: Record<string, unknown> } {
  const g = newGame({ seed: `bench-${n}`, players: n, turnLimit: 1000 });
  if (!g.ok) throw new Error('setup');
  let s = g.value;
  for (let t = 0; t < 10; t++) s = resolveTurn(s, ordersOf(s)).state;
  return { state: s, orders: ordersOf(s) };
}

/** The same state with every player serving the one before it: p1 rules a chain of N − 1. */
function chained(s: HvState): HvState {
  const machines = { ...s.machines };
  s.players.forEach((p, k) => {
    machines[p] = { ...machines[p]!, ruler: k > 0 ? s.players[k - 1]! : null };
  });
  return { ...s, machines };
}

const CASES = SIZES.map((n) => ({ n, ...midGame(n) }));
const allViews = (s: HvState) => {
  for (const p of s.players) playerView(s, p);
};

describe('a Harvester turn against the number of players', () => {
  for (const c of CASES) {
    bench(
      `resolveTurn, ${c.n} players`,
      () => {
        resolveTurn(c.state, c.orders);
      },
      { iterations: 10, warmupIterations: 2 },
    );
  }
});

afterAll(() => {
  const turn = medians(
    CASES.map((c) => () => resolveTurn(c.state, c.orders)),
    15,
  );
  const views = medians(
    CASES.map((c) => () => allViews({ ...c.state })),
    15,
  );
  const chain = medians(
    CASES.map((c) => () => allViews(chained(c.state))),
    5,
  );
  const row = (name: string, ms: number[]) =>
    `${name}: ${CASES.map((c, i) => `${c.n} players ${ms[i]!.toFixed(1)} ms`).join(', ')}; ratios ${ms
      .slice(1)
      .map((m, i) => (m / ms[i]!).toFixed(2))
      .join(', ')} for 4× the players`;
  console.log(`radii ${CASES.map((c) => c.state.radius).join(', ')}`);
  console.log(row('medians, resolveTurn with every report', turn));
  console.log(row('medians, every player’s view', views));
  console.log(row('medians, every player’s view, all in one chain of subjects', chain));
}, 600_000);

// The turn row of game-cases.ts is the one above; the other rows every game has.
benchGame(GAME_CASES.harvester!, { game: { iterations: 1, medians: 1 } }, { iterations: 1, medians: 3 }, [
  'turn',
]);
