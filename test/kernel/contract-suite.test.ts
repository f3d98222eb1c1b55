/**
 * Every game passes the shared contract suite of `simulturn/testing`
 * (`src/testing/contract.ts`): the toy game here; Corporate War in
 * `test/corporate-war/game-contract.test.ts`. A broken game fails it: one whose step does
 * not grow, one awaited after its end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';
import { TOY, type ToyOptions, type ToyState, type ToyStep } from '../support/toy-game.js';

const arbOptions: fc.Arbitrary<ToyOptions> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  pile: fc.integer({ min: 1, max: 9 }),
});

/**
 * The toy's games are short, but a battery that must fail shrinks its counterexample
 * (tens of games more) and the first test tampers with every view of 100 games: 1 to 4 s
 * each on an idle machine, three times that under load, too near Vitest's default 5 s.
 */
describe('the contract suite', { timeout: 60_000 }, () => {
  it('the toy game passes it, playing to the end and sending garbage', () => {
    const tally = checkContract(TOY, { options: arbOptions, maxSteps: 40, numRuns: 100, isolatedGames: 100 });
    expect(tally.games).toBe(100);
    expect(tally.over).toBeGreaterThan(50);
    expect(tally.garbage).toBeGreaterThan(20);
    expect(tally.legal).toBeGreaterThan(100);
    // Every seat's view and every report was tampered with, to every depth, and held.
    expect(tally.views).toBeGreaterThan(500);
    expect(tally.reports).toBeGreaterThan(200);
    expect(tally.tamper.writes).toBeGreaterThan(10_000);
    expect(tally.tamper.landed).toBe(0);
  });

  it("fails a game whose view hands out the state's own objects", () => {
    // The toy's view without `defineGame`'s sealing: `scores` is the state's own record.
    const leaky = { ...TOY, view: (s: ToyState, me: string) => ({ me, scores: s.scores, seats: s.seats }) };
    expect(() => checkContract(leaky as typeof TOY, { options: arbOptions, numRuns: 10 })).toThrow(
      /Property failed/,
    );
  });

  it("fails a game whose reports hand out the state's own objects", () => {
    const leaky = {
      ...TOY,
      reports: (r: ToyStep) => ({ ann: { step: 0, lines: [], scores: r.state.scores } }),
    };
    expect(() => checkContract(leaky as typeof TOY, { options: arbOptions, numRuns: 10 })).toThrow(
      /Property failed/,
    );
  });

  it('plays the same match when every bot tampers after ordering, even a game not made by defineGame (the runner seals)', () => {
    const tally = checkSeatsIsolated(TOY, { options: arbOptions, maxSteps: 40, numRuns: 30 });
    expect(tally.matches).toBe(30);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
    const leaky = {
      ...TOY,
      view: (s: ToyState, me: string) => ({ ...TOY.view(s, me), scores: s.scores, pile: s.pile }),
    };
    // The runner seals what it hands a seat even for a game not made by defineGame.
    const sealedByRunner = checkSeatsIsolated(leaky as typeof TOY, { options: arbOptions, numRuns: 10 });
    expect(sealedByRunner.matches).toBe(10);
  });

  it('fails a game whose step does not grow', () => {
    const stuck = { ...TOY, step: () => 1 };
    expect(() => checkContract(stuck, { options: arbOptions, numRuns: 10 })).toThrow(/Property failed/);
  });

  it('fails a game that awaits players after its end', () => {
    const endless = { ...TOY, awaiting: () => ({ players: ['ann'], kind: 'bid' }) };
    expect(() => checkContract(endless, { options: arbOptions, maxSteps: 40, numRuns: 20 })).toThrow(
      /Property failed/,
    );
  });
});
