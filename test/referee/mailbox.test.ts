/**
 * `simulturn referee orders <dir> --mailbox <folder>`: a day's mail taken in one command.
 * Each file is answered as `orders` would answer it (the same files stored, the same
 * receipts, in the order of the files' names), a file that cannot be read is refused
 * alone, and a file naming nobody stops the whole mailbox of a step game with nothing
 * stored. Corporate War's corporations are taken the same way.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import type { RawOrders } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { loadStepGame } from '../../src/referee/load.js';
import { botSheet, referee, snapshot, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-mailbox-');
afterAll(() => remove());

/** A new four-player Harvester folder, every seat a person's. */
function harvesterFolder(name: string): string {
  const dir = join(tmp, name);
  const made = referee(['new', dir, '--game', 'harvester', '--seed', 'mail', '--options', 'players=4']);
  expect(made.code, made.err).toBe(0);
  return dir;
}

/** The gatherer's orders for `player` as a sheet, the same in every folder of the seed. */
function sheetOf(dir: string, player: string): string {
  const g = loadStepGame(dir, GAMES);
  if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
  const { game, state, file } = g.value;
  const o = game.bots.gatherer!.bot(game.view(state, player), botRng('mail', player, file.step)) as RawOrders;
  const lines = ['# filled in'];
  if (o.target !== undefined) lines.push(`target ${o.target}`);
  for (const m of o.moves ?? []) lines.push(`move ${m.unit} ${m.path.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** A mailbox folder holding `files`. */
function mailbox(name: string, files: Record<string, string | Uint8Array>): string {
  const box = join(tmp, name);
  rmSync(box, { recursive: true, force: true });
  mkdirSync(box, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(box, file), text);
  return box;
}

/** The folder's stored orders, by path. */
const ordersOf = (dir: string) =>
  Object.fromEntries(Object.entries(snapshot(dir)).filter(([path]) => path.startsWith('orders/')));

describe('referee orders --mailbox, a game named by step', () => {
  it('answers each file as orders would, in the order of their names, and stores the same', () => {
    const dir = harvesterFolder('hv-box');
    const one = harvesterFolder('hv-one');
    const sheets = Object.fromEntries(['p1', 'p2', 'p4'].map((p) => [p, sheetOf(dir, p)]));
    const box = mailbox('box1', {
      'p2.txt': sheets.p2 as string,
      'p1.sheet': sheets.p1 as string,
      'p3.txt': 'move 999999 0,0\n',
      'p4.json': new Uint8Array([0xff, 0xfe, 0x00]),
      '.p4.txt.swp': 'an editor left this',
    });
    const r = referee(['orders', dir, '--mailbox', box]);
    expect(r.code, r.err).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('p1.sheet: accepted, the orders of p1 for step 1 (received 1st).');
    expect(lines[1]).toBe('p2.txt: accepted, the orders of p2 for step 1 (received 2nd).');
    expect(lines[2]).toMatch(/^p3\.txt: refused, 1 problem; nothing of it was stored\./);
    expect(r.out).toMatch(/^p4\.json: refused, 1 problem; .*\n {2}not UTF-8 text$/m);
    expect(lines.at(-1)).toBe(`The mailbox ${box}: 4 files, 2 accepted, 2 refused.`);

    // The same files sent one by one, in the same order, store the same orders files.
    for (const [player, file] of [
      ['p1', 'p1.sheet'],
      ['p2', 'p2.txt'],
      ['p3', 'p3.txt'],
    ] as const) {
      const one1 = referee(['orders', one, player, join(box, file)]);
      expect(one1.code).toBe(player === 'p3' ? 1 : 0);
    }
    expect(Object.keys(ordersOf(dir)).length).toBe(2);
    expect(ordersOf(dir)).toEqual(ordersOf(one));
  });

  it('stores nothing when a file names no awaited person, and says which', () => {
    const dir = harvesterFolder('hv-stray');
    const before = snapshot(dir);
    const box = mailbox('box2', { 'p1.txt': sheetOf(dir, 'p1'), 'README.txt': 'hello' });
    const r = referee(['orders', dir, '--mailbox', box]);
    // The exit code of `orders` naming a player the game does not have.
    expect(r.code).toBe(2);
    expect(r.err).toContain(`nothing of the mailbox ${box} was stored`);
    expect(r.err).toContain('README');
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a mailbox that is missing, empty or holds a link, storing nothing', () => {
    const dir = harvesterFolder('hv-odd');
    const before = snapshot(dir);
    const missing = referee(['orders', dir, '--mailbox', join(tmp, 'no-such-box')]);
    expect([missing.code, missing.err]).toEqual([
      1,
      `simulturn referee orders: cannot read the mailbox ${join(tmp, 'no-such-box')}: there is no such folder; nothing was stored.\n`,
    ]);
    const empty = referee(['orders', dir, '--mailbox', mailbox('box3', { '.hidden': 'x' })]);
    expect(empty.code).toBe(1);
    expect(empty.out).toContain('holds no orders');
    const linked = mailbox('box4', { 'p1.txt': sheetOf(dir, 'p1') });
    symlinkSync(join(linked, 'p1.txt'), join(linked, 'p2.txt'));
    const link = referee(['orders', dir, '--mailbox', linked]);
    expect(link.code).toBe(1);
    expect(link.err).toContain('p2.txt, which is not a plain file');
    expect(snapshot(dir)).toEqual(before);
    const usage = referee(['orders', dir, 'p1', '--mailbox', linked]);
    expect(usage.code).toBe(2);
  });
});

describe('referee orders --mailbox, Corporate War', () => {
  it('takes each corporation file as orders would', { timeout: 60_000 }, () => {
    const dir = join(tmp, 'cw');
    const made = referee(['new', dir, '--seed', 'mail', '--options', 'corporations=psicorps,phoenicae']);
    expect(made.code, made.err).toBe(0);
    const box = mailbox('cwbox', {
      'phoenicae.txt': botSheet(dir, 'phoenicae'),
      'psicorps.txt': 'gost-1 -> F3\n',
    });
    const r = referee(['orders', dir, '--mailbox', box]);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('phoenicae.txt: accepted, the orders of phoenicae for day 1.');
    expect(lines[1]).toMatch(/^psicorps\.txt: refused/);
    expect(lines.at(-1)).toBe(`The mailbox ${box}: 2 files, 1 accepted, 1 refused.`);
    expect(Object.keys(ordersOf(dir))).toHaveLength(1);
  });
});
