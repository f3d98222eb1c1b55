/**
 * The working copy a turn is resolved on: the state's factions, bases and counters
 * copied into plain mutable records, so the steps read as the rules do, and frozen back
 * into a new state at the end. The state passed in is never changed.
 */
import { type Rng, restoreRng } from '../kernel/rng.js';
import type { RulesOptions } from './rules-options.js';
import type { Base, Faction, GoState, Ship } from './state.js';

/** A faction being resolved. */
export interface DraftFaction {
  bp: number;
  built: number;
  generators: number;
  counterEspionage: number;
  spies: number;
  allies: string[];
  ships: Ship[];
  cutOffShips: number | null;
  outAt: number | null;
}

/** A turn being resolved. */
export interface Draft {
  readonly turn: number;
  readonly rules: RulesOptions;
  readonly players: readonly string[];
  readonly factions: Record<string, DraftFaction>;
  bases: Base[];
  nextShip: number;
  nextBase: number;
  readonly rng: Rng;
}

/** A working copy of `state`. */
export function draftOf(state: GoState): Draft {
  const factions: Record<string, DraftFaction> = {};
  for (const p of state.players) {
    const f = state.factions[p]!;
    factions[p] = { ...f, ships: f.ships.slice(), allies: f.allies.slice() };
  }
  return {
    turn: state.turn,
    rules: state.rules,
    players: state.players,
    factions,
    bases: state.bases.slice(),
    nextShip: state.nextShip,
    nextBase: state.nextBase,
    rng: restoreRng(state.rng),
  };
}

/** The state a draft of `state` has become, at the next turn. */
export function stateOf(draft: Draft, state: Pick<GoState, 'turnLimit' | 'names'>): GoState {
  const factions: Record<string, Faction> = {};
  for (const p of draft.players) {
    const f = draft.factions[p]!;
    factions[p] = {
      ...f,
      ships: f.ships.slice().sort((a, b) => a.id - b.id),
      allies: draft.players.filter((q) => f.allies.includes(q)),
    };
  }
  return {
    turn: draft.turn + 1,
    turnLimit: state.turnLimit,
    players: draft.players,
    names: state.names,
    rules: draft.rules,
    factions,
    bases: draft.bases.slice().sort((a, b) => a.id - b.id),
    nextShip: draft.nextShip,
    nextBase: draft.nextBase,
    rng: draft.rng.state(),
  };
}

/** Whether a faction is still in the game. */
export function inGame(draft: Draft, player: string): boolean {
  return draft.factions[player]!.outAt === null;
}

/** Home and captured bases a faction holds in the draft. */
export function draftBaseCounts(draft: Draft, player: string): { home: number; captured: number } {
  let home = 0;
  let captured = 0;
  for (const b of draft.bases) {
    if (b.holder !== player) continue;
    if (b.builder === player) home++;
    else captured++;
  }
  return { home, captured };
}
