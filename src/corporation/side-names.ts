/**
 * The sides' names (CO-2.1): a public name a set-up may give each colour seated, for the
 * people who read the outcome, the map and the reports. Invented: the seed's players are
 * known by their colours alone. A colour is its side's id (CO-1.1), so names are keyed by
 * colour; a side without a name goes by its colour.
 */
import { isObj, isShownName, unknownKeys } from '../kernel/input-checks.js';
import { describe, type Issue, issue } from './errors.js';
import { type ByColour, COLOURS, type Colour, isColour, MAX_NAME_LENGTH, NAME_RULE } from './vocabulary.js';

/** The names given, by colour: only colours seated, each a {@link isSideName} name. */
export type SideNames = Readonly<Partial<ByColour<string>>>;

/** A side's name: 1 to 40 characters, not only spaces, none of them a control character. */
export function isSideName(v: unknown): v is string {
  return isShownName(v, MAX_NAME_LENGTH);
}

/**
 * The issues of a `names` option, at `names.<key>`: a key that is no colour
 * (`options/unknown-key`, with the nearest colour), a colour not among `players`
 * (`options/name-not-seated`; skipped when the players are not known to be sound), a
 * value that is not a name (`options/bad-name`). Empty when the names are sound.
 */
export function nameIssues(raw: unknown, players: readonly Colour[] | null): Issue[] {
  if (!isObj(raw))
    return [
      issue('options/invalid', ['names'], {
        detail: 'names must be an object of a name by colour, such as {"red": "The Reds"}',
      }),
    ];
  const out: Issue[] = unknownKeys(raw, COLOURS).map((u) =>
    issue('options/unknown-key', ['names', u.key], {
      key: u.key,
      known: COLOURS.join(', '),
      within: 'names',
      ...(u.nearest !== undefined ? { nearest: u.nearest } : {}),
    }),
  );
  for (const c of COLOURS) {
    if (!Object.hasOwn(raw, c)) continue;
    if (players !== null && !players.includes(c))
      out.push(issue('options/name-not-seated', ['names', c], { colour: c, players: [...players] }));
    else if (!isSideName(raw[c]))
      out.push(issue('options/bad-name', ['names', c], { colour: c, got: describe(raw[c]) }));
  }
  return out;
}

/**
 * The first thing wrong with a saved state's names, as a path and what was expected, or
 * null. A state without names has no `names` field: an empty one is refused, so that one
 * game has one state and one hash.
 */
export function namesProblem(raw: unknown, players: readonly Colour[]): [(string | number)[], string] | null {
  if (!isObj(raw) || Object.keys(raw).length === 0)
    return [['names'], 'the sides’ names, by colour, at least one (no field when none)'];
  for (const [key, name] of Object.entries(raw)) {
    if (!isColour(key) || !players.includes(key)) return [['names', key], 'a name for a colour that plays'];
    if (!isSideName(name)) return [['names', key], NAME_RULE];
  }
  return null;
}
