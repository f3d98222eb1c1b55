/**
 * The fog-of-war harness (K5), for any game on the contract: non-interference says that
 * two worlds which differ only in what a player cannot perceive show that player the same
 * step: the same report, the same rendered report and the same view of the next step. A
 * game's test supplies the one game-specific part, its "change what this player cannot
 * perceive" mutation; the harness resolves both worlds, compares what the player is
 * shown, and counts the pairs so a test can check it was not vacuous.
 *
 * The comparison alone (`fogChecker`) draws nothing; `fogProperty` draws the cases with
 * fast-check, for the property runner (`check`).
 *
 * @example
 * ```ts
 * const fog = fogChecker(MY_GAME);
 * check(fogProperty(MY_GAME, arbCase, { worldA: (c) => c.world, unperceived: (c, me, a) => hideFrom(me, a) }, fog));
 * if (fog.tally.differing === 0) throw new Error('no pair of worlds differed');
 * ```
 */
import fc from 'fast-check';
import type { Game, StepResult } from '../index.js';
import { canonicalJson } from '../kernel/hash.js';
import { assertEqual } from './assert.js';

/** A state and the orders given at it: one world's step. */
export interface FogWorld<State> {
  /** The state the step starts from. */
  readonly state: State;
  /** The orders given at it, by player (as `resolve` takes them). */
  readonly orders: Readonly<Record<string, unknown>>;
}

/** What a player is shown of a step: its report (and its rendering, if the game has one) and its next view. */
export interface Shown<View, Report> {
  /** The player's report of the step, if the game gave it one. */
  readonly report: Report | undefined;
  /** The report rendered by the game's `renderReport`, if it has one (made when asked: rendering costs). */
  rendered(): string | undefined;
  /** The player's view of the next step. */
  readonly view: View;
}

/** The two worlds of a pair, resolved, for a game's own comparison. */
export interface FogPair<State, Resolved> {
  /** The player both worlds are compared for. */
  readonly observed: string;
  /** World A, as drawn. */
  readonly a: FogWorld<State>;
  /** World B: world A changed only in what `observed` cannot perceive. */
  readonly b: FogWorld<State>;
  /** World A's step, resolved. */
  readonly resolvedA: Resolved;
  /** World B's step, resolved. */
  readonly resolvedB: Resolved;
}

/** What the harness counted. */
export interface FogTally {
  /** Pairs compared. */
  pairs: number;
  /** Pairs whose worlds differ (state hash or orders): the pairs that test something. */
  differing: number;
}

/** How a game's test tunes the harness. */
export interface FogOptions<State, View, Resolved, Report> {
  /**
   * Compares what the observed player is shown in the two worlds, throwing on a
   * difference (as {@link assertEqual} does). Default: the report, its rendering and the
   * next view, as JSON text. A game whose players may legitimately learn something global
   * (the game's end) passes its own.
   */
  readonly compare?: (a: Shown<View, Report>, b: Shown<View, Report>, pair: FogPair<State, Resolved>) => void;
  /** Count the pairs whose worlds differ (hashes both states; default true). */
  readonly countDiffering?: boolean;
}

/** Resolves pairs of worlds and compares what the observed player is shown. */
export interface FogChecker<State> {
  /** Checks one pair: world B is world A changed only in what `observed` cannot perceive. */
  pair(a: FogWorld<State>, b: FogWorld<State>, observed: string): void;
  /** What was counted so far. */
  readonly tally: FogTally;
}

/** What the observed player is shown of a resolved step. */
export function shownTo<State, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, unknown, View, Resolved, Report>,
  resolved: Resolved,
  observed: string,
): Shown<View, Report> {
  const report = game.reports(resolved)[observed];
  const rendered = () =>
    report !== undefined && game.renderReport !== undefined ? game.renderReport(report) : undefined;
  return { report, rendered, view: game.view(resolved.state, observed) };
}

function defaultCompare<View, Report>(a: Shown<View, Report>, b: Shown<View, Report>): void {
  assertEqual(JSON.stringify(b.report), JSON.stringify(a.report), 'report');
  assertEqual(b.rendered(), a.rendered(), 'rendered report');
  assertEqual(JSON.stringify(b.view), JSON.stringify(a.view), 'next view');
}

/**
 * A checker for one game. World A's step is resolved once for all the players observed
 * in it (kept by the identity of its state and orders).
 */
export function fogChecker<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  options: FogOptions<State, View, Resolved, Report> = {},
): FogChecker<State> {
  const tally: FogTally = { pairs: 0, differing: 0 };
  const compare = options.compare ?? defaultCompare;
  let last: { state: State; orders: unknown; resolved: Resolved } | undefined;
  const resolveA = (a: FogWorld<State>): Resolved => {
    if (last === undefined || last.state !== a.state || last.orders !== a.orders)
      last = { state: a.state, orders: a.orders, resolved: game.resolve(a.state, a.orders) };
    return last.resolved;
  };
  const g = game as unknown as Game<State, unknown, View, Resolved, Report>;
  return {
    tally,
    pair(a, b, observed) {
      const resolvedA = resolveA(a);
      const resolvedB = game.resolve(b.state, b.orders);
      tally.pairs++;
      if (
        (options.countDiffering ?? true) &&
        (game.hash(a.state) !== game.hash(b.state) || canonicalJson(a.orders) !== canonicalJson(b.orders))
      )
        tally.differing++;
      compare(shownTo(g, resolvedA, observed), shownTo(g, resolvedB, observed), {
        observed,
        a,
        b,
        resolvedA,
        resolvedB,
      });
    },
  };
}

/** A game's part of the non-interference property: world A, and world B for each observed player. */
export interface FogSpec<State, Case> {
  /** World A of a drawn case. */
  worldA(c: Case): FogWorld<State>;
  /**
   * World B for `observed`: world A changed only in what `observed` cannot perceive, or
   * undefined when the case has no such change for this player.
   */
  unperceived(c: Case, observed: string, a: FogWorld<State>): FogWorld<State> | undefined;
  /** The players to observe; default every seat. */
  observers?(c: Case, a: FogWorld<State>): readonly string[];
}

/**
 * The non-interference property over drawn cases: for each observed player, world B
 * shows it the same step as world A. Run it with {@link check} (fixed seeds).
 */
export function fogProperty<State, Options, View, Resolved extends StepResult<State>, Report, Case>(
  game: Game<State, Options, View, Resolved, Report>,
  arbitrary: fc.Arbitrary<Case>,
  spec: FogSpec<State, Case>,
  checker: FogChecker<State>,
): fc.IPropertyWithHooks<[Case]> {
  return fc.property(arbitrary, (c) => {
    const a = spec.worldA(c);
    for (const observed of spec.observers?.(c, a) ?? game.players(a.state)) {
      const b = spec.unperceived(c, observed, a);
      if (b !== undefined) checker.pair(a, b, observed);
    }
  });
}
