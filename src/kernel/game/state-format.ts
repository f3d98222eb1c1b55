/**
 * A versioned envelope for a game's saved state, for games that keep their state as
 * plain JSON: `writeVersioned` tags the state with the game's format and version, and
 * `readVersioned` refuses another format or version with a typed issue instead of
 * reading a state it does not understand. A game that must read older versions checks
 * `version` itself before calling it, and upgrades.
 *
 * @example
 * ```ts
 * const FORMAT = { name: 'my-game/state', version: 1 };
 * const text = writeVersioned(FORMAT, state);
 * const back = readVersioned(text, FORMAT); // ok: the state as plain JSON, to check further
 * ```
 */
import { canonicalJson, hash64 } from '../hash.js';
import { readInput } from '../read-input.js';
import { err, ok, type Result } from '../result.js';
import type { StateFormat } from './contract.js';
import { type GameIssue, gameIssue } from './issues.js';

/** The JSON `writeVersioned` writes: the tag, the version and the state. */
export interface VersionedJson {
  /** The format's name. */
  readonly format: string;
  /** The format's version. */
  readonly version: number;
  /** The state, as plain JSON. */
  readonly state: unknown;
}

/**
 * A state as versioned JSON text, its keys sorted at every depth (so equal states give
 * equal text). Never fails on plain JSON data.
 */
export function writeVersioned(format: StateFormat, state: unknown): string {
  const out: VersionedJson = { format: format.name, version: format.version, state };
  return canonicalJson(out);
}

/**
 * A 64-bit hash of a state (16 hex digits), from its canonical JSON: equal states, equal
 * hashes, on every platform. Every game's `stateHash` whose state is plain JSON.
 */
export function hashState(state: unknown): string {
  return hash64(canonicalJson(state));
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The state inside versioned JSON text, as plain data (read once: no getters or proxies
 * of the caller's reach the game), or typed issues: `state/unreadable`,
 * `state/wrong-format`, `state/wrong-version`. Never throws.
 */
export function readVersioned(text: string, format: StateFormat): Result<unknown, GameIssue[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([gameIssue('state/unreadable', [], { detail: e instanceof Error ? e.message : String(e) })]);
  }
  const read = readInput(raw);
  if (!read.ok) return err([gameIssue('state/unreadable', read.error.path, { detail: read.error.detail })]);
  const value = read.value;
  if (!isObject(value)) return err([gameIssue('state/unreadable', [], { detail: 'not a JSON object' })]);
  if (value.format !== format.name) {
    return err([
      gameIssue('state/wrong-format', ['format'], {
        got: JSON.stringify(value.format) ?? 'undefined',
        expected: format.name,
      }),
    ]);
  }
  if (value.version !== format.version) {
    return err([
      gameIssue('state/wrong-version', ['version'], {
        got: JSON.stringify(value.version) ?? 'undefined',
        expected: format.version,
      }),
    ]);
  }
  return ok(value.state);
}
