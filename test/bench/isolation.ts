/**
 * What sealing costs: each game's step as the match runner plays it (every awaited seat's
 * view sealed and its bot asked, then the resolve), and a view of every seat alone, on
 * the same states. Bundle it in this tree and in a worktree of an older commit (the script
 * uses the public game objects only) and run the two alternately, as `loop.ts` says:
 *
 *   npx esbuild test/bench/isolation.ts --bundle --platform=node --format=esm --outfile=.cli-try/isolation.mjs
 *   node .cli-try/isolation.mjs            # every game, medians of 15 runs
 *   node .cli-try/isolation.mjs harvester  # one game
 *   node .cli-try/isolation.mjs harvester 5 step   # its steps alone, five matches
 *
 * For instruction counts, run a part under callgrind with 5 runs and with 0 and subtract
 * (the set-up plays the match once):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all-non-file \
 *     node --single-threaded .cli-try/isolation.mjs galactic-overlord 5 step
 *
 * A game's steps are those of one match between its cheap bots (the search bots measure
 * themselves, not the sealing): Corporate War random, Corporation greedy, Galactic
 * Overlord aggressor against economist, the Strategic Game expander, Harvester gatherer
 * with 64 players.
 */
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { runMatch } from '../../src/kernel/match.js';

interface Case {
  readonly options: Readonly<Record<string, string>>;
  readonly bots: readonly string[];
  readonly maxSteps: number;
}

const CASES: Readonly<Record<string, Case>> = {
  'corporate-war': { options: { players: '4' }, bots: ['random'], maxSteps: 20 },
  corporation: { options: { players: '4' }, bots: ['greedy'], maxSteps: 200 },
  'galactic-overlord': { options: { players: '4' }, bots: ['aggressor', 'economist'], maxSteps: 30 },
  'strategic-game': { options: {}, bots: ['expander'], maxSteps: 60 },
  harvester: { options: { players: '64' }, bots: ['gatherer'], maxSteps: 20 },
};

function startOf(game: AnyGame, c: Case): unknown {
  const options = game.readOptions!(c.options);
  if (!options.ok) throw new Error(`${game.id}: ${JSON.stringify(options.error)}`);
  const start = game.setup(options.value, 'isolation');
  if (!start.ok) throw new Error(`${game.id}: ${JSON.stringify(start.error)}`);
  return start.value;
}

/** One match: its steps, and the states it went through (for the views alone). */
function match(game: AnyGame, c: Case, start: unknown): { steps: number; states: unknown[] } {
  const players = game.players(start);
  const states: unknown[] = [start];
  const seats = Object.fromEntries(players.map((p, i) => [p, game.bots[c.bots[i % c.bots.length]!]!.bot]));
  const r = runMatch(game, {
    seed: 'isolation',
    start,
    seats,
    maxSteps: c.maxSteps,
    record: false,
    onStep: (resolved) => states.push(resolved.state),
  });
  return { steps: r.stepsPlayed, states };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

const only = process.argv[2];
const runs = Number(process.argv[3] ?? 15);
/** `step` or `view` measures that part alone (for instruction counts: subtract a run of 0). */
const part = process.argv[4];
for (const game of GAMES.games) {
  if (only !== undefined && game.id !== only) continue;
  const c = CASES[game.id]!;
  const start = startOf(game, c);
  const { steps, states } = match(game, c, start);
  const players = game.players(start);
  const stepTimes: number[] = [];
  const viewTimes: number[] = [];
  for (let k = 0; k < runs; k++) {
    // A fresh start each run: a sealed part is sealed once, as in a real match.
    const fresh = game.parse(game.serialize(start));
    if (!fresh.ok) throw new Error('parse');
    let t = performance.now();
    if (part !== 'view') match(game, c, fresh.value);
    stepTimes.push((performance.now() - t) / steps);
    if (part === 'step') continue;
    const copies = states.map((s) => {
      const r = game.parse(game.serialize(s));
      if (!r.ok) throw new Error('parse');
      return r.value;
    });
    t = performance.now();
    for (const s of copies) for (const p of players) game.view(s, p);
    viewTimes.push((performance.now() - t) / copies.length);
  }
  const stepPart = part === 'view' ? '' : `; a step ${median(stepTimes).toFixed(3)} ms`;
  const viewPart = part === 'step' ? '' : `; every seat's view ${median(viewTimes).toFixed(3)} ms`;
  console.log(
    `${game.id}: ${steps} steps, ${players.length} seats${stepPart}${viewPart} (medians of ${runs})`,
  );
}
