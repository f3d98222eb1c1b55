/**
 * The dialect of games named by step (`game.json` version 2): every registered game's
 * folder, driven by the contract alone. Files are named by step (`./step-layout.ts`), orders
 * carry a receipt number (K2), reports are the game's text (or JSON) with their JSON, and
 * the archive keeps the arrival order for `verify --replay`.
 */
import { hash64 } from '../kernel/hash.js';
import { formatPath } from '../kernel/issue.js';
import { err, ok } from '../kernel/result.js';
import { readSheetHeader, withoutSheetHeader } from '../kernel/sheet-header.js';
import { storageIssue } from '../kernel/storage/issues.js';
import type { CheckedOrders, Dialect, FolderGame } from './dialect.js';
import { jsonText } from './fields.js';
import { readLayoutText } from './folder.js';
import { parseStepGameFile, STEP_GAME_FILE_VERSION, type StepGameFile, stepGameFileOf } from './game-file.js';
import { refereeIssue } from './issues.js';
import { foundAt, placesOf, scanJson } from './json-scan.js';
import { at } from './layout.js';
import { MAX_ORDERS_TEXT } from './limits.js';
import {
  makeStepOrdersFile,
  makeStepReportFile,
  parseStepArchiveFile,
  parseStepOrdersFile,
  parseStepReportFile,
  STEP_ARCHIVE_FORMAT,
  STEP_FILES_VERSION,
  type StepArchiveFile,
  type StepReportFile,
} from './step-files.js';
import {
  stepArchiveFile,
  stepOrdersFile,
  stepPublicFile,
  stepReportFile,
  stepSheetFile,
  stepStateFile,
} from './step-layout.js';

/** JSON text: parsed, or its first problem placed on its line and column. */
function readJson(text: string): { orders: unknown; problem: string | null } {
  const scan = scanJson(text);
  if (scan.error !== null) {
    const p = placesOf(text, [scan.error.index])[0]!;
    const detail = `expected ${scan.error.expected}, found ${foundAt(text, scan.error.index)}`;
    return { orders: null, problem: refereeIssue('referee/orders-json', { ...p, detail }).message };
  }
  try {
    return { orders: JSON.parse(text) as unknown, problem: null };
  } catch (e) {
    return { orders: null, problem: `line 1, column 1: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Checks a player's orders for the current step against the game: the sheet when it has one, JSON always. */
export function checkStepSubmission(g: FolderGame, player: string, text: string): CheckedOrders {
  if (text.length > MAX_ORDERS_TEXT) {
    const problem = `line 1, column 1: the orders are ${text.length} characters long; at most ${MAX_ORDERS_TEXT} are read`;
    return { source: 'json', orders: null, problems: [problem], summary: '' };
  }
  const sheet = g.game.orderSheet;
  // Games without a text sheet take JSON only; with one, text that opens a list or an object is JSON.
  if (sheet === undefined || /^\s*[[{]/.test(text)) {
    const read = readJson(text);
    if (read.problem !== null) return { source: 'json', orders: null, problems: [read.problem], summary: '' };
    const issues = g.game.checkOrders(g.state, player, read.orders).issues;
    const problems = issues.map((i) =>
      i.path.length === 0 ? i.message : `${formatPath(i.path)}: ${i.message}`,
    );
    // The receipt echoes what was accepted, in the sheet's words, where the game can say it.
    const summary = problems.length === 0 ? (sheet?.echo?.(read.orders, g.state, player) ?? '') : '';
    return { source: 'json', orders: read.orders, problems, summary };
  }
  const reply = sheet.read(text, g.state, player);
  // The sheet's own problems, then whatever the game's check still finds in the orders read.
  const problems = reply.issues.map((i) => i.message);
  if (problems.length === 0)
    problems.push(...g.game.checkOrders(g.state, player, reply.orders).issues.map((i) => i.message));
  return { source: 'sheet', orders: reply.orders, problems, summary: reply.reply };
}

/** A text's lines, however its line ends were written. */
const linesOf = (text: string): string[] => text.split(/\r\n|\r|\n/);

/**
 * Whether a stored sheet is bound, as the blank written now is, to `player` and the blank's
 * step: both header lines there, sound and naming them. A sheet a referee wrote before its
 * game's sheet was worded anew is then still the sheet of its step (as Corporate War's
 * earlier sheets are, `./corporate-war/earlier-sheet.ts`), while one naming another player
 * or step, or without its header, is not.
 */
function boundAlike(text: string, blank: string, player: string): boolean {
  // The step the blank's header names: the game's own count (Corporation's from 1).
  const due = readSheetHeader(linesOf(blank), { player, step: 0 }).step;
  if (due === null) return false;
  const header = readSheetHeader(linesOf(text), { player, step: due });
  return header.present.player && header.present.step && header.issues.length === 0;
}

/** A player's report as text: the game's rendering, or its JSON. */
export function reportText(game: FolderGame['game'], report: unknown): string {
  const text = game.renderReport?.(report) ?? JSON.stringify(report, null, 2);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Games named by step (see the module's comment). */
export const STEP_DIALECT: Dialect = {
  version: STEP_GAME_FILE_VERSION,
  unit: 'step',
  paths: {
    state: stepStateFile,
    orders: stepOrdersFile,
    report: (player, step, kind) => stepReportFile(player, step, kind === 'text' ? 'txt' : 'json'),
    sheet: stepSheetFile,
    archive: stepArchiveFile,
    public: stepPublicFile,
  },
  dawnName: (step) => `step ${step}`,
  stateName: (step) => `the state of step ${step}`,
  reportText: 'text',
  // A step may tell a player nothing.
  everySeatReported: false,
  parseGameFile: (raw) => {
    const f = parseStepGameFile(raw);
    return f.ok ? ok({ ...f.value, native: f.value }) : f;
  },
  gameOf: (file, games) => {
    const game = games.named(file.game);
    return game === undefined
      ? err([refereeIssue('referee/unknown-game', { game: file.game, games: games.ids })])
      : ok(game);
  },
  outcomeOf: (game, state) => game.outcome(state),
  gameFile: (game, head, state) =>
    stepGameFileOf(game.id, head.seed, head.seats, head.dawns, game.outcome(state)) satisfies StepGameFile,
  readState: (dir, path, game) => {
    const text = readLayoutText(dir, path);
    if (!text.ok) return err([text.error]);
    const state = game.parse(text.value);
    if (!state.ok) {
      const file = at(dir, path);
      return err(
        state.error.map((i) =>
          storageIssue('file/invalid', { file, at: formatPath(i.path), detail: i.message }),
        ),
      );
    }
    return ok({ state: state.value, hashes: [game.hash(state.value)] });
  },
  sheet: (game, state, player) => game.orderSheet?.blank(game.view(state, player)),
  isSheet: (text, game, state, player) => {
    const blank = game.orderSheet?.blank(game.view(state, player));
    if (blank === undefined) return false;
    // Sheets written before they had a header are the blank without its lines.
    return text === blank || text === withoutSheetHeader(blank) || boundAlike(text, blank, player);
  },
  seatNamed: (g, name) => {
    const seats = g.file.seats.map((s) => s.player);
    return seats.includes(name) ? name : (seats.find((p) => p.toLowerCase() === name.toLowerCase()) ?? name);
  },
  check: checkStepSubmission,
  parseOrders: parseStepOrdersFile,
  ordersFile: (o) => makeStepOrdersFile(o.player, o.step, o.stateHash, o.receipt, o.source, o.text, o.orders),
  reportFiles: (game, _state, player, step, report) => {
    const text = reportText(game, report);
    // As JSON: what is written is what is read back.
    const json = JSON.parse(JSON.stringify(report ?? null)) as unknown;
    return [
      {
        path: stepReportFile(player, step, 'json'),
        text: jsonText(makeStepReportFile(player, step, json, text)),
      },
      { path: stepReportFile(player, step, 'txt'), text },
    ];
  },
  publicFiles: (game, step, post) => {
    const text = game.renderPublic?.(post) ?? JSON.stringify(post, null, 2);
    return [{ path: stepPublicFile(step), text: text.endsWith('\n') ? text : `${text}\n` }];
  },
  parseReport: (raw) => {
    const r = parseStepReportFile(raw);
    return r.ok ? ok({ ...r.value, native: r.value }) : r;
  },
  isReportText: (text, r) => hash64(text) === (r.native as StepReportFile).text,
  archiveFile: (a) =>
    ({
      format: STEP_ARCHIVE_FORMAT,
      version: STEP_FILES_VERSION,
      step: a.step,
      before: a.before,
      after: a.after,
      next: a.next,
      awaited: a.awaited,
      orders: a.orders,
      arrival: a.arrival,
    }) satisfies StepArchiveFile,
  parseArchive: parseStepArchiveFile,
  overAt: (g) => g.file.step,
  unknownBot: (game, player, bot) =>
    `${player} is played by the bot "${bot}", which ${game.title} does not have`,
};
