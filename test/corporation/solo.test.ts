/**
 * The solo solver (CO-7.2): the least number of turns, proven against exhaustive search on
 * small buildings; its lines replay to a solved puzzle; it says "none" or "budget"
 * honestly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  type Colour,
  type CorporationState,
  legalEndStates,
  newGame,
  playTurn,
  solveSolo,
  type TurnInput,
} from '../../src/corporation/index.js';
import { soloLowerBound } from '../../src/corporation/solo.js';
import { offBoard } from '../../src/corporation/state.js';
import { labelled } from '../support/fc.js';
import { arbBuilding, arbTable } from './arbitraries.js';
import { at, FLAT, tableOf } from './support.js';

const allIn = (s: CorporationState) => COLOURS.every((c) => s.boardroom[c] === 3);

/** Exhaustive breadth-first search over whole turns: the least turns within `depth`, or null. */
function bruteForce(state: CorporationState, depth: number): number | null {
  if (allIn(state)) return 0;
  let layer = [state];
  for (let d = 1; d <= depth; d++) {
    const next: CorporationState[] = [];
    for (const s of layer) {
      for (const c of legalEndStates(s, 'red')) {
        if (allIn(c.state)) return d;
        if (c.state.ended === null) next.push(c.state);
      }
    }
    layer = next;
  }
  return null;
}

/** Plays a line from a state and returns the state after it. */
function replay(state: CorporationState, line: readonly TurnInput[]): CorporationState {
  let s = state;
  for (const orders of line) {
    const r = playTurn(s, 'red', orders);
    if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
    s = r.value.state;
  }
  return s;
}

/** A solo puzzle near its end on a small building: at most `offMax` employees off the board, the rest placed at random. */
function arbNearEnd(offMax: number): fc.Arbitrary<CorporationState> {
  return fc
    .record({
      building: arbBuilding(3),
      table: arbTable(),
      off: fc.array(fc.constantFrom(...COLOURS), { maxLength: offMax }),
      where: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    })
    .map(({ building, table, off, where }) => {
      const left = { red: 0, green: 0, blue: 0, yellow: 0 };
      for (const c of off) left[c] = Math.min(3, left[c] + 1);
      const rooms: Record<string, Colour[]> = {};
      const boardroom = { red: 0, green: 0, blue: 0, yellow: 0 };
      let k = 0;
      for (const c of COLOURS) {
        for (let e = left[c]; e < 3; e++) {
          // Half in the Boardroom, the rest on a random room's stack.
          const w = where[k++]!;
          if (w % 2 === 0) boardroom[c]++;
          else (rooms[building.rooms[(w >> 1) % building.rooms.length]!.id] ??= []).push(c);
        }
      }
      const r = newGame({ seed: 'solo', players: ['red'], building, start: { table, rooms, boardroom } });
      if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
      return labelled(
        r.value,
        `solo ${JSON.stringify({ table, rooms, boardroom, building: building.rooms })}`,
      );
    });
}

describe('the solo solver (CO-7.2)', () => {
  it('agrees with exhaustive search on small buildings near the end, and its lines replay', () => {
    let solvedSome = 0;
    let noneSome = 0;
    fc.assert(
      fc.property(arbNearEnd(1), (state) => {
        const expected = bruteForce(state, 2);
        const r = solveSolo(state, 2);
        if (expected === null) {
          expect(r.status).toBe('none');
          noneSome++;
          return;
        }
        expect(r.status).toBe('solved');
        if (r.status !== 'solved') return;
        expect(r.turns).toBe(expected);
        expect(r.line).toHaveLength(expected);
        expect(allIn(replay(state, r.line))).toBe(true);
        solvedSome++;
      }),
      { numRuns: 20, seed: 17 },
    );
    // Both answers occur, so neither side of the comparison is vacuous.
    expect(solvedSome).toBeGreaterThan(0);
    expect(noneSome).toBeGreaterThan(0);
  });

  it('the lower bound is one turn per employee off the board', () => {
    fc.assert(
      fc.property(arbNearEnd(3), (state) => {
        const off = COLOURS.reduce((n, c) => n + offBoard(state)[c], 0);
        expect(soloLowerBound(state)).toBe(allIn(state) ? 0 : Math.max(1, off));
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('the straight building of CO-T8 takes twelve turns, the lower bound, and the line solves it', () => {
    const table = tableOf(
      ['red', 'red'],
      ['green', 'green'],
      ['blue', 'blue'],
      ['yellow', 'yellow'],
      ['red', 'green'],
      ['blue', 'yellow'],
    );
    const s = at({ table }, { players: ['red'], building: FLAT });
    const r = solveSolo(s, 20);
    expect(r.status).toBe('solved');
    if (r.status !== 'solved') return;
    expect(r.turns).toBe(12);
    const end = replay(s, r.line);
    expect(end.ended).toEqual({ reason: 'solved', winners: ['red'], turn: 12 });
  });

  it('says "budget" with its proven bound when the budget runs out, and is deterministic', () => {
    const puzzle = newGame({ seed: 'solo', players: ['red'] });
    if (!puzzle.ok) throw new Error('newGame');
    const tiny = { beam: 2, expansions: 5 };
    const r = solveSolo(puzzle.value, 14, tiny);
    expect(r.status).toBe('budget');
    if (r.status !== 'budget') return;
    expect(r.atLeast).toBe(12);
    expect(solveSolo(puzzle.value, 14, tiny)).toEqual(r);
    // Not a solo game, or not a turn: nothing to solve.
    expect(solveSolo(at({ table: puzzle.value.table as Colour[] }), 14).status).toBe('none');
  });
});
