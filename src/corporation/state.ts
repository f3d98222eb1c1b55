/**
 * The state of a game of Corporation: plain JSON data, so that it hashes, saves and
 * compares as text. The position is the Directors Table, the stacks in each room, the
 * employees in the Boardroom; employees off the board are what is left of each colour's
 * three. Who acts now, and on what, follows from the state ({@link awaiting}).
 */
import type { RngState } from '../kernel/rng.js';
import type { Building } from './building.js';
import type { RulesOptions } from './rules-options.js';
import type { SideNames } from './side-names.js';
import {
  type AwaitingKind,
  type ByColour,
  COLOURS,
  type Colour,
  type EndReason,
  PER_COLOUR,
} from './vocabulary.js';

/** How a finished game ended. */
export interface Ended {
  /** Why it ended. */
  readonly reason: EndReason;
  /** The winning colours: one, several under `simultaneousThree: shared`, none on a stall (CO-3). */
  readonly winners: readonly Colour[];
  /** Turns played when it ended (placements not counted). */
  readonly turn: number;
}

/** A challenge window left open by a turn under `missedPromotions: challenge` (CO-5.7). */
export interface OpenChallenge {
  /** The player whose turn left promotions unmade. */
  readonly mover: Colour;
  /** The players who have declined to challenge so far, in the order they answered. */
  readonly declined: readonly Colour[];
  /** True if the mover entered or promoted someone in the turn (CO-3.4 counts quiet turns). */
  readonly moved: boolean;
}

/** A game of Corporation: everything the rules need, as plain data. */
export interface CorporationState {
  /** The building played in (CO-1.4). */
  readonly building: Building;
  /** The rules options in force. */
  readonly rules: Readonly<RulesOptions>;
  /** The players' colours in seat order; one colour for the solo puzzle (CO-1.1, CO-7). */
  readonly players: readonly Colour[];
  /**
   * The public names the set-up gave colours, by colour (CO-2.1); a colour without one
   * goes by its colour. Absent when no side is named, so that a game without names has
   * the state, and the hash, it had before names were added (a referee's folder records
   * its states' hashes).
   */
  readonly names?: SideNames;
  /** The seat that placed first and moves first (CO-2.4). */
  readonly first: number;
  /** The twelve circles of the Directors Table; pair k is circles 2k (mover) and 2k+1 (support) (CO-1.5). */
  readonly table: readonly (Colour | null)[];
  /** The employees in each room, bottom first, by the building's room order (CO-5.3). */
  readonly stacks: readonly (readonly Colour[])[];
  /** Employees of each colour in the Boardroom (CO-3). */
  readonly boardroom: ByColour<number>;
  /** The seat to place or move now. */
  readonly toMove: number;
  /** Steps played: placements, turns and challenge answers. */
  readonly step: number;
  /** Turns played since the placements. */
  readonly turn: number;
  /** Turns in a row with no entry and no promotion (CO-3.4). */
  readonly quietTurns: number;
  /** An open challenge window, or null (CO-5.7). */
  readonly challenge: OpenChallenge | null;
  /** How the game ended, or null while it goes on. */
  readonly ended: Ended | null;
  /** The generator's state: used at setup only (CO-2.4, CO-7). */
  readonly rng: RngState;
}

/** Who acts now and on what. */
export interface Awaiting {
  /** The players awaited, in seat order from the mover; empty when the game is over. */
  readonly players: readonly Colour[];
  /** What they are asked for. */
  readonly kind: AwaitingKind;
}

/**
 * Who acts now: the placer during the twelve placements (`place`), the player to move
 * (`turn`), the other players while a challenge window is open (`challenge`), nobody
 * when the game is over (`over`).
 */
export function awaiting(state: CorporationState): Awaiting {
  if (state.ended !== null) return { players: [], kind: 'over' };
  const mover = state.players[state.toMove]!;
  if (state.challenge !== null) {
    const others: Colour[] = [];
    for (let k = 1; k < state.players.length; k++) {
      const p = state.players[(state.toMove + k) % state.players.length]!;
      if (!state.challenge.declined.includes(p)) others.push(p);
    }
    return { players: others, kind: 'challenge' };
  }
  return { players: [mover], kind: state.table.includes(null) ? 'place' : 'turn' };
}

/** The employees of each colour not yet in the building (CO-1.2). */
export function offBoard(state: Pick<CorporationState, 'stacks' | 'boardroom'>): ByColour<number> {
  const out = { red: PER_COLOUR, green: PER_COLOUR, blue: PER_COLOUR, yellow: PER_COLOUR };
  for (const c of COLOURS) out[c] -= state.boardroom[c];
  for (const stack of state.stacks) for (const c of stack) out[c]--;
  return out;
}

/** The counters of each colour not yet on the Directors Table (CO-2.2). */
export function countersLeft(state: Pick<CorporationState, 'table'>): ByColour<number> {
  const out = { red: PER_COLOUR, green: PER_COLOUR, blue: PER_COLOUR, yellow: PER_COLOUR };
  for (const c of state.table) if (c !== null) out[c]--;
  return out;
}

/** The result of a game: over or not, and the winners (CO-3). */
export interface Outcome {
  /** True once the game has ended. */
  readonly over: boolean;
  /** The winners (empty while the game goes on, and on a stall). */
  readonly winners: readonly Colour[];
  /** Why it ended, or null while it goes on. */
  readonly reason: EndReason | null;
}

/** The outcome so far. */
export function outcome(state: CorporationState): Outcome {
  return state.ended === null
    ? { over: false, winners: [], reason: null }
    : { over: true, winners: state.ended.winners, reason: state.ended.reason };
}
