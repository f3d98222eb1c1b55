/**
 * One set of flags for every game: `--step N` and `--options k=v,...` work for Corporate
 * War as for the games named by step. Corporate War's old flags (`--corporations`,
 * `--day-limit`, `--day`) still work, each with one line on standard error saying what
 * replaces it, and give the same folder and the same words as the new ones.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { loadStepGame } from '../../src/referee/load.js';
import { loaded, referee, snapshot, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-flags-');
afterAll(() => remove());

const note = (flag: string, instead: string) =>
  `simulturn referee: note: --${flag} still works for Corporate War; ${instead} replaces it\n`;

/** The folder's files, with the folder's name taken out of them. */
const filesOf = (dir: string) => JSON.parse(JSON.stringify(snapshot(dir)).replaceAll(dir, '<dir>'));

describe('Corporate War takes --options and --step', { timeout: 60_000 }, () => {
  const seed = ['--seed', 'flags 1', '--bots', 'rusher'];
  const byOptions = join(tmp, 'options');
  const byOldFlags = join(tmp, 'old');

  it('starts the same game from --options as from its old flags, which print a note each', () => {
    const now = referee([
      'new',
      byOptions,
      ...seed,
      '--options',
      'corporations=psicorps,phoenicae,dayLimit=5',
    ]);
    expect(now.code, now.err).toBe(0);
    expect(now.err).toBe('');
    const old = referee([
      'new',
      byOldFlags,
      ...seed,
      '--corporations',
      'psicorps,phoenicae',
      '--day-limit',
      '5',
    ]);
    expect(old.code, old.err).toBe(0);
    expect(old.err).toBe(
      note('corporations', '--options corporations=A,B,...') + note('day-limit', '--options dayLimit=N'),
    );
    expect(old.out.replaceAll(byOldFlags, '<dir>')).toBe(now.out.replaceAll(byOptions, '<dir>'));
    expect(filesOf(byOldFlags)).toEqual(filesOf(byOptions));
    expect(loaded(byOptions).state.rules.dayLimit).toBe(5);
  });

  it('names a day with --step, and with --day and its note', () => {
    for (const dir of [byOptions, byOldFlags]) expect(referee(['resolve', dir, '--force']).code).toBe(0);
    const step = referee(['resolve', byOptions, '--step', '1']);
    expect(step.code, step.err).toBe(0);
    expect(step.out).toContain('Day 1 is already resolved');
    expect(step.err).toBe('');
    const day = referee(['resolve', byOptions, '--day', '1']);
    expect(day.code).toBe(0);
    expect(day.out).toBe(step.out);
    expect(day.err).toBe(note('day', '--step N (in Corporate War the step is the day)'));
    const report = referee(['report', byOptions, 'psicorps', '--step', '1']);
    expect(report.code, report.err).toBe(0);
    expect(report.err).toBe('');
    const old = referee(['report', byOptions, 'psicorps', '--day', '1']);
    expect(old.out).toBe(report.out);
    expect(old.err).toBe(note('day', '--step N (in Corporate War the step is the day)'));
    expect(referee(['report', byOptions, 'psicorps', '--step', '0']).code).toBe(2);
  });

  it('takes its rules options from --options, and refuses what would say a thing twice', () => {
    const dir = join(tmp, 'rules');
    const r = referee(['new', dir, ...seed, '--options', 'corporations=psicorps,duelModel=d6']);
    expect(r.code, r.err).toBe(0);
    expect(loaded(dir).state.rules.duelModel).toBe('d6');
    const twice = referee([
      'new',
      join(tmp, 'twice'),
      ...seed,
      '--corporations',
      'psicorps',
      '--options',
      'corporations=phoenicae',
    ]);
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('--corporations and --options corporations=... say the same');
    expect(referee(['resolve', dir, '--day', '1', '--step', '1']).code).toBe(2);
    const players = referee([
      'new',
      join(tmp, 'players'),
      ...seed,
      '--options',
      'corporations=psicorps,players=3',
    ]);
    expect(players.code).toBe(2);
    expect(players.err).toContain('players is not an option of a refereed game');
    expect(
      referee(['new', join(tmp, 'nope'), ...seed, '--options', 'corporations=psicorps,nope=1']).code,
    ).toBe(2);
  });
});

describe('another game takes the same --options and --step', { timeout: 60_000 }, () => {
  it('starts, resolves and reports by step; --day is refused', () => {
    const dir = join(tmp, 'hv');
    const made = referee([
      'new',
      dir,
      '--game',
      'harvester',
      '--seed',
      'flags 2',
      '--options',
      'players=2,turnLimit=4',
      '--bots',
      'p1=gatherer,p2=random',
    ]);
    expect(made.code, made.err).toBe(0);
    const g = loadStepGame(dir, GAMES);
    if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
    const first = g.value.file.step;
    expect(referee(['resolve', dir]).code).toBe(0);
    const again = referee(['resolve', dir, '--step', String(first)]);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain(`Step ${first} is already resolved`);
    const report = referee(['report', dir, 'p1', '--step', String(first)]);
    expect(report.code, report.err).toBe(0);
    expect(report.out).not.toBe('');
    const day = referee(['report', dir, 'p1', '--day', String(first)]);
    expect(day.code).toBe(2);
    expect(day.err).toContain('--day is for Corporate War; every game takes --step N');
    expect(
      referee(['new', join(tmp, 'hv2'), '--game', 'harvester', '--seed', 's', '--day-limit', '3']).code,
    ).toBe(2);
  });
});
