/**
 * `simulturn play <game>` over the contract, with the toy game (registered for the test
 * only): the line-up, one block per step with the followed seat's rendered report, and
 * the outcome with every seat's score and place; the same seed plays the same game.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../src/cli/play.js';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { TOY } from '../support/toy-game.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);

async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  await play(args, (text) => out.push(text), GAMES);
  return `${out.join('\n')}\n`;
}

describe('simulturn play <game>', () => {
  it('plays the toy game between its bots to the outcome', async () => {
    const text = await run(
      'toy-bid-take',
      '--seed',
      'p1',
      '--options',
      'players=3,rounds=2',
      '--bots',
      'greedy,random,greedy',
    );
    expect(
      text.startsWith(
        'Bid and take, seed "p1"\n  ann  bot greedy  (followed)\n  bob  bot random\n  cy   bot greedy\n',
      ),
    ).toBe(true);
    // Bids together, then takes one at a time.
    expect(text).toMatch(/^Step 1 \(bid\): orders from (ann|bob|cy), (ann|bob|cy), (ann|bob|cy)$/m);
    expect(text).toMatch(/^Step 2 \(take\): orders from (ann|cy)$/m);
    expect(text).toContain('step 1: bids ann 3, bob ');
    expect(text).toMatch(
      /The game is over: rounds, won by .+\.\nScores: \w+ \d+ \(1st\), \w+ \d+ \(\d(st|nd|rd)\), \w+ \d+ \(\d(st|nd|rd)\)\.\n$/,
    );
    expect(
      await run(
        'toy-bid-take',
        '--seed',
        'p1',
        '--options',
        'players=3,rounds=2',
        '--bots',
        'greedy,random,greedy',
      ),
    ).toBe(text);
  });

  it("prints a game's public report (K5) before the followed seat's own", async () => {
    const toyWithNews = {
      ...TOY,
      id: 'toy-news',
      publicReport: (r: { state: { pile: number } }) => ({ pile: r.state.pile }),
      renderPublic: (post: { pile: number }) => `NEWS: ${post.pile} left in the pile`,
    };
    const out: string[] = [];
    await play(
      ['toy-news', '--options', 'players=2'],
      (t) => out.push(t),
      gameRegistry([toyWithNews as unknown as AnyGame]),
    );
    const text = out.join('\n');
    const news = text.indexOf('NEWS: ');
    expect(news).toBeGreaterThan(0);
    expect(text.indexOf('step 1: bids', news)).toBeGreaterThan(news);
    // The toy without a public channel prints none.
    expect(await run('toy-bid-take', '--options', 'players=2')).not.toContain('NEWS');
  });

  it('is quiet when asked, and says what is wrong with flags', async () => {
    const quiet = await run('toy-bid-take', '--quiet', '--options', 'players=2');
    expect(quiet).not.toContain('bids');
    expect(quiet).toContain('Scores:');
    await expect(run('toy-bid-take', '--bots', 'greedy')).rejects.toThrow(/one per seat/);
    await expect(run('toy-bid-take', '--options', 'players=9')).rejects.toThrow(
      /players cannot be "9"; expected a whole number from 2 to 4/,
    );
    await expect(run('nope')).rejects.toThrow(/no game "nope"; the games are corporate-war, toy-bid-take/);
  });

  describe('with a ladder (a toy game given one)', () => {
    const laddered = {
      ...TOY,
      id: 'toy-ladder',
      ladder: [
        { level: 'easy', bot: 'random', summary: 'bids and takes at random' },
        { level: 'hard', bot: 'greedy', summary: 'bids 3 and takes 3' },
      ],
    };
    const withLadder = gameRegistry([laddered as unknown as AnyGame]);
    const runLadder = async (...args: string[]) => {
      const out: string[] = [];
      await play(args, (t) => out.push(t), withLadder);
      return out.join('\n');
    };
    const game = ['toy-ladder', '--seed', 'l1', '--options', 'players=2,rounds=2', '--quiet'];

    it("takes a ladder level's name for its bot", async () => {
      const byLevel = await runLadder(...game, '--bots', 'hard,easy');
      expect(byLevel).toMatch(/^ {2}ann {2}level hard: bot greedy {2}\(followed\)$/m);
      expect(byLevel).toMatch(/^ {2}bob {2}level easy: bot random$/m);
      // The same game as with the bots named: only the line-up's lines differ.
      const byBot = await runLadder(...game, '--bots', 'greedy,random');
      const play = (t: string) => t.split('\n').filter((l) => !l.startsWith('  '));
      expect(play(byLevel)).toEqual(play(byBot));
      await expect(runLadder(...game, '--bots', 'hard,esay')).rejects.toThrow(
        /unknown bot "esay" \(did you mean easy\?\); the bots are greedy, random, search; the ladder's levels are easy, hard/,
      );
    });

    it('lists the ladder in its help, and no ladder for a game without one', async () => {
      const help = await runLadder('toy-ladder', '--help');
      expect(help).toMatch(/^usage: simulturn play/);
      expect(help).toContain(
        "The ladder of Bid and take, easiest first (--bots takes a level's name):\n  easy  bot random: bids and takes at random\n  hard  bot greedy: bids 3 and takes 3",
      );
      expect(help).toContain('The bots of Bid and take:\n  greedy  bids 3 and takes 3\n');
      const plain = await run('toy-bid-take', '--help');
      expect(plain).toContain('The bots of Bid and take:');
      expect(plain).not.toContain('ladder of');
    });
  });

  it('plays Corporation, a shipped game, from the shipped registry', async () => {
    const out: string[] = [];
    await play(['corporation', '--seed', 'p2', '--options', 'players=3', '--quiet'], (t) => out.push(t));
    const text = out.join('\n');
    expect(text.startsWith('Corporation, seed "p2"\n')).toBe(true);
    expect(text).toMatch(/The game is over: .+\nScores: .+ \(1st\)/);
  });

  it('plays Corporate War as before when it is named', async () => {
    const named = await run('corporate-war', '--seed', 'cli-test-1', '--day-limit', '2', '--quiet');
    expect(named).toBe(await run('--seed', 'cli-test-1', '--day-limit', '2', '--quiet'));
  });
});
