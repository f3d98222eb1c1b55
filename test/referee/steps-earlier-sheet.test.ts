/**
 * A folder of one of the four newer games begun before a sheet's wording changed still
 * checks: a stored sheet whose header binds it to its player and step is the sheet of its
 * step though its other lines read differently now (as Corporate War's earlier sheets are,
 * test/referee/earlier-sheet.test.ts); one whose header names another player or step, or
 * has no header, while its wording differs, is still caught.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-earlier-sheet-');
afterAll(() => remove());

describe("a newer game's sheet written in an earlier wording", () => {
  for (const [game, options] of [
    ['galactic-overlord', 'players=2'],
    ['harvester', 'players=2'],
    ['strategic-game', 'map=duel'],
    ['corporation', 'players=2'],
  ] as const) {
    it(`${game}: is the sheet of its step while its header binds it`, () => {
      const dir = join(tmp, game);
      const made = referee(['new', dir, '--game', game, '--seed', 'earlier', '--options', options]);
      expect(made.code, made.err).toBe(0);
      const status = referee(['status', dir]);
      expect(status.code, status.err).toBe(0);
      // The first awaited player's sheet, as `new` listed it.
      const path = /sheet: (\S+)/.exec(made.out)![1]!;
      const [player, step] = /sheets\/([^/]+)\/step-(\d+)\.txt$/.exec(path)!.slice(1) as [string, string];
      const now = readFileSync(path, 'utf8');
      // Every line but the header's worded otherwise, as a version before might have.
      const earlier = now
        .split('\n')
        .map((l) => (/^(player|step):/.test(l) || l === '' ? l : `# (worded otherwise) ${l}`))
        .join('\n');
      writeFileSync(path, earlier);
      const checked = referee(['status', dir]);
      expect(checked.code, checked.err).toBe(0);

      const refused = (text: string) => {
        writeFileSync(path, text);
        const r = referee(['status', dir]);
        expect(r.code).toBe(3);
        expect(r.err).toContain('it is not the sheet of its step');
      };
      refused(earlier.replace(`player: ${player}`, 'player: someone-else'));
      refused(earlier.replace(`step: ${step}`, `step: ${Number(step) + 1}`));
      refused(earlier.replace(`player: ${player}\n`, ''));
      writeFileSync(path, now);
      expect(referee(['status', dir]).code).toBe(0);
    });
  }
});
