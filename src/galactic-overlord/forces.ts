/**
 * Reading a game's forces back in a scenario's shape (`scenario.ts`), so that a campaign
 * puts the survivors of one battle into the next battle's scenario unchanged: each
 * faction still in the game, in seat order, with its name, its bases by builder, its
 * self-built count, its ships by kind and damage, and its stocks.
 */
import type { ScenarioBases, ScenarioShips, ScenarioSide } from './scenario.js';
import type { GoState } from './state.js';

/**
 * The forces of every faction still in the game, in seat order, as scenario sides: what
 * `newGame({ scenario: { sides } })` takes back. Factions that are out hold nothing and
 * are left out; ships keep their damage (repairs are the campaign's to make, GO-3.4).
 * @example
 * ```ts
 * const next = newGame({ seed: 'battle 2', scenario: { sides: [...forcesOf(end), fresh] } });
 * ```
 */
export function forcesOf(state: GoState): ScenarioSide[] {
  const sides: ScenarioSide[] = [];
  for (const id of state.players) {
    const f = state.factions[id]!;
    if (f.outAt !== null) continue;
    // Maps keep the order of first appearance (base ids, then ship ids), so the sides read the same every time.
    const bases = new Map<string, number>();
    for (const b of state.bases) if (b.holder === id) bases.set(b.builder, (bases.get(b.builder) ?? 0) + 1);
    const ships = new Map<string, ScenarioShips>();
    for (const s of f.ships) {
      const key = `${s.hull}/${s.weapon}/${s.damage}`;
      const group = ships.get(key);
      ships.set(key, { hull: s.hull, weapon: s.weapon, damage: s.damage, count: (group?.count ?? 0) + 1 });
    }
    const name = state.names[id];
    sides.push({
      id,
      ...(name === undefined ? {} : { name }),
      bases: [...bases].map(([builder, count]): ScenarioBases => ({ builder, count })),
      built: f.built,
      ships: [...ships.values()],
      bp: f.bp,
      generators: f.generators,
      spies: f.spies,
      counterEspionage: f.counterEspionage,
    });
  }
  return sides;
}
