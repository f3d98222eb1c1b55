/**
 * The order in which `npm test` starts its files: the longest first, so that the two
 * workers finish together. Vitest orders by the durations of the last run it remembers
 * (node_modules/.vite/vitest), but a fresh clone, as CI runs, has none, and then it goes by
 * file size: the package check (a small file that builds, packs and installs the package,
 * about a minute) started last of 149 and left one core idle for most of that minute.
 *
 * So a file's expected duration is the remembered one when there is one, else the estimate
 * below (seconds of wall time under two workers, from a full run), else nothing: files
 * without either keep Vitest's own order, after the long ones. The estimates only order
 * the files; a wrong one costs some idle time at the end, never a result. Refresh them from
 * `results.json` under node_modules/.vite/vitest after a full run when a file grows long.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each long file took in a full run (two workers), by path from the root. */
export const ESTIMATES: Readonly<Record<string, number>> = {
  'test/corporate-war/properties.test.ts': 76,
  'test/package/package.test.ts': 60,
  'test/corporate-war/noninterference.test.ts': 46,
  'test/corporation/bots.test.ts': 33,
  'test/referee/crash.test.ts': 28,
  'test/docs/typedoc.test.ts': 26,
  'test/corporate-war/resolvers.test.ts': 25,
  'test/harvester/properties.test.ts': 21,
  'test/corporation/game-contract.test.ts': 17,
  'test/web/games.test.ts': 14,
  'test/corporate-war/parse-state.test.ts': 14,
  'test/web/client.test.ts': 12,
  'test/galactic-overlord/game-contract.test.ts': 12,
  'test/kernel/grid.test.ts': 9,
  'test/referee/steps-kill.test.ts': 9,
  'test/corporation/properties.test.ts': 8,
  'test/referee/lock.test.ts': 8,
  'test/corporation/solo.test.ts': 7,
};

/**
 * A browser test not listed above: each starts the web client's server and Chromium and
 * plays a game through the page, about 40 s.
 */
export const BROWSER_ESTIMATE = 40;

/** The expected seconds of a file, by its path from the root; 0 when unknown. */
export function estimate(path: string): number {
  const known = ESTIMATES[path];
  if (known !== undefined) return known;
  return path.startsWith('test/web/') && path.endsWith('.test.ts') ? BROWSER_ESTIMATE : 0;
}

/** Vitest's sequencer, with the longest files (remembered or estimated) first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const expected = new Map<TestSpecification, number>();
    for (const spec of base) {
      const path = relative(root, spec.moduleId).replace(/\\/g, '/');
      const remembered = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration;
      expected.set(spec, remembered !== undefined ? remembered / 1000 : estimate(path));
    }
    // Array.prototype.sort is stable: equal expectations keep Vitest's order.
    return base.sort((a, b) => expected.get(b)! - expected.get(a)!);
  }
}
