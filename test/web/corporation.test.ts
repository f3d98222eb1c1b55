/**
 * Corporation's own board (web/src/corporation/) in Chromium (test/web/harness.ts): a
 * whole game played to its end with clicks alone at 1280x800 (placements, an exchange
 * taken back with its Remove button, entries, promotions, Resolve), then a game begun by
 * keyboard alone at a phone's 390x844 (Tab and Enter, an arrow key) and finished with
 * "Play to the end". The page never grows wider than the window; the outcome says why,
 * as the library's outcome does for the state the page saved. Screenshots go to
 * test-artifacts/web.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { CORPORATION } from '../../src/corporation/index.js';
import { describeInChromium } from './harness.js';

const SAVE = 'simulturn.web.save.corporation';

describeInChromium('web client in Chromium: the Corporation board', (ctx) => {
  let page: Page;
  let shot: (name: string) => Promise<unknown>;
  let url: string;

  beforeAll(() => {
    ({ page, shot, url } = ctx());
  });

  const fits = async () => {
    const [scroll, inner] = (await page.evaluate(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    )) as [number, number];
    expect(scroll).toBeLessThanOrEqual(inner);
  };
  const stepLine = () => page.locator('[data-testid="step"]').innerText();
  const over = () => page.locator('[data-testid="outcome"]').isVisible();
  const savedOutcome = async () => {
    const text = (await page.evaluate(`localStorage.getItem(${JSON.stringify(SAVE)})`)) as string;
    const parsed = CORPORATION.parse((JSON.parse(text) as { state: string }).state);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return CORPORATION.outcome(parsed.value);
  };

  /** The picker, Corporation, the seed typed, Start: red is the person's, the other seat a bot. */
  const newGame = async (seed: string) => {
    await page.evaluate(`localStorage.removeItem(${JSON.stringify(SAVE)})`);
    await page.goto(url);
    await page.locator('[data-game="corporation"]').click();
    const seedBox = page.locator('input[name="seed"]');
    await seedBox.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(seed);
    await page.locator('button.start').click();
    // The bots play their steps by themselves, up to the person's first.
    await expect.poll(stepLine).toContain('(you)');
  };
  /** Resolve, then the step line moves on (the bots' steps played too). */
  const resolve = async () => {
    const before = await stepLine();
    await page.locator('button.resolve').click();
    await expect.poll(stepLine).not.toBe(before);
  };

  /** Clicks a piece, then the first place it may go; false when no such piece is offered. */
  const move = async (piece: string, shotName?: string): Promise<boolean> => {
    const p = page.locator(`button.co-piece${piece}`).first();
    if ((await p.count()) === 0) return false;
    await p.click();
    if (shotName !== undefined) await shot(shotName);
    await page.locator('button.co-target').first().click();
    return true;
  };

  it('plays a whole game to its end by clicks at 1280x800', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await newGame('co-web-1');
    await shot('corporation-1280-start');
    let exchanged = false;
    let shown = false;
    for (let k = 0; k < 200 && !(await over()); k++) {
      const line = await stepLine();
      if (line.includes('· place ·')) {
        expect(await move('[data-counter]')).toBe(true);
      } else if (line.includes('· turn ·')) {
        if (!exchanged) {
          // An exchange, listed, then taken out again with its Remove button.
          expect(await move('[data-circle="1"]')).toBe(true);
          await expect
            .poll(() => page.locator('[data-order="swap"]').innerText())
            .toContain('Exchange circles 1 and');
          await page.locator('[data-order="swap"] button.co-remove').click();
          expect(await page.locator('[data-order="swap"]').count()).toBe(0);
          exchanged = true;
        }
        await move('[data-outside]');
        for (let n = 0; n < 4; n++) {
          // The first promotion offered after a few turns is pictured with its target lit.
          const name: string | undefined = !shown && k > 12 ? 'corporation-1280-promote' : undefined;
          if (!(await move('[data-room]', name))) break;
          shown ||= name !== undefined;
        }
      } else if (line.includes('· challenge ·')) {
        await page.locator('button.co-condone').first().click();
      }
      await resolve();
      if (k % 10 === 0) await fits();
    }
    expect(await over()).toBe(true);
    await fits();
    await shot('corporation-1280-over');
    const o = await savedOutcome();
    expect(o).not.toBeNull();
    expect(o!.why).toBeDefined();
    expect(await page.locator('.co-why').innerText()).toBe(o!.why);
  }, 60_000);

  it('is played by keyboard at a phone’s 390x844, then to its end with "Play to the end"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newGame('co-web-2');
    await fits();
    await shot('corporation-390-start');
    /** Presses Tab until the focused element matches `selector` (at most 300 times). */
    const tabTo = async (selector: string) => {
      for (let k = 0; k < 300; k++) {
        if (
          (await page.evaluate(`document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`)) ===
          true
        )
          return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    // Two placements by Tab and Enter: a counter from the pile, then a circle.
    for (let n = 0; n < 2; n++) {
      await tabTo('button.co-piece[data-counter]');
      await page.keyboard.press('Enter');
      await tabTo('button.co-target[data-circle]');
      // An arrow key moves to the next button; back again with the opposite one.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-order="place"]').count()).toBe(1);
      await tabTo('button.resolve');
      const before = await stepLine();
      await page.keyboard.press('Enter');
      await expect.poll(stepLine).not.toBe(before);
    }
    await shot('corporation-390-placing');
    // The order sheet stays as a choice: read untouched, it says which line is missing.
    await tabTo('details.co-sheet > summary');
    await page.keyboard.press('Enter');
    await tabTo('details.co-sheet button');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.co-reply').innerText())
      .toMatch(/^line \d+, column 1: no "place" line: a placement is due/);
    await fits();
    await tabTo('button.play-to-end');
    await page.keyboard.press('Enter');
    await expect.poll(over, { timeout: 20_000 }).toBe(true);
    await fits();
    await shot('corporation-390-over');
    const o = await savedOutcome();
    expect(await page.locator('.co-why').innerText()).toBe(o!.why);
  }, 60_000);
});
