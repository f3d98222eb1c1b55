/**
 * Seats that tamper after ordering: each seat's bot chooses its orders, then writes
 * through everything it was shown (its view) and everything it handed over earlier (its
 * last orders and views). The match the kernel's runner plays must step through the same
 * states as the honest one, with the replay log recorded or not.
 */
import fc from 'fast-check';
import type { Game, Rng, StepResult } from '../index.js';
import { runMatch } from '../kernel/match.js';
import { assertEqual, assertThat } from './assert.js';
import { check } from './check.js';
import type { ContractSuiteOptions } from './contract.js';
import { type TamperTally, tamperTally, tamperWith } from './tamper.js';

/** What {@link checkSeatsIsolated} saw. */
export interface SeatsTally {
  /** Matches played twice, honest and tampering. */
  matches: number;
  /** Steps compared. */
  steps: number;
  /** What the tampering bots tried. */
  tamper: TamperTally;
}

/**
 * A bot that tampers after ordering plays the same match as an honest one: each seat's
 * bot chooses its orders, then writes through everything it was shown (its view) and
 * everything it handed over earlier (its last orders and views); the match, run by the
 * kernel's runner with and without recording, must step through the same states.
 * @example
 * ```ts
 * const tally = checkSeatsIsolated(MY_GAME, { options: arbOptions, maxSteps: 20, numRuns: 10 });
 * if (tally.matches !== 10) throw new Error('a drawn match was not played');
 * ```
 */
export function checkSeatsIsolated<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  suite: ContractSuiteOptions<Options>,
): SeatsTally {
  const tally: SeatsTally = { matches: 0, steps: 0, tamper: tamperTally() };
  const maxSteps = suite.maxSteps ?? 8;
  const bots = Object.values(game.bots);
  check(
    fc.property(suite.options, fc.string({ maxLength: 8 }), fc.boolean(), (options, seed, record) => {
      const start = game.setup(options, seed);
      assertThat(start.ok, 'setup of drawn valid options');
      if (!start.ok) return;
      const seats = game.players(start.value);
      const play = (tamper: boolean): string[] => {
        const hashes: string[] = [];
        const kept: unknown[] = [];
        const seatsOf = Object.fromEntries(
          seats.map((p, i) => [
            p,
            (view: View, rng: Rng) => {
              const orders = bots[i % bots.length]!.bot(view, rng);
              if (tamper) {
                tamperWith(view, tally.tamper);
                for (const old of kept.splice(0)) tamperWith(old, tally.tamper);
                kept.push(view, orders);
              }
              return orders;
            },
          ]),
        );
        runMatch(game, {
          seed,
          start: start.value,
          seats: seatsOf,
          maxSteps,
          record,
          onStep: (resolved) => hashes.push(game.hash(resolved.state)),
        });
        return hashes;
      };
      // The honest match first: it is played from the start untouched.
      const honest = play(false);
      const hostile = play(true);
      assertEqual(hostile, honest, 'the states of a match whose bots tamper after ordering');
      tally.matches++;
      tally.steps += honest.length;
    }),
    { numRuns: suite.numRuns ?? 20 },
  );
  return tally;
}
