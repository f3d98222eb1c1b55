/** Conformance cases for TSG-3.4: scenarios, the ground and each side's forces, and reading them back. */
import { expect } from 'vitest';
import { runMatch } from '../../../../src/kernel/match.js';
import {
  DUEL_MAP,
  forcesOf,
  newGame,
  parseState,
  STRATEGIC_GAME,
  serializeState,
  type TsgState,
} from '../../../../src/strategic-game/index.js';
import { gridOf } from '../../../../src/strategic-game/map.js';
import { WAR } from '../../support.js';
import type { ConformanceCase } from '../case.js';

const SCOUT = { engine: 5, shields: 3, toHit: 0, weapons: 1 };

/** The issues of a set-up, as `code at place` lines. */
const problems = (options: object): string[] => {
  const r = newGame(options, 's');
  return r.ok ? [] : r.error.map((i) => `${i.code} ${i.message}`);
};

const started = (options: object): TsgState => {
  const r = newGame(options, 's');
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
};

export const scenarioCases: ConformanceCase[] = [
  {
    name: 'TSG-3.4 each side its own budget: 60 and 40 BP start as 61 and 41 with turn 1’s income',
    clause: 'TSG-3.4',
    run: () => {
      const s = started({ scenario: { sides: [{ budget: 60 }, { budget: 40 }] } });
      expect([s.sides.p1!.bp, s.sides.p2!.bp]).toEqual([61, 41]);
      // A side that gives none takes the budget option's.
      const t = started({ budget: 30, scenario: { sides: [{ budget: 60 }, {}] } });
      expect([t.sides.p1!.bp, t.sides.p2!.bp]).toEqual([61, 31]);
      // The budget option per side is refused, and the message says where a side's budget goes.
      const [only, ...rest] = problems({ budget: { p1: 60, p2: 40 } });
      expect(rest).toEqual([]);
      expect(only).toMatch(/^options\/invalid .*scenario\.sides\[i\]\.budget/);
    },
  },
  {
    name: 'TSG-3.4 ids, names, fleets at home and holdings producing from turn 1; ids left out are given past those taken',
    clause: 'TSG-3.4',
    run: () => {
      const s = started({
        map: DUEL_MAP,
        scenario: {
          sides: [
            {
              id: 'red',
              name: 'The Red Fleet',
              fleets: [{ id: 'red-f2', ships: [{ id: 'red-s1', ...WAR }, WAR] }, { ships: [SCOUT] }],
              holdings: ['0502', '0305'],
            },
            { id: 'blue', fleets: [{ ships: [WAR, WAR, WAR] }] },
          ],
        },
      });
      const grid = gridOf(s.map);
      expect(s.players).toEqual(['red', 'blue']);
      expect(s.names).toEqual({ red: 'The Red Fleet', blue: 'blue' });
      expect(STRATEGIC_GAME.view(s, 'blue').names.red).toBe('The Red Fleet');
      expect(s.fleets.map((f) => [f.id, f.owner, grid.name(f.at), f.ships.map((x) => x.id)])).toEqual([
        ['blue-f1', 'blue', '0907', ['blue-s1', 'blue-s2', 'blue-s3']],
        ['red-f1', 'red', '0202', ['red-s3']],
        ['red-f2', 'red', '0202', ['red-s1', 'red-s2']],
      ]);
      expect([s.sides.red!.shipsBuilt, s.sides.red!.fleetsFormed]).toEqual([3, 2]);
      const owned = s.systems
        .filter((x) => x.owner === 'red')
        .map((x) => [grid.name(x.cell), x.producesFrom]);
      expect(owned).toEqual(
        [
          ['0202', 1],
          ['0502', 1],
          ['0305', 1],
        ].sort((a, b) => grid.parse(a[0] as string)! - grid.parse(b[0] as string)!),
      );
      // TSG-5.1: the home and two holdings give red 3 BP on turn 1, blue its home's 1.
      expect([s.sides.red!.bp, s.sides.blue!.bp]).toEqual([528, 526]);
      // The next build takes the next free id.
      const built = STRATEGIC_GAME.resolve(s, { red: [{ kind: 'build', ...WAR }] }).state;
      expect(built.fleets.find((f) => f.id === 'red-f3')?.ships.map((x) => x.id)).toEqual(['red-s4']);
      // Saved with the game.
      const back = parseState(serializeState(s));
      expect(back.ok && back.value).toEqual(s);
    },
  },
  {
    name: 'TSG-3.4 the ground: a named map, data or ASCII art; the map option and the ground both is refused',
    clause: 'TSG-3.4',
    run: () => {
      expect(started({ scenario: { ground: { map: 'duel' } } }).map.cols).toBe(10);
      expect(started({ scenario: { ground: { map: DUEL_MAP } } }).map.cols).toBe(10);
      const fair = started({ scenario: { ground: { map: 'fair' } } }).map;
      expect(fair.homes.map((c) => gridOf(fair).name(c))).toEqual(['2302', '0421']);
      expect(problems({ map: DUEL_MAP, scenario: { ground: { map: 'duel' } } })).toEqual([
        'scenario/not-allowed scenario.ground.map: the map is given twice: as the map option and in the scenario',
      ]);
      expect(problems({ scenario: { ground: { map: 'moon' } } })[0]).toMatch(
        /^scenario\/invalid scenario\.ground\.map must be a map name \(seed, fair, duel\)/,
      );
    },
  },
  {
    name: 'TSG-3.4 typed issues with the place as written and the value; unknown keys with the nearest known key',
    clause: 'TSG-3.4',
    run: () => {
      expect(problems({ budjet: 60 })).toEqual([
        'options/unknown-key the Strategic Game has no option budjet; did you mean budget?',
      ]);
      expect(
        problems({ scenario: { sides: [{ budjet: 60 }, { fleets: [{ ships: [{ ...WAR, wepons: 4 }] }] }] } }),
      ).toEqual([
        'scenario/unknown-key scenario.sides[0] has no budjet; did you mean budget?',
        'scenario/unknown-key scenario.sides[1].fleets[0].ships[0] has no wepons; did you mean weapons?',
      ]);
      expect(problems({ scenario: { grund: {} } })).toEqual([
        'scenario/unknown-key scenario has no grund; did you mean ground?',
      ]);
      expect(problems({ scenario: { sides: [{ budget: -5 }, { budget: 'lots' }] } })).toEqual([
        'scenario/invalid scenario.sides[0].budget must be a whole number from 0 to 1000000, not -5',
        'scenario/invalid scenario.sides[1].budget must be a whole number from 0 to 1000000, not "lots"',
      ]);
      expect(problems({ scenario: { sides: [{}] } })).toEqual([
        'scenario/invalid scenario.sides must be two sides, in seat order, not [{}]',
      ]);
      expect(problems({ scenario: { sides: [{ id: 'P1' }, { name: '' }] } })).toEqual([
        'scenario/invalid scenario.sides[0].id must be a player id such as p1, not "P1"',
        'scenario/invalid scenario.sides[1].name must be a name of 1 to 40 characters, not ""',
      ]);
      const issue = newGame(
        { scenario: { sides: [{}, { fleets: [{ ships: [{ ...WAR, weapons: 'four' }] }] }] } },
        's',
      );
      expect(issue.ok ? [] : issue.error.map((i) => i.path)).toEqual([
        ['scenario', 'sides', 1, 'fleets', 0, 'ships', 0, 'weapons'],
      ]);
    },
  },
  {
    name: 'TSG-3.4 a scenario may not give what the rules forbid: unbuildable ships, an id twice, homes and shared holdings',
    clause: 'TSG-3.4',
    run: () => {
      // 21 BP is no ship size under shipSizes: exact; seven weapons break maxWeapons: six.
      const big = { engine: 3, shields: 5, toHit: 5, weapons: 4 };
      expect(problems({ scenario: { sides: [{ fleets: [{ ships: [big] }] }, {}] } })).toEqual([
        'scenario/not-allowed scenario.sides[0].fleets[0].ships[0]: the design costs 21 BP; ships are 10, 15, 20 BP',
      ]);
      expect(
        newGame(
          { rules: { shipSizes: 'up-to' }, scenario: { sides: [{ fleets: [{ ships: [big] }] }, {}] } },
          's',
        ).ok,
      ).toBe(false);
      const seven = { engine: 1, shields: 5, toHit: 0, weapons: 7 };
      expect(problems({ scenario: { sides: [{ fleets: [{ ships: [seven] }] }, {}] } })[0]).toMatch(
        /^scenario\/not-allowed scenario\.sides\[0\]\.fleets\[0\]\.ships\[0\]\.weapons: bad design: weapons are 0 to 6/,
      );
      expect(
        newGame(
          { rules: { maxWeapons: 'unlimited' }, scenario: { sides: [{ fleets: [{ ships: [seven] }] }, {}] } },
          's',
        ).ok,
      ).toBe(true);
      expect(
        problems({
          scenario: {
            sides: [{ fleets: [{ id: 'x', ships: [WAR] }] }, { fleets: [{ ships: [{ id: 'x', ...WAR }] }] }],
          },
        }),
      ).toEqual([
        'scenario/not-allowed scenario.sides[1].fleets[0].ships[0].id: the id x is also at scenario.sides[0].fleets[0].id',
      ]);
      expect(problems({ scenario: { sides: [{ fleets: [{ ships: [] }] }, {}] } })).toEqual([
        'scenario/not-allowed scenario.sides[0].fleets[0].ships: a fleet has at least one ship (TSG-1.2)',
      ]);
      expect(
        problems({
          map: DUEL_MAP,
          scenario: { sides: [{ holdings: ['0907', '0101', '0502'] }, { holdings: ['0502'] }] },
        }),
      ).toEqual([
        'scenario/not-allowed scenario.sides[0].holdings[0]: 0907 is a home; each home is its own side’s at the start (TSG-3.3)',
        'scenario/not-allowed scenario.sides[0].holdings[1]: 0101 is not a system of the map',
        'scenario/not-allowed scenario.sides[1].holdings[0]: 0502 is held by both sides',
      ]);
      expect(problems({ players: ['ann', 'bob'], scenario: { sides: [{ id: 'cat' }, {}] } })).toEqual([
        'scenario/not-allowed scenario.sides[0].id: the players option names this seat ann',
      ]);
      expect(problems({ scenario: { sides: [{ id: 'p2' }, {}] } })).toEqual([
        'scenario/not-allowed scenario.sides[1].id: both sides are p2',
      ]);
    },
  },
  {
    name: 'TSG-3.4 forcesOf reads each side back in the scenario’s shape, and the survivors start the next war unchanged',
    clause: 'TSG-3.4',
    run: () => {
      const first = started({
        map: DUEL_MAP,
        scenario: {
          sides: [
            { name: 'Red', budget: 60, fleets: [{ ships: [WAR, WAR, WAR, WAR] }] },
            { name: 'Blue', budget: 40, holdings: ['0804'] },
          ],
        },
      });
      const forces = forcesOf(first);
      expect(forces).toEqual([
        {
          id: 'p1',
          name: 'Red',
          budget: 61,
          fleets: [{ id: 'p1-f1', ships: [1, 2, 3, 4].map((n) => ({ id: `p1-s${n}`, ...WAR })) }],
          holdings: [],
        },
        { id: 'p2', name: 'Blue', budget: 42, fleets: [], holdings: ['0804'] },
      ]);
      const bot = STRATEGIC_GAME.bots.expander!.bot;
      const end = runMatch(STRATEGIC_GAME, {
        seed: 'war',
        start: first,
        seats: { p1: bot, p2: bot },
        maxSteps: 600,
      }).state;
      expect(end.end).not.toBeNull();
      const survivors = forcesOf(end);
      const next = started({ map: DUEL_MAP, scenario: { sides: survivors } });
      const again = forcesOf(next);
      // The same fleets, ships and holdings, each fleet at its home; the budget grows by turn 1's income.
      expect(again.map(({ budget: _, ...rest }) => rest)).toEqual(
        survivors.map(({ budget: _, ...rest }) => rest),
      );
      for (const [k, side] of again.entries())
        expect(side.budget - survivors[k]!.budget).toBe(1 + survivors[k]!.holdings.length);
      expect(next.fleets.every((f) => f.at === next.map.homes[next.players.indexOf(f.owner)])).toBe(true);
    },
  },
  {
    name: 'TSG-3.4 an edited save is held to the same rules: an unbuildable ship, an id in capitals, a missing name',
    clause: 'TSG-3.4',
    run: () => {
      const s = started({ map: DUEL_MAP, scenario: { sides: [{ fleets: [{ ships: [WAR] }] }, {}] } });
      const edit = (f: (raw: Record<string, unknown>) => void) => {
        const doc = JSON.parse(serializeState(s));
        f(doc.state);
        const r = parseState(JSON.stringify(doc));
        return r.ok ? [] : r.error.map((i) => `${i.code} ${i.path.join('.')}`);
      };
      expect(edit(() => {})).toEqual([]);
      expect(
        edit((raw) => {
          (raw.fleets as { ships: { toHit: number }[] }[])[0]!.ships[0]!.toHit = 5;
        }),
      ).toEqual(['state/invalid state.fleets.0.ships.0']);
      expect(
        edit((raw) => {
          (raw.fleets as { id: string }[])[0]!.id = 'P1-F1';
        }),
      ).toEqual(['state/invalid state.fleets.0']);
      expect(
        edit((raw) => {
          raw.names = { p1: 'p1' };
        }),
      ).toEqual(['state/invalid state.names']);
      expect(
        edit((raw) => {
          raw.end = { reason: 'draw', winners: [] };
        }),
      ).toEqual(['state/invalid state.end']);
    },
  },
];
