/**
 * fast-check arbitraries for Galactic Overlord: games under drawn rules options, played
 * some turns by the bots (their generators seeded from the case, never `Math.random`),
 * and a turn's orders: a bot's, garbage, `[]`, or none.
 */
import fc from 'fast-check';
import {
  awaiting,
  BOTS,
  type GoState,
  newGame,
  playerView,
  RULE_OPTIONS,
  type RulesOptions,
  resolveTurn,
} from '../../src/galactic-overlord/index.js';
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

/** Orders for every awaited faction of `state`: bots' (by `kinds`), garbage, `[]`, or missing. */
export function ordersFor(
  state: GoState,
  kinds: readonly number[],
  junk: unknown,
  seed: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  awaiting(state).players.forEach((p, i) => {
    const kind = kinds[i % kinds.length]!;
    const rng = seededRng(`${seed}:${state.turn}:${p}`);
    if (kind <= 3) out[p] = BOTS.random(playerView(state, p), rng);
    else if (kind <= 6) out[p] = BOTS.aggressor(playerView(state, p), rng);
    else if (kind === 7) out[p] = junk;
    else if (kind === 8) out[p] = [];
    // 9: no orders at all
  });
  return out;
}

/** A game under drawn options, played 0 to `maxTurns` turns by the bots. */
export function arbPlayed(maxTurns = 6): fc.Arbitrary<GoState> {
  return fc
    .record({
      players: fc.integer({ min: 2, max: 6 }),
      rules: arbRules,
      seed: fc.string({ maxLength: 6 }),
      turns: fc.integer({ min: 0, max: maxTurns }),
      kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
    })
    .map(({ players, rules, seed, turns, kinds }) => {
      const ids = Array.from({ length: players }, (_, k) => `p${k + 1}`);
      const r = newGame({ seed, players: ids, rules, turnLimit: 40 });
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      for (let t = 0; t < turns && awaiting(s).players.length > 0; t++)
        s = resolveTurn(s, ordersFor(s, kinds, {}, seed)).state;
      return labelled(
        s,
        `game(${players} players, seed ${JSON.stringify(seed)}, ${turns} turns, ${JSON.stringify(rules)})`,
      );
    });
}

/** A turn's inputs: bot kinds per faction, a garbage value, and a seed for the bots. */
export const arbTurnInput = fc.record({
  kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
  junk: fc.jsonValue({ maxDepth: 3 }),
  seed: fc.string({ maxLength: 4 }),
});
