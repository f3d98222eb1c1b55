/**
 * K11: Corporation's `legalOrders`, which the kernel's generic search plays from. The
 * counts are worked from the rules: twelve circles and the colours' counters at set-up
 * (CO-2.2), yes or no to a challenge (CO-5.7), one set of orders per distinct end of a
 * turn (CO-4, CO-5.6).
 */
import { describe, expect, it } from 'vitest';
import { legalEndStates } from '../../src/corporation/end-states.js';
import { CORPORATION } from '../../src/corporation/game.js';
import { legalOrders } from '../../src/corporation/legal-orders.js';
import type { CorporationState } from '../../src/corporation/state.js';
import { monteCarloOrders } from '../../src/kernel/game/search.js';
import { botRng, runMatch } from '../../src/kernel/match.js';
import type { seededRng } from '../../src/kernel/rng.js';

function start(players: readonly string[], seed: string): CorporationState {
  const s = CORPORATION.setup({ players } as never, seed);
  if (!s.ok) throw new Error('setup');
  return s.value;
}

describe('Corporation legalOrders (K11)', () => {
  it('lists every free circle with every colour for the first placement (CO-2.2)', () => {
    const s = start(['red', 'blue'], 'place');
    const mover = CORPORATION.awaiting(s).players[0]!;
    expect(CORPORATION.awaiting(s).kind).toBe('place');
    const legal = legalOrders(s, mover) as { circle: number; colour: string }[];
    // Twelve empty circles, each colour (the game's four) with counters left.
    const colours = new Set(legal.map((o) => o.colour));
    expect(legal).toHaveLength(12 * colours.size);
    expect(colours.size).toBeGreaterThanOrEqual(2);
    for (const o of legal) expect(CORPORATION.checkOrders(s, mover, o).issues).toEqual([]);
    const other = CORPORATION.players(s).find((p) => p !== mover)!;
    expect(legalOrders(s, other)).toEqual([]);
  });

  it("lists one set of orders per distinct end of a turn, each reaching that end's state (CO-4, CO-5.6)", () => {
    const s0 = start(['red', 'blue', 'green'], 'turn');
    const seats = Object.fromEntries(CORPORATION.players(s0).map((p) => [p, CORPORATION.bots.random!.bot]));
    let s = s0;
    // Past the placements, to the first turn.
    while (CORPORATION.awaiting(s).kind === 'place')
      s = runMatch(CORPORATION, { seed: 'turn', start: s, seats, maxSteps: 1, record: false }).state;
    const mover = CORPORATION.awaiting(s).players[0]!;
    expect(CORPORATION.awaiting(s).kind).toBe('turn');
    const legal = legalOrders(s, mover);
    const ends = legalEndStates(s, mover);
    expect(legal).toEqual(ends.map((e) => e.orders));
    const reached = new Set(legal.map((o) => CORPORATION.hash(CORPORATION.resolve(s, { [mover]: o }).state)));
    expect(reached.size).toBe(legal.length);
  });

  it('lets the generic search choose a legal turn, the same one for the same generator', () => {
    const s0 = start(['red', 'blue'], 'mc');
    const seats = Object.fromEntries(CORPORATION.players(s0).map((p) => [p, CORPORATION.bots.random!.bot]));
    let s = s0;
    while (CORPORATION.awaiting(s).kind === 'place')
      s = runMatch(CORPORATION, { seed: 'mc', start: s, seats, maxSteps: 1, record: false }).state;
    const mover = CORPORATION.awaiting(s).players[0]!;
    const game = { ...CORPORATION, legalOrders };
    const rollout = (state: CorporationState, p: string, rng: ReturnType<typeof seededRng>) =>
      CORPORATION.bots.random!.bot(CORPORATION.view(state, p), rng);
    const options = { playouts: 16, maxSteps: 60, rollout };
    const a = monteCarloOrders(game, s, mover, botRng('mc', mover, 1), options);
    const b = monteCarloOrders(game, s, mover, botRng('mc', mover, 1), options);
    expect(b).toEqual(a);
    expect(legalOrders(s, mover)).toContainEqual(a);
  });
});
