/**
 * Two faults of the simulator's tables, fixed: Harvester's "first conquest" averaged the
 * turn of the first conquest with 0 for a game without one (it is now the mean over the
 * games with a conquest, and they are counted), and Harvester's lengths were labelled
 * "steps" where the game counts turns.
 */
import { describe, expect, it } from 'vitest';
import { SIMULATION_GAMES } from '../../src/cli/games.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { addRecords, emptySummary, type StudyMeta } from '../../src/kernel/simulate/summary.js';
import { renderSummary } from '../../src/kernel/simulate/table.js';

const HARVESTER = SIMULATION_GAMES.harvester!;
/** Gatherers with a short turn limit (10: the gatherer hunts, and by turn 12 every game of six saw a conquest): some games see a conquest, some none. */
const META: StudyMeta = {
  game: 'harvester',
  seed: 'simulturn',
  bots: ['gatherer'],
  options: { turnLimit: '10' },
  gamesTotal: 6,
};

describe("Harvester's simulation record", () => {
  const records = playRange(HARVESTER, META, 0, META.gamesTotal);
  const summary = addRecords(emptySummary(META), records);

  it('flags the games with a conquest and counts the first one only in them', () => {
    for (const r of records) expect(r.flags.conquest).toBe(r.counters.firstConquest! > 0);
    const conquered = records.filter((r) => r.counters.firstConquest! > 0);
    // The study must hold both kinds of game for the test to mean anything.
    expect(conquered.length).toBeGreaterThan(0);
    expect(conquered.length).toBeLessThan(records.length);
    expect(summary.flags.conquest).toBe(conquered.length);
  });

  it('shows the mean turn of the first conquest over the games with one, and lengths in turns', () => {
    const conquered = records.filter((r) => r.counters.firstConquest! > 0);
    const mean = conquered.reduce((a, r) => a + r.counters.firstConquest!, 0) / conquered.length;
    const text = renderSummary(summary, HARVESTER);
    expect(text).toContain(
      `first conquest: ${mean.toFixed(2)} on average over the ${conquered.length} games with a conquest`,
    );
    expect(text).toContain('Game length (turns)');
    expect(text).not.toContain('(steps)');
  });
});
