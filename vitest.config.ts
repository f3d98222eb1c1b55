import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/long-first.js';

// The longest test files start first (test/support/long-first.ts), so that under
// `--maxWorkers 2` the two workers finish together, on a fresh clone too.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
  },
});
