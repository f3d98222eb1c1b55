/**
 * Harvester through the referee named by step, from the shipped registry: every player on
 * the planet at once, one human seat sending a text order sheet (HV-1.4) written from the
 * orders a bot chose from that seat's view; the folder verifies and replays at the end.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import type { RawOrders } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-harvester-');
afterAll(() => remove());

/** Orders as the sheet's lines. */
function asSheet(o: RawOrders): string {
  const lines: string[] = [];
  if (o.target !== undefined) lines.push(`target ${o.target}`);
  if (o.drop !== undefined) lines.push(`drop ${o.drop}`);
  if (o.rebuild !== undefined) lines.push(`rebuild ${o.rebuild}`);
  for (const id of o.destroy ?? []) lines.push(`destroy ${id}`);
  for (const m of o.moves ?? []) lines.push(`move ${m.unit} ${m.path.join(' ')}`);
  return `# filled in\n${lines.join('\n')}\n`;
}

describe('refereeing Harvester by step', () => {
  it('plays a game to its end with one human seat sending text order sheets', { timeout: 120_000 }, () => {
    const dir = join(tmp, 'hv');
    const made = referee([
      'new',
      dir,
      '--game',
      'harvester',
      '--seed',
      'hv1',
      '--options',
      'players=4,turnLimit=8',
      '--bots',
      'p2=gatherer,p3=random,p4=gatherer',
    ]);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Harvester (harvester)');
    let sheets = 0;
    for (let k = 0; k < 50; k++) {
      const g = loadStepGame(dir, GAMES);
      if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
      const { game, file, state } = g.value;
      if (file.outcome !== null) break;
      const human = file.seats.find((s) => s.bot === null)?.player;
      if (human !== undefined && game.awaiting(state).players.includes(human)) {
        const orders = game.bots.gatherer!.bot(
          game.view(state, human),
          botRng(`human:${file.seed}`, human, file.step),
        );
        const sent = referee(['orders', dir, human, '-'], { stdin: asSheet(orders as RawOrders) });
        expect(sent.code, sent.out + sent.err).toBe(0);
        sheets++;
      }
      const r = referee(['resolve', dir]);
      expect(r.code, r.err).toBe(0);
    }
    const end = loadStepGame(dir, GAMES);
    expect(end.ok).toBe(true);
    if (!end.ok) return;
    expect(end.value.file.outcome).not.toBeNull();
    expect(sheets).toBeGreaterThan(0);
    expect(verifyStepGame(end.value, { replay: true })).toEqual([]);
    const s = referee(['status', dir]);
    expect(s.code, s.err).toBe(0);
    expect(s.out).toContain('The game is over:');
  });
});
