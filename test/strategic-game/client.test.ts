/**
 * `simulturn/strategic-game/client`, from the view alone: the board of every hex with the
 * name a person types, legal targets that are the moves the rules accept, order builders
 * whose orders and sheet lines the rules read back the same, prices that are the rules'
 * own, names, report sentences and why a game ended.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idRanges } from '../../src/strategic-game/client/ids.js';
import {
  addOrder,
  battleOrder,
  boardOf,
  bpLeft,
  buildOrder,
  DESIGNS,
  describeOrder,
  designIssues,
  didYouMean,
  legalTargets,
  mergeOrder,
  moveOrder,
  nameOf,
  type Order,
  orderLine,
  priceList,
  renderMap,
  reportSentences,
  shipSizes,
  shipsToSplit,
  splitOrder,
  whyItEnded,
} from '../../src/strategic-game/client/index.js';
import {
  costOf,
  DEFAULT_RULES_OPTIONS,
  type Fleet,
  playerView,
  readSheet,
  resolveStep,
  STRATEGIC_GAME,
  type TsgState,
} from '../../src/strategic-game/index.js';
import { gridOf } from '../../src/strategic-game/map.js';
import { orderIssues } from '../../src/strategic-game/orders.js';
import { arbPlayed } from './arbitraries.js';
import { at, fleet, game, inPhase, ship, WAR, withFleets } from './support.js';

const SCOUT = { engine: 5, shields: 3, toHit: 0, weapons: 1 };

/** A duel-map position at p1's first move: p1 has a fleet of two and a scout, p2 one fleet. */
function position(): TsgState {
  const s0 = game();
  return inPhase(
    withFleets(s0, [
      fleet(s0, 'p1-f1', 'p1', '0202', [ship('p1-s1'), ship('p1-s2', SCOUT)]),
      fleet(s0, 'p1-f2', 'p1', '0502', [ship('p1-s3', SCOUT)]),
      fleet(s0, 'p2-f1', 'p2', '0907', [ship('p2-s1')]),
    ]),
    'move-1',
  );
}

describe('the board', () => {
  it('has every hex once, named as typed, with its column and row from 1', () => {
    const s = position();
    const board = boardOf(playerView(s, 'p1'));
    const grid = gridOf(s.map);
    expect(board.hexes).toHaveLength(s.map.cols * s.map.rows);
    for (const h of board.hexes) {
      expect(grid.parse(h.name)).toBe(h.cell);
      expect(h.name).toBe(`${board.columns[h.col - 1]}${board.rowLabels[h.row - 1]}`);
    }
    expect(board.columns).toHaveLength(10);
    expect(board.rowLabels.at(-1)).toBe('08');
  });

  it('marks systems, homes and fleets from the viewer’s side, and says so in words', () => {
    const s = position();
    const p1 = boardOf(playerView(s, 'p1'));
    const p2 = boardOf(playerView(s, 'p2'));
    const hex = (b: typeof p1, name: string) => b.hexes[at(s, name)]!;
    expect(hex(p1, '0202').mark).toBe('Om');
    expect(hex(p1, '0907').mark).toBe('Xe');
    expect(hex(p2, '0907').mark).toBe('Om');
    expect(hex(p2, '0202').mark).toBe('Xe');
    expect(hex(p1, '0502').mark).toBe('*m');
    expect(hex(p1, '0502').text).toBe('0502: neutral system; your fleet p1-f2');
    expect(hex(p2, '0502').text).toBe('0502: neutral system; enemy fleet p1-f2');
    expect(hex(p1, '0101').mark).toBe('. ');
    expect(p1.myHome.name).toBe('0202');
    expect(p1.enemyHome.name).toBe('0907');
    expect(p1.fleets.map((f) => [f.id, f.speed, f.summary])).toEqual([
      ['p1-f1', 3, '2 ships: 1 E3 S5 T4 W4, 1 E5 S3 T0 W1'],
      ['p1-f2', 5, '1 ship: E5 S3 T0 W1'],
    ]);
    expect(p1.enemyFleets).toEqual([{ id: 'p2-f1', cell: at(s, '0907'), at: '0907', seen: null }]);
    // Nothing of the enemy's ships reaches the board.
    expect(JSON.stringify(p1)).not.toContain('p2-s1');
  });

  it('shows what sensors counted of an enemy fleet, and where', () => {
    const s0 = position();
    const s: TsgState = {
      ...s0,
      sides: {
        ...s0.sides,
        p1: { ...s0.sides.p1!, contacts: [{ fleet: 'p2-f1', at: at(s0, '0806'), ships: 4, turn: 1 }] },
      },
    };
    const board = boardOf(playerView(s, 'p1'));
    expect(board.enemyFleets[0]!.seen).toEqual({ ships: 4, at: '0806', turn: 1 });
    expect(renderMap(playerView(s, 'p1'))).toContain('0907: p2-f1 (4 ships seen at 0806, turn 1)');
  });
});

describe('legal targets', () => {
  it('are the hexes within the fleet’s speed, each a move the rules accept, and no other hex is', () => {
    const s = position();
    const view = playerView(s, 'p1');
    const grid = gridOf(s.map);
    for (const id of ['p1-f1', 'P1-F2']) {
      const targets = new Set(legalTargets(view, id).map((t) => t.name));
      const f = s.fleets.find((x) => x.id === id.toLowerCase())!;
      for (let cell = 0; cell < grid.size; cell++) {
        if (cell === f.at) continue;
        const accepted = orderIssues(s, 'p1', [moveOrder(id, grid.name(cell))]).length === 0;
        expect(targets.has(grid.name(cell)), `${id} to ${grid.name(cell)}`).toBe(accepted);
      }
    }
    expect(legalTargets(view, 'p1-f1').every((t) => t.distance >= 1 && t.distance <= 3)).toBe(true);
  });

  it('are none for an enemy fleet, a player not awaited, at production, or for a pinned fleet', () => {
    const s = position();
    expect(legalTargets(playerView(s, 'p1'), 'p2-f1')).toEqual([]);
    expect(legalTargets(playerView(s, 'p2'), 'p2-f1')).toEqual([]);
    expect(legalTargets(playerView(inPhase(s, 'production'), 'p1'), 'p1-f1')).toEqual([]);
    // TSG-6.2 (pinned): p1 moved into p2's hex at the step before; p2 may not leave.
    const pinned = game({ pinning: 'pinned' });
    const moved = inPhase(
      withFleets(pinned, [
        fleet(pinned, 'p1-f1', 'p1', '0505', [ship('p1-s1')], pinned.step),
        fleet(pinned, 'p2-f1', 'p2', '0505', [ship('p2-s1')]),
      ]),
      'move-2',
    );
    const later = { ...moved, step: moved.step + 1 };
    expect(orderIssues(later, 'p2', [moveOrder('p2-f1', '0506')])[0]?.code).toBe('move/pinned');
    expect(legalTargets(playerView(later, 'p2'), 'p2-f1')).toEqual([]);
  });

  it('are moves the rules accept in played games, for every fleet awaited', () => {
    fc.assert(
      fc.property(arbPlayed, (s) => {
        for (const p of STRATEGIC_GAME.awaiting(s).players) {
          const view = playerView(s, p);
          for (const f of view.myFleets)
            for (const t of legalTargets(view, f.id).slice(0, 6))
              expect(orderIssues(s, p, [moveOrder(f.id, t.name)])).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('order builders', () => {
  const orders: Order[] = [
    buildOrder(WAR),
    buildOrder(SCOUT, 'p1-f1'),
    mergeOrder('p1-f2', 'p1-f1'),
    splitOrder('p1-f1', ['p1-s2']),
    battleOrder(40, ['p1-s2']),
    battleOrder(null),
    moveOrder('p1-f1', '0303'),
  ];

  it('make orders whose sheet lines read back as the same orders', () => {
    const s = position();
    for (const o of orders) {
      const phase = o.kind === 'move' ? 'move-1' : 'production';
      const read = readSheet(`${orderLine(o)}\n`, inPhase(s, phase), 'p1');
      expect(read.orders, orderLine(o)).toEqual([o]);
    }
  });

  it('make orders the rules accept, and say each in words', () => {
    const s0 = game();
    const s = inPhase(
      withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0202', [ship('p1-s1'), ship('p1-s2', SCOUT)]),
        fleet(s0, 'p1-f2', 'p1', '0202', [ship('p1-s3', SCOUT)]),
      ]),
      'production',
    );
    expect(
      orderIssues(s, 'p1', [
        buildOrder(WAR),
        buildOrder(SCOUT, 'p1-f1'),
        splitOrder('p1-f1', ['p1-s2']),
        battleOrder(40),
      ]),
    ).toEqual([]);
    expect(describeOrder(buildOrder(WAR))).toBe('Build a ship E3 S5 T4 W4 for 20 BP, a new fleet at home');
    expect(describeOrder(battleOrder(null))).toBe('Battle orders: never break off');
    expect(describeOrder(moveOrder('p1-f1', '0303'))).toBe('Move fleet p1-f1 to hex 0303');
  });

  it('replace a fleet’s earlier move and earlier battle orders when added', () => {
    let list: Order[] = [];
    list = addOrder(list, moveOrder('p1-f1', '0303'));
    list = addOrder(list, moveOrder('p1-f2', '0404'));
    list = addOrder(list, moveOrder('p1-f1', '0302'));
    expect(list).toEqual([moveOrder('p1-f2', '0404'), moveOrder('p1-f1', '0302')]);
    expect(addOrder([battleOrder(10), buildOrder(WAR)], battleOrder(20))).toEqual([
      buildOrder(WAR),
      battleOrder(20),
    ]);
  });

  it('split a fleet by counts of each design', () => {
    const s = position();
    const f = boardOf(playerView(s, 'p1')).fleets[0]!;
    expect(shipsToSplit(f, { 'E5 S3 T0 W1': 1 })).toEqual(['p1-s2']);
    expect(shipsToSplit(f, { 'E5 S3 T0 W1': 9, 'E3 S5 T4 W4': 1 })).toEqual(['p1-s1', 'p1-s2']);
  });
});

describe('prices', () => {
  it('are the rules’ own: each ready design is legal and costs what the rules charge', () => {
    for (const d of DESIGNS) {
      expect(designIssues(d.design, DEFAULT_RULES_OPTIONS), d.name).toEqual([]);
      expect(shipSizes(DEFAULT_RULES_OPTIONS)).toContain(costOf(d.design));
    }
    expect(new Set(DESIGNS.map((d) => costOf(d.design)))).toEqual(new Set([10, 15, 20]));
    expect(shipSizes({ shipSizes: 'up-to' })).toHaveLength(20);
    const prices = priceList(DEFAULT_RULES_OPTIONS);
    const design = { engine: 2, shields: 3, toHit: 1, weapons: 2 };
    expect(prices.reduce((a, p) => a + p.price * design[p.field], 0)).toBe(costOf(design));
    expect(designIssues({ engine: 0, shields: 0, toHit: 0, weapons: 5 }, DEFAULT_RULES_OPTIONS)).toEqual([
      'bad design: engine is 1 to 5',
    ]);
  });

  it('leave in hand what the rules leave after the builds', () => {
    const s = game();
    const view = playerView(s, 'p1');
    const builds = [buildOrder(WAR), buildOrder(SCOUT), moveOrder('p1-f1', '0303')];
    const after = resolveStep(s, { p1: builds.slice(0, 2), p2: [] }).state;
    expect(bpLeft(view, builds)).toBe(after.sides.p1!.bp);
  });
});

describe('names, report sentences and why', () => {
  it('names players, fleets and ships from the viewer’s side', () => {
    const view = playerView(position(), 'p1');
    expect(nameOf(view, 'p1')).toBe('you (p1)');
    expect(nameOf(view, 'p2')).toBe('the enemy (p2)');
    expect(nameOf(view, 'p1-f2')).toBe('your fleet p1-f2');
    expect(nameOf(view, 'p1-s1')).toBe('your ship p1-s1 (E3 S5 T4 W4)');
    expect(nameOf(view, 'p2-f1')).toBe('enemy fleet p2-f1');
    expect(nameOf(view, 'p2-s1')).toBe('p2-s1');
  });

  it('tells each event of a report as a sentence', () => {
    const s = game();
    const r = resolveStep(s, { p1: [buildOrder(WAR), buildOrder(WAR), moveOrder('p1-f1', '0303')], p2: [] });
    const sentences = reportSentences(r.reports.p1!);
    expect(sentences[0]).toBe('Orders done: 2 build.');
    expect(sentences[1]).toMatch(
      /^Order 3 \(move\) refused: a move order is not taken at the production step\.$/,
    );
    expect(sentences).toContain('You built 2 ships: p1-s1, p1-s2.');
    expect(sentences.find((x) => x.startsWith('Initiative: rolled'))).toMatch(/first this turn\.$/);
    expect(sentences.at(-1)).toBe(`You have ${r.state.sides.p1!.bp} BP.`);
  });

  it('gives why a game ended, for each way it ends, from public facts alone', () => {
    const s0 = game();
    const over = (
      fleets: Fleet[],
      reason: 'occupation' | 'annihilation' | 'draw' | 'turn-limit',
      winners: string[],
    ) => ({ ...withFleets(s0, fleets), turn: 7, phase: 'over', end: { reason, winners } }) as TsgState;
    const inHome = fleet(s0, 'p1-f1', 'p1', '0907', [ship('p1-s1')]);
    const p2Home = fleet(s0, 'p2-f1', 'p2', '0202', [ship('p2-s1')]);
    expect(whyItEnded(over([inHome, p2Home], 'draw', []))).toBe(
      "A draw on turn 7: both sides won in the same combat (p1 occupied p2's home 0907; p2 occupied p1's home 0202).",
    );
    expect(whyItEnded(over([inHome], 'occupation', ['p1']))).toBe(
      "p1 won on turn 7 by occupying p2's home system 0907.",
    );
    expect(whyItEnded(over([p2Home], 'annihilation', ['p2']))).toBe(
      'p2 won on turn 7: p1 has no ships left.',
    );
    expect(whyItEnded(over([inHome, p2Home], 'turn-limit', []))).toMatch(/^No winner: turn 7, the last/);
    expect(whyItEnded(s0)).toBeNull();
    // The view gives the same sentence as the state: it holds only public facts.
    const ended = over([inHome], 'occupation', ['p1']);
    expect(whyItEnded(playerView(ended, 'p2'))).toBe(whyItEnded(ended));
    expect(STRATEGIC_GAME.outcome(ended)?.why).toBe(whyItEnded(ended));
  });
});

describe('small words', () => {
  it('didYouMean offers the one nearest candidate, none on a tie or when far', () => {
    expect(didYouMean('biuld', ['build', 'merge', 'split', 'battle', 'move'])).toBe('build');
    expect(didYouMean('p1f2', ['p1-f2', 'p1-f3'])).toBe('p1-f2');
    expect(didYouMean('p1-f9', ['p1-f8', 'p1-f19'])).toBeUndefined();
    expect(didYouMean('zzzz', ['build'])).toBeUndefined();
  });

  it('idRanges writes runs of ids as ranges', () => {
    expect(idRanges(['p1-s3', 'p1-s1', 'p1-s2', 'p1-s7', 'p1-s8', 'p2-f1'])).toBe(
      'p1-s1 to p1-s3, p1-s7, p1-s8, p2-f1',
    );
  });
});
