/**
 * What a player knows (TSG-9.1): the map, every system's owner and every fleet's
 * position are public, as counters on a shared map are; its own fleets' ships, its BP,
 * its battle orders and its sensor contacts are its own. The enemy's ships, designs, BP
 * and battle orders, and the generator, are in no view.
 */
import type { Awaiting } from '../kernel/game/steps.js';
import { NOBODY_AWAITED } from '../kernel/game/steps.js';
import { sealed } from '../kernel/seal.js';
import type { GameMap } from './map.js';
import { awaitedPlayers } from './orders.js';
import type { RulesOptions } from './rules-options.js';
import {
  type BattleOrders,
  type Contact,
  type Fleet,
  fleetsOf,
  type GameEnd,
  type TsgState,
} from './state.js';
import type { Phase } from './vocabulary.js';

/** A fleet as everybody sees it: a counter. */
export interface FleetMarker {
  /** Its id. */
  readonly id: string;
  /** Its owner. */
  readonly owner: string;
  /** Its hex. */
  readonly at: number;
  /**
   * The step at which it last entered its hex (moved there or was built there), as
   * anyone watching the counters saw: under `pinning: pinned` it tells which enemy fleets
   * pin a fleet (TSG-6.2).
   */
  readonly arrived: number;
}

/** A system as everybody sees it. */
export interface SystemView {
  /** Its hex. */
  readonly cell: number;
  /** Its owner, or null while neutral. */
  readonly owner: string | null;
  /** The first turn it produces for its owner. */
  readonly producesFrom: number | null;
}

/** One player's view. */
export interface TsgView {
  /** The viewer. */
  readonly me: string;
  /** The step. */
  readonly step: number;
  /** The turn. */
  readonly turn: number;
  /** The phase awaited. */
  readonly phase: Phase;
  /** Who is awaited now. */
  readonly awaiting: readonly string[];
  /** Both players, in seat order. */
  readonly players: readonly [string, string];
  /** Each player's name (public, TSG-3.4). */
  readonly names: Readonly<Record<string, string>>;
  /** This turn's Player 1 and Player 2 (seat order before the first roll). */
  readonly initiative: readonly [string, string];
  /** The rules options. */
  readonly rules: RulesOptions;
  /** The turn limit. */
  readonly turnLimit: number;
  /** The map. */
  readonly map: GameMap;
  /** Every system's owner and first producing turn. */
  readonly systems: readonly SystemView[];
  /** Every fleet's counter. */
  readonly fleets: readonly FleetMarker[];
  /** The viewer's own fleets, with their ships. */
  readonly myFleets: readonly Fleet[];
  /** The viewer's BP. */
  readonly bp: number;
  /** The viewer's standing battle orders. */
  readonly battle: BattleOrders;
  /** The viewer's latest sensor contacts. */
  readonly contacts: readonly Contact[];
  /** How the game ended, once it has. */
  readonly end: GameEnd | null;
}

/** K1: who is awaited, for what kind of orders. */
export function awaiting(s: TsgState): Awaiting {
  const players = awaitedPlayers(s);
  return players.length === 0
    ? NOBODY_AWAITED
    : { players, kind: s.phase === 'production' ? 'production' : 'move' };
}

/** A player's view of the state. */
export function playerView(s: TsgState, me: string): TsgView {
  const side = s.sides[me];
  return sealed({
    me,
    step: s.step,
    turn: s.turn,
    phase: s.phase,
    awaiting: awaitedPlayers(s),
    players: s.players,
    names: s.names,
    initiative: s.initiative,
    rules: s.rules,
    turnLimit: s.turnLimit,
    map: s.map,
    systems: s.systems.map(({ cell, owner, producesFrom }) => ({ cell, owner, producesFrom })),
    fleets: s.fleets.map(({ id, owner, at, arrived }) => ({ id, owner, at, arrived })),
    myFleets: fleetsOf(s, me),
    bp: side?.bp ?? 0,
    battle: side?.battle ?? { retreatAt: null, lossOrder: [] },
    contacts: side?.contacts ?? [],
    end: s.end,
  });
}
