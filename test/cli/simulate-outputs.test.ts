/**
 * What `simulturn simulate` writes besides its table: every game as JSON lines or CSV
 * (the same on any number of workers, shards' files making the whole study's), a sweep
 * of an option's values (each study the one a single run gives), `compare` of two
 * studies (refusing two games), `merge` refusing summaries of other versions unless
 * asked, and the warning for a study whose games all ended alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulateBench, simulateBench } from './simulate-run.js';

let bench: SimulateBench;

/** Eight short two-player games. */
const STUDY = [
  'simulate',
  'corporate-war',
  '--games',
  '8',
  '--seed',
  'out',
  '--bots',
  'random,rusher',
  '--rules',
  'players=2,dayLimit=4',
];

describe('simulturn simulate: records, sweeps, compare, versions', { timeout: 120_000 }, () => {
  // Building the command line takes more than the default ten seconds on a loaded machine.
  beforeAll(async () => {
    bench = await simulateBench();
  }, 120_000);
  afterAll(() => bench?.remove());

  it('writes every game in game order, the same on workers, and shards make the whole', async () => {
    const runs = await Promise.all([
      bench.run([...STUDY, '--workers', '2', '--records', 'w.jsonl', '--json', 'w.json']),
      bench.run([...STUDY, '--workers', '0', '--records', 't.jsonl']),
      bench.run([...STUDY, '--workers', '0', '--shard', '1/2', '--records', 'shard-{index}.jsonl']),
      bench.run([...STUDY, '--workers', '1', '--shard', '2/2', '--records', 'shard-{index}.jsonl']),
      bench.run([...STUDY, '--workers', '2', '--records', 'w.csv']),
      bench.run([...STUDY, '--workers', '0', '--records', 't.csv']),
    ]);
    for (const r of runs) expect(r, r.stderr).toMatchObject({ code: 0 });
    const lines = bench.text('w.jsonl').trimEnd().split('\n');
    expect(bench.text('t.jsonl')).toBe(bench.text('w.jsonl'));
    expect(bench.text('shard-1.jsonl') + bench.text('shard-2.jsonl')).toBe(bench.text('w.jsonl'));
    expect(lines.map((l) => JSON.parse(l).index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({ index: 0, seed: 'out/0', seats: [{ categories: { bot: 'random' } }, {}] });
    // The records add up to the summary.
    const summary = JSON.parse(bench.text('w.json'));
    const days: Record<string, number> = {};
    for (const l of lines) days[JSON.parse(l).days] = (days[JSON.parse(l).days] ?? 0) + 1;
    expect(days).toEqual(summary.days);
    const csv = bench.text('w.csv').trimEnd().split('\n');
    expect(bench.text('t.csv')).toBe(bench.text('w.csv'));
    expect(csv).toHaveLength(9);
    const header = csv[0]!.split(',');
    expect(header.slice(0, 7)).toEqual([
      'index',
      'seed',
      'length',
      'reason',
      'winners',
      'seat1.bot',
      'seat1.corporation',
    ]);
    for (const row of csv.slice(1)) expect(row.split(',')).toHaveLength(header.length);
    const row = csv[1]!.split(',');
    expect(row[header.indexOf('seat1.bot')]).toBe('random');
    expect(row[header.indexOf('length')]).toBe(String(first.days));
    expect(row[header.indexOf('seat2.won')]).toBe(first.winners.includes(1) ? '1' : '0');
  });

  it('sweeps an option: each study is the one a run of its own gives, then the studies side by side', async () => {
    const [sweep, single] = await Promise.all([
      bench.run([...STUDY, '--sweep', 'duelModel=ratio,d6', '--workers', '2', '--json', 's-{sweep}.json']),
      bench.run([
        'simulate',
        'corporate-war',
        '--games',
        '8',
        '--seed',
        'out',
        '--bots',
        'random,rusher',
        '--rules',
        'players=2,dayLimit=4,duelModel=d6',
        '--workers',
        '0',
        '--json',
        'single.json',
      ]),
    ]);
    for (const r of [sweep, single]) expect(r, r.stderr).toMatchObject({ code: 0 });
    expect(bench.text('s-duelModel-d6.json')).toBe(bench.text('single.json'));
    expect(JSON.parse(bench.text('s-duelModel-ratio.json')).meta.options.duelModel).toBe('ratio');
    expect(sweep.stdout).toContain('Sweep: 2 studies, the same games (seed "out") under each value');
    expect(sweep.stdout).toMatch(/\n {2}duelModel=d6 +8 /);
    expect(sweep.stderr).toMatch(/16\/16 games in/);

    const compared = await bench.run([
      'simulate',
      'compare',
      's-duelModel-ratio.json',
      's-duelModel-d6.json',
    ]);
    expect(compared, compared.stderr).toMatchObject({ code: 0 });
    expect(compared.stdout).toMatch(/^Corporate War: two studies compared/);
    expect(compared.stdout).toContain('they differ in: options');
    expect(compared.stdout).toContain('Win rate by bot');
  });

  it('refuses what it cannot do, with exit code 2 and the reason', async () => {
    const go = join(process.cwd(), 'docs/research/galactic-overlord-2026-11-24/all-4p.json');
    await bench.run([...STUDY, '--workers', '0', '--json', 'mine.json']);
    const cases: [args: string[], message: RegExp][] = [
      [[...STUDY, '--sweep', 'duelModel=ratio,d6', '--json', 'one.json'], /put \{sweep\} in the name/],
      [
        [...STUDY, '--sweep', 'dayLimit=3,5'],
        /give dayLimit by --sweep or by --rules \(or --day-limit\), not both/,
      ],
      [[...STUDY, '--sweep', 'fog=thick,thin'], /--sweep: there is no option named "fog"/],
      [[...STUDY, '--sweep', 'duelModel'], /--sweep takes name=value1,value2/],
      [[...STUDY, '--records', 'games.txt'], /--records writes FILE\.jsonl \(JSON lines\) or FILE\.csv/],
      [['simulate', 'compare', 'mine.json', go], /different games \(corporate-war and galactic-overlord\)/],
      [['simulate', 'compare', 'mine.json'], /compare takes two summary files/],
    ];
    const runs = await Promise.all(cases.map(([args]) => bench.run(args)));
    runs.forEach((r, k) => {
      expect(r.code, cases[k]![0].join(' ')).toBe(2);
      expect(r.stderr).toMatch(cases[k]![1]);
      expect(r.stdout).toBe('');
    });
  });

  it('merges summaries of other versions only when asked, and warns of games all alike', async () => {
    const [a, b, flat] = await Promise.all([
      bench.run([...STUDY, '--workers', '0', '--shard', '1/2', '--json', 'v-a.json']),
      bench.run([...STUDY, '--workers', '0', '--shard', '2/2', '--json', 'v-b.json']),
      bench.run([...STUDY.slice(0, -1), 'players=2,dayLimit=1', '--workers', '0']),
    ]);
    for (const r of [a, b, flat]) expect(r, r.stderr).toMatchObject({ code: 0 });
    const file = join(bench.dir, 'v-b.json');
    const older = JSON.parse(readFileSync(file, 'utf8'));
    older.versions.library = '0.0.1';
    writeFileSync(file, JSON.stringify(older));
    const refused = await bench.run(['simulate', 'merge', 'v-a.json', 'v-b.json']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('v-b.json: the summaries were played by different code (simulturn ');
    expect(refused.stderr).toContain(
      'against simulturn 0.0.1, game version 1), so they may not add up to one study (--mixed-versions merges them anyway)',
    );
    const mixed = await bench.run([
      'simulate',
      'merge',
      'v-a.json',
      'v-b.json',
      '--mixed-versions',
      '--json',
      'mixed.json',
    ]);
    expect(mixed, mixed.stderr).toMatchObject({ code: 0 });
    expect(mixed.stderr).toContain('warning: the summaries were played by different code');
    expect(JSON.parse(bench.text('mixed.json')).versions).toBeUndefined();
    expect(flat.stderr).toContain(
      'simulturn simulate: warning: all 8 games ended alike (length 1, day-limit',
    );
    expect(flat.stdout).toContain('  warning: all 8 games ended alike');
  });
});
