/**
 * `simulturn simulate --round-robin`: every pair of bots meets equally often in every
 * pair of seats; the study is the same, byte for byte, on any number of workers and from
 * merged shards; a round robin with fewer bots than seats is refused, and one that is not
 * a whole number of cycles is warned about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulateBench, simulateBench } from './simulate-run.js';

let bench: SimulateBench;

/** Galactic Overlord's two seats, three bots: six arrangements, two cycles. */
const STUDY = [
  'simulate',
  'galactic-overlord',
  '--games',
  '12',
  '--seed',
  'robin',
  '--bots',
  'aggressor,economist,random',
  '--round-robin',
];

describe('simulturn simulate --round-robin', { timeout: 120_000 }, () => {
  // Building the command line takes more than the default ten seconds on a loaded machine.
  beforeAll(async () => {
    bench = await simulateBench();
  }, 120_000);
  afterAll(() => bench?.remove());

  it('seats every pair both ways and gives the same summary on workers and from shards', async () => {
    const [whole, first, second] = await Promise.all([
      bench.run([...STUDY, '--workers', '2', '--json', 'whole.json']),
      bench.run([...STUDY, '--workers', '1', '--shard', '1/2', '--json', 'a.json']),
      bench.run([...STUDY, '--workers', '0', '--shard', '2/2', '--json', 'b.json']),
    ]);
    for (const r of [whole, first, second]) expect(r, r.stderr).toMatchObject({ code: 0 });
    expect(whole.stdout).toContain('(a round robin: every arrangement in the seats in turn)');
    expect(whole.stderr).not.toContain('warning');
    const merged = await bench.run(['simulate', 'merge', 'b.json', 'a.json', '--json', 'merged.json']);
    expect(merged, merged.stderr).toMatchObject({ code: 0 });
    expect(bench.text('merged.json')).toBe(bench.text('whole.json'));
    const summary = JSON.parse(bench.text('whole.json'));
    expect(summary.meta.schedule).toBe('round-robin');
    // 12 games of two seats: each of the three bots sits 8 times, 4 in each seat.
    for (const bot of ['aggressor', 'economist', 'random']) expect(summary.categories.bot[bot].plays).toBe(8);
  });

  it('refuses fewer bots than seats and warns of a partial cycle', async () => {
    const [few, partial] = await Promise.all([
      bench.run(['simulate', 'corporate-war', '--games', '2', '--bots', 'random,rusher', '--round-robin']),
      bench.run([
        'simulate',
        'corporate-war',
        '--games',
        '3',
        '--bots',
        'random,rusher',
        '--rules',
        'players=2,dayLimit=2',
        '--round-robin',
        '--workers',
        '0',
      ]),
    ]);
    expect(few.code).toBe(2);
    expect(few.stderr).toContain(
      '--round-robin: a round robin seats different bots: it needs at least as many bots as seats (4), got 2',
    );
    expect(partial, partial.stderr).toMatchObject({ code: 0 });
    expect(partial.stderr).toContain(
      'a round robin of these bots has 2 arrangements a cycle; 3 games are 1 whole cycle and 1 games more',
    );
    expect(partial.stderr).toContain('--games 2 or 4 would be');
  });
});
