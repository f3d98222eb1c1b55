/**
 * Issue 30 through `simulturn referee`, for every game named by step whose sheet carries
 * the kernel's header: one player's sheet filed as another's is refused, and so is a
 * sheet sent again at the next step, each saying why; a sheet without header lines (as
 * players wrote them before) is still taken, with a note that it was not bound; and a
 * folder's sheet written before headers still verifies.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { withoutSheetHeader } from '../../src/kernel/sheet-header.js';
import { loadStepGame } from '../../src/referee/load.js';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-sheet-header-');
afterAll(() => remove());

/** The games, each with options giving two human players awaited together at the first step. */
const CASES = [
  { game: 'galactic-overlord', options: 'players=2' },
  { game: 'harvester', options: 'players=2' },
  { game: 'strategic-game', options: 'map=duel' },
];

/** The folder's step and who it awaits. */
function now(dir: string): { step: number; awaited: readonly string[] } {
  const g = loadStepGame(dir, GAMES);
  if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
  return { step: g.value.file.step, awaited: g.value.game.awaiting(g.value.state).players };
}

const sheetOf = (dir: string, player: string, step: number) =>
  readFileSync(join(dir, 'sheets', player, `step-${step}.txt`), 'utf8');

describe.each(CASES)('refereeing $game: a sheet is bound to its player and step (issue 30)', (c) => {
  it('refuses p1’s sheet filed as p2’s and a sheet a step late; takes an unbound one with a note', () => {
    const dir = join(tmp, c.game);
    const made = referee(['new', dir, '--game', c.game, '--seed', 'bound', '--options', c.options]);
    expect(made.code, made.err).toBe(0);
    const first = now(dir);
    const [p1, p2] = first.awaited;
    if (p1 === undefined || p2 === undefined) throw new Error('two players awaited at the first step');
    const sheet1 = sheetOf(dir, p1, first.step);

    const misfiled = referee(['orders', dir, p2, '-'], { stdin: sheet1 });
    expect(misfiled.code, misfiled.out).toBe(1);
    expect(misfiled.out).toMatch(new RegExp(`line \\d+: this sheet is ${p1}'s, not ${p2}'s`));
    expect(misfiled.out).toContain('nothing was stored');
    const own = referee(['orders', dir, p1, '-'], { stdin: sheet1 });
    expect(own.code, own.out).toBe(0);
    expect(own.out).not.toContain('note:');

    const resolved = referee(['resolve', dir, '--force']);
    expect(resolved.code, resolved.err).toBe(0);
    const second = now(dir);
    const q = second.awaited.find((p) => first.awaited.includes(p));
    if (q === undefined) throw new Error('a player awaited at both steps');
    const late = referee(['orders', dir, q, '-'], { stdin: sheetOf(dir, q, first.step) });
    expect(late.code, late.out).toBe(1);
    expect(late.out).toMatch(
      new RegExp(`line \\d+: this sheet is for step ${first.step}; step ${second.step} is due`),
    );

    // A sheet as players wrote them before headers: read for the player named, and said so.
    const legacy = referee(['orders', dir, q, '-'], {
      stdin: withoutSheetHeader(sheetOf(dir, q, second.step)),
    });
    expect(legacy.code, legacy.out).toBe(0);
    expect(legacy.out).toContain(
      `note: this sheet has no "player:" or "step:" line, so it was read as ${q}'s for step ${second.step}`,
    );
    expect(legacy.out).toContain(`Accepted: these are the orders of ${q} for step ${second.step}`);

    // A folder whose sheet was written before headers still verifies.
    const path = join(dir, 'sheets', q, `step-${second.step}.txt`);
    writeFileSync(path, withoutSheetHeader(readFileSync(path, 'utf8')));
    const status = referee(['status', dir]);
    expect(status.code, status.err).toBe(0);
  });
});
