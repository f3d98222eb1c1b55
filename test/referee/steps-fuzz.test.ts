/**
 * A game named by step with any of its files replaced by random bytes or near-valid JSON
 * (a field changed, the checksum kept or recomputed): loading, `status` and `verify`
 * never throw, and a refused load names the damaged file.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { jsonText } from '../../src/referee/fields.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { check } from '../support/fc.js';
import { TOY } from '../support/toy-game.js';
import { referee, tempDir } from './support.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);
const { dir: base, remove } = tempDir('simulturn-steps-fuzz-');
const game = join(base, 'game');
afterAll(() => remove());

beforeAll(() => {
  const go = (args: string[], stdin?: string) =>
    referee(args, { games: GAMES, ...(stdin !== undefined ? { stdin } : {}) });
  expect(go(['new', game, '--game', 'toy-bid-take', '--seed', 'fz', '--options', 'players=2']).code).toBe(0);
  expect(go(['orders', game, 'ann', '-'], '[1]').code).toBe(0);
  expect(go(['orders', game, 'bob', '-'], '[2]').code).toBe(0);
  expect(go(['resolve', game]).code).toBe(0);
  expect(go(['orders', game, 'bob', '-'], '[2]').code).toBe(0);
});

/** A JSON document with one field replaced by a drawn value, its checksum recomputed or not. */
const arbNearValid = fc.record({
  field: fc.nat(20),
  value: fc.jsonValue({ maxDepth: 2 }),
  resum: fc.boolean(),
});

describe('a game named by step with damaged files', () => {
  it('loads, or says which file is damaged; status and verify never throw', () => {
    const files = [
      'game.json',
      'state/step-2.json',
      'orders/step-2/bob.json',
      'archive/step-1.json',
      'reports/ann/step-1.json',
    ];
    const originals = files.map((f) => readFileSync(join(game, ...f.split('/')), 'utf8'));
    const dir = join(base, 'fuzzed');
    cpSync(game, dir, { recursive: true });
    let failed = 0;
    check(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
          arbNearValid,
        ),
        (k, damage) => {
          for (const [i, f] of files.entries()) writeFileSync(join(dir, ...f.split('/')), originals[i]!);
          const path = join(dir, ...files[k]!.split('/'));
          let text: string | Buffer;
          if (Buffer.isBuffer(damage)) text = damage;
          else {
            const doc = JSON.parse(originals[k]!) as Record<string, unknown>;
            const keys = Object.keys(doc).filter((x) => x !== 'checksum');
            doc[keys[damage.field % keys.length]!] = damage.value;
            text = damage.resum ? jsonText(doc) : `${JSON.stringify(doc)}\n`;
          }
          writeFileSync(path, text);
          const r = loadStepGame(dir, GAMES);
          if (!r.ok) {
            failed++;
            expect(r.error.map((i) => i.message).join('\n')).toContain(path);
          } else verifyStepGame(r.value, { replay: true });
          const s = referee(['status', dir], { games: GAMES });
          expect([0, 2, 3]).toContain(s.code);
        },
      ),
      { numRuns: 200 },
    );
    expect(failed).toBeGreaterThan(50);
  });
});
