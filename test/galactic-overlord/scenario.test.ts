/**
 * Scenarios (`scenario.ts`) and `forcesOf` (`forces.ts`): each side's forces and stocks
 * set through `newGame`, checked with typed issues at their paths (unknown keys refused
 * with the nearest known key, the set-up's own keys too), the same rules held by
 * `parseState` for an edited save, saved with the game, and read back in the same shape
 * so that the survivors of one game start the next unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrders,
  forcesOf,
  GALACTIC_OVERLORD,
  type GoState,
  newGame,
  parseState,
  readScenario,
  serializeState,
} from '../../src/galactic-overlord/index.js';
import { DEFAULT_RULES_OPTIONS } from '../../src/galactic-overlord/rules-options.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';
import { game, held, turn } from './support.js';

/** ann strong and named, bob holding one of cy's bases with damaged ships, cy cut off. */
const SIDES = [
  {
    id: 'ann',
    name: 'The Ann Hegemony',
    bases: [{ count: 4 }],
    ships: [{ hull: 'titan', weapon: 'laser', count: 2 }],
    bp: 10,
    generators: 2,
    spies: 1,
    counterEspionage: 1,
  },
  {
    id: 'bob',
    bases: [{ count: 2 }, { builder: 'cy' }],
    ships: [{ hull: 'cruiser', weapon: 'torpedo', damage: 3, count: 3 }],
  },
  { id: 'cy', bases: [], ships: [{ hull: 'frigate', weapon: 'fighter', count: 12 }], bp: 0, built: 5 },
];

const made = (scenario: unknown, extra: object = {}) => newGame({ seed: 'campaign', scenario, ...extra });
/** The game of a scenario that must be accepted. */
const started = (scenario: unknown): GoState => {
  const r = made(scenario);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
};
const codes = (r: { ok: boolean; error?: readonly { code: string }[] }) =>
  r.ok ? [] : r.error!.map((i) => i.code);
const issuesOf = (r: ReturnType<typeof newGame>) =>
  r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.'), i.message]);

describe('Galactic Overlord scenarios', () => {
  it('sets each side’s bases, ships and stocks, in seat order, the seats from the sides', () => {
    const s = started({ sides: SIDES });
    expect(s.players).toEqual(['ann', 'bob', 'cy']);
    expect(s.names).toEqual({ ann: 'The Ann Hegemony' });
    // Bases numbered from 1 in seat order; bob's third was built by cy: a captured base (GO-2.2).
    expect(held(s, 'ann')).toEqual([1, 2, 3, 4]);
    expect(held(s, 'bob')).toEqual([5, 6, 7]);
    expect(s.bases.find((b) => b.id === 7)).toEqual({ id: 7, holder: 'bob', builder: 'cy' });
    expect(s.factions.ann).toMatchObject({ bp: 10, built: 4, generators: 2, spies: 1, counterEspionage: 1 });
    expect(s.factions.ann!.ships.map((x) => [x.id, x.hull, x.weapon, x.damage])).toEqual([
      [1, 'titan', 'laser', 0],
      [2, 'titan', 'laser', 0],
    ]);
    // Defaults: the edition's 32 BP, no generator, two counter-espionage uses; built counts
    // the bases it built that stand (its two), cy's is its own count (5, above the one it built).
    expect(s.factions.bob).toMatchObject({ bp: 32, built: 2, generators: 0, spies: 0, counterEspionage: 2 });
    expect(s.factions.bob!.ships.map((x) => x.damage)).toEqual([3, 3, 3]);
    // GO-6.1: cy holds no base, so it starts cut off, its twelve ships counted for attrition.
    expect(s.factions.cy).toMatchObject({ bp: 0, built: 5, cutOffShips: 12 });
    expect(s.nextShip).toBe(18);
    expect(s.nextBase).toBe(8);
    // The rules see it: ann's four home bases allow a dreadnaught (4), not a titan (5) (GO-3.3);
    // bob earns 2 × 5 + 2 = 12 (GO-2.2).
    const t = turn(s, {
      ann: { ships: [{ hull: 'dreadnaught', weapon: 'laser' }] },
      bob: {},
      cy: {},
    });
    expect(t.reports.bob!.bp.income).toBe(12);
    expect(checkOrders(s, 'ann', { ships: [{ hull: 'titan', weapon: 'laser' }] }).ok).toBe(false);
    // A view shows the names (public).
    expect(GALACTIC_OVERLORD.view(s, 'bob').names).toEqual({ ann: 'The Ann Hegemony' });
  });

  it('gives a side only an id the same faction as a new game without a scenario', () => {
    const plain = game({}, ['ann', 'bob']);
    const r = made({ sides: [{ id: 'ann' }, { id: 'bob' }] }, { seed: 'case' });
    expect(r.ok && r.value).toEqual(plain);
    // Under startingGenerators: one, the default stock follows the option (GO-2.1).
    const one = made({ sides: [{ id: 'ann' }, { id: 'bob' }] }, { rules: { startingGenerators: 'one' } });
    expect(one.ok && one.value.factions.ann!.generators).toBe(1);
    // Through the game contract, with no players: the sides give them.
    const c = GALACTIC_OVERLORD.setup({ scenario: { sides: SIDES } }, 'campaign');
    expect(c.ok && c.value.players).toEqual(['ann', 'bob', 'cy']);
  });

  it('refuses what the rules forbid or it cannot read, each issue at its path with the value given', () => {
    const side = (patch: object) => ({ sides: [{ id: 'ann', ...patch }, { id: 'bob' }] });
    const cases: [unknown, string, string, string][] = [
      [side({ shps: [] }), 'scenario/unknown-key', 'scenario.sides.0.shps', 'did you mean "ships"?'],
      [
        side({ ships: [{ hull: 'frigat', weapon: 'laser' }] }),
        'scenario/bad-value',
        'scenario.sides.0.ships.0.hull',
        'scenario.sides[0].ships[0].hull: expected one of frigate, cruiser, battleship, dreadnaught, titan, got "frigat"',
      ],
      [
        side({ ships: [{ hull: 'cruiser', weapon: 'laser', damage: 4 }] }),
        'scenario/bad-value',
        'scenario.sides.0.ships.0.damage',
        'expected a whole number from 0 to 3, got 4',
      ],
      [
        side({ generators: 4 }),
        'scenario/over-cap',
        'scenario.sides.0.generators',
        '4 is more than the rules allow, 3',
      ],
      [side({ spies: 9 }), 'scenario/over-cap', 'scenario.sides.0.spies', 'GO-9.1'],
      [
        side({ counterEspionage: 3 }),
        'scenario/over-cap',
        'scenario.sides.0.counterEspionage',
        'never replaced',
      ],
      [side({ bases: [], ships: [] }), 'scenario/no-forces', 'scenario.sides.0', 'out before it played'],
      [
        side({ bases: [], ships: [{ hull: 'frigate', weapon: 'laser' }] }),
        'scenario/cut-off-stocks',
        'scenario.sides.0.bp',
        'forfeited its build points',
      ],
      [
        { sides: [{ id: 'ann', built: 2 }, { id: 'bob' }] },
        'scenario/built-too-low',
        'scenario.sides.0.built',
        '2 self-built bases, but the scenario places 3',
      ],
      [{ sides: [{ id: 'ann' }, { id: 'ann' }] }, 'scenario/repeated-id', 'scenario.sides.1.id', '"ann"'],
      [{ sides: [{ id: 'ann' }, { id: 'Bob' }] }, 'scenario/bad-value', 'scenario.sides.1.id', 'got "Bob"'],
      [{ sides: [{ id: 'ann' }] }, 'scenario/bad-value', 'scenario.sides', 'a list of 2 to 12 sides'],
      [{ ground: { stars: 3 } }, 'scenario/no-ground', 'scenario.ground', 'has no map'],
      [{ side: [] }, 'scenario/unknown-key', 'scenario.side', 'did you mean "sides"?'],
      [side({ name: '' }), 'scenario/bad-value', 'scenario.sides.0.name', 'a name of 1 to 40 characters'],
      [
        side({ bases: [{ builder: 'cy', cuont: 2 }] }),
        'scenario/unknown-key',
        'scenario.sides.0.bases.0.cuont',
        '"count"',
      ],
      ['sides', 'scenario/bad-value', 'scenario', 'got "sides"'],
    ];
    for (const [scenario, code, path, words] of cases) {
      const found = issuesOf(made(scenario)).find(([c]) => c === code);
      expect(found, `${JSON.stringify(scenario)}: ${JSON.stringify(issuesOf(made(scenario)))}`).toBeDefined();
      expect(found![1]).toBe(path);
      expect(found![2]).toContain(words);
    }
    // The edition's caps too: under go-ii at most six self-built bases (GO-2.1).
    const goii = made(side({ built: 7 }), { rules: { edition: 'go-ii' } });
    expect(codes(goii)).toEqual(['scenario/over-cap']);
    // The players given must be the sides'.
    expect(codes(made({ sides: SIDES }, { players: ['ann', 'bob'] }))).toEqual(['scenario/players-disagree']);
    expect(made({ sides: SIDES }, { players: ['ann', 'bob', 'cy'] }).ok).toBe(true);
  });

  it('refuses the set-up’s own unknown keys, and unknown rules, with the nearest known key', () => {
    // Both were once ignored: the turn limit stayed 60, and the edition v1.3.
    const r = newGame({ seed: 's', players: ['ann', 'bob'], turnlimit: 5 } as never);
    expect(issuesOf(r)).toEqual([
      ['options/unknown-key', 'turnlimit', 'unknown option "turnlimit"; did you mean "turnLimit"?'],
    ]);
    const rules = newGame({ seed: 's', players: ['ann', 'bob'], rules: { edtion: 'go-ii' } as never });
    expect(issuesOf(rules)).toEqual([
      ['options/unknown-key', 'rules.edtion', 'unknown option "rules.edtion"; did you mean "edition"?'],
    ]);
    expect(codes(GALACTIC_OVERLORD.setup({ players: ['a', 'b'], bots: 'x' } as never, 's'))).toEqual([
      'options/unknown-key',
    ]);
  });

  it('reads a scenario alone the same way: readScenario', () => {
    const r = readScenario({ sides: SIDES }, DEFAULT_RULES_OPTIONS);
    expect(r.ok && r.value.sides!.map((s) => s.id)).toEqual(['ann', 'bob', 'cy']);
    expect(codes(readScenario({ sides: 3 }, DEFAULT_RULES_OPTIONS))).toEqual(['scenario/bad-value']);
  });

  it('is saved with the game, and parseState refuses an edited save that breaks the same rules', () => {
    const s = started({ sides: SIDES });
    const back = parseState(serializeState(s));
    expect(back.ok && back.value).toEqual(s);
    type Faction = Record<string, unknown>;
    type Saved = {
      factions: { ann: Faction; bob: Faction; cy: Faction };
      names: Record<string, unknown>;
      bases: [Faction, Faction, Faction, Faction, Faction, Faction, Faction];
    };
    const edited = (edit: (state: Saved) => void) => {
      const doc = JSON.parse(serializeState(s));
      edit(doc.state);
      const r = parseState(JSON.stringify(doc));
      return r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.')]);
    };
    const at = (path: string) => [['state/invalid-field', `state.${path}`]];
    expect(edited((x) => (x.factions.ann.generators = 4))).toEqual(at('factions.ann.generators'));
    expect(edited((x) => (x.factions.ann.spies = 4))).toEqual(at('factions.ann.spies'));
    expect(edited((x) => (x.factions.ann.counterEspionage = 3))).toEqual(at('factions.ann.counterEspionage'));
    expect(edited((x) => (x.factions.ann.built = 3))).toEqual(at('factions.ann.built'));
    expect(edited((x) => (x.factions.cy.bp = 5))).toEqual(at('factions.cy'));
    expect(edited((x) => (x.factions.cy.cutOffShips = null))).toEqual(at('factions.cy'));
    expect(edited((x) => (x.factions.bob.cutOffShips = 3))).toEqual(at('factions.bob.cutOffShips'));
    expect(edited((x) => (x.names.ann = ''))).toEqual(at('names.ann'));
    expect(edited((x) => (x.names.dee = 'Dee'))).toEqual(at('names.dee'));
    expect(edited((x) => (x.bases[6].builder = 'Not An Id'))).toEqual(at('bases.6'));
  });

  it('reads the forces back in the scenario’s shape: the same sides, whatever was played', () => {
    const s = started({ sides: SIDES });
    const read = readScenario({ sides: SIDES }, s.rules);
    expect(forcesOf(s)).toEqual(read.ok && read.value.sides);
    check(
      fc.property(arbPlayed(), (played) => {
        const sides = forcesOf(played);
        expect(sides.map((x) => x.id)).toEqual(
          played.players.filter((p) => played.factions[p]!.outAt === null),
        );
        if (sides.length < 2) return;
        const again = newGame({ seed: 'next', rules: played.rules, scenario: { sides } });
        expect(again.ok ? [] : again.error.map((i) => i.message)).toEqual([]);
        if (again.ok) expect(forcesOf(again.value)).toEqual(sides);
      }),
      { numRuns: 60 },
    );
  });
});
