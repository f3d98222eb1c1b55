/**
 * Dice (K4): pools of dice drawn from the seeded generator that lives in the game
 * state, counts of hits, rolls that re-roll ties (initiative, TSG-2), and a scripted
 * generator so that a rules case can say "the attacker rolls three sixes" (TSG-T1).
 * A die of `sides` faces is one `rng.int(sides) + 1`, so a roll is part of the game's one
 * stream, and a replay draws the same faces.
 */
import { type IssueBase, SimulturnError } from './issue.js';
import type { Rng, RngState } from './rng.js';

/**
 * The codes of the problems the dice report, all programmer's errors thrown as a
 * {@link SimulturnError}: a bad count or number of sides, ties that never end, and a
 * scripted generator asked for more, or other, than its script holds.
 */
export type DiceIssueCode =
  /** A number of dice or contestants that is not a whole number in range. */
  | 'dice/bad-count'
  /** A number of sides that is not a whole number in range. */
  | 'dice/bad-sides'
  /** Ties re-rolled 1,000 times over: the generator is not random. */
  | 'dice/endless-ties'
  /** A scripted generator was asked for more draws than its script holds. */
  | 'dice/script-exhausted'
  /** A scripted value is not a face of the die being rolled. */
  | 'dice/script-bad-value'
  /** A scripted generator was asked for something only a real stream has (a float or its state). */
  | 'dice/script-unsupported';

/** A die has at most this many sides: `rng.int`'s own bound. */
const MAX_SIDES = 0x1_0000_0000;
/** At most this many dice in one pool: a guard against a count computed wrongly. */
const MAX_DICE = 1_000_000;
/** Ties re-rolled this many times mean the generator is broken, not unlucky. */
const MAX_TIE_ROUNDS = 1000;

function fail(code: DiceIssueCode, path: string, message: string): never {
  const issue: IssueBase<DiceIssueCode> = { code, path: [path], message };
  throw new SimulturnError([issue]);
}

function checkSides(sides: number, min: number): void {
  if (!Number.isInteger(sides) || sides < min || sides > MAX_SIDES) {
    fail('dice/bad-sides', 'sides', `a die needs a whole number of sides from ${min} to 2^32, not ${sides}`);
  }
}

/**
 * Rolls `n` dice of `sides` faces (6 by default): faces from 1 to `sides`, in the order
 * drawn. Throws a {@link SimulturnError} (`dice/bad-count`, `dice/bad-sides`) for a
 * count or side number that is not a whole number in range; zero dice give `[]`.
 *
 * @example
 * ```ts
 * import { countAtLeast, rollDice, seededRng } from 'simulturn';
 * const rng = seededRng('battle at 0803');
 * const attack = rollDice(rng, 3); // three d6: three faces from 1 to 6
 * const kills = countAtLeast(attack, 5); // each 5 or 6 kills a ship (TSG-7.5)
 * ```
 */
export function rollDice(rng: Rng, n: number, sides = 6): number[] {
  if (!Number.isInteger(n) || n < 0 || n > MAX_DICE) {
    fail('dice/bad-count', 'n', `a pool needs a whole number of dice from 0 to ${MAX_DICE}, not ${n}`);
  }
  checkSides(sides, 1);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.int(sides) + 1);
  return out;
}

/** How many of the faces are at least `target` (the hits of a pool that hits on `target` or more). */
export function countAtLeast(faces: readonly number[], target: number): number {
  let hits = 0;
  for (const f of faces) if (f >= target) hits++;
  return hits;
}

/** One die rolled by one contestant in {@link rerollTies}. */
export interface ContestRoll {
  /** The contestant's index in `0 .. contestants - 1`. */
  readonly contestant: number;
  /** The face rolled. */
  readonly face: number;
}

/** What {@link rerollTies} decided, and every die it took to decide it. */
export interface TieBreak {
  /** Every contestant's index once, highest roll first. */
  readonly order: readonly number[];
  /**
   * The rounds of rolling in the order rolled: first every contestant, in index order;
   * then, for each tied group from the highest face down, that group's members again
   * (and again, depth first, if they tie again). For a game's trace.
   */
  readonly rounds: readonly (readonly ContestRoll[])[];
}

/**
 * Each contestant rolls one die; the highest goes first. Ties are rolled again among
 * the tied only, as often as it takes (TSG-2: "Ties are re-rolled"), so the result is a
 * full order. Draws happen in a fixed order (see {@link TieBreak.rounds}), so the same
 * generator state always gives the same order. Throws a {@link SimulturnError}
 * (`dice/bad-count`, `dice/bad-sides`) unless there is at least one contestant and the
 * die has at least 2 sides, and (`dice/endless-ties`) if 1,000 rounds have not ended
 * the ties, which only a broken generator does.
 *
 * @example
 * ```ts
 * import { rerollTies, seededRng } from 'simulturn';
 * const { order } = rerollTies(seededRng('turn 4 initiative'), 2);
 * const player1 = order[0]; // 0 or 1: the side that moves first this turn
 * ```
 */
export function rerollTies(rng: Rng, contestants: number, sides = 6): TieBreak {
  if (!Number.isInteger(contestants) || contestants < 1 || contestants > MAX_DICE) {
    fail('dice/bad-count', 'contestants', `needs a whole number of contestants from 1, not ${contestants}`);
  }
  checkSides(sides, 2);
  const order: number[] = [];
  const rounds: ContestRoll[][] = [];
  const settle = (group: readonly number[]): void => {
    if (rounds.length >= MAX_TIE_ROUNDS) {
      fail('dice/endless-ties', 'rng', `ties were re-rolled ${MAX_TIE_ROUNDS} times without ending`);
    }
    const round = group.map((contestant) => ({ contestant, face: rng.int(sides) + 1 }));
    rounds.push(round);
    // Highest face first; the sort is stable, so equal faces keep index order.
    const sorted = round.slice().sort((a, b) => b.face - a.face);
    for (let i = 0; i < sorted.length; ) {
      let j = i + 1;
      while (j < sorted.length && sorted[j]?.face === sorted[i]?.face) j++;
      if (j - i === 1) order.push((sorted[i] as ContestRoll).contestant);
      else settle(sorted.slice(i, j).map((r) => r.contestant));
      i = j;
    }
  };
  settle(Array.from({ length: contestants }, (_, k) => k));
  return { order, rounds };
}

/** A generator that plays back a script, for rules cases; see {@link scriptedRng}. */
export interface ScriptedRng extends Rng {
  /** How many scripted values are still unused (a case can check that it used them all). */
  readonly remaining: number;
}

/**
 * A generator that plays back scripted die faces instead of drawing, so that a rules
 * case can fix the dice: `scriptedRng([6, 6, 6])` makes the next `rollDice(rng, 3)` show
 * three sixes. Each value answers one `int(n)` with `value - 1` (so a die of `n` sides
 * shows `value`), and so must be a whole number from 1 to `n`. It ships with the library
 * for users testing their own games, as boardgame.io ships a mock generator.
 *
 * Asking for more than the script holds throws a {@link SimulturnError}
 * (`dice/script-exhausted`), and a value that is not a face of the die asked for throws
 * `dice/script-bad-value`, so a case that rolls more or other dice than it says fails
 * loudly. `float()` and `state()` throw `dice/script-unsupported`: a script has no Alea
 * state to save, so pass it only to code that draws (a battle resolver, `rollDice`).
 *
 * @example
 * ```ts
 * import { countAtLeast, rollDice, scriptedRng } from 'simulturn';
 * // TSG-T1: the attacker rolls three sixes, the defender two sixes; one ship is lost.
 * const rng = scriptedRng([6, 6, 6, 6, 6]);
 * const kills = countAtLeast(rollDice(rng, 3), 5); // 3
 * const saves = countAtLeast(rollDice(rng, 2), 5); // 2
 * Math.max(0, kills - saves); // 1
 * rng.remaining; // 0
 * ```
 */
export function scriptedRng(values: readonly number[]): ScriptedRng {
  const script = values.slice();
  let next = 0;
  const unsupported = (what: string): never =>
    fail('dice/script-unsupported', 'rng', `a scripted generator has no ${what}; it only answers int(n)`);
  return {
    get draws() {
      return next;
    },
    get remaining() {
      return script.length - next;
    },
    int(n: number): number {
      if (next >= script.length) {
        fail(
          'dice/script-exhausted',
          'rng',
          `the script of ${script.length} value(s) ran out: draw ${next + 1} (int(${n})) has no value`,
        );
      }
      const v = script[next] as number;
      if (!Number.isInteger(v) || v < 1 || v > n) {
        fail('dice/script-bad-value', 'rng', `scripted value ${next + 1} is ${v}, not a face from 1 to ${n}`);
      }
      next++;
      return v - 1;
    },
    float: () => unsupported('float stream'),
    state: (): RngState => unsupported('state to save'),
  };
}
