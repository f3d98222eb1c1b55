/**
 * The canonical JSON of a game state for `stateHash`, and its plain JSON for
 * `serializeState`, with the parts that do not change written once: a vetted scenario,
 * and the players' intel tables.
 *
 * Vetted scenarios are the seed's and each one `parseState` has read (its own copy,
 * frozen once checked); intel tables are the ones the engine builds (`day/intel.ts`) or
 * reads (`readIntel`), each frozen with all it holds. Nothing of a caller's is vetted
 * (`newGame`'s scenario option is not: it is copied and checked when loaded, as before),
 * and what is vetted is frozen all the way down, so the text kept for it cannot go stale.
 *
 * A game's JSON holds its state's scenario object itself, so a state saved and loaded
 * again without a text in between (as the non-interference tests do for every edited
 * world) hands back a vetted scenario: `parseState` keeps it rather than copy and check it
 * again (copying it was a third of `parseState` there). A state is often hashed more than
 * once, and a changed state shares its intel tables with the one it was made from.
 *
 * Measured with the soldiers' rows (`stateToJson`), one file with `--maxWorkers 1`, user +
 * system CPU s, main and this alternated twice on a loaded two-core machine:
 * properties.test.ts 43.2 and 38.9 before, 35.4 and 36.5 after; noninterference.test.ts
 * 38.3 and 35.3 before, 29.6 and 28.1 after. `npm run bench`'s mid-game day, mean of one
 * run each: stateHash 0.56 to 0.34 ms, serializeState 0.21 to 0.07 ms (resolveDay 1.46
 * and 1.44, untouched).
 */
import { deepFreeze } from '../kernel/freeze.js';
import { canonicalJson } from '../kernel/hash.js';
import { DEFAULT_SCENARIO, type Scenario } from './scenario.js';

const vetted = new WeakSet<object>([DEFAULT_SCENARIO]);
/** The canonical JSON of each vetted scenario and intel table, written when first hashed. */
const texts = new WeakMap<object, string>();

/** Whether a value is a vetted scenario: checked, and frozen all the way down. */
export const isVettedScenario = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && vetted.has(value);

/** Freezes a scenario `parseState` has copied and checked, and remembers it as valid. */
export function vetScenario(scenario: Scenario): void {
  vetted.add(deepFreeze(scenario));
}

/**
 * Remembers an intel table the engine built or read and froze with all it holds. A table
 * built on an earlier one holds that one's entries: it is vetted only when that one was
 * (or was empty), as a caller may have set a state's intel to tables of its own.
 */
export function vetIntelTable<T extends object>(table: T, carriedFrom?: object): T {
  if (carriedFrom === undefined || vetted.has(carriedFrom) || Object.keys(carriedFrom).length === 0)
    vetted.add(table);
  return table;
}

/** The plain JSON (`JSON.stringify`) of each vetted scenario and intel table, written when first saved. */
const plainTexts = new WeakMap<object, string>();

/** A vetted value's `JSON.stringify` text, or undefined for any other. */
function vettedPlainText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !vetted.has(value)) return undefined;
  let text = plainTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    plainTexts.set(value, text);
  }
  return text;
}

/**
 * `JSON.stringify(json)` for a state's JSON, vetted parts written once: each member
 * written as an object of that key alone, joined in the object's own order.
 */
export function plainStateJson(json: object): string {
  return joinMembers(
    json,
    Object.keys(json),
    (key, value) => (key === 'intel' ? intelPlainText(value) : vettedPlainText(value)),
    JSON.stringify,
  );
}

/** The intel's `JSON.stringify` text with vetted tables written once, or undefined to write it whole. */
function intelPlainText(intel: unknown): string | undefined {
  if (typeof intel !== 'object' || intel === null || Array.isArray(intel)) return undefined;
  const players = Object.keys(intel);
  if (players.includes('toJSON')) return undefined;
  return joinMembers(intel, players, (_p, table) => vettedPlainText(table), JSON.stringify);
}

/** A vetted value's canonical JSON, or undefined for any other. */
function vettedText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !vetted.has(value)) return undefined;
  let text = texts.get(value);
  if (text === undefined) {
    text = canonicalJson(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * `canonicalJson(json)` for a state's JSON, vetted parts written once. Each key's member is
 * written as an object of that key alone and the members joined in key order: the same
 * text, as the state's keys are fixed names that sort as plain strings.
 */
export function canonicalStateJson(json: object): string {
  return joinMembers(
    json,
    Object.keys(json).sort(),
    (key, value) => (key === 'intel' ? intelText(value) : vettedText(value)),
    canonicalJson,
  );
}

/**
 * An object's JSON from its members in the order of `keys`: a member's text from `kept`
 * where it gives one (a vetted part, written once), else written by `write` as an object of
 * that key alone (and left out where `write` leaves it out, as `undefined`).
 */
function joinMembers(
  obj: object,
  keys: readonly string[],
  kept: (key: string, value: unknown) => string | undefined,
  write: (value: object) => string,
): string {
  const parts: string[] = [];
  for (const key of keys) {
    const value = (obj as Record<string, unknown>)[key];
    const text = kept(key, value);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    else {
      const member = write({ [key]: value }).slice(1, -1);
      if (member !== '') parts.push(member);
    }
  }
  return `{${parts.join(',')}}`;
}

/** The intel's canonical JSON with vetted tables written once, or undefined to write it whole. */
function intelText(intel: unknown): string | undefined {
  if (typeof intel !== 'object' || intel === null || Array.isArray(intel)) return undefined;
  const players = Object.keys(intel).sort();
  // Keys that sort or write otherwise in an object (numbers first, `__proto__`, `toJSON`).
  if (players.some((p) => /^[0-9]/.test(p) || p === '__proto__' || p === 'toJSON')) return undefined;
  return joinMembers(intel, players, (_p, table) => vettedText(table), canonicalJson);
}
