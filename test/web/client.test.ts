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
  CORPORATE_WAR,
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
import { botRng, lineUpFor } from '../../src/index.js';
import { describeInChromium, ROOT } from './harness.js';

const SAVE_KEY = 'simulturn.corporate-war.save';
const SEED = 'web-test';
const HUMAN = 'psicorps';
/** A whole game: three rushers against PsiCorps, whose Mobile Command stays; BioTechnologies wins on day 7. */
const WHOLE_SEED = 'web-whole-4';
const WHOLE_WINNER = 'biotechnologies';

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

  /** Opens the game menu (new game, load) unless it is open. */
  const openMenu = async () => {
    const menu = page.getByRole('button', { name: 'Game', exact: true });
    await menu.waitFor();
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  };

  /**
   * A whole game, by keyboard: each day Tab to the board, arrows to the Mobile Command,
   * Enter, Tab to "The whole group", Enter, back to the board, Enter on its own sector (an
   * order to stay), Tab to "Resolve", Enter, read the report tabs with the arrows, Tab to
   * "To the board", Enter; at each step nothing is wider than the window and no cell's
   * marks are cut. Three rushers against a Mobile Command that stays: the seed ends on day
   * 7 with a victory (found with the same bots and orders outside the browser).
   */
  const wholeGame = async (size: { width: number; height: number }, name: string) => {
    await page.setViewportSize(size);
    await openMenu();
    await page.getByLabel('Seed').fill(WHOLE_SEED);
    await page.locator('select[name="corporation"]').selectOption(HUMAN);
    const seatSelects = await page.locator('select[name^="bot-"]').all();
    // The seats against the person default to the game's line-up, seat by seat after the person's.
    const defaults = await Promise.all(seatSelects.map((select) => select.inputValue()));
    expect(defaults).toEqual(lineUpFor(CORPORATE_WAR, 4).slice(1));
    for (const select of seatSelects) await select.selectOption('rusher');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.getByTestId('day').textContent()).toContain('Day 1');
    const focused = (js: string) =>
      page.evaluate(`(() => { const e = document.activeElement; return ${js}; })()`);
    /** Tab (or Shift+Tab) until the focus is on what `js` accepts; fails if it never comes. */
    const tabTo = async (js: string, back = false) => {
      for (let i = 0; i < 80; i++) {
        if (await focused(js)) return;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      }
      throw new Error(`never reached by ${back ? 'Shift+' : ''}Tab: ${js}`);
    };
    const fits = async (where: string) => {
      const widths = (await page.evaluate(
        '[document.documentElement.scrollWidth, window.innerWidth]',
      )) as number[];
      expect(widths[0], `${name} ${where}: the page is wider than the window`).toBeLessThanOrEqual(
        widths[1]!,
      );
      const cut = await page.evaluate(
        `[...document.querySelectorAll('.cell .marks')].filter((m) => m.scrollHeight > m.clientHeight + 1 || m.scrollWidth > m.clientWidth + 1).map((m) => m.closest('.cell').dataset.sector)`,
      );
      expect(cut, `${name} ${where}: cells whose marks are cut`).toEqual([]);
    };
    for (let day = 1; day < 40; day++) {
      const state = (await saved()).state;
      if (state.outcome !== null) break;
      const view = playerView(state, HUMAN)!;
      const mc = view.mobileCommand.sector!;
      await fits(`day ${day}, board`);
      if (day === 1 || day === 4) await shot(`${name}-day-${day}`);
      await tabTo('e.getAttribute("role") === "gridcell"');
      // Arrows from the focused sector to the Mobile Command's.
      const at = (sector: string) => [sector.charCodeAt(0) - 65, Number(sector.slice(1)) - 1] as const;
      for (;;) {
        const here = (await focused('e.dataset.sector')) as string;
        if (here === mc) break;
        const [r, c] = at(here);
        const [tr, tc] = at(mc);
        await page.keyboard.press(
          r < tr ? 'ArrowDown' : r > tr ? 'ArrowUp' : c < tc ? 'ArrowRight' : 'ArrowLeft',
        );
        await expect.poll(() => focused('e.dataset.sector')).not.toBe(here);
      }
      await page.keyboard.press('Enter');
      await tabTo('e.classList.contains("group-button")');
      await page.keyboard.press('Enter');
      await tabTo('e.getAttribute("role") === "gridcell"', true);
      expect(await focused('e.dataset.sector')).toBe(mc);
      await page.keyboard.press('Enter'); // his own sector: an order to stay
      await expect.poll(() => page.locator('.order-list li').count()).toBe(1);
      await tabTo('e.classList.contains("resolve")');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await saved()).state.day).toBe(day + 1);
      await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThan(0);
      await fits(`day ${day}, reports`);
      // The report tabs, by arrows: each one opens its panel.
      await tabTo('e.getAttribute("role") === "tab"');
      const tabs = await page.getByRole('tab').count();
      for (let t = 1; t < tabs; t++) {
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => focused('e.getAttribute("aria-selected")')).toBe('true');
      }
      if (day === 1) await shot(`${name}-reports`);
      await tabTo('e.textContent === "To the board"', true);
      await page.keyboard.press('Enter');
    }
    const end = (await saved()).state.outcome!;
    expect(end).toEqual({ reason: 'victory', winners: [WHOLE_WINNER], day: 7 });
    const over = page.getByTestId('game-over');
    await expect.poll(() => over.textContent()).toContain('You lost: BioTechnologies won on day 7.');
    expect(await over.textContent()).toMatch(/its soldiers stand in [A-K]\d+, [A-K]\d+, .+\./);
    await fits('the end');
    await shot(`${name}-over`);
  };

  it('plays a whole game to its end by keyboard, at 1280x800', async () => {
    await wholeGame({ width: 1280, height: 800 }, 'whole-desktop');
  }, 60_000);

  it("plays a whole game to its end by keyboard, at a phone's 390x844", async () => {
    await wholeGame({ width: 390, height: 844 }, 'whole-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);

  it("shows a crowded sector's counts in full at a phone's width", async () => {
    // The newcomer game on day 4 (test/corporate-war/newcomer.test.ts): PsiCorps's 15 and its
    // Mobile Command in F6 with 15 of Phoenicae and 2 aliens seen, once drawn as [15ME1].
    let game = newGame({ seed: 'newcomer 1', corporations: [HUMAN, 'phoenicae'] });
    for (const [a, b, c, d] of [
      ['F1', 'F3', 'F11', 'F9'],
      ['F3', 'F5', 'F9', 'F7'],
      ['F5', 'F6', 'F7', 'F6'],
    ] as const)
      game = resolveDay(game, { [HUMAN]: [{ group: a, to: b }], phoenicae: [{ group: c, to: d }] }).state;
    await page.setViewportSize({ width: 390, height: 844 });
    await openMenu();
    await page.locator('textarea[name="save"]').fill(serializeState(game));
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => page.getByTestId('day').textContent()).toBe('PsiCorps · Day 4');
    await shot('8-phone-crowded');
    const marks = cell('F6').locator('.marks');
    expect((await marks.textContent())!.replace(/\s/g, '')).toBe('▲15M●15✶2✕‼~');
    const size = (await marks.evaluate((m) => [
      m.scrollWidth,
      m.clientWidth,
      m.scrollHeight,
      m.clientHeight,
    ])) as number[];
    expect(size[0], 'the marks are wider than the cell').toBeLessThanOrEqual(size[1]! + 1);
    expect(size[2], 'the marks are taller than the cell').toBeLessThanOrEqual(size[3]! + 1);
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 30_000);

  it('type-checks (web/tsconfig.json: the DOM and JSX)', async () => {
    await typecheck;
  }, 60_000);
});
