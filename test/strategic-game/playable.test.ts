/**
 * What a person meets of the Strategic Game at the terminal and by mail: a text map with a
 * legend and every column and row labelled as a hex is typed, a production sheet with the
 * map on it, fleet ids read in any case, an unreadable line answered with the form it
 * should take, long lists summarised, and a default line-up whose games end decided, each
 * step short and the outcome saying why.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/kernel/match.js';
import {
  newGame,
  ORDER_SHEET,
  playerView,
  readSheet,
  renderMap,
  renderReport,
  resolveStep,
  STRATEGIC_GAME,
  type TsgState,
  type TsgView,
} from '../../src/strategic-game/index.js';
import { gridOf } from '../../src/strategic-game/map.js';
import { orderIssues } from '../../src/strategic-game/orders.js';
import { fleet, game, inPhase, ship, WAR, withFleets } from './support.js';

const SCOUT = { engine: 5, shields: 3, toHit: 0, weapons: 1 };

/** The seed's map after a first production: p1 has one ship at home, p2 two. */
function seedMapAfterProduction(): TsgState {
  const made = newGame({}, 'playable');
  if (!made.ok) throw new Error('setup');
  return resolveStep(made.value, {
    p1: [{ kind: 'build', ...WAR }],
    p2: [
      { kind: 'build', ...WAR },
      { kind: 'build', ...SCOUT },
    ],
  }).state;
}

/** The grid part of a text map: its header of column labels, and the lines below it, by row label. */
function gridLines(map: string, rows: number) {
  const lines = map.split('\n');
  const h = lines.findIndex((l) => /^\s+01 02 03/.test(l));
  expect(h, 'a header of column labels').toBeGreaterThanOrEqual(0);
  return { header: lines[h]!, body: lines.slice(h + 1, h + 1 + 2 * rows) };
}

describe('the text map: a legend, every column and row labelled as a hex is typed', () => {
  it('explains every mark it draws in a legend', () => {
    const map = renderMap(playerView(seedMapAfterProduction(), 'p1'));
    for (const [mark, words] of [
      ['O', 'your home'],
      ['X', 'enemy home'],
      ['o', 'your system'],
      ['x', 'enemy system'],
      ['*', 'neutral system'],
      ['m', 'your fleet'],
      ['e', 'enemy fleet'],
    ] as [string, string][])
      expect(map, mark).toMatch(new RegExp(`(^|\\s)${mark.replace('*', '\\*')} = ${words}`, 'm'));
    expect(map).toContain('Om');
    expect(map).toContain('Xe');
  });

  it('labels every column above its hexes and every row at both ends of its lines', () => {
    const s = seedMapAfterProduction();
    const view = playerView(s, 'p1');
    const grid = gridOf(s.map);
    const { header, body } = gridLines(renderMap(view), s.map.rows);
    const x: number[] = [];
    for (let c = 1; c <= s.map.cols; c++) {
      const at = header.indexOf(` ${String(c).padStart(2, '0')}`);
      expect(at, `column ${c}`).toBeGreaterThan(0);
      x.push(at + 1);
    }
    for (let r = 0; r < s.map.rows; r++)
      for (const parity of [0, 1]) {
        const line = body[2 * r + parity]!;
        const label = String(r + 1).padStart(2, '0');
        expect(line.trimStart().startsWith(label), line).toBe(true);
        expect(line.trimEnd().endsWith(label), line).toBe(true);
      }
    // Under each column's label, on its row's line, stands what the view says is there.
    const home = s.map.homes;
    for (const cell of s.map.systems) {
      const col = grid.colOf(cell);
      const row = grid.rowOf(cell);
      const mark = body[2 * row + (col % 2)]![x[col]!];
      const expected = cell === home[0] ? 'O' : cell === home[1] ? 'X' : '*';
      expect(mark, grid.name(cell)).toBe(expected);
    }
  });
});

describe('the order sheet', () => {
  it('shows the map at production, commented out, and still reads as no orders', () => {
    const s = seedMapAfterProduction();
    const production = resolveStep(resolveStep(s, {}).state, {}).state;
    expect(production.phase).toBe('production');
    const view = playerView(production, 'p1');
    const blank = ORDER_SHEET.blank(view);
    const { header, body } = gridLines(renderMap(view), production.map.rows);
    expect(blank).toContain(`\n# ${header}\n`);
    for (const line of body) expect(blank).toContain(`\n# ${line}\n`);
    expect(readSheet(blank, production, 'p1').issues).toEqual([]);
  });

  it('reads fleet and ship ids in any case', () => {
    const base = game();
    const s = inPhase(
      withFleets(base, [
        fleet(base, 'p1-f1', 'p1', '0202', [ship('p1-s1'), ship('p1-s2')]),
        fleet(base, 'p1-f2', 'p1', '0202', [ship('p1-s3')]),
        fleet(base, 'p2-f1', 'p2', '0907', [ship('p2-s1')]),
      ]),
      'production',
    );
    expect(
      orderIssues(s, 'p1', [
        { kind: 'split', fleet: 'P1-F1', ships: ['P1-S2'] },
        { kind: 'build', ...WAR, into: 'P1-F2' },
      ]),
    ).toEqual([]);
    const sheet = readSheet('merge P1-F2 into p1-F1\n', s, 'p1');
    expect(sheet.issues).toEqual([]);
    const moving = inPhase(s, 'move-1');
    const read = readSheet('move P1-F1 to 0303\n', moving, 'p1');
    expect(read.issues).toEqual([]);
    expect(orderIssues(moving, 'p1', read.orders)).toEqual([]);
    // Another's fleet in capitals is still not the player's.
    expect(orderIssues(moving, 'p1', [{ kind: 'move', fleet: 'P2-F1', to: '0303' }])[0]?.code).toBe(
      'fleet/unknown',
    );
  });

  it('answers a line it cannot read with the form the line takes, and a near miss with "did you mean"', () => {
    const s = game();
    const read = readSheet('battle retreat 50%\n', s, 'p1');
    expect(read.orders).toEqual([]);
    const [message] = read.issues.map((i) => i.message);
    expect(message).toMatch(/^line 1: /);
    expect(message).toContain('battle retreat 50');
    expect(message).toContain('did you mean "battle retreat 50"');
    expect(readSheet('biuld E3 S5 T4 W4\n', s, 'p1').issues[0]?.message).toContain(
      'did you mean "build E3 S5 T4 W4"',
    );
  });
});

describe('the mail sheet, as a person uses it', () => {
  /** The blank sheet with every example order's `#` removed. */
  const takeExamples = (blank: string) => blank.replace(/^# ((build|merge|split|battle|move) )/gm, '$1');

  it('gives example orders that read and are accepted once their # is removed, at production and at a move', () => {
    const base = game();
    const s = inPhase(
      withFleets(base, [
        fleet(base, 'p1-f1', 'p1', '0202', [ship('p1-s1')]),
        fleet(base, 'p1-f2', 'p1', '0202', [ship('p1-s2', SCOUT)]),
      ]),
      'production',
    );
    for (const state of [s, inPhase(s, 'move-1')]) {
      const filled = takeExamples(ORDER_SHEET.blank(playerView(state, 'p1')));
      const read = readSheet(filled, state, 'p1');
      expect(read.issues, filled).toEqual([]);
      expect((read.orders as unknown[]).length).toBeGreaterThanOrEqual(2);
    }
    const moveSheet = ORDER_SHEET.blank(playerView(inPhase(s, 'move-1'), 'p1'));
    expect(moveSheet).toContain('# move p1-f2 to 0502');
    expect(moveSheet).toMatch(/systems in reach: 0502 \(3\)/);
  });

  it('answers a sheet read with its orders as read, runs of one order on one line, and the builds’ cost', () => {
    const s = game();
    const read = readSheet(
      'player: p1\nstep: 1\nbuild E3 S5 T4 W4\nBUILD e3 s5 t4 w4\nbattle retreat 40\n',
      s,
      'p1',
    );
    expect(read.issues).toEqual([]);
    expect(read.reply).toBe(
      [
        '3 orders accepted:',
        '  lines 3 to 4: 2 × build E3 S5 T4 W4',
        '  line 5: battle retreat 40',
        `The builds cost 40 BP of your ${s.sides.p1!.bp}: ${s.sides.p1!.bp - 40} left.`,
      ].join('\n'),
    );
  });
});

describe('long lists are summarised', () => {
  it('a 26-ship fleet and 31 enemy fleets take short lines', () => {
    const base = game();
    const ships = Array.from({ length: 26 }, (_, k) => ship(`p1-s${k + 1}`, k < 12 ? WAR : SCOUT));
    const enemies = Array.from({ length: 31 }, (_, k) =>
      fleet(base, `p2-f${k + 1}`, 'p2', '0907', [ship(`p2-s${k + 1}`)]),
    );
    const s = withFleets(base, [fleet(base, 'p1-f1', 'p1', '0202', ships), ...enemies]);
    const view: TsgView = playerView(s, 'p1');
    for (const text of [renderMap(view), ORDER_SHEET.blank(view)]) {
      const lines = text.split('\n');
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100);
      expect(text).toContain('26 ships: 12 E3 S5 T4 W4, 14 E5 S3 T0 W1');
      expect(lines.filter((l) => l.includes('p2-f')).length).toBeLessThanOrEqual(2);
    }
  });

  it('a production of 35 builds reports in a few short lines', () => {
    const s = game({}, { budget: 525 });
    const builds = Array.from({ length: 35 }, () => ({ kind: 'build', ...SCOUT }));
    const r = resolveStep(s, { p1: builds, p2: [] });
    const text = renderReport(r.reports.p1!);
    const lines = text.split('\n');
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(text).toContain('35 ships');
  });
});

describe('the ladder', () => {
  it('offers three levels, easiest first, from the random player to the search bot', () => {
    expect(STRATEGIC_GAME.ladder?.map((l) => [l.level, l.bot])).toEqual([
      ['easy', 'random'],
      ['medium', 'expander'],
      ['hard', 'search'],
    ]);
    for (const l of STRATEGIC_GAME.ladder!) expect(l.summary.length).toBeGreaterThan(20);
  });
});

describe('the default line-up', () => {
  it('names bots of the game, plays a game to a winner in short steps, and the outcome says why', () => {
    const lineUp = STRATEGIC_GAME.defaultLineUp;
    expect(lineUp).toBeDefined();
    for (const b of lineUp!) expect(Object.keys(STRATEGIC_GAME.bots)).toContain(b);
    for (const seed of ['decided 1']) {
      const start = STRATEGIC_GAME.setup({}, seed);
      if (!start.ok) throw new Error('setup');
      let lines = 0;
      let last = '';
      const played = runMatch(STRATEGIC_GAME, {
        seed,
        start: start.value,
        seats: { p1: STRATEGIC_GAME.bots[lineUp![0]!]!.bot, p2: STRATEGIC_GAME.bots[lineUp![1]!]!.bot },
        maxSteps: 3 * 100,
        record: false,
        onStep: (r) => {
          const text = STRATEGIC_GAME.renderReport!(STRATEGIC_GAME.reports(r).p1!);
          const n = text.split('\n').length;
          // The seed's map alone takes 48 lines; the rest lists the reader's fleets (ten,
          // with a home guard beside the main fleet) and what its sensors saw.
          expect(n).toBeLessThanOrEqual(80);
          lines += n;
          last = text;
        },
      });
      const o = STRATEGIC_GAME.outcome(played.state);
      // The search bot (the ladder's top, in the first seat) beats the expander.
      expect(o?.winners).toEqual(['p1']);
      // Decided well before the turn limit (100): the default line-up's games last about 30 turns.
      expect(played.state.turn).toBeLessThanOrEqual(50);
      expect(lines).toBeLessThan(80 * 3 * 50);
      expect(o?.why).toContain(o!.winners[0]!);
      expect(o?.why).toMatch(/occupying|no ships left/);
      // The last report, as mailed, ends the game with the same sentence.
      expect(last.replace(/\s+/g, ' ')).toContain(`The game is over. ${o!.why}`);
    }
  }, 60_000);
});
