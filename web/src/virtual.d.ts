/**
 * `virtual:games`, made by web/build.mjs from the library's registry (`GAMES` of
 * `simulturn/games`): every game's id and title, and a loader that imports only the
 * subpath that exports it.
 */
declare module 'virtual:games' {
  import type { AnyGame } from 'simulturn';

  /** One game of the registry, not yet loaded. */
  export interface CatalogueEntry {
    readonly id: string;
    readonly title: string;
    /** Imports the game's own subpath (its engine's chunk) and gives the game. */
    load(): Promise<AnyGame | undefined>;
  }

  /** Every game of the registry, in its order. */
  export const CATALOGUE: readonly CatalogueEntry[];
}
