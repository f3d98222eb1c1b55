/**
 * Nothing leaked: the files a player is sent (its reports, Markdown and JSON, and its
 * order sheets) never hold the game's seed, the generator's state, another player's
 * orders (not even the comments on its sheet) or another side's soldier ids, the checks
 * of the fog-of-war leak scan (test/corporate-war/noninterference.test.ts) applied to the
 * files the referee writes. That a report holds only what its player's soldiers could see
 * is the non-interference property of `resolveDay`'s reports; here each report file is
 * checked to be exactly that report.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseState } from '../../src/corporate-war/serialize.js';
import { verifyGame } from '../../src/referee/corporate-war/verify.js';
import { botSheet, loaded, referee, tempDir } from './support.js';

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
});

/** The decimal digits of a float in [0, 1), as a report could spell them. */
const digitsOf = (x: number) => String(x).replace(/^0\./, '');

/** Whether a text names a soldier id as a whole (`red/grunt-1`, not `red/grunt-10`). */
function mentions(text: string, id: string): boolean {
  if (!text.includes(id)) return false;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`).test(text);
}

/** Plays a game with two human players (sheets with secret comments) and two computer players. */
function playGame(seed: string): string {
  const { dir, remove } = tempDir();
  cleanups.push(remove);
  const run = (args: string[], text?: string) => {
    const r = referee(args, text === undefined ? {} : { inputs: { 'o.txt': text } });
    expect(r.code, r.out + r.err).toBe(0);
    return r;
  };
  run([
    'new',
    dir,
    '--seed',
    seed,
    '--corporations',
    'psicorps,orchid-inc',
    '--bots',
    'rusher,cautious',
    '--day-limit',
    '8',
  ]);
  for (let day = 1; day <= 8; day++) {
    for (const [p, bot] of [
      ['psicorps', 'cautious'],
      ['orchid-inc', 'rusher'],
    ] as const) {
      run(['orders', dir, p, 'o.txt'], `${botSheet(dir, p, bot)}# zzmarker-${p}: the secret plan\n`);
    }
    if (run(['resolve', dir]).out.includes('The game is over')) break;
  }
  return dir;
}

describe('leak scan of the files sent to players', { timeout: 60_000 }, () => {
  for (const hex of ['9f3c27d1a0b4e855', 'c0ffee12345678ab']) {
    it(`seed leak-${hex}`, () => {
      const seed = `leak-${hex}`;
      const dir = playGame(seed);
      const g = loaded(dir);
      const players = g.game.seats.map((s) => s.player);
      // The secrets: the seed, and every dawn's generator state.
      const secrets = [seed, hex];
      for (const name of readdirSync(join(dir, 'state'))) {
        const state = parseState(readFileSync(join(dir, 'state', name), 'utf8'));
        if (!state.ok) throw new Error(name);
        const rng = state.value.rng;
        for (const x of [rng.s0, rng.s1, rng.s2]) secrets.push(String(x), digitsOf(x).slice(0, 9));
        if (String(rng.c).length >= 6) secrets.push(String(rng.c));
      }
      const ids = g.state.soldiers.toArray().map((s) => ({ id: s.id, owner: s.owner }));
      let files = 0;
      let idChecks = 0;
      for (const p of players) {
        const sent = ['reports', 'sheets'].flatMap((kind) => {
          const folder = join(dir, kind, p);
          let names: string[] = [];
          try {
            names = readdirSync(folder);
          } catch {
            return [];
          }
          return names.map((n) => ({
            name: `${kind}/${p}/${n}`,
            text: readFileSync(join(folder, n), 'utf8'),
          }));
        });
        expect(sent.length, p).toBeGreaterThan(0);
        for (const { name, text } of sent) {
          files++;
          for (const s of secrets) expect(text, `${name} holds the secret ${s}`).not.toContain(s);
          for (const q of players)
            expect(text.includes(`zzmarker-${q}`), `${q}'s comment in ${name}`).toBe(false);
          for (const s of ids) {
            if (s.owner === p) continue;
            idChecks++;
            expect(mentions(text, s.id), `${s.id} in ${name}`).toBe(false);
          }
          if (name.endsWith('.json')) {
            expect(Object.keys(JSON.parse(text)).sort(), name).toEqual([
              'checksum',
              'day',
              'format',
              'markdown',
              'player',
              'report',
              'version',
            ]);
          }
        }
      }
      // Each report file is exactly the report resolveDay gave its player, replayed from the archive.
      expect(verifyGame(g, { replay: true })).toEqual([]);
      expect(files).toBeGreaterThan(20);
      expect(idChecks).toBeGreaterThan(1000);
    }, 60_000);
  }
});
