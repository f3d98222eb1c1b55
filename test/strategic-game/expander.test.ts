/**
 * The expander's play, held to what makes its games games: it never leaves its home
 * empty once it has warships (an empty home is lost to the first enemy fleet that reaches
 * it, TSG-4.1), its striking main fleet falls on an enemy fleet it can reach rather than
 * passing it (TSG-6.2: fleets that pass never fight), and so two expanders on a map fair
 * to both homes fight it out instead of drawing by taking both homes at once.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import { EXPANDER_PLAN, expanderBot, expanderOrders } from '../../src/strategic-game/expander.js';
import { playerView, SCENARIOS, STRATEGIC_GAME, type TsgState } from '../../src/strategic-game/index.js';
import { at, fleet, game, inPhase, ship, withFleets } from './support.js';

const mirror = (map: keyof typeof SCENARIOS, seed: string, onStep?: (s: TsgState) => void): TsgState => {
  const start = STRATEGIC_GAME.setup({ map: SCENARIOS[map] }, seed);
  if (!start.ok) throw new Error('setup');
  const bot = STRATEGIC_GAME.bots.expander!.bot;
  return runMatch(STRATEGIC_GAME, {
    seed,
    start: start.value,
    seats: { p1: bot, p2: bot },
    record: false,
    maxSteps: 400,
    ...(onStep !== undefined ? { onStep: (r) => onStep(r.state) } : {}),
  }).state;
};

describe('the expander', () => {
  it('keeps a fleet at home from its first warships to the end, striking or not', () => {
    let checked = 0;
    for (const seed of ['guard 1', 'guard 2', 'guard 3']) {
      let struck = false;
      mirror('seed', seed, (s) => {
        if (s.phase === 'over') return;
        for (const p of s.players) {
          const home = s.map.homes[s.players.indexOf(p)]!;
          const mine = s.fleets.filter((f) => f.owner === p);
          if (!mine.some((f) => f.ships.some((x) => x.engine === 3))) continue;
          checked++;
          expect(
            mine.some((f) => f.at === home),
            `${seed}: ${p}'s home at step ${s.step}`,
          ).toBe(true);
          if (mine.some((f) => f.at !== home && f.ships.length >= EXPANDER_PLAN.minWave)) struck = true;
        }
      });
      expect(struck, `${seed}: a main fleet went out`).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('falls on an enemy fleet in reach that its sensors saw no larger than its main fleet', () => {
    const base = inPhase(game({}, {}, 'prey'), 'move-1');
    const warships = (owner: string, n: number, from = 1) =>
      Array.from({ length: n }, (_, k) => ship(`${owner}-s${from + k}`));
    const s: TsgState = {
      ...withFleets(base, [
        fleet(base, 'p1-f1', 'p1', '0404', warships('p1', 24)),
        fleet(base, 'p1-f2', 'p1', '0202', warships('p1', 3, 30)),
        fleet(base, 'p2-f1', 'p2', '0605', warships('p2', 10)),
        fleet(base, 'p2-f2', 'p2', '0907', warships('p2', 3, 20)),
      ]),
      sides: {
        ...base.sides,
        p1: { ...base.sides.p1!, contacts: [{ fleet: 'p2-f1', at: at(base, '0605'), ships: 10, turn: 1 }] },
      },
    };
    const orders = expanderBot(playerView(s, 'p1'), seededRng('x'));
    expect(orders).toContainEqual({ kind: 'move', fleet: 'p1-f1', to: '0605' });
    // The guard stays at home.
    expect(orders.some((o) => o.kind === 'move' && o.fleet === 'p1-f2')).toBe(false);
    // Seen larger than itself, it goes on for the enemy home instead.
    const larger = {
      ...s,
      sides: {
        ...s.sides,
        p1: { ...s.sides.p1!, contacts: [{ fleet: 'p2-f1', at: at(base, '0605'), ships: 30, turn: 1 }] },
      },
    };
    const onward = expanderBot(playerView(larger, 'p1'), seededRng('x'));
    expect(onward).not.toContainEqual({ kind: 'move', fleet: 'p1-f1', to: '0605' });
    expect(onward.some((o) => o.kind === 'move' && o.fleet === 'p1-f1')).toBe(true);
  });

  it('stays to fight an unseen enemy fleet that moved into its main fleet’s hex', () => {
    const base = inPhase(game({}, {}, 'met'), 'move-2');
    const warships = (owner: string, n: number, from = 1) =>
      Array.from({ length: n }, (_, k) => ship(`${owner}-s${from + k}`));
    const s = withFleets(base, [
      fleet(base, 'p1-f1', 'p1', '0404', warships('p1', 24)),
      fleet(base, 'p1-f2', 'p1', '0202', warships('p1', 3, 30)),
      fleet(base, 'p2-f1', 'p2', '0404', warships('p2', 20), base.step - 1),
      fleet(base, 'p2-f2', 'p2', '0907', warships('p2', 3, 20)),
    ]);
    const view = playerView(inPhase(s, 'move-2', 'p2'), 'p1');
    expect(view.contacts).toEqual([]);
    const orders = expanderOrders(view, EXPANDER_PLAN);
    expect(orders.some((o) => o.kind === 'move' && o.fleet === 'p1-f1')).toBe(false);
    // Elsewhere, unseen, the same fleet is no reason to turn aside.
    const apart = withFleets(s, [
      ...s.fleets.filter((f) => f.id !== 'p2-f1'),
      { ...s.fleets[2]!, at: at(s, '0605') },
    ]);
    const on = expanderOrders(playerView(inPhase(apart, 'move-2', 'p2'), 'p1'), EXPANDER_PLAN);
    expect(on).not.toContainEqual({ kind: 'move', fleet: 'p1-f1', to: '0605' });
  });

  it('decides its mirror on the fair map and the duel map, where before it drew every game', () => {
    for (const map of ['fair', 'duel'] as const) {
      const ends = Array.from({ length: 8 }, (_, k) => mirror(map, `fight ${k}`).end);
      const decided = ends.filter((e) => e?.winners.length === 1).length;
      expect(decided, map).toBeGreaterThanOrEqual(6);
      // Both seats win some: neither home is favoured by the bot on a fair map.
      expect(new Set(ends.flatMap((e) => e?.winners ?? [])).size, map).toBe(2);
    }
  });
});
