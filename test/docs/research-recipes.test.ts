/**
 * The research recipes (docs/research) name the bots of every study they run: a study
 * that names none gets the game's default line-up, which changes as a game's bots do, so a
 * recipe without `--bots` would not play the games its figures come from (Corporate War's
 * studies were made when it meant every bot). The sign-test helpers and merges run no
 * study and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const RESEARCH = join(ROOT, 'docs/research');

/** Each `simulate <game>` command of a recipe file, its continued lines joined, with the file. */
function studies(): { file: string; command: string }[] {
  const out: { file: string; command: string }[] = [];
  for (const file of readdirSync(RESEARCH, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(md|sh)$/.test(file)) continue;
    const text = readFileSync(join(RESEARCH, file), 'utf8').replace(/\\\n\s*/g, ' ');
    for (const line of text.split('\n')) {
      // A command line (not prose that names the command): it runs the CLI.
      if (!/main\.js simulate (?!merge)/.test(line)) continue;
      out.push({ file, command: line.trim() });
    }
  }
  return out;
}

describe('the research recipes', () => {
  it('name the bots of every study they run', () => {
    const found = studies();
    expect(found.length).toBeGreaterThan(10);
    // A shell helper passes its arguments on: its callers name the bots.
    const unnamed = found.filter((s) => !s.command.includes('--bots') && !/"\$@"/.test(s.command));
    expect(unnamed).toEqual([]);
    const sh = readFileSync(join(RESEARCH, 'galactic-overlord-2026-11-24/run.sh'), 'utf8');
    for (const call of sh.split('\n').filter((l) => /^\s*sim /.test(l))) expect(call).toContain('--bots');
  });
});
