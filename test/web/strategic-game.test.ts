/**
 * The Strategic Game's own board in Chromium (test/web/harness.ts): a person plays a whole
 * game against the expander with clicks and keys only, no typed orders, on the duel map
 * with a three-turn limit, at 1280x800 and at a phone's 390x844: ships built from the
 * forms (prices shown, one order removed), battle orders set, fleets moved by clicking a
 * fleet and then a lit hex, once by the arrow keys and Enter alone; the bot's steps
 * resolved; at the phone's width the end reached with "Play to the end". The page never
 * scrolls sideways (the map scrolls in its own box), and the outcome shown is the saved
 * game's, with why it ended. Screenshots go to test-artifacts/web/strategic-game-*.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { designText } from '../../src/strategic-game/client/index.js';
import { STRATEGIC_GAME, type TsgState } from '../../src/strategic-game/index.js';
import { gridOf } from '../../src/strategic-game/map.js';
import { describeInChromium } from './harness.js';

const OPTIONS = 'map=duel\nbudget=40\nturnLimit=3';
/** The duel map's second home, where p2 (the bot) starts: our fleets head for it. */
const ENEMY_HOME = '0907';

describeInChromium('the Strategic Game board in Chromium', (ctx) => {
  let page: Page;
  let url: string;
  let shot: (name: string) => Promise<unknown>;

  beforeAll(() => {
    ({ page, url, shot } = ctx());
  });

  const fits = async (width: number) =>
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  const saved = async (): Promise<TsgState> => {
    const text = (await page.evaluate("localStorage.getItem('simulturn.web.save.strategic-game')")) as string;
    const parsed = STRATEGIC_GAME.parse((JSON.parse(text) as { state: string }).state);
    if (!parsed.ok) throw new Error('the save does not load');
    return parsed.value;
  };
  const stepLine = () => page.getByTestId('step').textContent();
  const over = async () => (await page.getByTestId('outcome').count()) > 0;

  /** Sets up a game against the expander through the picker, typing only its options. */
  async function start(seed: string) {
    await page.evaluate('localStorage.clear()');
    await page.goto(url);
    await page.locator('[data-game="strategic-game"]').click();
    const seedBox = page.locator('input[name="seed"]');
    await seedBox.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(seed);
    await page.locator('textarea[name="options"]').click();
    await page.keyboard.type(OPTIONS);
    await page.locator('select[name="seat-p2"]').selectOption('expander');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('svg.sg-map').waitFor();
  }

  /** Production: a warship and two scouts from the forms, one scout removed and added again, battle orders. */
  async function produce() {
    await page.locator('input[name="sg-design"][value="warship"]').check();
    await expect.poll(() => page.locator('.sg-price').textContent()).toContain('20 BP a ship');
    await page.locator('button.sg-add-build').click();
    await page.locator('input[name="sg-design"][value="scout"]').check();
    await page.locator('input[name="sg-count"]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await expect
      .poll(() => page.locator('.sg-price').textContent())
      .toMatch(/20 BP for 2; (\d+) BP left before/);
    await page.locator('button.sg-add-build').click();
    await page.locator('select[name="sg-retreat"]').selectOption('50');
    await page.locator('button.sg-add-battle').click();
    const items = page.locator('.sg-order-list > li');
    await expect.poll(() => items.count()).toBe(4);
    await page.locator('.sg-order-list button.sg-remove').nth(1).click();
    await expect.poll(() => items.count()).toBe(3);
    // Two more scouts cost more than is left: the form says so and will not add them.
    await expect
      .poll(() => page.locator('.sg-form .error').textContent())
      .toMatch(/Not enough BP: 20 needed/);
    expect(await page.locator('button.sg-add-build').isDisabled()).toBe(true);
    await page.locator('input[name="sg-count"]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await page.locator('button.sg-add-build').click();
    await expect.poll(() => items.count()).toBe(4);
    expect(await page.locator('.sg-order-list > li.refused').count()).toBe(0);
  }

  /**
   * A later production, on a turn's income: a scout if it can be paid, and new battle
   * orders: never break off, and lose the first design listed first (TSG-7.6), which the
   * state then holds as the side's loss order once the step is resolved.
   */
  async function produceLater() {
    const before = await saved();
    await page.locator('input[name="sg-design"][value="scout"]').check();
    const add = page.locator('button.sg-add-build');
    if (!(await add.isDisabled())) await add.click();
    await page.locator('select[name="sg-retreat"]').selectOption('never');
    // The standing loss order is shown as set before: cleared, to choose afresh.
    const standing = before.sides.p1!.battle.lossOrder;
    if (standing.length > 0) {
      expect(await page.getByTestId('loss-order').textContent()).toMatch(
        /^Losses: \d+ E\d S\d T\d W\d first/,
      );
      await page.locator('button.sg-clear-lose').click();
    }
    const design = await page.locator('select[name="sg-lose"]').inputValue();
    const ids = before.fleets
      .filter((f) => f.owner === 'p1')
      .flatMap((f) => f.ships)
      .filter((s) => designText(s) === design)
      .map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    await page.locator('button.sg-add-lose').click();
    await expect
      .poll(() => page.getByTestId('loss-order').textContent())
      .toMatch(`Losses: ${ids.length} ${design} first, in that order; the rest cheapest first`);
    await page.locator('button.sg-add-battle').click();
    await expect
      .poll(() => page.locator('.sg-order-list').textContent())
      .toContain('Battle orders: never break off');
    expect(await page.locator('.sg-order-list').textContent()).toMatch(/losing p1-s\d+.* first/);
    lossOrder = ids;
  }
  /** The loss order the last production set, to find in the state once it is resolved. */
  let lossOrder: string[] | null = null;

  /** One of our moves: each fleet clicked, then the lit hex nearest the enemy home clicked. */
  async function moveByClicks(s: TsgState) {
    const grid = gridOf(s.map);
    const home = grid.parse(ENEMY_HOME)!;
    for (const id of await page
      .locator('button.sg-fleet')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-fleet')!))) {
      await page.locator(`button.sg-fleet[data-fleet="${id}"]`).click();
      const lit = await page
        .locator('[data-lit="true"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')!));
      if (lit.length === 0) continue;
      const best = lit.reduce((a, b) =>
        grid.distance(grid.parse(b)!, home) < grid.distance(grid.parse(a)!, home) ? b : a,
      );
      await page.locator(`[data-hex="${best}"]`).click();
      await expect
        .poll(() => page.locator('.sg-order-list').textContent())
        .toContain(`Move fleet ${id} to hex ${best}`);
    }
  }

  /** One of our moves by keys alone: Tab to the map, Enter on our home (our fleets), an arrow, Enter. */
  async function moveByKeys() {
    const onMap = () => page.evaluate('document.activeElement?.matches("[data-cell]") ?? false');
    for (let i = 0; i < 80 && !(await onMap()); i++) await page.keyboard.press('Tab');
    expect(await onMap()).toBe(true);
    expect(await page.evaluate('document.activeElement.getAttribute("data-hex")')).toBe('0202');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-lit="true"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate('document.activeElement.getAttribute("data-hex")')).toBe('0302');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.sg-order-list').textContent())
      .toMatch(/Move fleet p1-f\d+ to hex 0302/);
  }

  async function resolve() {
    const before = await stepLine();
    await page.locator('button.resolve').click();
    await expect.poll(stepLine).not.toBe(before);
  }

  /** The outcome shown is the saved game's, with why it ended. */
  async function checkOutcome() {
    await expect.poll(over, { timeout: 30_000 }).toBe(true);
    const o = STRATEGIC_GAME.outcome(await saved())!;
    expect(o).not.toBeNull();
    expect(await page.getByTestId('why').textContent()).toBe(o.why);
    expect(await page.getByTestId('outcome').locator('h2').textContent()).toContain(o.reason);
  }

  it('plays a whole game by clicks and keys at 1280x800', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await start('board one');
    await fits(1280);
    await shot('strategic-game-1280-1-production');
    await produce();
    await shot('strategic-game-1280-2-orders');
    await resolve();
    let keys = true;
    let setLoss = false;
    for (let step = 0; step < 20 && !(await over()); step++) {
      const s = await saved();
      const mine = STRATEGIC_GAME.awaiting(s).players.includes('p1');
      if (mine && s.phase === 'production') await produceLater();
      else if (mine && keys) {
        await moveByKeys();
        keys = false;
        await shot('strategic-game-1280-3-move');
      } else if (mine) await moveByClicks(s);
      await fits(1280);
      await resolve();
      if (lossOrder !== null) {
        expect((await saved()).sides.p1!.battle.lossOrder).toEqual(lossOrder);
        lossOrder = null;
        setLoss = true;
      }
    }
    // A production after the first set the loss order.
    expect(setLoss).toBe(true);
    await checkOutcome();
    await fits(1280);
    await shot('strategic-game-1280-4-outcome');
  }, 60_000);

  it('plays a whole game at 390x844 without sideways scrolling, to the end with "Play to the end"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await start('board two');
    await fits(390);
    await produce();
    await fits(390);
    await shot('strategic-game-390-1-orders');
    await resolve();
    const s = await saved();
    if (STRATEGIC_GAME.awaiting(s).players.includes('p1')) await moveByClicks(s);
    await fits(390);
    await shot('strategic-game-390-2-move');
    await resolve();
    await page.locator('select[name="stand-in"]').selectOption('expander');
    await page.getByRole('button', { name: 'Play to the end' }).click();
    await checkOutcome();
    await fits(390);
    await shot('strategic-game-390-3-outcome');
  }, 60_000);
});
