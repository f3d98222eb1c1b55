/**
 * The files of a dawn: the state's text with the hash `game.json` records for it, and
 * each human player's order sheet for the day.
 */

import { orderSheet } from '../corporate-war/order-sheet/sheet.js';
import { parseState, serializeState, stateHash } from '../corporate-war/serialize.js';
import type { GameState } from '../corporate-war/state.js';
import { playerView } from '../corporate-war/view.js';
import { SimulturnError } from '../kernel/issue.js';
import { displayNames } from './load.js';

/**
 * The text of a dawn's state file and the hash `game.json` records for it: the hash of the
 * state as it will be read back, so that loading always agrees with what was written.
 */
export function dawnText(state: GameState): { text: string; hash: string } {
  const text = serializeState(state);
  const back = parseState(text);
  if (!back.ok) throw new SimulturnError(back.error);
  return { text, hash: stateHash(back.value) };
}

/** A human player's sheet for the dawn of `state`. */
export function sheetOf(state: GameState, player: string): string {
  return orderSheet(playerView(state, player)!, { names: displayNames(state) });
}

/**
 * Whether `text` is the sheet of `player` for the dawn of `state`: as this version writes
 * it, or as versions before the map and key sectors were added wrote it (their game
 * folders still check).
 */
export function isSheetOf(text: string, state: GameState, player: string): boolean {
  if (text === sheetOf(state, player)) return true;
  return text === orderSheet(playerView(state, player)!, { names: displayNames(state), standing: false });
}
