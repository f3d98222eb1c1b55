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
import type { StepResult } from '../../src/kernel/game/steps.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { botRng, runMatch } from '../../src/kernel/match.js';
import { check } from './fc.js';
import { type TamperTally, tamperTally, tamperWith } from './tamper.js';

/** How a game's options are drawn and how long its games are played. */
export interface ContractSuiteOptions<Options> {
  /** Valid options for `setup`. */
  readonly options: fc.Arbitrary<Options>;
  /** Steps to play per game (default 8). */
  readonly maxSteps?: number;
  /** Drawn games (default 40). */
  readonly numRuns?: number;
  /**
   * How many of the drawn games also tamper with every view and report at every step
   * (default 8): the isolation checks resolve each step twice, so they run on the first
   * games only.
   */
  readonly isolatedGames?: number;
}

/** What the suite saw, to show it was not vacuous. */
export interface ContractTally {
  games: number;
  steps: number;
  over: number;
  garbage: number;
  /** Legal choices checked (K11), when the game lists them. */
  legal: number;
  /** Views tampered with: every seat's, at every step. */
  views: number;
  /** Reports and public posts tampered with. */
  reports: number;
  /** What the tampering tried and reached. */
  tamper: TamperTally;
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
  const tally: ContractTally = {
    games: 0,
    steps: 0,
    over: 0,
    garbage: 0,
    legal: 0,
    views: 0,
    reports: 0,
    tamper: tamperTally(),
  };
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
        const isolating = tally.games <= (suite.isolatedGames ?? 8);
        const saved = isolating ? viewsTamperedWith(game, state, seats, tally) : '';
        const resolved = game.resolve(state, orders);
        if (isolating) {
          // The step resolved after the tampering is the step resolved from the untouched save.
          const untouched = game.parse(saved);
          if (untouched.ok) {
            const honest = game.resolve(untouched.value, JSON.parse(JSON.stringify(orders)));
            expect(game.hash(resolved.state), 'the step resolved after the views were tampered with').toBe(
              game.hash(honest.state),
            );
          }
          reportsTamperedWith(game, resolved, tally);
        }
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

/**
 * Isolation of views: every seat (and an onlooker) tampers with its view; neither the
 * state nor any seat's view may move. Returns the state's save from before, for the
 * caller to resolve the step from an untouched copy.
 */
function viewsTamperedWith<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  state: State,
  seats: readonly string[],
  tally: ContractTally,
): string {
  const saved = game.serialize(state);
  const shown = seats.map((p) => canonicalJson(game.view(state, p)));
  for (const p of [...seats, 'not-a-seat']) {
    tamperWith(game.view(state, p), tally.tamper);
    tally.views++;
  }
  expect(game.serialize(state), 'the state after every seat tampered with its view').toBe(saved);
  seats.forEach((p, i) =>
    expect(canonicalJson(game.view(state, p)), `${p}'s view after the others tampered`).toBe(shown[i]),
  );
  return saved;
}

/** The same for the reports and the public post: what a seat is told is its own. */
function reportsTamperedWith<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  resolved: Resolved,
  tally: ContractTally,
): void {
  const next = game.serialize(resolved.state);
  const told = canonicalJson(game.reports(resolved));
  const posted = game.publicReport === undefined ? '' : canonicalJson(game.publicReport(resolved));
  for (const report of Object.values(game.reports(resolved))) {
    tamperWith(report, tally.tamper);
    tally.reports++;
  }
  if (game.publicReport !== undefined) {
    tamperWith(game.publicReport(resolved), tally.tamper);
    tally.reports++;
    expect(canonicalJson(game.publicReport(resolved)), 'the post after tampering').toBe(posted);
  }
  expect(canonicalJson(game.reports(resolved)), 'the reports after each was tampered with').toBe(told);
  expect(game.serialize(resolved.state), 'the next state after the reports were tampered with').toBe(next);
}

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
      expect(start.ok, 'setup of drawn valid options').toBe(true);
      if (!start.ok) return;
      const seats = game.players(start.value);
      const play = (tamper: boolean): string[] => {
        const hashes: string[] = [];
        const kept: unknown[] = [];
        const seatsOf = Object.fromEntries(
          seats.map((p, i) => [
            p,
            (view: View, rng: Parameters<(typeof bots)[number]['bot']>[1]) => {
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
          onDay: (resolved) => hashes.push(game.hash(resolved.state)),
        });
        return hashes;
      };
      // The honest match first: it is played from the start untouched.
      const honest = play(false);
      const hostile = play(true);
      expect(hostile, 'the states of a match whose bots tamper after ordering').toEqual(honest);
      tally.matches++;
      tally.steps += honest.length;
    }),
    { numRuns: suite.numRuns ?? 20 },
  );
  return tally;
}
