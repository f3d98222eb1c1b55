/**
 * The browser tests' set-up, shared by the web client's test files: `npm run web`'s
 * server on 127.0.0.1 (a free port), Chromium from the distribution's packages driven
 * headless by playwright-core, screenshots into test-artifacts/web (git-ignored). Without
 * Chromium the tests skip, saying how to install it; under `CI=true` they fail instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MISSING = `Chromium was not found at ${CHROMIUM}: install it with "apt-get install -y chromium" (Debian's package; .ci/run does this on a fresh machine), or point CHROMIUM_PATH at one.`;
export const ROOT = join(import.meta.dirname, '../..');
const SHOTS = join(ROOT, 'test-artifacts/web');

/** What a test gets: the page (1280x800 at first), the client's address, and a screenshot taker. */
export interface BrowserContext {
  readonly page: Page;
  readonly url: string;
  /** Saves a screenshot of the page as test-artifacts/web/<name>.png. */
  shot(name: string): Promise<unknown>;
}

/**
 * `describe` with the client served and Chromium open for its tests; `body` registers the
 * tests, reading the context through `ctx()` once they run.
 */
export function describeInChromium(name: string, body: (ctx: () => BrowserContext) => void): void {
  const haveChromium = existsSync(CHROMIUM);
  if (!haveChromium && process.env.CI === 'true') {
    describe(name, () => {
      it('finds Chromium', () => {
        throw new Error(MISSING);
      });
    });
    return;
  }
  if (!haveChromium) {
    console.warn(MISSING);
    describe.skip(`${name} (skipped: ${MISSING})`, () => {
      it('plays', () => {});
    });
    return;
  }
  describe(name, () => {
    let server: ChildProcess | undefined;
    let browser: Browser | undefined;
    let context: BrowserContext | undefined;
    // A build of its own: the test files run side by side, and each build empties its folder first.
    const outdir = mkdtempSync(join(tmpdir(), 'simulturn-web-test-'));

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      const args = [join(ROOT, 'web/serve.mjs'), '--port', '0', '--outdir', outdir];
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        let err = '';
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
          if (m) resolve(m[0]);
        });
        child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
        child.on('exit', (code) => reject(new Error(`npm run web's server exited (${code}): ${err}${out}`)));
      });
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (e) => {
        throw e;
      });
      await page.goto(url);
      context = { page, url, shot: (n) => page.screenshot({ path: join(SHOTS, `${n}.png`) }) };
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      server?.kill();
      rmSync(outdir, { recursive: true, force: true });
    });

    body(() => {
      if (context === undefined) throw new Error('the browser did not start');
      return context;
    });
  });
}
