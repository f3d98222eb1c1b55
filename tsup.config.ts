import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'corporate-war/index': 'src/corporate-war/index.ts',
    'cli/main': 'src/cli/main.ts',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', 'corporate-war/index': 'src/corporate-war/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  splitting: true,
});
