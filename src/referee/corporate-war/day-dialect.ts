/**
 * Corporate War's folders named by day (`game.json` version 1), as a dialect of the one
 * referee (`../`): the files, sheets, Markdown reports and messages its games have
 * always had, so that a new game writes the same bytes as before and every old folder
 * still loads, checks and goes on. Its step is its day (CW-6: all players at once).
 *
 * What it keeps that games named by step do not: `day` where they have `step`, an outcome
 * `{reason, winners, day}`, sheets and reports with the corporations' display names,
 * orders without receipt numbers (Corporate War takes no arrival order), the day's trace
 * in the archive, a seat named by its corporation's name, and the readings of earlier
 * versions (dawns hashed before some rules options existed, sheets before the map and key
 * sectors, reports written before their Markdown's hash was kept).
 */
import { CORPORATE_WAR } from '../../corporate-war/game.js';
import type { OrderInput } from '../../corporate-war/orders.js';
import { renderReport } from '../../corporate-war/render.js';
import type { PlayerReport } from '../../corporate-war/report.js';
import type { DayResult } from '../../corporate-war/resolve-day.js';
import { idNamed } from '../../corporate-war/scenario.js';
import { parseState, stateHash, stateHashAsSaved } from '../../corporate-war/serialize.js';
import type { GameState } from '../../corporate-war/state.js';
import type { AnyGame } from '../../kernel/game/contract.js';
import { gameRegistry } from '../../kernel/game/registry.js';
import { isObj } from '../../kernel/input-checks.js';
import { ok } from '../../kernel/result.js';
import type { Dialect } from '../dialect.js';
import { jsonText } from '../fields.js';
import { readLayoutJson } from '../folder.js';
import { displayNames, isSheetOf, sheetOf } from './dawn.js';
import { checkSubmission } from './day-check.js';
import {
  ARCHIVE_FILE_FORMAT,
  ARCHIVE_FILE_VERSION,
  type ArchiveFile,
  isRenderingOf,
  makeReportFile,
  parseArchiveFile,
  parseReportFile,
  type ReportFile,
} from './day-files.js';
import { GAME_FILE_VERSION, gameFileOf, parseGameFile } from './game-file.js';
import { archiveFile, ordersFile, reportFile, sheetFile, stateFile } from './layout.js';
import { makeOrdersFile, parseOrdersFile } from './orders-file.js';

const cw = (state: unknown): GameState => state as GameState;

/** Corporate War as the engine sees any game (its own types hidden). */
export const CORPORATE_WAR_GAME = CORPORATE_WAR as unknown as AnyGame;

/** Corporate War's folders by day (see the module's comment). */
export const DAY_DIALECT: Dialect = {
  version: GAME_FILE_VERSION,
  unit: 'day',
  paths: {
    state: stateFile,
    orders: ordersFile,
    report: (player, day, kind) => reportFile(player, day, kind === 'text' ? 'md' : 'json'),
    sheet: sheetFile,
    archive: archiveFile,
  },
  dawnName: (day) => `dawn ${day}`,
  stateName: (day) => `the dawn of day ${day}`,
  reportText: 'rendering',
  // Every player hears of every day (CW-7).
  everySeatReported: true,
  parseGameFile: (raw) => {
    const f = parseGameFile(raw);
    if (!f.ok) return f;
    const g = f.value;
    const dawns = g.dawns.map(({ day, ...d }) => ({ step: day, ...d }));
    return ok({
      game: g.game,
      seed: g.seed,
      seats: g.seats,
      step: g.day,
      dawns,
      outcome: g.outcome,
      native: g,
    });
  },
  gameOf: () => ok(CORPORATE_WAR_GAME),
  outcomeOf: (_game, state) => cw(state).outcome,
  gameFile: (_game, head, state) =>
    gameFileOf(
      head.seed,
      head.seats,
      head.dawns.map(({ step, ...d }) => ({ day: step, ...d })),
      cw(state),
    ),
  readState: (dir, path) => {
    let saved: readonly string[] = [];
    const r = readLayoutJson(dir, path, (json) => {
      saved = Object.keys(isObj(json) && isObj(json.rules) ? json.rules : {});
      return parseState(json);
    });
    if (!r.ok) return r;
    // A dawn saved before some rules options existed was hashed without them (the game goes
    // on under the readings it began with, `RULES_BEFORE_OPTIONS`).
    return ok({ state: r.value, hashes: [stateHash(r.value), stateHashAsSaved(r.value, saved)] });
  },
  sheet: (_game, state, player) => sheetOf(cw(state), player),
  isSheet: (text, _game, state, player) => isSheetOf(text, cw(state), player),
  // As a person writes it, so a referee need not know the ids: PsiCorps, psicorps, Orchid Inc.
  seatNamed: (g, name) =>
    idNamed(
      name,
      g.file.seats.map((s) => s.player),
      displayNames(cw(g.state)),
    ) ?? name,
  check: (g, player, text) => checkSubmission({ state: cw(g.state) }, player, text),
  parseOrders: (raw) => {
    const o = parseOrdersFile(raw);
    return o.ok ? ok({ ...o.value, step: o.value.day, receipt: 0 }) : o;
  },
  ordersFile: (o) =>
    makeOrdersFile(o.player, o.step, o.stateHash, o.source, o.text, o.orders as readonly OrderInput[]),
  reportFiles: (_game, state, player, day, report) => {
    // The last day's report says how the game ended, naming the winner's key sectors.
    const why = CORPORATE_WAR.outcome(cw(state))?.why;
    const markdown = renderReport(report as PlayerReport, {
      format: 'markdown',
      names: displayNames(cw(state)),
      ...(why === undefined ? {} : { why }),
    });
    return [
      {
        path: reportFile(player, day, 'json'),
        text: jsonText(makeReportFile(player, day, report as PlayerReport, markdown)),
      },
      { path: reportFile(player, day, 'md'), text: markdown },
    ];
  },
  parseReport: (raw) => {
    const r = parseReportFile(raw);
    return r.ok
      ? ok({ player: r.value.player, step: r.value.day, report: r.value.report, native: r.value })
      : r;
  },
  isReportText: (text, r, state) => isRenderingOf(text, r.native as ReportFile, displayNames(cw(state))),
  archiveFile: (a, resolved) =>
    ({
      format: ARCHIVE_FILE_FORMAT,
      version: ARCHIVE_FILE_VERSION,
      day: a.step,
      before: a.before,
      after: a.after,
      orders: a.orders as ArchiveFile['orders'],
      trace: (resolved as DayResult).trace,
    }) satisfies ArchiveFile,
  parseArchive: (raw) => {
    const a = parseArchiveFile(raw);
    if (!a.ok) return a;
    const { day, before, after, orders } = a.value;
    return ok({ step: day, before, after, next: day + 1, awaited: Object.keys(orders), orders, arrival: [] });
  },
  overAt: (g) => cw(g.state).outcome!.day,
  unknownBot: (_game, player, bot) =>
    `${player} is played by the bot "${bot}", which this referee does not know`,
};

/** The dialects of a Corporate War folder's commands. */
export const DAY_DIALECT_ONLY: readonly Dialect[] = [DAY_DIALECT];

/** The registry a folder by day is loaded with: its dialect knows its one game and reads none. */
export const NO_GAMES = gameRegistry([]);
