/**
 * `playerView`: what one player knows, as plain JSON a frontend can send over the wire
 * (the seed's 11x11 board and status window). Its own soldiers in full, its Mobile
 * Command, and for each sector what its groups last reported there and on which day;
 * never the RNG, the seed or anything its soldiers could not have seen.
 */
import { sectorName } from './board.js';
import type { ReportEvent } from './report-events.js';
import { type GameState, soldierRows } from './state.js';
import type { PlayerId } from './vocabulary.js';
import { worldOf } from './world.js';

/** One of the player's own soldiers, as its player sees it. */
export interface ViewSoldier {
  readonly id: string;
  readonly type: string;
  readonly kill: number;
  readonly survive: number;
  readonly escape: number;
  readonly info: number;
  readonly status: 'alive' | 'dead';
  /** Where it stands, or where it fell. */
  readonly sector: string;
  /** For the fallen: who carries its tags, or null when they are lost. */
  readonly tagsWith: string | null;
}

/** What a player knows at dawn of `day`. */
export interface PlayerView {
  readonly player: PlayerId;
  readonly corporation: string;
  readonly edge: string;
  /** The day whose orders are due. */
  readonly day: number;
  readonly board: { readonly rows: number; readonly cols: number };
  readonly keySectors: readonly string[];
  readonly craft: string;
  readonly soldiers: readonly ViewSoldier[];
  /** The Mobile Command: where it is, or where its wreck lies. */
  readonly mobileCommand: { readonly sector: string | null; readonly wrecked: boolean };
  /** By sector name: the day of the last report about it and that day's events. */
  readonly sectors: Readonly<
    Record<string, { readonly day: number; readonly events: readonly ReportEvent[] }>
  >;
  /** The game's end, once it is over (it is announced to everyone). */
  readonly outcome: {
    readonly reason: string;
    readonly winners: readonly PlayerId[];
    readonly day: number;
  } | null;
}

/**
 * The view of one player, or undefined if it is not in the game.
 * @example
 * ```ts
 * const view = playerView(state, 'psicorps');
 * socket.send(JSON.stringify(view));
 * ```
 */
export function playerView(state: GameState, player: PlayerId): PlayerView | undefined {
  const seat = state.players.find((p) => p.id === player);
  if (seat === undefined) return undefined;
  const w = worldOf(state.scenario);
  const mine = soldierRows(state.soldiers).filter((s) => s.owner === player);
  // CW-3.4: the Mobile Command is where its Commander is, or its Doc without him.
  const command =
    mine.find((s) => s.role === 'commander' && s.status === 'alive') ??
    mine.find((s) => s.role === 'doc' && s.status === 'alive');
  const wreck = state.wrecks.find((x) => x.owner === player);
  return {
    player,
    corporation: seat.corporation,
    edge: seat.edge,
    day: state.day,
    board: { rows: w.board.rows, cols: w.board.cols },
    keySectors: w.keySectors.map(w.name),
    craft: w.name(w.craft),
    soldiers: mine.map((s) => ({
      id: s.id,
      type: s.type,
      kill: s.kill,
      survive: s.survive,
      escape: s.escape,
      info: s.info,
      status: s.status,
      sector: sectorName(w.board, s.sector),
      tagsWith: s.status === 'dead' ? (s.tagsWith === '' ? null : s.tagsWith) : null,
    })),
    mobileCommand: {
      sector:
        command !== undefined ? w.name(command.sector) : wreck !== undefined ? w.name(wreck.sector) : null,
      wrecked: command === undefined && wreck !== undefined,
    },
    sectors: state.intel[player] ?? {},
    outcome: state.outcome === null ? null : { ...state.outcome, winners: [...state.outcome.winners] },
  };
}
