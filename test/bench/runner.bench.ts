/**
 * The match runners' own cost, with bots that answer at once: `runMatch` against
 * `runMatchAsync` on the same games, their calls interleaved so both see the same machine.
 * The toy race is nearly all runner; a Strategic Game with random bots is a real game.
 * Not part of CI's pass or fail.
 */
import { afterAll, bench, describe } from 'vitest';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import type { Bot } from '../../src/kernel/game/seat.js';
import { type RunMatchOptions, runMatch } from '../../src/kernel/match.js';
import { runMatchAsync } from '../../src/kernel/match-async.js';
import { DUEL_MAP, STRATEGIC_GAME } from '../../src/strategic-game/index.js';
import { race, start as raceStart, randomStep } from '../kernel/race.js';

const tsg = STRATEGIC_GAME.setup({ map: DUEL_MAP, budget: 60 }, 'bench');
if (!tsg.ok) throw new Error('the bench’s set-up is refused');
const raceBot = randomStep as Bot<unknown>;
const randomBot = (STRATEGIC_GAME as AnyGame).bots.random!.bot;
let k = 0;
const cases: Record<string, [AnyGame, () => RunMatchOptions<unknown, unknown>]> = {
  'the toy race': [
    race as unknown as AnyGame,
    () => ({ seed: `r${k++}`, start: raceStart, seats: { ann: raceBot, bob: raceBot }, record: false }),
  ],
  'a Strategic Game, random bots': [
    STRATEGIC_GAME as AnyGame,
    () => ({ seed: `t${k++}`, start: tsg.value, seats: { p1: randomBot, p2: randomBot }, record: false }),
  ],
};

describe('the match runners, bots answering at once', () => {
  for (const [name, [game, options]] of Object.entries(cases)) {
    bench(`runMatch, ${name}`, () => {
      runMatch(game, options());
    });
    bench(`runMatchAsync, ${name}`, async () => {
      await runMatchAsync(game, options());
    });
  }
});

afterAll(async () => {
  for (const [name, [game, options]] of Object.entries(cases)) {
    const runs = name === 'the toy race' ? 2000 : 100;
    const sync: number[] = [];
    const async_: number[] = [];
    for (let r = 0; r < runs; r++) {
      // Both runners play the same game (one seed), so only the runner differs.
      // Which goes first alternates, so that neither pays for the other's garbage.
      const o = options();
      const timeSync = () => {
        const t = performance.now();
        runMatch(game, o);
        sync.push(performance.now() - t);
      };
      const timeAsync = async () => {
        const t = performance.now();
        await runMatchAsync(game, o);
        async_.push(performance.now() - t);
      };
      if (r % 2 === 0) {
        timeSync();
        await timeAsync();
      } else {
        await timeAsync();
        timeSync();
      }
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
    const [a, b] = [median(sync), median(async_)];
    console.log(
      `medians, ${name}: runMatch ${a.toFixed(4)} ms, runMatchAsync ${b.toFixed(4)} ms (${(b / a).toFixed(2)}x), ${runs} interleaved runs`,
    );
  }
});
