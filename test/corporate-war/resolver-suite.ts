/**
 * The properties every gunfight resolver must have (CW-7.10), as a reusable vitest suite:
 * `resolverSuite(name, resolver, kind)` registers a `describe` block that runs the
 * resolver on random sectors of the given fight kind (or of any kind) and checks that it
 * is pure, draws randomness only from `ctx.rng`, puts every soldier in at most one part
 * of his own allegiance, divides groups into near-equal parts with the larger ones in
 * front, pairs only hostile soldiers of the engagement's two sides, lets every soldier
 * fire at most once, and, for the default resolvers, makes exactly the groups meet that
 * the rules say must meet.
 *
 * The sectors respect what the engine guarantees a resolver (see `checkEncounters`):
 * two to five groups in seat order (players, then the aliens), each of one allegiance and
 * with at least one soldier, and at least one group arriving (an encounter needs a
 * newcomer, CW-6.2).
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compareDuel } from '../../src/corporate-war/duel.js';
import {
  classifyFight,
  DEFAULT_GUNFIGHT_RESOLVERS,
  DEFAULT_RULES_OPTIONS,
  DUEL_MODELS,
  type FightContext,
  type FightGroup,
  type FightKind,
  type FightPlan,
  type GunfightResolver,
  isSeenBy,
  type MarchingOrder,
  type RulesOptions,
  rankByInfo,
} from '../../src/corporate-war/index.js';
import { type Rng, type RngState, restoreRng, seedRng } from '../../src/kernel/rng.js';
import { arbRulesOptions, check } from '../support/fc.js';
import { expectAtMost, expectDefined, expectIs, expectIsNot } from '../support/quiet-expect.js';

/** The allegiances of the generated groups, in seat order (as in conformance/stage.ts). */
export const ALLEGIANCES = ['red', 'blue', 'green', 'gold', 'aliens'] as const;

/** One sector's fight as a resolver is given it: groups, rules and the RNG's state. */
export interface FightSector {
  readonly groups: readonly FightGroup[];
  readonly rules: RulesOptions;
  readonly rng: RngState;
}

/** Options of `resolverSuite`. */
export interface ResolverSuiteOptions {
  /**
   * Whether a group that fights anyone must have every soldier in some part (no soldier
   * silently dropped). Default true; false for resolvers that leave soldiers out on purpose.
   */
  readonly allMustFight?: boolean;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Arriving flags of `n` groups, exactly `a` of them arriving, at random seats. */
const flags = (n: number, a: number): fc.Arbitrary<boolean[]> =>
  fc
    .shuffledSubarray(range(n), { minLength: a, maxLength: a })
    .map((arriving) => range(n).map((i) => arriving.includes(i)));

const between = (min: number, max: number) => fc.integer({ min, max });

/** The arriving flags (in seat order) of the sectors of a kind, by construction. */
function arbArriving(kind: FightKind | 'any'): fc.Arbitrary<boolean[]> {
  switch (kind) {
    case 'two-way':
      return between(1, 2).chain((a) => flags(2, a));
    case 'three-way-two-established':
      return between(3, 5).chain((n) => flags(n, 1));
    case 'three-way-one-established':
      return between(3, 5).chain((n) => flags(n, n - 1));
    case 'three-arriving':
      return flags(3, 3);
    case 'gold-rush':
      return between(4, 5).chain((n) => flags(n, n));
    case 'mixed':
      return between(4, 5).chain((n) => between(2, n - 2).chain((a) => flags(n, a)));
    case 'any':
      return between(2, 5).chain((n) => between(1, n).chain((a) => flags(n, a)));
  }
}

const arbStat = between(0, 5);
const arbStats = fc.record({ kill: arbStat, survive: arbStat, escape: arbStat, info: arbStat });

/**
 * Random sectors whose groups make a fight of `kind`: 2–5 groups in seat order with
 * 1–8 soldiers each, stats 0–5, random rules options and RNG state.
 */
export function arbFightSector(kind: FightKind | 'any'): fc.Arbitrary<FightSector> {
  return arbArriving(kind).chain((arriving) =>
    fc
      .record({
        allegiances: fc.subarray([...ALLEGIANCES], {
          minLength: arriving.length,
          maxLength: arriving.length,
        }),
        stats: fc.array(fc.array(arbStats, { minLength: 1, maxLength: 8 }), {
          minLength: arriving.length,
          maxLength: arriving.length,
        }),
        rules: arbRulesOptions(),
        seed: fc.string({ maxLength: 8 }),
      })
      .map(({ allegiances, stats, rules, seed }) => ({
        groups: arriving.map((a, i) => {
          const allegiance = allegiances[i]!;
          return {
            allegiance,
            arriving: a,
            fighters: stats[i]!.map((s, k) => ({ id: `${allegiance}/s${k}`, ...s })),
          };
        }),
        rules: { ...DEFAULT_RULES_OPTIONS, ...rules },
        rng: seedRng(seed),
      })),
  );
}

/** Freezes a value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A context like the engine's (`runFight`) for a sector. */
export function contextFor(rules: RulesOptions, rng: Rng): FightContext {
  return {
    rules,
    rng,
    duel: DUEL_MODELS[rules.duelModel as keyof typeof DUEL_MODELS] ?? compareDuel,
    isSeenBy: (observer, target, targetGroup) => isSeenBy(rules, observer, target, targetGroup),
  };
}

/** Runs the resolver on deep-frozen copies of the sector; returns the plan and the RNG state after. */
function run(resolver: GunfightResolver, s: FightSector): { plan: FightPlan; after: RngState } {
  const groups = deepFreeze(structuredClone(s.groups));
  const rng = restoreRng(s.rng);
  const plan = resolver.resolve(groups, contextFor(deepFreeze({ ...s.rules }), rng));
  return { plan, after: rng.state() };
}

/** Every side of every engagement. */
const sidesOf = (plan: FightPlan): MarchingOrder[] => plan.engagements.flatMap((e) => [...e.sides]);

/** An unordered pair of allegiances as a key. */
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The pairs of groups the default resolver of a kind must make meet (exactly once), as
 * pair keys; every other pair must not meet.
 */
export function requiredPairs(
  kind: FightKind,
  groups: readonly FightGroup[],
  s?: Pick<FightSector, 'rules' | 'rng'>,
): Set<string> {
  const out = new Set<string>();
  // CW-10.4 under `two-matches`: the first and third by total Info do not meet.
  const apart = s !== undefined && kind === 'three-arriving' ? idlePair(s as FightSector) : undefined;
  groups.forEach((a, i) => {
    for (const b of groups.slice(i + 1)) {
      const must =
        kind === 'two-way' || kind === 'gold-rush' || kind === 'three-arriving'
          ? true
          : kind === 'three-way-one-established'
            ? a.arriving !== b.arriving
            : a.arriving || b.arriving;
      const key = pairKey(a.allegiance, b.allegiance);
      if (must && key !== apart) out.add(key);
    }
  });
  return out;
}

/** The three arriving groups ranked by total Info, as the resolver ranks them (the RNG is a copy). */
const rankedThree = (s: FightSector) => rankByInfo(s.groups, contextFor(s.rules, restoreRng(s.rng)));

/** CW-10.4: the pair of three arriving groups that does not meet under `two-matches`, if any. */
function idlePair(s: FightSector): string | undefined {
  if (s.rules.threeArriving === 'ring' || s.groups.length !== 3) return undefined;
  const [first, , third] = rankedThree(s);
  return pairKey(first!.allegiance, third!.allegiance);
}

/**
 * How many of a group's soldiers a default resolver must place in some part: all of them,
 * except under CW-10.4 `two-matches`, where the first group by Info fights with its top
 * half only and the third with its bottom half only (the middle soldier of an odd group
 * is in the top half).
 */
function mustPlace(kind: FightKind | 'any', s: FightSector, g: FightGroup): number {
  const n = g.fighters.length;
  if (kind !== 'three-arriving' || s.rules.threeArriving === 'ring' || s.groups.length !== 3) return n;
  const [first, , third] = rankedThree(s);
  if (g.allegiance === first!.allegiance) return Math.ceil(n / 2);
  if (g.allegiance === third!.allegiance) return Math.floor(n / 2);
  return n;
}

/** Checks that `sizes` are non-increasing and differ by at most one. */
function expectBalanced(sizes: readonly number[], what: string): void {
  for (let k = 1; k < sizes.length; k++) {
    expectAtMost(sizes[k]!, sizes[k - 1]!, `${what}: larger parts first, got ${sizes.join(',')}`);
  }
  if (sizes.length > 0) {
    expectAtMost(Math.max(...sizes) - Math.min(...sizes), 1, `${what}: sizes ${sizes.join(',')}`);
  }
}

/**
 * Registers the properties every gunfight resolver must pass, over random sectors of
 * fight kind `kind` (or of any kind). For a default resolver of its own kind, also checks
 * that exactly the groups that must fight meet, each two once.
 */
export function resolverSuite(
  name: string,
  resolver: GunfightResolver,
  kind: FightKind | 'any',
  options: ResolverSuiteOptions = {},
): void {
  const allMustFight = options.allMustFight ?? true;
  const isDefault = kind !== 'any' && DEFAULT_GUNFIGHT_RESOLVERS[kind] === resolver;
  const arb = arbFightSector(kind);

  describe(`gunfight resolver ${name} (${kind})`, () => {
    it('is given sectors of its kind', () => {
      check(
        fc.property(arb, (s) => {
          expect(s.groups.length).toBeGreaterThanOrEqual(2);
          expect(s.groups.some((g) => g.arriving)).toBe(true);
          if (kind !== 'any') expect(classifyFight(s.groups)).toBe(kind);
        }),
      );
    });

    it('is pure: the same groups, rules and RNG state give the same plan and RNG state, groups untouched', () => {
      check(
        fc.property(arb, (s) => {
          const before = structuredClone(s.groups);
          const one = run(resolver, s);
          const two = run(resolver, s);
          expect(isDeepStrictEqual(two.plan, one.plan), 'same plan').toBe(true);
          expect(two.after).toEqual(one.after);
          expect(s.groups).toEqual(before);
        }),
      );
    });

    it('draws randomness only from ctx.rng', () => {
      check(
        fc.property(arb, (s) => {
          const reference = run(resolver, s);
          const fail = (what: string) => () => {
            throw new Error(`resolver ${name} called ${what}`);
          };
          const random = vi.spyOn(Math, 'random').mockImplementation(fail('Math.random'));
          const crypto = vi
            .spyOn(globalThis.crypto, 'getRandomValues')
            .mockImplementation(fail('getRandomValues'));
          let stubbed: ReturnType<typeof run>;
          try {
            stubbed = run(resolver, s);
          } finally {
            random.mockRestore();
            crypto.mockRestore();
          }
          expect(isDeepStrictEqual(stubbed.plan, reference.plan), 'same plan').toBe(true);
          expect(stubbed.after).toEqual(reference.after);
        }),
      );
    });

    it(`puts every soldier in at most one part, of his own allegiance${allMustFight ? ', and drops none' : ''}`, () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          const allegianceOf = new Map(
            s.groups.flatMap((g) => g.fighters.map((f) => [f.id, g.allegiance] as const)),
          );
          const placed = new Set<string>();
          for (const side of sidesOf(plan)) {
            for (const id of [...side.seen, ...side.unseen]) {
              expectIs(placed.has(id), false, `${id} in two parts`);
              placed.add(id);
              expectIs(allegianceOf.get(id), side.allegiance, `${id} in a part of ${side.allegiance}`);
            }
          }
          if (!allMustFight) return;
          const fighting = new Set(sidesOf(plan).map((side) => side.allegiance));
          for (const g of s.groups) {
            if (!fighting.has(g.allegiance)) continue;
            const count = g.fighters.filter((f) => placed.has(f.id)).length;
            expectIs(count, mustPlace(kind, s, g), `${g.allegiance}: soldiers of a fighting group left out`);
          }
        }),
      );
    });

    it('divides each group into parts that differ by at most one, the larger in front', () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          for (const g of s.groups) {
            const mine = sidesOf(plan).filter((side) => side.allegiance === g.allegiance);
            if (mine.length === 0) continue;
            const parts = mine[0]!.parts;
            expectIs(Number.isInteger(parts) && parts >= 1, true, `parts ${parts}`);
            const used = new Set<number>();
            for (const side of mine) {
              expectIs(side.parts, parts, `${g.allegiance}: one count of parts`);
              expectIs(
                Number.isInteger(side.part) && side.part >= 0 && side.part < parts,
                true,
                `part ${side.part}`,
              );
              expectIs(used.has(side.part), false, `${g.allegiance} part ${side.part} used twice`);
              used.add(side.part);
            }
            // CW-10.1: a part's soldiers, seen and unseen together, are within one of every
            // other part's, larger in front. (Who is seen is judged per engagement, so the
            // seen and unseen lists alone need not be balanced.)
            const ordered = mine.slice().sort((a, b) => a.part - b.part);
            expectBalanced(
              ordered.map((side) => side.seen.length + side.unseen.length),
              `${g.allegiance} parts`,
            );
          }
        }),
      );
    });

    it(`pairs only hostile sides, each two groups at most once, never two established groups${isDefault ? '; exactly the pairs that must fight meet' : ''}`, () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          const byAllegiance = new Map(s.groups.map((g) => [g.allegiance, g] as const));
          const met = new Map<string, number>();
          for (const e of plan.engagements) {
            const [a, b] = e.sides;
            expectIsNot(a.allegiance, b.allegiance);
            const ga = byAllegiance.get(a.allegiance);
            const gb = byAllegiance.get(b.allegiance);
            expectDefined(ga, `unknown allegiance ${a.allegiance}`);
            expectDefined(gb, `unknown allegiance ${b.allegiance}`);
            expectIs(
              ga!.arriving || gb!.arriving,
              true,
              `${a.allegiance} and ${b.allegiance} were both established`,
            );
            const key = pairKey(a.allegiance, b.allegiance);
            met.set(key, (met.get(key) ?? 0) + 1);
            const inA = new Set([...a.seen, ...a.unseen]);
            const inB = new Set([...b.seen, ...b.unseen]);
            for (const p of e.pairings) {
              const ok =
                (inA.has(p.attacker) && inB.has(p.target)) || (inB.has(p.attacker) && inA.has(p.target));
              expectIs(ok, true, `${p.attacker} > ${p.target} not across ${key}`);
            }
          }
          for (const [key, n] of met) expectIs(n, 1, `${key} meet ${n} times`);
          if (isDefault) {
            expect([...met.keys()].sort()).toEqual([...requiredPairs(kind, s.groups, s)].sort());
          }
        }),
      );
    });

    it('kills only hostile targets (fired with the compare duel)', () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          const who = new Map(
            s.groups.flatMap((g) => g.fighters.map((f) => [f.id, { f, allegiance: g.allegiance }] as const)),
          );
          const rng = restoreRng(s.rng);
          const targets = new Set<string>();
          const killers = new Map<string, string[]>();
          // CW-7.7: every shot is fired before anyone falls.
          for (const e of plan.engagements) {
            for (const p of e.pairings) {
              const a = who.get(p.attacker);
              const t = who.get(p.target);
              expectDefined(a, `unknown attacker ${p.attacker}`);
              expectDefined(t, `unknown target ${p.target}`);
              targets.add(p.target);
              if (compareDuel.shoot(a!.f.kill, t!.f.survive, rng).killed) {
                killers.set(p.target, [...(killers.get(p.target) ?? []), p.attacker]);
              }
            }
          }
          for (const [id, by] of killers) {
            expectIs(targets.has(id), true);
            for (const k of by)
              expectIsNot(who.get(k)!.allegiance, who.get(id)!.allegiance, `${k} killed ${id}`);
          }
        }),
      );
    });

    it('lets every soldier fire at most once', () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          const fired = new Set<string>();
          for (const e of plan.engagements) {
            for (const p of e.pairings) {
              expectIs(fired.has(p.attacker), false, `${p.attacker} fires twice`);
              fired.add(p.attacker);
            }
          }
        }),
      );
    });

    it('shoots only at soldiers the shooter\u2019s group can see (CW-7.1)', () => {
      check(
        fc.property(arb, (s) => {
          const { plan } = run(resolver, s);
          const owner = new Map(s.groups.flatMap((g) => g.fighters.map((f) => [f.id, g] as const)));
          const fighter = new Map(s.groups.flatMap((g) => g.fighters.map((f) => [f.id, f] as const)));
          for (const e of plan.engagements) {
            for (const p of e.pairings) {
              const seen = isSeenBy(
                s.rules,
                owner.get(p.attacker)!,
                fighter.get(p.target)!,
                owner.get(p.target)!,
              );
              expectIs(seen, true, `${p.attacker} shoots ${p.target}, whom his group cannot see`);
            }
          }
        }),
      );
    });
  });
}
