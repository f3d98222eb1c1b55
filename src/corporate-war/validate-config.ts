/**
 * Checks of caller-supplied data: a scenario and rules options. Used by `newGame` (where a
 * bad value is the calling program's error) and by `parseState` (where it is a bad file).
 */
import { isInt, isObj, unknownKeys } from '../kernel/input-checks.js';
import { parseSector } from './board.js';
import { type Issue, issue, unknownKeyIssues } from './errors.js';
import { RULE_OPTIONS } from './rules.js';
import type { Scenario } from './scenario.js';
import { sidesIssues } from './scenario-sides.js';
import { ALIEN_BEHAVIOURS, STATS } from './vocabulary.js';

type Push = (path: (string | number)[], detail: string) => void;

/** The keys of a scenario and of its parts: any other is refused with the nearest of these. */
const SCENARIO_KEYS = [
  'id',
  'name',
  'board',
  'keySectors',
  'craft',
  'unitTypes',
  'corporations',
  'forces',
  'sides',
  'mobileCommand',
  'aliens',
  'alienMobileCommand',
  'sectorsToWin',
] as const;
const PART_KEYS = {
  board: ['rows', 'cols'],
  unitType: ['name', ...STATS],
  corporation: ['name', 'specialist'],
  forceLine: ['type', 'count'],
  mobileCommand: ['commander', 'doc'],
  squad: ['id', 'behaviour', 'sector', 'units'],
} as const;

/** The unknown keys of a scenario and of its parts (its board, unit types, corporations, force lines, squads). */
function scenarioKeyIssues(s: Record<string, unknown>, root: (string | number)[]): Issue[] {
  const out = unknownKeyIssues('scenario/unknown-key', s, SCENARIO_KEYS, root);
  const part = (v: unknown, known: readonly string[], path: (string | number)[]) => {
    if (isObj(v)) out.push(...unknownKeyIssues('scenario/unknown-key', v, known, [...root, ...path]));
  };
  part(s.board, PART_KEYS.board, ['board']);
  if (isObj(s.unitTypes))
    for (const [k, t] of Object.entries(s.unitTypes)) part(t, PART_KEYS.unitType, ['unitTypes', k]);
  if (isObj(s.corporations))
    for (const [k, c] of Object.entries(s.corporations)) part(c, PART_KEYS.corporation, ['corporations', k]);
  if (Array.isArray(s.forces)) s.forces.forEach((l, i) => part(l, PART_KEYS.forceLine, ['forces', i]));
  part(s.mobileCommand, PART_KEYS.mobileCommand, ['mobileCommand']);
  part(s.alienMobileCommand, PART_KEYS.mobileCommand, ['alienMobileCommand']);
  if (Array.isArray(s.aliens))
    s.aliens.forEach((q, i) => {
      part(q, PART_KEYS.squad, ['aliens', i]);
      if (isObj(q) && Array.isArray(q.units))
        q.units.forEach((l, j) => part(l, PART_KEYS.forceLine, ['aliens', i, 'units', j]));
    });
  return out;
}

// The shape checks are the kernel's; still exported here for the modules that import them from here.
export { isInt, isObj };

/** Problems with a scenario, each with its path under `root`. */
export function scenarioIssues(raw: unknown, root: (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const push: Push = (path, detail) => out.push(issue('options/invalid', [...root, ...path], { detail }));
  if (!isObj(raw)) {
    push([], 'the scenario must be an object');
    return out;
  }
  out.push(...scenarioKeyIssues(raw, root));
  const s = raw as unknown as Scenario;
  if (typeof s.id !== 'string' || typeof s.name !== 'string') push(['id'], 'id and name must be strings');
  if (!isObj(s.board) || !isInt(s.board.rows, 3, 26) || !isInt(s.board.cols, 3, 99)) {
    push(['board'], 'board must have 3 to 26 rows and 3 to 99 columns');
    return out;
  }
  const b = s.board;
  const sector = (v: unknown, path: (string | number)[]) => {
    const x = parseSector(b, v);
    if (x === undefined) push(path, `"${String(v)}" is not a sector of a ${b.rows}x${b.cols} board`);
    return x;
  };
  if (!Array.isArray(s.keySectors)) push(['keySectors'], 'keySectors must be a list of sector names');
  else s.keySectors.forEach((k, i) => sector(k, ['keySectors', i]));
  const craft = sector(s.craft, ['craft']);
  if (!isObj(s.unitTypes)) {
    push(['unitTypes'], 'unitTypes must be an object');
    return out;
  }
  for (const [key, t] of Object.entries(s.unitTypes)) {
    if (!isObj(t) || typeof t.name !== 'string') push(['unitTypes', key], 'a unit type needs a name');
    else
      for (const stat of STATS)
        if (!isInt(t[stat], 0, 99)) push(['unitTypes', key, stat], `${stat} must be an integer from 0 to 99`);
  }
  const typeExists = (t: unknown) => typeof t === 'string' && Object.hasOwn(s.unitTypes, t);
  if (!isObj(s.corporations)) push(['corporations'], 'corporations must be an object');
  else {
    for (const [key, c] of Object.entries(s.corporations)) {
      if (!isObj(c) || typeof c.name !== 'string' || !typeExists(c.specialist)) {
        push(['corporations', key], 'a corporation needs a name and a specialist that is a unit type');
      }
    }
  }
  const forceLines = (lines: unknown, path: (string | number)[], allowSpecialist: boolean) => {
    if (!Array.isArray(lines)) return push(path, 'must be a list of {type, count}');
    lines.forEach((l, i) => {
      if (
        !isObj(l) ||
        !isInt(l.count, 0, 100) ||
        !(typeExists(l.type) || (allowSpecialist && l.type === 'specialist'))
      ) {
        push([...path, i], 'a force line needs a known unit type and a count from 0 to 100');
      }
    });
  };
  forceLines(s.forces, ['forces'], true);
  for (const key of ['mobileCommand', 'alienMobileCommand'] as const) {
    const mc = s[key];
    if (!isObj(mc) || !typeExists(mc.commander) || !typeExists(mc.doc) || mc.commander === mc.doc) {
      push([key], 'needs distinct commander and doc unit types');
    }
  }
  if (!Array.isArray(s.aliens)) push(['aliens'], 'aliens must be a list of squads');
  else {
    const ids = new Set<string>();
    s.aliens.forEach((q, i) => {
      if (!isObj(q) || typeof q.id !== 'string' || q.id === '' || ids.has(q.id)) {
        return push(['aliens', i], 'a squad needs a unique, non-empty id');
      }
      ids.add(q.id);
      if (!(ALIEN_BEHAVIOURS as readonly unknown[]).includes(q.behaviour))
        push(['aliens', i, 'behaviour'], 'unknown behaviour');
      const at = sector(q.sector, ['aliens', i, 'sector']);
      if (q.behaviour === 'circle' && at !== undefined && craft !== undefined) {
        const dr = Math.abs(Math.floor(at / b.cols) - Math.floor(craft / b.cols));
        const dc = Math.abs((at % b.cols) - (craft % b.cols));
        if (Math.max(dr, dc) !== 1)
          push(['aliens', i, 'sector'], 'a circling squad must start next to the craft');
      }
      forceLines(q.units, ['aliens', i, 'units'], false);
    });
  }
  // CW-3.4: one Commander and one Doc a side at most; two would split the Mobile Command.
  const count = (lines: unknown, type: unknown): number =>
    Array.isArray(lines)
      ? lines.reduce(
          (n: number, l) => n + (isObj(l) && l.type === type && isInt(l.count, 0, 100) ? l.count : 0),
          0,
        )
      : 0;
  for (const role of ['commander', 'doc'] as const) {
    if (isObj(s.mobileCommand) && count(s.forces, s.mobileCommand[role]) > 1)
      push(['forces'], `a force has at most one ${role} (${String(s.mobileCommand[role])})`);
    const alienType = isObj(s.alienMobileCommand) ? s.alienMobileCommand[role] : undefined;
    const aliens = Array.isArray(s.aliens)
      ? s.aliens.reduce((n: number, q) => n + (isObj(q) ? count(q.units, alienType) : 0), 0)
      : 0;
    if (aliens > 1) push(['aliens'], `the aliens have at most one ${role} (${String(alienType)})`);
  }
  // The sides are read against the unit types and corporations, so only once those are sound.
  if (s.sides !== undefined && out.length === 0) out.push(...sidesIssues(s.sides, [...root, 'sides'], s));
  const keys = Array.isArray(s.keySectors) ? s.keySectors.length : 0;
  if (!isInt(s.sectorsToWin, 1, Math.max(1, keys)))
    push(['sectorsToWin'], `sectorsToWin must be from 1 to ${keys}`);
  return out;
}

/** Problems with rules options (all fields, or only those given when `partial`). */
export function rulesIssues(raw: unknown, root: (string | number)[], partial: boolean): Issue[] {
  const out: Issue[] = [];
  const push: Push = (path, detail) => out.push(issue('options/invalid', [...root, ...path], { detail }));
  if (!isObj(raw)) {
    push([], 'rules must be an object');
    return out;
  }
  for (const u of unknownKeys(raw, [...Object.keys(RULE_OPTIONS), 'dayLimit']).sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  )) {
    const hint = u.nearest === undefined ? '' : `; did you mean "${u.nearest}"?`;
    push([u.key], `unknown rules option "${u.key}"${hint}`);
  }
  for (const [name, meta] of Object.entries(RULE_OPTIONS)) {
    const v = raw[name];
    if (v === undefined && partial) continue;
    if (name === 'duelModel') {
      if (typeof v !== 'string' || v === '') push([name], 'duelModel must name a duel model');
    } else if (!(meta.values as readonly unknown[]).includes(v)) {
      push([name], `${name} must be one of ${meta.values.join(', ')}`);
    }
  }
  const limit = raw.dayLimit;
  if (!(limit === undefined && partial) && limit !== null && !isInt(limit, 1, 100_000)) {
    push(['dayLimit'], 'dayLimit must be null or a whole number of days from 1');
  }
  return out;
}
