/**
 * Step 8 of a turn (GO-1.2): the attacks (GO-5, GO-10). Every attacking fleet leaves
 * before any battle, so a faction's home fleet is the ships it did not send. Each
 * defender, in seat order, meets its attackers one after another, the one whose orders
 * arrived last first (GO-5.4); its home fleet carries its damage from one battle to the
 * next. A raised shield takes every attack on its faction (GO-4.4). Captured bases come
 * only from those the defender held when the attacks began (GO-5.5), and change hands
 * when every battle is over.
 */
import { type BattleResult, fight, type Side, shieldHits } from './battle.js';
import type { Draft } from './draft.js';
import { type Oob, randomOob } from './oob.js';
import type { AttackOrder, Orders } from './orders.js';
import { breakdown, type OwnBattle, type PublicBattle } from './report.js';
import { allied, type Ship } from './state.js';
import { SHIELD_HITS } from './vocabulary.js';

/** What the attack step needs besides the draft. */
export interface AttackInput {
  /** Every faction's validated orders. */
  readonly orders: Readonly<Record<string, Orders>>;
  /** Every faction's default order of battle after GO-10.3 (null: none, under `missingOob: destroyed`). */
  readonly oobs: Readonly<Record<string, Oob | null>>;
  /** The factions whose shields are up this turn (GO-4.4). */
  readonly shielded: ReadonlySet<string>;
  /** K2: the arrival order, first first (seat order when none was given). */
  readonly arrival: readonly string[];
}

/** What the attack step did. */
export interface AttackOutcome {
  /** The battles, in the order fought. */
  readonly battles: PublicBattle[];
  /** Each faction's own battles in full. */
  readonly own: Record<string, OwnBattle[]>;
}

/** GO-10.2: the order of battle `player` uses against `enemy`: its own for that enemy, else its default. */
export function oobAgainst(input: AttackInput, player: string, enemy: string): Oob | null {
  return input.orders[player]?.against[enemy] ?? input.oobs[player] ?? null;
}

/** GO-5.4: the attackers of `defender`, the one whose orders arrived last first. */
export function attackOrder(attackers: readonly string[], arrival: readonly string[]): string[] {
  const at = (p: string) => {
    const k = arrival.indexOf(p);
    return k < 0 ? arrival.length : k;
  };
  return attackers.slice().sort((a, b) => at(b) - at(a));
}

/**
 * GO-11.2, GO-5.4: the attackers of one defender in groups that fight as one fleet, in the
 * order they are fought. Taking the attackers first-arrived first, each joins the first
 * group all of whose members are its allies, or starts a new one; so each group lists its
 * members first-arrived first. **Invented**: a group arrives when its last member's
 * orders did, and the group that arrived last is fought first (GO-5.4).
 */
export function attackGroups(
  attackers: readonly string[],
  arrival: readonly string[],
  allied: (a: string, b: string) => boolean,
): string[][] {
  const firstFirst = attackOrder(attackers, arrival).reverse();
  const groups: string[][] = [];
  for (const a of firstFirst) {
    const g = groups.find((m) => m.every((b) => allied(a, b)));
    if (g === undefined) groups.push([a]);
    else g.push(a);
  }
  const at = (p: string) => {
    const k = arrival.indexOf(p);
    return k < 0 ? arrival.length : k;
  };
  const arrived = (g: string[]) => Math.max(...g.map(at));
  // A stable sort: groups that arrived together keep their first-first order reversed, as single attackers do.
  return groups.reverse().sort((x, y) => arrived(y) - arrived(x));
}

/** GO-5.2: the one base a winning attacker takes from `pool` (the defender's bases not yet taken). */
function pickBase(draft: Draft, pool: number[], order: AttackOrder, defender: string): number | undefined {
  if (pool.length === 0) return undefined;
  if (order.base !== null && pool.includes(order.base)) return order.base;
  if (draft.rules.baseCapture === 'captured-first') {
    const captured = pool.filter((id) => draft.bases.find((b) => b.id === id)!.builder !== defender);
    if (captured.length > 0) return Math.min(...captured);
  }
  return pool.slice().sort((a, b) => a - b)[draft.rng.int(pool.length)];
}

/**
 * GO-11.4: bases taken by a joint attack are shared out evenly among the allies whose
 * fleets arrived, one at a time to each ally in the order their orders arrived, so odd
 * bases go to the first to arrive; the base the lead named, if taken, is dealt first,
 * then the others by id. A single attacker takes them all. `takers` (the lead's, under
 * `jointCaptures: named-takers`) deals them instead to the allies it names that arrived,
 * in its order; when none of them arrived, the bases are dealt as if it named none.
 */
export function shareCaptures(
  captured: readonly number[],
  members: readonly string[],
  named: number | null,
  takers: readonly string[] = [],
): Record<string, number[]> {
  const shares: Record<string, number[]> = {};
  for (const m of members) shares[m] = [];
  const chosen = takers.filter((t) => members.includes(t));
  const to = chosen.length > 0 ? chosen : members;
  const deal = captured.slice().sort((a, b) => (a === named ? -1 : b === named ? 1 : a - b));
  deal.forEach((id, k) => shares[to[k % to.length]!]!.push(id));
  return shares;
}

/**
 * GO-11.2: the order of battle of a joint fleet: the one every ally gave against the
 * target (its default if it named none for it). If they differ, option `jointOob`:
 * `first-arrival`, that of the ally whose orders arrived first; `missing`, the fleet
 * has none, and GO-10.3 applies (a random one drawn now, or none under `missingOob:
 * destroyed`).
 */
function jointOob(
  draft: Draft,
  input: AttackInput,
  members: readonly string[],
  defender: string,
): Oob | null {
  const given = members.map((m) => oobAgainst(input, m, defender));
  const first = given[0] ?? null;
  if (given.every((o) => JSON.stringify(o) === JSON.stringify(first))) return first;
  if (draft.rules.jointOob === 'first-arrival') return first;
  return draft.rules.missingOob === 'random' ? randomOob(draft.rng) : null;
}

const lostKinds = (before: readonly Ship[], after: readonly Ship[]) => {
  const alive = new Set(after.map((s) => s.id));
  return before.filter((s) => !alive.has(s.id));
};

/** Step 8: fights every attack; moves captured bases and brings surviving fleets home. */
export function resolveAttacks(draft: Draft, input: AttackInput): AttackOutcome {
  const battles: PublicBattle[] = [];
  const own: Record<string, OwnBattle[]> = {};
  for (const p of draft.players) own[p] = [];
  const attacks = new Map<string, AttackOrder>();
  for (const p of draft.players) {
    const s = input.orders[p]?.special;
    if (s?.kind === 'attack' && draft.factions[s.target]?.outAt === null) attacks.set(p, s);
  }
  // Every fleet leaves before any battle: home fleets are the ships not sent.
  const away: Record<string, Ship[]> = {};
  const home: Record<string, Ship[]> = {};
  for (const p of draft.players) {
    const ships = draft.factions[p]!.ships;
    const a = attacks.get(p);
    const sent =
      a === undefined ? new Set<number>() : new Set(a.ships === 'all' ? ships.map((s) => s.id) : a.ships);
    away[p] = ships.filter((s) => sent.has(s.id));
    home[p] = ships.filter((s) => !sent.has(s.id));
  }
  const pools: Record<string, number[]> = {};
  for (const p of draft.players) pools[p] = draft.bases.filter((b) => b.holder === p).map((b) => b.id);
  const captures: [number, string][] = [];

  for (const defender of draft.players) {
    const groups = attackGroups(
      [...attacks.entries()].filter(([, a]) => a.target === defender).map(([p]) => p),
      input.arrival,
      (a, b) => allied(draft, a, b),
    );
    for (const members of groups) {
      // GO-11.2: the ally whose orders arrived first leads: its fight to the death and named base stand.
      const lead = members[0]!;
      const order = attacks.get(lead)!;
      const fleet = members.flatMap((m) => away[m]!);
      if (fleet.length === 0) continue; // a fleet destroyed earlier cannot arrive (cannot happen: fleets fight once)
      const owner = new Map<number, string>();
      for (const m of members) for (const ship of away[m]!) owner.set(ship.id, m);
      const oobs = {
        attacker: jointOob(draft, input, members, defender),
        // GO-10.2: the defender's order of battle against the first ally it named, else its default.
        defender: oobAgainst(
          input,
          defender,
          members.find((m) => input.orders[defender]?.against[m]) ?? lead,
        ),
      };
      const before = { attacker: fleet, defender: home[defender]! };
      let result: BattleResult | null = null;
      let winner: Side | null;
      let end: PublicBattle['end'];
      let after: Ship[];
      if (input.shielded.has(defender)) {
        // GO-4.4: the shield takes the attack; the attacking fleet takes twelve hits.
        after = shieldHits(fleet, oobs.attacker, draft.rules, SHIELD_HITS).ships;
        winner = 'defender';
        end = 'shield';
      } else {
        result = fight(
          { ships: fleet, oob: oobs.attacker },
          { ships: home[defender]!, oob: oobs.defender },
          order.toDeath,
          draft.rules,
        );
        after = result.survivors.attacker.slice();
        home[defender] = result.survivors.defender.slice();
        winner = result.winner;
        end = result.end;
      }
      // GO-11.3: a joint fleet took its hits as one; each ally keeps its own survivors.
      for (const m of members) away[m] = after.filter((ship) => owner.get(ship.id) === m);
      const lost = {
        attacker: lostKinds(before.attacker, after),
        defender: lostKinds(before.defender, home[defender]!),
      };
      const captured: number[] = [];
      if (winner === 'attacker' && result !== null) {
        const pool = pools[defender]!;
        // GO-5.3: a destroyed home fleet loses every base; `emptyDefence: one-base` softens an empty home.
        const all =
          result.defenderDestroyed && !(result.end === 'empty' && draft.rules.emptyDefence === 'one-base');
        const taken = all
          ? pool.slice()
          : [pickBase(draft, pool, order, defender)].filter((b) => b !== undefined);
        for (const id of taken) {
          pool.splice(pool.indexOf(id), 1);
          captured.push(id);
        }
      }
      const takers = draft.rules.jointCaptures === 'named-takers' ? order.takers : [];
      const shares = shareCaptures(captured, members, order.base, takers);
      for (const m of members) for (const id of shares[m]!) captures.push([id, m]);
      const index = battles.length;
      const post: PublicBattle = {
        attacker: lead,
        joint: members,
        defender,
        attackerFleet: breakdown(before.attacker),
        defenderFleet: breakdown(before.defender),
        shielded: input.shielded.has(defender),
        winner,
        end,
        lost: { attacker: breakdown(lost.attacker), defender: breakdown(lost.defender) },
        captured,
        shares,
      };
      battles.push(post);
      const ids = { attacker: lost.attacker.map((s) => s.id), defender: lost.defender.map((s) => s.id) };
      for (const m of members)
        own[m]!.push({ index, post, side: 'attacker', oobs, battle: result, lost: ids });
      own[defender]!.push({ index, post, side: 'defender', oobs, battle: result, lost: ids });
    }
  }
  // Fleets come home (GO-5.1); bases change hands.
  for (const p of draft.players) draft.factions[p]!.ships = [...home[p]!, ...away[p]!];
  for (const [id, taker] of captures) {
    draft.bases = draft.bases.map((b) => (b.id === id ? { ...b, holder: taker } : b));
  }
  return { battles, own };
}
