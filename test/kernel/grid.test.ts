/**
 * The laws every grid shape obeys (K3), checked on several sizes of each: distance is a
 * metric and counts breadth-first steps, neighbours are the cells one step away and
 * border each other both ways, rings and ranges are the cells at (and within) a distance
 * in their documented order, names round-trip, and shortest paths are as long as the
 * distance, step between neighbours, follow the stated tie-break and avoid what is not
 * passable. Shape-specific figures checked by hand are in the files beside this one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell, Grid } from '../../src/kernel/grid/grid.js';
import { hexOffsetGrid } from '../../src/kernel/grid/hex-offset.js';
import { hexWrapGrid } from '../../src/kernel/grid/hex-wrap.js';
import { squareGrid } from '../../src/kernel/grid/square.js';
import { check } from '../support/fc.js';

const GRIDS: readonly [string, Grid][] = [
  ['square 12x12', squareGrid({ rows: 12, cols: 12 })],
  ['square 1x1', squareGrid({ rows: 1, cols: 1 })],
  ['square 3x7', squareGrid({ rows: 3, cols: 7 })],
  ['square 26x99', squareGrid({ rows: 26, cols: 99 })],
  ['hex offset 26x22', hexOffsetGrid({ cols: 26, rows: 22 })],
  ['hex offset 1x1', hexOffsetGrid({ cols: 1, rows: 1 })],
  ['hex offset 5x4', hexOffsetGrid({ cols: 5, rows: 4 })],
  ['hex offset 1x6', hexOffsetGrid({ cols: 1, rows: 6 })],
  ['hex offset 7x1', hexOffsetGrid({ cols: 7, rows: 1 })],
  ['hex wrap 1', hexWrapGrid({ radius: 1 })],
  ['hex wrap 2', hexWrapGrid({ radius: 2 })],
  ['hex wrap 3', hexWrapGrid({ radius: 3 })],
  ['hex wrap 6', hexWrapGrid({ radius: 6 })],
];

/** Grids small enough to check every pair of cells. */
const SMALL = GRIDS.filter(([, g]) => g.size <= 600);

const cells = (g: Grid): Cell[] => Array.from({ length: g.size }, (_, k) => k);
const arbCell = (g: Grid) => fc.nat({ max: g.size - 1 });
const ascending = (xs: readonly number[]) => xs.every((x, k) => k === 0 || (xs[k - 1] as number) < x);

/** Steps from `from` to every cell through neighbours (and, if given, passable cells), -1 for none: the test's own search. */
function bfs(g: Grid, from: Cell, passable: (c: Cell) => boolean = () => true): number[] {
  const steps = cells(g).map(() => -1);
  steps[from] = 0;
  const queue = [from];
  for (let h = 0; h < queue.length; h++) {
    const at = queue[h] as Cell;
    for (const n of g.neighbours(at)) {
      if (steps[n] !== -1 || !passable(n)) continue;
      steps[n] = (steps[at] as number) + 1;
      queue.push(n);
    }
  }
  return steps;
}

describe.each(GRIDS)('%s', (_, g) => {
  it('distance is a metric: zero only on the diagonal, symmetric, and obeys the triangle inequality', () => {
    check(
      fc.property(arbCell(g), arbCell(g), arbCell(g), (a, b, c) => {
        expect(g.distance(a, a)).toBe(0);
        if (a !== b) expect(g.distance(a, b)).toBeGreaterThan(0);
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
        expect(Number.isInteger(g.distance(a, b))).toBe(true);
      }),
    );
  });

  it('neighbours are exactly the cells at distance 1, listed once each, and border back', () => {
    for (const c of cells(g)) {
      const ns = g.neighbours(c);
      expect(new Set(ns).size, g.name(c)).toBe(ns.length);
      expect(
        [...ns].sort((x, y) => x - y),
        g.name(c),
      ).toEqual(cells(g).filter((d) => g.distance(c, d) === 1));
      for (const n of ns) expect(g.neighbours(n), `${g.name(c)} -> ${g.name(n)}`).toContain(c);
    }
  });

  it('ring(c, r) is the cells at distance r in ascending index order; range(c, r) those within r, nearest first', () => {
    check(
      fc.property(arbCell(g), fc.integer({ min: -2, max: 30 }), (c, r) => {
        const ring = g.ring(c, r);
        expect(ring).toEqual(cells(g).filter((d) => g.distance(c, d) === r));
        expect(ascending(ring)).toBe(true);
        const range = g.range(c, r);
        const within = cells(g).filter((d) => g.distance(c, d) <= r);
        expect([...range].sort((x, y) => x - y)).toEqual(within);
        // Nearest first, then by index: the first pair out of order, if any (one `expect`,
        // not one per pair: the largest grids' ranges are thousands of cells long).
        const outOfOrder = range.findIndex((q, k) => {
          if (k === 0) return false;
          const p = range[k - 1] as Cell;
          const [dp, dq] = [g.distance(c, p), g.distance(c, q)];
          return !(dp < dq || (dp === dq && p < q));
        });
        expect(outOfOrder, `range(${g.name(c)}, ${r}) out of order at ${outOfOrder}`).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('names round-trip, are unique, and parse answers undefined (never throws) for anything else', () => {
    const names = cells(g).map((c) => g.name(c));
    expect(new Set(names).size).toBe(g.size);
    for (const c of cells(g)) expect(g.parse(g.name(c))).toBe(c);
    check(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.anything()), (x) => {
        const c = g.parse(x);
        if (c !== undefined) {
          expect(Number.isInteger(c) && c >= 0 && c < g.size).toBe(true);
          expect(typeof x === 'string' && x.trim().toUpperCase()).toBe(g.name(c).toUpperCase());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('shortest paths step between neighbours to the goal, as many steps as the distance, the same every time', () => {
    check(
      fc.property(arbCell(g), arbCell(g), (a, b) => {
        const path = g.shortestPath(a, b);
        expect(path).toBeDefined();
        expect(path).toHaveLength(g.distance(a, b));
        [a, ...(path as Cell[])].forEach((c, k, all) => {
          if (k > 0) expect(g.neighbours(all[k - 1] as Cell)).toContain(c);
        });
        if (a !== b) expect(path?.at(-1)).toBe(b);
        expect(g.shortestPath(a, b)).toEqual(path);
        // Everything passable: the same walk as with no test at all.
        expect(g.shortestPath(a, b, () => true)).toEqual(path);
      }),
      { numRuns: 300 },
    );
  });

  it('shortest paths break ties by taking the first neighbour, in neighbour order, that is nearer the goal', () => {
    check(
      fc.property(arbCell(g), arbCell(g), (a, b) => {
        let at = a;
        for (const step of g.shortestPath(a, b) ?? []) {
          const nearer = g.neighbours(at).filter((n) => g.distance(n, b) === g.distance(at, b) - 1);
          expect(step).toBe(nearer[0]);
          at = step;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with obstacles, a path enters only passable cells and is as short as the passable search, or undefined when there is none', () => {
    check(
      fc.property(
        arbCell(g),
        arbCell(g),
        fc.array(fc.boolean(), { minLength: g.size, maxLength: g.size }),
        (a, b, open) => {
          const passable = (c: Cell) => open[c] === true;
          const path = g.shortestPath(a, b, passable);
          const steps = bfs(g, a, passable)[b] as number;
          if (a === b) expect(path).toEqual([]);
          else if (steps === -1) expect(path).toBeUndefined();
          else {
            expect(path).toHaveLength(steps);
            for (const c of path ?? []) expect(passable(c)).toBe(true);
            [a, ...(path as Cell[])].forEach((c, k, all) => {
              if (k > 0) expect(g.neighbours(all[k - 1] as Cell)).toContain(c);
            });
            expect(path?.at(-1)).toBe(b);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe.each(SMALL)('%s, every pair', (_, g) => {
  it('distance is the number of steps through neighbours', () => {
    for (const a of cells(g)) expect(bfs(g, a), g.name(a)).toEqual(cells(g).map((b) => g.distance(a, b)));
  });
});

describe('every size', () => {
  const arbGrid: fc.Arbitrary<[string, Grid]> = fc.oneof(
    fc
      .record({ rows: fc.integer({ min: 1, max: 26 }), cols: fc.integer({ min: 1, max: 30 }) })
      .map((s): [string, Grid] => [`square ${s.rows}x${s.cols}`, squareGrid(s)]),
    fc
      .record({ cols: fc.integer({ min: 1, max: 30 }), rows: fc.integer({ min: 1, max: 30 }) })
      .map((s): [string, Grid] => [`hex offset ${s.cols}x${s.rows}`, hexOffsetGrid(s)]),
    fc
      .integer({ min: 1, max: 12 })
      .map((radius): [string, Grid] => [`hex wrap ${radius}`, hexWrapGrid({ radius })]),
  );

  it('distance is the number of steps through neighbours, from any cell of a grid of any size', () => {
    check(
      fc.property(arbGrid, fc.nat(), ([label, g], k) => {
        const a = k % g.size;
        expect(bfs(g, a), `${label} from ${g.name(a)}`).toEqual(cells(g).map((b) => g.distance(a, b)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('hexWrapGrid', () => {
  it.each([1, 2, 3, 6, 10])(
    'radius %i: no two cells are farther apart than the radius, and some are that far',
    (radius) => {
      const g = hexWrapGrid({ radius });
      expect(g.size).toBe(3 * radius * (radius + 1) + 1);
      let max = 0;
      for (const a of cells(g)) for (const b of cells(g)) max = Math.max(max, g.distance(a, b));
      expect(max).toBe(radius);
    },
  );

  it('every cell has six different neighbours: stepping off an edge lands on the opposite one', () => {
    for (const radius of [1, 2, 6]) {
      const g = hexWrapGrid({ radius });
      for (const c of cells(g)) expect(new Set(g.neighbours(c)).size).toBe(6);
    }
  });

  it('cellAt wraps any coordinates: shifting by a mirror centre gives the same cell', () => {
    const g = hexWrapGrid({ radius: 4 });
    // The mirror centres of radius 4, worked out by hand from (2R+1, -R-1) = (9, -5) by turning it 60 degrees.
    const centres = [
      [9, -5],
      [5, 4],
      [-4, 9],
      [-9, 5],
      [-5, -4],
      [4, -9],
    ] as const;
    check(
      fc.property(
        arbCell(g),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.nat({ max: 5 }),
        (c, i, j, k) => {
          const { q, r } = g.cube(c);
          const [aq, ar] = centres[k] as readonly [number, number];
          const [bq, br] = centres[(k + 1) % 6] as readonly [number, number];
          expect(g.cellAt(q, r)).toBe(c);
          expect(g.cellAt(q + i * aq + j * bq, r + i * ar + j * br)).toBe(c);
        },
      ),
    );
  });
});
