/**
 * Helpers for the Galactic Overlord tests: a game with given options, factions given
 * ships, bases and stocks by hand, orders of battle from letters, and turns that must be
 * accepted.
 */
import { expect } from 'vitest';
import {
  type Faction,
  type GoState,
  type Hull,
  newGame,
  type Oob,
  type RulesOptions,
  resolveTurn,
  type Ship,
  type TurnResult,
  type Weapon,
} from '../../src/galactic-overlord/index.js';
import { parseOob } from '../../src/galactic-overlord/oob.js';
import type { OrderEnvelope } from '../../src/kernel/game/steps.js';

/** A new game of `players` (default three: ann, bob, cy) under `rules`. */
export function game(
  rules: Partial<RulesOptions> = {},
  players = ['ann', 'bob', 'cy'],
  seed = 'case',
): GoState {
  const r = newGame({ seed, players, rules });
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
}

/** Ships of one kind, with ids from `from`. */
export function ships(n: number, hull: Hull, weapon: Weapon, from: number): Ship[] {
  return Array.from({ length: n }, (_, k) => ({ id: from + k, hull, weapon, damage: 0 }));
}

/** The state with a faction's fields replaced; ship ids above `nextShip` move it on. */
export function withFaction(state: GoState, player: string, patch: Partial<Faction>): GoState {
  const f = { ...state.factions[player]!, ...patch };
  const maxShip = Math.max(state.nextShip - 1, ...f.ships.map((s) => s.id));
  return { ...state, factions: { ...state.factions, [player]: f }, nextShip: maxShip + 1 };
}

/** An order of battle from letters and tactics. */
export function oob(slots: string, range = 'none', formation = 'none'): Oob {
  const o = parseOob({ slots, range, formation });
  if (typeof o === 'string') throw new Error(o);
  return o;
}

/** Resolves a turn whose orders must all be accepted. */
export function turn(state: GoState, orders: Record<string, unknown>, envelope?: OrderEnvelope): TurnResult {
  const r = resolveTurn(state, orders, envelope);
  for (const [p, rep] of Object.entries(r.reports)) expect(rep.refused, `${p}'s orders`).toEqual([]);
  return r;
}

/** The bases a faction holds after a turn, by id. */
export function held(state: GoState, player: string): number[] {
  return state.bases.filter((b) => b.holder === player).map((b) => b.id);
}
