/**
 * Harvester's bots: every bot's orders are legal for its player (checkOrders accepts
 * them) and a function of its view and generator alone; the search player's guessed world
 * holds what the view shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  checkOrders,
  gathererBot,
  HARVESTER,
  type HvState,
  newGame,
  planetGrid,
  playerView,
  resolveTurn,
} from '../../src/harvester/index.js';
import { guessWorld } from '../../src/harvester/search.js';
import { runMatch } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';
import { army, emptyPlanet, hexOf, idOf, withMachine, withUnits } from './support.js';

describe('Harvester bots', { timeout: 120_000 }, () => {
  it('give legal orders, the same ones for the same view and generator', () => {
    let orders = 0;
    check(
      fc.property(arbPlayed(6), fc.string({ maxLength: 4 }), (s, seed) => {
        for (const p of awaiting(s).players) {
          const view = playerView(s, p);
          for (const bot of Object.values(HARVESTER.bots)) {
            const a = bot.bot(view, seededRng(`${seed}:${p}`));
            const b = bot.bot(JSON.parse(JSON.stringify(view)), seededRng(`${seed}:${p}`));
            expect(JSON.stringify(b), bot.name).toBe(JSON.stringify(a));
            const r = checkOrders(s, p, a);
            expect(r.ok ? [] : r.error.map((i) => `${i.code} ${i.message}`), `${bot.name} for ${p}`).toEqual(
              [],
            );
            orders++;
          }
        }
      }),
      { numRuns: 60 },
    );
    expect(orders).toBeGreaterThan(300);
  });

  it('the search player guesses a world that shows it what its view shows of its own units and exact hexes', () => {
    const g = HARVESTER.setup({ players: 4 }, 'guess');
    if (!g.ok) throw new Error('setup');
    const view = playerView(g.value, 'p2');
    const world = guessWorld(view);
    const again = playerView(world, 'p2');
    const placed = (v: typeof view) => v.units.map((u) => `${u.kind}@${u.hex}`); // ids are the world's own
    expect(placed(again)).toEqual(placed(view));
    const exact = (v: typeof view) =>
      [...v.known].filter((k) => k.level === 1).map((k) => [k.hex, k.amount, k.contents]);
    expect(exact(again)).toEqual(exact(view));
  });
});

describe('Harvester bots keep to the terrain and the road (HV-3.5, HV-5.2)', { timeout: 120_000 }, () => {
  it('give only orders checkOrders accepts on a planet a third rough and shrouded, under roadResources every-hex', () => {
    const g = newGame({ seed: 'rough', players: 4, rules: { roadResources: 'every-hex' } });
    if (!g.ok) throw new Error('setup');
    const starts = new Set(g.value.units.map((u) => u.hex));
    const rough = [...g.value.resources.keys()].filter((h) => h % 3 === 0 && !starts.has(h));
    const shroud = [...g.value.resources.keys()].filter((h) => h % 5 === 0 && !starts.has(h));
    let s: HvState = { ...g.value, terrain: { rough, shroud } };
    let checked = 0;
    for (let turn = 0; turn < 6 && awaiting(s).players.length > 0; turn++) {
      const orders: Record<string, unknown> = {};
      for (const p of awaiting(s).players) {
        const view = playerView(s, p);
        for (const bot of Object.values(HARVESTER.bots)) {
          const o = bot.bot(view, seededRng(`${turn}:${p}:${bot.name}`));
          const r = checkOrders(s, p, o);
          expect(r.ok ? [] : r.error.map((i) => i.message), `${bot.name} for ${p} in turn ${s.turn}`).toEqual(
            [],
          );
          checked++;
        }
        orders[p] = HARVESTER.bots.gatherer!.bot(view, seededRng(`${turn}:${p}`));
      }
      s = resolveTurn(s, orders).state;
    }
    expect(checked).toBeGreaterThanOrEqual(4 * 3 * 6);
    // Nothing that is not nimble ever stood in a rough hex.
    const r = new Set(rough);
    expect(s.units.filter((u) => r.has(u.hex) && u.kind !== 'soldier' && u.kind !== 'scout')).toEqual([]);
  });
});

describe('the gatherer hunts, so its mirror makes games', { timeout: 120_000 }, () => {
  it('with a full Harvester it sends all but its General and a Lieutenant towards a Harvester it knows of', () => {
    let s = withUnits(emptyPlanet(), [...army('p1', '0,0'), ['p2', 'harvester', '0,4']]);
    s = withMachine(s, 'p1', { load: 20 });
    const orders = gathererBot(playerView(s, 'p1'), seededRng('hunt')) as {
      moves?: { unit: number; path: string[] }[];
    };
    const towards = (id: number) => {
      const path = orders.moves?.find((m) => m.unit === id)?.path ?? [];
      return path.length === 0 ? 4 : planetGrid(s.radius).distance(hexOf(s, path.at(-1)!), hexOf(s, '0,4'));
    };
    const guards = [idOf(s, 'p1', 'general'), idOf(s, 'p1', 'lieutenant', 0)];
    for (const id of guards) expect(towards(id), `guard ${id}`).toBe(4);
    const hunters = s.units.filter(
      (u) => u.owner === 'p1' && u.kind !== 'harvester' && !guards.includes(u.id),
    );
    expect(hunters).toHaveLength(8);
    // They march together at the pace of the slowest hunter (a Lieutenant's two hexes).
    for (const u of hunters) expect(towards(u.id), `${u.kind} ${u.id}`).toBe(3);
  });

  it('ends 10 four-player gatherer mirrors with the One, well before the turn limit', () => {
    let decided = 0;
    for (let g = 0; g < 10; g++) {
      const start = HARVESTER.setup({ players: 4 }, `mirror/${g}`);
      if (!start.ok) throw new Error('setup');
      const seats = Object.fromEntries(start.value.players.map((p) => [p, HARVESTER.bots.gatherer!.bot]));
      const { state } = runMatch(HARVESTER, {
        seed: `mirror/${g}`,
        start: start.value,
        seats,
        record: false,
      });
      if (HARVESTER.outcome(state)?.reason === 'the-one' && state.turn <= 40) decided++;
    }
    // The gatherer that never hunted ended none of these 10 with the One by turn 40 (run before the change).
    expect(decided).toBeGreaterThanOrEqual(9);
  });
});

describe('the ladder (measured in docs/research/harvester-ladder-2026-11-28/)', () => {
  it('names three levels, easiest first, the search bot at the top', () => {
    expect(HARVESTER.ladder?.map((l) => `${l.level}:${l.bot}`)).toEqual([
      'easy:random',
      'medium:gatherer',
      'hard:search',
    ]);
    expect(HARVESTER.defaultLineUp).toEqual(['search']);
  });

  // The study measured 958 of 1,000 won; at that rate 24 or more of 30 fail to come about
  // once in about 5,000 draws, so a change of the start draw (another seed's games) does not
  // make the test fail, where 9 of 10 failed one draw in sixteen.
  it('medium beats easy: the gatherer wins at least 24 of 30 two-player games against random', () => {
    let wins = 0;
    for (let g = 0; g < 30; g++) {
      const start = HARVESTER.setup({ players: 2 }, `ladder/${g}`);
      if (!start.ok) throw new Error('setup');
      const [a, b] = g % 2 === 0 ? ['gatherer', 'random'] : ['random', 'gatherer'];
      const seats = { p1: HARVESTER.bots[a!]!.bot, p2: HARVESTER.bots[b!]!.bot };
      const { state } = runMatch(HARVESTER, {
        seed: `ladder/${g}`,
        start: start.value,
        seats,
        record: false,
      });
      const winners = HARVESTER.outcome(state)?.winners ?? [];
      if (winners.length === 1 && winners[0] === (a === 'gatherer' ? 'p1' : 'p2')) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(24);
  });
});
