/**
 * The API reference builds with zero warnings (issue 7): typedoc.json's three entry points
 * (one per subpath of the package's exports map) and the guides it links as project
 * documents. Warnings are errors here, so an undocumented export, a broken `{@link}` or a
 * guide linking a missing file fails the suite. It renders into a temporary folder, never
 * into docs/api, so it cannot race `npm run docs` or another test run.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPEDOC = join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
const CONFIG = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as {
  entryPoints: string[];
  projectDocuments?: string[];
};
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, { import: { default: string } }>;
  /** The ESM build first (it holds every entry), then the CommonJS one and the declarations. */
  tsup: { entry: Record<string, string> }[];
};

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('the API reference', () => {
  it('has one entry point per code subpath of the exports map', () => {
    const subpaths = Object.keys(PACKAGE.exports).filter((k) => k !== './package.json');
    expect(CONFIG.entryPoints).toHaveLength(subpaths.length);
    // Each subpath's built file (`./dist/x.js`) comes from the tsup entry of that name.
    const sources = subpaths.map((sub) => {
      const built = PACKAGE.exports[sub]!.import.default;
      return PACKAGE.tsup[0]!.entry[built.replace(/^\.\/dist\//, '').replace(/\.js$/, '')];
    });
    expect(CONFIG.entryPoints).toEqual(sources);
    expect(sources).toContain('src/corporate-war/client/index.ts');
  });

  it('documents each entry point with a module comment and a runnable example', () => {
    for (const entry of CONFIG.entryPoints) {
      const head = /^\/\*\*[\s\S]*?\*\//.exec(readFileSync(join(ROOT, entry), 'utf8'))?.[0] ?? '';
      expect(head, entry).toContain('@module');
      expect(head, entry).toMatch(/@example\s*\n\s*\* ```ts\n/);
    }
  });

  it('links the guides as project documents, and the README lists every guide', async () => {
    const guides = (await readdir(join(ROOT, 'docs', 'guides'))).filter((f) => f.endsWith('.md'));
    expect(guides.length).toBeGreaterThan(0);
    expect(CONFIG.projectDocuments).toContain('docs/guides/*.md');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const guide of guides) expect(readme).toContain(`(docs/guides/${guide})`);
  });

  it('builds with typedoc without a warning or an error', async () => {
    const out = await mkdtemp(join(tmpdir(), 'simulturn-typedoc-'));
    dirs.push(out);
    // `--skipErrorChecking`: typedoc would type-check the sources again before documenting
    // them (18 of its 31 CPU seconds), under the same tsconfig.json that `npm test` checks
    // with `tsc --noEmit` just before Vitest starts; its own warnings are all still errors.
    const run = await promisify(execFile)(
      process.execPath,
      [TYPEDOC, '--out', out, '--treatWarningsAsErrors', '--skipErrorChecking', '--logLevel', 'Warn'],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, maxBuffer: 16 * 1024 * 1024 },
    ).catch((e: { stdout?: string; stderr?: string; message: string }) => ({
      stdout: e.stdout ?? '',
      stderr: `${e.stderr ?? ''}\n${e.message}`,
      failed: true,
    }));
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(/\[(warning|error)\]/i);
    expect('failed' in run ? output : '').toBe('');
    const documents = await readdir(join(out, 'documents'));
    expect(documents).toContain('guides_getting-started.html');
  }, 180_000);
});
