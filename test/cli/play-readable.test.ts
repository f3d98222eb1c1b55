/**
 * `simulturn play <game>` for any game, through the contract alone: the game's default
 * line-up when no bots are named (else its first bot everywhere), the followed player's
 * board each step when the game draws one, a step's block bounded and its long lists
 * summarised (all of it with --full), and the outcome's sentence on why it ended last.
 * Played with the toy game as it is (no line-up, board or why) and with one that has them.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../src/cli/play.js';
import { boundBlock, clipLine, withoutBoard, wrapLine } from '../../src/cli/readable.js';
import type { AnyGame, GameOutcome } from '../../src/kernel/game/contract.js';
import { lineUpFor } from '../../src/kernel/game/line-up.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { TOY, type ToyView } from '../support/toy-game.js';

/** The toy with everything a game may add: a line-up, a board, a why, and a wordy report. */
const DRESSED = {
  ...TOY,
  id: 'toy-dressed',
  defaultLineUp: ['random', 'greedy'],
  renderMap: (v: ToyView) => `pile ${'#'.repeat(v.pile)}|\nyou: ${v.me}`,
  outcome: (s: unknown): GameOutcome | null => {
    const o = TOY.outcome(s as never);
    return o === null ? null : { ...o, why: `WHY: ${o.winners.join(' and ')} took the most.` };
  },
  // A report as long as Strategic Game's: a hundred lines, one a list of 60 ships.
  renderReport: (r: { step: number }) =>
    [
      `step ${r.step}`,
      `fleet: ${Array.from({ length: 60 }, (_, i) => `ship-${i + 1}`).join(', ')}`,
      ...Array.from({ length: 100 }, (_, i) => `line ${i + 1}`),
    ].join('\n'),
};

const GAMES = gameRegistry([TOY as unknown as AnyGame, DRESSED as unknown as AnyGame]);

async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  await play(args, (text) => out.push(text), GAMES);
  return `${out.join('\n')}\n`;
}

describe('simulturn play <game>, readable for any game', () => {
  it("seats the game's default line-up, repeated over the seats, when no bots are named", async () => {
    const text = await run('toy-dressed', '--seed', 'r1', '--options', 'players=3');
    expect(text).toMatch(
      /^Bid and take, seed "r1"\n {2}ann {2}bot random {2}\(followed\)\n {2}bob {2}bot greedy\n {2}cy {3}bot random\n {2}\(the game's default line-up; --bots names others\)\n/,
    );
    expect(lineUpFor(DRESSED as unknown as AnyGame, 3)).toEqual(['random', 'greedy', 'random']);
  });

  it('seats the first bot everywhere for a game without a line-up, and draws no board', async () => {
    const text = await run('toy-bid-take', '--seed', 'r1', '--options', 'players=2');
    expect(text).toMatch(
      /^Bid and take, seed "r1"\n {2}ann {2}bot greedy {2}\(followed\)\n {2}bob {2}bot greedy\n {2}\(its first bot in every seat; --bots names others\)\n/,
    );
    expect(text).not.toContain('The board as');
    // Without a why, the outcome ends with the scores.
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^Scores: /);
  });

  it("prints the followed player's board after every step, and ends with why", async () => {
    const text = await run('toy-dressed', '--seed', 'r1', '--options', 'players=2', '--player', 'BOB');
    const steps = text.match(/^Step \d+ \(\w+\): /gm)?.length ?? 0;
    expect(steps).toBeGreaterThan(2);
    expect(text.match(/^The board as bob knows it:\npile #*\|\nyou: bob$/gm)).toHaveLength(steps);
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^WHY: .+ took the most\.$/);
  });

  it('bounds each block and summarises long lists; --full prints everything', async () => {
    const text = await run('toy-dressed', '--seed', 'r1', '--options', 'players=2');
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(text).toMatch(/^fleet: ship-1, ship-2, .*, … \d+ more$/m);
    expect(text).toMatch(/^ {2}… 63 more lines \(--full prints them all\)$/m);
    expect(text).not.toContain('line 100');
    const full = await run('toy-dressed', '--seed', 'r1', '--options', 'players=2', '--full');
    expect(full).toContain('ship-60');
    expect(full).toMatch(/^line 100$/m);
  });

  it('says which bot was meant by a slip', async () => {
    await expect(run('toy-bid-take', '--options', 'players=2', '--bots', 'greedy,radnom')).rejects.toThrow(
      'unknown bot "radnom" (did you mean random?); the bots are greedy, random, search',
    );
  });
});

describe('clipLine and boundBlock', () => {
  it('keep the items of a list that fit and count the rest', () => {
    expect(clipLine('ships: s1, s2, s3, s4, s5, s6', 24)).toBe('ships: s1, s2, … 4 more');
    expect(clipLine('short', 24)).toBe('short');
    expect(clipLine('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keep the first lines and say how many were left out', () => {
    const text = Array.from({ length: 10 }, (_, i) => `l${i}`).join('\n');
    expect(boundBlock(text, 4, 'see more')).toBe('l0\nl1\nl2\n  … 7 more lines (see more)');
    expect(boundBlock(text, 10, 'see more')).toBe(text);
  });

  it('wrap a long sentence at spaces', () => {
    expect(wrapLine('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrapLine('aaaaaaa bb', 5)).toEqual(['aaaaaaa', 'bb']);
  });

  it('take the board out of a report that already shows it', () => {
    const board = 'map\nrow 1\nrow 2\nlegend';
    expect(withoutBoard(`turn 2\n${board}\nfleets: 3`, board)).toBe('turn 2\nfleets: 3');
    expect(withoutBoard('turn 2\nmap\nrow 1\nother', board)).toBe('turn 2\nmap\nrow 1\nother');
  });
});
