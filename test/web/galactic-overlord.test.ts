/**
 * Galactic Overlord's board in Chromium (test/web/harness.ts): whole games played to
 * their end through clicks and keys only, no JSON or sheet typed: at 1280x800 by the
 * mouse (build with the prices and the BP left in sight, remove an order, select the
 * fleet then a faction to attack, set the order of battle, Resolve, "Play to the end"),
 * and at a phone's 390x844 by the keyboard (Tab to a control, Enter). Nothing overflows
 * the page; the outcome says why, as the library's outcome of the saved state does; and
 * every step leaves a screenshot.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { GALACTIC_OVERLORD } from '../../src/galactic-overlord/index.js';
import { describeInChromium } from './harness.js';

const GAME = 'galactic-overlord';

describeInChromium('Galactic Overlord board in Chromium: whole games by clicks and keys', (ctx) => {
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
  const savedState = async () => {
    const text = (await page.evaluate(`localStorage.getItem('simulturn.web.save.${GAME}')`)) as string;
    const parsed = GALACTIC_OVERLORD.parse((JSON.parse(text) as { state: string }).state);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return parsed.value;
  };
  const turnLine = () => page.getByTestId('step').textContent();
  const over = async () => (await page.getByTestId('outcome').count()) > 0;

  /** A new game from the picker: three factions, the person in p1, bots in the others. */
  async function start(seed: string) {
    await page.evaluate('localStorage.clear()');
    await page.goto(url);
    await page.locator(`[data-game="${GAME}"]`).click();
    await page.locator('input[name="seed"]').fill(seed);
    await page.locator('textarea[name="options"]').fill('players=3\nturnLimit=20');
    await expect.poll(() => page.locator('select[name^="seat-"]').count()).toBe(3);
    await page.locator('select[name="seat-p2"]').selectOption('economist');
    await page.locator('select[name="seat-p3"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.getByTestId('galaxy').count(), { timeout: 15_000 }).toBe(1);
  }

  /** The outcome panel says why, as the library's outcome of the saved state does. */
  async function theEnd(name: string) {
    await expect.poll(over, { timeout: 30_000 }).toBe(true);
    const outcome = GALACTIC_OVERLORD.outcome(await savedState());
    expect(outcome?.why).toBeDefined();
    expect(await page.getByTestId('outcome').locator('.go-why').textContent()).toBe(outcome!.why);
    await fits();
    await shot(name);
  }

  it('1280x800, by the mouse: builds with prices, removes an order, attacks by clicking the fleet then a faction, plays to the end', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await start('web-go-desk');
    expect(await turnLine()).toContain('Turn 1 of 20');
    // GO-2.2: 32 BP + 15 income; the budget and the prices are in sight before any order.
    expect(await page.getByTestId('budget').textContent()).toContain('47 BP left of 47');
    expect(await page.locator('button.go-add-base').textContent()).toBe('Build a base: 16 BP');
    await fits();
    await shot('galactic-overlord-1-start');

    // A base, then every BP left in torpedo battleships; the base removed again.
    await page.locator('button.go-add-base').click();
    expect(await page.getByTestId('budget').textContent()).toContain('31 BP left of 47');
    await page.locator('select[name="weapon"]').selectOption('torpedo');
    await page.locator('button.go-most').click();
    expect(await page.locator('input[name="ship-count"]').inputValue()).toBe('10');
    await page.locator('button.go-add-ships').click();
    expect(await page.getByTestId('total').textContent()).toBe('Spent 46 of 47 BP; 1 left.');
    await page.locator('.go-order-list li', { hasText: 'Build 1 base' }).locator('button.go-remove').click();
    expect(await page.getByTestId('total').textContent()).toBe('Spent 30 of 47 BP; 17 left.');

    // Click the fleet, then a faction: the attack is ordered.
    await page.locator('button.go-aim').click();
    await page.locator('[data-faction="p2"] button.go-attack').click();
    await page.locator('select[name="slot-1"]').selectOption('T');
    await page.locator('select[name="slot-5"]').selectOption('L');
    await page.locator('button.go-set-oob').click();
    const orders = await page.getByTestId('orders').textContent();
    expect(orders).toContain('Build 10 torpedo battleships: 30 BP');
    expect(orders).toContain('Attack! p2 with every ship');
    expect(orders).toContain('Order of battle (default): TFTLLF');
    await fits();
    await shot('galactic-overlord-2-orders');

    await page.locator('button.resolve').click();
    await expect.poll(turnLine).toContain('Turn 2 of 20');
    expect(await page.getByTestId('report').textContent()).toContain(
      'Built: 10 torpedo battleships (S1–S10).',
    );
    // The order of battle is given each turn (GO-10.2): last turn's stands in the new list.
    expect(await page.getByTestId('orders').textContent()).toContain('Order of battle (default): TFTLLF');
    await fits();
    await shot('galactic-overlord-3-report');

    // A few more turns by hand: whatever ships the BP buy, and an attack when one is open.
    for (let k = 0; k < 3 && !(await over()); k++) {
      const before = await turnLine();
      if (await page.locator('button.go-most').isEnabled()) {
        await page.locator('button.go-most').click();
        if (await page.locator('button.go-add-ships').isEnabled())
          await page.locator('button.go-add-ships').click();
      }
      if (await page.locator('button.go-aim').isEnabled()) {
        await page.locator('button.go-aim').click();
        const open = page.locator('button.go-attack:enabled');
        if ((await open.count()) > 0) await open.first().click();
        else await page.locator('button.go-aim').click();
      }
      if (k === 0) await shot('galactic-overlord-5-turn-2-orders');
      await page.locator('button.resolve').click();
      await expect.poll(async () => (await over()) || (await turnLine()) !== before).toBe(true);
    }
    if (!(await over())) {
      await page.locator('select[name="stand-in"]').selectOption('aggressor');
      await page.getByRole('button', { name: 'Play to the end' }).click();
    }
    await theEnd('galactic-overlord-4-outcome');
  }, 60_000);

  it('390x844, by the keyboard: Tab to the fleet, Enter, Tab to a faction, Enter; nothing overflows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await start('web-go-phone');
    await fits();
    const press = async (selector: string) => {
      await page.locator(selector).first().focus();
      await page.keyboard.press('Enter');
    };
    /** Tabs forward from the focused control to the first one whose text has `text`. */
    const tabTo = async (text: string) => {
      for (let k = 0; k < 80; k++) {
        await page.keyboard.press('Tab');
        const at = (await page.evaluate('document.activeElement?.textContent ?? ""')) as string;
        if (at.includes(text)) return;
      }
      throw new Error(`no control with "${text}" within 80 tabs`);
    };
    await press('button.go-most');
    await press('button.go-add-ships');
    expect(await page.getByTestId('total').textContent()).toBe('Spent 45 of 47 BP; 2 left.');
    await press('button.go-aim');
    // The fleet is selected: from the top of the page, Tab to a faction's Attack button and press Enter.
    await page.locator('button.games-button').focus();
    await tabTo('Attack p3');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('orders').textContent()).toContain('Attack! p3 with every ship');
    await fits();
    await shot('galactic-overlord-phone-1-orders');
    await press('button.resolve');
    await expect.poll(turnLine).toContain('Turn 2 of 20');
    await fits();
    await shot('galactic-overlord-phone-2-report');
    if (!(await over())) await press('button.play-to-end');
    await theEnd('galactic-overlord-phone-3-outcome');
  }, 60_000);
});
