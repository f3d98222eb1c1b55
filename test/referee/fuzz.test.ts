/**
 * Fuzzing the referee's readers of untrusted input: random bytes and random near-valid
 * text (a valid sheet, JSON orders or saved file with random edits) thrown at the order
 * sheet parser, the JSON orders reader and the loaders of a game's files. None may throw
 * or hang; each answer is a clear error (a message naming the line and column, or the
 * file and what is wrong with it) or a valid result.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrders } from '../../src/corporate-war/order-sheet/sheet.js';
import { parseState } from '../../src/corporate-war/serialize.js';
import { scanJson } from '../../src/referee/corporate-war/json-orders.js';
import { type LoadedGame, loadGame } from '../../src/referee/corporate-war/load.js';
import { checkSubmission } from '../../src/referee/corporate-war/submit.js';
import { check } from '../support/fc.js';
import { botSheet, loaded, referee, tempDir } from './support.js';

let base = '';
let remove = () => {};
let game: LoadedGame;
let sheet = '';
let json = '';

beforeAll(() => {
  ({ dir: base, remove } = tempDir());
  const dir = join(base, 'game');
  const run = (args: string[], text?: string) => {
    const r = referee(args, text === undefined ? {} : { inputs: { 'o.txt': text } });
    if (r.code !== 0) throw new Error(r.out + r.err);
  };
  run(['new', dir, '--seed', 'fuzz', '--corporations', 'psicorps,phoenicae', '--day-limit', '5']);
  for (const p of ['psicorps', 'phoenicae']) run(['orders', dir, p, 'o.txt'], botSheet(dir, p));
  run(['resolve', dir]);
  run(['orders', dir, 'psicorps', 'o.txt'], botSheet(dir, 'psicorps'));
  game = loaded(dir);
  sheet = botSheet(dir, 'psicorps', 'cautious');
  json = JSON.stringify(game.orders.get('psicorps')!.orders, null, 1);
}, 60_000);
afterAll(() => remove());

/** Pieces that near-valid text is edited with: the grammar's own tokens and troublesome characters. */
const PIECES = [
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '->',
  '→',
  ',',
  ':',
  '#',
  'to',
  'via',
  'player:',
  'day:',
  'A1',
  'K11',
  'Z9',
  'grunt-1',
  'psicorps/',
  '"',
  '[',
  ']',
  '{',
  '}',
  '\\',
  '\\u',
  '0',
  '-1',
  '1e999',
  'null',
  '\u0000',
  '\uD800',
  '\uFEFF',
  '😀',
  'é',
  '\u202E',
  'ß'.repeat(300),
  '-'.repeat(600),
  '\n'.repeat(50),
];

type Edit = { at: number; cut: number; insert: string };
const arbEdit = fc.record({
  at: fc.nat(),
  cut: fc.integer({ min: 0, max: 6 }),
  insert: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 }), fc.constant('')),
});

/** `text` with the edits made one after the other (positions modulo the length). */
function edited(text: string, edits: readonly Edit[]): string {
  let t = text;
  for (const e of edits) {
    const at = t.length === 0 ? 0 : e.at % (t.length + 1);
    t = t.slice(0, at) + e.insert + t.slice(at + e.cut);
  }
  return t;
}

/** Random bytes, as a player's file would be read: UTF-8 with replacement characters. */
const arbBytesText = fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('utf8'));

const arbNearSheet = () => fc.array(arbEdit, { minLength: 1, maxLength: 8 }).map((e) => edited(sheet, e));
const arbNearJson = () => fc.array(arbEdit, { minLength: 1, maxLength: 5 }).map((e) => edited(json, e));

/**
 * Runs `f`, which must not throw. (A hang shows as the test's own time limit; speed is a
 * benchmark's to measure, not a test's: the machines are noisy.)
 */
function timed<T>(f: () => T): T {
  return f();
}

const PLACED = /^line [0-9]+, column [0-9]+: \S/;

describe('the order readers never throw or hang, and place every problem', { timeout: 60_000 }, () => {
  it('parseOrders on random bytes and near-valid sheets', () => {
    check(
      fc.property(
        fc.oneof(arbBytesText, arbNearSheet(), fc.string({ unit: 'binary', maxLength: 300 })),
        (text) => {
          const r = timed(() => parseOrders(text, { player: 'psicorps', day: game.game.day }));
          if (!r.ok) for (const i of r.error) expect(i.message).toMatch(PLACED);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a submission (sheet or JSON) checked against the game: refused with placed problems, or a summary', () => {
    check(
      fc.property(fc.oneof(arbBytesText, arbNearSheet(), arbNearJson()), (text) => {
        const r = timed(() => checkSubmission(game, 'psicorps', text));
        const lines = text.split('\n').length;
        for (const p of r.problems) {
          expect(p).toMatch(PLACED);
          expect(Number(/^line ([0-9]+)/.exec(p)![1])).toBeLessThanOrEqual(lines + 1);
        }
        if (r.problems.length === 0) expect(r.summary).toMatch(/^Orders of psicorps for day 2: /);
      }),
      { numRuns: 400 },
    );
  });

  it('the JSON scanner agrees with JSON.parse on what is JSON', () => {
    check(
      fc.property(fc.oneof(arbNearJson(), fc.json(), fc.string({ maxLength: 30 })), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(scanJson(text).error === null).toBe(parses);
      }),
      { numRuns: 1000 },
    );
    // No nesting depth overflows it.
    expect(scanJson('['.repeat(200_000)).error).not.toBeNull();
  });
});

describe('the loaders never throw, and name the file and what is wrong', { timeout: 60_000 }, () => {
  it('parseState on random bytes and near-valid saved states', () => {
    const saved = readFileSync(join(base, 'game', 'state', 'day-2.json'), 'utf8');
    check(
      fc.property(
        fc.oneof(
          arbBytesText,
          fc.array(arbEdit, { minLength: 1, maxLength: 4 }).map((e) => edited(saved, e)),
        ),
        (text) => {
          const r = timed(() => parseState(text));
          if (!r.ok) for (const i of r.error) expect(i.message).toMatch(/\w/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('loadGame with any of its files replaced by random or near-valid bytes', () => {
    const dir = join(base, 'fuzzed');
    const files = ['game.json', 'state/day-2.json', 'orders/day-2/psicorps.json'];
    const originals = files.map((f) => readFileSync(join(base, 'game', ...f.split('/')), 'utf8'));
    cpSync(join(base, 'game'), dir, { recursive: true });
    let failed = 0;
    check(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.oneof(
          fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.from(b)),
          fc.array(arbEdit, { minLength: 1, maxLength: 4 }),
        ),
        (k, damage) => {
          for (const [i, f] of files.entries()) writeFileSync(join(dir, ...f.split('/')), originals[i]!);
          const path = join(dir, ...files[k]!.split('/'));
          writeFileSync(path, Array.isArray(damage) ? edited(originals[k]!, damage) : damage);
          const r = timed(() => loadGame(dir));
          if (!r.ok) {
            failed++;
            expect(r.error.map((i) => i.message).join('\n')).toContain(path);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(failed).toBeGreaterThan(250);
  });
});
