/**
 * The fog harness as a battery (K5), for a game's test in a few lines: worlds drawn by
 * playing the game's own bots from drawn options for a drawn number of steps, with drawn
 * orders for the step (a bot's, garbage, `[]` or none), and in each world, for each seat,
 * the game's one part: "world A changed only in what this player cannot perceive". The
 * harness (`fog.ts`) resolves both worlds and compares what the player is shown.
 *
 * @example
 * ```ts
 * const tally = checkFog(MY_GAME, {
 *   options: fc.record({ players: fc.integer({ min: 2, max: 4 }) }),
 *   unperceived: (a, me, noise) => ({ ...a, state: withOthersSecrets(a.state, me, noise) }),
 * });
 * ```
 */
import fc from 'fast-check';
import type { Game, Rng, StepResult } from '../index.js';
import { botRng, runMatch } from '../kernel/match.js';
import { assertThat } from './assert.js';
import { check } from './check.js';
import { type FogOptions, type FogTally, type FogWorld, fogChecker, fogProperty } from './fog.js';

/** A drawn world, and a drawn whole number for the change of what a player cannot perceive. */
export interface DrawnWorld<State> {
  /** The state after some steps of play, and orders for its awaited players. */
  readonly world: FogWorld<State>;
  /** A whole number from 1 to 1,000, for the game's change (a new secret, a shift). */
  readonly noise: number;
}

/** How worlds are drawn: the game's options and how many steps are played before the world. */
export interface WorldOptions<Options> {
  /** Valid options for `setup`. */
  readonly options: fc.Arbitrary<Options>;
  /** The most steps played before the world (default 8); a game that ends sooner stops one step before its end. */
  readonly maxSteps?: number;
}

/**
 * Worlds of a game: set up from drawn options and seed, played by the game's bots (seat
 * by seat in turn through `bots`) for a drawn number of steps, and never past the last
 * step with somebody awaited; then orders for the awaited players, each drawn among the
 * player's bot's orders, garbage JSON, `[]` and none at all (K2).
 */
export function arbWorld<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  draw: WorldOptions<Options>,
): fc.Arbitrary<DrawnWorld<State>> {
  const bots = Object.values(game.bots);
  return fc
    .record({
      options: draw.options,
      seed: fc.string({ maxLength: 8 }),
      steps: fc.nat({ max: draw.maxSteps ?? 8 }),
      orders: fc.array(fc.tuple(fc.nat({ max: 9 }), fc.jsonValue({ maxDepth: 2 })), {
        minLength: 8,
        maxLength: 8,
      }),
      noise: fc.integer({ min: 1, max: 1000 }),
    })
    .map(({ options, seed, steps, orders, noise }) => {
      const start = game.setup(options, seed);
      assertThat(start.ok, 'setup of drawn valid options', () =>
        start.ok ? '' : start.error.map((i) => i.message).join('; '),
      );
      const seats = game.players(start.value);
      const botOf = (p: string) => bots[seats.indexOf(p) % bots.length]!.bot;
      const asBot = Object.fromEntries(seats.map((p) => [p, (v: View, rng: Rng) => botOf(p)(v, rng)]));
      let state = start.value;
      runMatch(game, {
        seed,
        start: start.value,
        seats: asBot,
        maxSteps: steps,
        record: false,
        onStep: (r) => {
          if (game.awaiting(r.state).players.length > 0) state = r.state;
        },
      });
      const given: Record<string, unknown> = {};
      game.awaiting(state).players.forEach((p, i) => {
        const [kind, junk] = orders[i % orders.length]!;
        if (kind <= 5) given[p] = botOf(p)(game.view(state, p), botRng(seed, p, game.step(state)));
        else if (kind === 6) given[p] = [];
        else if (kind === 7) given[p] = junk;
        // 8 and 9: no orders at all.
      });
      return { world: { state, orders: given }, noise };
    });
}

/** What {@link checkFog} takes: how worlds are drawn, and the game's change. */
export interface FogBattery<State, Options, View, Resolved, Report>
  extends WorldOptions<Options>,
    FogOptions<State, View, Resolved, Report> {
  /**
   * World B for `observed`: world A changed only in what `observed` cannot perceive
   * (another seat's secret, a hidden card), `noise` being a drawn number for the change;
   * or undefined when there is nothing to change for this player.
   */
  unperceived(a: FogWorld<State>, observed: string, noise: number): FogWorld<State> | undefined;
  /** Drawn worlds (default 100). */
  readonly numRuns?: number;
}

/**
 * Non-interference over drawn worlds (`arbWorld`): for every seat, world B shows it the
 * same step as world A (the same report, rendered report and next view). Throws, with the
 * seed and path that replay it, on the first difference, and when no pair of worlds
 * differed at all (a change that changes nothing proves nothing).
 */
export function checkFog<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  battery: FogBattery<State, Options, View, Resolved, Report>,
): FogTally {
  const fog = fogChecker(game, battery);
  const spec = {
    worldA: (c: DrawnWorld<State>) => c.world,
    unperceived: (c: DrawnWorld<State>, observed: string, a: FogWorld<State>) =>
      battery.unperceived(a, observed, c.noise),
  };
  check(fogProperty(game, arbWorld(game, battery), spec, fog), { numRuns: battery.numRuns ?? 100 });
  assertThat(
    fog.tally.differing > 0,
    'no world B differed from its world A: a change of nothing a player cannot perceive proves nothing',
  );
  return fog.tally;
}
