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
 * every step. On the first games, every view and report is tampered with
 * (`isolation.ts`), and the step must resolve as it would have untouched.
 */
import fc from 'fast-check';
import type { Game, StepResult } from '../index.js';
import { botRng } from '../kernel/match.js';
import { assertEqual, assertThat } from './assert.js';
import { check } from './check.js';
import { reportsTamperedWith, viewsTamperedWith } from './isolation.js';
import { type TamperTally, tamperTally } from './tamper.js';

/** How a game's options are drawn and how long its games are played. */
export interface ContractSuiteOptions<Options> {
  /** Valid options for `setup`. */
  readonly options: fc.Arbitrary<Options>;
  /** Steps to play per game (default 8). */
  readonly maxSteps?: number;
  /** Drawn games (default 40; 20 for {@link checkSeatsIsolated}). */
  readonly numRuns?: number;
  /**
   * How many of the drawn games also tamper with every view and report at every step
   * (default 5): the isolation checks resolve each step twice, so they run on the first
   * games only.
   */
  readonly isolatedGames?: number;
}

/** What the suite saw, to show it was not vacuous. */
export interface ContractTally {
  /** Games set up from drawn options. */
  games: number;
  /** Steps resolved. */
  steps: number;
  /** Games played to their outcome. */
  over: number;
  /** Garbage orders sent (drawn JSON, not a bot's). */
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

/**
 * The names a person or a tool seats: every bot of the default line-up and of the ladder
 * is one of the game's bots, and a ladder's level names are distinct and never a bot's
 * (a seat named `hard` must not be ambiguous).
 */
function checkNamedBots(game: Pick<Game<unknown>, 'bots' | 'defaultLineUp' | 'ladder'>): void {
  const bots = Object.keys(game.bots);
  for (const name of game.defaultLineUp ?? []) {
    assertThat(bots.includes(name), `default line-up names bot ${name}`, () => bots.join(', '));
  }
  const levels = (game.ladder ?? []).map((l) => l.level);
  assertEqual(new Set(levels).size, levels.length, 'ladder level names are distinct');
  for (const l of game.ladder ?? []) {
    assertThat(bots.includes(l.bot), `ladder level ${l.level} plays bot ${l.bot}`, () => bots.join(', '));
    assertThat(!bots.includes(l.level), `ladder level ${l.level} is not a bot's name`, () => bots.join(', '));
  }
}

/** One step's orders: a bot's, garbage, `[]`, or none (a missing key), per awaited player. */
const arbChoice = () =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.jsonValue({ maxDepth: 2 })), {
    minLength: 64,
    maxLength: 64,
  });

/**
 * Runs the suite on a game; throws (through {@link check}, with the seed and the path to
 * replay) on the first broken promise, and returns what it saw.
 * @example
 * ```ts
 * const tally = checkContract(MY_GAME, { options: fc.record({ players: fc.integer({ min: 2, max: 4 }) }) });
 * if (tally.steps === 0) throw new Error('no step was played');
 * ```
 */
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
  checkNamedBots(game);
  const maxSteps = suite.maxSteps ?? 8;
  check(
    fc.property(suite.options, fc.string({ maxLength: 8 }), arbChoice(), (options, seed, choices) => {
      const start = game.setup(options, seed);
      assertThat(start.ok, 'setup of drawn valid options', () => issuesOf(start));
      if (!start.ok) return;
      tally.games++;
      let state = start.value;
      const seats = game.players(state);
      assertThat(seats.length >= 1, 'the game has a seat');
      const bots = Object.values(game.bots);
      assertThat(bots.length >= 1, 'the game has a bot');
      for (let k = 0; k <= maxSteps; k++) {
        const { players } = game.awaiting(state);
        const outcome = game.outcome(state);
        // K1: nobody is awaited exactly when the game is over.
        assertEqual(
          players.length === 0,
          outcome !== null,
          'awaiting is empty exactly when there is an outcome',
        );
        for (const p of players) assertThat(seats.includes(p), `awaited player ${p} is a seat`);
        // Saved and read back, the state is the same state.
        const back = game.parse(game.serialize(state));
        assertThat(back.ok, 'parse(serialize(state))', () => issuesOf(back));
        if (back.ok) assertEqual(game.hash(back.value), game.hash(state), 'the hash of the state read back');
        if (outcome !== null) {
          tally.over++;
          assertEqual(Object.keys(outcome.seats).sort(), [...seats].sort(), 'the seats the outcome ranks');
          for (const [p, s] of Object.entries(outcome.seats)) {
            assertThat(
              Number.isInteger(s.rank) && s.rank >= 1 && s.rank <= seats.length,
              `${p}'s rank is a whole number from 1 to ${seats.length}`,
              () => `got ${s.rank}`,
            );
          }
          for (const w of outcome.winners) assertThat(seats.includes(w), `winner ${w} is a seat`);
          break;
        }
        if (game.legalOrders !== undefined) {
          for (const p of players) {
            const legal = game.legalOrders(state, p);
            assertThat(legal.length > 0, `${p} is awaited, so it has a legal choice`);
            // The first few are enough: some games list hundreds.
            for (const o of legal.slice(0, 12)) {
              assertEqual(game.checkOrders(state, p, o).issues, [], `legal orders ${JSON.stringify(o)}`);
              tally.legal++;
            }
          }
          assertEqual(game.legalOrders(state, 'not-a-seat'), [], 'the legal orders of someone not seated');
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
          if (Object.hasOwn(orders, p)) {
            const issues = game.checkOrders(state, p, orders[p]).issues;
            assertThat(Array.isArray(issues), `checkOrders of ${p}'s orders lists issues`);
          }
        });
        // Orders for someone who is not awaited are the game's to refuse, never to throw on.
        if (choices[k]![0] === 0) orders['not-a-seat'] = [];
        const isolating = tally.games <= (suite.isolatedGames ?? 5);
        const saved = isolating ? viewsTamperedWith(game, state, seats, tally) : '';
        const resolved = game.resolve(state, orders);
        if (isolating) {
          // The step resolved after the tampering is the step resolved from the untouched save.
          const untouched = game.parse(saved);
          if (untouched.ok) {
            const honest = game.resolve(untouched.value, JSON.parse(JSON.stringify(orders)));
            assertEqual(
              game.hash(resolved.state),
              game.hash(honest.state),
              'the step resolved after the views were tampered with',
            );
          }
          reportsTamperedWith(game, resolved, tally);
        }
        for (const p of Object.keys(game.reports(resolved)))
          assertThat(seats.includes(p), `report to ${p}, a seat`);
        // K5: a public report, when the game has one, is there for every step and renders.
        if (game.publicReport !== undefined) {
          const post = game.publicReport(resolved);
          assertThat(post !== undefined, 'a public report for the step');
          if (game.renderPublic !== undefined)
            assertThat(typeof game.renderPublic(post) === 'string', 'the public report rendered as text');
        }
        const next = game.step(resolved.state);
        assertThat(next > step, 'the step grows at each resolve', () => `${step}, then ${next}`);
        state = resolved.state;
        tally.steps++;
      }
    }),
    { numRuns: suite.numRuns ?? 40 },
  );
  return tally;
}

/** The messages of a failed result's issues, for a failure's message. */
function issuesOf(r: { ok: boolean; error?: readonly { message: string }[] }): string {
  return (r.error ?? []).map((i) => i.message).join('; ');
}
