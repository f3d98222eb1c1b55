/**
 * The square grid is Corporate War's board (CW-1): names, king-move distance and the
 * neighbour order checked by hand, and the board's functions (the grid's, under the
 * board's names in board.ts) agreeing with the grid on every sector of several sizes.
 */
import { describe, expect, it } from 'vitest';
import * as board from '../../src/corporate-war/board.js';
import { squareGrid } from '../../src/kernel/grid/square.js';
import { SimulturnError } from '../../src/kernel/issue.js';

const g = squareGrid({ rows: 12, cols: 12 });
const at = (name: string) => {
  const c = g.parse(name);
  if (c === undefined) throw new Error(`no cell ${name}`);
  return c;
};

describe('squareGrid', () => {
  it('names rows by letter from A (north) and columns by number from 1 (west)', () => {
    expect(g.name(0)).toBe('A1');
    expect(g.name(11)).toBe('A12');
    expect(g.name(12)).toBe('B1');
    expect(g.name(143)).toBe('L12');
    expect(g.parse('f6')).toBe(5 * 12 + 5);
    expect(g.parse(' F6 ')).toBe(5 * 12 + 5);
    for (const bad of ['', 'M1', 'A13', 'A0', '6F', 'F 6', 'F06', 'AA1', 6, null, undefined, {}]) {
      expect(g.parse(bad), String(bad)).toBeUndefined();
    }
  });

  it('counts distance as a king moves (worked by hand)', () => {
    const table: [string, string, number][] = [
      ['A1', 'A1', 0],
      ['A1', 'B2', 1], // one diagonal step
      ['A1', 'L12', 11], // eleven diagonal steps
      ['F6', 'H9', 3], // two rows and three columns: the larger
      ['A12', 'L1', 11],
      ['C3', 'C9', 6], // along a row
    ];
    for (const [a, b, d] of table) expect(g.distance(at(a), at(b)), `${a}-${b}`).toBe(d);
  });

  it('lists neighbours north first, then clockwise, leaving out those off the board', () => {
    expect(g.neighbours(at('F6')).map(g.name)).toEqual(['E6', 'E7', 'F7', 'G7', 'G6', 'G5', 'F5', 'E5']);
    expect(g.neighbours(at('A1')).map(g.name)).toEqual(['A2', 'B2', 'B1']);
    expect(g.neighbours(at('L12')).map(g.name)).toEqual(['K12', 'L11', 'K11']);
  });

  it('rings and ranges by hand: the ring of 1 around A1, the range of 1 around F6', () => {
    expect(g.ring(at('A1'), 1).map(g.name)).toEqual(['A2', 'B1', 'B2']);
    expect(g.ring(at('A1'), 0).map(g.name)).toEqual(['A1']);
    expect(g.range(at('F6'), 1).map(g.name)).toEqual(['F6', 'E5', 'E6', 'E7', 'F5', 'F7', 'G5', 'G6', 'G7']);
    expect(g.ring(at('F6'), 2)).toHaveLength(16);
    expect(g.range(at('F6'), -1)).toEqual([]);
  });

  it('breaks ties by the neighbour order, with and without obstacles (walks worked by hand)', () => {
    // F6 to H7: of F6's neighbours in order (E6, E7, F7, G7, ...), G7 is the first one step from H7.
    expect(g.shortestPath(at('F6'), at('H7'))?.map(g.name)).toEqual(['G7', 'H7']);
    // F6 to H6: G7 (south-east), G6 (south) and G5 (south-west) are all one from H6; SE comes first.
    expect(g.shortestPath(at('F6'), at('H6'))?.map(g.name)).toEqual(['G7', 'H6']);
    // A wall at E7, F7, G7 between F6 and F8: round by D7 or H7, four steps either way. E6 (north)
    // is the first neighbour three from F8; from E6, D6 is also three, so D7 (north-east, two)
    // comes next; from D7, E8 (south-east) is the first that is one from F8.
    const wall = new Set(['E7', 'F7', 'G7'].map(at));
    const path = g.shortestPath(at('F6'), at('F8'), (c) => !wall.has(c));
    expect(path?.map(g.name)).toEqual(['E6', 'D7', 'E8', 'F8']);
    // Shut in: no walk at all.
    const box = new Set(g.neighbours(at('A1')));
    expect(g.shortestPath(at('A1'), at('C3'), (c) => !box.has(c))).toBeUndefined();
  });

  it('throws a SimulturnError (grid/bad-size) for a size it cannot name', () => {
    for (const size of [
      { rows: 0, cols: 5 },
      { rows: 27, cols: 5 },
      { rows: 5, cols: 100 },
      { rows: 5.5, cols: 5 },
    ]) {
      expect(() => squareGrid(size)).toThrow(SimulturnError);
      try {
        squareGrid(size);
      } catch (e) {
        expect((e as SimulturnError).issues[0]?.code).toBe('grid/bad-size');
      }
    }
  });
});

describe("Corporate War's board agrees with the square grid", () => {
  it.each([
    [12, 12],
    [1, 1],
    [5, 9],
    [26, 99],
  ])('%i rows by %i columns: names, parsing, distances and neighbours', (rows, cols) => {
    const b = { rows, cols };
    const sq = squareGrid(b);
    const all = Array.from({ length: sq.size }, (_, k) => k);
    expect(all.map((a) => board.sectorName(b, a))).toEqual(all.map((a) => sq.name(a)));
    expect(all.map((a) => board.parseSector(b, sq.name(a).toLowerCase()))).toEqual(all);
    expect(all.map((a) => board.neighbours(b, a))).toEqual(all.map((a) => sq.neighbours(a)));
    for (let a = 0; a < sq.size; a += 13) {
      expect(all.map((c) => board.distance(b, a, c))).toEqual(all.map((c) => sq.distance(a, c)));
    }
  });
});
