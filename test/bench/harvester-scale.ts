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
 * `--chain N` measures the chain only up to N players (default 2500; before a ruler's
 * knowledge was shared with its subjects' its views held Σ over the chain of what each
 * ruler knows, the square of the players: that is still their length as JSON, counted as
 * "entries", and "held" counts what they hold, each node shared by many views once),
 * in a process of its own with `--chain-heap MB` (default 6144); `--runs R` takes medians
 * of R calls (default 5; 3 from 5,000 players); `--heap MB` sets the other process's
 * `--max-old-space-size` (default 2048, the goal's 2 GiB). Each size prints one JSON line
 * (`--json`) or a row of the table, and the growth from the first size to the last.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type HvState, newGame, parseState, serializeState } from '../../src/harvester/index.js';
import { scannedLevels } from '../../src/harvester/knowledge.js';
import { type KnownNode, SharedKnownHexes } from '../../src/harvester/known-hexes.js';
import { resolveTurn } from '../../src/harvester/turn.js';
import { playerView } from '../../src/harvester/view.js';
import { chained, ordersOf } from './harvester-bench-world.js';

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
  /** The entries of every player's `known`, summed: the length their JSON would have. */
  readonly knownEntries: number;
  /** What every player's `known` holds, each shared node once (see {@link heldBy}). */
  readonly knownHeld: Held;
  readonly saveMs: number;
  readonly loadMs: number;
  readonly saveBytes: number;
  /** Null when the chain was not measured at this size. */
  readonly chainTurnMs: number | null;
  readonly chainViewsMs: number | null;
  /** The entries every view holds in the chain, as JSON (counted without the views, at every size). */
  readonly chainKnownEntries: number;
  /** What the chain's views hold, each shared node once, or null. */
  readonly chainHeld: Held | null;
  /** The live heap with the state held, after a full collection (MiB). */
  readonly heapMiB: number;
  /** The process's peak resident memory (MiB). */
  readonly peakRssMiB: number;
  /** The chain's process's peak resident memory (MiB), or null. */
  readonly chainPeakRssMiB: number | null;
}

/**
 * What views hold together: a free player's list (its references), and the trie nodes of
 * the rulers' knowledge (`src/harvester/known-hexes.ts`), each node once however many views
 * share it, 32 references a node.
 */
interface Held {
  readonly listEntries: number;
  readonly nodes: number;
  /** listEntries + 32 × nodes. */
  readonly references: number;
}

/** What every player's view holds, each shared node counted once. */
function heldBy(s: HvState): Held {
  const seen = new Set<KnownNode>();
  let listEntries = 0;
  const walk = (node: KnownNode, depth: number): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (depth > 1) for (const child of node) if (child !== undefined) walk(child as KnownNode, depth - 1);
  };
  for (const p of s.players) {
    const known = playerView(s, p).known;
    if (!(known instanceof SharedKnownHexes)) listEntries += known.length;
    else if (known.list !== null) listEntries += known.list.length;
    else if (known.root !== null) walk(known.root, known.depth);
  }
  return { listEntries, nodes: seen.size, references: listEntries + 32 * seen.size };
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

/** The game at `n` players after ten turns of gatherers, and the gatherers' next orders. */
function played(n: number): {
  state: HvState;
  orders: Record<string, unknown>;
  playMs: number;
  botsMs: number;
} {
  const g = newGame({ seed: `scale-${n}`, players: n, turnLimit: 1000 });
  if (!g.ok) throw new Error(g.error.map((i) => i.message).join('; '));
  let state = g.value;
  const playMs = cpuMs(() => {
    for (let t = 0; t < 10; t++) state = resolveTurn(state, ordersOf(state)).state;
  });
  let orders: Record<string, unknown> = {};
  const botsMs = cpuMs(() => {
    orders = ordersOf(state);
  });
  return { state, orders, playMs, botsMs };
}

/** Everything but the chain, in one process. */
function measure(
  n: number,
  runs: number,
): Omit<Row, 'chainTurnMs' | 'chainViewsMs' | 'chainPeakRssMiB' | 'chainHeld'> {
  const setupMs = cpuMedians(
    [
      () => {
        const g = newGame({ seed: `scale-${n}`, players: n, turnLimit: 1000 });
        if (!g.ok) throw new Error(g.error.map((i) => i.message).join('; '));
      },
    ],
    n >= 5000 ? Math.min(runs, 3) : runs,
  )[0]!;
  const { state, orders, playMs, botsMs } = played(n);
  const text = serializeState(state);
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
  gc();
  const heap = process.memoryUsage().heapUsed;
  return {
    players: n,
    radius: state.radius,
    units: state.units.length,
    setupMs,
    playMs,
    botsMs,
    turnMs: turnMs!,
    viewsMs: viewsMs!,
    knownEntries: allViews(state),
    knownHeld: heldBy(state),
    saveMs: saveMs!,
    loadMs: loadMs!,
    saveBytes: text.length,
    chainKnownEntries: chainEntries(state),
    heapMiB: mib(heap),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/** The chain of subjects, in a process of its own: its reports hold what every ruler knows, which can be too much. */
function measureChain(
  n: number,
  runs: number,
): Pick<Row, 'chainTurnMs' | 'chainViewsMs' | 'chainPeakRssMiB' | 'chainHeld'> {
  const { state, orders } = played(n);
  const chain = chained(state);
  const [chainTurnMs, chainViewsMs] = cpuMedians(
    [() => resolveTurn(chain, orders), () => allViews(chain)],
    Math.min(runs, 3),
  );
  return {
    chainTurnMs: chainTurnMs!,
    chainViewsMs: chainViewsMs!,
    chainHeld: heldBy(chain),
    chainPeakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

function child(args: string[]): void {
  const [part, n, runs] = [args[0], Number(args[1]), Number(args[2])];
  console.log(JSON.stringify(part === 'chain' ? measureChain(n, runs) : measure(n, runs)));
}

/** Runs a child process and returns its JSON line, or why it failed. */
function runChild(args: string[], heap: number): { ok: true; value: object } | { ok: false; why: string } {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--single-threaded', `--max-old-space-size=${heap}`, self, 'child', ...args],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  if (r.status !== 0)
    return {
      ok: false,
      why: `${r.signal ?? r.status}: ${r.stderr.trim().split('\n').slice(-2).join(' / ').slice(0, 300)}`,
    };
  return { ok: true, value: JSON.parse(r.stdout.trim().split('\n').pop()!) as object };
}

const held = (h: Held | null): string =>
  h === null
    ? 'held –'
    : `held ${h.references} references: ${h.listEntries} in lists, ${h.nodes} shared nodes of 32`;

const ms = (x: number | null): string => (x === null ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(0));

function parent(argv: string[]): void {
  const sizes: number[] = [];
  let runs = 5;
  let chainMax = 2500;
  let heap = 2048;
  let chainHeap = 6144;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--runs') runs = Number(argv[++i]);
    else if (a === '--chain') chainMax = Number(argv[++i]);
    else if (a === '--heap') heap = Number(argv[++i]);
    else if (a === '--chain-heap') chainHeap = Number(argv[++i]);
    else if (a === '--json') json = true;
    else sizes.push(Number(a));
  }
  if (sizes.length === 0) sizes.push(1000, 2500, 5000, 10_000);
  const rows: Row[] = [];
  for (const n of sizes) {
    const main = runChild(['main', String(n), String(runs)], heap);
    if (!main.ok) {
      console.log(`${n} players: failed (${main.why})`);
      continue;
    }
    const chain =
      n <= chainMax
        ? runChild(['chain', String(n), String(runs)], chainHeap)
        : { ok: false as const, why: 'not run' };
    if (!chain.ok && n <= chainMax) console.log(`${n} players, the chain: failed (${chain.why})`);
    const row = {
      ...(main.value as Row),
      ...(chain.ok
        ? chain.value
        : { chainTurnMs: null, chainViewsMs: null, chainPeakRssMiB: null, chainHeld: null }),
    } as Row;
    rows.push(row);
    if (json) console.log(JSON.stringify(row));
    else
      console.log(
        `${n} players (radius ${row.radius}, ${row.units} units): set-up ${ms(row.setupMs)} ms; ` +
          `turn ${ms(row.turnMs)} ms; views ${ms(row.viewsMs)} ms (${row.knownEntries} entries as JSON; ${held(row.knownHeld)}); ` +
          `save ${ms(row.saveMs)} ms (${(row.saveBytes / 1e6).toFixed(1)} MB), load ${ms(row.loadMs)} ms; ` +
          `chain: turn ${ms(row.chainTurnMs)} ms, views ${ms(row.chainViewsMs)} ms (${row.chainKnownEntries} entries as JSON; ${held(row.chainHeld)}; peak RSS ${row.chainPeakRssMiB ?? '–'} MiB); ` +
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
