/**
 * `simulturn/corporate-war/client`: what a client draws a player's board and reports
 * with, and nothing of the rules engine. Everything here reads a `PlayerView`
 * or a `PlayerReport` (plain JSON from a server) and imports neither the day's resolution
 * nor Immutable.js, so a browser bundle of it stays small: the package check bundles
 * these exports alone against a gzip budget and fails if either comes in.
 *
 * Checking orders in the client before sending them runs the server's own checker on the
 * view (`checkOrdersForView`), which needs the engine: import it from
 * `simulturn/corporate-war` where that weight is wanted.
 * @example
 * ```ts
 * import { legalDestinations, mapCell, renderEvent } from 'simulturn/corporate-war/client';
 * const cell = mapCell(view, 'F6');
 * const targets = legalDestinations(view, 'psicorps/ghost-1').map((d) => d.to);
 * ```
 * @module
 */
export {
  type BoardSize,
  distance,
  intermediates,
  parseSector,
  type Sector,
  sectorName,
} from '../board.js';
export type {
  DayOrders,
  GroupOrder,
  OrderInput,
  OrderOutcome,
  OrderTarget,
  SoldierOrder,
  SoldiersOrder,
} from '../orders.js';
export { type EventPlace, type RenderOptions, renderEvent, renderReport } from '../render.js';
export { type MapCell, type MapOptions, mapCell, renderMap } from '../render-map.js';
export type { PlayerReport } from '../report.js';
export { type GroupReport, PICTURES, type Picture, pictureOf, type ReportEvent } from '../report-events.js';
export { describeStanding } from '../standing.js';
export type { PlayerView, ViewPlayer, ViewSoldier } from '../view.js';
export * from '../vocabulary.js';
export { type Destination, legalDestinations } from './destinations.js';
export { nameOf } from './names.js';
export { lastSightings, type SideSightings, type Sighting } from './sightings.js';
