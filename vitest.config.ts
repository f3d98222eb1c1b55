import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Property tests are seeded (see test/support/fc.ts); CI runs the same cases every time.
    testTimeout: 120_000,
  },
});
