/**
 * The save-edge battery of the game contract (issue 30): every save a game's `parse`
 * accepts must resolve its next step into a save that loads. A drawn game is played a few
 * steps by its bots, its save is pushed to the edge of what `parse` accepts (numbers moved,
 * one after the other, to the largest or smallest value the parser still takes with the
 * rest as it then is: turn and step numbers, limits, counters, next ids, stocks), one step
 * is resolved with the bots' orders or none, and the next save must parse. A pushed save
 * the parser refuses is no counterexample; an edge is only where the parser says it is.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Game } from '../../src/kernel/game/contract.js';
import type { StepResult } from '../../src/kernel/game/steps.js';
import { botRng } from '../../src/kernel/match.js';
import { at, type Edge, numberPaths, type Path, pushedToEdges } from './edges.js';
import { check } from './fc.js';

/** How a game's games are drawn for the battery. */
export interface SaveEdgeOptions<Options> {
  /** Valid options for `setup`. */
  readonly options: fc.Arbitrary<Options>;
  /** Steps the bots play before the save is pushed (0 to this; default 6). */
  readonly maxSteps?: number;
  /** Drawn games (default 60). */
  readonly numRuns?: number;
  /**
   * Where the game's numbers that grow live, as dotted paths in the save with `*` for any
   * key (`state.turn`, `state.factions.*.bp`): a push picks one of these half the time,
   * any number of the save the other half.
   */
  readonly focus: readonly string[];
  /** Keys whose numbers are never pushed (default: `rng`, a generator's registers, and `version`). */
  readonly skip?: readonly string[];
  /** The bots that play, by name (default: all the game's bots). */
  readonly bots?: readonly string[];
  /**
   * The bots that play the steps before the push, by name (default: `bots`). Those steps
   * only reach a position to push; a slow bot (a search) can be left to the step after
   * the push, the one whose save must load.
   */
  readonly warmUpBots?: readonly string[];
}

/** Whether a dotted pattern (`state.factions.*.bp`) names a path. */
function matches(pattern: string, path: Path): boolean {
  const keys = pattern.split('.');
  return keys.length === path.length && keys.every((k, i) => k === '*' || k === String(path[i]));
}

/** What the battery saw, to show it was not vacuous. */
export interface SaveEdgeTally {
  /** Pushed saves the parser accepted, each resolved one step. */
  stepped: number;
  /** Pushes that moved a number. */
  moved: number;
  /** Orders each bot gave in the steps after the push, by bot name. */
  playedAfter: Record<string, number>;
}

/** Runs the battery; fails (through `check`) on the first accepted save whose next save does not load. */
export function checkSaveEdges<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  suite: SaveEdgeOptions<Options>,
): SaveEdgeTally {
  const tally: SaveEdgeTally = { stepped: 0, moved: 0, playedAfter: {} };
  const skip = suite.skip ?? ['rng', 'version'];
  const accepts = (text: string) => game.parse(text).ok;
  const botsOrNone = (
    state: State,
    seed: string,
    bots: boolean,
    names = suite.bots,
    played?: Record<string, number>,
  ): Record<string, unknown> => {
    const orders: Record<string, unknown> = {};
    const named = Object.values(game.bots).filter((b) => names?.includes(b.name) ?? true);
    if (!bots) return orders;
    game.awaiting(state).players.forEach((p, i) => {
      const b = named[i % named.length]!;
      orders[p] = b.bot(game.view(state, p), botRng(seed, p, game.step(state)));
      if (played !== undefined) played[b.name] = (played[b.name] ?? 0) + 1;
    });
    return orders;
  };
  check(
    fc.property(
      suite.options,
      fc.string({ maxLength: 6 }),
      fc.integer({ min: 0, max: suite.maxSteps ?? 6 }),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom<Edge>('up', 'up', 'down')), { minLength: 1, maxLength: 6 }),
      fc.boolean(),
      (options, seed, steps, picks, withBots) => {
        const start = game.setup(options, seed);
        if (!start.ok) throw new Error(`setup refused drawn options: ${JSON.stringify(start.error)}`);
        let state = start.value;
        for (let k = 0; k < steps && game.awaiting(state).players.length > 0; k++)
          state = game.resolve(state, botsOrNone(state, seed, true, suite.warmUpBots ?? suite.bots)).state;
        const text = game.serialize(state);
        const all = numberPaths(JSON.parse(text), skip);
        // Each focus pattern is as likely as any other, however many numbers it names.
        const focus = suite.focus.map((f) => all.filter((p) => matches(f, p))).filter((g) => g.length > 0);
        const pushes = picks.map(([n, edge]): [Path, Edge] => {
          if (n % 2 === 1 || focus.length === 0) return [all[Math.floor(n / 2) % all.length]!, edge];
          const group = focus[Math.floor(n / 2) % focus.length]!;
          return [group[Math.floor(n / 2 / focus.length) % group.length]!, edge];
        });
        const edge = pushedToEdges(text, pushes, accepts);
        if (edge !== JSON.stringify(JSON.parse(text))) tally.moved++;
        const loaded = game.parse(edge);
        if (!loaded.ok) throw new Error('the pushed save was not accepted');
        const next = game.serialize(
          game.resolve(loaded.value, botsOrNone(loaded.value, seed, withBots, suite.bots, tally.playedAfter))
            .state,
        );
        tally.stepped++;
        const again = game.parse(next);
        const doc = JSON.parse(edge) as unknown;
        const pushed = Object.fromEntries(pushes.map(([p, e]) => [`${p.join('.')} ${e}`, at(doc, p)]));
        expect(again.ok ? 'loads' : { pushed, issues: again.error }).toBe('loads');
      },
    ),
    { numRuns: suite.numRuns ?? 30 },
  );
  return tally;
}
