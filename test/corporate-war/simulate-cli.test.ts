/**
 * `simulturn simulate` end to end, on the built command line: two shards merged give
 * exactly the unsharded run (the same JSON, byte for byte, and the same table), whatever
 * the number of workers; bad flags and bad files stop it with exit code 2 and a message
 * naming the problem.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltCli, buildCli } from '../support/build-cli.js';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

let cli: BuiltCli;
let dir: string;

/** Runs the built CLI (never longer than a minute). */
function simulturn(...args: string[]): Promise<Run> {
  return simulturnWith({}, ...args);
}

/** Runs the built CLI with these environment variables added. */
function simulturnWith(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli.main, ...args],
      { cwd: dir, timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A small study: six short games, two bots. */
const STUDY = [
  'simulate',
  'corporate-war',
  '--games',
  '6',
  '--seed',
  'cli',
  '--bots',
  'random,rusher',
  '--day-limit',
  '4',
];

describe('simulturn simulate', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cli = await buildCli();
    dir = mkdtempSync(join(tmpdir(), 'simulturn-simulate-'));
  });
  afterAll(() => {
    cli?.remove();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same results from two merged shards as from the whole run', async () => {
    const [whole, first, second] = await Promise.all([
      simulturn(...STUDY, '--workers', '2', '--json', 'whole.json'),
      simulturn(...STUDY, '--workers', '1', '--shard', '1/2', '--json', 'a.json'),
      simulturn(...STUDY, '--workers', '0', '--shard', '2/2', '--json', 'b.json'),
    ]);
    for (const run of [whole, first, second]) expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(whole.stdout).toMatch(/^Corporate War: 6 of 6 games/);
    expect(whole.stdout).toContain('Win rate by starting edge');
    expect(whole.stdout).toContain('decided by the aliens: the aliens killed at least one corporate soldier');
    expect(first.stdout).toMatch(/^Corporate War: 3 of 6 games\n.*\n {2}not covered yet: games 3–5/);
    expect(whole.stderr).toMatch(/6\/6 games in \S+, [\d.]+ games\/s/);

    const merged = await simulturn('simulate', 'merge', 'b.json', 'a.json', '--json', 'merged.json');
    expect(merged, merged.stderr).toMatchObject({ code: 0 });
    expect(merged.stderr).toContain('merged 2 summaries: 6 of 6 games covered (complete)');
    expect(merged.stdout).toBe(whole.stdout);
    const text = (f: string) => readFileSync(join(dir, f), 'utf8');
    expect(text('merged.json')).toBe(text('whole.json'));
    expect(JSON.parse(text('whole.json'))).toMatchObject({
      format: 'simulturn/simulation-summary',
      meta: {
        game: 'corporate-war',
        seed: 'cli',
        bots: ['random', 'rusher'],
        options: { dayLimit: '4' },
        gamesTotal: 6,
      },
      covered: [[0, 6]],
    });
  });

  it('plays the same study whether or not it starts itself again with the single-threaded collector', async () => {
    // relaunch.ts: with workers, the command runs again under `--single-threaded-gc`
    // unless SIMULTURN_RELAUNCH=0; the games and every byte written must not care.
    const [again, asStarted] = await Promise.all([
      simulturn(...STUDY, '--workers', '2', '--json', 'again.json'),
      simulturnWith({ SIMULTURN_RELAUNCH: '0' }, ...STUDY, '--workers', '2', '--json', 'as-started.json'),
    ]);
    for (const run of [again, asStarted]) expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(again.stdout).toMatch(/^Corporate War: 6 of 6 games/);
    expect(again.stdout).toBe(asStarted.stdout);
    const text = (f: string) => readFileSync(join(dir, f), 'utf8');
    expect(text('again.json')).toBe(text('as-started.json'));
  });

  it('stops with exit code 2 and names the problem', async () => {
    writeFileSync(join(dir, 'broken.json'), '{ "format": ');
    writeFileSync(join(dir, 'other.json'), '{ "format": "simulturn/match-log", "version": 1 }');
    const cases: [args: string[], message: RegExp][] = [
      [[...STUDY, '--gams', '5'], /--gams/],
      [[...STUDY, '--games', 'many'], /--games must be a whole number/],
      [[...STUDY, '--workers', '-1'], /workers/],
      [
        ['simulate', 'corporate-war', '--bots', 'random,grandmaster', '--games', '2'],
        /--bots: there is no bot named "grandmaster"/,
      ],
      [
        [...STUDY, '--rules', 'duelModel=coin'],
        /--rules: duelModel cannot be "coin"; expected one of ratio, d6, compare/,
      ],
      [[...STUDY, '--rules', 'fog=thick'], /--rules: there is no option named "fog"/],
      [[...STUDY, '--rules', 'duelModel'], /--rules takes name=value pairs/],
      [[...STUDY, '--shard', '3/2'], /--shard: a shard is written i\/n/],
      [['simulate', 'chess', '--games', '2'], /unknown game "chess"; the games are corporate-war/],
      [['simulate', 'merge', 'missing.json'], /cannot read missing\.json/],
      [['simulate', 'merge', 'broken.json'], /broken\.json is not JSON/],
      [['simulate', 'merge', 'other.json'], /other\.json: format: not a simulation summary/],
      [['simulate', 'merge'], /merge needs at least one summary file/],
      [['simulate', 'merge', 'a.json', 'a.json'], /games 0 to 2 are covered by more than one summary/],
    ];
    const runs = await Promise.all(cases.map(([args]) => simulturn(...args)));
    runs.forEach((run, k) => {
      expect(run.code, cases[k]![0].join(' ')).toBe(2);
      expect(run.stderr).toMatch(cases[k]![1]);
      expect(run.stdout).toBe('');
    });
  });

  it('refuses to merge shards of different studies', async () => {
    const other = await simulturn(
      ...STUDY.map((a) => (a === 'cli' ? 'another' : a)),
      '--workers',
      '0',
      '--shard',
      '2/2',
      '--json',
      'c.json',
    );
    expect(other.code).toBe(0);
    const run = await simulturn('simulate', 'merge', 'a.json', 'c.json');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('c.json: the summaries are of different studies (they differ in seed)');
  });

  it('explains itself', async () => {
    const help = await simulturn('simulate', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('simulturn simulate merge <summary.json>...');
    expect(help.stdout).toContain('decided by the aliens: the aliens killed at least one corporate soldier');
  });
});
