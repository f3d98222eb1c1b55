/**
 * What the Harvester scale bench and its profiler both play with: every seat's gatherer
 * orders, and the chain of subjects (HV-8.3) made by hand.
 */
import { BOTS, type HvState } from '../../src/harvester/index.js';
import { playerView } from '../../src/harvester/view.js';
import { seededRng } from '../../src/kernel/rng.js';

/** Every player's gatherer orders for this turn, each bot drawing from its own seeded generator. */
export function ordersOf(s: HvState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of s.players) out[p] = BOTS.gatherer(playerView(s, p), seededRng(`${p}:${s.turn}`));
  return out;
}

/**
 * The same state with every player but the last serving the one before it: p1 rules a
 * chain of N − 2, and pN stays free, so that the game goes on (HV-10.1: one Harvester
 * ruling all the others ends it) and the turn has something to resolve.
 */
export function chained(s: HvState): HvState {
  const machines = { ...s.machines };
  const last = s.players.length - 1;
  s.players.forEach((p, k) => {
    machines[p] = { ...machines[p]!, ruler: k > 0 && k < last ? s.players[k - 1]! : null };
  });
  return { ...s, machines };
}
