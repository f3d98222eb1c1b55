/**
 * Hand-built Harvester positions for the conformance cases: an empty planet of a given
 * radius with only the units, resources and machines a case puts there, so every
 * expected figure can be worked out by hand from the clause.
 */
import {
  type HvState,
  type Machine,
  newGame,
  planetGrid,
  type RulesOptions,
  type UnitKind,
} from '../../src/harvester/index.js';

/** A unit a case places: owner, kind, hex name, and optionally its id. */
export type Placed = readonly [owner: string, kind: UnitKind, hex: string];

/** An empty planet: `players` seats, no units, no resources, ledger zero. */
export function emptyPlanet(players = 2, radius = 8, rules: Partial<RulesOptions> = {}): HvState {
  const g = newGame({ seed: 'case', players, radius: Math.max(radius, 8), rules, turnLimit: 100 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  const s = g.value;
  return {
    ...s,
    radius,
    resources: new Array(planetGrid(radius).size).fill(0),
    units: [],
    nextUnit: 1,
    ledger: { placed: 0, grown: 0, salvage: 0, spent: 0 },
  };
}

/** The state with these units added (ids from `nextUnit`, in the order given). */
export function withUnits(s: HvState, placed: readonly Placed[]): HvState {
  const g = planetGrid(s.radius);
  let id = s.nextUnit;
  const units = [...s.units];
  for (const [owner, kind, hex] of placed) {
    const c = g.parse(hex);
    if (c === undefined) throw new Error(`no hex ${hex}`);
    units.push({ id: id++, owner, kind, hex: c });
  }
  return { ...s, units, nextUnit: id };
}

/** The state with these resources set (and counted as placed). */
export function withResources(s: HvState, amounts: Readonly<Record<string, number>>): HvState {
  const g = planetGrid(s.radius);
  const resources = [...s.resources];
  let placed = s.ledger.placed;
  for (const [hex, n] of Object.entries(amounts)) {
    const c = g.parse(hex)!;
    placed += n - (resources[c] as number);
    resources[c] = n;
  }
  return { ...s, resources, ledger: { ...s.ledger, placed } };
}

/** The state with this terrain (HV-3.5), by hex names. */
export function withTerrain(
  s: HvState,
  t: { readonly rough?: readonly string[]; readonly shroud?: readonly string[] },
): HvState {
  const g = planetGrid(s.radius);
  const cells = (names: readonly string[] = []) => names.map((n) => g.parse(n)!).sort((a, b) => a - b);
  return { ...s, terrain: { rough: cells(t.rough), shroud: cells(t.shroud) } };
}

/** The state with a player's machine changed. */
export function withMachine(s: HvState, p: string, patch: Partial<Machine>): HvState {
  return { ...s, machines: { ...s.machines, [p]: { ...s.machines[p]!, ...patch } } };
}

/** The hex of a name on the state's planet. */
export const hexOf = (s: HvState, name: string): number => planetGrid(s.radius).parse(name)!;

/** The name of a hex. */
export const nameOf = (s: HvState, hex: number): string => planetGrid(s.radius).name(hex);

/** The units of a player, as `kind@hex` strings, in id order. */
export const unitsAt = (s: HvState, p: string): string[] =>
  s.units.filter((u) => u.owner === p).map((u) => `${u.kind}@${nameOf(s, u.hex)}`);

/** The id of the first unit of a player of a kind. */
export const idOf = (s: HvState, p: string, kind: UnitKind, nth = 0): number =>
  s.units.filter((u) => u.owner === p && u.kind === kind)[nth]!.id;

/** A full army for a player at a hex. */
export function army(p: string, hex: string): Placed[] {
  const out: Placed[] = [
    [p, 'harvester', hex],
    [p, 'general', hex],
  ];
  for (let k = 0; k < 2; k++) out.push([p, 'lieutenant', hex]);
  for (let k = 0; k < 3; k++) out.push([p, 'soldier', hex]);
  for (let k = 0; k < 4; k++) out.push([p, 'scout', hex]);
  return out;
}
