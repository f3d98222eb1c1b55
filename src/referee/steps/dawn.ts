/**
 * The files of a dawn for a game named by step: the state's text with the hash
 * `game.json` records for it (the hash of the state as it will be read back), and the
 * order sheets of the awaited human players when the game has a text sheet.
 */
import type { AnyGame } from '../../kernel/game/contract.js';
import { SimulturnError } from '../../kernel/issue.js';
import type { PlannedFile } from '../env.js';
import { stepSheetFile, stepStateFile } from './layout.js';

/** The text of a dawn's state file and its hash as read back. Throws only on a game whose parse refuses its own serialize. */
export function stepDawnText(game: AnyGame, state: unknown): { text: string; hash: string } {
  const text = game.serialize(state);
  const back = game.parse(text);
  if (!back.ok) throw new SimulturnError(back.error);
  return { text, hash: game.hash(back.value) };
}

/** The awaited human players of a state, in seat order. */
export function awaitedHumans(game: AnyGame, state: unknown, humans: readonly string[]): string[] {
  const awaited = game.awaiting(state).players;
  return humans.filter((p) => awaited.includes(p));
}

/** The sheets of a dawn: one per awaited human player, when the game has a text sheet. */
export function stepSheets(game: AnyGame, state: unknown, humans: readonly string[]): PlannedFile[] {
  const sheet = game.orderSheet;
  if (sheet === undefined) return [];
  const step = game.step(state);
  return awaitedHumans(game, state, humans).map((p) => ({
    path: stepSheetFile(p, step),
    text: sheet.blank(game.view(state, p)),
  }));
}

/** The state file and sheets of a dawn, and its hash. */
export function stepDawnFiles(
  game: AnyGame,
  state: unknown,
  humans: readonly string[],
): { files: PlannedFile[]; hash: string } {
  const dawn = stepDawnText(game, state);
  return {
    files: [{ path: stepStateFile(game.step(state)), text: dawn.text }, ...stepSheets(game, state, humans)],
    hash: dawn.hash,
  };
}
