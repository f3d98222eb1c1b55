/**
 * Strategic Combat (TSG-7.4 to TSG-7.7), the seed's own battle rules: rounds of two
 * subphases, the attacker firing first; the firing side rolls a die per 7 offensive BP,
 * the receiving side a die per 3 defensive BP, each 5 or 6 kills or saves a ship, and the
 * receiving side loses kills less saves. After each round a side may break off by its
 * standing battle orders.
 */
import { countAtLeast, rollDice } from '../../kernel/dice.js';
import { shuffled } from '../../kernel/rng.js';
import { costOf, defenceOf, offenceOf, type Ship } from '../design.js';
import type { RulesOptions } from '../rules-options.js';
import type { BattleOrders } from '../state.js';
import { DEFENCE_PER_DIE, HIT_FACE, MAX_ROUNDS, OFFENCE_PER_DIE } from '../vocabulary.js';
import type { BattleInput, BattleResolver, BattleResult, RoundTrace, SubphaseTrace } from './resolver.js';

/** TSG-7.5: the dice that `bp` BP give at `per` BP a die, by `diceRounding`. */
export function diceFor(bp: number, per: number, rounding: RulesOptions['diceRounding']): number {
  const floor = Math.floor(bp / per);
  if (rounding === 'half-up') return Math.floor((2 * bp + per) / (2 * per));
  if (rounding === 'at-least-one') return bp > 0 ? Math.max(1, floor) : 0;
  return floor;
}

const sum = (ships: readonly Ship[], f: (s: Ship) => number): number => ships.reduce((a, s) => a + f(s), 0);

/**
 * TSG-7.6: the `n` ships a side loses: those its battle orders rank first, then by
 * `lossPolicy`: the cheapest first, then the least offence, then by id; or at random.
 */
export function chooseLosses(
  ships: readonly Ship[],
  n: number,
  orders: BattleOrders,
  rules: RulesOptions,
  rng: BattleInput['rng'],
): string[] {
  if (n <= 0) return [];
  const alive = new Map(ships.map((s) => [s.id, s]));
  const ranked = orders.lossOrder.filter((id) => alive.has(id));
  const seen = new Set(ranked);
  const rest = ships.filter((s) => !seen.has(s.id));
  const tail =
    rules.lossPolicy === 'random'
      ? shuffled(rng, rest)
      : rest
          .slice()
          .sort(
            (a, b) =>
              costOf(a) - costOf(b) ||
              offenceOf(a) - offenceOf(b) ||
              (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          );
  return [...ranked, ...tail.map((s) => s.id)].slice(0, n);
}

/** Strategic Combat as a {@link BattleResolver}. */
export const strategicCombat: BattleResolver = (input: BattleInput): BattleResult => {
  const { attacker, defender, rules, rng } = input;
  let att = attacker.ships.slice();
  let def = defender.ships.slice();
  const rounds: RoundTrace[] = [];
  const fire = (
    firing: typeof attacker,
    shooters: readonly Ship[],
    receiving: typeof defender,
    targets: readonly Ship[],
  ): SubphaseTrace & { dice: number } => {
    const dice = diceFor(sum(shooters, offenceOf), OFFENCE_PER_DIE, rules.diceRounding);
    const fired = rollDice(rng, dice);
    const saved = rollDice(rng, diceFor(sum(targets, defenceOf), DEFENCE_PER_DIE, rules.diceRounding));
    // TSG-7.5 (TSG-A6): net losses are kills less saves, never below 0.
    const net = Math.min(
      targets.length,
      Math.max(0, countAtLeast(fired, HIT_FACE) - countAtLeast(saved, HIT_FACE)),
    );
    const lost = chooseLosses(targets, net, receiving.orders, rules, rng);
    return { firing: firing.player, fire: fired, save: saved, lost, dice };
  };
  const without = (ships: readonly Ship[], lost: readonly string[]) =>
    ships.filter((s) => !lost.includes(s.id));
  const wants = (side: typeof attacker, left: number) =>
    side.canRetreat &&
    side.orders.retreatAt !== null &&
    (side.ships.length - left) * 100 >= side.orders.retreatAt * side.ships.length;
  for (let round = 1; ; round++) {
    const first = fire(attacker, att, defender, def);
    // TSG-7.4: sequential removes the attacker's kills before the defender fires back.
    const defAfter = without(def, first.lost);
    const second = fire(defender, rules.subphases === 'sequential' ? defAfter : def, attacker, att);
    def = defAfter;
    att = without(att, second.lost);
    const strip = ({ dice: _d, ...t }: SubphaseTrace & { dice: number }): SubphaseTrace => t;
    rounds.push({ round, subphases: [strip(first), strip(second)] });
    const result = (end: BattleResult['end'], retreated: string | null): BattleResult => ({
      rounds,
      lost: {
        [attacker.player]: attacker.ships.filter((s) => !att.includes(s)).map((s) => s.id),
        [defender.player]: defender.ships.filter((s) => !def.includes(s)).map((s) => s.id),
      },
      retreated,
      end,
    });
    if (att.length === 0 || def.length === 0) return result('destroyed', null);
    // TSG-7.7: both wanting to break off, one does (retreatOrder), and the battle ends.
    const a = wants(attacker, att.length);
    const d = wants(defender, def.length);
    if (a && d)
      return result('retreat', rules.retreatOrder === 'defender-first' ? defender.player : attacker.player);
    if (a || d) return result('retreat', a ? attacker.player : defender.player);
    // TSG-7.7: a round in which neither side had a killing die repeats for ever: stop.
    if (rules.stalemate === 'no-kill-round' && first.dice === 0 && second.dice === 0)
      return result('stalemate', null);
    if (round >= MAX_ROUNDS) return result('round-cap', null);
  }
};
