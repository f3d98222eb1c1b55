/**
 * The web client's game picker and generic board in Chromium (test/web/harness.ts), for
 * every game of the registry without a board of its own (Corporate War's is tested in
 * client.test.ts, those of web/src/boards.ts each in its own file), with no test code per
 * game: a game added to `GAMES` is picked, set up with one seat at
 * the keyboard and bots in the others, played a step with a bot's suggestion filled in,
 * found saved after a reload, and played to its end with "Play to the end". Each state the
 * client saves is compared with the library's own `runMatch` from the same start and seed
 * (the person's seat played by the bot whose suggestion was taken), so the client plays the
 * game the library plays, and its outcome table shows that game's scores and ranks. The
 * games are kept short with a step limit where their options have one. The picker and the
 * board are also driven by keyboard alone and read at 1280x800 and at a phone's size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { type AnyGame, lineUpFor, runMatch } from '../../src/index.js';
import { describeInChromium, ROOT } from './harness.js';

/** The games with a board of their own in web/src/boards.ts, read from its source (the test stays out of the client's JSX). */
const OWN_BOARDS = new Set(
  [
    ...readFileSync(join(ROOT, 'web/src/boards.ts'), 'utf8').matchAll(
      /^\s*'?([a-z0-9-]+)'?:\s*\(\)\s*=>\s*import\(/gm,
    ),
  ].map((m) => m[1]),
);
const WITHOUT_BOARD = GAMES.games.filter((g) => g.id !== 'corporate-war' && !OWN_BOARDS.has(g.id));
/**
 * The games played here on the generic board: those without a board of their own, or, when
 * every game has one, the first of them opened with `?board=generic`, so that the board a
 * sixth game gets stays tested.
 */
const GENERIC =
  WITHOUT_BOARD.length > 0 ? WITHOUT_BOARD : GAMES.games.filter((g) => g.id !== 'corporate-war').slice(0, 1);
const MAX_STEPS = 5000;

/** The option that limits a game's length, set small (`turnLimit=4`…), if the game's options have one. */
function shortGame(game: AnyGame): string {
  for (const name of ['turnLimit', 'dayLimit', 'stepLimit', 'roundLimit', 'maxTurns', 'turns']) {
    if (game.readOptions?.({ [name]: '4' }).ok) return `${name}=4`;
  }
  return '';
}

/** The options a `name=value` line (or none) gives, as the client reads them. */
function optionsOf(game: AnyGame, line: string): unknown {
  if (game.readOptions === undefined) return {};
  const [name, value] = line.split('=');
  const read = game.readOptions(line === '' ? {} : { [name!]: value! });
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describeInChromium('web client in Chromium: the game picker and the generic board', (ctx) => {
  let page: Page;
  let shot: (name: string) => Promise<unknown>;
  let url: string;

  beforeAll(() => {
    ({ page, shot, url } = ctx());
    url = new URL('?board=generic', url).href;
  });

  const savedText = (id: string) =>
    page.evaluate(`localStorage.getItem(${JSON.stringify(`simulturn.web.save.${id}`)})`) as Promise<
      string | null
    >;
  const savedState = async (game: AnyGame): Promise<unknown> => {
    const text = await savedText(game.id);
    expect(text).not.toBeNull();
    const save = JSON.parse(text!) as { game: string; seed: string; state: string };
    expect(save.game).toBe(game.id);
    const parsed = game.parse(save.state);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return parsed.value;
  };
  const savedStep = async (game: AnyGame) => {
    const text = await savedText(game.id);
    return text === null ? -1 : (JSON.parse(text) as { step: number }).step;
  };
  const bodyFits = async (width: number) =>
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);

  it('lists every game of the registry on the first screen, without loading any engine', async () => {
    await page.evaluate('localStorage.clear()');
    const scripts: string[] = [];
    const listen = (r: { url(): string }) => scripts.push(r.url());
    page.on('request', listen);
    await page.goto(url);
    await expect.poll(() => page.locator('[data-game]').count()).toBe(GAMES.ids.length);
    page.off('request', listen);
    expect(await page.locator('[data-game]').evaluateAll((els) => els.map((e) => e.dataset.game))).toEqual(
      GAMES.ids,
    );
    for (const g of GAMES.games)
      expect(await page.locator(`[data-game="${g.id}"]`).textContent()).toContain(g.title);
    // The engines' chunks are named for the subpath they come from (web/build.mjs).
    const engines = scripts.filter((s) => GAMES.ids.some((id) => s.includes(`/chunks/${id}-`)));
    expect(engines).toEqual([]);
    await bodyFits(1280);
    await shot('games-0-picker');
  });

  for (const game of GENERIC) {
    it(`${game.title}: set up with a seat at the keyboard, a step played with a bot's suggestion, saved, played to its end`, async () => {
      const seed = `web-${game.id}`;
      const limit = shortGame(game);
      const bots = Object.keys(game.bots);
      const suggestion = bots[0]!;
      await page.evaluate('localStorage.clear()');
      await page.goto(url);
      await page.locator(`[data-game="${game.id}"]`).click();
      await page.locator('input[name="seed"]').fill(seed);
      if (game.readOptions !== undefined) await page.locator('textarea[name="options"]').fill(limit);
      const seatSelects = page.locator('select[name^="seat-"]');
      const start = game.setup(optionsOf(game, limit), seed);
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      const players = game.players(start.value);
      await expect.poll(() => seatSelects.count()).toBe(players.length);
      // The first seat is the person's, the others the game's default line-up's (lineUpFor);
      // the second is then given the game's second bot where it has one.
      const human = players[0]!;
      const lineUp = lineUpFor(game, players.length);
      for (const [i, p] of players.entries())
        expect(await page.locator(`select[name="seat-${p}"]`).inputValue()).toBe(i === 0 ? '' : lineUp[i]);
      // Each seat offers the person, the game's ladder levels by name (none without a ladder), then its bots.
      const offered = await page
        .locator(`select[name="seat-${human}"] option`)
        .evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
      expect(offered).toEqual(['', ...(game.ladder ?? []).map((l) => l.level), ...bots]);
      const seats: Record<string, string> = {};
      players.forEach((p, i) => {
        seats[p] = i === 0 ? suggestion : i === 1 ? (bots[1] ?? bots[0]!) : lineUp[i]!;
      });
      if (players.length > 1)
        await page.locator(`select[name="seat-${players[1]}"]`).selectOption(seats[players[1]!]!);
      expect(await page.locator(`select[name="seat-${human}"]`).inputValue()).toBe('');
      await shot(`games-${game.id}-1-setup`);
      await page.getByRole('button', { name: 'Start' }).click();
      await expect.poll(() => savedStep(game)).toBeGreaterThanOrEqual(0);
      expect(game.hash(await savedState(game))).toBe(game.hash(start.value));

      // The bots' steps until the person's seat is awaited (Resolve plays them).
      for (let i = 0; i < 50 && (await page.locator('button.fill').count()) === 0; i++) {
        const before = await savedStep(game);
        await page.locator('button.resolve').click();
        await expect.poll(() => savedStep(game)).toBeGreaterThan(before);
      }
      await expect.poll(() => page.getByTestId('step').textContent()).toContain(`${human} (you)`);
      const before = await savedState(game);
      await page.locator(`select[name="suggest-${human}"]`).selectOption(suggestion);
      await page.locator('button.fill').click();
      await expect.poll(() => page.locator('[data-status="accepted"]').count()).toBe(1);
      await shot(`games-${game.id}-2-orders`);
      await page.locator('button.resolve').click();
      await expect.poll(() => savedStep(game)).toBeGreaterThan(game.step(before));

      // The same step played by the library's match runner, the person's seat by the suggestion's bot.
      const seatBots = Object.fromEntries(players.map((p) => [p, game.bots[seats[p]!]!.bot]));
      let report = '';
      const one = runMatch(game, {
        seed,
        start: before,
        seats: seatBots,
        arrival: true,
        maxSteps: 1,
        onStep: (resolved) => {
          const mine = game.reports(resolved)[human];
          report = game.renderReport !== undefined ? game.renderReport(mine) : JSON.stringify(mine, null, 2);
        },
      });
      expect(game.hash(await savedState(game))).toBe(game.hash(one.state));
      await expect
        .poll(() => page.locator('[data-testid="report"] pre.report-text').textContent())
        .toBe(report);
      const stepLine = await page.getByTestId('step').textContent();
      expect(stepLine).toMatch(game.outcome(one.state) === null ? `Step ${game.step(one.state)}` : /Over/);
      await shot(`games-${game.id}-3-resolved`);

      // Saved: a reload opens the same game at the same step, its report still shown.
      await page.reload();
      await expect.poll(() => page.getByTestId('step').textContent()).toBe(stepLine);
      expect(await page.locator('[data-testid="report"] pre.report-text').textContent()).toBe(report);

      // To the end, the person's seat played by the same bot: the game runMatch plays from the start.
      const whole = runMatch(game, {
        seed,
        start: start.value,
        seats: seatBots,
        arrival: true,
        maxSteps: MAX_STEPS,
      });
      const outcome = game.outcome(whole.state);
      expect(outcome).not.toBeNull();
      if (game.outcome(one.state) === null) {
        await page.locator('select[name="stand-in"]').selectOption(suggestion);
        await page.getByRole('button', { name: 'Play to the end' }).click();
      }
      await expect.poll(() => page.getByTestId('outcome').count(), { timeout: 60_000 }).toBe(1);
      expect(game.hash(await savedState(game))).toBe(game.hash(whole.state));
      for (const p of players) {
        const row = page.locator(`[data-testid="outcome"] tr[data-seat="${p}"]`);
        expect(await row.locator('.score').textContent()).toBe(String(outcome!.seats[p]!.score));
        expect(await row.locator('.rank').textContent()).toMatch(
          new RegExp(`^${outcome!.seats[p]!.rank}\\b`),
        );
      }
      expect(await page.getByTestId('outcome').locator('h2').textContent()).toContain(outcome!.reason);
      await shot(`games-${game.id}-4-outcome`);
    }, 120_000);
  }

  it("opens a state written by each game's own serialize, the person in the first seat", async () => {
    for (const game of GENERIC) {
      const start = game.setup(optionsOf(game, shortGame(game)), 'pasted');
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      // A step on, so the state is not the one a new game of the same seed would make.
      const players = game.players(start.value);
      const bot = Object.values(game.bots)[0]!.bot;
      const on = runMatch(game, {
        seed: 'pasted',
        start: start.value,
        seats: Object.fromEntries(players.map((p) => [p, bot])),
        maxSteps: 1,
      }).state;
      await page.evaluate('localStorage.clear()');
      await page.goto(url);
      await page.locator(`[data-game="${game.id}"]`).click();
      await page.locator('textarea[name="state"]').fill('not a state');
      await page.locator('button.open-state').click();
      await expect.poll(() => page.getByRole('alert').count()).toBe(1);
      await page.locator('textarea[name="state"]').fill(game.serialize(on));
      await page.locator('button.open-state').click();
      await page.getByTestId('step').waitFor();
      expect(game.hash(await savedState(game))).toBe(game.hash(on));
      // The person in the first seat, the game's default line-up (lineUpFor) in the others.
      const lineUp = lineUpFor(game, players.length);
      const seats = (JSON.parse((await savedText(game.id))!) as { seats: Record<string, string | null> })
        .seats;
      expect(seats).toEqual(Object.fromEntries(players.map((p, i) => [p, i === 0 ? null : lineUp[i]!])));
      const awaited = game.awaiting(on).players;
      expect(await page.getByTestId('step').textContent()).toContain(`Step ${game.step(on)}`);
      if (awaited.includes(players[0]!))
        expect(await page.getByTestId('step').textContent()).toContain(`${players[0]} (you)`);
    }
  }, 60_000);

  it('is driven by keyboard alone: pick a game, start it, take a suggestion, resolve', async () => {
    const game = GENERIC[0]!;
    await page.evaluate('localStorage.clear()');
    await page.goto(url);
    const focused = (selector: string) =>
      page.evaluate(`document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 60 && !(await focused(selector)); i++) await page.keyboard.press('Tab');
      expect(await focused(selector)).toBe(true);
    };
    await tabTo(`[data-game="${game.id}"]`);
    await page.keyboard.press('Enter');
    await page.locator('button.start').waitFor();
    await tabTo('button.start');
    await page.keyboard.press('Enter');
    await expect.poll(() => savedStep(game)).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 50 && (await page.locator('button.fill').count()) === 0; i++) {
      const before = await savedStep(game);
      await tabTo('button.resolve');
      await page.keyboard.press('Enter');
      await expect.poll(() => savedStep(game)).toBeGreaterThan(before);
    }
    const before = await savedStep(game);
    await tabTo('button.fill');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-status="accepted"]').count()).toBe(1);
    await tabTo('button.resolve');
    await page.keyboard.press('Enter');
    await expect.poll(() => savedStep(game)).toBeGreaterThan(before);
    // The view is one Tab stop too (a long map scrolls by keyboard).
    await tabTo('pre.map');
  }, 60_000);

  it('reads at 1280x800 and at a phone-sized window: no sideways scrolling of the page', async () => {
    const game = GENERIC[0]!;
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The board of the game the keyboard test left open, then the picker with a game's setup.
      await page.goto(url);
      await page.getByTestId('view').waitFor();
      await bodyFits(width);
      await shot(`games-${width}-board`);
      const step = await page.getByTestId('step').textContent();
      await page.getByRole('button', { name: 'All games' }).click();
      await page.locator(`[data-game="${game.id}"]`).click();
      await page.locator('button.start').waitFor();
      await bodyFits(width);
      await shot(`games-${width}-picker`);
      // The picker offers the saved game back.
      await page.locator(`[data-resume="${game.id}"]`).click();
      await expect.poll(() => page.getByTestId('step').textContent()).toBe(step);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);
});
