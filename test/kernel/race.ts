/**
 * A toy game for the kernel's match runners, so their interface is shown to be
 * game-agnostic: two players race a counter to a target; each day each adds 1 to 3.
 */
import type { MatchGame } from '../../src/kernel/game/match-game.js';
import { NOBODY_AWAITED } from '../../src/kernel/game/steps.js';
import { hash64 } from '../../src/kernel/hash.js';

export interface Race {
  readonly day: number;
  readonly totals: Readonly<Record<string, number>>;
  readonly winner: string | null;
}
export interface RaceView {
  readonly me: string;
  readonly mine: number;
  readonly day: number;
}
const TARGET = 12;
const PLAYERS = ['ann', 'bob'];

export const race: MatchGame<Race, RaceView, { state: Race }> = {
  id: 'race',
  awaiting: (s) => (s.winner !== null ? NOBODY_AWAITED : { players: PLAYERS, kind: 'add' }),
  step: (s) => s.day,
  view: (s, p) => ({ me: p, mine: s.totals[p] ?? 0, day: s.day }),
  resolve: (s, orders) => {
    const totals: Record<string, number> = {};
    for (const p of PLAYERS) {
      const o = orders[p];
      const step = typeof o === 'number' && Number.isInteger(o) && o >= 1 && o <= 3 ? o : 0;
      totals[p] = (s.totals[p] ?? 0) + step;
    }
    const winner = PLAYERS.find((p) => (totals[p] ?? 0) >= TARGET) ?? null;
    return { state: { day: s.day + 1, totals, winner } };
  },
  hash: (s) => hash64(JSON.stringify(s)),
};
export const start: Race = { day: 1, totals: { ann: 0, bob: 0 }, winner: null };
export const randomStep = (_: RaceView, rng: { int(n: number): number }): number => 1 + rng.int(3);
