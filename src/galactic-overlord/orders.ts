/**
 * A faction's orders for a turn (GO-4): raw input read into validated orders, or typed
 * issues. Nothing deeper ever sees raw input. A sheet with any issue is refused whole
 * (GO-4.2).
 */
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { baseName } from './client/names.js';
import { basesCost, GO_II_BASE_CAP, income, shipsCost } from './economy.js';
import { describe, type Issue, issue } from './errors.js';
import { type Oob, parseOob } from './oob.js';
import { alive, baseCounts, type GoState } from './state.js';
import {
  HULLS,
  type Hull,
  hullSize,
  MAX_GENERATORS,
  MAX_SPIES,
  SPIED_KINDS,
  type SpiedKind,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';

/** A ship to build. */
export interface ShipBuild {
  /** Its hull. */
  readonly hull: Hull;
  /** The weapon filling it. */
  readonly weapon: Weapon;
}

/** GO-4.3: an attack. */
export interface AttackOrder {
  /** The kind. */
  readonly kind: 'attack';
  /** The faction attacked. */
  readonly target: string;
  /** The ships sent, by id, or `all` (ships built this turn included). */
  readonly ships: 'all' | readonly number[];
  /** Fight to the death (GO-10.10). */
  readonly toDeath: boolean;
  /** The base to take if the attack wins one (GO-5.2), or null. */
  readonly base: number | null;
  /**
   * GO-11.4, `jointCaptures: named-takers`: the allies who take the bases a joint attack
   * captures, dealt one at a time in this order; empty when the order names none.
   */
  readonly takers: readonly string[];
}

/** The one special order of a turn (GO-4.1). */
export type SpecialOrder = AttackOrder | RaiseShieldsOrder | BuildGeneratorOrder | TrainSpyOrder;

/** GO-9.1: Train Spy. */
export interface TrainSpyOrder {
  /** The kind. */
  readonly kind: 'train-spy';
}

/** GO-9.2: a spy sent to stop one special order of another faction. */
export interface SpyOrder {
  /** The faction spied on. */
  readonly target: string;
  /** The order it is to stop. */
  readonly order: SpiedKind;
}

/** GO-11.5: a base given to another faction. */
export interface Gift {
  /** The base, by id. */
  readonly base: number;
  /** The faction receiving it. */
  readonly to: string;
}

/** GO-4.4: Raise Shields! */
export interface RaiseShieldsOrder {
  /** The kind. */
  readonly kind: 'raise-shields';
}

/** GO-4.5: Build Generator. */
export interface BuildGeneratorOrder {
  /** The kind. */
  readonly kind: 'build-generator';
}

/** A faction's validated orders for a turn. */
export interface Orders {
  /** Bases to build (GO-3.1). */
  readonly bases: number;
  /** Ships to build (GO-3.2). */
  readonly ships: readonly ShipBuild[];
  /** Ships to repair, by id (GO-3.4). */
  readonly repair: readonly number[];
  /** The special order, or null. */
  readonly special: SpecialOrder | null;
  /** The default order of battle, or null when none was given (GO-10.3). */
  readonly oob: Oob | null;
  /** Orders of battle against given enemies (GO-10.2). */
  readonly against: Readonly<Record<string, Oob>>;
  /** The spy sent this turn, or null (GO-9.2). */
  readonly spy: SpyOrder | null;
  /** Whether a counter-espionage use is spent this turn (GO-9.3). */
  readonly counterEspionage: boolean;
  /** Factions declared allies this turn (GO-11.1). */
  readonly ally: readonly string[];
  /** Factions whose alliance is broken this turn (GO-11.1). */
  readonly breakAlliance: readonly string[];
  /** Bases given away (GO-11.5). */
  readonly give: readonly Gift[];
  /** Bases the faction accepts as gifts, under `baseGifts: accepted` (GO-11.5). */
  readonly accept: readonly number[];
}

/** The orders of a faction that gave none, or whose sheet was refused. */
export const NO_ORDERS: Orders = {
  bases: 0,
  ships: [],
  repair: [],
  special: null,
  oob: null,
  against: {},
  spy: null,
  counterEspionage: false,
  ally: [],
  breakAlliance: [],
  give: [],
  accept: [],
};

const FIELDS = [
  'bases',
  'ships',
  'repair',
  'special',
  'oob',
  'against',
  'spy',
  'counterEspionage',
  'ally',
  'breakAlliance',
  'give',
  'accept',
];
/** The most bases one faction's orders build in a turn (GO-3.1). */
export const MAX_BASE_BUILDS = 100;
/** The most ships one faction's orders build in a turn (GO-3.2). */
export const MAX_SHIP_BUILDS = 200;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** BP available for this turn's builds: the stock, plus this turn's income when it comes first (GO-2.2). */
export function budget(state: GoState, player: string): number {
  const f = state.factions[player]!;
  // GO-2.4: the prebuild turn earns nothing.
  return f.bp + (state.rules.incomeTiming === 'start' && state.turn > 0 ? income(state, player) : 0);
}

/**
 * Reads and checks `player`'s raw orders for the current turn. `[]` and `{}` are orders
 * for nothing. Never throws.
 */
export function checkOrders(state: GoState, player: string, raw: unknown): Result<Orders, Issue[]> {
  if (!alive(state).includes(player) || alive(state).length <= 1 || state.turn > state.turnLimit) {
    return err([issue('orders/not-awaited', [], { player })]);
  }
  const read = readInput(raw, { maxDepth: 8 });
  if (!read.ok) return err([issue('orders/not-an-object', read.error.path, { got: read.error.detail })]);
  const value = read.value;
  if (Array.isArray(value) && value.length === 0) return ok(NO_ORDERS);
  if (!isObject(value)) return err([issue('orders/not-an-object', [], { got: describe(value) })]);
  const issues: Issue[] = [];
  for (const k of Object.keys(value))
    if (!FIELDS.includes(k)) issues.push(issue('orders/unknown-field', [k], { field: k }));
  const faction = state.factions[player]!;

  let bases = 0;
  if (value.bases !== undefined) {
    if (isId(value.bases) && value.bases <= MAX_BASE_BUILDS) bases = value.bases;
    else
      issues.push(
        issue('orders/bad-value', ['bases'], {
          expected: `a whole number of bases from 0 to ${MAX_BASE_BUILDS}`,
        }),
      );
  }
  if (state.rules.edition === 'go-ii' && faction.built + bases > GO_II_BASE_CAP) {
    issues.push(issue('build/base-cap', ['bases'], { cap: GO_II_BASE_CAP }));
  }

  const ships: ShipBuild[] = [];
  const held = baseCounts(state, player).home;
  if (value.ships !== undefined) {
    if (!Array.isArray(value.ships) || value.ships.length > MAX_SHIP_BUILDS) {
      issues.push(
        issue('orders/bad-value', ['ships'], {
          expected: `a list of at most ${MAX_SHIP_BUILDS} {hull, weapon}`,
        }),
      );
    } else {
      value.ships.forEach((s, k) => {
        const hull = isObject(s) ? s.hull : undefined;
        const weapon = isObject(s) ? s.weapon : undefined;
        if (
          !(HULLS as readonly unknown[]).includes(hull) ||
          !(WEAPONS as readonly unknown[]).includes(weapon)
        ) {
          issues.push(
            issue('orders/bad-value', ['ships', k], {
              expected: `{hull: ${HULLS.join('|')}, weapon: ${WEAPONS.join('|')}}`,
            }),
          );
          return;
        }
        const h = hull as Hull;
        // GO-3.3: only self-built bases held at the start of the turn count.
        if (hullSize(h) > held)
          issues.push(issue('build/hull-needs-bases', ['ships', k], { hull: h, needed: hullSize(h), held }));
        ships.push({ hull: h, weapon: weapon as Weapon });
      });
    }
  }

  const repair: number[] = [];
  if (value.repair !== undefined) {
    if (!Array.isArray(value.repair))
      issues.push(issue('orders/bad-value', ['repair'], { expected: 'a list of ship ids' }));
    else
      value.repair.forEach((id, k) => {
        const ship = isId(id) ? faction.ships.find((s) => s.id === id) : undefined;
        if (ship === undefined || repair.includes(id as number)) {
          issues.push(issue('repair/unknown-ship', ['repair', k], { ship: isId(id) ? id : -1 }));
        } else repair.push(ship.id);
      });
  }

  const cost =
    basesCost(faction.built, bases, state.rules) +
    shipsCost(
      ships.map((s) => s.hull),
      repair.length,
    );
  const available = budget(state, player);
  if (cost > available) issues.push(issue('build/too-expensive', [], { cost, available }));

  const special = readSpecial(state, player, value.special, issues);
  if (special?.kind === 'attack' && special.ships === 'all' && faction.ships.length + ships.length === 0) {
    issues.push(issue('attack/no-ships', ['special', 'ships'], {}));
  }

  let oob: Oob | null = null;
  if (value.oob !== undefined) {
    const o = parseOob(value.oob);
    if (typeof o === 'string') issues.push(issue('oob/invalid', ['oob'], { detail: o }));
    else oob = o;
  }
  const against: Record<string, Oob> = {};
  if (value.against !== undefined) {
    if (!isObject(value.against))
      issues.push(issue('oob/invalid', ['against'], { detail: 'against is an object by faction' }));
    else
      for (const [enemy, rawOob] of Object.entries(value.against)) {
        const o = parseOob(rawOob);
        if (!state.players.includes(enemy) || enemy === player) {
          issues.push(
            issue('oob/invalid', ['against', enemy], { detail: `${enemy} is not another faction` }),
          );
        } else if (typeof o === 'string')
          issues.push(issue('oob/invalid', ['against', enemy], { detail: o }));
        else against[enemy] = o;
      }
  }
  const spy = readSpy(state, player, value.spy, issues);
  if (spy !== null && special?.kind === 'train-spy')
    issues.push(issue('spy/cannot-train', ['special'], { reason: 'a spy is sent this turn' }));
  let counterEspionage = false;
  if (value.counterEspionage !== undefined) {
    if (typeof value.counterEspionage !== 'boolean')
      issues.push(issue('orders/bad-value', ['counterEspionage'], { expected: 'true or false' }));
    else counterEspionage = value.counterEspionage;
    if (counterEspionage && faction.counterEspionage < 1)
      issues.push(issue('counter-espionage/none-left', ['counterEspionage'], {}));
  }
  const ally = readFactions(state, player, value.ally, 'ally', issues);
  const breakAlliance = readFactions(state, player, value.breakAlliance, 'breakAlliance', issues);
  // GO-11.1: a sheet may not attack a faction it holds (or now declares) as an ally.
  const declared = [...faction.allies, ...ally].filter((q) => !breakAlliance.includes(q));
  if (special?.kind === 'attack' && declared.includes(special.target))
    issues.push(issue('attack/on-ally', ['special', 'target'], { target: special.target }));
  // GO-11.4: only the attacker and the allies it may attack beside take its captures.
  if (special?.kind === 'attack')
    special.takers.forEach((q, k) => {
      if (q !== player && !declared.includes(q))
        issues.push(
          issue('attack/bad-takers', ['special', 'takers', k], {
            reason: `${q} is neither you nor a faction you declare your ally`,
          }),
        );
    });
  const give = readGifts(state, player, value.give, issues);
  const accept: number[] = [];
  if (value.accept !== undefined) {
    if (!Array.isArray(value.accept) || !value.accept.every(isId) || value.accept.length > 1000)
      issues.push(issue('orders/bad-value', ['accept'], { expected: 'a list of base ids' }));
    else for (const id of value.accept) if (!accept.includes(id)) accept.push(id);
  }
  return issues.length > 0
    ? err(issues)
    : ok({
        bases,
        ships,
        repair,
        special,
        oob,
        against,
        spy,
        counterEspionage,
        ally,
        breakAlliance,
        give,
        accept,
      });
}

/** GO-9.2: a spy order: `{target, order}`, with a spy in stock. */
function readSpy(state: GoState, player: string, raw: unknown, issues: Issue[]): SpyOrder | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw) || !(SPIED_KINDS as readonly unknown[]).includes(raw.order)) {
    issues.push(
      issue('orders/bad-value', ['spy'], { expected: `{target, order: ${SPIED_KINDS.join('|')}}` }),
    );
    return null;
  }
  for (const k of Object.keys(raw))
    if (k !== 'target' && k !== 'order') issues.push(issue('orders/unknown-field', ['spy', k], { field: k }));
  const target = raw.target;
  if (typeof target !== 'string' || target === player || !alive(state).includes(target))
    issues.push(
      issue('spy/cannot-send', ['spy', 'target'], {
        reason: `${describe(target)} is not another faction still in the game`,
      }),
    );
  if (state.factions[player]!.spies < 1)
    issues.push(issue('spy/cannot-send', ['spy'], { reason: 'no spy in stock' }));
  return { target: String(target), order: raw.order as SpiedKind };
}

/** GO-11.1: a list of other factions still in the game, each once. */
function readFactions(
  state: GoState,
  player: string,
  raw: unknown,
  field: 'ally' | 'breakAlliance',
  issues: Issue[],
): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 20) {
    issues.push(issue('orders/bad-value', [field], { expected: 'a list of faction ids' }));
    return [];
  }
  const out: string[] = [];
  raw.forEach((q, k) => {
    if (typeof q !== 'string' || q === player || !alive(state).includes(q) || out.includes(q))
      issues.push(issue('ally/bad-faction', [field, k], { faction: describe(q) }));
    else out.push(q);
  });
  return out;
}

/** GO-11.5: gifts `[{base, to}]` of bases the faction holds, each once, to other factions in the game. */
function readGifts(state: GoState, player: string, raw: unknown, issues: Issue[]): Gift[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 1000) {
    issues.push(issue('orders/bad-value', ['give'], { expected: 'a list of {base, to}' }));
    return [];
  }
  const out: Gift[] = [];
  raw.forEach((g, k) => {
    if (!isObject(g) || !isId(g.base) || typeof g.to !== 'string' || Object.keys(g).length !== 2) {
      issues.push(issue('orders/bad-value', ['give', k], { expected: '{base: a base id, to: a faction}' }));
      return;
    }
    const base = g.base;
    if (!state.bases.some((b) => b.id === base && b.holder === player) || out.some((x) => x.base === base))
      issues.push(
        issue('give/bad-gift', ['give', k, 'base'], {
          reason: `${baseName(base)} is not yours, or is given twice`,
        }),
      );
    else if (g.to === player || !alive(state).includes(g.to))
      issues.push(
        issue('give/bad-gift', ['give', k, 'to'], {
          reason: `${describe(g.to)} is not another faction still in the game`,
        }),
      );
    else out.push({ base, to: g.to });
  });
  return out;
}

function readSpecial(state: GoState, player: string, raw: unknown, issues: Issue[]): SpecialOrder | null {
  if (raw === undefined || raw === null) return null;
  const faction = state.factions[player]!;
  if (!isObject(raw)) {
    issues.push(
      issue('orders/bad-value', ['special'], { expected: '{kind: attack|raise-shields|build-generator}' }),
    );
    return null;
  }
  if (raw.kind === 'raise-shields') {
    if (faction.generators < 1) issues.push(issue('shields/no-generator', ['special'], {}));
    if (state.turn === 0) issues.push(issue('special/turn-zero', ['special'], { kind: 'raise-shields' }));
    return { kind: 'raise-shields' };
  }
  if (raw.kind === 'build-generator') {
    if (faction.generators >= MAX_GENERATORS)
      issues.push(issue('generator/stock-full', ['special'], { max: MAX_GENERATORS }));
    return { kind: 'build-generator' };
  }
  if (raw.kind === 'train-spy') {
    if (faction.spies >= MAX_SPIES)
      issues.push(
        issue('spy/cannot-train', ['special'], { reason: `at most ${MAX_SPIES} spies may be stocked` }),
      );
    return { kind: 'train-spy' };
  }
  if (raw.kind !== 'attack') {
    issues.push(
      issue('orders/bad-value', ['special', 'kind'], {
        expected: 'attack, raise-shields, build-generator or train-spy',
      }),
    );
    return null;
  }
  // GO-2.4: the prebuild turn has no attacks.
  if (state.turn === 0) issues.push(issue('special/turn-zero', ['special'], { kind: 'attack' }));
  const target = raw.target;
  if (typeof target !== 'string' || target === player || !alive(state).includes(target)) {
    issues.push(issue('attack/bad-target', ['special', 'target'], { target: describe(target) }));
  }
  let ships: 'all' | number[] = 'all';
  if (raw.ships !== undefined && raw.ships !== 'all') {
    if (!Array.isArray(raw.ships)) {
      issues.push(
        issue('orders/bad-value', ['special', 'ships'], { expected: '"all" or a list of ship ids' }),
      );
    } else {
      ships = [];
      // Sets, not scans: a fleet of hundreds sent by id is read in linear time.
      const own = new Set(faction.ships.map((s) => s.id));
      const sent = new Set<number>();
      for (const [k, id] of raw.ships.entries()) {
        if (!isId(id) || !own.has(id) || sent.has(id)) {
          issues.push(issue('attack/unknown-ship', ['special', 'ships', k], { ship: isId(id) ? id : -1 }));
        } else {
          ships.push(id);
          sent.add(id);
        }
      }
      if (ships.length === 0 && raw.ships.length === 0)
        issues.push(issue('attack/no-ships', ['special', 'ships'], {}));
    }
  }
  if (raw.toDeath !== undefined && typeof raw.toDeath !== 'boolean') {
    issues.push(issue('orders/bad-value', ['special', 'toDeath'], { expected: 'true or false' }));
  }
  if (raw.base !== undefined && raw.base !== null && !isId(raw.base)) {
    issues.push(issue('orders/bad-value', ['special', 'base'], { expected: 'a base id' }));
  }
  for (const k of Object.keys(raw)) {
    if (!['kind', 'target', 'ships', 'toDeath', 'base', 'takers'].includes(k))
      issues.push(issue('orders/unknown-field', ['special', k], { field: k }));
  }
  return {
    kind: 'attack',
    target: String(target),
    ships,
    toDeath: raw.toDeath === true,
    base: isId(raw.base) ? raw.base : null,
    takers: readTakers(state, raw.takers, issues),
  };
}

/**
 * GO-11.4: the takers of an attack's captures: this faction or its allies (held or
 * declared), each once, under `jointCaptures: named-takers` only. Whether each arrives
 * is known only when the attacks are fought; one that does not is passed over.
 */
function readTakers(state: GoState, raw: unknown, issues: Issue[]): string[] {
  if (raw === undefined) return [];
  const at = ['special', 'takers'];
  if (state.rules.jointCaptures === 'dealt') {
    issues.push(
      issue('attack/bad-takers', at, {
        reason: 'under jointCaptures: dealt the captures are dealt by arrival; give bases away after',
      }),
    );
    return [];
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 20) {
    issues.push(issue('orders/bad-value', at, { expected: 'a list of one or more faction ids' }));
    return [];
  }
  const out: string[] = [];
  raw.forEach((q, k) => {
    if (typeof q !== 'string' || !alive(state).includes(q) || out.includes(q))
      issues.push(
        issue('attack/bad-takers', [...at, k], {
          reason: `${describe(q)} is not a faction still in the game, or is named twice`,
        }),
      );
    else out.push(q);
  });
  return out;
}
