/**
 * fast-check arbitraries for the Strategic Game: rules options, small games on the duel
 * map played a few steps by the random bot, and each step's orders (the bots', `[]`,
 * none, or garbage).
 */
import fc from 'fast-check';
import { botRng } from '../../src/kernel/match.js';
import { randomBot } from '../../src/strategic-game/bots.js';
import { expanderBot } from '../../src/strategic-game/expander.js';
import {
  DUEL_MAP,
  newGame,
  RULE_OPTIONS,
  type RulesOptions,
  resolveStep,
  STRATEGIC_GAME,
  type TsgState,
} from '../../src/strategic-game/index.js';

/** Any partial rules options. */
export const arbRules: fc.Arbitrary<Partial<RulesOptions>> = fc.record(
  Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, o]) => [k, fc.constantFrom(...o.values)])) as {
    [K in keyof RulesOptions]: fc.Arbitrary<RulesOptions[K]>;
  },
  { requiredKeys: [] },
);

/** What a small played game is drawn from. */
export interface PlayedSpec {
  readonly seed: string;
  readonly rules: Partial<RulesOptions>;
  readonly budget: number;
  readonly steps: number;
  readonly expander: boolean;
}

export const arbPlayedSpec: fc.Arbitrary<PlayedSpec> = fc.record({
  seed: fc.string({ maxLength: 6 }),
  rules: arbRules,
  budget: fc.integer({ min: 10, max: 120 }),
  steps: fc.integer({ min: 0, max: 15 }),
  expander: fc.boolean(),
});

/** The orders of every awaited player from a bot (the expander for p1 when asked, else random). */
export function botOrders(s: TsgState, seed: string, expander = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of STRATEGIC_GAME.awaiting(s).players) {
    const view = STRATEGIC_GAME.view(s, p);
    out[p] = (expander && p === 'p1' ? expanderBot : randomBot)(view, botRng(seed, p, s.step));
  }
  return out;
}

/** A small game on the duel map, played `steps` steps by the bots. */
export function played(spec: PlayedSpec): TsgState {
  const r = newGame({ map: DUEL_MAP, budget: spec.budget, turnLimit: 30, rules: spec.rules }, spec.seed);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  let s = r.value;
  for (let k = 0; k < spec.steps && s.phase !== 'over'; k++)
    s = resolveStep(s, botOrders(s, spec.seed, spec.expander)).state;
  return s;
}

export const arbPlayed: fc.Arbitrary<TsgState> = arbPlayedSpec.map(played);

/** A step's orders: each awaited player's from a bot, `[]`, none, or garbage, by `kinds`. */
export function ordersFor(
  s: TsgState,
  kinds: readonly number[],
  junk: unknown,
  seed: string,
): Record<string, unknown> {
  const bots = botOrders(s, seed);
  const out: Record<string, unknown> = {};
  STRATEGIC_GAME.awaiting(s).players.forEach((p, i) => {
    const k = kinds[i % kinds.length] ?? 0;
    if (k <= 5) out[p] = bots[p];
    else if (k === 6) out[p] = [];
    else if (k === 7) out[p] = junk;
    else if (k === 8) out[p] = [...(bots[p] as unknown[]), junk];
  });
  return out;
}

export const arbStepInput = fc.record({
  kinds: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 2 }),
  junk: fc.jsonValue({ maxDepth: 3 }),
  seed: fc.string({ maxLength: 4 }),
});
