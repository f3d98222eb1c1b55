/**
 * The guide docs/guides/simulator.md: its TypeScript example is the code of
 * simulator.example.ts (so the guide cannot drift from code that compiles), and that code
 * does what the guide says: two merged shards make the whole study, and the lucky bot
 * wins more often.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addRecords, emptySummary, mergeSummaries, playRange } from '../../src/index.js';
import { runSimulation } from '../../src/node.js';
import { coinRace, coinRaceStudy } from './simulator.example.js';

const GUIDE = readFileSync(new URL('../../docs/guides/simulator.md', import.meta.url), 'utf8');
const EXAMPLE = readFileSync(new URL('./simulator.example.ts', import.meta.url), 'utf8');

/** The guide's TypeScript code blocks, without their fences. */
const tsBlocks = [...GUIDE.matchAll(/^```ts\r?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe('the simulator guide', () => {
  it('has one TypeScript block, the example file with the package import path', () => {
    expect(tsBlocks).toEqual([
      EXAMPLE.replace("from '../../src/index.js'", "from 'simulturn'").replace(
        "from '../../src/node.js'",
        "from 'simulturn/node'",
      ),
    ]);
  });

  it('runs its example: the merged shards are the whole study', async () => {
    const table = await coinRaceStudy();
    expect(table).toMatch(/^Coin race: 1,000 of 1,000 games/);
    const meta = { game: 'coin-race', seed: 'guide', bots: ['fair', 'lucky'], options: {}, gamesTotal: 1000 };
    const whole = await runSimulation({ meta, game: coinRace });
    expect(whole).toEqual(addRecords(emptySummary(meta), playRange(coinRace, meta, 0, 1000)));
    const halves = mergeSummaries([
      await runSimulation({ meta, game: coinRace, range: [500, 1000] }),
      await runSimulation({ meta, game: coinRace, range: [0, 500] }),
    ]);
    expect(halves).toEqual({ ok: true, value: whole });
    const bots = whole.categories.bot!;
    expect(bots.lucky!.wins).toBeGreaterThan(bots.fair!.wins);
  });

  it('documents every flag and option of the command and the aliens-decided definition', () => {
    for (const flag of [
      '--games',
      '--seed',
      '--bots',
      '--workers',
      '--shard',
      '--rules',
      '--day-limit',
      '--json',
    ]) {
      expect(GUIDE).toContain(`\`${flag}`);
    }
    expect(GUIDE).toContain('simulturn simulate merge');
    expect(GUIDE).toMatch(/at\s+least as many corporate soldiers as any single corporation killed/);
  });
});
