/**
 * The shared conformance suite of the game contract: what every game must do for the
 * generic tools to work, checked by playing drawn games with the game's own bots and
 * garbage orders. A game's tests call `checkContract` with an arbitrary of its options,
 * as every gunfight resolver passes the shared resolver suite.
 *
 * At every step: the awaited players are seats and nobody is awaited exactly when the
 * outcome is known (K1); the step grows at each resolve; the state survives `serialize`
 * then `parse` with its hash; views, `checkOrders` and `resolve` never throw on any
 * orders, a missing key and `[]` included (K2); reports go to seats only; the outcome
 * ranks every seat from 1, and its winners are seats (K9). A game with `legalOrders`
 * (K11) lists at least one choice for each awaited player, each one `checkOrders` accepts,
 * and none for anyone else. A game with a public channel (K5) has a public report for
 * every step.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Game } from '../../src/kernel/game/contract.js';
import { botRng, type StepResult } from '../../src/kernel/match.js';
import { check } from './fc.js';

/** How a game's options are drawn and how long its games are played. */
export interface ContractSuiteOptions<Options> {
  /** Valid options for `setup`. */
  readonly options: fc.Arbitrary<Options>;
  /** Steps to play per game (default 8). */
  readonly maxSteps?: number;
  /** Drawn games (default 40). */
  readonly numRuns?: number;
}

/** What the suite saw, to show it was not vacuous. */
export interface ContractTally {
  games: number;
  steps: number;
  over: number;
  garbage: number;
  /** Legal choices checked (K11), when the game lists them. */
  legal: number;
}

/** One step's orders: a bot's, garbage, `[]`, or none (a missing key), per awaited player. */
const arbChoice = fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.jsonValue({ maxDepth: 2 })), {
  minLength: 64,
  maxLength: 64,
});

/** Runs the suite on a game; fails (through `check`) on the first broken promise. */
export function checkContract<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  suite: ContractSuiteOptions<Options>,
): ContractTally {
  const tally: ContractTally = { games: 0, steps: 0, over: 0, garbage: 0, legal: 0 };
  const maxSteps = suite.maxSteps ?? 8;
  check(
    fc.property(suite.options, fc.string({ maxLength: 8 }), arbChoice, (options, seed, choices) => {
      const start = game.setup(options, seed);
      expect(start.ok, 'setup of drawn valid options').toBe(true);
      if (!start.ok) return;
      tally.games++;
      let state = start.value;
      const seats = game.players(state);
      expect(seats.length).toBeGreaterThanOrEqual(1);
      const bots = Object.values(game.bots);
      expect(bots.length).toBeGreaterThanOrEqual(1);
      for (let k = 0; k <= maxSteps; k++) {
        const { players } = game.awaiting(state);
        const outcome = game.outcome(state);
        // K1: nobody is awaited exactly when the game is over.
        expect(players.length === 0, 'awaiting is empty exactly when there is an outcome').toBe(
          outcome !== null,
        );
        for (const p of players) expect(seats).toContain(p);
        // Saved and read back, the state is the same state.
        const back = game.parse(game.serialize(state));
        expect(back.ok, 'parse(serialize(state))').toBe(true);
        if (back.ok) expect(game.hash(back.value)).toBe(game.hash(state));
        if (outcome !== null) {
          tally.over++;
          expect(Object.keys(outcome.seats).sort()).toEqual([...seats].sort());
          for (const s of Object.values(outcome.seats)) {
            expect(Number.isInteger(s.rank) && s.rank >= 1 && s.rank <= seats.length).toBe(true);
          }
          for (const w of outcome.winners) expect(seats).toContain(w);
          break;
        }
        if (game.legalOrders !== undefined) {
          for (const p of players) {
            const legal = game.legalOrders(state, p);
            expect(legal.length, `${p} is awaited, so it has a legal choice`).toBeGreaterThan(0);
            // The first few are enough: some games list hundreds.
            for (const o of legal.slice(0, 12)) {
              expect(game.checkOrders(state, p, o).issues, `legal orders ${JSON.stringify(o)}`).toEqual([]);
              tally.legal++;
            }
          }
          expect(game.legalOrders(state, 'not-a-seat')).toEqual([]);
        }
        const step = game.step(state);
        const orders: Record<string, unknown> = {};
        players.forEach((p, i) => {
          const [kind, junk] = choices[(k * 4 + i) % choices.length]!;
          const view = game.view(state, p);
          if (kind <= 5) orders[p] = bots[i % bots.length]!.bot(view, botRng(seed, p, step));
          else if (kind === 6) orders[p] = [];
          else if (kind === 7) {
            orders[p] = junk;
            tally.garbage++;
          }
          // kind 8 and 9: no orders at all (the key stays missing, K2).
          if (Object.hasOwn(orders, p))
            expect(Array.isArray(game.checkOrders(state, p, orders[p]).issues)).toBe(true);
        });
        // Orders for someone who is not awaited are the game's to refuse, never to throw on.
        if (choices[k]![0] === 0) orders['not-a-seat'] = [];
        const resolved = game.resolve(state, orders);
        for (const p of Object.keys(game.reports(resolved))) expect(seats).toContain(p);
        // K5: a public report, when the game has one, is there for every step and renders.
        if (game.publicReport !== undefined) {
          const post = game.publicReport(resolved);
          expect(post, 'a public report for the step').toBeDefined();
          if (game.renderPublic !== undefined) expect(typeof game.renderPublic(post)).toBe('string');
        }
        expect(game.step(resolved.state), 'the step grows at each resolve').toBeGreaterThan(step);
        state = resolved.state;
        tally.steps++;
      }
    }),
    { numRuns: suite.numRuns ?? 40 },
  );
  return tally;
}
