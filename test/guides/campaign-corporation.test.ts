/**
 * The guide docs/guides/campaign-corporation.md: its TypeScript block is the region of
 * campaign-corporation.example.ts, and that code does what the guide says: each side's
 * forces are set through `start` and its name through `names`, a typo and a name for a
 * colour not playing are refused, and the position read back by `forcesOf` (the names
 * from the state) starts the next game where the first one stopped, whose outcome names
 * the winner.
 */
import { describe, expect, it } from 'vitest';
import { forcesOf, newGame, parseState, playerView, serializeState } from '../../src/corporation/index.js';
import {
  carried,
  first,
  NAMES,
  names,
  OPENING,
  refused,
  refusedName,
  result,
  second,
  why,
} from './campaign-corporation.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-corporation.md');
const EXAMPLE = repoFile('test/guides/campaign-corporation.example.ts');

describe('the Corporation campaign guide', () => {
  it('has the example file region as its TypeScript block, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['campaign']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporation'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the Corporation campaign example, run', () => {
  it('refuses a typo in the options with the nearest key', () => {
    expect(refused).toEqual(['unknown option "strat"; did you mean "start"?']);
  });

  it('refuses a name for a colour that does not play, at its path', () => {
    expect(refusedName).toEqual(['options/name-not-seated at names.green']);
  });

  it('gives each side its name: kept in the state, in every view, in a save, and carried on', () => {
    expect(first.names).toEqual({ red: 'The Red Tape Co.', blue: 'Blue Chip Holdings' });
    expect(names).toEqual(NAMES);
    for (const p of first.players) expect(playerView(first, p).state.names).toEqual(NAMES);
    const back = parseState(serializeState(first));
    expect(back.ok && back.value.names).toEqual(NAMES);
    expect(second.names).toEqual(NAMES);
  });

  it('starts from the campaign position: each side where the campaign put it', () => {
    const made = newGame({ seed: 'check', players: ['red', 'blue'], start: OPENING });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.boardroom).toMatchObject({ red: 2, blue: 1 });
    expect(forcesOf(made.value)).toEqual({
      table: OPENING.table,
      rooms: OPENING.rooms,
      boardroom: { red: 2, green: 0, blue: 1, yellow: 0 },
      toMove: 'blue',
    });
  });

  it('carries the first game position into the second, which is decided', () => {
    expect(first.ended).toBeNull();
    expect(first.step).toBeGreaterThan(0);
    expect(carried).toEqual(forcesOf(first));
    expect(carried.boardroom).toEqual(first.boardroom);
    const again = newGame({ seed: 'campaign-2', players: ['red', 'blue'], start: carried });
    expect(again.ok && again.value.stacks).toEqual(first.stacks);
    expect(result?.reason).toBe('three-in-boardroom');
    expect(second.ended?.winners).toHaveLength(1);
  });

  it("names the winner in the outcome: the side's name, then its colour", () => {
    const winner = second.ended!.winners[0]!;
    // The name the campaign gave the winner, then its colour: 'Blue Chip Holdings (blue) won: ...'.
    expect(why?.startsWith(`${NAMES[winner]} (${winner}) won: three ${winner} employees`), why).toBe(true);
  });
});
