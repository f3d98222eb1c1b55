/**
 * The order sheet's header (issue 30): the `player:` and `step:` lines a blank sheet opens
 * with read back without issues; another player or step makes the sheet foreign; a value
 * that cannot be read or a line given twice is an issue; a sheet without them is read
 * unbound, and the note says so. Every code has a message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readSheetHeader,
  SHEET_HEADER_ISSUE_CODES,
  type SheetHeaderIssueData,
  sheetHeaderIssueMessage,
  sheetHeaderLines,
  unboundNote,
  withoutSheetHeader,
} from '../../src/kernel/sheet-header.js';
import { check } from '../support/fc.js';

const due = { player: 'p2', step: 3 };
const read = (text: string) => readSheetHeader(text.split('\n'), due);
const codes = (text: string) => read(text).issues.map((i) => i.code);

describe('the sheet header', () => {
  it('a blank sheet’s lines read back bound, without issues', () => {
    const h = read(`# notes\n${sheetHeaderLines(due).join('\n')}\nbases: 1\n`);
    expect(h.issues).toEqual([]);
    expect(h).toMatchObject({ player: 'p2', step: 3, foreign: false, present: { player: true, step: true } });
    expect([...h.taken]).toEqual([1, 2]);
    expect(unboundNote(h, due)).toBeNull();
  });

  it('reads keys in any case, spaces round the colon, a note after the value, and the player in any case', () => {
    const h = read('  Player : P2   # me\nSTEP:3');
    expect(h.issues).toEqual([]);
    expect(h.player).toBe('P2');
  });

  it('refuses another player, with its line and column', () => {
    const h = read('step: 3\nplayer: p1\nbases: 1');
    expect(h.foreign).toBe(true);
    expect(h.issues).toEqual([
      expect.objectContaining({ code: 'sheet/wrong-player', line: 2, column: 9, path: [2, 9], got: 'p1' }),
    ]);
    expect(h.issues[0]!.message).toBe("line 2: this sheet is p1's, not p2's; none of its orders were read");
  });

  it('refuses another step', () => {
    const h = read('player: p2\nstep: 1');
    expect(h.foreign).toBe(true);
    expect(h.issues.map((i) => i.message)).toEqual([
      'line 2: this sheet is for step 1; step 3 is due; none of its orders were read',
    ]);
  });

  it('names garbage values and repeated lines, without making the sheet foreign', () => {
    expect(codes('step: abc')).toEqual(['sheet/bad-header']);
    expect(read('step: abc').issues[0]!.message).toBe(
      'line 1: cannot read "step: abc"; write it as "step: 3"',
    );
    expect(codes('step: -3')).toEqual(['sheet/bad-header']);
    expect(codes('step: 3.0')).toEqual(['sheet/bad-header']);
    expect(codes('step:')).toEqual(['sheet/bad-header']);
    expect(read('player:').issues[0]!.message).toBe(
      'line 1: cannot read "player:"; write it as "player: p2"',
    );
    expect(codes('player: p2 p3')).toEqual(['sheet/bad-header']);
    expect(read('step: abc').foreign).toBe(false);
    const twice = read('player: p2\nstep: 3\nstep: 3');
    expect(twice.issues.map((i) => i.message)).toEqual([
      'line 3: a second "step:" line (the first is on line 2); keep one',
    ]);
    expect([...twice.taken]).toEqual([0, 1, 2]);
  });

  it('a sheet without header lines is read unbound, and the note says what to write', () => {
    const none = read('bases: 1');
    expect(none.issues).toEqual([]);
    expect(none.present).toEqual({ player: false, step: false });
    expect(unboundNote(none, due)).toBe(
      'note: this sheet has no "player:" or "step:" line, so it was read as p2\'s for step 3 without checking; write "player: p2" and "step: 3" on it to bind it',
    );
    expect(unboundNote(read('player: p2'), due)).toBe(
      'note: this sheet has no "step:" line, so it was read for step 3 without checking; write "step: 3" on it to bind it',
    );
    expect(unboundNote(read('step: 3'), due)).toContain('read as p2\'s without checking; write "player: p2"');
  });

  it('leaves other lines alone: "player" and "step" without a colon, or after a #', () => {
    expect([...read('player p2\n# step: 1\nsteps: 2\nmove step: 1').taken]).toEqual([]);
  });

  it('withoutSheetHeader gives the blank sheet as written before headers', () => {
    expect(withoutSheetHeader('# title\nplayer: p2\nstep: 3\n# rest\n')).toBe('# title\n# rest\n');
  });

  it('never throws, and every header line read is taken', () => {
    check(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 12 }), (lines) => {
        const h = readSheetHeader(lines, due);
        for (const i of h.issues) expect(h.taken.has(i.line - 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('every code has a message', () => {
    const data = { line: 1, column: 1, got: 'g', expected: 'e', key: 'step', found: 'f', first: 1 };
    for (const code of SHEET_HEADER_ISSUE_CODES) {
      const message = sheetHeaderIssueMessage(code, data as never as SheetHeaderIssueData[typeof code]);
      expect(message).toMatch(/^line 1: ./);
    }
    expect([...SHEET_HEADER_ISSUE_CODES].sort()).toEqual([
      'sheet/bad-header',
      'sheet/repeated-header',
      'sheet/wrong-player',
      'sheet/wrong-step',
    ]);
  });
});
