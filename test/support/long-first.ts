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

/**
 * Seconds each long file took in a full run (two workers, an idle machine), by path from
 * the root; the package check and Corporate War's properties as measured before they were
 * made cheaper, less their saving (the package check's a second time, when its build
 * stopped type-checking the declarations again: 52 to 35 CPU seconds, so 45 to 30 s).
 */
export const ESTIMATES: Readonly<Record<string, number>> = {
  'test/corporate-war/properties.test.ts': 70,
  'test/corporate-war/noninterference.test.ts': 45,
  'test/package/package.test.ts': 30,
  'test/corporation/bots.test.ts': 25,
  'test/referee/crash.test.ts': 25,
  'test/web/client.test.ts': 21,
  'test/galactic-overlord/game-contract.test.ts': 20,
  'test/corporate-war/resolvers.test.ts': 16,
  'test/corporation/game-contract.test.ts': 13,
  'test/harvester/properties.test.ts': 13,
  'test/referee/steps-crash.test.ts': 12,
  'test/docs/typedoc.test.ts': 12,
  'test/corporate-war/parse-state.test.ts': 12,
  'test/galactic-overlord/properties-input.test.ts': 8,
  'test/galactic-overlord/search-bot.test.ts': 8,
  'test/cli/limits.test.ts': 7,
  'test/corporation/properties.test.ts': 7,
  'test/corporate-war/bots.test.ts': 6,
  'test/galactic-overlord/noninterference.test.ts': 6,
  'test/kernel/contract-suite.test.ts': 6,
  'test/referee/steps-kill.test.ts': 6,
  'test/corporation/solo.test.ts': 6,
};

/**
 * A browser test not listed above: each starts the web client's server and Chromium and
 * plays a game through the page, about 8 s.
 */
export const BROWSER_ESTIMATE = 8;

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
