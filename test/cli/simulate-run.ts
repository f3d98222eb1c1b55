/**
 * Running the built command line in the `simulate` tests: a temporary folder for their
 * files, the CLI built once per test file (`buildCli`), and each run's exit code and output.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltCli, buildCli } from '../support/build-cli.js';

/** One run of the command line. */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The built CLI and a folder for a test file's runs. */
export interface SimulateBench {
  /** Runs `simulturn` with these arguments (and environment variables added), in the folder. */
  readonly run: (args: readonly string[], env?: Record<string, string>) => Promise<Run>;
  /** A file of the folder, as text. */
  readonly text: (file: string) => string;
  /** The folder. */
  readonly dir: string;
  /** Removes the folder and the build. */
  readonly remove: () => void;
}

/** Builds the CLI and makes a folder; `remove` both after the tests. */
export async function simulateBench(): Promise<SimulateBench> {
  const cli: BuiltCli = await buildCli();
  const dir = mkdtempSync(join(tmpdir(), 'simulturn-simulate-'));
  const run = (args: readonly string[], env: Record<string, string> = {}): Promise<Run> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [cli.main, ...args],
        // CI=true or not, as the test says: progress lines depend on it.
        { cwd: dir, timeout: 100_000, env: { ...process.env, CI: '', ...env } },
        (error, stdout, stderr) => {
          const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
          resolve({ code, stdout, stderr });
        },
      );
    });
  return {
    run,
    text: (file) => readFileSync(join(dir, file), 'utf8'),
    dir,
    remove: () => {
      cli.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
