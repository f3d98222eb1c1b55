/**
 * Rulers shared by reference (HV-8.4, `src/harvester/ruler-list.ts`): each view's rulers is
 * exactly the flat list `rulersOf` gives (for chains, drawn hierarchies and forests, asked
 * from either end), a link's rest is its ruler's own list (so a chain costs a node a link),
 * a view's JSON is as it was, a deep chain builds without recursion, and nothing in it can
 * be written to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportSentences } from '../../src/harvester/client/events.js';
import { boardModel } from '../../src/harvester/client/index.js';
import {
  type HvReport,
  type HvState,
  newGame,
  playerView,
  type RulerList,
} from '../../src/harvester/index.js';
import { SharedRulers, sharedRulersOf } from '../../src/harvester/ruler-list.js';
import { rootOf, rulersOf } from '../../src/harvester/state.js';
import { tamperWith } from '../../src/testing/tamper.js';
import { check } from '../support/fc.js';
import { arbHierarchy, ruledBy } from './arbitraries.js';

const game = (() => {
  const g = newGame({ seed: 'rulers', players: 12, turnLimit: 20 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
})();

/** Only the hierarchy of `n` players in one chain (p1 rules p2, …): all `sharedRulersOf` reads. */
function bareChain(n: number): HvState {
  const players = Array.from({ length: n }, (_, k) => `p${k + 1}`);
  const machines: Record<string, { ruler: string | null }> = {};
  players.forEach((p, k) => {
    machines[p] = { ruler: k === 0 ? null : `p${k}` };
  });
  return { players, machines } as unknown as HvState;
}

const chainOf = (k: number) => (k > 0 ? k - 1 : null);

describe('Harvester rulers shared by reference (HV-8.4)', () => {
  it('drawn hierarchies, asked from either end: the flat list, its top the root, each rest its ruler’s list', () => {
    check(
      fc.property(arbHierarchy(12, { min: 2, max: 3 }), ({ ruler, bottomUp }) => {
        const s = ruledBy(game, ruler);
        // The ruler asked first half the time, so that the memo is built from either end.
        const order = bottomUp ? [...s.players].reverse() : s.players;
        for (const p of order) {
          const got = sharedRulersOf(s, p);
          const want = rulersOf(s, p);
          expect([...got]).toEqual(want);
          expect(got.length).toBe(want.length);
          expect(got.toJSON()).toEqual(want);
          expect(got.nearest).toBe(want[0] ?? null);
          expect(got.top ?? p).toBe(rootOf(s, p));
          expect(sharedRulersOf(s, p)).toBe(got);
          if (got.nearest !== null) expect(got.rest).toBe(sharedRulersOf(s, got.nearest));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('a chain of 10,000 asked from the bottom: no recursion, a node a link, the flat list', () => {
    const s = bareChain(10_000);
    const last = sharedRulersOf(s, 'p10000');
    expect(last.length).toBe(9_999);
    expect(last.top).toBe('p1');
    expect(rootOf(s, 'p10000')).toBe('p1');
    expect(last.toJSON()).toEqual(rulersOf(s, 'p10000'));
    let links = 0;
    for (let n: SharedRulers | null = last, k = 9_999; n !== null && n.nearest !== null; n = n.rest, k--) {
      expect(n.nearest).toBe(`p${k}`);
      expect(sharedRulersOf(s, `p${k + 1}`)).toBe(n);
      links++;
    }
    expect(links).toBe(9_999);
    expect(sharedRulersOf(s, 'p1')).toBe(SharedRulers.NONE);
    // From the middle of a fresh state, then the bottom: the bottom's list reuses the middle's.
    const t = bareChain(10_000);
    const middle = sharedRulersOf(t, 'p5000');
    expect(sharedRulersOf(t, 'p5002').rest?.rest).toBe(middle);
    expect(sharedRulersOf(t, 'p10000').toJSON()).toEqual(rulersOf(t, 'p10000'));
  });

  it("a view's JSON is as it was, and its rulers cannot be written to", () => {
    const s = ruledBy(game, chainOf);
    for (const p of s.players) {
      const view = playerView(s, p);
      expect(view.rulers).toBeInstanceOf(SharedRulers);
      expect(JSON.stringify(view)).toBe(JSON.stringify({ ...view, rulers: rulersOf(s, p) }));
    }
    const view = playerView(s, 'p12');
    const json = JSON.stringify(view);
    expect(Object.isFrozen(view.rulers)).toBe(true);
    expect(Object.isFrozen(Object.getPrototypeOf(view.rulers))).toBe(true);
    expect(Reflect.set(view.rulers, 'length', 0)).toBe(false);
    const tally = tamperWith(view);
    expect(tally.writes).toBeGreaterThan(0);
    expect(tally.landed).toBe(0);
    // An iterator is the caller's own (writes to it may land), but its class is frozen: a
    // tampered iterator changes no other iteration.
    const it = view.rulers[Symbol.iterator]();
    it.next();
    expect(Object.isFrozen(Object.getPrototypeOf(it))).toBe(true);
    tamperWith(it);
    expect([...view.rulers]).toEqual(rulersOf(s, 'p12'));
    expect(JSON.stringify(view)).toBe(json);
    expect(JSON.stringify(playerView(s, 'p12'))).toBe(json);
    expect(JSON.stringify(playerView(s, 'p2'))).toBe(
      JSON.stringify({ ...playerView(s, 'p2'), rulers: ['p1'] }),
    );
    // A name that is not a seat has none.
    expect(playerView(s, 'nobody').rulers.length).toBe(0);
  });

  it('a plain array is a RulerList: the board and the report read either alike', () => {
    const s = ruledBy(game, chainOf);
    const view = playerView(s, 'p4');
    const wire = JSON.parse(JSON.stringify(view)) as typeof view;
    expect(wire.rulers).toBeInstanceOf(Array);
    expect(wire.rulers).toEqual(['p3', 'p2', 'p1']);
    expect(boardModel(view).rulers).toEqual(['p3', 'p2', 'p1']);
    expect(boardModel(wire).rulers).toEqual(['p3', 'p2', 'p1']);
    const report = (rulers: RulerList) =>
      ({
        turn: 1,
        player: 'p4',
        out: false,
        load: 0,
        vp: 0,
        units: [],
        conquered: [],
        conqueredBy: null,
        lost: [],
        built: null,
        gathered: 0,
        fights: [],
        outcomes: [],
        refused: [],
        rulers,
        subjects: [],
      }) as unknown as HvReport;
    const sentence = 'You serve p3, who serves p2, who serves p1.';
    expect(reportSentences(report(view.rulers))).toContain(sentence);
    expect(reportSentences(report(wire.rulers))).toContain(sentence);
  });
});
