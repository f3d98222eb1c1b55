/**
 * Corporate War's order sheets of a dawn, with the corporations' display names: the sheet
 * this version writes, and those earlier versions wrote, which old folders still hold.
 */

import { orderSheet } from '../../corporate-war/order-sheet/sheet.js';
import { displayNames as scenarioNames } from '../../corporate-war/scenario.js';
import type { GameState } from '../../corporate-war/state.js';
import { playerView } from '../../corporate-war/view.js';
import { earlierSheet } from './earlier-sheet.js';

/** Names to show in sheets and reports: the corporations' names, and the aliens. */
export const displayNames = (state: GameState): Record<string, string> => scenarioNames(state.scenario);

/** A human player's sheet for the dawn of `state`. */
export function sheetOf(state: GameState, player: string): string {
  return orderSheet(playerView(state, player)!, { names: displayNames(state) });
}

/**
 * Whether `text` is the sheet of `player` for the dawn of `state`: as this version writes
 * it, or as earlier versions wrote it, before the map and key sectors were added or
 * before its counts were never cut (`earlierSheet`): their game folders still check.
 */
export function isSheetOf(text: string, state: GameState, player: string): boolean {
  if (text === sheetOf(state, player)) return true;
  const view = playerView(state, player)!;
  const names = displayNames(state);
  if (text === orderSheet(view, { names, standing: false })) return true;
  return text === earlierSheet(view, names, true) || text === earlierSheet(view, names, false);
}
