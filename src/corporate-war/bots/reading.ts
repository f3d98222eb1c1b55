/**
 * A view read once: the board's tables, the reports' news, the player's force and its key
 * sectors, as every planning bot first reads them. The rusher and the cautious player
 * read their view this way each day; the search player reads it once and drafts all its
 * plans (the rusher's, the cautious player's and its own variants) from the one reading.
 */
import type { PlayerView } from '../view.js';
import { type BoardTables, type Force, readForce, readNews, type SectorNews, tablesFor } from './tactics.js';
import { type KeyReading, readKeys } from './targets.js';

/** What a bot reads of its view before it plans. Read-only: plans drafted from one reading share it. */
export interface ViewReading {
  readonly t: BoardTables;
  readonly news: readonly (SectorNews | undefined)[];
  readonly force: Force;
  readonly keys: KeyReading;
}

/** Reads the view for planning (`readNews`, `readForce`, `readKeys`). */
export function readView(view: PlayerView): ViewReading {
  const t = tablesFor(view.board);
  const news = readNews(view, t);
  const force = readForce(view, t);
  return { t, news, force, keys: readKeys(view, t, force) };
}
