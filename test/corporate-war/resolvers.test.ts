/**
 * Gunfight resolvers (CW-7.10, CW-10): the resolver suite for every default resolver and
 * two custom ones, unit tests of the building blocks (splitting, ranking, classifying),
 * the registry as `resolveDay` uses it, and a property over whole sectors through
 * `resolveDay`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyFight,
  DEFAULT_GUNFIGHT_RESOLVERS,
  DEFAULT_RULES_OPTIONS,
  engage,
  FIGHT_KINDS,
  type FightGroup,
  type FightKind,
  type GameState,
  type GunfightResolver,
  type RulesOptions,
  rankByInfo,
  resolveDay,
  splitOrder,
  stateHash,
  type TraceEvent,
  type TraceGroup,
} from '../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import { arbRulesOptions, check } from '../support/fc.js';
import { grunt, seer } from './conformance/cases/units.js';
import { type StageUnit, stage } from './conformance/stage.js';
import { contextFor, resolverSuite } from './resolver-suite.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
const fights = (events: readonly TraceEvent[]): Fight[] =>
  events.filter((e): e is Fight => e.type === 'fight');

// ---------------------------------------------------------------------------------------
// The resolver suite

/** A resolver that lets everybody be: no engagement at all. */
const nobodyFights: GunfightResolver = { name: 'nobody-fights', resolve: () => ({ engagements: [] }) };

/**
 * The two groups with the most total Info fight, whole, as a two-way fight; the others
 * stay out. So that two established groups never meet, the first is the highest-ranked
 * arriving group (the engine always gives at least one), the second the highest-ranked other.
 */
const strongestPair: GunfightResolver = {
  name: 'strongest-pair',
  resolve(groups, ctx) {
    const ranked = rankByInfo(groups, ctx);
    const a = ranked.find((g) => g.arriving);
    const b = ranked.find((g) => g !== a);
    return { engagements: a !== undefined && b !== undefined ? [engage(a, b, ctx)] : [] };
  },
};

for (const kind of FIGHT_KINDS)
  resolverSuite(DEFAULT_GUNFIGHT_RESOLVERS[kind].name, DEFAULT_GUNFIGHT_RESOLVERS[kind], kind);
resolverSuite('nobody-fights', nobodyFights, 'any', { allMustFight: false });
resolverSuite('strongest-pair', strongestPair, 'any', { allMustFight: false });

// ---------------------------------------------------------------------------------------
// Building blocks

describe('splitOrder (CW-10.1)', () => {
  it('divides 0 to 12 soldiers into 1 to 4 parts, sizes differing by at most one, larger in front', () => {
    for (let len = 0; len <= 12; len++) {
      const order = Array.from({ length: len }, (_, i) => i);
      for (let n = 1; n <= 4; n++) {
        const parts = splitOrder(order, n);
        const expected = Array.from({ length: n }, (_, k) => Math.floor(len / n) + (k < len % n ? 1 : 0));
        expect(
          parts.map((p) => p.length),
          `${len} into ${n}`,
        ).toEqual(expected);
        expect(parts.flat()).toEqual(order);
      }
    }
  });

  it('puts the middle soldier in the front half', () => {
    expect(splitOrder(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(splitOrder(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(splitOrder(['a'], 3)).toEqual([['a'], [], []]);
  });

  it('does not change its input', () => {
    const order = Object.freeze(['a', 'b', 'c']);
    splitOrder(order, 2);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

/** A group with one soldier per (kill, info) pair. */
const group = (
  allegiance: string,
  stats: readonly (readonly [number, number])[],
  arriving = true,
): FightGroup => ({
  allegiance,
  arriving,
  fighters: stats.map(([kill, info], k) => ({ id: `${allegiance}/${k}`, kill, info, survive: 1, escape: 1 })),
});

const rankWith = (
  infoTieBreak: RulesOptions['infoTieBreak'],
  groups: readonly FightGroup[],
  seed = 'rank',
) => {
  const rng = restoreRng(seedRng(seed));
  const ranked = rankByInfo(groups, contextFor({ ...DEFAULT_RULES_OPTIONS, infoTieBreak }, rng));
  return { order: ranked.map((g) => g.allegiance), draws: rng.draws, after: rng.state() };
};

describe('rankByInfo (CW-10.1)', () => {
  // Total Info: red 3, blue 5, green 3 (with more Kill than red), gold 1.
  const red = group('red', [
    [1, 2],
    [0, 1],
  ]);
  const blue = group('blue', [[0, 5]]);
  const green = group('green', [
    [2, 1],
    [2, 2],
  ]);
  const gold = group('gold', [[5, 1]]);

  it('ranks by total Info, highest first, whatever the tie-break when there is no tie', () => {
    for (const tie of ['seat-order', 'total-kill', 'random'] as const) {
      const r = rankWith(tie, [red, blue, gold]);
      expect(r.order, tie).toEqual(['blue', 'red', 'gold']);
      expect(r.draws, `${tie} draws nothing without a tie`).toBe(0);
      expect(r.after).toEqual(seedRng('rank'));
    }
  });

  it('seat-order: a tie goes to the earlier seat', () => {
    expect(rankWith('seat-order', [red, blue, green, gold]).order).toEqual(['blue', 'red', 'green', 'gold']);
    expect(rankWith('seat-order', [green, red]).order).toEqual(['green', 'red']);
    expect(rankWith('seat-order', [red, green]).draws).toBe(0);
  });

  it('total-kill: a tie goes to the higher total Kill, then to the earlier seat', () => {
    expect(rankWith('total-kill', [red, blue, green, gold]).order).toEqual(['blue', 'green', 'red', 'gold']);
    const twin = group('gold', [
      [1, 2],
      [0, 1],
    ]);
    expect(rankWith('total-kill', [red, twin]).order).toEqual(['red', 'gold']);
    expect(rankWith('total-kill', [red, green]).draws).toBe(0);
  });

  it('random: the same RNG state gives the same order; a tie draws from the RNG and can go either way', () => {
    const groups = [red, blue, green, gold];
    const orders = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const one = rankWith('random', groups, `s${seed}`);
      const two = rankWith('random', groups, `s${seed}`);
      expect(two).toEqual(one);
      expect(one.draws).toBeGreaterThan(0);
      expect(one.order[0]).toBe('blue');
      expect(one.order[3]).toBe('gold');
      orders.add(one.order.join(','));
    }
    expect([...orders].sort()).toEqual(['blue,green,red,gold', 'blue,red,green,gold']);
  });
});

describe('classifyFight (CW-7.10)', () => {
  const groups = (...arriving: boolean[]): FightGroup[] =>
    arriving.map((a, i) => ({ allegiance: `p${i}`, fighters: [], arriving: a }));
  const T = true;
  const F = false;
  const cases: [FightGroup[], FightKind][] = [
    [groups(T, F), 'two-way'],
    [groups(F, T), 'two-way'],
    [groups(T, T), 'two-way'],
    [groups(F, F, T), 'three-way-two-established'],
    [groups(F, T, F), 'three-way-two-established'],
    [groups(F, F, F, T), 'three-way-two-established'],
    [groups(F, F, F, F, T), 'three-way-two-established'],
    [groups(F, T, T), 'three-way-one-established'],
    [groups(T, T, F), 'three-way-one-established'],
    [groups(T, F, T, T), 'three-way-one-established'],
    [groups(T, T, T, T, F), 'three-way-one-established'],
    [groups(T, T, T), 'three-arriving'],
    [groups(T, T, T, T), 'gold-rush'],
    [groups(T, T, T, T, T), 'gold-rush'],
    [groups(F, F, T, T), 'mixed'],
    [groups(T, F, T, F, T), 'mixed'],
    [groups(F, T, F, F, T), 'mixed'],
  ];
  it.each(cases.map(([g, kind]) => [g.map((x) => (x.arriving ? 'A' : 'E')).join(''), kind] as const))(
    '%s is %s',
    (shape, kind) => {
      expect(classifyFight(groups(...[...shape].map((c) => c === 'A')))).toBe(kind);
    },
  );
  it('names every kind', () => {
    expect(new Set(cases.map(([, k]) => k))).toEqual(new Set(FIGHT_KINDS));
  });
});

// ---------------------------------------------------------------------------------------
// The registry through resolveDay

describe('resolvers passed in the rules (CW-7.10)', () => {
  // C3: red moves in on blue and green (three-way-two-established); I9: red moves in on blue (two-way).
  const pre = stage({
    units: [
      seer('red/grunt-1', 'C2'),
      seer('blue/grunt-1', 'C3'),
      seer('green/grunt-1', 'C3', { info: 3 }),
      seer('red/grunt-2', 'H9'),
      seer('blue/grunt-2', 'I9'),
    ],
  });
  const orders = {
    red: [
      { soldier: 'red/grunt-1', to: 'C3' },
      { soldier: 'red/grunt-2', to: 'I9' },
    ],
  };
  const used = (r: { trace: { events: readonly TraceEvent[] } }) =>
    fights(r.trace.events).map((f) => [f.sector, f.kind, f.resolver]);

  it('the defaults resolve both fights', () => {
    expect(used(resolveDay(pre, orders))).toEqual([
      ['C3', 'three-way-two-established', 'established-hold'],
      ['I9', 'two-way', 'two-way'],
    ]);
  });

  it('a resolver given for a kind is used for that kind, the defaults for the others', () => {
    const r = resolveDay(pre, orders, { gunfightResolvers: { 'three-way-two-established': strongestPair } });
    expect(used(r)).toEqual([
      ['C3', 'three-way-two-established', 'strongest-pair'],
      ['I9', 'two-way', 'two-way'],
    ]);
    // strongest-pair: red (arriving) against green (Info 3), whole; blue stays out.
    const c3 = fights(r.trace.events)[0]!;
    expect(c3.engagements.map((e) => e.sides.map((s) => s.allegiance))).toEqual([['red', 'green']]);
  });

  it('a resolver given for another kind changes nothing', () => {
    const r = resolveDay(pre, orders, {
      gunfightResolvers: { 'gold-rush': nobodyFights, mixed: nobodyFights },
    });
    expect(used(r)).toEqual(used(resolveDay(pre, orders)));
    expect(stateHash(r.state)).toBe(stateHash(resolveDay(pre, orders).state));
  });
});

// ---------------------------------------------------------------------------------------
// Whole sectors through resolveDay

const PLAYERS = ['red', 'blue', 'green', 'gold'] as const;
/** The sectors around each fight sector, from which soldiers move in (one step: phase 2). */
const AROUND: Readonly<Record<'C3' | 'F6', readonly string[]>> = {
  C3: ['B2', 'B3', 'B4', 'C2', 'C4', 'D2', 'D3', 'D4'],
  F6: ['E5', 'E6', 'E7', 'F5', 'F7', 'G5', 'G6', 'G7'],
};

interface SectorSpec {
  readonly at: 'C3' | 'F6';
  /** Each group: its allegiance and, per soldier, stats and where it starts (0 in the sector). */
  readonly groups: readonly {
    readonly allegiance: string;
    readonly soldiers: readonly {
      readonly kill: number;
      readonly survive: number;
      readonly escape: number;
      readonly info: number;
      readonly from: number;
    }[];
  }[];
  readonly rules: Partial<RulesOptions>;
}

/** Where a group's soldiers start: all in the sector, all moving in, or some of each. */
const arbFroms = (n: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(Array.from({ length: n }, () => 0)) },
    { weight: 3, arbitrary: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: n, maxLength: n }) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: n, maxLength: n }) },
  );

/** Soldiers that see every enemy: Info 2 to 5 against Escape 0 or 1. */
const arbSoldiers = (established: boolean) =>
  fc.integer({ min: 1, max: 6 }).chain((n) =>
    fc
      .tuple(
        fc.array(
          fc.record({
            kill: fc.integer({ min: 0, max: 5 }),
            survive: fc.integer({ min: 0, max: 5 }),
            escape: fc.integer({ min: 0, max: 1 }),
            info: fc.integer({ min: 2, max: 5 }),
          }),
          { minLength: n, maxLength: n },
        ),
        established ? fc.constant(Array.from({ length: n }, () => 0)) : arbFroms(n),
      )
      .map(([stats, froms]) => stats.map((s, k) => ({ ...s, from: froms[k]! }))),
  );

/** Two to five groups in C3, or in F6 with the aliens' garrison, at least one moving in. */
const arbSectorSpec: fc.Arbitrary<SectorSpec> = fc
  .record({ at: fc.constantFrom('C3' as const, 'F6' as const), aliens: fc.boolean() })
  .chain(({ at, aliens }) => {
    const withAliens = at === 'F6' && aliens;
    return fc
      .record({
        players: fc.subarray([...PLAYERS], { minLength: withAliens ? 1 : 2, maxLength: 4 }),
        rules: arbRulesOptions(),
      })
      .chain(({ players, rules }) =>
        fc
          .tuple(
            fc.array(arbSoldiers(false), { minLength: players.length, maxLength: players.length }),
            withAliens ? arbSoldiers(true) : fc.constant(null),
          )
          .map(([soldiers, aliens]) => ({
            at,
            rules,
            groups: [
              ...players.map((allegiance, i) => ({ allegiance, soldiers: soldiers[i]! })),
              ...(aliens === null ? [] : [{ allegiance: 'aliens', soldiers: aliens }]),
            ],
          })),
      );
  })
  .filter((s) => s.groups.some((g) => g.soldiers.some((u) => u.from > 0)));

/** The staged state and the day's orders for a spec. */
function build(spec: SectorSpec): {
  state: GameState;
  orders: Record<string, { soldier: string; to: string }[]>;
} {
  const units: StageUnit[] = [];
  const orders: Record<string, { soldier: string; to: string }[]> = {};
  for (const g of spec.groups) {
    g.soldiers.forEach(({ from, ...stats }, k) => {
      const id = `${g.allegiance}/grunt-${k}`;
      const at = from === 0 ? spec.at : AROUND[spec.at][from - 1]!;
      const u = grunt(id, at, stats);
      units.push(g.allegiance === 'aliens' ? { ...u, squad: 'garrison' } : u);
      if (from > 0) (orders[g.allegiance] ??= []).push({ soldier: id, to: spec.at });
    });
  }
  // A staged game is at the dawn of day 2: a day limit of 1 would have ended it already.
  const limit = spec.rules.dayLimit;
  const rules = typeof limit === 'number' && limit < 2 ? { ...spec.rules, dayLimit: 2 } : spec.rules;
  return { state: stage({ units, rules }), orders };
}

/** The groups of a trace event as fight groups (the classifier reads only count and arriving). */
const asFightGroups = (groups: readonly TraceGroup[]): FightGroup[] =>
  groups.map((g) => ({ allegiance: g.allegiance, fighters: [], arriving: g.arriving }));

describe('whole sectors through resolveDay', () => {
  it('classifies each fight from its encounter, fires each soldier at most once, kills consistently, deterministically', () => {
    const kinds = new Set<FightKind>();
    check(
      fc.property(arbSectorSpec, (spec) => {
        const { state, orders } = build(spec);
        const result = resolveDay(state, orders);
        const events = result.trace.events;
        let lastMeeting: TraceEvent | undefined;
        const killedTargets = new Set<string>();
        for (const e of events) {
          if (e.type === 'encounter' || e.type === 'swap') lastMeeting = e;
          if (e.type !== 'fight') continue;
          kinds.add(e.kind);
          expect(lastMeeting, 'a fight follows an encounter').toBeDefined();
          const meeting = lastMeeting!;
          if (meeting.type === 'swap') {
            expect(e.kind).toBe('two-way');
          } else if (meeting.type === 'encounter') {
            expect(meeting.phase).toBe(e.phase);
            expect(meeting.sector).toBe(e.sector);
            // Everybody sees everybody, so every group in the sector is engaged.
            const engaged = new Set(meeting.detected.flat());
            expect(meeting.groups.map((g) => g.allegiance).filter((a) => !engaged.has(a))).toEqual([]);
            expect(e.kind).toBe(classifyFight(asFightGroups(meeting.groups)));
            // The default resolvers leave nobody of an engaged group out, but for the idle
            // halves of three groups arriving together under `two-matches` (CW-10.4).
            const placed = e.engagements.flatMap((x) => x.sides.flatMap((s) => [...s.seen, ...s.unseen]));
            const everyone = meeting.groups.flatMap((g) => g.soldiers);
            if (e.kind === 'three-arriving' && (spec.rules.threeArriving ?? 'two-matches') !== 'ring') {
              expect(placed.length).toBeLessThan(everyone.length);
              for (const id of placed) expect(everyone).toContain(id);
            } else {
              expect(placed.slice().sort()).toEqual(everyone.sort());
            }
          }
          const attackers = e.shots.map((s) => s.attacker);
          expect(new Set(attackers).size, 'each soldier shoots at most once').toBe(attackers.length);
          for (const s of e.shots) if (s.killed) killedTargets.add(s.target);
          expect(e.killed.slice().sort()).toEqual(
            [...new Set(e.shots.filter((s) => s.killed).map((s) => s.target))].sort(),
          );
        }
        const alive = new Set(state.soldiers.filter((s) => s.status === 'alive').map((s) => s.id));
        const dead = result.state.soldiers
          .filter((s) => s.status === 'dead' && alive.has(s.id))
          .map((s) => s.id)
          .toArray();
        expect(dead.length).toBe(killedTargets.size);
        expect(new Set(dead)).toEqual(killedTargets);
        expect(stateHash(resolveDay(state, orders).state)).toBe(stateHash(result.state));
      }),
    );
    const full = process.env.FC_PATH === undefined && Number(process.env.FC_RUNS ?? 1000) >= 1000;
    if (full) expect([...kinds].sort()).toEqual([...FIGHT_KINDS].sort());
  });
});
