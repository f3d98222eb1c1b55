/**
 * The shortest walk between two cells, shared by every grid shape, with one tie-break
 * that a rules document can state: every step goes to the first neighbour (in the
 * grid's neighbour order) that is one step nearer the goal. Choosing greedily from the
 * goal's distances, rather than keeping the first parent a breadth-first search meets,
 * makes the chosen walk the same with and without a `passable` test whenever nothing
 * is in the way.
 */
import type { Cell, Grid } from './grid.js';

/** The part of a grid the walk needs. */
type Walkable = Pick<Grid, 'size' | 'neighbours' | 'distance'>;

/** {@link Grid.shortestPath} for any grid whose `distance` is the number of steps on the open map. */
export function shortestPathOn(
  grid: Walkable,
  from: Cell,
  to: Cell,
  passable?: (cell: Cell) => boolean,
): Cell[] | undefined {
  if (from === to) return [];
  if (passable === undefined) return greedy(grid, from, to, (c) => grid.distance(c, to));
  if (!passable(to)) return undefined;
  const steps = stepsTo(grid, from, to, passable);
  if (steps[from] === -1) return undefined;
  return greedy(grid, from, to, (c) => steps[c] as number);
}

/** Walks from `from`, each time to the first neighbour one step nearer by `left`. */
function greedy(grid: Walkable, from: Cell, to: Cell, left: (c: Cell) => number): Cell[] {
  const out: Cell[] = [];
  let at = from;
  let d = left(from);
  while (at !== to) {
    const next = grid.neighbours(at).find((n) => left(n) === d - 1);
    // Unreachable for the kernel's grids (a test checks distance against breadth-first
    // steps); it would mean a grid whose distance is not its step count.
    if (next === undefined) throw new Error(`shortestPath: no step nearer from cell ${at}`);
    out.push(next);
    at = next;
    d--;
  }
  return out;
}

/**
 * Steps from each cell to `to` over passable cells (breadth-first from the goal; -1 for
 * none), stopping once `from` is reached. Neighbourhood is symmetric on every grid, so
 * searching from the goal finds the steps towards it. `from` itself need not be passable.
 */
function stepsTo(grid: Walkable, from: Cell, to: Cell, passable: (cell: Cell) => boolean): Int32Array {
  const steps = new Int32Array(grid.size).fill(-1);
  steps[to] = 0;
  const queue: Cell[] = [to];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as Cell;
    for (const n of grid.neighbours(at)) {
      if (steps[n] !== -1) continue;
      if (n === from) {
        steps[n] = (steps[at] as number) + 1;
        return steps;
      }
      if (!passable(n)) continue;
      steps[n] = (steps[at] as number) + 1;
      queue.push(n);
    }
  }
  return steps;
}
