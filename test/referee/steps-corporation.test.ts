/**
 * A second shipped game through the referee named by step: Corporation (one player at a
 * time, a challenge window now and then), from the shipped registry with no test
 * registry. The human seat's orders are JSON a bot chose from that seat's view; the
 * folder verifies and replays at the end.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { botRng } from '../../src/kernel/match.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-corporation-');
afterAll(() => remove());

describe('refereeing Corporation by step', () => {
  it('plays a game to its end with one human seat sending JSON', { timeout: 120_000 }, () => {
    const dir = join(tmp, 'co');
    const made = referee([
      'new',
      dir,
      '--game',
      'corporation',
      '--seed',
      'co1',
      '--options',
      'players=2',
      '--bots',
      'greedy',
    ]);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Corporation (corporation)');
    let resolved = 0;
    for (let k = 0; k < 500; k++) {
      const g = loadStepGame(dir, GAMES);
      if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
      const { game, file, state } = g.value;
      if (file.outcome !== null) break;
      const human = file.seats.find((s) => s.bot === null)!.player;
      if (game.awaiting(state).players.includes(human)) {
        const orders = game.bots.random!.bot(
          game.view(state, human),
          botRng(`human:${file.seed}`, human, file.step),
        );
        const sent = referee(['orders', dir, human, '-'], { stdin: JSON.stringify(orders) });
        expect(sent.code, sent.out + sent.err).toBe(0);
      }
      const r = referee(['resolve', dir]);
      expect(r.code, r.err).toBe(0);
      resolved++;
    }
    const end = loadStepGame(dir, GAMES);
    expect(end.ok).toBe(true);
    if (!end.ok) return;
    expect(end.value.file.outcome).not.toBeNull();
    expect(resolved).toBeGreaterThan(4);
    expect(verifyStepGame(end.value, { replay: true })).toEqual([]);
    const s = referee(['status', dir]);
    expect(s.code, s.err).toBe(0);
    expect(s.out).toContain('The game is over:');
  });
});
