/**
 * The `search` computer player: a best response, one turn deep, to what the heuristic
 * bots would order in its place's neighbours' seats (analysis §4.5).
 *
 * From its view only, it makes a state consistent with what it knows
 * ({@link positionOf}), and predicts every other faction's orders in a few scenarios: each
 * scenario has every other faction play one of the heuristic bots (`aggressor`,
 * `economist`) from its own view of that state. It then lists a few dozen plans of its own
 * (a base or not, the weapon of its new ships, and the special order: stay home, a
 * generator, shields, or an attack on each of the three factions with the smallest navies
 * ({@link SEARCH_TARGETS}) with every ship, with the ships it had
 * before this turn, or with one ship as a raid), and for each plan picks, against each
 * enemy it may fight, the order of battle (the 90 arrangements, then the 3 ranges × 3
 * formations on the best four, and fight to the death or not) that does best in the closed-form battle (GO-10) against
 * that enemy's predicted fleet and order of battle. Each plan is then resolved with the
 * game's own `resolveTurn` in every scenario, and the plan whose average worth is highest is
 * played (ties to the earlier plan). Worth is its bases, navy and build points against the
 * other factions' (see {@link worth}).
 *
 * Deterministic for its generator: the guesses and the scenarios draw from it only.
 */
import type { NamedBot } from '../kernel/game/contract.js';
import type { Rng } from '../kernel/rng.js';
import { fight, hpLeft } from './battle.js';
import { aggressorBot, economistBot, type GoBot, largestHull, viewBudget } from './bots.js';
import { basePrice, GO_II_BASE_CAP, nextBaseNumber } from './economy.js';
import { ALL_SLOTS, type Oob } from './oob.js';
import { checkOrders, NO_ORDERS, type Orders } from './orders.js';
import { kindOf } from './report.js';
import { positionOf } from './search-position.js';
import { alive, type GoState, type Ship } from './state.js';
import { resolveTurn } from './turn.js';
import { type GoView, playerView } from './view.js';
import {
  FORMATIONS,
  HULLS,
  type Hull,
  hullHp,
  hullSize,
  MAX_GENERATORS,
  RANGES,
  WEAPON_LETTER,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';

/** How the other factions are predicted to play: the heuristic bots, one per scenario. */
export const SEARCH_MODELS: readonly GoBot[] = [aggressorBot, economistBot];

/** Which ships an attack sends. */
type Sending = 'all' | 'old' | 'one';

/** One plan of the searching faction: what to build and the special order (its orders of battle are chosen per plan). */
interface Plan {
  readonly bases: number;
  readonly weapon: Weapon;
  readonly special:
    | { readonly kind: 'none' | 'raise-shields' | 'build-generator' }
    | { readonly kind: 'attack'; readonly target: string; readonly sending: Sending };
}

/** The worth of a faction in a state: what its bases, ships, build points and generators are worth in BP. */
function factionWorth(state: GoState, p: string): number {
  const f = state.factions[p]!;
  if (f.outAt !== null) return 0;
  let w = f.bp + 4 * f.generators;
  for (const s of f.ships) w += (hullSize(s.hull) * hpLeft(s)) / hullHp(s.hull);
  for (const b of state.bases) if (b.holder === p) w += b.builder === p ? 16 : 8;
  return w;
}

/**
 * How good `state` is for `me`: a large bonus for being the last faction in, a large
 * penalty for being out; otherwise its worth less the mean of the strongest other
 * faction's and the others' average, so that it both keeps up with the leader and
 * takes from anyone.
 */
export function worth(state: GoState, me: string): number {
  const mine = factionWorth(state, me);
  const others = alive(state).filter((p) => p !== me);
  if (state.factions[me]!.outAt !== null) return -1_000_000 + state.turn;
  if (others.length === 0) return 1_000_000 - state.turn;
  const theirs = others.map((p) => factionWorth(state, p));
  const mean = theirs.reduce((a, b) => a + b, 0) / theirs.length;
  return mine - 0.5 * Math.max(...theirs) - 0.5 * mean;
}

/** The ships a plan builds, as far as its budget goes: the largest hull first, then smaller ones for what is left. */
function shipsFor(view: GoView, weapon: Weapon, bp: number): { hull: Hull; weapon: Weapon }[] {
  const top = largestHull(view);
  const out: { hull: Hull; weapon: Weapon }[] = [];
  if (top === null) return out;
  let left = bp;
  for (let size = hullSize(top); size >= 1; size--) {
    while (left >= size && out.length < 200) {
      out.push({ hull: HULLS[size - 1]!, weapon });
      left -= size;
    }
  }
  return out;
}

/** A plan's orders, but its orders of battle. */
function planOrders(view: GoView, plan: Plan): Record<string, unknown> {
  let bp = viewBudget(view);
  const out: Record<string, unknown> = {};
  // Repairs first: 1 BP restores a whole ship (GO-3.4), the best buy there is.
  const damaged = view.me.ships
    .filter((s) => s.damage > 0)
    .sort((a, b) => b.damage - a.damage || a.id - b.id)
    .slice(0, Math.max(0, bp));
  if (damaged.length > 0) out.repair = damaged.map((s) => s.id);
  bp -= damaged.length;
  if (plan.bases > 0) {
    out.bases = plan.bases;
    bp -= basePrice(nextBaseNumber(view.me.built, view.rules), view.rules);
  }
  const ships = shipsFor(view, plan.weapon, bp);
  if (ships.length > 0) out.ships = ships;
  const s = plan.special;
  if (s.kind === 'raise-shields' || s.kind === 'build-generator') out.special = { kind: s.kind };
  else if (s.kind === 'attack') {
    const old = view.me.ships.slice().sort((a, b) => hullSize(a.hull) - hullSize(b.hull) || a.id - b.id);
    const ids = s.sending === 'old' ? old.map((x) => x.id) : s.sending === 'one' ? [old[0]!.id] : 'all';
    out.special = { kind: 'attack', target: s.target, ships: ids, toDeath: false };
  }
  return out;
}

/** How many factions the search weighs attacking: the weakest few, so that a table of twelve costs no more than one of four. */
export const SEARCH_TARGETS = 3;

/** The factions it may attack: the {@link SEARCH_TARGETS} with the smallest navies by the post (ties by seat), in seat order. */
function targets(view: GoView): string[] {
  const foes = view.players.filter((p) => p !== view.player && view.factions[p]!.outAt === null);
  const value = (p: string) => {
    let v = 0;
    for (const [k, n] of Object.entries(view.factions[p]!.navy))
      v += n * hullSize(kindOf(k)?.hull ?? 'frigate');
    return v;
  };
  // A stable sort keeps seat order among equals; the few chosen are then weighed in seat order.
  const chosen = new Set(
    foes
      .map((p) => ({ p, v: value(p) }))
      .sort((a, b) => a.v - b.v)
      .slice(0, SEARCH_TARGETS)
      .map((x) => x.p),
  );
  return foes.filter((p) => chosen.has(p));
}

/** Every plan worth weighing, in a fixed order. */
function plans(view: GoView): Plan[] {
  const budget = viewBudget(view);
  const price = basePrice(nextBaseNumber(view.me.built, view.rules), view.rules);
  const capped = view.rules.edition === 'go-ii' && view.me.built >= GO_II_BASE_CAP;
  const bases = !capped && price <= budget ? [0, 1] : [0];
  const specials: Plan['special'][] = [{ kind: 'none' }];
  if (view.me.generators < MAX_GENERATORS) specials.push({ kind: 'build-generator' });
  // GO-2.4: no shield in the prebuild turn.
  if (view.me.generators > 0 && view.turn > 0) specials.push({ kind: 'raise-shields' });
  const own = view.me.ships.length;
  for (const target of targets(view)) {
    specials.push({ kind: 'attack', target, sending: 'all' });
    if (own > 0) specials.push({ kind: 'attack', target, sending: 'old' });
    if (own > 1) specials.push({ kind: 'attack', target, sending: 'one' });
  }
  const out: Plan[] = [];
  for (const b of bases)
    for (const weapon of WEAPONS)
      for (const special of specials) {
        // An attack with every ship needs a ship, old or new.
        if (special.kind === 'attack' && special.sending === 'all' && own === 0) {
          const price = b > 0 ? basePrice(nextBaseNumber(view.me.built, view.rules), view.rules) : 0;
          if (shipsFor(view, weapon, budget - price).length === 0) continue;
        }
        out.push({ bases: b, weapon, special });
      }
  return out;
}

/** A scenario: every other faction's predicted orders, read as the rules read them. */
interface Scenario {
  readonly raw: Record<string, unknown>;
  readonly orders: Record<string, Orders>;
}

/** The fleets of one faction's turn under some orders: what it sends and where, and what stays home. */
function fleets(
  state: GoState,
  p: string,
  orders: Orders,
  newShips: readonly Ship[],
): { home: Ship[]; away: Ship[]; target: string | null } {
  const ships = [...state.factions[p]!.ships, ...newShips];
  const s = orders.special;
  if (s?.kind !== 'attack') return { home: ships, away: [], target: null };
  const sent = s.ships === 'all' ? null : new Set(s.ships);
  return {
    home: ships.filter((x) => sent !== null && !sent.has(x.id)),
    away: ships.filter((x) => sent === null || sent.has(x.id)),
    target: s.target,
  };
}

const newShipsOf = (orders: Orders, from: number): Ship[] =>
  orders.ships.map((b, k) => ({ id: from + k, hull: b.hull, weapon: b.weapon, damage: 0 }));

/** BP worth of ships lost or damaged between `before` and `after` (a ship's worth falls with its hit points). */
const lostValue = (before: readonly Ship[], after: readonly Ship[]): number => {
  const left = new Map(after.map((s) => [s.id, s]));
  let v = 0;
  for (const s of before) {
    const a = left.get(s.id);
    v += a === undefined ? hullSize(s.hull) : (hullSize(s.hull) * (hpLeft(s) - hpLeft(a))) / hullHp(s.hull);
  }
  return v;
};

/** One battle the searching faction may fight against an enemy, in one scenario. */
interface Meeting {
  readonly mine: readonly Ship[];
  readonly theirs: readonly Ship[];
  readonly theirOob: Oob;
  readonly attacking: boolean;
  /** BP worth of winning it: bases taken or kept. */
  readonly stake: number;
}

/** The score of one order of battle over the meetings: stakes won, and BP of ships destroyed less BP lost. */
function oobScore(meetings: readonly Meeting[], oob: Oob, toDeath: boolean, state: GoState): number {
  let score = 0;
  for (const m of meetings) {
    // Only the outcome is read: no record of rounds and tallies is made.
    const r = m.attacking
      ? fight({ ships: m.mine, oob }, { ships: m.theirs, oob: m.theirOob }, toDeath, state.rules, false)
      : fight({ ships: m.theirs, oob: m.theirOob }, { ships: m.mine, oob }, false, state.rules, false);
    const us = m.attacking ? 'attacker' : 'defender';
    const mineAfter = m.attacking ? r.survivors.attacker : r.survivors.defender;
    const theirsAfter = m.attacking ? r.survivors.defender : r.survivors.attacker;
    score +=
      (r.winner === us ? m.stake : 0) + lostValue(m.theirs, theirsAfter) - lostValue(m.mine, mineAfter);
    if (m.attacking && r.winner === us && r.defenderDestroyed) score += m.stake;
  }
  return score;
}

/**
 * The order of battle (and, when attacking, whether to the death) that does best over the
 * meetings. The 90 arrangements are weighed without tactics first; the tactics (3 ranges ×
 * 3 formations) are then tried on the best few, and to the death on the best of those: 125
 * battles a meeting instead of 1,620, for the same choice whenever tactics do not reorder
 * the arrangements.
 */
function bestOob(meetings: readonly Meeting[], state: GoState): { oob: Oob; toDeath: boolean } {
  const plain = ALL_SLOTS.map((slots) => {
    const oob: Oob = { slots, range: 'none', formation: 'none' };
    return { oob, score: oobScore(meetings, oob, false, state) };
  });
  // Stable sort: ties keep the fixed order of ALL_SLOTS.
  const top = plain
    .slice()
    .sort((a, b) => b.score - a.score)
    .slice(0, TACTIC_TRIES);
  let best = { oob: top[0]!.oob, toDeath: false };
  let bestScore = top[0]!.score;
  for (const { oob: base } of top)
    for (const range of RANGES)
      for (const formation of FORMATIONS) {
        const oob: Oob = { slots: base.slots, range, formation };
        const score = oobScore(meetings, oob, false, state);
        if (score > bestScore) {
          bestScore = score;
          best = { oob, toDeath: false };
        }
      }
  if (meetings.some((m) => m.attacking) && oobScore(meetings, best.oob, true, state) > bestScore)
    best = { oob: best.oob, toDeath: true };
  return best;
}

/** How many of the best arrangements have their tactics tried. */
const TACTIC_TRIES = 4;

const oobRaw = (o: Oob) => ({
  slots: o.slots.map((w) => WEAPON_LETTER[w]).join(''),
  range: o.range,
  formation: o.formation,
});
const oobKey = (o: Oob) => `${o.slots.join('')}/${o.range}/${o.formation}`;
const fleetKey = (ships: readonly Ship[]) =>
  ships
    .map((s) => `${s.hull}${s.weapon}${s.damage}`)
    .sort()
    .join(',');

/** A fallback order of battle for a faction the models give none (never with the built-in models). */
const PLAIN_OOB: Oob = { slots: ALL_SLOTS[0]!, range: 'none', formation: 'none' };

/** The search's orders for the faction whose view it is. */
export function searchOrders(view: GoView, rng: Rng): Record<string, unknown> {
  const me = view.player;
  // Hidden stocks: guess one generator for a faction that has had a turn to build it.
  const state = positionOf(view, rng.state(), () => (view.turn > 1 ? 1 : 0));
  if (!alive(state).includes(me) || alive(state).length <= 1) return {};
  const foes = alive(state).filter((p) => p !== me);
  const scenarios: Scenario[] = SEARCH_MODELS.map((model) => {
    const raw: Record<string, unknown> = {};
    const orders: Record<string, Orders> = {};
    for (const p of foes) {
      const o = model(playerView(state, p), rng);
      const checked = checkOrders(state, p, o);
      raw[p] = checked.ok ? o : {};
      if (checked.ok) orders[p] = checked.value;
      else orders[p] = NO_ORDERS;
    }
    return { raw, orders };
  });
  const cache = new Map<string, { oob: Oob; toDeath: boolean }>();
  let bestPlan: Record<string, unknown> = {};
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const plan of plans(view)) {
    const raw = planOrders(view, plan);
    const checked = checkOrders(state, me, raw);
    if (!checked.ok) continue;
    const mine = checked.value;
    const myFleets = fleets(state, me, mine, newShipsOf(mine, state.nextShip));
    // Against each enemy, the battles it may bring in any scenario.
    const against: Record<string, unknown> = {};
    let toDeath = false;
    for (const e of foes) {
      const meetings: Meeting[] = [];
      for (const sc of scenarios) {
        const theirs = fleets(state, e, sc.orders[e]!, newShipsOf(sc.orders[e]!, state.nextShip + 500));
        const theirOob = sc.orders[e]!.against[me] ?? sc.orders[e]!.oob ?? PLAIN_OOB;
        const bases = state.bases.filter((b) => b.holder === e).length;
        if (myFleets.target === e && myFleets.away.length > 0 && theirs.home.length > 0)
          meetings.push({
            mine: myFleets.away,
            theirs: theirs.home,
            theirOob,
            attacking: true,
            stake: 16 * Math.min(bases, 1),
          });
        if (theirs.target === me && theirs.away.length > 0 && myFleets.home.length > 0) {
          const held = state.bases.filter((b) => b.holder === me).length;
          meetings.push({
            mine: myFleets.home,
            theirs: theirs.away,
            theirOob,
            attacking: false,
            stake: 16 * held,
          });
        }
      }
      if (meetings.length === 0) continue;
      const key = meetings
        .map(
          (m) => `${m.attacking}|${fleetKey(m.mine)}|${fleetKey(m.theirs)}|${oobKey(m.theirOob)}|${m.stake}`,
        )
        .join(';');
      let pick = cache.get(key);
      if (pick === undefined) {
        pick = bestOob(meetings, state);
        cache.set(key, pick);
      }
      against[e] = oobRaw(pick.oob);
      if (myFleets.target === e) toDeath = pick.toDeath;
    }
    const orders: Record<string, unknown> = { ...raw, oob: oobRaw(PLAIN_OOB) };
    if (Object.keys(against).length > 0) orders.against = against;
    if (mine.special?.kind === 'attack')
      orders.special = { ...(raw.special as Record<string, unknown>), toDeath };
    let total = 0;
    for (const sc of scenarios) {
      const next = resolveTurn(state, { ...sc.raw, [me]: orders }).state;
      total += worth(next, me);
    }
    if (total > bestValue) {
      bestValue = total;
      bestPlan = orders;
    }
  }
  return bestPlan;
}

/** The search bot (see the module's comment). */
export const searchBot: GoBot = searchOrders;

/** The search bot as the game contract lists it. */
export const SEARCH_BOT: NamedBot<GoView> = {
  name: 'search',
  summary:
    'A one-turn best response: predicts the others’ orders with the heuristic bots, weighs a few dozen plans, and picks each order of battle by the closed-form battle.',
  bot: searchBot,
};
