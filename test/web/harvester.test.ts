/**
 * Harvester's board in Chromium (test/web/harness.ts): a whole game played to its end by
 * clicks and keys alone, at 1280x800 and at a phone's 390x844, on a small planet with a
 * turn limit: units picked on the map and in the list, hexes picked by click and by the
 * keyboard's cursor, the Harvester's target from its list, an order removed, each turn
 * resolved against a bot, and the outcome read with why it ended. Nothing may overflow
 * the page's width. Each saved state is checked against the library resolving the same
 * orders, so the board plays the game the library plays. The screenshot of turn 3 with a
 * soldier selected is docs/images/harvester-board.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { HARVESTER } from '../../src/harvester/index.js';
import { runMatch } from '../../src/index.js';
import { describeInChromium } from './harness.js';

const SAVE = 'simulturn.web.save.harvester';

describeInChromium('Harvester board in Chromium: a whole game by clicks and keys', (ctx) => {
  let page: Page;
  let shot: (name: string) => Promise<unknown>;
  let url: string;

  beforeAll(() => {
    ({ page, shot, url } = ctx());
  });

  const saveOf = async () => {
    const text = (await page.evaluate(`localStorage.getItem(${JSON.stringify(SAVE)})`)) as string | null;
    if (text === null) throw new Error('nothing saved');
    const save = JSON.parse(text) as { state: string; seed: string; seats: Record<string, string | null> };
    const parsed = HARVESTER.parse(save.state);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return { ...save, state: parsed.value };
  };
  const saved = async () => (await saveOf()).state;
  /** Nothing overflows the page's width; the message names the elements that stick out. */
  const fits = async (width: number) => {
    const wide = (await page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > ${width} + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 6)
      .map((e) => e.tagName + '.' + (e.getAttribute('class') ?? '') + ' ' + Math.round(e.getBoundingClientRect().right))`)) as string[];
    expect(await page.evaluate('document.documentElement.scrollWidth'), wide.join('; ')).toBeLessThanOrEqual(
      width,
    );
  };

  /**
   * The hex names drawn on the planet too small to read (under 8.5 px tall on the screen:
   * the board draws them at 9.5 px or not at all), as "name: height".
   */
  const unreadableNames = async () =>
    (await page.evaluate(`[...document.querySelectorAll('.hv-name')]
      .map((t) => [t.textContent, t.getBoundingClientRect().height])
      .filter(([, h]) => h > 0 && h < 8.5)
      .map(([n, h]) => n + ': ' + h.toFixed(1))`)) as string[];

  /**
   * Picks Harvester and starts a game of two, the person in the first seat, by clicks and keys;
   * `opponent`, when given, is the second seat's bot (else the seat the page offers first).
   */
  async function start(seed: string, turnLimit: number, opponent?: string) {
    await page.evaluate('localStorage.clear()');
    await page.goto(url);
    await page.locator('[data-game="harvester"]').click();
    await page.locator('input[name="seed"]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(seed);
    await page.locator('textarea[name="options"]').click();
    await page.keyboard.type(`players=2\nturnLimit=${turnLimit}`);
    await expect.poll(() => page.locator('select[name^="seat-"]').count()).toBe(2);
    if (opponent !== undefined) await page.locator('select[name="seat-p2"]').selectOption(opponent);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('planet').waitFor();
  }

  /** One turn by clicks and keys: a unit moved by clicks, one by the keyboard, the target chosen, an order removed and given again. */
  async function playTurn(name: string, width: number, shoot: boolean) {
    const before = await saved();
    const turn = before.turn;
    // A unit from the list, then a highlighted hex on the map.
    const units = page.locator('button.unit');
    const n = await units.count();
    if (n > 0) {
      await units.nth(turn % n).click();
      const legal = page.locator(
        '.hv-hex[data-mark="move"], .hv-hex[data-mark="join"], .hv-hex[data-mark="attack"]',
      );
      expect(await legal.count()).toBeGreaterThan(0);
      await legal.last().hover();
      await expect
        .poll(() => page.getByTestId('status').textContent())
        .toMatch(/^-?\d+,-?\d+, (level \d|not scanned)/);
      if (shoot) await shot(`${name}-selected`);
      await legal.last().click();
      await expect.poll(() => page.locator('[data-order^="move:"]').count()).toBe(1);
    }
    // Another by the keyboard: Tab to it, Enter (the map takes the keyboard), a step north, Enter.
    if (n > 1) {
      const other = units.nth((turn + 1) % n);
      await other.focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate('document.activeElement?.dataset.testid')).toBe('planet');
      const cursor = await page.getByTestId('planet').getAttribute('data-cursor');
      await page.keyboard.press('w');
      expect(await page.getByTestId('planet').getAttribute('data-cursor')).not.toBe(cursor);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-order^="move:"]').count()).toBe(2);
      // Removed, then given again.
      await page.locator('[data-order^="move:"] button.remove').last().click();
      await expect.poll(() => page.locator('[data-order^="move:"]').count()).toBe(1);
      await other.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('w');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-order^="move:"]').count()).toBe(2);
    }
    // The Harvester's target, from its list by the keyboard, while it has none.
    const target = page.locator('select[name="target"]');
    if ((await target.isEnabled()) && (await target.locator('option').count()) > 1) {
      await target.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.locator('[data-order="target"]').count()).toBe(1);
    }
    await fits(width);
    if (shoot) await shot(name);
    const lines = (await page.locator('[data-order] code').allTextContents()).join('\n');
    await page.locator('button.resolve').click();
    await expect.poll(async () => (await saved()).turn).toBe(turn + 1);
    // The library, given the orders the list shows for the person and the bot's own, reaches the state saved.
    const read = HARVESTER.orderSheet!.read(lines, before, 'p1');
    expect(read.issues).toEqual([]);
    const { seed, seats, state } = await saveOf();
    const bot = HARVESTER.bots[seats.p2!]!.bot;
    const one = runMatch(HARVESTER, {
      seed,
      start: before,
      seats: { p1: () => read.orders, p2: bot },
      arrival: true,
      maxSteps: 1,
    });
    expect(HARVESTER.hash(state)).toBe(HARVESTER.hash(one.state));
  }

  /** The outcome on the page is the game's: why it ended, every seat's score. */
  async function outcomeShown() {
    await page.getByTestId('outcome').waitFor();
    const state = await saved();
    const outcome = HARVESTER.outcome(state)!;
    expect(outcome).not.toBeNull();
    expect(await page.getByTestId('outcome').locator('.why').textContent()).toBe(outcome.why);
    for (const p of ['p1', 'p2'])
      expect(await page.locator(`[data-testid="outcome"] tr[data-seat="${p}"] .score`).textContent()).toBe(
        String(outcome.seats[p]!.score),
      );
  }

  it('plays a game to its end at 1280x800, every turn by hand', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await start('web-hv-desk', 5);
    await fits(1280);
    expect(await unreadableNames()).toEqual([]);
    expect(await page.locator('.hv-name').first().isVisible()).toBe(true);
    await shot('harvester-1280-0-start');
    for (let k = 0; k < 6 && (await page.getByTestId('outcome').count()) === 0; k++) {
      await playTurn(`harvester-1280-${k + 1}-turn`, 1280, k === 2);
      await expect.poll(() => page.getByTestId('report').count()).toBe(1);
    }
    await outcomeShown();
    await fits(1280);
    await shot('harvester-1280-9-outcome');
  }, 60_000);

  it('plays a game to its end at 390x844: two turns by hand, then "Play to the end"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A random opponent: the search bot, seated by default, can take the person's Harvester in
    // two turns, which ends a game of two before "Play to the end" has a turn to play.
    await start('web-hv-phone', 4, 'random');
    await fits(390);
    // The names too small to read at a phone's width are left off the map: the status line
    // names the hex under the cursor, which a tap moves.
    expect(await unreadableNames()).toEqual([]);
    await page.locator('[data-hex="0,1"]').click();
    expect(await page.getByTestId('status').textContent()).toMatch(/^0,1, /);
    await shot('harvester-390-0-start');
    for (let k = 0; k < 2; k++) await playTurn(`harvester-390-${k + 1}-turn`, 390, k === 1);
    const { seed, seats, state } = await saveOf();
    expect(HARVESTER.outcome(state), 'the game is still going after two turns by hand').toBeNull();
    await page.locator('select[name="stand-in"]').focus();
    const stand = await page.locator('select[name="stand-in"]').inputValue();
    await page.getByRole('button', { name: 'Play to the end' }).click();
    await outcomeShown();
    // The bot standing in for the person finishes the game the library's match runner plays.
    const whole = runMatch(HARVESTER, {
      seed,
      start: state,
      seats: { p1: HARVESTER.bots[stand]!.bot, p2: HARVESTER.bots[seats.p2!]!.bot },
      arrival: true,
      maxSteps: 100,
    });
    expect(HARVESTER.hash(await saved())).toBe(HARVESTER.hash(whole.state));
    await fits(390);
    await shot('harvester-390-9-outcome');
  }, 60_000);
});
