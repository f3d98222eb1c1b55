/**
 * The hash of a dawn as the version of its game that saved it hashed it. A game that
 * changes its saved state's format reads older saves by upgrading them (adding the fields
 * a newer version has), and the upgraded state hashes otherwise than the state the referee
 * recorded when it wrote the file. So that a folder begun before the change still loads
 * (K: a referee folder survives library updates), a dawn saved in an older version of its
 * game's format is also known by the hash of the state exactly as the file holds it: what
 * the kernel's default hash, the canonical JSON's, gave the state when it was written.
 * Nothing else is accepted: a state altered by hand hashes otherwise in either form, and a
 * save of today's version is known by today's hash alone.
 */
import type { AnyGame } from '../kernel/game/contract.js';
import { hashState } from '../kernel/game/state-format.js';
import { isObj } from '../kernel/input-checks.js';

/**
 * The hash of the state in `text` as saved, when `text` is a save of an older version of
 * `game`'s own format (`{format, version, state}`, as the kernel writes it); else null.
 */
export function hashAsSaved(game: AnyGame, text: string): string | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(raw) || raw.format !== game.stateFormat.name || !Object.hasOwn(raw, 'state')) return null;
  const version = raw.version;
  if (!Number.isSafeInteger(version) || (version as number) >= game.stateFormat.version) return null;
  return hashState(raw.state);
}
