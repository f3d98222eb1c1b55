/**
 * The floor: a minimal mutable Corporate War day on typed arrays, for the speed goals of
 * docs/performance.md. It does the day's core work on the same soldiers and orders as the
 * benchmark's mid-game day: it reads and checks each order (soldier, owner, sector name,
 * reach), plans each move's steps, moves in three phases, finds every sector holding two
 * sides after each phase, decides who sees whom (info against escape) and fires one round
 * of shots between sides (kill against survive, one draw each).
 *
 * It leaves out the aliens' script, fights of three sides, head-to-head swaps, retreats, dog
 * tags, claims, the commit, the trace and the reports. So it is not the rules: it is what a
 * day costs when nothing but that work is done, with no objects made per soldier or per
 * event. The engine's distance from it is the cost of its form. Nothing in `src/` uses it.
 */
import type { GameState } from '../../src/corporate-war/index.js';

/** The soldiers as flat arrays, built once and kept from day to day. */
export interface FloorState {
  readonly rows: number;
  readonly cols: number;
  readonly n: number;
  readonly sides: number;
  readonly index: ReadonlyMap<string, number>;
  readonly sideOf: ReadonlyMap<string, number>;
  readonly owner: Uint8Array;
  readonly sector: Int16Array;
  readonly alive: Uint8Array;
  readonly kill: Float64Array;
  readonly survive: Float64Array;
  readonly escape: Float64Array;
  readonly info: Float64Array;
  /** Working buffers, reused every day. */
  readonly step: Int16Array;
  readonly bySector: Int16Array;
  readonly start: Int16Array;
  readonly sidesAt: Uint8Array;
  readonly hit: Uint8Array;
  seed: number;
}

/** Builds the flat form of a state once (not part of a day's cost). */
export function floorOf(state: GameState): FloorState {
  const soldiers = state.soldiers.toArray();
  const n = soldiers.length;
  const sideOf = new Map<string, number>();
  for (const p of state.players) sideOf.set(p.id, sideOf.size);
  const f: FloorState = {
    rows: state.scenario.board.rows,
    cols: state.scenario.board.cols,
    n,
    sides: sideOf.size + 1,
    index: new Map(soldiers.map((s, i) => [s.id, i])),
    sideOf,
    owner: new Uint8Array(n),
    sector: new Int16Array(n),
    alive: new Uint8Array(n),
    kill: new Float64Array(n),
    survive: new Float64Array(n),
    escape: new Float64Array(n),
    info: new Float64Array(n),
    step: new Int16Array(n * 3),
    bySector: new Int16Array(n),
    start: new Int16Array(state.scenario.board.rows * state.scenario.board.cols + 1),
    sidesAt: new Uint8Array(state.scenario.board.rows * state.scenario.board.cols),
    hit: new Uint8Array(n),
    seed: 0x9e3779b9,
  };
  soldiers.forEach((s, i) => {
    f.owner[i] = sideOf.get(s.owner) ?? sideOf.size;
    f.sector[i] = s.sector;
    f.alive[i] = s.status === 'alive' ? 1 : 0;
    f.kill[i] = s.kill;
    f.survive[i] = s.survive;
    f.escape[i] = s.escape;
    f.info[i] = s.info;
  });
  return f;
}

/** The soldiers' changeable fields, to start each benchmarked day from the same dawn. */
export function floorDawn(f: FloorState): () => void {
  const sector = f.sector.slice();
  const alive = f.alive.slice();
  return () => {
    f.sector.set(sector);
    f.alive.set(alive);
  };
}

/** A uniform draw in [0, 1) from the state's xorshift32. */
function draw(f: FloorState): number {
  let x = f.seed;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  f.seed = x >>> 0;
  return f.seed / 0x1_0000_0000;
}

/** A sector's name ("C6") as an index, or -1. */
function parseSector(f: FloorState, name: unknown): number {
  if (typeof name !== 'string' || name.length < 2 || name.length > 3) return -1;
  const row = name.charCodeAt(0) - 65;
  const col = Number(name.slice(1)) - 1;
  if (!(row >= 0 && row < f.rows && Number.isInteger(col) && col >= 0 && col < f.cols)) return -1;
  return row * f.cols + col;
}

/** Plays one day; returns how many soldiers fell. */
export function floorDay(f: FloorState, orders: Readonly<Record<string, readonly unknown[]>>): number {
  const { n, cols } = f;
  f.step.fill(-1);
  // Orders: each checked and planned as up to two steps, one a phase.
  for (const player in orders) {
    const side = f.sideOf.get(player);
    if (side === undefined) continue;
    for (const o of orders[player]!) {
      if (typeof o !== 'object' || o === null) continue;
      const { soldier, to } = o as { soldier?: unknown; to?: unknown };
      const i = typeof soldier === 'string' ? f.index.get(soldier) : undefined;
      if (i === undefined || f.owner[i] !== side || f.alive[i] === 0) continue;
      const goal = parseSector(f, to);
      if (goal < 0) continue;
      const from = f.sector[i]!;
      const dr = Math.floor(goal / cols) - Math.floor(from / cols);
      const dc = (goal % cols) - (from % cols);
      if (Math.max(Math.abs(dr), Math.abs(dc)) > 2 || goal === from) continue;
      const mid = (Math.floor(from / cols) + Math.sign(dr)) * cols + (from % cols) + Math.sign(dc);
      if (mid === goal) f.step[i * 3] = goal;
      else {
        f.step[i * 3] = mid;
        f.step[i * 3 + 1] = goal;
      }
    }
  }
  let fallen = 0;
  for (let phase = 0; phase < 3; phase++) {
    // Steps.
    for (let i = 0; i < n; i++) {
      const s = f.step[i * 3 + phase]!;
      if (s >= 0 && f.alive[i] === 1) f.sector[i] = s;
    }
    // Encounters: a counting sort of the living by sector, then the sectors with two sides.
    f.start.fill(0);
    for (let i = 0; i < n; i++) if (f.alive[i] === 1) f.start[f.sector[i]! + 1]!++;
    for (let s = 1; s < f.start.length; s++) f.start[s]! += f.start[s - 1]!;
    const fill = f.start.slice();
    for (let i = 0; i < n; i++) if (f.alive[i] === 1) f.bySector[fill[f.sector[i]!]!++] = i;
    for (let s = 0; s + 1 < f.start.length; s++) {
      const a = f.start[s]!;
      const b = f.start[s + 1]!;
      if (b - a < 2) continue;
      let mixed = false;
      for (let k = a + 1; k < b && !mixed; k++) mixed = f.owner[f.bySector[k]!] !== f.owner[f.bySector[a]!];
      if (!mixed) continue;
      // Detection and one round of fire: each soldier shoots the first enemy it sees.
      for (let k = a; k < b; k++) {
        const me = f.bySector[k]!;
        for (let m = a; m < b; m++) {
          const them = f.bySector[m]!;
          if (f.owner[them] === f.owner[me] || f.info[me]! < f.escape[them]!) continue;
          if (draw(f) * (f.kill[me]! + f.survive[them]!) < f.kill[me]!) f.hit[them] = 1;
          break;
        }
      }
      for (let k = a; k < b; k++) {
        const u = f.bySector[k]!;
        if (f.hit[u] === 1) {
          f.hit[u] = 0;
          f.alive[u] = 0;
          fallen++;
        }
      }
    }
  }
  return fallen;
}
