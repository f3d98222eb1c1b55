/**
 * The files of one step besides `game.json` and the states, for games named by step:
 * an awaited human player's accepted orders (with its receipt number, K2), a player's
 * report as JSON (beside its text), and the referee's archive of the step (the orders
 * resolved, the arrival order given to the game, the hashes it joins). Orders and
 * reports are the game's own JSON: the referee checks the wrapper, the game the rest.
 */
import { hash64 } from '../kernel/hash.js';
import { err, ok, type Result } from '../kernel/result.js';
import type { AcceptedOrders, ArchiveRecord } from './dialect.js';
import { fields, isPlayerId, versioned } from './fields.js';
import { isStateHash, isStep } from './game-file.js';
import type { RefereeIssue } from './issues.js';

/** The format tag of an orders file named by step. */
export const STEP_ORDERS_FORMAT = 'simulturn/referee-step-orders';
/** The format tag of a report file named by step. */
export const STEP_REPORT_FORMAT = 'simulturn/referee-step-report';
/** The format tag of a step's archive. */
export const STEP_ARCHIVE_FORMAT = 'simulturn/referee-step';
/** The version of the three formats. */
export const STEP_FILES_VERSION = 1;

/**
 * An awaited human player's accepted orders for a step: the engine's `AcceptedOrders`
 * under its format tag. Its receipt (K2) is 1 for the first orders accepted for the step,
 * and one more than every other file of the step for each later one: sending again takes
 * a new number, as the orders that count arrived when they were last sent.
 */
export interface StepOrdersFile extends AcceptedOrders {
  readonly format: typeof STEP_ORDERS_FORMAT;
  readonly version: typeof STEP_FILES_VERSION;
}

/** A player's report of a step, as written for it. */
export interface StepReportFile {
  readonly format: typeof STEP_REPORT_FORMAT;
  readonly version: typeof STEP_FILES_VERSION;
  readonly player: string;
  readonly step: number;
  /** The game's report, as JSON. */
  readonly report: unknown;
  /** `hash64` of the text written beside it, so that a later wording still knows its file. */
  readonly text: string;
}

/** The referee's record of one step: the engine's `ArchiveRecord` under its format tag. */
export interface StepArchiveFile extends ArchiveRecord {
  readonly format: typeof STEP_ARCHIVE_FORMAT;
  readonly version: typeof STEP_FILES_VERSION;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** An orders file's content. */
export const makeStepOrdersFile = (
  player: string,
  step: number,
  stateHash: string,
  receipt: number,
  source: StepOrdersFile['source'],
  text: string,
  orders: unknown,
): StepOrdersFile => ({
  format: STEP_ORDERS_FORMAT,
  version: STEP_FILES_VERSION,
  player,
  step,
  stateHash,
  receipt,
  source,
  text,
  orders,
});

/** A report file's content. */
export const makeStepReportFile = (
  player: string,
  step: number,
  report: unknown,
  text: string,
): StepReportFile => ({
  format: STEP_REPORT_FORMAT,
  version: STEP_FILES_VERSION,
  player,
  step,
  report,
  text: hash64(text),
});

/** Checks an orders file's JSON (the orders themselves are the game's to check). */
export function parseStepOrdersFile(raw: unknown): Result<StepOrdersFile, RefereeIssue[]> {
  const doc = versioned(raw, STEP_ORDERS_FORMAT, STEP_FILES_VERSION);
  if (!doc.ok) return doc;
  const o = doc.value;
  const f = fields();
  if (!isPlayerId(o.player)) f.bad(['player'], 'a player id');
  if (!isStep(o.step)) f.bad(['step'], 'a step number');
  if (!isStateHash(o.stateHash)) f.bad(['stateHash'], 'the hash of a dawn');
  if (!(Number.isSafeInteger(o.receipt) && (o.receipt as number) >= 1))
    f.bad(['receipt'], 'a receipt number from 1');
  if (o.source !== 'sheet' && o.source !== 'json') f.bad(['source'], '"sheet" or "json"');
  if (typeof o.text !== 'string') f.bad(['text'], 'the text the player sent');
  if (!Object.hasOwn(o, 'orders')) f.bad(['orders'], 'the orders');
  if (f.issues.length > 0) return err(f.issues);
  return ok(o as unknown as StepOrdersFile);
}

/** Checks a report file's JSON: its wrapper (the report is the game's). */
export function parseStepReportFile(raw: unknown): Result<StepReportFile, RefereeIssue[]> {
  const doc = versioned(raw, STEP_REPORT_FORMAT, STEP_FILES_VERSION);
  if (!doc.ok) return doc;
  const r = doc.value;
  const f = fields();
  if (!isPlayerId(r.player)) f.bad(['player'], 'a player id');
  if (!isStep(r.step)) f.bad(['step'], 'a step number');
  if (!Object.hasOwn(r, 'report')) f.bad(['report'], 'the report');
  if (!isStateHash(r.text)) f.bad(['text'], 'the hash of the text report');
  if (f.issues.length > 0) return err(f.issues);
  return ok(r as unknown as StepReportFile);
}

/** Checks an archive's JSON. */
export function parseStepArchiveFile(raw: unknown): Result<StepArchiveFile, RefereeIssue[]> {
  const doc = versioned(raw, STEP_ARCHIVE_FORMAT, STEP_FILES_VERSION);
  if (!doc.ok) return doc;
  const a = doc.value;
  const f = fields();
  if (!isStep(a.step)) f.bad(['step'], 'a step number');
  if (!isStep(a.next) || (a.next as number) <= (a.step as number)) f.bad(['next'], 'a later step');
  if (!isStateHash(a.before)) f.bad(['before'], 'the hash of a dawn');
  if (!isStateHash(a.after)) f.bad(['after'], 'the hash of a dawn');
  if (!isStringList(a.awaited)) f.bad(['awaited'], 'the players awaited');
  if (!isStringList(a.arrival)) f.bad(['arrival'], 'the arrival order');
  if (typeof a.orders !== 'object' || a.orders === null || Array.isArray(a.orders))
    f.bad(['orders'], 'the orders by player');
  if (f.issues.length > 0) return err(f.issues);
  return ok(a as unknown as StepArchiveFile);
}
