/**
 * One step numbering a person sees everywhere (CO-6.7): the contract's `step(state)` (which
 * the command line, the web client's header and the referee's files show), the sheet's
 * `step:` line, the map and the report all count steps from 1. And the messages a person
 * meets on the sheet speak the sheet's 1-based circles and name the line.
 */
import { describe, expect, it } from 'vitest';
import { CORPORATION, type CorporationState, playerView } from '../../src/corporation/index.js';
import { sheetHeaderChecks } from '../../src/testing/index.js';
import { game } from './support.js';

const fresh = (): CorporationState =>
  game({ seed: 'n', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });

describe('one step numbering, from 1, on every surface (CO-6.7)', () => {
  it('the contract, the blank sheet, the map and the report agree on the step at the start and after a step', () => {
    const s = fresh();
    const sheet = CORPORATION.orderSheet!;
    expect(CORPORATION.step(s)).toBe(1);
    expect(sheet.blank(playerView(s, 'red'))).toMatch(/^step: 1$/m);
    expect(CORPORATION.renderMap!(playerView(s, 'red'))).toContain(
      'Step 1 (placement 1 of 12): red to place a counter.',
    );
    const r = CORPORATION.resolve(s, { red: { circle: 0, colour: 'green' } });
    const report = r.reports.red!;
    // The report is of step 1, the step just played; step 2 is due now.
    expect(report.step).toBe(1);
    expect(CORPORATION.renderReport!(report).split('\n')[0]).toBe('Step 1:');
    expect(CORPORATION.step(r.state)).toBe(2);
    expect(sheet.blank(playerView(r.state, 'blue'))).toMatch(/^step: 2$/m);
    expect(CORPORATION.renderMap!(playerView(r.state, 'blue'))).toContain(
      'Step 2 (placement 2 of 12): blue to place a counter.',
    );
  });
});

describe("Corporation's sheet header is the kernel's, bound to the contract's step", () => {
  const checks = sheetHeaderChecks(CORPORATION, () => {
    const state = fresh();
    return {
      state,
      later: CORPORATION.resolve(state, { red: { circle: 0, colour: 'green' } }).state,
      player: 'red',
      other: 'blue',
      orders: 'place 4 red\n',
      none: null,
    };
  });
  for (const c of checks) it(c.name, c.run);
});

describe('messages in the sheet’s words: circles 1 to 12, each problem on its line', () => {
  it('the untouched blank sheet at a placement says which line is missing, in 1-based circles', () => {
    const s = fresh();
    const sheet = CORPORATION.orderSheet!;
    const blank = sheet.blank(playerView(s, 'red'));
    const r = sheet.read(blank, s, 'red');
    const messages = r.issues.map((i) => i.message).join('\n');
    expect(messages).not.toMatch(/0 to 11/);
    expect(messages).toMatch(/^line \d+, column 1: no "place" line: a placement is due/);
    expect(messages).toContain('1 to 12');
    expect(r.orders).toBeNull();
  });

  it('a circle already taken is named as on the sheet, on the line that names it', () => {
    const s = CORPORATION.resolve(fresh(), { red: { circle: 3, colour: 'green' } }).state;
    const sheet = CORPORATION.orderSheet!;
    const r = sheet.read('player: blue\nstep: 2\n# a note\nplace 4 red\n', s, 'blue');
    expect(r.issues.map((i) => i.code)).toEqual(['place/circle-taken']);
    expect(r.issues[0]!.message).toBe('line 4, column 7: circle 4 already holds a counter');
  });

  it("the rules' messages for JSON orders give both countings", () => {
    const s = fresh();
    const issues = CORPORATION.checkOrders(s, 'red', { circle: 12, colour: 'red' }).issues;
    expect(issues.map((i) => i.message)).toEqual([
      'circle must be one of the twelve circles: 1 to 12 on the sheet, 0 to 11 in JSON orders; got 12',
    ]);
  });

  it('a slip of the pen gets a "did you mean", for order words, colours, areas and rooms', () => {
    let s = fresh();
    for (let k = 0; k < 12; k++) {
      const p = CORPORATION.awaiting(s).players[0]!;
      s = CORPORATION.resolve(s, {
        [p]: { circle: k, colour: ['red', 'green', 'blue', 'yellow'][k % 4] },
      }).state;
    }
    const p = CORPORATION.awaiting(s).players[0]!;
    const read = (line: string) =>
      CORPORATION.orderSheet!.read(`player: ${p}\nstep: 13\n${line}\n`, s, p).issues.map((i) => i.message);
    expect(read('entr red')).toEqual([
      'line 3, column 1: "entr" is not an order: swap, enter, promote, place or challenge (did you mean enter?)',
    ]);
    expect(read('enter rad')).toEqual([
      'line 3, column 7: "rad" is not a colour: red, green, blue, yellow (did you mean red?)',
    ]);
    expect(read('enter red reception-bleu')[0]).toContain('(did you mean reception-blue?)');
    expect(read('promote recepton-red')[0]).toContain('(did you mean reception-red?)');
  });

  it('a challenge window’s sheet says which promotions were left unmade, and an answer left out is named on its line', () => {
    const table = [
      'red',
      'blue',
      'green',
      'green',
      'green',
      'yellow',
      'yellow',
      'yellow',
      'blue',
      'blue',
      'red',
      'red',
    ];
    const s = game({
      seed: 'c',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat', missedPromotions: 'challenge' },
      start: { table: table as never, rooms: { '1a': ['red'] } },
    });
    const open = CORPORATION.resolve(s, { red: { promote: [] } }).state;
    expect(CORPORATION.awaiting(open)).toEqual({ players: ['blue'], kind: 'challenge' });
    const blank = CORPORATION.orderSheet!.blank(playerView(open, 'blue'));
    expect(blank).toContain(
      '# Promotions red left unmade; "challenge yes" has them made:\n#   promote 1a    the red to 2a (pairs 1)',
    );
    const read = CORPORATION.orderSheet!.read(blank, open, 'blue');
    expect(read.issues.map((i) => i.message)).toEqual([
      `line ${blank.split('\n').length}, column 1: no "challenge" line: an answer to the challenge window is due; write "challenge yes" or "challenge no"`,
    ]);
  });
});
