/**
 * `simulturn/corporation/client` (CO-6.5, CO-6.7): the board model read from the view,
 * the pieces a person may pick and their targets, which are exactly what the rules take
 * (each choice's orders pass `checkOrders`, and the promotions offered are the engine's
 * applicable ones after the plan), the plan's list and its removal, and the text map.
 */
import { describe, expect, it } from 'vitest';
import {
  boardModel,
  choose,
  EMPTY_PLAN,
  type Piece,
  pieces,
  planItems,
  renderMap,
  type TurnPlan,
  targets,
  turnOrders,
  withoutItem,
} from '../../src/corporation/client/index.js';
import {
  applicablePromotions,
  applyPromotion,
  BOTS,
  CORPORATION,
  type Colour,
  type CorporationState,
  playerView,
  playTurn,
} from '../../src/corporation/index.js';
import { type Rng, seededRng } from '../../src/kernel/rng.js';
import { game } from './support.js';

const TABLE = [
  'red',
  'blue',
  'blue',
  'red',
  'green',
  'green',
  'yellow',
  'yellow',
  'red',
  'yellow',
  'blue',
  'green',
] as const;

/** The engine's state after a plan's exchange, entry and promotions (none of the turn's end). */
function engineAfter(s: CorporationState, plan: TurnPlan): CorporationState {
  let t: CorporationState = s;
  if (plan.swap !== null) {
    const table = t.table.slice();
    [table[plan.swap[0]], table[plan.swap[1]]] = [table[plan.swap[1]]!, table[plan.swap[0]]!];
    t = { ...t, table };
  }
  if (plan.enter !== null) {
    const r = t.building.rooms.findIndex((x) => x.reception === true && x.colour === plan.enter!.area);
    t = { ...t, stacks: t.stacks.map((st, k) => (k === r ? [...st, plan.enter!.colour] : st)) };
  }
  for (const room of plan.promote) {
    const next = applyPromotion(t, room);
    if (!next.ok) throw new Error(`the plan's promotion in ${room} does not apply`);
    t = next.value;
  }
  return t;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;

describe('the board model (simulturn/corporation/client)', () => {
  it('draws the building from the view: floors from the top, reception areas 1 to 4, circles 1 to 12, what applies', () => {
    const s = game({
      seed: 'b',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: { table: [...TABLE], rooms: { '1a': ['red'], '3b': ['blue', 'red'] }, boardroom: { green: 1 } },
    });
    const b = boardModel(playerView(s, 'red'));
    expect(b.step).toBe(1);
    expect(b.floors.map((f) => f.number)).toEqual([5, 4, 3, 2, 1]);
    expect(b.floors.map((f) => f.rooms.map((r) => r.label).join(' '))).toEqual([
      '5a',
      '4a 4b',
      '3a 3b 3c',
      '2a 2b 2c 2d',
      '1a 1b 1c 1d',
    ]);
    expect(b.receptions.map((r) => r.label)).toEqual(['1 red', '2 green', '3 blue', '4 yellow']);
    expect(b.circles.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(b.pairs[1]).toMatchObject({
      number: 2,
      mover: { number: 3, colour: 'blue' },
      support: { number: 4 },
    });
    // 1a is blue: pair 1 (red on blue) promotes its red; 3b's red stands on a blue: pair 1 too.
    expect(b.open).toEqual(['1a', '3b']);
    expect(b.rooms.find((r) => r.id === '3b')).toMatchObject({
      stack: ['blue', 'red'],
      upLabel: '4a',
      floor: 3,
    });
    expect(b.boardroom.green).toBe(1);
    expect(b.outside).toEqual({ red: 1, green: 2, blue: 2, yellow: 3 });
    expect(renderMap(playerView(s, 'red'))).toContain(
      '3b (blue): blue red  -> 4a   * the red on top can be promoted (pair 1)',
    );
  });

  it('a plan is shown as the position it leaves, listed in sentences, and taking an item out drops what no longer applies', () => {
    const s = game({
      seed: 'p',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: { table: [...TABLE], rooms: { '1a': ['red'] } },
    });
    const v = playerView(s, 'red');
    const red1a: Piece = { kind: 'employee', room: '1a' };
    expect(targets(v, EMPTY_PLAN, red1a)).toEqual([{ kind: 'room', room: '2a' }]);
    const c1 = choose(v, EMPTY_PLAN, red1a, { kind: 'room', room: '2a' });
    expect(c1?.kind).toBe('plan');
    const plan = c1!.kind === 'plan' ? c1!.plan : EMPTY_PLAN;
    expect(boardModel(v, plan).rooms.find((r) => r.id === '2a')!.stack).toEqual(['red']);
    const c2 = choose(
      v,
      plan,
      { kind: 'outside', colour: 'blue' },
      { kind: 'reception', colour: 'red', room: 'reception-red' },
    );
    const both = c2!.kind === 'plan' ? c2!.plan : plan;
    expect(planItems(v, both).map((i) => i.text)).toEqual([
      'Enter a blue employee into the red reception area (1).',
      'Promote the red in office 1a to office 2a.',
    ]);
    // Exchanging circles 1 and 2 makes pair 1 blue on red: the red in 1a no longer moves.
    const swapped = choose(v, both, { kind: 'circle', circle: 0 }, { kind: 'circle', circle: 1 });
    expect(swapped!.kind === 'plan' && swapped!.plan.promote).toEqual([]);
    expect(withoutItem(v, both, 'enter')).toEqual({ ...plan });
    expect(turnOrders(both)).toEqual({ enter: { colour: 'blue', area: 'red' }, promote: ['1a'] });
  });

  it('every choice it offers gives orders the rules accept, and it offers exactly the promotions that apply', () => {
    let checked = 0;
    for (const players of [
      ['red', 'blue'],
      ['green', 'yellow', 'red'],
    ] as const) {
      for (const rules of [{}, { exchange: 'different-pairs', entryArea: 'own-colour' }] as const) {
        let s = game({ seed: `c${players.length}`, players: [...players], rules });
        const rng = seededRng(`client:${players.join()}:${JSON.stringify(rules)}`);
        for (let step = 0; step < 40 && CORPORATION.awaiting(s).players.length > 0; step++) {
          const p = CORPORATION.awaiting(s).players[0]! as Colour;
          const v = playerView(s, p);
          let plan: TurnPlan = EMPTY_PLAN;
          for (let click = 0; click < 6; click++) {
            const ps = pieces(v, plan);
            if (v.awaiting.kind === 'turn') {
              const offered = ps.flatMap((x) => (x.kind === 'employee' ? [x.room] : []));
              expect(offered).toEqual(applicablePromotions(engineAfter(s, plan)).map((q) => q.room));
            }
            if (ps.length === 0) break;
            const piece = pick(rng, ps);
            const ts = targets(v, plan, piece);
            expect(ts.length).toBeGreaterThan(0);
            const c = choose(v, plan, piece, pick(rng, ts));
            expect(c).not.toBeNull();
            const orders =
              c!.kind === 'place' ? { circle: c!.circle, colour: c!.colour } : turnOrders(c!.plan);
            expect(CORPORATION.checkOrders(s, p, orders).issues).toEqual([]);
            checked++;
            if (c!.kind === 'place') break;
            plan = c!.plan;
          }
          // Play on with a bot, so that the positions grow.
          const r = playTurn(s, p, BOTS.random(v, rng));
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.value.state;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});
