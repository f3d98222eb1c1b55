/**
 * The fog harness (K5) on Harvester: what a player's scanners and its subjects' cannot
 * reach changes nothing it is shown (its report, its rendered report, its next view).
 * World B changes world A far from the player's hierarchy: every hex more than 15 from
 * all of its units and its subjects' units (5 for another player's scanners, 1 for its
 * Harvester's step, 4 for the player's own fastest move, 5 for its own scanners) gets one
 * more resource where it had some (none appear or vanish, so nobody's targets change
 * validity), and every Harvester standing there holds one more (or one less, when full).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARVESTER, type HvState, planetGrid } from '../../src/harvester/index.js';
import { derived, isActive, subtreeOf } from '../../src/harvester/state.js';
import { check, fogChecker, fogProperty } from '../../src/testing/index.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

const FAR = 15;

/** The state changed only far from `observed`'s hierarchy, or undefined when nothing is that far. */
function farChanged(s: HvState, observed: string): HvState | undefined {
  const grid = planetGrid(s.radius);
  const near = new Uint8Array(grid.size);
  const { unitsOf } = derived(s);
  for (const p of subtreeOf(s, observed))
    for (const u of unitsOf.get(p) ?? []) for (const c of grid.range(u.hex, FAR)) near[c] = 1;
  const resources = s.resources.map((n, h) => (near[h] === 0 && n > 0 ? n + 1 : n));
  const machines = { ...s.machines };
  for (const u of s.units) {
    if (u.kind !== 'harvester' || near[u.hex] === 1) continue;
    const m = machines[u.owner]!;
    machines[u.owner] = { ...m, load: m.load < 20 ? m.load + 1 : m.load - 1 };
  }
  if (
    resources.every((n, h) => n === s.resources[h]) &&
    s.units.every((u) => machines[u.owner] === s.machines[u.owner])
  )
    return undefined;
  return { ...s, resources, machines };
}

describe('Harvester non-interference', { timeout: 120_000 }, () => {
  it('resources and loads beyond the reach of a player’s hierarchy change nothing it is shown', () => {
    const fog = fogChecker(HARVESTER);
    const arb = fc
      .record({ s: arbPlayed(3, 4, fc.constantFrom(18, 20)), t: arbTurnInput })
      .map(({ s, t }) => ({ state: s, orders: ordersFor(s, t.kinds, t.junk, t.seed) }));
    check(
      fogProperty(
        HARVESTER,
        arb,
        {
          worldA: (c) => c,
          unperceived: (_c, observed, a) => {
            const state = farChanged(a.state, observed);
            return state === undefined ? undefined : { state, orders: a.orders };
          },
          observers: (_c, a) => a.state.players.filter((p) => isActive(a.state, p)),
        },
        fog,
      ),
      { numRuns: 300 },
    );
    expect(fog.tally.pairs).toBeGreaterThan(500);
    expect(fog.tally.differing).toBe(fog.tally.pairs);
  });
});
