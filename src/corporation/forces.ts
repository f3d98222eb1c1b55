/**
 * Each side's forces read back, for a campaign: a Corporation side's forces are its
 * employees where they stand (the Directors Table's circles, the rooms' stacks, the
 * Boardroom), which `newGame` already takes as its `start` position. `forcesOf` reads a
 * game's position in that same shape, so a campaign carries it into the next game as is.
 */
import type { StartPosition } from './setup.js';
import type { CorporationState } from './state.js';
import type { ByColour, Colour } from './vocabulary.js';

/** A position as `forcesOf` reads it: every field of a start position given. */
export interface StartPositionRead extends StartPosition {
  /** The twelve circles of the Directors Table. */
  readonly table: readonly Colour[];
  /** Every room holding employees, by id, bottom first. */
  readonly rooms: Readonly<Record<string, readonly Colour[]>>;
  /** Employees in the Boardroom, by colour. */
  readonly boardroom: ByColour<number>;
  /** The player to move. */
  readonly toMove: Colour;
}

/**
 * Every side's forces now, in the shape of `newGame`'s `start`: the Table's circles, the
 * rooms that hold employees, the Boardroom and the player to move. Undefined while the
 * Table still has empty circles (during the placements, CO-2), when there is no
 * position to start from yet.
 * @example
 * ```ts
 * const start = forcesOf(state);
 * if (start) newGame({ seed: 'next', players: state.players, start });
 * ```
 */
export function forcesOf(state: CorporationState): StartPositionRead | undefined {
  if (state.table.some((c) => c === null)) return undefined;
  const rooms: Record<string, readonly Colour[]> = {};
  state.building.rooms.forEach((room, i) => {
    const stack = state.stacks[i] ?? [];
    if (stack.length > 0) rooms[room.id] = [...stack];
  });
  return {
    table: state.table as readonly Colour[],
    rooms,
    boardroom: { ...state.boardroom },
    toMove: state.players[state.toMove]!,
  };
}
