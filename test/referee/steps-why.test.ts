/**
 * The outcome's `why` in a game named by step: the referee prints it under the outcome,
 * and a folder whose game.json records another sentence (written before the game said
 * why, or before its words changed) still loads: the sentence is words for people, not
 * part of the outcome the state decides.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame, GameOutcome } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { withChecksum } from '../../src/referee/fields.js';
import { TOY } from '../support/toy-game.js';
import { referee, tempDir } from './support.js';

const WHY_TOY = {
  ...TOY,
  outcome: (s: unknown): GameOutcome | null => {
    const o = TOY.outcome(s as never);
    return o === null ? null : { ...o, why: `${o.winners.join(' and ')} took the most counters.` };
  },
} as unknown as AnyGame;
const GAMES = gameRegistry([WHY_TOY]);
const { dir: tmp, remove } = tempDir();
afterAll(() => remove());

const run = (args: string[], stdin?: string) =>
  referee(args, { games: GAMES, ...(stdin !== undefined ? { stdin } : {}) });

describe("the referee and an outcome's why", () => {
  it('prints it, and loads a game.json whose sentence differs', () => {
    const dir = join(tmp, 'why');
    const made = run([
      'new',
      dir,
      '--game',
      'toy-bid-take',
      '--seed',
      's1',
      '--options',
      'players=2,rounds=1',
    ]);
    expect(made.code, made.err).toBe(0);
    // Whoever is awaited bids or takes 3 (the others' orders are refused), until the end.
    let end = run(['status', dir]);
    for (let step = 0; step < 8 && !end.out.includes('The game is over'); step++) {
      for (const player of ['ann', 'bob']) run(['orders', dir, player, '-'], '[3]');
      end = run(['resolve', dir]);
      expect(end.code, end.err).toBe(0);
    }
    expect(end.out).toMatch(
      /^The game is over: rounds, won by .+\.\nScores: .+\.\n.+ took the most counters\.$/m,
    );

    // game.json as an earlier version of the game wrote it, its checksum made again.
    const path = join(dir, 'game.json');
    const { checksum: _, ...file } = JSON.parse(readFileSync(path, 'utf8'));
    const rewrite = () => writeFileSync(path, `${JSON.stringify(withChecksum(file), null, 2)}\n`);
    file.outcome.why = 'Said in other words, before the game said it this way.';
    rewrite();
    const status = run(['status', dir]);
    expect(status.code, status.out + status.err).toBe(0);
    delete file.outcome.why;
    rewrite();
    expect(run(['status', dir]).code).toBe(0);
    // Anything else that differs is still a mismatch.
    file.outcome.reason = 'resigned';
    rewrite();
    const mismatch = run(['status', dir]);
    expect(mismatch.code).toBe(3);
    expect(mismatch.err).toContain("its outcome is not the state's");
  });
});
