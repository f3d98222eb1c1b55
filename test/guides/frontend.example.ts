/**
 * The code of docs/guides/frontend.md, region by region (the guide's blocks are these
 * regions with the package import paths): the model of the seed's interface, built from a
 * player's view and reports with no framework, and the server side that checks orders.
 */
// #region board

import {
  distance,
  type GameState,
  newGame,
  type OrderInput,
  type Picture,
  PLAYER_REPORT_SCHEMA,
  PLAYER_VIEW_SCHEMA,
  type PlayerReport,
  type PlayerView,
  parseSector,
  pictureOf,
  playerView,
  type ReportEvent,
  renderMap,
  renderReport,
  resolveDay,
  sectorName,
  type ViewSoldier,
  validateOrders,
} from '../../src/corporate-war/index.js';
import { formatPath } from '../../src/index.js';

/** One square of the board, with what the player knows of it. */
export interface Cell {
  readonly name: string; // 'F6': row letter (A is north), column number (1 is west)
  readonly key: boolean; // a key sector (CW-1.2), drawn framed
  readonly craft: boolean; // the crashed craft (CW-1.3)
  readonly own: number; // the player's living soldiers there
  readonly command: boolean; // the player's Mobile Command is there
  readonly reportDay: number | null; // the day of the player's last report about it
  readonly picture: Picture | null; // that report's most striking picture
}

/** The seed's 11x11 board (any size the scenario gives), row by row from the north. */
export function boardCells(view: PlayerView): Cell[][] {
  const { rows, cols } = view.board;
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: cols }, (_, col) => {
      const name = sectorName(view.board, row * cols + col);
      const intel = view.sectors[name];
      return {
        name,
        key: view.keySectors.includes(name),
        craft: view.craft === name,
        own: view.soldiers.filter((s) => s.status === 'alive' && s.sector === name).length,
        command: view.mobileCommand.sector === name && !view.mobileCommand.wrecked,
        reportDay: intel?.day ?? null,
        picture: intel === undefined ? null : pictureOf(intel.events),
      };
    }),
  );
}
// #endregion

// #region status
/** The status window of one sector: what the player last heard of it and its own soldiers there. */
export interface Status {
  readonly sector: string;
  readonly reportDay: number | null;
  readonly lines: readonly string[];
  readonly soldiers: readonly ViewSoldier[]; // living, can be given orders
  readonly fallen: readonly ViewSoldier[]; // lying there, with who carries their tags
}

export function statusWindow(view: PlayerView, sector: string): Status {
  const here = view.soldiers.filter((s) => s.sector === sector);
  const intel = view.sectors[sector];
  return {
    sector,
    reportDay: intel?.day ?? null,
    lines: (intel?.events ?? []).map(describeEvent),
    soldiers: here.filter((s) => s.status === 'alive'),
    fallen: here.filter((s) => s.status === 'dead'),
  };
}

/** One line for an event; the compiler checks that every kind of event is handled. */
export function describeEvent(e: ReportEvent): string {
  const seen = (xs: readonly { allegiance: string; count: number }[]) =>
    xs.map((x) => `${x.count} ${x.allegiance}`).join(', ');
  switch (e.type) {
    case 'left':
      return `left ${e.sector}`;
    case 'held':
      return `held ${e.sector}`;
    case 'entered':
      return e.retreat ? `fell back into ${e.sector}` : `entered ${e.sector}`;
    case 'corpses':
      return `bodies in ${e.sector}: ${e.insignia.join(', ')}`;
    case 'wreckage':
      return `the wreck of a Mobile Command in ${e.sector}`;
    case 'fighting-nearby':
      return `fighting heard to the ${e.direction}`;
    case 'fighting-here':
      return `fighting in ${e.sector}`;
    case 'movement-nearby':
      return `movement to the ${e.direction}`;
    case 'fight':
      return `a fight in ${e.sector}: lost ${e.casualties.length}, saw ${seen(e.enemyFallen)} fall`;
    case 'enemies-present':
      return `in sight in ${e.sector}: ${seen(e.sightings)}`;
    case 'lost-contact':
      return `contact lost in ${e.sector}`;
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}
// #endregion

// #region orders
/** The orders being written: click a soldier, then the sector he is to move to. */
export interface OrderPad {
  readonly selected: string | null; // the soldier clicked last
  readonly via: string | null; // a middle sector picked for his next move (CW-5.3)
  readonly orders: readonly OrderInput[]; // one per soldier, the newest kept
  readonly warning: string | null;
}

export const EMPTY_PAD: OrderPad = { selected: null, via: null, orders: [], warning: null };

export function clickSoldier(pad: OrderPad, soldier: string): OrderPad {
  return { ...pad, selected: soldier, via: null, warning: null };
}

/** A second kind of click (right click, long press) on the sector to go through. */
export function clickVia(pad: OrderPad, sector: string): OrderPad {
  return pad.selected === null ? pad : { ...pad, via: sector };
}

/** With a soldier selected, a click on a sector orders him there; without, it opens the status window. */
export function clickSector(view: PlayerView, pad: OrderPad, to: string): OrderPad {
  const soldier = view.soldiers.find((s) => s.id === pad.selected && s.status === 'alive');
  if (soldier === undefined) return { ...pad, selected: null, via: null };
  // A hint for the player only: the server checks every order again (validateOrders).
  const from = parseSector(view.board, soldier.sector)!;
  const target = parseSector(view.board, to)!;
  if (distance(view.board, from, target) > 2) {
    return { ...pad, warning: `${soldier.id} can move at most two sectors a day` };
  }
  const order: OrderInput = {
    soldier: soldier.id,
    to,
    ...(pad.via !== null && distance(view.board, from, target) === 2 ? { via: pad.via } : {}),
  };
  const others = pad.orders.filter((o) => o.soldier !== soldier.id);
  return { selected: null, via: null, orders: [...others, order], warning: null };
}
// #endregion

// #region server
/** The server's answer to a player's orders: accepted, or every problem with where it is. */
export type OrdersReply =
  | { readonly accepted: true }
  | {
      readonly accepted: false;
      readonly issues: readonly { code: string; path: string; message: string }[];
    };

export function receiveOrders(state: GameState, player: string, body: string): OrdersReply {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { accepted: false, issues: [{ code: 'orders/not-json', path: '(root)', message: 'not JSON' }] };
  }
  const checked = validateOrders(state, player, raw);
  if (checked.ok) return { accepted: true };
  return {
    accepted: false,
    issues: checked.error.map((i) => ({ code: i.code, path: formatPath(i.path), message: i.message })),
  };
}

/** What the server sends a player at dawn; the schemas describe it for clients in other languages. */
export function dawnMessage(state: GameState, player: string, report: PlayerReport | undefined) {
  return {
    view: playerView(state, player),
    report: report ?? null,
    schemas: { view: PLAYER_VIEW_SCHEMA, report: PLAYER_REPORT_SCHEMA },
  };
}
// #endregion

// #region tabs
/** One tab of the day's report: a group of the player's soldiers and what it saw. */
export interface ReportTab {
  readonly title: string; // 'A6 > B6 > C6': where the group went
  readonly picture: Picture; // the seed's picture for the report
  readonly soldiers: readonly string[];
  readonly lines: readonly string[];
}

export function reportTabs(report: PlayerReport): ReportTab[] {
  return report.groups.map((g) => ({
    title: g.id.split('>').join(' > '),
    picture: g.picture,
    soldiers: g.soldiers,
    lines: g.events.map(describeEvent),
  }));
}

/** The orders that were not carried out in full, for a tab of their own. */
export function refusedOrders(report: PlayerReport): string[] {
  return report.orders
    .filter((o) => o.status !== 'accepted')
    .flatMap((o) => o.issues.map((i) => `order ${o.order + 1} (${o.status}): ${i.message}`));
}

/** The whole report as text, for mail or a log; and a terminal client's board. */
export const reportText = (report: PlayerReport): string => renderReport(report, { format: 'markdown' });
export const terminalBoard = (view: PlayerView): string => renderMap(view, { legend: false });
// #endregion

// #region turn
const game = newGame({
  seed: 'frontend',
  corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
  edges: { psicorps: 'north' },
});
const view = playerView(game, 'psicorps')!;
const a6 = boardCells(view)[0]![5]!; // { name: 'A6', own: 17, command: true, ... }

let pad = EMPTY_PAD;
pad = clickSoldier(pad, 'psicorps/ghost-1');
pad = clickVia(pad, 'B5');
pad = clickSector(view, pad, 'C4'); // { soldier: 'psicorps/ghost-1', to: 'C4', via: 'B5' }
pad = clickSoldier(pad, 'psicorps/rider-1');
pad = clickSector(view, pad, 'D6'); // warning: at most two sectors a day; the Rider stays selected
pad = clickSector(view, pad, 'C6');

const reply = receiveOrders(game, 'psicorps', JSON.stringify(pad.orders)); // { accepted: true }
const refused = receiveOrders(game, 'psicorps', '[{ "soldier": "psicorps/ghost-1", "to": "A9" }]');
// { accepted: false, issues: [{ code: 'order/too-far', path: '[0].to', message: '...' }] }

const day1 = resolveDay(game, { psicorps: pad.orders });
const tabs = reportTabs(day1.reports.psicorps!); // one tab per group: A6, A6 > B5 > C4, A6 > B6 > C6
const c4 = statusWindow(playerView(day1.state, 'psicorps')!, 'C4'); // the Ghost, and what he saw

// #endregion

export { a6, c4, day1, game, pad, refused, reply, tabs, view };
