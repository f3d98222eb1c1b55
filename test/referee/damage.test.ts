/**
 * Damaged files: every kind of file of a game, truncated, garbled, emptied, of another
 * version or deleted, is reported by name with what is wrong (exit code 3), by every
 * command that reads it, and nothing in the folder changes; a folder another command
 * holds is busy (exit code 4).
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botSheet, referee, snapshot, tempDir } from './support.js';

let base = '';
let remove = () => {};

beforeAll(() => {
  ({ dir: base, remove } = tempDir());
  const game = join(base, 'game');
  const ok = (args: string[], inputs?: Record<string, string>) => {
    const r = referee(args, inputs === undefined ? {} : { inputs });
    if (r.code !== 0) throw new Error(r.out + r.err);
  };
  ok([
    'new',
    game,
    '--seed',
    'damage',
    '--corporations',
    'psicorps,phoenicae',
    '--bots',
    'random',
    '--day-limit',
    '8',
  ]);
  for (let day = 1; day <= 2; day++) {
    for (const p of ['psicorps', 'phoenicae'])
      ok(['orders', game, p, 'o.txt'], { 'o.txt': botSheet(game, p) });
    ok(['resolve', game]);
  }
  ok(['orders', game, 'psicorps', 'o.txt'], { 'o.txt': botSheet(game, 'psicorps') });
}, 60_000);
afterAll(() => remove());

/** The files, and the commands besides `status` that must notice when one is damaged. */
const FILES: readonly { path: string; json: boolean; commands: string[][] }[] = [
  { path: 'game.json', json: true, commands: [['orders'], ['resolve', '--force'], ['report']] },
  { path: 'state/day-3.json', json: true, commands: [['orders'], ['resolve', '--force'], ['report']] },
  { path: 'orders/day-3/psicorps.json', json: true, commands: [['orders'], ['resolve', '--force']] },
  { path: 'state/day-1.json', json: true, commands: [] },
  { path: 'orders/day-1/phoenicae.json', json: true, commands: [] },
  { path: 'archive/day-1.json', json: true, commands: [] },
  { path: 'reports/phoenicae/day-2.json', json: true, commands: [['report']] },
  { path: 'reports/phoenicae/day-2.md', json: false, commands: [['report']] },
  { path: 'sheets/psicorps/day-2.txt', json: false, commands: [] },
];

/** Ways to damage a file: the new content, or null to delete it. */
const DAMAGES: Record<string, (text: string, json: boolean) => string | null | undefined> = {
  truncated: (t) => t.slice(0, Math.floor(t.length / 2)),
  garbled: (t) => {
    const at = Math.floor(t.length / 2);
    return `${t.slice(0, at)}${t[at] === '#' ? '%' : '#'}${t.slice(at + 1)}`;
  },
  'a digit changed': (t) => {
    const at = t.slice(Math.floor(t.length / 2)).search(/[0-8]/) + Math.floor(t.length / 2);
    return `${t.slice(0, at)}${Number(t[at]) + 1}${t.slice(at + 1)}`;
  },
  emptied: () => '',
  'of another version': (t, json) => {
    if (!json) return undefined;
    const j = JSON.parse(t);
    j.version = 99;
    return JSON.stringify(j);
  },
  deleted: () => null,
};

const args = (command: string[], dir: string): string[] => {
  const [name, ...flags] = command;
  if (name === 'orders') return ['orders', dir, 'phoenicae', 'o.txt'];
  if (name === 'report') return ['report', dir, 'phoenicae', '--day', '2'];
  return [name!, dir, ...flags];
};

describe('a damaged file is reported by name, and nothing changes', { timeout: 60_000 }, () => {
  for (const f of FILES) {
    for (const [damage, make] of Object.entries(DAMAGES)) {
      if (damage === 'deleted' && f.path.startsWith('orders/day-3/')) continue; // that is orders not sent
      it(`${f.path}, ${damage}`, () => {
        const dir = join(base, `copy-${f.path.replace(/\W/g, '-')}-${damage.replace(/\W/g, '-')}`);
        cpSync(join(base, 'game'), dir, { recursive: true });
        const path = join(dir, ...f.path.split('/'));
        const next = make(readFileSync(path, 'utf8'), f.json);
        if (next === undefined) return;
        if (next === null) rmSync(path);
        else writeFileSync(path, next);
        const before = snapshot(dir);
        for (const command of [['status'], ...f.commands]) {
          const r = referee(args(command, dir), { inputs: { 'o.txt': 'player: phoenicae\n' } });
          expect(r.code, `${command[0]}: ${r.out}${r.err}`).toBe(3);
          expect(r.err, command[0]).toContain(path);
          expect(r.err, command[0]).toMatch(
            / (is damaged: .+|is missing(, but the folder holds a game's files.*)?)$/m,
          );
          expect(snapshot(dir), command[0]).toEqual(before);
        }
        rmSync(dir, { recursive: true });
      });
    }
  }
});

describe('the lock', { timeout: 60_000 }, () => {
  it('a command refuses to run while another holds the folder, naming its pid', () => {
    const dir = join(base, 'locked');
    cpSync(join(base, 'game'), dir, { recursive: true });
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: process.ppid, host: hostname() }));
    const before = snapshot(dir);
    const r = referee(['resolve', dir, '--force']);
    // Busy, not damaged: try again later.
    expect(r.code).toBe(4);
    expect(r.err).toContain(`another process is running on this folder (pid ${process.ppid} `);
    expect(snapshot(dir)).toEqual(before);
  });
});
