import { beforeAll, describe, expect, it } from 'vitest';
import { play } from '../../src/cli/play.js';

/** Runs `simulturn play` in-process and returns everything it printed. */
async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  await play(args, (text) => out.push(text));
  return `${out.join('\n')}\n`;
}

const OUTCOME = /^Outcome: (victory|stalemate|day-limit) on day ([0-9]+), (no winner|won by .+)\.$/;
/** The outcome's line, near the end: the game's sentence on why it ended follows it. */
const lastLine = (text: string) => text.split('\n').find((l) => l.startsWith('Outcome: '))!;
/** What follows the outcome's line: why the game ended, wrapped at 80 columns. */
const why = (text: string) => text.slice(text.indexOf('\nOutcome: ')).trim().split('\n').slice(1).join(' ');

describe('simulturn play', () => {
  let text = '';
  beforeAll(async () => {
    text = await run('--seed', 'cli-test-1', '--day-limit', '6');
  });

  it('prints the line-up, then every day, then the outcome', () => {
    expect(text.startsWith('Corporate War, seed "cli-test-1", at most 6 days\n')).toBe(true);
    for (const c of ['BioTechnologies', 'PsiCorps', 'Atlantic Securities', 'Industrial Union']) {
      expect(text).toMatch(new RegExp(`^  ${c} +bot [a-z]+ +enters from the (north|east|south|west)`, 'm'));
    }
    const end = OUTCOME.exec(lastLine(text));
    expect(end).not.toBeNull();
    expect(why(text)).toMatch(
      /^(Nobody won: .+|.+ won on day \d+: .+ \(CW-9\.2\); its soldiers stand in .+)\.$/,
    );
    const days = Number(end![2]);
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(6);
    const summaries =
      text.match(
        /^Day [0-9]+: [0-9]+ gunfights?, [0-9]+ fell, [0-9]+ revived\n {2}standing: biotechnologies [0-9]+,[\s\S]*?aliens [0-9]+$/gm,
      ) ?? [];
    expect(summaries).toHaveLength(days);
  });

  it('prints the first corporation\u2019s report and map after each day', () => {
    const days = Number(OUTCOME.exec(lastLine(text))![2]);
    expect(text.match(/^Day [0-9]+: report to BioTechnologies$/gm)).toHaveLength(days);
    expect(text.match(/^What BioTechnologies knows after day [0-9]+:$/gm)).toHaveLength(days);
    expect(text.match(/^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +10 +11$/gm)).toHaveLength(days);
    expect(text).toMatch(/^F .*\[ *@/m);
    expect(text).toContain('Legend:');
    expect(text).not.toContain('report to PsiCorps');
  });

  it('fits in 80 columns, and counts the revived in each day\u2019s line (issue 15)', () => {
    const wide = text.split('\n').filter((l) => l.length > 80);
    // Only the followed player's report may run wider, where a report's sentences do.
    expect(wide.filter((l) => !/^ {2}[A-Z]/.test(l))).toEqual([]);
    expect(text).toMatch(/, [0-9]+ revived\n/);
  });

  it('is the same game for the same seed', async () => {
    expect(await run('--seed', 'cli-test-1', '--day-limit', '6')).toBe(text);
  });

  it('follows another player, and is quiet when asked', async () => {
    const other = await run('--seed', 'cli-test-1', '--day-limit', '3', '--player', 'psicorps');
    expect(other).toMatch(/^Day 1: report to PsiCorps$/m);
    expect(other).not.toContain('report to BioTechnologies');
    expect(other).toMatch(/^ {2}PsiCorps .*\(followed\)$/m);
    const quiet = await run('--seed', 'cli-test-1', '--day-limit', '3', '--quiet');
    expect(quiet).not.toContain('Legend:');
    expect(quiet).not.toContain('report to');
    expect(quiet).toMatch(/^Day 1: [0-9]+ gunfights?/m);
    expect(lastLine(quiet)).toMatch(OUTCOME);
  });

  it('takes the followed player by its name or id in any case (issue 15)', async () => {
    for (const name of ['Atlantic Securities', 'ATLANTIC-SECURITIES', 'atlanticsecurities']) {
      const out = await run('--seed', 'cli-test-1', '--day-limit', '1', '--player', name);
      expect(out, name).toMatch(/^Day 1: report to Atlantic Securities$/m);
    }
  });

  it('seats the bots given, one corporation each', async () => {
    const two = await run('--seed', 'cli-test-2', '--day-limit', '2', '--bots', 'random,cautious', '--quiet');
    // The first corporations of the one default set (issue 15).
    expect(two).toMatch(/^ {2}BioTechnologies +bot random /m);
    expect(two).toMatch(/^ {2}PsiCorps +bot cautious /m);
    expect(two).not.toContain('Atlantic Securities');
    expect(lastLine(two)).toMatch(OUTCOME);
  });

  it('refuses bad flags with a message that says what is allowed', async () => {
    await expect(run('--bots', 'rusher,nobody')).rejects.toThrow(
      /unknown bot "nobody"; the bots are .*rusher/,
    );
    await expect(run('--bots', 'rusher')).rejects.toThrow(/two to four/);
    await expect(run('--player', 'phoenicae')).rejects.toThrow(
      /unknown player "phoenicae"; the players are biotechnologies, psicorps, atlantic-securities, industrial-union/,
    );
    await expect(run('--bots', 'rusher,rusher', '--player', 'atlantic-securities')).rejects.toThrow(
      /the players are biotechnologies, psicorps$/,
    );
    for (const n of ['0', 'ten', '2.5', '-3', '100000']) {
      await expect(run(`--day-limit=${n}`)).rejects.toThrow(/--day-limit takes a whole number/);
    }
    await expect(run('--seed', '')).rejects.toThrow(/--seed/);
    await expect(run('--frobnicate')).rejects.toThrow(/frobnicate/);
  });

  it('prints its usage on --help', async () => {
    expect(await run('--help')).toMatch(/^usage: simulturn play/);
  });
});
