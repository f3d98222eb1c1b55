/**
 * Builders for Strategic Game tests: a small game on the `duel` map, ships and fleets put
 * where a case wants them, and whole turns played from orders by player.
 */
import {
  type Design,
  DUEL_MAP,
  type Fleet,
  newGame,
  type RulesOptions,
  resolveStep,
  type Ship,
  type TsgOptions,
  type TsgState,
  type TsgStep,
} from '../../src/strategic-game/index.js';
import { gridOf } from '../../src/strategic-game/map.js';

/** The warship of the tests: 20 BP, offence 12, defence 5, engine 3. */
export const WAR: Design = { engine: 3, shields: 5, toHit: 4, weapons: 4 };

/** A new game on the duel map (10x8, homes 0202 and 0907) with the given rules. */
export function game(
  rules: Partial<RulesOptions> = {},
  more: Omit<TsgOptions, 'rules'> = {},
  seed = 't',
): TsgState {
  const r = newGame({ map: DUEL_MAP, budget: 100, ...more, rules }, seed);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
}

/** The cell of a hex name on the state's map. */
export const at = (s: TsgState, name: string): number => gridOf(s.map).parse(name)!;

/** A ship with an id and a design (the warship by default). */
export const ship = (id: string, d: Partial<Design> = {}): Ship => ({ id, ...WAR, ...d });

/** A fleet of `owner` at a hex with ships, arrived at step `arrived` (0 by default). */
export function fleet(
  s: TsgState,
  id: string,
  owner: string,
  hex: string,
  ships: Ship[],
  arrived = 0,
): Fleet {
  return { id, owner, at: at(s, hex), arrived, ships };
}

/** The state with these fleets (replacing all). */
export const withFleets = (s: TsgState, fleets: Fleet[]): TsgState => ({ ...s, fleets });

/** The state in a phase with Player 1 and Player 2 fixed. */
export const inPhase = (s: TsgState, phase: TsgState['phase'], first = s.players[0]): TsgState => ({
  ...s,
  phase,
  initiative: first === s.players[0] ? [s.players[0], s.players[1]] : [s.players[1], s.players[0]],
});

/** Plays the two movement steps of a turn from the move-1 phase: moves by player. */
export function moves(s: TsgState, byPlayer: Record<string, unknown[]>): { one: TsgStep; two: TsgStep } {
  const [p1, p2] = s.initiative;
  const one = resolveStep(s, { [p1]: byPlayer[p1] ?? [] });
  const two = resolveStep(one.state, { [p2]: byPlayer[p2] ?? [] });
  return { one, two };
}

/** Plays whole turns from a production phase with no orders but those given, returning the state after. */
export function quietTurns(s: TsgState, n: number): TsgState {
  let state = s;
  for (let k = 0; k < n && state.phase !== 'over'; k++) {
    state = resolveStep(state, {}).state;
    state = moves(state, {}).two.state;
  }
  return state;
}
