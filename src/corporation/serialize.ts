/**
 * Saving and loading games: a versioned JSON document. `serializeState` never fails;
 * `parseState` checks the syntax, the format and version, every field, and that the
 * parts agree, and returns typed issues instead of throwing.
 */
import { hashState, writeVersioned } from '../kernel/game/state-format.js';
import { readSavedState } from '../kernel/game/state-issues.js';
import { isObj } from '../kernel/input-checks.js';
import { err, type Result } from '../kernel/result.js';
import type { Issue } from './errors.js';
import type { CorporationState } from './state.js';
import { checkState } from './validate-state.js';

/** The format tag written into every saved game. */
export const STATE_FORMAT = 'simulturn/corporation';
/**
 * The current version of the saved-game format. Version 2 added the sides' names
 * (CO-2.1), a field present only when a side is named; a version 1 save reads as it is,
 * with no names, and keeps its hash.
 */
export const STATE_VERSION = 2;
const FORMAT = { name: STATE_FORMAT, version: STATE_VERSION };

/** The state as versioned JSON text (keys sorted, so equal states give equal text). Never fails. */
export function serializeState(state: CorporationState): string {
  return writeVersioned(FORMAT, state);
}

/**
 * A saved game read back: the state, or issues (`state/malformed-json`,
 * `state/wrong-version`, `state/invalid-field`, `state/inconsistent`). Never throws.
 */
export function parseState(text: string): Result<CorporationState, Issue[]> {
  const doc = readSavedState(text, FORMAT, { maxDepth: 16, upgrades: { 1: fromVersion1 } });
  if (!doc.ok) return doc;
  const checked = checkState(doc.value);
  return checked.ok
    ? checked
    : err(checked.error.map((i) => ({ ...i, path: ['state', ...i.path] }) as Issue));
}

/**
 * A version 1 state in version 2's shape: a state with no names, which is what it already
 * is; a `names` field, which version 1 did not have, is refused (anything else malformed
 * is left for the field checks).
 */
function fromVersion1(s: unknown): unknown {
  return isObj(s) && Object.hasOwn(s, 'names') ? { ...s, names: null } : s;
}

/** A 64-bit hash of the state (16 hex digits): equal states, equal hashes, on every platform. */
export function stateHash(state: CorporationState): string {
  return hashState(state);
}
