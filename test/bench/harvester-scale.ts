/**
 * Harvester at the scale of its seed: 1,000 to 10,000 players, the gatherer bot in every
 * seat. For each size, in a process of its own (so that its peak memory is its own): the
 * set-up, ten turns of play, then medians of interleaved calls of a turn with every report,
 * every player's view, a save and a load, and the same turn and views with every player in
 * one chain of subjects (HV-8.3: p1 rules p2, which rules p3, and so on; the last seat stays
 * free so that the game goes on), which is where a player's knowledge is its whole subtree's. Figures in docs/performance.md. Plain script,
 * never part of CI; from the repository's root:
 *
 *   npx esbuild test/bench/harvester-scale.ts --bundle --platform=node --format=esm \
 *     --outfile=.cli-try/harvester-scale.mjs
 *   nice node .cli-try/harvester-scale.mjs                     # 1000 2500 5000 10000
 *   nice node .cli-try/harvester-scale.mjs 1000 2500 --chain 2500 --runs 5
 *
 * `--chain N` measures the chain only up to N players (default 10000), `--runs R` takes
 * medians of R calls (default 5; 3 from 5,000 players), `--heap MB` sets each child's
 * `--max-old-space-size` (default 2048, the goal's 2 GiB). Each size prints one JSON line
 * (`--json`) or a row of the table, and the growth from the first size to the last.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BOTS, type HvState, newGame, parseState, serializeState } from '../../src/harvester/index.js';
import { scannedLevels } from '../../src/harvester/knowledge.js';
import { resolveTurn } from '../../src/harvester/turn.js';
import { playerView } from '../../src/harvester/view.js';
import { seededRng } from '../../src/kernel/rng.js';

/** What one size measured, in milliseconds, bytes and counts. */
interface Row {
  readonly players: number;
  readonly radius: number;
  readonly units: number;
  readonly setupMs: number;
  /** Ten turns of play: every seat's view and bot, and the turn. */
  readonly playMs: number;
  /** Every seat's view and its gatherer's orders, at the measured turn. */
  readonly botsMs: number;
  readonly turnMs: number;
  readonly viewsMs: number;
  /** The entries of every player's `known`, summed: what the views hold. */
  readonly knownEntries: number;
  readonly saveMs: number;
  readonly loadMs: number;
  readonly saveBytes: number;
  /** Null when the chain was not measured at this size. */
  readonly chainTurnMs: number | null;
  readonly chainViewsMs: number | null;
  /** The entries every view holds in the chain (counted without the views, at every size). */
  readonly chainKnownEntries: number;
  /** The live heap with the state held, after a full collection (MiB). */
  readonly heapMiB: number;
  /** The process's peak resident memory (MiB). */
  readonly peakRssMiB: number;
}

function ordersOf(s: HvState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of s.players) out[p] = BOTS.gatherer(playerView(s, p), seededRng(`${p}:${s.turn}`));
  return out;
}

/**
 * The same state with every player but the last serving the one before it: p1 rules a
 * chain of N − 2, and pN stays free, so that the game goes on (HV-10.1: one Harvester
 * ruling all the others ends it) and the turn has something to resolve.
 */
function chained(s: HvState): HvState {
  const machines = { ...s.machines };
  const last = s.players.length - 1;
  s.players.forEach((p, k) => {
    machines[p] = { ...machines[p]!, ruler: k > 0 && k < last ? s.players[k - 1]! : null };
  });
  return { ...s, machines };
}

/** Every player's view; a fresh state object each time, so that nothing cached for it is reused. */
function allViews(s: HvState): number {
  const fresh = { ...s };
  let entries = 0;
  for (const p of fresh.players) entries += playerView(fresh, p).known.length;
  return entries;
}

/**
 * The entries the chain's views hold, Σ over k of |what p_k … p_N−1 scan| and pN's own,
 * counted from the bottom of the chain up with one table of hexes: each player's own scans once.
 */
function chainEntries(s: HvState): number {
  const seen = new Uint8Array(3 * s.radius * (s.radius + 1) + 1);
  let known = 0;
  let total = 0;
  const last = s.players.length - 1;
  for (let k = last - 1; k >= 0; k--) {
    // Unchained, every player is free: its scans are its own units' alone.
    for (const hex of scannedLevels(s, s.players[k]!).keys()) {
      if (seen[hex] === 0) known++;
      seen[hex] = 1;
    }
    total += known;
  }
  return total + scannedLevels(s, s.players[last]!).size;
}

/**
 * Median CPU milliseconds of `runs` calls of each function, the calls interleaved. CPU
 * time, not the clock's: the machine is shared, and a process started `--single-threaded`
 * does all its work (collector included) on one core, which is what the goals count.
 */
function cpuMedians(fns: readonly (() => unknown)[], runs: number): number[] {
  const times = fns.map(() => [] as number[]);
  for (let r = 0; r < runs; r++) {
    fns.forEach((fn, i) => {
      times[i]!.push(cpuMs(fn));
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!);
}

/** The CPU milliseconds one call takes. */
function cpuMs(fn: () => unknown): number {
  const c = process.cpuUsage();
  fn();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number): number => Math.round(bytes / 2 ** 20);

function measure(n: number, runs: number, chainMax: number): Row {
  const setup = cpuMedians(
    [
      () => {
        const g = newGame({ seed: `scale-${n}`, players: n, turnLimit: 1000 });
        if (!g.ok) throw new Error(g.error.map((i) => i.message).join('; '));
      },
    ],
    n >= 5000 ? 3 : runs,
  )[0]!;
  const g = newGame({ seed: `scale-${n}`, players: n, turnLimit: 1000 });
  if (!g.ok) throw new Error('setup');
  let state = g.value;
  const playMs = cpuMs(() => {
    for (let t = 0; t < 10; t++) state = resolveTurn(state, ordersOf(state)).state;
  });
  let orders: Record<string, unknown> = {};
  const botsMs = cpuMs(() => {
    orders = ordersOf(state);
  });
  const text = serializeState(state);
  const chain = chained(state);
  const withChain = n <= chainMax;
  const r = n >= 5000 ? Math.min(runs, 3) : runs;
  const [turnMs, viewsMs, saveMs, loadMs] = cpuMedians(
    [
      () => resolveTurn(state, orders),
      () => allViews(state),
      () => serializeState(state),
      () => {
        if (!parseState(text).ok) throw new Error('load');
      },
    ],
    r,
  );
  const [chainTurnMs, chainViewsMs] = withChain
    ? cpuMedians([() => resolveTurn(chain, orders), () => allViews(chain)], Math.min(r, 3))
    : [null, null];
  gc();
  const heap = process.memoryUsage().heapUsed;
  const row: Row = {
    players: n,
    radius: state.radius,
    units: state.units.length,
    setupMs: setup,
    playMs,
    botsMs,
    turnMs: turnMs!,
    viewsMs: viewsMs!,
    knownEntries: allViews(state),
    saveMs: saveMs!,
    loadMs: loadMs!,
    saveBytes: text.length,
    chainTurnMs: chainTurnMs ?? null,
    chainViewsMs: chainViewsMs ?? null,
    chainKnownEntries: chainEntries(state),
    heapMiB: mib(heap),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  return row;
}

function child(args: string[]): void {
  const [n, runs, chainMax] = args.map(Number) as [number, number, number];
  console.log(JSON.stringify(measure(n, runs, chainMax)));
}

const ms = (x: number | null): string => (x === null ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(0));

function parent(argv: string[]): void {
  const sizes: number[] = [];
  let runs = 5;
  let chainMax = 10_000;
  let heap = 2048;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--runs') runs = Number(argv[++i]);
    else if (a === '--chain') chainMax = Number(argv[++i]);
    else if (a === '--heap') heap = Number(argv[++i]);
    else if (a === '--json') json = true;
    else sizes.push(Number(a));
  }
  if (sizes.length === 0) sizes.push(1000, 2500, 5000, 10_000);
  const self = fileURLToPath(import.meta.url);
  const rows: Row[] = [];
  for (const n of sizes) {
    const r = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--single-threaded',
        `--max-old-space-size=${heap}`,
        self,
        'child',
        String(n),
        String(runs),
        String(chainMax),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    if (r.status !== 0) {
      console.log(
        `${n} players: failed (${r.signal ?? r.status}) ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`,
      );
      continue;
    }
    const row = JSON.parse(r.stdout.trim().split('\n').pop()!) as Row;
    rows.push(row);
    if (json) console.log(JSON.stringify(row));
    else
      console.log(
        `${n} players (radius ${row.radius}, ${row.units} units): set-up ${ms(row.setupMs)} ms; ` +
          `turn ${ms(row.turnMs)} ms; views ${ms(row.viewsMs)} ms (${row.knownEntries} entries); ` +
          `save ${ms(row.saveMs)} ms (${(row.saveBytes / 1e6).toFixed(1)} MB), load ${ms(row.loadMs)} ms; ` +
          `chain: turn ${ms(row.chainTurnMs)} ms, views ${ms(row.chainViewsMs)} ms (${row.chainKnownEntries} entries); ` +
          `bots ${ms(row.botsMs)} ms, ten turns of play ${ms(row.playMs)} ms; heap ${row.heapMiB} MiB, peak RSS ${row.peakRssMiB} MiB`,
      );
  }
  if (rows.length < 2) return;
  const a = rows[0]!;
  const z = rows[rows.length - 1]!;
  const ratio = (f: (r: Row) => number | null): string => {
    const x = f(a);
    const y = f(z);
    return x === null || y === null ? '–' : `${(y / x).toFixed(1)}×`;
  };
  console.log(
    `growth ${a.players} → ${z.players} players (${(z.players / a.players).toFixed(1)}×): set-up ${ratio((r) => r.setupMs)}, ` +
      `turn ${ratio((r) => r.turnMs)}, views ${ratio((r) => r.viewsMs)}, save ${ratio((r) => r.saveMs)}, ` +
      `load ${ratio((r) => r.loadMs)}, chain turn ${ratio((r) => r.chainTurnMs)}, chain views ${ratio((r) => r.chainViewsMs)} ` +
      `(chain entries ${ratio((r) => r.chainKnownEntries)}), peak RSS ${ratio((r) => r.peakRssMiB)}`,
  );
}

if (process.argv[2] === 'child') child(process.argv.slice(3));
else parent(process.argv.slice(2));
