/**
 * The guide's pool example (docs/guides/simulator.md, the `sweep.js` and `my-sim-worker.js`
 * blocks), bundled as a reader would build it, with the package imports pointing at the
 * sources and `./coin-race.js` at the guide's coin race: run as a program, it prints the
 * three studies' tables, the same as three runs in this thread.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/index.js';
import { runSimulation } from '../../src/node.js';
import { repoFile } from './guide-blocks.js';
import { coinRace } from './simulator.example.js';

const GUIDE = repoFile('docs/guides/simulator.md');
const jsBlocks = [...GUIDE.matchAll(/^```js\r?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
const block = (first: string) => jsBlocks.find((b) => b.startsWith(first))!;
const src = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'simulturn-sweep-'));

describe('the simulator guide on pools', { timeout: 120_000 }, () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs its sweep on a pool: the tables of three runs of their own', async () => {
    writeFileSync(join(dir, 'my-sim-worker.js'), block('// my-sim-worker.js'));
    writeFileSync(join(dir, 'sweep.js'), block('// sweep.js'));
    writeFileSync(
      join(dir, 'coin-race.js'),
      `export { coinRace } from ${JSON.stringify(src('test/guides/simulator.example.ts'))};\n`,
    );
    await build({
      entryPoints: [join(dir, 'my-sim-worker.js'), join(dir, 'sweep.js')],
      outdir: join(dir, 'out'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      alias: { 'simulturn/node': src('src/node.ts'), simulturn: src('src/index.ts') },
    });
    writeFileSync(join(dir, 'out', 'package.json'), '{ "type": "module" }\n');
    const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [join(dir, 'out', 'sweep.js')],
        { timeout: 60_000 },
        (error, stdout, stderr) => {
          resolve({ code: error === null ? 0 : Number(error.code ?? -1), stdout, stderr });
        },
      );
    });
    expect(out, out.stderr).toMatchObject({ code: 0 });
    let expected = '';
    for (const bots of [
      ['fair', 'lucky'],
      ['lucky', 'fair'],
      ['fair', 'fair'],
    ]) {
      const meta = { game: 'coin-race', seed: 'sweep', bots, options: {}, gamesTotal: 1000 };
      expected += renderSummary(await runSimulation({ meta, game: coinRace }), coinRace);
    }
    expect(out.stdout.match(/^Coin race: 1,000 of 1,000 games/gm)).toHaveLength(3);
    expect(out.stdout).toBe(expected);
  });
});
