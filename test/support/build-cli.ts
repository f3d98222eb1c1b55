/**
 * Builds the command line and its simulation worker from the sources into a temporary
 * directory, for the tests that need real JavaScript files (worker threads cannot load
 * TypeScript). The CI runs the tests without a build, and `dist/` may be rebuilt (and
 * cleaned) by another process at any moment, so the tests never rely on it. Everything
 * is bundled, so the output runs from anywhere. Built once per test file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

/** Where the built files are. */
export interface BuiltCli {
  /** The command line, `main.js`. */
  readonly main: string;
  /** The simulation worker script, `sim-worker.js`, beside it. */
  readonly worker: string;
  /** Removes the directory. */
  readonly remove: () => void;
}

let built: Promise<BuiltCli> | undefined;

/** Builds (once) and returns the paths of the built command line and worker. */
export function buildCli(): Promise<BuiltCli> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulturn-cli-'));
    const src = (file: string) => fileURLToPath(new URL(`../../src/cli/${file}`, import.meta.url));
    await build({
      config: false,
      entry: { main: src('main.ts'), 'sim-worker': src('sim-worker.ts') },
      outDir: dir,
      format: ['esm'],
      platform: 'node',
      target: 'node20',
      noExternal: [/.*/],
      splitting: true,
      silent: true,
    });
    // The built files are ES modules.
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    return {
      main: join(dir, 'main.js'),
      worker: join(dir, 'sim-worker.js'),
      // The next file in this worker builds afresh: Vitest's workers run file after file
      // and keep this module (`isolate: false`), so `built` must not point at a removed folder.
      remove: () => {
        built = undefined;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  })();
  return built;
}
