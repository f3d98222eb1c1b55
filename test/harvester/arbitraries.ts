/**
 * fast-check arbitraries for Harvester: games under drawn rules options, played some
 * turns by the bots (their generators seeded from the case, never `Math.random`), and a
 * turn's orders: a bot's, garbage, `[]`, or none.
 */
import fc from 'fast-check';
import {
  awaiting,
  BOTS,
  type HvState,
  newGame,
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

/** A game of 2 to `maxPlayers` players under drawn options (radius as drawn, or fitted), played 0 to `maxTurns` turns. */
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
    })
    .map(({ players, rules, seed, turns, kinds, radius: r }) => {
      // Small planets under width-as-radius would be radius 10; keep the fitted size for speed.
      const base = { seed, players, rules: { ...rules, planetSize: 'fit' as const }, turnLimit: 40 };
      let g = newGame({ ...base, ...(r !== undefined ? { radius: r } : {}) });
      if (!g.ok) g = newGame(base); // the drawn radius was too small for these players: fitted instead
      if (!g.ok) throw new Error(`setup: ${JSON.stringify(g.error)}`);
      let s = g.value;
      for (let t = 0; t < turns && awaiting(s).players.length > 0; t++)
        s = resolveTurn(s, ordersFor(s, kinds, {}, seed)).state;
      return labelled(
        s,
        `game(${players} players, seed ${JSON.stringify(seed)}, ${turns} turns, ${JSON.stringify(rules)})`,
      );
    });
}

/** A turn's inputs: bot kinds per player, a garbage value, and a seed for the bots. */
export const arbTurnInput = fc.record({
  kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
  junk: fc.jsonValue({ maxDepth: 3 }),
  seed: fc.string({ maxLength: 4 }),
});
