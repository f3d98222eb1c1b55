/**
 * fast-check arbitraries for Harvester: games under drawn rules options, played some
 * turns by the bots (their generators seeded from the case, never `Math.random`), and a
 * turn's orders: a bot's, garbage, `[]`, or none.
 */
import fc from 'fast-check';
import {
  awaiting,
  BOTS,
  type HarvesterScenario,
  type HvState,
  newGame,
  planetGrid,
  planetSize,
  playerView,
  RULE_OPTIONS,
  type RulesOptions,
  resolveTurn,
} from '../../src/harvester/index.js';
import { seededRng } from '../../src/kernel/rng.js';
import { labelled } from '../support/fc.js';

/** Rules options, each drawn from its values. */
export const arbRules: fc.Arbitrary<RulesOptions> = fc.record(
  Object.fromEntries(
    Object.entries(RULE_OPTIONS).map(([name, meta]) => [
      name,
      fc.constantFrom(...(meta.values as readonly string[])),
    ]),
  ),
) as unknown as fc.Arbitrary<RulesOptions>;

/** Orders for every awaited player of `state`: bots' (by `kinds`), garbage, `[]`, or missing. */
export function ordersFor(
  state: HvState,
  kinds: readonly number[],
  junk: unknown,
  seed: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  awaiting(state).players.forEach((p, i) => {
    const kind = kinds[i % kinds.length]!;
    const rng = seededRng(`${seed}:${state.turn}:${p}`);
    if (kind <= 3) out[p] = BOTS.random(playerView(state, p), rng);
    else if (kind <= 6) out[p] = BOTS.gatherer(playerView(state, p), rng);
    else if (kind === 7) out[p] = junk;
    else if (kind === 8) out[p] = [];
    // 9: no orders at all
  });
  return out;
}

/**
 * A scenario (HV-1.5) for `players` sides on a planet of radius 7 (one more than the fitted
 * size for four, so that rough hexes leave room for the starts): ids of its own, drawn
 * armies and loads, and a few rough and shrouded hexes.
 */
export const arbScenario = (players: number): fc.Arbitrary<HarvesterScenario> => {
  const names = (hexes: number[]) => [...new Set(hexes)].map((h) => planetGrid(7).name(h));
  const hexes = fc.array(fc.integer({ min: 0, max: planetSize(7) - 1 }), { maxLength: 12 });
  const side = (k: number) =>
    fc
      .record({
        army: fc.record({
          general: fc.integer({ min: 0, max: 1 }),
          lieutenant: fc.integer({ min: 0, max: 2 }),
          soldier: fc.integer({ min: 0, max: 3 }),
          scout: fc.integer({ min: 0, max: 4 }),
        }),
        load: fc.integer({ min: 0, max: 20 }),
      })
      .map((f) => ({ id: `side-${String.fromCharCode(97 + k)}`, ...f }));
  return fc
    .record({
      sides: fc.tuple(...Array.from({ length: players }, (_, k) => side(k))),
      rough: hexes,
      shroud: hexes,
    })
    .map(({ sides, rough, shroud }) => ({
      ground: { radius: 7, terrain: { rough: names(rough), shroud: names(shroud) } },
      sides,
    }));
};

/**
 * A game of 2 to `maxPlayers` players under drawn options (radius as drawn, or fitted),
 * played 0 to `maxTurns` turns; one in three set up from a drawn scenario (ids, armies,
 * loads and terrain of its own) when no radius is drawn.
 */
export function arbPlayed(
  maxTurns = 5,
  maxPlayers = 4,
  radius?: fc.Arbitrary<number | undefined>,
): fc.Arbitrary<HvState> {
  return fc
    .record({
      players: fc.integer({ min: 2, max: maxPlayers }),
      rules: arbRules,
      seed: fc.string({ maxLength: 6 }),
      turns: fc.integer({ min: 0, max: maxTurns }),
      kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
      radius: radius ?? fc.constant(undefined),
      scenario: fc.integer({ min: 0, max: 2 }),
    })
    .chain((drawn) =>
      (drawn.scenario === 0 && drawn.radius === undefined && drawn.rules.lateJoin === 'none'
        ? arbScenario(drawn.players)
        : fc.constant(undefined)
      ).map((scenario) => ({ ...drawn, scenario })),
    )
    .map(({ players, rules, seed, turns, kinds, radius: r, scenario }) => {
      // Small planets under width-as-radius would be radius 10; keep the fitted size for speed.
      const base = {
        seed,
        players,
        rules: { ...rules, planetSize: 'fit' as const },
        turnLimit: 40,
        ...(scenario === undefined ? {} : { scenario }),
      };
      let g = newGame({ ...base, ...(r !== undefined ? { radius: r } : {}) });
      // The drawn radius (or a scenario's rough ground) left no room for these players: fitted instead.
      if (!g.ok) g = newGame({ ...base, scenario: undefined });
      if (!g.ok) throw new Error(`setup: ${JSON.stringify(g.error)}`);
      let s = g.value;
      for (let t = 0; t < turns && awaiting(s).players.length > 0; t++)
        s = resolveTurn(s, ordersFor(s, kinds, {}, seed)).state;
      return labelled(
        s,
        `game(${players} players, seed ${JSON.stringify(seed)}, ${turns} turns, ${JSON.stringify(rules)}${scenario === undefined ? '' : `, scenario ${JSON.stringify(scenario)}`})`,
      );
    });
}

/** A turn's inputs: bot kinds per player, a garbage value, and a seed for the bots. */
export const arbTurnInput = fc.record({
  kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
  junk: fc.jsonValue({ maxDepth: 3 }),
  seed: fc.string({ maxLength: 4 }),
});

/**
 * A hierarchy of `players` seats, by who rules seat k (null: nobody): one chain, a tree of
 * `fan` subjects a ruler, or drawn (an earlier seat or nobody, so no cycle); and whether to
 * ask the seats from the top or from the bottom, so that what is memoised is built from
 * either end.
 */
export function arbHierarchy(
  players: number,
  fans: { readonly min: number; readonly max: number },
): fc.Arbitrary<{ readonly ruler: (k: number) => number | null; readonly bottomUp: boolean }> {
  return fc
    .tuple(
      fc.constantFrom('chain', 'tree', 'drawn'),
      fc.integer(fans),
      fc.array(fc.nat(), { minLength: players, maxLength: players }),
    )
    .map(([shape, fan, draws]) => ({
      ruler: (k: number): number | null => {
        if (k === 0) return null;
        if (shape === 'chain') return k - 1;
        if (shape === 'tree') return Math.floor((k - 1) / fan);
        const d = (draws[k] as number) % (k + 1);
        return d === k ? null : d;
      },
      bottomUp: (draws[0] as number) % 2 !== 0,
    }));
}

/** The state with these rulers (null: free; as `arbHierarchy` draws them), every other machine as it was. */
export function ruledBy(s: HvState, ruler: (k: number) => number | null): HvState {
  const machines = { ...s.machines };
  s.players.forEach((p, k) => {
    const r = ruler(k);
    machines[p] = { ...machines[p]!, ruler: r === null ? null : s.players[r]! };
  });
  return { ...s, machines };
}
