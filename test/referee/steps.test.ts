/**
 * The referee for a game named by step, driven end to end through `simulturn referee`
 * with the toy game ("bid and take": a simultaneous bid, then one player at a time),
 * which lives in the tests and reaches the command line through an injected registry.
 * Orders are JSON (the toy has no text sheet); the arrival order (K2) is the referee's
 * receipt order; the folder verifies, and replays, at the end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { TOY } from '../support/toy-game.js';
import { referee, tempDir } from './support.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);
const { dir: tmp, remove } = tempDir();
afterAll(() => remove());

/** Runs a referee command against the test registry; orders are given on standard input. */
const run = (args: string[], stdin?: string) =>
  referee(args, { games: GAMES, ...(stdin !== undefined ? { stdin } : {}) });
const json = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));

describe('refereeing the toy game by step', () => {
  it('plays a whole game: bids together, takes one at a time, reports, verify, game over', () => {
    const dir = join(tmp, 'toy');
    const made = run([
      'new',
      dir,
      '--game',
      'toy-bid-take',
      '--seed',
      's1',
      '--options',
      'players=2,rounds=1',
    ]);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Bid and take (toy-bid-take)');
    expect(made.out).toContain('step 1 waits for the bid orders of ann, bob');
    expect(json(dir, 'game.json')).toMatchObject({ version: 2, game: 'toy-bid-take', step: 1 });
    expect(existsSync(join(dir, 'state', 'step-1.json'))).toBe(true);

    let r = run(['status', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Bid and take');
    expect(r.out).toContain('Waiting for the orders of ann, bob.');

    // JSON only: text is refused with its place; the game's own check refuses a bad bid.
    r = run(['orders', dir, 'ann', '-'], 'bid two');
    expect(r.code).toBe(1);
    expect(r.out).toContain('line 1, column 1: the orders are not valid JSON: expected a value');
    expect(r.out).toContain('found "b"');
    r = run(['orders', dir, 'ann', '-'], '[7]');
    expect(r.code).toBe(1);
    expect(r.out).toContain('a number from 0 to 3');
    expect(r.out).toContain('No orders of ann for step 1 are in yet.');

    // Bob's orders arrive first: on equal bids he takes first (K2), though Ann sits first.
    r = run(['orders', dir, 'bob', '-'], '[2]');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('(received 1st)');
    r = run(['resolve', dir]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('step 1 is waiting for the orders of ann');
    // A seat as a person may write it: another case.
    r = run(['orders', dir, 'Ann', '-'], '[2]');
    expect(r.out).toContain('these are the orders of ann for step 1 (received 2nd)');
    r = run(['status', dir]);
    expect(r.out).toContain('Every order is in: step 1 is ready to resolve.');

    r = run(['resolve', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Step 1 resolved.');
    expect(r.out).toContain('Step 2 begins: it waits for the take orders of bob.');
    expect(json(dir, 'archive/step-1.json').arrival).toEqual(['bob', 'ann']);
    r = run(['report', dir, 'ann']);
    expect(r.out).toBe('step 1: bids ann 2, bob 2\nbob takes first\n');

    // One at a time: Ann is not awaited now; Bob is.
    r = run(['orders', dir, 'ann', '-'], '[1]');
    expect(r.code).toBe(1);
    expect(r.err).toContain('step 2 waits only for the orders of bob');
    r = run(['status', dir]);
    expect(r.out).toMatch(/bob +human, awaited, orders missing/);
    expect(r.out).toMatch(/ann +human\n/);
    expect(run(['orders', dir, 'bob', '-'], '[3]').code).toBe(0);
    expect(run(['resolve', dir]).out).toContain('Step 3 begins: it waits for the take orders of ann.');
    expect(run(['orders', dir, 'ann', '-'], '[3]').code).toBe(0);
    r = run(['resolve', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('The game is over: rounds');
    expect(r.out).toMatch(/Scores: .*ann \d+ \(\d(st|nd)\)/);

    r = run(['status', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('over at step 4');
    expect(run(['resolve', dir]).code).toBe(1);
    r = run(['resolve', dir, '--step', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Step 1 is already resolved');
    expect(run(['resolve', dir, '--day', '1']).code).toBe(2);
    r = run(['report', dir, 'bob', '--step', '2', '--json']);
    expect(JSON.parse(r.out)).toEqual({ step: 2, lines: ['step 2: bob takes 3, 5 left'] });

    const g = loadStepGame(dir, GAMES);
    expect(g.ok).toBe(true);
    if (g.ok) expect(verifyStepGame(g.value, { replay: true })).toEqual([]);
  });

  it('seats bots, resolves with missing orders when forced, and catches a changed file', () => {
    const dir = join(tmp, 'bots');
    const made = run([
      'new',
      dir,
      '--game',
      'toy-bid-take',
      '--seed',
      's2',
      '--options',
      'players=3',
      '--bots',
      'cy=greedy',
    ]);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(/cy +bot greedy/);
    // Bob sends nothing: forced, his key stays missing and the toy's rule for silence applies (he leaves).
    expect(run(['orders', dir, 'ann', '-'], '[1]').code).toBe(0);
    const r = run(['resolve', dir, '--force']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('No orders came from bob.');
    const archive = json(dir, 'archive/step-1.json');
    expect(archive.orders).toEqual({ ann: [1], bob: null, cy: [3] });
    expect(archive.arrival).toEqual(['ann', 'cy']);
    expect(run(['report', dir, 'ann']).out).toContain('bids ann 1, bob none, cy 3');
    // A report changed by hand is caught by status.
    const report = join(dir, 'reports', 'ann', 'step-1.txt');
    const text = readFileSync(report, 'utf8');
    writeFileSync(report, `${text}edited\n`);
    const s = run(['status', dir]);
    expect(s.code).toBe(3);
    expect(s.err).toContain('step-1.txt is damaged');
  });

  it('refuses what belongs to the other kind of game', () => {
    expect(run(['new', join(tmp, 'x'), '--game', 'nope', '--seed', 's']).code).toBe(2);
    const r = run(['new', join(tmp, 'y'), '--game', 'toy-bid-take', '--seed', 's', '--day-limit', '3']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--day-limit is for Corporate War');
    const cw = ['--seed', 's', '--corporations', 'psicorps,phoenicae'];
    expect(run(['new', join(tmp, 'z'), '--game', 'corporate-war', ...cw, '--options', 'a=1']).code).toBe(2);
    const named = run(['new', join(tmp, 'cw'), '--game', 'corporate-war', ...cw]);
    expect(named.code, named.err).toBe(0);
    expect(named.out).toBe(run(['new', join(tmp, 'cw2'), ...cw]).out.replaceAll('cw2', 'cw'));
    expect(JSON.parse(readFileSync(join(tmp, 'cw', 'game.json'), 'utf8')).version).toBe(1);
  });
});

describe('the play-by-mail guide for games named by step', () => {
  it('draws the folder as step-layout.ts documents it', () => {
    const guide = readFileSync(new URL('../../docs/guides/play-by-mail.md', import.meta.url), 'utf8');
    const layout = readFileSync(new URL('../../src/referee/step-layout.ts', import.meta.url), 'utf8');
    const inCode = /```text\n([\s\S]*?) \* ```/.exec(layout)![1]!.replace(/^ \* /gm, '');
    expect(guide).toContain(`\`\`\`text\n${inCode}\`\`\``);
  });
});

/**
 * The toy game with a text order sheet, for the referee's sheet road: a blank sheet per
 * awaited human player, a filled-in sheet read by the codec, whose issues refuse it whole.
 */
const SHEET_TOY: AnyGame = {
  ...(TOY as unknown as AnyGame),
  id: 'toy-sheet',
  orderSheet: {
    blank: (view) => {
      const v = view as { me: string; step: number; phase: string };
      return `player: ${v.me}\nstep: ${v.step}\n${v.phase}: \n`;
    },
    read: (text) => {
      const m = /^(bid|take): *(\d*) *$/m.exec(text);
      if (m === null) {
        const issue = {
          code: 'toy/sheet',
          path: [],
          message: 'line 3, column 1: write "bid: n" or "take: n"',
        };
        return { orders: [], reply: 'nothing read\n', issues: [issue] };
      }
      const orders = m[2] === '' ? [] : [Number(m[2])];
      return { orders, reply: `read: ${m[1]} ${m[2] === '' ? 'nothing' : m[2]}\n`, issues: [] };
    },
  },
};

describe('refereeing a game with a text order sheet', () => {
  it('writes blank sheets for the awaited players, reads them back, and refuses what it cannot read', () => {
    const games = gameRegistry([CORPORATE_WAR, SHEET_TOY]);
    const go = (args: string[], stdin?: string) =>
      referee(args, { games, ...(stdin !== undefined ? { stdin } : {}) });
    const dir = join(tmp, 'sheet');
    const made = go(['new', dir, '--game', 'toy-sheet', '--seed', 's3', '--options', 'players=2,rounds=1']);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain(`sheet: ${join(dir, 'sheets', 'ann', 'step-1.txt')}`);
    const blank = readFileSync(join(dir, 'sheets', 'ann', 'step-1.txt'), 'utf8');
    expect(blank).toBe('player: ann\nstep: 1\nbid: \n');
    let r = go(['orders', dir, 'ann', '-'], 'player: ann\nstep: 1\nbid two\n');
    expect(r.code).toBe(1);
    expect(r.out).toContain('line 3, column 1: write "bid: n" or "take: n"');
    r = go(['orders', dir, 'ann', '-'], 'player: ann\nstep: 1\nbid: 9\n');
    expect(r.code).toBe(1);
    expect(r.out).toContain('a number from 0 to 3');
    r = go(['orders', dir, 'ann', '-'], blank.replace('bid: ', 'bid: 3'));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('read: bid 3\nAccepted');
    // JSON is still taken beside the sheet.
    expect(go(['orders', dir, 'bob', '-'], '[0]').code).toBe(0);
    r = go(['resolve', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(join(dir, 'sheets', 'ann', 'step-2.txt'));
    expect(existsSync(join(dir, 'sheets', 'bob', 'step-2.txt'))).toBe(false);
    // A sheet changed by hand is caught.
    writeFileSync(join(dir, 'sheets', 'ann', 'step-2.txt'), 'player: ann\n');
    const s = go(['status', dir]);
    expect(s.code).toBe(3);
    expect(s.err).toContain('it is not the sheet of its step');
  });
});

describe("a game's public report in the referee's folder (K5)", () => {
  const NEWS = {
    ...TOY,
    id: 'toy-news',
    publicReport: (r: { state: { pile: number; step: number } }) => ({ pile: r.state.pile }),
    renderPublic: (post: { pile: number }) => `${post.pile} counters left in the pile`,
  } as unknown as AnyGame;
  const games = gameRegistry([TOY as unknown as AnyGame, NEWS]);
  const play = (id: string, dir: string) => {
    const go = (args: string[], stdin?: string) =>
      referee(args, { games, ...(stdin !== undefined ? { stdin } : {}) });
    expect(go(['new', dir, '--game', id, '--seed', 'pub', '--options', 'players=2,rounds=1']).code).toBe(0);
    expect(go(['orders', dir, 'ann', '-'], '[3]').code).toBe(0);
    expect(go(['orders', dir, 'bob', '-'], '[1]').code).toBe(0);
    expect(go(['resolve', dir]).code).toBe(0);
    expect(go(['orders', dir, 'ann', '-'], '[3]').code).toBe(0);
    expect(go(['resolve', dir]).code).toBe(0);
  };

  it('writes it for everyone under public/, one file a step, and the folder still verifies', () => {
    const dir = join(tmp, 'news');
    play('toy-news', dir);
    // Step 1 was the bid (the pile untouched); at step 2 Ann took 3 of 8.
    expect(readFileSync(join(dir, 'public', 'step-1.txt'), 'utf8')).toBe('8 counters left in the pile\n');
    expect(readFileSync(join(dir, 'public', 'step-2.txt'), 'utf8')).toBe('5 counters left in the pile\n');
    const g = loadStepGame(dir, games);
    expect(g.ok).toBe(true);
    if (g.ok) expect(verifyStepGame(g.value, { replay: true })).toEqual([]);
  });

  it('writes nothing public for a game without the channel', () => {
    const dir = join(tmp, 'no-news');
    play('toy-bid-take', dir);
    expect(existsSync(join(dir, 'public'))).toBe(false);
  });
});
