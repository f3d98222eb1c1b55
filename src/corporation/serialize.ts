/**
 * Saving and loading games: a versioned JSON document. `serializeState` never fails;
 * `parseState` checks the syntax, the format and version, every field, and that the
 * parts agree, and returns typed issues instead of throwing.
 */
import { canonicalJson, hash64 } from '../kernel/hash.js';
import { readInput } from '../kernel/read-input.js';
import { err, type Result } from '../kernel/result.js';
import { type Issue, issue } from './errors.js';
import type { CorporationState } from './state.js';
import { checkState } from './validate-state.js';

/** The format tag written into every saved game. */
export const STATE_FORMAT = 'simulturn/corporation';
/** The current version of the saved-game format. */
export const STATE_VERSION = 1;

/** The state as versioned JSON text (keys sorted, so equal states give equal text). Never fails. */
export function serializeState(state: CorporationState): string {
  return canonicalJson({ format: STATE_FORMAT, version: STATE_VERSION, state });
}

/**
 * A saved game read back: the state, or issues (`state/malformed-json`,
 * `state/wrong-version`, `state/invalid-field`, `state/inconsistent`). Never throws.
 */
export function parseState(text: string): Result<CorporationState, Issue[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([issue('state/malformed-json', [], { detail: e instanceof Error ? e.message : String(e) })]);
  }
  const read = readInput(raw, { maxDepth: 16 });
  if (!read.ok) return err([issue('state/invalid-field', read.error.path, { expected: read.error.detail })]);
  const doc = read.value as Record<string, unknown> | null;
  if (
    typeof doc !== 'object' ||
    doc === null ||
    doc.format !== STATE_FORMAT ||
    doc.version !== STATE_VERSION
  ) {
    const d = (typeof doc === 'object' && doc !== null ? doc : {}) as Record<string, unknown>;
    return err([
      issue('state/wrong-version', ['version'], {
        got: `${String(d.format)} v${String(d.version)}`,
        expected: `${STATE_FORMAT} v${STATE_VERSION}`,
      }),
    ]);
  }
  const checked = checkState(doc.state);
  return checked.ok
    ? checked
    : err(checked.error.map((i) => ({ ...i, path: ['state', ...i.path] }) as Issue));
}

/** A 64-bit hash of the state (16 hex digits): equal states, equal hashes, on every platform. */
export function stateHash(state: CorporationState): string {
  return hash64(canonicalJson(state));
}
