/**
 * Step 7, combat (TSG-7): in every hex where both sides have fleets, ascending by hex,
 * all of each side's fleets there fight as one force (TSG-7.1), through the battle
 * resolver the rules name, from the resolvers the game was set up with (TSG-7.2). The side whose fleet arrived last attacks (TSG-7.3).
 * Each battle draws from a generator of its own, seeded by one draw from the state's
 * (TSG-7.8), so one battle's dice never shift another's. Losses are removed, emptied
 * fleets with them, and a side that broke off moves one hex towards its home.
 */
import { restoreRng, seededRng } from '../../kernel/rng.js';
import { BATTLE_RESOLVERS, type BattleResolvers, resolverNamed } from '../battle/registry.js';
import type { BattleResult } from '../battle/resolver.js';
import { checkedResult } from '../battle/result-check.js';
import { stepToward } from '../map.js';
import { enemyOf, type Fleet, homeOf, type TsgState } from '../state.js';

/** One battle fought: where, who attacked, and the resolver's result. */
export interface Battle {
  /** The hex. */
  readonly at: number;
  /** The attacking player. */
  readonly attacker: string;
  /** The defending player. */
  readonly defender: string;
  /** The resolver that fought it, by name (the rules' `combat`, TSG-7.2). */
  readonly combat: string;
  /** What happened. */
  readonly result: BattleResult;
}

/** The hexes where both sides have fleets, ascending. */
export function battleHexes(s: TsgState): number[] {
  const [a, b] = s.players;
  const cells = new Set(s.fleets.filter((f) => f.owner === a).map((f) => f.at));
  return [...new Set(s.fleets.filter((f) => f.owner === b && cells.has(f.at)).map((f) => f.at))].sort(
    (x, y) => x - y,
  );
}

/** TSG-7.3: the side whose fleet in the hex arrived last attacks; on equal arrivals, Player 1 (invented). */
export function attackerAt(s: TsgState, at: number): string {
  const last = (p: string) =>
    Math.max(...s.fleets.filter((f) => f.owner === p && f.at === at).map((f) => f.arrived));
  const [p1, p2] = s.initiative;
  return last(p2) > last(p1) ? p2 : p1;
}

/** What the combat step gives. */
export interface Fought {
  /** The state after every battle. */
  readonly state: TsgState;
  /** The battles, by ascending hex. */
  readonly battles: Battle[];
}

/**
 * The state after every battle, and the battles, fought by the resolver the rules name
 * among `resolvers`. Throws `SimulturnError` when they lack it (`combat/unknown-resolver`)
 * or it returns no result (`combat/bad-result`), both the calling program's errors.
 */
export function fightBattles(s: TsgState, resolvers: BattleResolvers = BATTLE_RESOLVERS): Fought {
  const hexes = battleHexes(s);
  if (hexes.length === 0) return { state: s, battles: [] };
  const rng = restoreRng(s.rng);
  const battles: Battle[] = [];
  let fleets: Fleet[] = s.fleets.slice();
  const combat = s.rules.combat;
  const resolver = resolverNamed(resolvers, combat);
  for (const at of hexes) {
    const attacker = attackerAt(s, at);
    const defender = enemyOf(s, attacker);
    const side = (p: string) => {
      const here = fleets.filter((f) => f.owner === p && f.at === at).sort((x, y) => (x.id < y.id ? -1 : 1));
      return {
        player: p,
        ships: here.flatMap((f) => f.ships),
        orders: s.sides[p]!.battle,
        canRetreat: stepToward(s.map, at, homeOf(s, p)) !== at,
      };
    };
    const battleRng = seededRng(`strategic-game-battle:${rng.int(0x7fff_ffff)}`);
    const input = { attacker: side(attacker), defender: side(defender), rules: s.rules, rng: battleRng };
    const result = checkedResult(combat, input, resolver(input));
    battles.push({ at, attacker, defender, combat, result });
    const lost = new Set([...(result.lost[attacker] ?? []), ...(result.lost[defender] ?? [])]);
    fleets = fleets
      .map((f) => (f.at === at ? { ...f, ships: f.ships.filter((x) => !lost.has(x.id)) } : f))
      .filter((f) => f.ships.length > 0)
      .map((f) =>
        f.at === at && f.owner === result.retreated
          ? { ...f, at: stepToward(s.map, at, homeOf(s, f.owner)), arrived: s.step }
          : f,
      );
  }
  return { state: { ...s, fleets, rng: rng.state() }, battles };
}
