/**
 * What a player sees: everything. Corporation has perfect information (CO-6.2), so a
 * view is the whole state, with who is asked for what.
 */
import { sealed } from '../kernel/seal.js';
import { type Awaiting, awaiting, type CorporationState } from './state.js';
import type { Colour } from './vocabulary.js';

/** A player's view: the whole position, and who acts now. */
export interface CorporationView {
  /** The player the view is for. */
  readonly player: Colour;
  /** Who acts now, and on what. */
  readonly awaiting: Awaiting;
  /** The whole state (perfect information). */
  readonly state: CorporationState;
}

/** The view of `player`: the whole state, as nothing is hidden (CO-6.2). */
export function playerView(state: CorporationState, player: Colour): CorporationView {
  return sealed({ player, awaiting: awaiting(state), state });
}
