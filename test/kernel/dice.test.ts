/**
 * Dice (K4): pools drawn from the seeded generator, hit counts, initiative with ties
 * re-rolled, and the scripted generator that lets a rules case fix the dice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAtLeast, rerollTies, rollDice, scriptedRng } from '../../src/kernel/dice.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { type Rng, restoreRng, seededRng, seedRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';

/** The code of the one issue a call throws (failing the test if it throws anything else or nothing). */
function thrownCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulturnError);
    return (e as SimulturnError).issues[0]?.code ?? '(no issue)';
  }
  throw new Error('expected a SimulturnError');
}

const arbSeed = fc.string({ maxLength: 12 });

describe('rollDice', () => {
  it('rolls n dice, each a face from 1 to sides', () => {
    check(
      fc.property(arbSeed, fc.nat({ max: 40 }), fc.integer({ min: 1, max: 20 }), (seed, n, sides) => {
        const faces = rollDice(seededRng(seed), n, sides);
        expect(faces).toHaveLength(n);
        for (const f of faces) expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true);
      }),
    );
  });

  it('draws one rng.int(sides) per die: the same seed gives the same faces, and the stream goes on after them', () => {
    check(
      fc.property(arbSeed, fc.nat({ max: 40 }), (seed, n) => {
        const a = seededRng(seed);
        const b = restoreRng(seedRng(seed));
        expect(rollDice(a, n)).toEqual(Array.from({ length: n }, () => b.int(6) + 1));
        expect(a.state()).toEqual(b.state());
        expect(rollDice(seededRng(seed), n)).toEqual(rollDice(seededRng(seed), n));
      }),
    );
  });

  it('shows every face of a d6 over many rolls, each about a sixth of the time', () => {
    const faces = rollDice(seededRng('fairness'), 6000);
    for (let f = 1; f <= 6; f++) {
      const share = faces.filter((x) => x === f).length / 6000;
      expect(share, `face ${f}`).toBeGreaterThan(0.14);
      expect(share, `face ${f}`).toBeLessThan(0.19);
    }
  });

  it('throws dice/bad-count and dice/bad-sides for counts and sides that are not whole numbers in range', () => {
    const rng = seededRng('x');
    for (const n of [-1, 1.5, Number.NaN, 2_000_000])
      expect(thrownCode(() => rollDice(rng, n))).toBe('dice/bad-count');
    for (const sides of [0, 2.5, 2 ** 32 + 1])
      expect(thrownCode(() => rollDice(rng, 1, sides))).toBe('dice/bad-sides');
    expect(rollDice(rng, 0)).toEqual([]);
    expect(rollDice(rng, 3, 1)).toEqual([1, 1, 1]);
  });
});

describe('countAtLeast', () => {
  it('counts the faces at or above the target', () => {
    expect(countAtLeast([6, 5, 4, 1], 5)).toBe(2);
    expect(countAtLeast([5, 5, 5], 5)).toBe(3);
    expect(countAtLeast([1, 2, 3], 4)).toBe(0);
    expect(countAtLeast([], 1)).toBe(0);
    expect(countAtLeast([1, 6], 1)).toBe(2);
  });
});

describe('scriptedRng', () => {
  it('plays back die faces: scriptedRng([6, 6, 6]) rolls three sixes, and rng.int(n) answers face - 1', () => {
    const rng = scriptedRng([6, 6, 6, 2, 1]);
    expect(rollDice(rng, 3)).toEqual([6, 6, 6]);
    expect(rng.remaining).toBe(2);
    expect(rng.int(4)).toBe(1);
    expect(rng.int(2)).toBe(0);
    expect(rng.draws).toBe(5);
    expect(rng.remaining).toBe(0);
  });

  it('TSG-T1: the attacker rolls three sixes, the defender two sixes, so the defender loses one ship', () => {
    const rng = scriptedRng([6, 6, 6, 6, 6]);
    const kills = countAtLeast(rollDice(rng, 3), 5);
    const saves = countAtLeast(rollDice(rng, 2), 5);
    expect(Math.max(0, kills - saves)).toBe(1);
    expect(rng.remaining).toBe(0);
  });

  it('throws dice/script-exhausted when asked for more than its script, saying how many it held', () => {
    const rng = scriptedRng([6, 6]);
    expect(thrownCode(() => rollDice(rng, 3))).toBe('dice/script-exhausted');
    expect(() => scriptedRng([]).int(6)).toThrow('the script of 0 value(s) ran out');
  });

  it('throws dice/script-bad-value for a value that is not a face of the die asked for', () => {
    expect(thrownCode(() => rollDice(scriptedRng([7]), 1))).toBe('dice/script-bad-value');
    expect(thrownCode(() => rollDice(scriptedRng([0]), 1))).toBe('dice/script-bad-value');
    expect(thrownCode(() => rollDice(scriptedRng([2.5]), 1))).toBe('dice/script-bad-value');
    expect(thrownCode(() => rollDice(scriptedRng([6]), 1, 4))).toBe('dice/script-bad-value');
  });

  it('throws dice/script-unsupported for a float or a state, which a script does not have', () => {
    const rng = scriptedRng([1]);
    expect(thrownCode(() => rng.float())).toBe('dice/script-unsupported');
    expect(thrownCode(() => rng.state())).toBe('dice/script-unsupported');
    expect(rng.remaining).toBe(1);
  });

  it('keeps its own copy of the script', () => {
    const values = [3, 4];
    const rng = scriptedRng(values);
    values[0] = 1;
    expect(rollDice(rng, 2)).toEqual([3, 4]);
  });
});

describe('rerollTies', () => {
  it('two players, no tie: the higher roll goes first', () => {
    const r = rerollTies(scriptedRng([2, 5]), 2);
    expect(r.order).toEqual([1, 0]);
    expect(r.rounds).toEqual([
      [
        { contestant: 0, face: 2 },
        { contestant: 1, face: 5 },
      ],
    ]);
  });

  it('two players tie on 3, tie again on 4, then 1 against 6: the second player goes first after three rounds', () => {
    const rng = scriptedRng([3, 3, 4, 4, 1, 6]);
    const r = rerollTies(rng, 2);
    expect(r.order).toEqual([1, 0]);
    expect(r.rounds.map((round) => round.map((x) => x.face))).toEqual([
      [3, 3],
      [4, 4],
      [1, 6],
    ]);
    expect(rng.remaining).toBe(0);
  });

  it('four players: only the tied re-roll, the higher tied group first', () => {
    // Round 1: 5, 2, 5, 2. The fives (0 and 2) re-roll first: 1, 4, so 2 then 0. Then the
    // twos (1 and 3): 6, 3, so 1 then 3.
    const rng = scriptedRng([5, 2, 5, 2, 1, 4, 6, 3]);
    const r = rerollTies(rng, 4);
    expect(r.order).toEqual([2, 0, 1, 3]);
    expect(r.rounds.map((round) => round.map((x) => x.contestant))).toEqual([
      [0, 1, 2, 3],
      [0, 2],
      [1, 3],
    ]);
    expect(rng.remaining).toBe(0);
  });

  it('always ends with every contestant once, the same order for the same seed, and a first-round leader first', () => {
    check(
      fc.property(
        arbSeed,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 6 }),
        (seed, n, sides) => {
          const r = rerollTies(seededRng(seed), n, sides);
          expect([...r.order].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, k) => k));
          expect(rerollTies(seededRng(seed), n, sides)).toEqual(r);
          const first = r.rounds[0] ?? [];
          const top = Math.max(...first.map((x) => x.face));
          expect(first.find((x) => x.contestant === r.order[0])?.face).toBe(top);
        },
      ),
    );
  });

  it('throws dice/endless-ties for a generator that always ties, and rejects a die that cannot break ties', () => {
    const stuck: Rng = { int: () => 0, float: () => 0, state: () => seedRng('stuck'), draws: 0 };
    expect(thrownCode(() => rerollTies(stuck, 2))).toBe('dice/endless-ties');
    expect(thrownCode(() => rerollTies(seededRng('x'), 2, 1))).toBe('dice/bad-sides');
    expect(thrownCode(() => rerollTies(seededRng('x'), 0))).toBe('dice/bad-count');
    expect(thrownCode(() => rerollTies(scriptedRng([4, 4]), 2))).toBe('dice/script-exhausted');
  });
});
