import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './support/long-first.js';

/**
 * The files that replace a module with `vi.mock`: the modules they test must be loaded
 * afresh under the mock, and the mock must not outlive the file, so each runs in a worker
 * of its own, as every file did before.
 */
const ISOLATED = ['test/referee/lock.test.ts', 'test/web/seats.test.ts'];

// `npm test`'s configuration, kept under test/ (the package's top level holds only what
// ships or builds it). The root stays the repository's, whatever the working directory.
// The longest test files start first (support/long-first.ts), so that under
// `--maxWorkers 2` the two workers finish together, on a fresh clone too.
//
// The other files share their workers (`isolate: false`): a worker runs file after file
// and keeps the modules it has loaded, where a fresh worker for each of some 200 files
// loaded Vitest, fast-check, Immutable.js and the rules again each time. Nothing in the
// rules keeps state between calls but caches of pure functions, and each file cleans up
// what it starts (servers, folders, spies: Vitest restores spies after each file).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
