/**
 * The code of docs/guides/frontend.md, region by region (the guide's blocks are these
 * regions with the package import paths): the model of the seed's interface, built from a
 * player's view and reports with the library's client helpers and no board logic of its
 * own, and the server side that checks orders and resolves the day.
 */
// #region board

import {
  type Destination,
  describeStanding,
  lastSightings,
  legalDestinations,
  type MapCell,
  mapCell,
  type OrderInput,
  type Picture,
  type PlayerReport,
  type PlayerView,
  pictureOf,
  renderEvent,
  renderReport,
  sectorName,
  type ViewSoldier,
} from '../../src/corporate-war/client/index.js';

/** The board as the player knows it, row by row from the north (A) and column by column from the west (1). */
export function board(view: PlayerView): MapCell[][] {
  const { rows, cols } = view.board;
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: cols }, (_, col) => mapCell(view, sectorName(view.board, row * cols + col))),
  );
}
// #endregion

// #region standing
/** The side panel: which day it is, who else plays, and what winning still takes. */
export interface Standing {
  readonly day: number; // the day whose orders are due
  readonly players: readonly string[]; // the other players, by display name
  readonly lines: readonly string[]; // the key sectors, the claim, the condition and the day limit
  readonly over: boolean; // the game has ended (view.outcome says how)
}

export function standing(view: PlayerView): Standing {
  return {
    day: view.day,
    players: view.others.map((p) => p.name),
    lines: describeStanding(view),
    over: view.outcome !== null,
  };
}
// #endregion

// #region status
/** The status window of a clicked sector: whose troops are there and every report about it. */
export interface StatusWindow {
  readonly cell: MapCell; // what the board shows there
  readonly soldiers: readonly ViewSoldier[]; // yours, alive: click one to give him orders
  readonly fallen: readonly ViewSoldier[]; // yours, fallen there; tagsWith: who carries their tags
  readonly seen: readonly { name: string; standing: number; fell: number; day: number }[]; // the others last seen there
  readonly reports: readonly SectorReport[]; // every report about the sector, newest first
}

/** What one group reported about the sector on one day. */
export interface SectorReport {
  readonly day: number;
  readonly group: string; // the group's id: where it went, such as 'A6>B5>C4'
  readonly picture: Picture;
  readonly lines: readonly string[];
}

/** `archive` is every report the player has received, in any order: the view keeps only the latest per sector. */
export function statusWindow(
  view: PlayerView,
  archive: readonly PlayerReport[],
  sector: string,
): StatusWindow {
  const here = view.soldiers.filter((s) => s.sector === sector);
  const seen = lastSightings(view).flatMap((side) =>
    side.sightings
      .filter((s) => s.sector === sector)
      .map((s) => ({ name: side.name, standing: s.standing, fell: s.fell, day: s.day })),
  );
  const reports = [...archive]
    .sort((a, b) => b.day - a.day)
    .flatMap((report) =>
      report.groups.flatMap((g) => {
        const place = { player: report.player, day: report.day, group: g.id };
        const about = g.events
          .map((event, index) => ({ event, index }))
          .filter(({ event }) => event.sectors.includes(sector));
        if (about.length === 0) return [];
        return [
          {
            day: report.day,
            group: g.id,
            picture: pictureOf(about.map((a) => a.event)),
            lines: about.map((a) =>
              renderEvent(a.event, { ...place, index: a.index }, { names: view.names }),
            ),
          },
        ];
      }),
    );
  return {
    cell: mapCell(view, sector),
    soldiers: here.filter((s) => s.status === 'alive'),
    fallen: here.filter((s) => s.status === 'dead'),
    seen,
    reports,
  };
}

// #endregion

// #region orders
import { checkOrdersForView } from '../../src/corporate-war/index.js';

/** The orders being written: select a soldier (or a group), then click where he is to go. */
export interface OrderPad {
  readonly selected: { readonly soldier: string } | { readonly group: string } | null;
  readonly highlighted: readonly Destination[]; // where the selection may go, to light up on the board
  readonly via: string | null; // a middle sector picked for the next two-sector move (CW-5.3)
  readonly orders: readonly OrderInput[]; // what will be sent: one order per soldier or group, the newest kept
}

export const EMPTY_PAD: OrderPad = { selected: null, highlighted: [], via: null, orders: [] };

/** A click on one of the player's soldiers. */
export function selectSoldier(view: PlayerView, pad: OrderPad, soldier: string): OrderPad {
  return { ...pad, selected: { soldier }, highlighted: legalDestinations(view, soldier), via: null };
}

/** A click on "the whole group" in a sector's status window: every living soldier of the player there. */
export function selectGroup(view: PlayerView, pad: OrderPad, sector: string): OrderPad {
  return { ...pad, selected: { group: sector }, highlighted: legalDestinations(view, sector), via: null };
}

/** A second kind of click (right click, long press) on the sector to pass through. */
export function chooseVia(pad: OrderPad, sector: string): OrderPad {
  return pad.selected === null ? pad : { ...pad, via: sector };
}

/**
 * A click on a sector. With a selection and a lit sector, it orders the selection there and
 * replaces the selection's earlier order; any other click drops the selection (and, without
 * one, the frontend opens the sector's status window instead).
 */
export function clickSector(pad: OrderPad, sector: string): OrderPad {
  const target = pad.highlighted.find((d) => d.to === sector);
  if (pad.selected === null || target === undefined)
    return { ...pad, selected: null, highlighted: [], via: null };
  const selected = pad.selected;
  const via = pad.via !== null && target.via.includes(pad.via) ? { via: pad.via } : {};
  const order: OrderInput = { ...selected, to: sector, ...via };
  const same = (o: OrderInput) =>
    'soldier' in selected ? o.soldier === selected.soldier : o.group === selected.group;
  return {
    selected: null,
    highlighted: [],
    via: null,
    orders: [...pad.orders.filter((o) => !same(o)), order],
  };
}

/** The orders the server would not carry out in full, by their index in the pad, with the server's codes. */
export function refusals(view: PlayerView, pad: OrderPad) {
  return checkOrdersForView(view, pad.orders)
    .outcomes.filter((o) => o.status !== 'accepted')
    .map((o) => ({ order: o.order, status: o.status, codes: o.issues.map((i) => i.code) }));
}

// #endregion

// #region server
import {
  type GameState,
  PLAYER_REPORT_SCHEMA,
  PLAYER_VIEW_SCHEMA,
  playerView,
  REPORT_EVENT_SCHEMA,
  resolveDay,
  validateOrders,
} from '../../src/corporate-war/index.js';
import { formatPath } from '../../src/index.js';

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

/** What a player's browser receives at dawn: its view, and its report of the day just played. */
export interface DawnMessage {
  readonly view: PlayerView;
  readonly report: PlayerReport | null;
}

/** The day's end: every player's orders as received (JSON, so `unknown`), resolved at once. */
export function endDay(state: GameState, received: Readonly<Record<string, unknown>>) {
  const { state: next, reports } = resolveDay(state, received);
  const dawn: Record<string, DawnMessage> = {};
  for (const [player, report] of Object.entries(reports)) {
    dawn[player] = { view: playerView(next, player)!, report };
  }
  return { state: next, dawn };
}

/** For clients not written in TypeScript: JSON Schemas (draft 2020-12) of what they receive. */
export const SCHEMAS = { view: PLAYER_VIEW_SCHEMA, report: PLAYER_REPORT_SCHEMA, event: REPORT_EVENT_SCHEMA };
// #endregion

// #region tabs
/** One tab of the day's report: a group of the player's soldiers and what it saw. */
export interface ReportTab {
  readonly title: string; // 'A6 > B5 > C4': where the group went
  readonly picture: Picture; // the seed's picture for the report
  readonly soldiers: readonly string[]; // as the player's order sheet names them
  readonly lines: readonly string[]; // one line per event, as renderReport writes it
}

export function reportTabs(view: PlayerView, report: PlayerReport): ReportTab[] {
  const name = (id: string) => view.soldiers.find((s) => s.id === id)?.name ?? id;
  return report.groups.map((g) => ({
    title: g.id.split('>').join(' > '),
    picture: g.picture,
    soldiers: g.soldiers.map(name),
    lines: g.events.map((e, index) =>
      renderEvent(e, { player: report.player, day: report.day, group: g.id, index }, { names: view.names }),
    ),
  }));
}

/** The whole report in one text, with what the tabs leave out (the fallen, refused orders, the claim), for mail or a log. */
export const reportText = (view: PlayerView, report: PlayerReport): string =>
  renderReport(report, { format: 'markdown', names: view.names });

// #endregion

// #region turn
import { newGame } from '../../src/corporate-war/index.js';

// The server makes the game and sends PsiCorps its view, as JSON.
const game = newGame({
  seed: 'frontend',
  corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
  edges: { psicorps: 'north' },
});
const view: PlayerView = JSON.parse(JSON.stringify(playerView(game, 'psicorps')));

const cells = board(view); // cells[0][5] is A6: { own: 17, command: true, known: true, ... }
const panel = standing(view); // day 1, three other players, nine key sectors and no claim
const a6 = statusWindow(view, [], 'A6'); // 17 soldiers of yours, no reports yet

let pad = EMPTY_PAD;
pad = selectGroup(view, pad, 'A6'); // lights the 15 sectors within two of A6
pad = clickSector(pad, 'B6'); // { group: 'A6', to: 'B6' }
pad = selectSoldier(view, pad, 'psicorps/ghost-1');
pad = chooseVia(pad, 'B5');
pad = clickSector(pad, 'C4'); // { soldier: 'psicorps/ghost-1', to: 'C4', via: 'B5' }: wins over the group's
pad = selectSoldier(view, pad, 'psicorps/doc');
pad = clickSector(pad, 'A5'); // the Doc to A5, but the group order takes the Commander to B6...
const marked = refusals(view, pad); // ...so the Doc's order is marked: order/mobile-command-split
const split = receiveOrders(game, 'psicorps', JSON.stringify(pad.orders)); // the server says the same
pad = selectSoldier(view, pad, 'psicorps/commander');
pad = clickSector(pad, 'A5'); // the Mobile Command together in A5: nothing is marked
const clean = refusals(view, pad); // []

// The browser sends the orders; the server checks them and, at the day's end, resolves them.
const body = JSON.stringify(pad.orders);
const reply = receiveOrders(game, 'psicorps', body); // { accepted: true }
const day1 = endDay(game, { psicorps: JSON.parse(body) });

// The next dawn, in the browser.
const dawn: DawnMessage = JSON.parse(JSON.stringify(day1.dawn.psicorps));
const archive = [dawn.report!];
const tabs = reportTabs(dawn.view, dawn.report!); // A6 > A5, A6 > B6, A6 > B5 > C4
const c4 = statusWindow(dawn.view, archive, 'C4'); // the Ghost, and what he reported there

// #endregion

export { a6, c4, cells, clean, dawn, day1, game, marked, pad, panel, reply, split, tabs, view };
