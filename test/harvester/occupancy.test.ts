/**
 * The movement step's table of units by hex (`Occupancy` in combat.ts): each hex's units are
 * a linked list through typed arrays, changed in place as units move, so after any run of
 * moves every hex must list exactly the units standing there, and a unit's index must be
 * found from its id. Checked against the working copy's units grouped by hex afresh once
 * settled (the state's own unit objects unchanged), after moves drawn from the game's own
 * generator on a planet of 16 players.
 */
import { describe, expect, it } from 'vitest';
import { indexOf, type Occupancy, occupancy, place, settle } from '../../src/harvester/combat.js';
import { newGame } from '../../src/harvester/index.js';
import { toWork } from '../../src/harvester/work.js';
import { seededRng } from '../../src/kernel/rng.js';

/** The ids the table lists in `hex`, in increasing order. */
function listed(at: Occupancy, hex: number): number[] {
  const ids: number[] = [];
  for (let i = at.first[hex] as number; i >= 0; i = at.next[i] as number) ids.push(at.list[i]!.id);
  return ids.sort((a, b) => a - b);
}

describe('the occupancy of the movement step', () => {
  const g = newGame({ seed: 'occupancy', players: 16 });
  if (!g.ok) throw new Error('the set-up failed');
  const w = toWork(g.value);
  const at = occupancy(w);

  it('lists the units in id order and finds each by its id, and no id that is not there', () => {
    const ids = at.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(g.value.units.length);
    ids.forEach((id, i) => expect(indexOf(at, id)).toBe(i));
    expect(indexOf(at, 0)).toBe(-1);
    expect(indexOf(at, g.value.nextUnit)).toBe(-1);
  });

  it('lists in every hex exactly the units standing there, after 2,000 moves, and settles them in the copy, not the state', () => {
    const before = JSON.stringify(g.value.units);
    const rng = seededRng('occupancy moves');
    for (let k = 0; k < 2000; k++) {
      const i = rng.int(at.list.length);
      // Half the moves go to a hex some unit already holds, so that lists grow and shrink in the middle.
      const hex = k % 2 === 0 ? at.hex[rng.int(at.list.length)]! : rng.int(w.grid.size);
      place(at, i, hex);
    }
    // The working copy's units hold the moves once settled; the state's own are unchanged.
    settle(w, at);
    expect(JSON.stringify(g.value.units)).toBe(before);
    const byHex = new Map<number, number[]>();
    for (const u of w.units.values()) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id]);
    let stacked = 0;
    for (let hex = 0; hex < w.grid.size; hex++) {
      const want = (byHex.get(hex) ?? []).sort((a, b) => a - b);
      expect(listed(at, hex)).toEqual(want);
      if (want.length > 1) stacked++;
    }
    expect(stacked).toBeGreaterThan(10); // the draw did stack units
  });
});
