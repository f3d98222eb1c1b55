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
  type GoView,
  newGame,
  playerView,
  RULE_OPTIONS,
  type RulesOptions,
  resolveTurn,
  SPIED_KINDS,
} from '../../src/galactic-overlord/index.js';
import { MAX_SPIES } from '../../src/galactic-overlord/vocabulary.js';
import { type Rng, seededRng } from '../../src/kernel/rng.js';
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

/**
 * A bot's orders with diplomacy added from the faction's view, so properties see spies,
 * counter-espionage, alliances, joint attacks and gifts (GO-9, GO-11): alliances are
 * declared between seat pairs (p1 with p2, p3 with p4, …), so both sides often declare
 * and joint attacks happen; an attack on a declared ally breaks the alliance first. The
 * orders stay legal (the bots test checks the bots alone); a joint attack sometimes names
 * who takes its captures (GO-11.4).
 */
export function withDiplomacy(
  view: GoView,
  orders: Record<string, unknown>,
  rng: Rng,
): Record<string, unknown> {
  const out = { ...orders };
  const foes = view.players.filter((p) => p !== view.player && view.factions[p]!.outAt === null);
  if (foes.length === 0 || view.turn === 0) return out;
  const seat = view.players.indexOf(view.player);
  const partner = view.players[seat % 2 === 0 ? seat + 1 : seat - 1];
  const special = out.special as { kind: string; target?: string } | undefined;
  const target = special?.kind === 'attack' ? special.target : undefined;
  if (partner !== undefined && foes.includes(partner) && partner !== target && rng.int(3) > 0)
    out.ally = [partner];
  if (target !== undefined && view.me.allies.includes(target)) out.breakAlliance = [target];
  // Allies with ships pick the same target (the first other faction in seat order) half the time: a joint attack.
  const allied =
    partner !== undefined &&
    view.alliances.some((pair) => pair.includes(partner) && pair.includes(view.player));
  const armed = view.me.ships.length + ((out.ships as unknown[] | undefined)?.length ?? 0) > 0;
  const common = foes.find((p) => p !== partner);
  if (allied && armed && common !== undefined && rng.int(2) === 0) {
    out.special = { kind: 'attack', target: common, ships: 'all' };
    // GO-11.4: now and then the allies say who takes what they capture.
    if (view.rules.jointCaptures === 'named-takers' && rng.int(2) === 0)
      (out.special as Record<string, unknown>).takers = rng.int(2) === 0 ? [partner] : [partner, view.player];
    delete out.breakAlliance;
  } else if (view.me.spies > 0 && rng.int(2) === 0) {
    // Mostly at attacks, which the bots give most.
    out.spy = {
      target: foes[rng.int(foes.length)],
      order: SPIED_KINDS[rng.int(4) === 0 ? 1 + rng.int(2) : 0],
    };
  } else if (special?.kind !== 'attack' && view.me.spies < MAX_SPIES && rng.int(2) === 0)
    out.special = { kind: 'train-spy' };
  if (view.me.counterEspionage > 0 && rng.int(4) === 0) out.counterEspionage = true;
  const mine = view.bases.filter((b) => b.holder === view.player);
  if (mine.length > 1 && rng.int(6) === 0)
    out.give = [{ base: mine[rng.int(mine.length)]!.id, to: foes[rng.int(foes.length)] }];
  const offered = view.bases.filter((b) => b.holder !== view.player).map((b) => b.id);
  if (offered.length > 0 && rng.int(2) === 0) out.accept = offered;
  return out;
}

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
    const view = playerView(state, p);
    if (kind === 0) out[p] = BOTS.random(view, rng);
    else if (kind <= 3) out[p] = withDiplomacy(view, BOTS.random(view, rng), rng);
    else if (kind <= 4) out[p] = BOTS.aggressor(view, rng);
    else if (kind <= 6) out[p] = withDiplomacy(view, BOTS.aggressor(view, rng), rng);
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
