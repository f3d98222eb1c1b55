/**
 * What a person meets when playing Harvester by mail or at the terminal (HV-1.4, HV-4):
 * the planet shown with coordinates on both axes, so a hex can be read off the map and
 * written on the sheet; every sheet problem named by its line in the player's words, never
 * an internal path; order words and kinds in any case, with "did you mean" for a slip;
 * an outcome that says why the game ended; a default line-up that decides games.
 */
import { describe, expect, it } from 'vitest';
import {
  HARVESTER,
  type HvState,
  newGame,
  ORDER_SHEET,
  playerView,
  resolveTurn,
} from '../../src/harvester/index.js';
import { runMatch } from '../../src/kernel/match.js';
import { army, emptyPlanet, idOf, withResources, withUnits } from './support.js';

/** Two armies 6 apart on an empty planet, resources 2 north of p1. */
function twoArmies(): HvState {
  const s = withUnits(emptyPlanet(2, 6), [...army('p1', '0,0'), ...army('p2', '0,6')]);
  return withResources(s, { '0,-2': 3 });
}

/** The map's columns: the character index of each q label on the axis line. */
function columnsOf(map: string): { axis: number; at: Map<number, number> } {
  const lines = map.split('\n');
  const axis = lines.findIndex((l) => /^\s*q(\s+-?\d+)+\s*$/.test(l));
  expect(axis, 'a line labels the columns with q').toBeGreaterThanOrEqual(0);
  const at = new Map<number, number>();
  for (const m of lines[axis]!.matchAll(/-?\d+/g)) at.set(Number(m[0]), m.index! + m[0].length - 1);
  return { axis, at };
}

describe('the text map has coordinates on both axes (HV-4)', () => {
  it('labels every column q and every row r, so each hex is read off the axes', () => {
    const s = twoArmies();
    const view = playerView(s, 'p1');
    const map = HARVESTER.renderMap!(view);
    const lines = map.split('\n');
    const { at } = columnsOf(map);
    const R = view.radius;
    expect([...at.keys()]).toEqual(Array.from({ length: 2 * R + 1 }, (_, k) => k - R));
    for (let r = -R; r <= R; r++) expect(lines.some((l) => new RegExp(`^r\\s+${r}\\s`).test(l))).toBe(true);
    // The cell under q's label on r's row is that hex: the army's hex 0,0 shows @, 0,-2's resources *.
    const cell = (q: number, r: number) => {
      const row = lines.find((l) => new RegExp(`^r\\s+${r}\\s`).test(l))!;
      return row.slice(at.get(q)! - 1, at.get(q)! + 1);
    };
    expect(cell(0, 0)).toBe('@1');
    expect(cell(0, -2)).toBe('*2');
    expect(cell(0, 5)).toBe('.5');
    expect(cell(-3, 6)).toBe('? '); // 6 away: no scanner of p1 reaches it
    // Readable in 100 columns.
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100);
  });

  it('the blank order sheet carries the same map, and names the hexes next to each unit', () => {
    const s = twoArmies();
    const sheet = ORDER_SHEET.blank(playerView(s, 'p1'));
    expect(sheet).toContain(`# ${HARVESTER.renderMap!(playerView(s, 'p1')).split('\n')[3]}`);
    expect(sheet.replace(/\n#\s+/g, ' ')).toContain('n 0,-1, ne 1,-1, se 1,0, s 0,1, sw -1,1, nw -1,0');
    // Its example target is a hex with resources the Harvester would walk to: 0,-2, not its own.
    expect(sheet).toContain('(target 0,-2)');
    // The untouched sheet reads as no orders, without a problem.
    expect(ORDER_SHEET.read(sheet, s, 'p1').issues).toEqual([]);
  });
});

describe("sheet problems name their line and speak the player's words (HV-1.4)", () => {
  const s = twoArmies();
  const soldier = () => idOf(s, 'p1', 'soldier');
  const cases: { name: string; line: string; says: RegExp }[] = [
    {
      name: 'a step not next to the one before',
      line: `move ${soldier()} 0,-1 0,3`,
      says: /step 2: 0,3 is not next to 0,-1/,
    },
    {
      name: 'a hex off the planet',
      line: `move ${soldier()} 9,9`,
      says: /"9,9" is not a hex of this planet: each of q, r and q \+ r runs from -6 to 6/,
    },
    {
      name: 'a path too long',
      line: `move ${soldier()} 0,-1 0,-2 0,-3 0,-4`,
      says: /soldier \d+ moves at most 3 hexes a turn; this path has 4/,
    },
    {
      name: "a unit that is not the player's",
      line: 'move 99 0,-1',
      says: /unit 99 is not one of your units/,
    },
    {
      name: 'the Harvester given a move',
      line: `move ${idOf(s, 'p1', 'harvester')} 0,-1`,
      says: /is your Harvester: it moves only towards its target/,
    },
    {
      name: 'a target with no known resources',
      line: 'target 3,0',
      says: /you do not know of resources at 3,0/,
    },
    { name: 'a drop of more than is held', line: 'drop 5', says: /cannot drop 5: the Harvester holds 0/ },
    { name: 'a rebuild of a kind not missing', line: 'rebuild scout', says: /no scout is missing/ },
    {
      name: "a self-destruct of a unit not the player's",
      line: 'destroy 99',
      says: /unit 99 is not one of your units/,
    },
  ];
  for (const c of cases)
    it(`${c.name}: "line 3: …", at [3, 1], no internal path`, () => {
      const reply = ORDER_SHEET.read(`player: p1\nstep: 1\n${c.line}\n`, s, 'p1');
      expect(reply.issues).toHaveLength(1);
      const [i] = reply.issues;
      expect(i!.message).toMatch(/^line 3: /);
      expect(i!.message).toMatch(c.says);
      expect(i!.path).toEqual([3, 1]);
      expect(i!.message).not.toMatch(/moves\.|path\.|\.\d|\[\d/);
      expect(reply.reply).toContain(i!.message);
    });

  it('places each problem on its own line when a sheet has several, in line order', () => {
    const sheet = [
      'player: p1',
      'step: 1',
      `move ${soldier()} 0,-1`,
      'target 9,9',
      'drop 2',
      `move ${soldier()} 0,1`,
    ].join('\n');
    const reply = ORDER_SHEET.read(sheet, s, 'p1');
    expect(reply.issues.map((i) => i.path[0])).toEqual([4, 5, 6]);
    expect(reply.issues[2]!.message).toMatch(/^line 6: unit \d+ is given a second move/);
  });

  it('says which line repeats an order a turn takes once', () => {
    const reply = ORDER_SHEET.read('target 0,-2\n\ntarget 0,-2\n', s, 'p1');
    expect(reply.issues.map((i) => i.message)).toEqual([
      'line 3: a second "target" order (the first is on line 1); a turn takes one, so keep one',
    ]);
  });
});

describe('order words and kinds in any case, "did you mean" for a slip (HV-1.4)', () => {
  it('reads Move, TARGET and Drop as move, target and drop', () => {
    const s = twoArmies();
    const scout = idOf(s, 'p1', 'scout');
    const reply = ORDER_SHEET.read(`Move ${scout} 0,-1\nTARGET 0,-2\nDrop 0\n`, s, 'p1');
    expect(reply.issues).toEqual([]);
    expect(reply.orders).toEqual({ target: '0,-2', drop: 0, moves: [{ unit: scout, path: ['0,-1'] }] });
  });

  it('reads hexes typed with a space after the comma or in brackets', () => {
    const s = twoArmies();
    const scout = idOf(s, 'p1', 'scout');
    const reply = ORDER_SHEET.read(`move ${scout} 0, -1 (1,-2)\n`, s, 'p1');
    expect(reply.issues).toEqual([]);
    expect(reply.orders).toEqual({ moves: [{ unit: scout, path: ['0,-1', '1,-2'] }] });
  });

  it('rebuilds a Scout in any case once one is lost, and suggests the kind for a slip', () => {
    let s = twoArmies();
    const scout = idOf(s, 'p1', 'scout');
    s = resolveTurn(s, { p1: { destroy: [scout] }, p2: {} }).state;
    s = { ...s, machines: { ...s.machines, p1: { ...s.machines.p1!, load: 5 } } };
    expect(ORDER_SHEET.read('Rebuild Scout\n', s, 'p1').issues).toEqual([]);
    expect(ORDER_SHEET.read('Rebuild Scout\n', s, 'p1').orders).toEqual({ rebuild: 'scout' });
    expect(ORDER_SHEET.read('rebuild scot\n', s, 'p1').issues.map((i) => i.message)).toEqual([
      'line 1: "scot" is not a defence unit\'s kind; did you mean scout? (general, lieutenant, soldier or scout)',
    ]);
  });

  it('suggests the order word for a slip, letters swapped or one missing', () => {
    const s = twoArmies();
    for (const [typed, meant] of [
      ['mvoe', 'move'],
      ['trget', 'target'],
      ['rebiuld', 'rebuild'],
      ['dorp', 'drop'],
    ] as const) {
      const [i] = ORDER_SHEET.read(`${typed} 5 0,-1\n`, s, 'p1').issues;
      expect(i!.message).toMatch(
        new RegExp(`^line 1: cannot read "${typed} 5 0,-1"; did you mean "${meant}"\\?`),
      );
    }
    const [far] = ORDER_SHEET.read('attack 0,1\n', s, 'p1').issues;
    expect(far!.message).not.toContain('did you mean');
  });
});

describe('the outcome says why the game ended (HV-10)', () => {
  it('at the turn limit: the points that decided it', () => {
    const made = newGame({ seed: 'why', players: 2, turnLimit: 1 });
    if (!made.ok) throw new Error('setup');
    const end = resolveTurn(made.value, { p1: {}, p2: {} }).state;
    const o = HARVESTER.outcome(end)!;
    expect(o.reason).toBe('turn-limit');
    expect(o.why).toMatch(/^The turn limit \(1\) was reached with 2 Harvesters still free \(p1 and p2\): /);
    expect(o.why).toContain(`${o.seats.p1!.score}`);
  });

  it('with the One: who rules every other Harvester, and after which turn', () => {
    const made = HARVESTER.setup({ players: 2 }, 'why');
    if (!made.ok) throw new Error('setup');
    const random = HARVESTER.bots.random!.bot;
    const run = runMatch(HARVESTER, { seed: 'why', start: made.value, seats: { p1: random, p2: random } });
    const o = HARVESTER.outcome(run.state)!;
    expect(o.reason).toBe('the-one');
    const [one] = o.winners;
    const other = one === 'p1' ? 'p2' : 'p1';
    expect(o.why).toBe(
      `${one} is the One: after turn ${run.state.turn - 1} every other Harvester on the planet serves it (${other}), so ${one} won with ${o.seats[one!]!.score} victory points.`,
    );
  });

  it('with nobody left: every Harvester gone', () => {
    const s = twoArmies();
    const end = resolveTurn(s, {
      p1: { destroy: [idOf(s, 'p1', 'harvester')] },
      p2: { destroy: [idOf(s, 'p2', 'harvester')] },
    }).state;
    const o = HARVESTER.outcome(end)!;
    expect(o.reason).toBe('all-gone');
    expect(o.why).toMatch(/^No Harvester is left on the planet after turn 1/);
  });
});

describe('the default line-up decides games (HV-10.1)', () => {
  it('is the search bot in every seat, and a few of its games end with the One', () => {
    expect(HARVESTER.defaultLineUp).toEqual(['search']);
    for (const seed of ['lineup-1', 'lineup-2']) {
      const made = HARVESTER.setup({ players: 2 }, seed);
      if (!made.ok) throw new Error('setup');
      const bot = HARVESTER.bots.search!.bot;
      const run = runMatch(HARVESTER, { seed, start: made.value, seats: { p1: bot, p2: bot } });
      expect(HARVESTER.outcome(run.state)?.reason).toBe('the-one');
    }
  });
});
