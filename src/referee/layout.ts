/**
 * What every refereed game's folder holds, whatever its dialect: `game.json`, the commit
 * point, the lock, and the folders `new` makes. Paths are relative to the game's folder,
 * with `/` on every system; `at(dir, path)` makes them real. Each dialect names the rest
 * (`./step-layout.ts` for games named by step, `./corporate-war/layout.ts` for Corporate
 * War's days).
 */
import { join } from 'node:path';

/** The name of the file that says which step (or day) is committed. */
export const GAME_FILE = 'game.json';
/** The name of the lock file. */
export const LOCK_FILE = '.lock';
/** The folders of a game, for `new` (a folder holding only these is a game's, or empty). */
export const GAME_FOLDERS = ['state', 'orders', 'reports', 'sheets', 'archive', 'public'] as const;

/** A path of the layout inside the game's folder `dir`. */
export const at = (dir: string, path: string): string => join(dir, ...path.split('/'));
