import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/long-first.js';

// `npm test`'s configuration, kept under test/ (the package's top level holds only what
// ships or builds it). The root stays the repository's, whatever the working directory.
// The longest test files start first (support/long-first.ts), so that under
// `--maxWorkers 2` the two workers finish together, on a fresh clone too.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    sequence: { sequencer: LongestFirst },
  },
});
