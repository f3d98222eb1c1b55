/**
 * `node web/build.mjs`'s size report: the first screen, each game, each board of its own
 * (web/src/boards.ts), and every chunk the build writes, scripts and stylesheets alike,
 * each with its gzip size (level 9), so a board's lazy chunk growing shows in the report.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './harness.js';

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

describe("web/build.mjs's size report", () => {
  const outdir = mkdtempSync(join(tmpdir(), 'simulturn-web-size-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('lists every chunk with its gzip size, and what each board downloads', () => {
    const report = execFileSync(process.execPath, [join(ROOT, 'web/build.mjs'), '--outdir', outdir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
      .map((f) => f.split('\\').join('/'));
    expect(files.filter((f) => f.startsWith('chunks/board-')).length).toBeGreaterThan(0);
    const listed = report.slice(report.indexOf('Every chunk'));
    expect(listed).toMatch(new RegExp(`^Every chunk \\(${files.length}\\)`));
    for (const f of files) {
      const gzipped = gzipSync(readFileSync(join(outdir, f)), { level: 9 }).length;
      const line = listed.split('\n').find((l) => l.trimStart().startsWith(`${f} `));
      expect(line, f).toBeDefined();
      expect(line).toMatch(new RegExp(` ${kB(gzipped).replace('.', '\\.')} gzipped `));
    }
    const boards = readFileSync(join(ROOT, 'web/src/boards.ts'), 'utf8').matchAll(
      /^\s*'?([a-z0-9-]+)'?:\s*\(\)\s*=>\s*import\(/gm,
    );
    for (const [, id] of boards) expect(report).toMatch(new RegExp(`^\\+ ${id} board: .+ gzipped$`, 'm'));
  }, 60_000);
});
