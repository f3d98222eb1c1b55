/**
 * A Harvester folder of 200 human players through the path a planet of 10,000 takes
 * (`test/bench/referee-scale.ts`): every sheet read in one batch (`submitStepOrdersMany`),
 * then the step resolved, every report and next sheet written in one batch of flushes.
 * The batch answers each sheet as `orders` would, in the order given (a refused sheet
 * stores nothing, a player named twice keeps its later orders with the later receipt), and
 * refuses the whole batch, storing nothing, when it names a seat that is not a human one.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { BOTS, HARVESTER, type HvState, type RawOrders } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { createStepGame } from '../../src/referee/create.js';
import { loadStepGame } from '../../src/referee/load.js';
import { resolveGameStep } from '../../src/referee/resolve.js';
import { submitStepOrdersMany } from '../../src/referee/submit.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { tempDir } from './support.js';

const PLAYERS = 200;
const { dir: tmp, remove } = tempDir('simulturn-harvester-many-');
afterAll(() => remove());

/** Orders as the sheet's lines. */
function asSheet(o: RawOrders): string {
  const lines = ['# filled in'];
  if (o.target !== undefined) lines.push(`target ${o.target}`);
  for (const m of o.moves ?? []) lines.push(`move ${m.unit} ${m.path.join(' ')}`);
  if (o.rebuild !== undefined) lines.push(`rebuild ${o.rebuild}`);
  return `${lines.join('\n')}\n`;
}

describe('a Harvester folder of 200 players, sheets to reports', () => {
  it('reads every sheet in one batch and resolves the step, a report for every player', {
    timeout: 300_000,
  }, () => {
    const dir = join(tmp, 'hv');
    const made = createStepGame(dir, HARVESTER as never, {
      seed: 'many',
      options: { players: String(PLAYERS) },
    });
    expect(made.ok).toBe(true);
    const g = loadStepGame(dir, GAMES);
    if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
    const state = g.value.state as HvState;
    expect(readdirSync(join(dir, 'sheets'))).toHaveLength(PLAYERS);
    const sheets = state.players.map((player) => ({
      player,
      text: asSheet(BOTS.gatherer(HARVESTER.view(state, player), botRng('many', player, 1))),
    }));

    // A seat that is not a player's: nothing of the batch is stored.
    const stranger = submitStepOrdersMany(dir, GAMES, [
      ...sheets.slice(0, 5),
      { player: 'p9999', text: '{}' },
    ]);
    expect(stranger.ok ? [] : stranger.error.map((i) => i.code)).toEqual(['referee/unknown-player']);
    expect(existsSync(join(dir, 'orders'))).toBe(false);

    const batch = [
      ...sheets.slice(0, 7),
      { player: 'p8', text: 'move 999999 0,0\n' }, // no such unit: refused
      ...sheets.slice(8),
      { player: 'P3', text: '{}' }, // again, as JSON, in another case: the later orders stand
    ];
    const sent = submitStepOrdersMany(dir, GAMES, batch);
    if (!sent.ok) throw new Error(sent.error.map((i) => i.message).join('\n'));
    const answers = sent.value;
    expect(answers).toHaveLength(PLAYERS + 1);
    const refused = answers.filter((a) => !a.accepted);
    expect(refused.map((a) => a.player)).toEqual(['p8']);
    expect(refused[0]!.accepted === false && refused[0]!.kept).toBe(false);
    const receipts = answers.flatMap((a) => (a.accepted ? [a.file.receipt] : []));
    expect(receipts).toEqual(Array.from({ length: PLAYERS }, (_, k) => k + 1));
    const last = answers.at(-1)!;
    expect(last.accepted && [last.player, last.replaced, last.file.source, last.file.receipt]).toEqual([
      'p3',
      true,
      'json',
      PLAYERS,
    ]);

    const loaded = loadStepGame(dir, GAMES);
    if (!loaded.ok) throw new Error('load');
    expect(loaded.value.orders.size).toBe(PLAYERS - 1);
    expect(loaded.value.orders.get('p3')!.orders).toEqual({});
    expect(resolveGameStep(dir, GAMES).ok).toBe(false); // p8 has not sent orders that stand
    const r = resolveGameStep(dir, GAMES, { force: true });
    if (!r.ok) throw new Error(r.error.map((i) => i.message).join('\n'));
    expect(r.value.kind === 'resolved' && r.value.missing).toEqual(['p8']);
    for (const p of state.players) {
      expect(existsSync(join(dir, 'reports', p, 'step-1.txt')), p).toBe(true);
      expect(existsSync(join(dir, 'reports', p, 'step-1.json')), p).toBe(true);
      expect(existsSync(join(dir, 'sheets', p, 'step-2.txt')), p).toBe(true);
    }
    const end = loadStepGame(dir, GAMES);
    if (!end.ok) throw new Error('load');
    expect(end.value.file.step).toBe(2);
    expect(verifyStepGame(end.value, { replay: true })).toEqual([]);
  });
});
