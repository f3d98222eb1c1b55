/**
 * Corporate War's order sheets of a dawn, with the corporations' display names: the sheet
 * this version writes, and those earlier versions wrote, which old folders still hold.
 */

import { orderSheet } from '../../corporate-war/order-sheet/sheet.js';
import { displayNames as scenarioNames } from '../../corporate-war/scenario.js';
import type { GameState } from '../../corporate-war/state.js';
import { playerView } from '../../corporate-war/view.js';

/** Names to show in sheets and reports: the corporations' names, and the aliens. */
export const displayNames = (state: GameState): Record<string, string> => scenarioNames(state.scenario);

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
