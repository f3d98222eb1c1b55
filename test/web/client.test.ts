/**
 * The reference web client's Corporate War board (web/, issue 18) in a real browser
 * (test/web/harness.ts: `npm run web`'s server, Chromium headless), picked on the first
 * screen. A game is started, a soldier selected and his lit sectors compared with
 * `legalDestinations` of the same state, orders given (one with a chosen middle sector),
 * the day resolved (and compared with the same day resolved here), a report tab read, the
 * page reloaded to find the game saved, and more days played; the board is driven by
 * keyboard and read at a phone's size, and a `serializeState` save is loaded. Screenshots
 * go to test-artifacts/web (git-ignored).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { legalDestinations, PICTURES } from '../../src/corporate-war/client/index.js';
import {
  DEFAULT_BOTS,
  type GameState,
  newGame,
  parseState,
  playerView,
  resolveDay,
  serializeState,
  stateHash,
} from '../../src/corporate-war/index.js';
import type { OrderInput } from '../../src/corporate-war/orders.js';
import { botRng } from '../../src/index.js';
import { describeInChromium, ROOT } from './harness.js';

const SAVE_KEY = 'simulturn.corporate-war.save';
const SEED = 'web-test';
const HUMAN = 'psicorps';

describeInChromium('web client in Chromium: Corporate War', (ctx) => {
  let page: Page;
  let shot: (name: string) => Promise<unknown>;
  // The client's own type check (DOM lib, JSX), run beside the browser.
  let typecheck: Promise<unknown>;

  beforeAll(async () => {
    typecheck = promisify(execFile)(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'web/tsconfig.json'), '--noEmit'],
      { cwd: ROOT },
    );
    typecheck.catch(() => {}); // awaited in its own test
    ({ page, shot } = ctx());
    // The first screen is the game picker; Corporate War opens its own board's new-game form.
    await page.locator('[data-game="corporate-war"]').click();
  }, 60_000);

  const saved = async (): Promise<{ state: GameState; save: Record<string, unknown> }> => {
    const text = (await page.evaluate(`localStorage.getItem(${JSON.stringify(SAVE_KEY)})`)) as string | null;
    expect(text).not.toBeNull();
    const save = JSON.parse(text!) as Record<string, unknown>;
    const parsed = parseState(save.state);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return { state: parsed.value, save };
  };
  const litSectors = async () =>
    (
      (await page.evaluate(
        `[...document.querySelectorAll('[data-lit="true"]')].map((e) => e.dataset.sector)`,
      )) as string[]
    ).sort();
  const cell = (sector: string) => page.locator(`[data-sector="${sector}"]`);

  it('starts a game, orders a soldier to his lit sectors and resolves the day as resolveDay does', async () => {
    await page.getByLabel('Seed').fill(SEED);
    await page.locator('select[name="corporation"]').selectOption(HUMAN);
    // Per seat: the three others, each its own bot.
    const seatBots = page.locator('select[name^="bot-"]');
    await expect.poll(() => seatBots.count()).toBe(3);
    const chosen: Record<string, string> = {};
    const lineUp = ['cautious', 'rusher', 'random'] as const;
    for (const [i, select] of (await seatBots.all()).entries()) {
      const corporation = (await select.getAttribute('name'))!.slice('bot-'.length);
      chosen[corporation] = lineUp[i]!;
      await select.selectOption(lineUp[i]!);
    }
    await shot('0-new-game');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.locator('[role="gridcell"]').count()).toBe(121);
    const { state: start, save: first } = await saved();
    expect(start.day).toBe(1);
    expect(first.bots).toEqual(chosen);
    const view = playerView(start, HUMAN)!;
    await shot('1-start');

    // Select the Ghost: his lit sectors are legalDestinations' of the same state.
    const ghost = view.soldiers.find((s) => s.name === 'ghost-1')!;
    await cell(ghost.sector).click();
    await page.locator(`[data-soldier="${ghost.id}"]`).click();
    const expected = legalDestinations(view, ghost.id);
    expect(await litSectors()).toEqual(expected.map((d) => d.to).sort());
    await shot('2-selected');

    // A move of two with a choice of middle sectors: pick the last one offered.
    const far = expected.find((d) => d.distance === 2 && d.via.length > 1)!;
    await cell(far.to).click();
    const via = far.via.at(-1)!;
    await page.locator(`[data-via="${via}"]`).click();
    // And the whole group one sector, but the Ghost keeps his own order (CW-5.6).
    const home = ghost.sector;
    const near = legalDestinations(view, home).find((d) => d.distance === 1)!;
    await page.getByRole('button', { name: /The whole group/ }).click();
    await cell(near.to).click();
    const orders: OrderInput[] = [
      { soldier: ghost.id, to: far.to, via },
      { group: home, to: near.to },
    ];
    const listed = page.locator('.order-list li');
    await expect.poll(() => listed.count()).toBe(2);
    expect(await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual([
      'accepted',
      'accepted',
    ]);
    expect(await cell(far.to).getAttribute('aria-label')).toContain('1 order to here');
    await shot('3-orders');

    await page.getByRole('button', { name: 'Resolve day 1' }).click();
    await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThan(0);

    // The same day resolved here, with the same bots and generators.
    const all: Record<string, readonly OrderInput[]> = { [HUMAN]: orders };
    for (const p of start.players) {
      if (p.id !== HUMAN)
        all[p.id] = DEFAULT_BOTS[chosen[p.id]!]!.bot(playerView(start, p.id)!, botRng(SEED, p.id, 1));
    }
    const here = resolveDay(start, all);
    const { state: day2, save } = await saved();
    expect(day2.day).toBe(2);
    expect(stateHash(day2)).toBe(stateHash(here.state));
    expect((save.archive as unknown[]).length).toBe(1);

    // The report tabs: one per group, each with its picture; read the last one.
    const groups = here.reports[HUMAN]!.groups;
    await expect.poll(() => page.getByRole('tab').count()).toBe(groups.length);
    await page.getByRole('tab').last().click();
    const panel = page.getByRole('tabpanel');
    const last = groups.at(-1)!;
    await expect.poll(() => panel.locator('h3').textContent()).toBe(last.id.split('>').join(' > '));
    expect(await panel.locator('svg[data-picture]').getAttribute('data-picture')).toBe(last.picture);
    expect(PICTURES).toContain(last.picture);
    expect(await panel.locator('.report-line').count()).toBe(last.events.length);
    await shot('4-reports');
  }, 60_000);

  it('finds the game saved after a reload, and plays on', async () => {
    await page.reload();
    await expect.poll(() => page.getByTestId('day').textContent()).toContain('Day 2');
    const { state } = await saved();
    expect(state.day).toBe(2);
    await page.getByRole('button', { name: 'To the board' }).click();
    for (let day = 2; day <= 4; day++) {
      const view = playerView((await saved()).state, HUMAN)!;
      const group = view.mobileCommand.sector!;
      await cell(group).click();
      await page.getByRole('button', { name: /The whole group/ }).click();
      const to = legalDestinations(view, group).find((d) => d.distance === 1)!.to;
      await cell(to).click();
      await page.getByRole('button', { name: `Resolve day ${day}` }).click();
      await expect.poll(() => page.getByTestId('day').textContent()).toContain(`Day ${day + 1}`);
      expect((await saved()).state.day).toBe(day + 1);
      await page.getByRole('button', { name: 'To the board' }).click();
    }
    await shot('5-day-5');
  }, 60_000);

  it('is driven by keyboard: Tab to the board, arrows between sectors, Enter to select and order', async () => {
    const view = playerView((await saved()).state, HUMAN)!;
    // The board is one Tab stop after the header's button.
    await page.getByRole('button', { name: 'Game', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.getAttribute("role")')).toBe('gridcell');
    const active = async () => (await page.evaluate('document.activeElement.dataset.sector')) as string;
    const from = await active();
    // Each arrow moves the focus when the board has drawn it: wait for each move before
    // the next key (reading the focus at once raced the second move).
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(from);
    const down = await active();
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).not.toBe(down);
    const moved = await active();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.status h2').textContent()).toContain(`Sector ${moved}`);
    // Select the group with the Mobile Command, by keyboard, and order it with Enter.
    const mc = view.mobileCommand.sector!;
    await cell(mc).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /The whole group/ }).focus();
    await page.keyboard.press('Enter');
    expect(await litSectors()).toEqual(
      legalDestinations(view, mc)
        .map((d) => d.to)
        .sort(),
    );
    await cell(mc).focus();
    await page.keyboard.press('Enter'); // his own sector: an order to stay
    await expect.poll(() => page.locator('.order-list li').count()).toBe(1);
  }, 30_000);

  it('reads at a phone-sized window', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(overflow).toBeLessThanOrEqual(390);
    await shot('6-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 30_000);

  it('opens a save written by serializeState, and plays it to its end', async () => {
    const game = newGame({
      seed: 'pasted',
      corporations: ['phoenicae', 'orchid-inc'],
      rules: { dayLimit: 2 },
    });
    await page.getByRole('button', { name: 'Game', exact: true }).click();
    await page.locator('textarea[name="save"]').fill(serializeState(game));
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => page.getByTestId('day').textContent()).toBe('Phoenicae · Day 1');
    const { state } = await saved();
    expect(stateHash(state)).toBe(stateHash(game));
    await page.getByRole('button', { name: 'Resolve day 1' }).click();
    await expect.poll(() => page.getByTestId('day').textContent()).toBe('Phoenicae · Day 2');
    await page.getByRole('button', { name: 'Resolve day 2' }).click();
    await expect.poll(() => page.getByTestId('day').textContent()).toBe('Phoenicae · Ended on day 2');
    const over = (await saved()).state.outcome!;
    expect(await page.getByTestId('game-over').textContent()).toContain(
      over.reason === 'day-limit' ? 'day limit' : over.reason === 'stalemate' ? 'Stalemate' : 'won',
    );
    expect(await page.locator('button.resolve').count()).toBe(0); // no orders after the end
    await shot('7-game-over');
  }, 30_000);

  it('type-checks (web/tsconfig.json: the DOM and JSX)', async () => {
    await typecheck;
  }, 60_000);
});
