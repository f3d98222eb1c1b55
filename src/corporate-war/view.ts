/**
 * `playerView`: what one player knows, as plain JSON a frontend can send over the wire
 * (the seed's 11x11 board and status window). Its own soldiers in full, its Mobile
 * Command, and for each sector what its groups last reported there and on which day;
 * never the RNG, the seed or anything its soldiers could not have seen.
 */
import { privateSlot } from '../kernel/private-slot.js';
import { lazyProperty } from '../kernel/seal.js';
import { sectorName } from './board.js';
import { shortId } from './order-sheet/grammar.js';
import type { ReportEvent } from './report-events.js';
import { displayNames, type Scenario } from './scenario.js';
import { type GameState, type Intel, type Outcome, soldierRows } from './state.js';
import type { CorporationKey, Edge, PlayerId } from './vocabulary.js';
import { worldOf } from './world.js';

/** One of the player's own soldiers, as its player sees it. */
export interface ViewSoldier {
  /** Stable id, such as `psicorps/grunt-3`. */
  readonly id: string;
  /** What a person reads: the id as the player's order sheet and reports write it, such as `grunt-3`. */
  readonly name: string;
  /** The unit type's key in the scenario. */
  readonly type: string;
  /** The unit type's display name, such as `Grunt`. */
  readonly typeName: string;
  /** The Kill rating (CW-3.2). */
  readonly kill: number;
  /** The Survive rating (CW-3.2). */
  readonly survive: number;
  /** The Escape rating (CW-3.2). */
  readonly escape: number;
  /** The Info rating (CW-3.2). */
  readonly info: number;
  /** Whether it is alive or fallen. */
  readonly status: 'alive' | 'dead';
  /** Where it stands, or where it fell. */
  readonly sector: string;
  /** For the fallen: who carries its tags, or null when they are lost. */
  readonly tagsWith: string | null;
}

/**
 * Another player of the game, as every player knows it: who plays and for which
 * corporation. Where the others entered the board and what they have left is not told
 * (CW-2.1, CW-11): a player learns of them only from its own groups' reports, whose
 * sightings `lastSightings` gathers from the view.
 */
export interface ViewPlayer {
  /** The player's id. */
  readonly player: PlayerId;
  /** The corporation it commands. */
  readonly corporation: CorporationKey;
  /** The corporation's display name, such as `PsiCorps`. */
  readonly name: string;
}

/** What a player knows at dawn of `day`. */
export interface PlayerView {
  /** The player's id. */
  readonly player: PlayerId;
  /** The corporation the player commands. */
  readonly corporation: CorporationKey;
  /** The map edge the player deployed on. */
  readonly edge: Edge;
  /** The other players, in the game's order of seats. */
  readonly others: readonly ViewPlayer[];
  /**
   * Display names by id, for every corporation of the scenario and the aliens
   * (`aliens`): what a frontend shows for an allegiance or an insignia in a report, and
   * what `renderReport`'s `names` option takes.
   */
  readonly names: Readonly<Record<string, string>>;
  /** The day whose orders are due. */
  readonly day: number;
  /** The board's size. */
  readonly board: {
    /** The number of rows. */
    readonly rows: number;
    /** The number of columns. */
    readonly cols: number;
  };
  /** The key sectors' names (CW-1.2). */
  readonly keySectors: readonly string[];
  /** The alien craft's sector (CW-1.3). */
  readonly craft: string;
  /** The player's own soldiers, living and fallen. */
  readonly soldiers: readonly ViewSoldier[];
  /** The Mobile Command: where it is, or where its wreck lies. */
  readonly mobileCommand: {
    /** Its sector, or its wreck's; null if neither. */
    readonly sector: string | null;
    /** Whether it is wreckage (CW-8.4). */
    readonly wrecked: boolean;
  };
  /** By sector name: the day of the last report about it and that day's events. */
  readonly sectors: Readonly<
    Record<
      string,
      {
        /** The day of the last report about the sector. */
        readonly day: number;
        /** That day's report events about it. */
        readonly events: readonly ReportEvent[];
      }
    >
  >;
  /** CW-9: what winning takes: how many key sectors to clear and hold, and the last day (null: none). */
  readonly victory: {
    /** How many key sectors a claim needs (CW-9.1). */
    readonly sectorsToWin: number;
    /** The last day of the game, or null when there is no limit (CW-9.5). */
    readonly dayLimit: number | null;
  };
  /**
   * CW-9.1: the key sectors the player claimed last night, which it must hold all of today
   * to win (CW-9.2); empty when it holds no claim.
   */
  readonly claim: readonly string[];
  /** The game's end, once it is over (it is announced to everyone). */
  readonly outcome: {
    /** Why it ended: `victory`, `stalemate` or `day-limit`. */
    readonly reason: Outcome['reason'];
    /** The winning players; empty unless a victory. */
    readonly winners: readonly PlayerId[];
    /** The day it ended on. */
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
  const naming = namingOf(state.scenario);
  const mine = soldierRows(state.soldiers).filter((s) => s.owner === player);
  // CW-3.4: the Mobile Command is where its Commander is, or its Doc without him.
  const command =
    mine.find((s) => s.role === 'commander' && s.status === 'alive') ??
    mine.find((s) => s.role === 'doc' && s.status === 'alive');
  const wreck = state.wrecks.find((x) => x.owner === player);
  const view: PlayerView = {
    player,
    corporation: seat.corporation,
    edge: seat.edge,
    others: othersOf(naming, state, player),
    names: naming.names,
    day: state.day,
    board: { rows: w.board.rows, cols: w.board.cols },
    keySectors: w.keySectors.map(w.name),
    craft: w.name(w.craft),
    soldiers: mine.map((s) => ({
      id: s.id,
      name: shortName(naming, player, s.id),
      type: s.type,
      typeName: state.scenario.unitTypes[s.type]?.name ?? s.type,
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
    sectors: NO_SECTORS,
    victory: { sectorsToWin: state.scenario.sectorsToWin, dayLimit: state.rules.dayLimit },
    claim: claimOf(state, player),
    outcome: state.outcome === null ? null : { ...state.outcome, winners: [...state.outcome.winners] },
  };
  // Read when asked for: a player's intel is learnt from its reports only then (see
  // `day/intel.ts`), and bots that read only their own soldiers never ask. The shared
  // getter finds the state's intel and this player's id in a private slot: nothing on the
  // view leads to another player's knowledge, whatever a client or a bot does to it, and
  // the tables it returns are frozen.
  KNOWLEDGE.set(view, { intel: state.intel, player });
  lazyProperty(view, 'sectors', readSectors);
  return view;
}

/** CW-9.1: the key sectors a player claimed at the end of the last day, by name; empty if none. */
export function claimOf(state: GameState, player: PlayerId): string[] {
  const claim = state.claims.find((c) => c.player === player);
  return (claim?.sectors ?? []).map((s) => sectorName(state.scenario.board, s));
}

/** What a scenario's views share, made once: display names, and soldiers' short names by id. */
interface Naming {
  /** The scenario's display names, frozen: every view hands out the same object. */
  readonly names: Readonly<Record<string, string>>;
  /** Soldiers' names as the order sheet writes them, by id, filled as views ask. */
  readonly short: Map<string, string>;
  /** Each player's `others`, by the players' list they were made from. */
  readonly others: WeakMap<object, Map<PlayerId, readonly ViewPlayer[]>>;
}

/**
 * The naming of a scenario. A view is made for every bot every day (and every look-ahead
 * day of the search bot), so what does not change in a game is made once. Measured on a
 * mid-game state of four players (median of 15 runs of 20,000 views, one run each side):
 * before names, 1.9 to 2.1 µs a view; names built per view, 7.7 to 8.0 µs; with these
 * caches, 3.0 to 3.4 µs.
 */
function namingOf(scenario: Scenario): Naming {
  let n = NAMING.get(scenario);
  if (n === undefined) {
    n = { names: Object.freeze(displayNames(scenario)), short: new Map(), others: new WeakMap() };
    NAMING.set(scenario, n);
  }
  return n;
}
const NAMING = new WeakMap<Scenario, Naming>();

/** A soldier's short name, from the scenario's cache. */
function shortName(n: Naming, player: PlayerId, id: string): string {
  let name = n.short.get(id);
  if (name === undefined) {
    name = shortId(player, id);
    n.short.set(id, name);
  }
  return name;
}

/** The other players of `player`, frozen and shared by every view of the same line-up. */
function othersOf(n: Naming, state: GameState, player: PlayerId): readonly ViewPlayer[] {
  let byPlayer = n.others.get(state.players);
  if (byPlayer === undefined) {
    byPlayer = new Map();
    n.others.set(state.players, byPlayer);
  }
  let others = byPlayer.get(player);
  if (others === undefined) {
    others = Object.freeze(
      state.players
        .filter((p) => p.id !== player)
        .map((p) =>
          Object.freeze({
            player: p.id,
            corporation: p.corporation,
            name: n.names[p.corporation] ?? p.corporation,
          }),
        )
        .toArray(),
    );
    byPlayer.set(player, others);
  }
  return others;
}

/** Shared, so frozen. */
const NO_SECTORS: PlayerView['sectors'] = Object.freeze({});
/** Where a view keeps what its `sectors` reads: out of reach of reflection and copies. */
const KNOWLEDGE = privateSlot<{ readonly intel: Intel; readonly player: PlayerId }>();

/** The view's player's intel: the player it was made for, whatever its fields say now. */
function readSectors(this: unknown): PlayerView['sectors'] {
  const k = KNOWLEDGE.get(this);
  return k !== undefined && Object.hasOwn(k.intel, k.player) ? k.intel[k.player]! : NO_SECTORS;
}
