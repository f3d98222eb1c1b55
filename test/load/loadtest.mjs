/**
 * `npm run loadtest -- --seats N --turns T [--design a,b] [--profile]`: builds the load
 * test's three programs (orchestrate.ts, server.ts, swarm.ts) with esbuild into
 * test-artifacts/loadtest/build (git-ignored; the packages stay in node_modules), then runs
 * the orchestrator, which starts and stops everything else. See orchestrate.ts.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', 'test-artifacts', 'loadtest', 'build');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: {
    orchestrate: join(here, 'orchestrate.ts'),
    server: join(here, 'server.ts'),
    swarm: join(here, 'swarm.ts'),
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await import(pathToFileURL(join(out, 'orchestrate.js')).href);
