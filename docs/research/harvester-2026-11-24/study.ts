/**
 * Harvester study (issue 21): 4 and 16 players, the bots gatherer, search and random
 * rotated through the seats (game g gives seat j bot (g + j) mod 3), turn limit 60, every
 * rules option at its default. For each game: who ends on top (the bot of each rank-1
 * seat), and how the hierarchy forms: the turn of the first conquest, the turn when half
 * the players serve somebody, and the turn the game ends with one free Harvester (the One).
 *
 * Run: npx esbuild docs/research/harvester-2026-11-24/study.ts --bundle --platform=node \
 *        --format=esm --outfile=/tmp/hv-study.mjs && node /tmp/hv-study.mjs [games4] [games16]
 */
import { HARVESTER, type HvState } from '../../../src/harvester/index.js';
import { runMatch } from '../../../src/kernel/match.js';

const BOTS = ['gatherer', 'search', 'random'] as const;

interface GameRow {
  readonly top: string[];
  readonly firstConquest: number | null;
  readonly halfServe: number | null;
  readonly end: number;
  readonly reason: string;
}

function play(n: number, g: number): GameRow {
  const start = HARVESTER.setup({ players: n, turnLimit: 60 }, `study-${n}/${g}`);
  if (!start.ok) throw new Error('setup');
  const seats: Record<string, (typeof HARVESTER.bots)[string]['bot']> = {};
  const botOf: Record<string, string> = {};
  start.value.players.forEach((p, j) => {
    const name = BOTS[(g + j) % BOTS.length]!;
    botOf[p] = name;
    seats[p] = HARVESTER.bots[name]!.bot;
  });
  let firstConquest: number | null = null;
  let halfServe: number | null = null;
  const { state } = runMatch(HARVESTER, {
    seed: `study-${n}/${g}`,
    start: start.value,
    seats,
    maxSteps: 100,
    record: false,
    onDay: (r) => {
      const s = r.state as HvState;
      const serving = s.players.filter((p) => s.machines[p]!.ruler !== null).length;
      if (serving > 0 && firstConquest === null) firstConquest = s.turn - 1;
      if (serving * 2 >= s.players.length && halfServe === null) halfServe = s.turn - 1;
    },
  });
  const o = HARVESTER.outcome(state)!;
  const top = Object.entries(o.seats)
    .filter(([, seat]) => seat.rank === 1)
    .map(([p]) => botOf[p]!);
  return { top, firstConquest, halfServe, end: state.turn - 1, reason: o.reason };
}

const median = (xs: number[]) => (xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);

const counts = process.argv.slice(2).map(Number);
for (const [n, games] of [
  [4, counts[0] ?? 60],
  [16, counts[1] ?? 15],
] as const) {
  const t0 = performance.now();
  const rows = Array.from({ length: games }, (_, g) => play(n, g));
  const top: Record<string, number> = { gatherer: 0, search: 0, random: 0 };
  for (const r of rows) for (const b of r.top) top[b]! += 1 / r.top.length;
  const conquered = rows.filter((r) => r.firstConquest !== null).map((r) => r.firstConquest!);
  const half = rows.filter((r) => r.halfServe !== null).map((r) => r.halfServe!);
  const ones = rows.filter((r) => r.reason === 'the-one').map((r) => r.end);
  console.log(`${n} players, ${games} games (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  console.log(
    `  on top (a shared first place split): ${Object.entries(top)
      .map(([b, k]) => `${b} ${k.toFixed(1)}`)
      .join(', ')}`,
  );
  console.log(`  first conquest: in ${conquered.length} games, median turn ${median(conquered)}`);
  console.log(`  half the players serving: in ${half.length} games, median turn ${median(half)}`);
  console.log(`  ended with the One: ${ones.length} games, median turn ${median(ones)}; the others reached the turn limit (60)`);
}
