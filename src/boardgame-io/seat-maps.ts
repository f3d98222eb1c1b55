/**
 * What one seat is sent of boardgame.io's per-seat bookkeeping. boardgame.io sends every
 * client the whole `ctx`, whose maps hold an entry per seat (`activePlayers`, the move
 * counts, `playOrder`), the match's whole log, and the match's metadata with every
 * player: in a match of N seats, every message is N long, and a step that tells every seat
 * something costs N². Each seat is sent its own entries instead: enough for boardgame.io's
 * client, which asks only whether its own seat may move and in what stage; the moves
 * themselves run on the server.
 *
 * Pure functions of the message and the seat: a message for one seat never carries another
 * seat's entries. A spectator (`null`) is sent none.
 */

/** A seat's id, as boardgame.io writes it ('0', '1', …), or null for a spectator. */
export type SeatID = string | null;

/** The keys of `ctx` that map each seat to something. */
const SEAT_MAPS = [
  'activePlayers',
  '_activePlayersMinMoves',
  '_activePlayersMaxMoves',
  '_activePlayersNumMoves',
] as const;

/** `map` (an object by seat id, or null) with the seat's own entry only. */
function ownEntry(map: unknown, seat: SeatID): unknown {
  if (typeof map !== 'object' || map === null) return map;
  if (seat === null || !Object.hasOwn(map, seat)) return {};
  return { [seat]: (map as Record<string, unknown>)[seat] };
}

/** The per-seat maps of `maps` (a `ctx`, or one of its saved levels), each with the seat's own entry. */
function ownMaps<T extends object>(maps: T, seat: SeatID): T {
  const out: Record<string, unknown> = { ...(maps as Record<string, unknown>) };
  for (const key of SEAT_MAPS) if (Object.hasOwn(maps, key)) out[key] = ownEntry(out[key], seat);
  return out as T;
}

/**
 * `ctx` as `seat` is sent it: each per-seat map with its own entry (or none), the saved
 * and next levels of active players likewise, and `playOrder` with only its own seat and
 * the current player, in their order (`playOrderPos` moved to match). `position` gives a
 * seat's place in the full `playOrder` (a map made once per message, so that N seats cost
 * N, not N²).
 */
export function ownContext<C extends object>(ctx: C, seat: SeatID, position: (id: string) => number): C {
  const out = ownMaps(ctx, seat) as Record<string, unknown>;
  const prev = out._prevActivePlayers;
  if (Array.isArray(prev)) out._prevActivePlayers = prev.map((level: object) => ownMaps(level, seat));
  const next = out._nextActivePlayers as { value?: unknown } | null | undefined;
  if (typeof next === 'object' && next !== null && typeof next.value === 'object')
    out._nextActivePlayers = { ...next, value: ownEntry(next.value, seat) };
  const order = out.playOrder;
  if (Array.isArray(order)) {
    const current = out.currentPlayer;
    const kept = [...new Set([current, seat])].filter(
      (id): id is string => typeof id === 'string' && position(id) >= 0,
    );
    kept.sort((a, b) => position(a) - position(b));
    out.playOrder = kept;
    out.playOrderPos = Math.max(0, kept.indexOf(current as string));
  }
  return out as C;
}

/** Each seat's place in `playOrder`, as a lookup made once. */
export function playOrderPositions(ctx: { readonly playOrder?: readonly string[] }): (id: string) => number {
  const at = new Map<string, number>();
  ctx.playOrder?.forEach((id, i) => at.set(id, i));
  return (id) => at.get(id) ?? -1;
}

/** A log entry, as far as this module reads it. */
interface LogEntry {
  readonly action?: { readonly type?: unknown; readonly payload?: { readonly playerID?: unknown } };
}

/** The log as `seat` is sent it: its own moves, and what no seat made (events, the game's own). */
export function ownLog<E>(log: readonly E[] | undefined, seat: SeatID): E[] | undefined {
  if (log === undefined) return undefined;
  return log.filter((e) => {
    const action = (e as LogEntry).action;
    return action?.type !== 'MAKE_MOVE' || (seat !== null && String(action.payload?.playerID) === seat);
  });
}

/** The players' metadata as `seat` is sent it: its own entry only. */
export function ownPlayers<P extends { readonly id?: unknown }>(
  players: readonly P[] | undefined,
  seat: SeatID,
) {
  if (players === undefined) return undefined;
  return seat === null ? [] : players.filter((p) => String(p.id) === seat);
}
