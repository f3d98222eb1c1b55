/**
 * The files of a dawn: the state's text with the hash `game.json` records for it (the
 * hash of the state as it will be read back), and the order sheets of the awaited human
 * players when the game has a text sheet, each in the folder's dialect.
 */
import type { AnyGame } from '../kernel/game/contract.js';
import { SimulturnError } from '../kernel/issue.js';
import type { Dialect } from './dialect.js';
import type { PlannedFile } from './env.js';

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

/** The state file and sheets of a dawn, and its hash. */
export function stepDawnFiles(
  d: Dialect,
  game: AnyGame,
  state: unknown,
  humans: readonly string[],
): { files: PlannedFile[]; hash: string } {
  const dawn = stepDawnText(game, state);
  const step = game.step(state);
  const files: PlannedFile[] = [{ path: d.paths.state(step), text: dawn.text }];
  for (const p of awaitedHumans(game, state, humans)) {
    const text = d.sheet(game, state, p);
    if (text !== undefined) files.push({ path: d.paths.sheet(p, step), text });
  }
  return { files, hash: dawn.hash };
}
