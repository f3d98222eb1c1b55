/**
 * What a faction knows (GO-7): its own faction in full, and of everyone the public post's
 * facts: bases, navy breakdowns, build points and the alliances standing. Other factions'
 * orders, ship damage, one-sided declarations of alliance and stocks of generators, spies
 * and counter-espionage are hidden (GO-7.1, GO-A19).
 */
import type { Awaiting } from '../kernel/game/steps.js';
import { sealed } from '../kernel/seal.js';
import type { PublicFaction } from './report.js';
import type { RulesOptions } from './rules-options.js';
import { alive, alliances, type Base, type Faction, type GoState, isOver } from './state.js';
import { publicFactions } from './turn.js';

/** A faction's view of the game. */
export interface GoView {
  /** The faction the view is for. */
  readonly player: string;
  /** The turn whose orders are due. */
  readonly turn: number;
  /** The last turn before the game is ranked. */
  readonly turnLimit: number;
  /** The rules options (public). */
  readonly rules: RulesOptions;
  /** Who is awaited now. */
  readonly awaiting: Awaiting;
  /** The faction's own state in full: ships with their damage, stocks. */
  readonly me: Faction;
  /** Every base, with holder and builder (public). */
  readonly bases: readonly Base[];
  /** Every faction as the post shows it, by id, in seat order. */
  readonly factions: Readonly<Record<string, PublicFaction>>;
  /** The factions in seat order. */
  readonly players: readonly string[];
  /** The names a scenario gave factions, by id (public); a faction without one goes by its id. */
  readonly names: Readonly<Record<string, string>>;
  /** The alliances standing, as pairs in seat order (public, GO-11.1). */
  readonly alliances: readonly (readonly [string, string])[];
}

/** K1: every faction still in the game gives orders each turn, together; nobody once the game is over. */
export function awaiting(state: GoState): Awaiting {
  return isOver(state) ? { players: [], kind: 'over' } : { players: alive(state), kind: 'turn' };
}

/** The view of `player` (an unknown id sees the public facts and an empty faction). */
export function playerView(state: GoState, player: string): GoView {
  const factions = publicFactions(state);
  const me: Faction = state.factions[player] ?? {
    bp: 0,
    built: 0,
    generators: 0,
    counterEspionage: 0,
    spies: 0,
    allies: [],
    ships: [],
    cutOffShips: null,
    outAt: null,
  };
  return sealed({
    player,
    turn: state.turn,
    turnLimit: state.turnLimit,
    rules: state.rules,
    awaiting: awaiting(state),
    me,
    bases: state.bases,
    factions,
    players: state.players,
    names: state.names,
    alliances: alliances(state),
  });
}
