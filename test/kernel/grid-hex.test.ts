/**
 * The two hex grids, against figures worked out by hand: the Strategic Game's example
 * map (seed 003) read off its ASCII drawing, and the wrap map's edges.
 */
import { describe, expect, it } from 'vitest';
import { hexOffsetGrid } from '../../src/kernel/grid/hex-offset.js';
import { hexWrapGrid } from '../../src/kernel/grid/hex-wrap.js';
import { SimulturnError } from '../../src/kernel/issue.js';

/** The code of the one issue a call throws, or undefined if it does not throw. */
function thrownCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulturnError);
    return (e as SimulturnError).issues[0]?.code;
  }
  return undefined;
}

describe('hexOffsetGrid on the seed map (26 columns, 22 rows, odd columns shifted down)', () => {
  const map = hexOffsetGrid({ cols: 26, rows: 22 });
  const at = (name: string) => {
    const c = map.parse(name);
    if (c === undefined) throw new Error(`no hex ${name}`);
    return c;
  };

  it('has 572 hexes named CCRR from 0101 to 2622', () => {
    expect(map.size).toBe(572);
    expect(map.name(0)).toBe('0101');
    expect(map.name(25)).toBe('2601');
    expect(map.name(26)).toBe('0102');
    expect(map.name(571)).toBe('2622');
    expect(map.colOf(at('0803'))).toBe(7);
    expect(map.rowOf(at('0803'))).toBe(2);
    for (const bad of ['0000', '2701', '0123', '803', '08033', '08 03', 'A803', 803, null]) {
      expect(map.parse(bad), String(bad)).toBeUndefined();
    }
  });

  it('puts the two homes (H on the drawing: column 23 row 2, column 3 row 21) 29 apart', () => {
    // By hand: 20 south-west steps from 2302 (each pair of columns one row lower) reach
    // column 3 at row 12; nine steps south reach row 21.
    expect(map.distance(at('2302'), at('0321'))).toBe(29);
  });

  it('measures distances between systems on the drawing as counted by hand', () => {
    const table: [string, string, number, string][] = [
      ['2302', '1905', 5, 'four south-west steps reach 1904, one south'],
      [
        '2302',
        '1503',
        8,
        'eight diagonal steps west reach column 15 anywhere from four rows up to four down',
      ],
      ['0321', '0306', 15, 'same column, fifteen rows'],
      ['0321', '0504', 18, 'two diagonal steps reach 0520 at best; sixteen more north'],
      ['0803', '0803', 0, 'itself'],
      ['0803', '0904', 1, 'column 8 is shifted down, so its south-east neighbour is one row lower'],
      ['0903', '0803', 1, 'and 0903 is its north-east neighbour'],
      ['0903', '1004', 2, 'column 9 is not shifted: its south-east neighbour is 1003, then 1004 south'],
    ];
    for (const [a, b, d, why] of table) expect(map.distance(at(a), at(b)), `${a}-${b}: ${why}`).toBe(d);
  });

  it('lists neighbours north, north-east, south-east, south, south-west, north-west', () => {
    // 0803 is in a shifted (lower) column: its east and west neighbours are in its row and the next.
    expect(map.neighbours(at('0803')).map(map.name)).toEqual([
      '0802',
      '0903',
      '0904',
      '0804',
      '0704',
      '0703',
    ]);
    // 0903 is in an unshifted column: its east and west neighbours are in the row above and its own.
    expect(map.neighbours(at('0903')).map(map.name)).toEqual([
      '0902',
      '1002',
      '1003',
      '0904',
      '0803',
      '0802',
    ]);
    // The north-west corner has two.
    expect(map.neighbours(at('0101')).map(map.name)).toEqual(['0201', '0102']);
  });

  it('converts to cube coordinates (q is the column; r falls half a row per column east)', () => {
    expect(map.cube(at('0101'))).toEqual({ q: 0, r: 0, s: 0 });
    expect(map.cube(at('0201'))).toEqual({ q: 1, r: 0, s: -1 });
    expect(map.cube(at('0301'))).toEqual({ q: 2, r: -1, s: -1 });
    expect(map.cube(at('0803'))).toEqual({ q: 7, r: -1, s: -6 });
  });

  it('walks home to home in 29 steps: south while that stays shortest (the tie-break puts S before SW), then south-west', () => {
    // From 2302, twenty diagonal steps reach column 3 anywhere from row 2 down to row 12, so
    // going south first is on a shortest walk until row 11; S comes before SW in the order.
    const path = map.shortestPath(at('2302'), at('0321'));
    expect(path).toHaveLength(29);
    expect(path?.slice(0, 10).map(map.name)).toEqual([
      '2303',
      '2304',
      '2305',
      '2306',
      '2307',
      '2308',
      '2309',
      '2310',
      '2311',
      '2211',
    ]);
  });

  it('throws grid/bad-size for a size a CCRR name cannot hold, and grid/bad-radius for a radius that is not an integer', () => {
    expect(thrownCode(() => hexOffsetGrid({ cols: 100, rows: 5 }))).toBe('grid/bad-size');
    expect(thrownCode(() => hexOffsetGrid({ cols: 5, rows: 0 }))).toBe('grid/bad-size');
    expect(thrownCode(() => map.ring(0, 1.5))).toBe('grid/bad-radius');
    expect(thrownCode(() => map.range(0, Number.NaN))).toBe('grid/bad-radius');
  });
});

describe('hexWrapGrid', () => {
  const planet = hexWrapGrid({ radius: 6 });
  const at = (name: string) => {
    const c = planet.parse(name);
    if (c === undefined) throw new Error(`no hex ${name}`);
    return c;
  };

  it('names cells by axial q,r, indexed column by column from the west', () => {
    expect(planet.size).toBe(127);
    // The west column (q = -6) holds r from 0 to 6; the east column (q = 6) r from -6 to 0.
    expect(planet.name(0)).toBe('-6,0');
    expect(planet.name(6)).toBe('-6,6');
    expect(planet.name(7)).toBe('-5,-1');
    expect(planet.name(126)).toBe('6,0');
    expect(planet.name(63)).toBe('0,0');
    for (const bad of ['6,1', '7,0', '0', '0,0,0', '-0,0', '01,2', '0, 0', '+1,0', 0, null]) {
      expect(planet.parse(bad), String(bad)).toBeUndefined();
    }
  });

  it('measures across the edges (worked by hand from the mirror centres (13, -7), (7, 6), (6, -13), ...)', () => {
    const table: [string, string, number, string][] = [
      ['0,0', '3,-1', 3, 'from the centre, the plain distance'],
      ['6,-3', '-6,3', 1, 'east edge to west edge: -6,3 + (13,-7) = 7,-4, next to 6,-3'],
      ['6,0', '-6,0', 6, 'plainly 12; -6,0 + (7,6) = 1,6 is 6 from 6,0'],
      ['0,-6', '0,6', 6, 'plainly 12; 0,6 + (6,-13) = 6,-7 is 6 from 0,-6'],
      ['0,-6', '-6,6', 1, '-6,6 + (6,-13) = 0,-7, just north of 0,-6'],
    ];
    for (const [a, b, d, why] of table) expect(planet.distance(at(a), at(b)), `${a}-${b}: ${why}`).toBe(d);
  });

  it('steps off the north edge onto the far side (neighbours worked by hand)', () => {
    // N 0,-7 - (6,-13) = -6,6; NE 1,-7 - (6,-13) = -5,6; SE 1,-6 and S 0,-5 and SW -1,-5 are
    // on the map; NW -1,-6 - (-7,-6) = 6,0.
    expect(planet.neighbours(at('0,-6')).map(planet.name)).toEqual([
      '-6,6',
      '-5,6',
      '1,-6',
      '0,-5',
      '-1,-5',
      '6,0',
    ]);
    expect(planet.neighbours(at('0,0')).map(planet.name)).toEqual([
      '0,-1',
      '1,-1',
      '1,0',
      '0,1',
      '-1,1',
      '-1,0',
    ]);
    expect(planet.name(planet.cellAt(0, -7))).toBe('-6,6');
    expect(planet.name(planet.cellAt(13, -7))).toBe('0,0');
    expect(planet.name(planet.cellAt(26, -14))).toBe('0,0');
  });

  it('rings past the radius are empty, and the range of the radius is the whole planet', () => {
    expect(planet.ring(at('3,3'), 7)).toEqual([]);
    expect(planet.range(at('3,3'), 6)).toHaveLength(127);
    expect(planet.range(at('3,3'), 100)).toHaveLength(127);
    expect(planet.ring(at('3,3'), 1)).toHaveLength(6);
  });

  it('throws grid/bad-size for a radius it cannot build', () => {
    for (const radius of [0, -1, 1.5, 1001, Number.NaN]) {
      expect(
        thrownCode(() => hexWrapGrid({ radius })),
        String(radius),
      ).toBe('grid/bad-size');
    }
  });
});
