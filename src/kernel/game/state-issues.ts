/**
 * The problems of a saved game that games word alike (a file that is not JSON, a save of
 * another format or version, a field that is not what it must be), and the reader of a
 * save's envelope that reports them. A game's issue data extends {@link StateIssueData}
 * and its issue family spreads {@link STATE_ISSUE_MESSAGES}, so that the three codes, their
 * data and their sentences are written once; its `parseState` starts with
 * {@link readSavedState} and checks the state inside.
 *
 * @example
 * ```ts
 * interface IssueData extends StateIssueData {
 *   'order/too-far': { readonly distance: number };
 * }
 * const FAMILY = issueFamily<IssueData>({
 *   'order/too-far': (d) => `the target is ${d.distance} away`,
 *   ...STATE_ISSUE_MESSAGES,
 * });
 * const doc = readSavedState(text, { name: 'my-game/state', version: 1 }, { maxDepth: 12 });
 * // ok: the state inside, as plain JSON, to check further
 * ```
 */
import { isObj } from '../input-checks.js';
import { type IssueMessages, type IssueOf, issueFamily } from '../issue-family.js';
import { type ReadLimits, readInput } from '../read-input.js';
import { err, ok, type Result } from '../result.js';
import type { StateFormat } from './contract.js';

/** The data each saved-game issue code carries, by code. */
export interface StateIssueData {
  /** The saved game is not valid JSON. */
  'state/malformed-json': {
    /** The JSON parser's message. */
    readonly detail: string;
  };
  /** The saved game is of another format or version. */
  'state/wrong-version': {
    /** The file's format and version. */
    readonly got: string;
    /** The format and version this code reads. */
    readonly expected: string;
  };
  /** A field of the saved game is missing or not what it must be. */
  'state/invalid-field': {
    /** What the field should have been. */
    readonly expected: string;
  };
}

/** One saved-game problem. */
export type StateIssue = IssueOf<StateIssueData>;

/** The sentence of each saved-game issue code, for a game's family to spread. */
export const STATE_ISSUE_MESSAGES: IssueMessages<StateIssueData> = Object.freeze({
  'state/malformed-json': (d) => `the file is not valid JSON: ${d.detail}`,
  'state/wrong-version': (d) => `the file is "${d.got}", expected "${d.expected}"`,
  'state/invalid-field': (d) => `expected ${d.expected}`,
});

const FAMILY = /* @__PURE__ */ issueFamily<StateIssueData>(STATE_ISSUE_MESSAGES);

/** How {@link readSavedState} reads a save. */
export interface SavedStateReading extends ReadLimits {
  /**
   * How to bring the state of each older version this code still reads to the current
   * version's shape, by version (anything malformed is left for the game's field checks).
   */
  readonly upgrades?: Readonly<Record<number, (state: unknown) => unknown>>;
}

/** A format and version as a save names them: `simulturn/my-game v1`. */
const named = (format: unknown, version: unknown): string => `${String(format)} v${String(version)}`;

/**
 * The state inside a save written as `{format, version, state}` JSON, as plain data (read
 * once: no getters or proxies of the caller's reach the game; nothing past the limits), an
 * older version's upgraded; or `state/malformed-json`, `state/invalid-field` (the reading
 * failed there) or `state/wrong-version`. Never throws.
 */
export function readSavedState(
  text: string,
  format: StateFormat,
  reading: SavedStateReading = {},
): Result<unknown, StateIssue[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([
      FAMILY.issue('state/malformed-json', [], { detail: e instanceof Error ? e.message : String(e) }),
    ]);
  }
  const read = readInput(raw, reading);
  if (!read.ok)
    return err([FAMILY.issue('state/invalid-field', read.error.path, { expected: read.error.detail })]);
  const doc = isObj(read.value) ? read.value : {};
  const upgrades = reading.upgrades ?? {};
  if (doc.format === format.name && typeof doc.version === 'number' && Object.hasOwn(upgrades, doc.version))
    return ok(upgrades[doc.version]!(doc.state));
  if (doc.format !== format.name || doc.version !== format.version)
    return err([
      FAMILY.issue('state/wrong-version', ['version'], {
        got: named(doc.format, doc.version),
        expected: named(format.name, format.version),
      }),
    ]);
  return ok(doc.state);
}
