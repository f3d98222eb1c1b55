/**
 * Which code played a study: the library's version (this package's, from its
 * `package.json`) and the game's (its state format version). Every summary records them,
 * and merging refuses summaries that differ: shards played by other code do not add up
 * to one study.
 */
import type { SimulationGame } from '../game/simulation.js';

/** The version of simulturn, as its `package.json` gives it. */
// Written here, not read from package.json: an import of it would carry the whole file into
// every bundle and entry; test/kernel/simulate-versions.test.ts holds it to package.json's.
export const LIBRARY_VERSION: string = '0.1.0';

/** The versions of the code that played a study. */
export interface SummaryVersions {
  /** simulturn's version, such as `0.1.0`. */
  readonly library: string;
  /** The game's version (its `SimulationGame.version`), when it gives one. */
  readonly game?: number;
}

/** The versions of a study of `game` played by this library. */
export function versionsOf(game: Pick<SimulationGame, 'version'> | undefined): SummaryVersions {
  return game?.version === undefined
    ? { library: LIBRARY_VERSION }
    : { library: LIBRARY_VERSION, game: game.version };
}

/** Versions as a person reads them: `simulturn 0.1.0, game version 1`; `unknown` when absent. */
export function describeVersions(versions: SummaryVersions | undefined): string {
  if (versions === undefined) return 'unknown versions (a summary written before they were recorded)';
  return `simulturn ${versions.library}${versions.game === undefined ? '' : `, game version ${versions.game}`}`;
}
