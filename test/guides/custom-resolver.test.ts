/**
 * The guide docs/guides/custom-resolver.md: its example is the code of
 * custom-resolver.example.ts (so the guide cannot drift from code that compiles), and that
 * code does what the guide says in a real gold rush.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  newGame,
  parseState,
  resolveDay,
  type TraceEvent,
} from '../../src/corporate-war/index.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import { resolveDayTopTwo, topTwoResolver } from './custom-resolver.example.js';

const GUIDE = readFileSync(new URL('../../docs/guides/custom-resolver.md', import.meta.url), 'utf8');
const EXAMPLE = readFileSync(new URL('./custom-resolver.example.ts', import.meta.url), 'utf8');

/** The guide's TypeScript code blocks, without their fences. */
const tsBlocks = [...GUIDE.matchAll(/^```ts\r?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe('the custom resolver guide', () => {
  it('has one TypeScript block, the example file with the package import path', () => {
    expect(tsBlocks).toHaveLength(1);
    const published = EXAMPLE.replace(
      "from '../../src/corporate-war/index.js'",
      "from 'simulturn/corporate-war'",
    );
    expect(published).not.toBe(EXAMPLE);
    expect(tsBlocks[0]).toBe(published);
  });
});

/** The players, in seat order, with the sector each starts in and its soldiers' Info. */
const PLAYERS = [
  { id: 'psicorps', from: 'A1', info: 3 },
  { id: 'phoenicae', from: 'A3', info: 1 },
  { id: 'orchid-inc', from: 'C1', info: 4 },
  { id: 'tanker-toys', from: 'C3', info: 2 },
] as const;
const TOP_TWO = ['orchid-inc', 'psicorps'];

/** Four groups, one per player, each next to the empty sector B2; every group sees every other. */
function goldRushEve(): GameState {
  const game = newGame({
    seed: 'guide',
    corporations: PLAYERS.map((p) => p.id),
    rules: { detection: 'whole-group' },
  });
  const json = stateToJson(game);
  for (const s of json.soldiers) {
    const p = PLAYERS.find((x) => x.id === s.owner);
    if (p === undefined) continue;
    s.sector = p.from;
    s.info = p.info;
  }
  const r = parseState(json);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
}

/** Every player moves its whole group one sector into B2, so all four arrive in phase 2. */
const ORDERS = Object.fromEntries(PLAYERS.map((p) => [p.id, [{ group: p.from, to: 'B2' }]]));

type Fight = Extract<TraceEvent, { type: 'fight' }>;
const fightsIn = (events: readonly TraceEvent[]): Fight[] =>
  events.filter((e): e is Fight => e.type === 'fight');
const ownerOf = (id: string) => id.slice(0, id.indexOf('/'));

describe('the example resolver in a gold rush', () => {
  const pre = goldRushEve();

  it('is used for the gold rush, and only the two groups with the most Info shoot', () => {
    const result = resolveDayTopTwo(pre, ORDERS);
    const fights = fightsIn(result.trace.events);
    expect(fights).toHaveLength(1);
    const fight = fights[0]!;
    expect(fight).toMatchObject({ phase: 2, sector: 'B2', kind: 'gold-rush', resolver: topTwoResolver.name });
    expect(fight.resolver).toBe('top-two');
    expect(fight.engagements).toHaveLength(1);
    expect(fight.engagements[0]!.sides.map((s) => s.allegiance)).toEqual(TOP_TWO);
    // Whole groups: every soldier of the two stands in the engagement, each once.
    const inSides = fight.engagements[0]!.sides.flatMap((s) => [...s.seen, ...s.unseen]);
    expect(new Set(inSides).size).toBe(inSides.length);
    const topTwoSoldiers = pre.soldiers.filter((s) => TOP_TWO.includes(s.owner)).map((s) => s.id);
    expect([...inSides].sort()).toEqual([...topTwoSoldiers].sort());
    // Shots only between the two, both ways; the other two groups hold their fire.
    expect(fight.shots.length).toBeGreaterThan(0);
    for (const shot of fight.shots) {
      expect(TOP_TWO).toContain(ownerOf(shot.attacker));
      expect(TOP_TWO).toContain(ownerOf(shot.target));
    }
    expect(new Set(fight.shots.map((s) => ownerOf(s.attacker)))).toEqual(new Set(TOP_TWO));
  });

  it('replaces only the gold-rush kind: without it, the built-in resolver sets all four groups fighting', () => {
    const fight = fightsIn(resolveDay(pre, ORDERS).trace.events)[0]!;
    expect(fight).toMatchObject({ kind: 'gold-rush', resolver: 'gold-rush' });
    expect(new Set(fight.shots.map((s) => ownerOf(s.attacker)))).toEqual(new Set(PLAYERS.map((p) => p.id)));
  });
});
