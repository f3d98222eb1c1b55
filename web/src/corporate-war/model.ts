/**
 * The screen's model, as docs/guides/frontend.md builds it: plain functions from the
 * player's view and reports to what is drawn, with the library's client helpers and no
 * board logic of their own.
 */
import { checkOrdersForView } from 'simulturn/corporate-war';
import {
  type Destination,
  lastSightings,
  legalDestinations,
  type MapCell,
  mapCell,
  nameOf,
  type OrderInput,
  type Picture,
  type PlayerReport,
  type PlayerView,
  pictureOf,
  renderEvent,
  sectorName,
  type ViewSoldier,
} from 'simulturn/corporate-war/client';

/** The board as the player knows it, row by row from the north (A) and column by column from the west (1). */
export function board(view: PlayerView): MapCell[][] {
  const { rows, cols } = view.board;
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: cols }, (_, col) => mapCell(view, sectorName(view.board, row * cols + col))),
  );
}

/** The picture of the player's latest report about a sector, or null if none. */
export function sectorPicture(view: PlayerView, sector: string): Picture | null {
  const known = view.sectors[sector];
  return known === undefined || known.events.length === 0 ? null : pictureOf(known.events);
}

/** The status window of a clicked sector: whose troops are there and every report about it. */
export interface StatusWindow {
  readonly cell: MapCell;
  readonly soldiers: readonly ViewSoldier[];
  readonly fallen: readonly ViewSoldier[];
  readonly seen: readonly { name: string; standing: number; fell: number; day: number }[];
  readonly reports: readonly SectorReport[];
}

export interface SectorReport {
  readonly day: number;
  readonly group: string;
  readonly picture: Picture;
  readonly lines: readonly string[];
}

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

export type Selection = { readonly soldier: string } | { readonly group: string };

/** The orders being written: select a soldier (or a group), then a lit sector. */
export interface OrderPad {
  readonly selected: Selection | null;
  readonly highlighted: readonly Destination[];
  /** A two-sector move waiting for its middle sector to be chosen (CW-5.3). */
  readonly pending: { readonly to: string; readonly via: readonly string[] } | null;
  readonly orders: readonly OrderInput[];
}

export const EMPTY_PAD: OrderPad = { selected: null, highlighted: [], pending: null, orders: [] };

export function selectSoldier(view: PlayerView, pad: OrderPad, soldier: string): OrderPad {
  return { ...pad, selected: { soldier }, highlighted: legalDestinations(view, soldier), pending: null };
}

export function selectGroup(view: PlayerView, pad: OrderPad, sector: string): OrderPad {
  return { ...pad, selected: { group: sector }, highlighted: legalDestinations(view, sector), pending: null };
}

export const deselect = (pad: OrderPad): OrderPad => ({
  ...pad,
  selected: null,
  highlighted: [],
  pending: null,
});

/**
 * A click on a sector with a selection. A lit sector one away (or the soldier's own) is
 * ordered at once; one two away with a choice of middle sectors waits for the choice
 * (`choose`); any other sector drops the selection.
 */
export function clickSector(pad: OrderPad, sector: string): OrderPad {
  const target = pad.highlighted.find((d) => d.to === sector);
  if (pad.selected === null || target === undefined) return deselect(pad);
  if (target.via.length > 1) return { ...pad, pending: { to: sector, via: target.via } };
  return order(pad, sector, null);
}

/** The middle sector for the pending two-sector move, or null for the rules' default path. */
export function choose(pad: OrderPad, via: string | null): OrderPad {
  return pad.pending === null ? pad : order(pad, pad.pending.to, via);
}

function order(pad: OrderPad, to: string, via: string | null): OrderPad {
  const selected = pad.selected;
  if (selected === null) return pad;
  const made: OrderInput = { ...selected, to, ...(via === null ? {} : { via }) };
  return { ...deselect(pad), orders: [...pad.orders.filter((o) => !sameSelection(o, selected)), made] };
}

const sameSelection = (o: OrderInput, s: Selection) =>
  'soldier' in s ? o.soldier === s.soldier : 'group' in o && o.group === s.group;

export const removeOrder = (pad: OrderPad, index: number): OrderPad => ({
  ...pad,
  orders: pad.orders.filter((_, i) => i !== index),
});

/** Each order with the server's verdict on it, checked in the client (CW-5.5). */
export function checkedOrders(view: PlayerView, orders: readonly OrderInput[]) {
  const outcomes = checkOrdersForView(view, orders).outcomes;
  return orders.map((order, i) => {
    const o = outcomes.find((x) => x.order === i);
    return { order, status: o?.status ?? 'accepted', issues: o?.issues.map((x) => x.message) ?? [] };
  });
}

/** How an order reads: "ghost-1 to C4 via B5", "the group in A6 to B6". */
export function describeOrder(view: PlayerView, o: OrderInput): string {
  const who =
    'soldier' in o && o.soldier !== undefined
      ? nameOf(view, o.soldier)
      : 'group' in o && o.group !== undefined
        ? `the group in ${o.group}`
        : 'soldiers' in o && o.soldiers !== undefined
          ? o.soldiers.map((s) => nameOf(view, s)).join(', ')
          : '?';
  return `${who} to ${o.to}${o.via === undefined ? '' : ` via ${o.via}`}`;
}

export const selectedOrigin = (view: PlayerView, s: Selection | null): string | null =>
  s === null
    ? null
    : 'group' in s
      ? s.group
      : (view.soldiers.find((x) => x.id === s.soldier)?.sector ?? null);
