/**
 * Each side's own force, for a campaign: a scenario's `sides` list the soldiers a
 * corporation fields (their unit types, names and ratings) in place of the force every
 * player shares (`forces`, CW-3.1), and `forcesOf` reads a game's survivors back in the
 * same shape, so that one battle's survivors are the next battle's `sides` unchanged.
 */
import { isInt, isObj } from '../kernel/input-checks.js';
import { type Issue, issue, unknownKeyIssues } from './errors.js';
import type { ScenarioSide, ScenarioSideRead, SideSoldier } from './side.js';
import type { GameState } from './state.js';
import { ALIENS, type CorporationKey, STATS } from './vocabulary.js';

export type { ScenarioSide, ScenarioSideRead, SideSoldier, SideSoldierRead } from './side.js';

/** The keys of a side and of a side's soldier. */
const SIDE_KEYS = ['id', 'soldiers'] as const;
const SOLDIER_KEYS = ['id', 'type', 'name', ...STATS] as const;

/** The longest name a soldier may have: enough for a rank and a name, short enough for a report. */
const NAME_MAX = 60;

/** What the checks of sides need to know of the scenario around them. */
interface SidesContext {
  /** The scenario's unit types, by key. */
  readonly unitTypes: Readonly<Record<string, unknown>>;
  /** The scenario's corporations, by key, with their specialists. */
  readonly corporations: Readonly<Record<string, { readonly specialist: string }>>;
  /** The unit types of the Mobile Command (CW-3.4). */
  readonly mobileCommand: { readonly commander: string; readonly doc: string };
}

/** The concrete unit type of a side's soldier: `specialist` is the corporation's own. */
export function sideSoldierType(s: SideSoldier, side: CorporationKey, ctx: SidesContext): string {
  return s.type === 'specialist' ? (ctx.corporations[side]?.specialist ?? s.type) : s.type;
}

/**
 * The ids of a side's soldiers, in order: those given, and for the others the corporation,
 * the unit type and their number among the side's soldiers of that type when it has several.
 */
export function sideSoldierIds(side: ScenarioSide, ctx: SidesContext): string[] {
  const types = side.soldiers.map((s) => sideSoldierType(s, side.id, ctx));
  const total = new Map<string, number>();
  for (const t of types) total.set(t, (total.get(t) ?? 0) + 1);
  const seen = new Map<string, number>();
  return side.soldiers.map((s, i) => {
    const t = types[i]!;
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    if (s.id !== undefined) return s.id;
    return total.get(t) === 1 ? `${side.id}/${t}` : `${side.id}/${t}-${n}`;
  });
}

/**
 * Problems with a scenario's `sides` (under `root`, such as `['scenario', 'sides']`): each
 * a typed issue with its path. The rules a side may not break are the seed's: at most one
 * Commander and one Doc (CW-3.4), no other corporation's specialist (CW-3.3), ratings from
 * 0 to 99 (CW-3.2); ids are unique in the game, and unknown keys are refused with the
 * nearest known one.
 */
export function sidesIssues(raw: unknown, root: (string | number)[], ctx: SidesContext): Issue[] {
  const out: Issue[] = [];
  const bad = (path: (string | number)[], detail: string) =>
    out.push(issue('options/invalid', [...root, ...path], { detail }));
  const unknown = (obj: Record<string, unknown>, known: readonly string[], path: (string | number)[]) =>
    out.push(...unknownKeyIssues('scenario/unknown-key', obj, known, [...root, ...path]));
  if (!Array.isArray(raw)) {
    bad([], 'sides must be a list of {id, soldiers}, one a corporation');
    return out;
  }
  const sideIds = new Set<string>();
  const soldierIds = new Set<string>();
  raw.forEach((side, i) => {
    if (!isObj(side)) return bad([i], 'a side must be an object {id, soldiers}');
    unknown(side, SIDE_KEYS, [i]);
    const id = side.id;
    if (typeof id !== 'string' || !Object.hasOwn(ctx.corporations, id)) {
      return bad([i, 'id'], `"${String(id)}" is not a corporation of the scenario`);
    }
    if (sideIds.has(id)) bad([i, 'id'], `"${id}" has two sides`);
    sideIds.add(id);
    if (!Array.isArray(side.soldiers) || side.soldiers.length === 0) {
      return bad([i, 'soldiers'], 'soldiers must be a list of at least one soldier');
    }
    const specialists = new Set(Object.values(ctx.corporations).map((c) => c.specialist));
    const own = ctx.corporations[id]!.specialist;
    let shapeOk = true;
    side.soldiers.forEach((s, j) => {
      const at = (...k: string[]) => [i, 'soldiers', j, ...k];
      if (!isObj(s)) {
        shapeOk = false;
        return bad(at(), 'a soldier must be an object {type, id?, name?, kill?, survive?, escape?, info?}');
      }
      unknown(s, SOLDIER_KEYS, at());
      if (typeof s.type !== 'string' || (s.type !== 'specialist' && !Object.hasOwn(ctx.unitTypes, s.type))) {
        shapeOk = false;
        bad(at('type'), `"${String(s.type)}" is not a unit type of the scenario (or "specialist")`);
      } else if (s.type !== own && s.type !== 'specialist' && specialists.has(s.type)) {
        bad(at('type'), `"${s.type}" is another corporation's specialist (CW-3.3)`);
      }
      if (s.id !== undefined && (typeof s.id !== 'string' || s.id === '')) {
        shapeOk = false;
        bad(at('id'), 'an id must be a non-empty string');
      }
      if (s.name !== undefined && (typeof s.name !== 'string' || s.name.length > NAME_MAX))
        bad(at('name'), `a name must be a string of at most ${NAME_MAX} characters`);
      for (const stat of STATS)
        if (s[stat] !== undefined && !isInt(s[stat], 0, 99))
          bad(at(stat), `${stat} must be an integer from 0 to 99`);
    });
    if (!shapeOk) return;
    const typed = side as unknown as ScenarioSide;
    sideSoldierIds(typed, ctx).forEach((sid, j) => {
      if (soldierIds.has(sid)) bad([i, 'soldiers', j, 'id'], `two soldiers would be called "${sid}"`);
      soldierIds.add(sid);
    });
    // CW-3.4: one Commander and one Doc a side at most; two would split the Mobile Command.
    for (const role of ['commander', 'doc'] as const) {
      const type = ctx.mobileCommand[role];
      const n = typed.soldiers.filter((s) => sideSoldierType(s, id, ctx) === type).length;
      if (n > 1) bad([i, 'soldiers'], `a side has at most one ${role} (${type}), not ${n} (CW-3.4)`);
    }
  });
  return out;
}

/**
 * Each side's surviving force, in the shape of a scenario's `sides` (seat order): the
 * living soldiers with their unit types, names and ratings as they are now (a campaign's
 * `soldierStats` included), the fallen left out. Handing the result to the next battle's
 * scenario as its `sides` fields the survivors, and no one else.
 * @example
 * ```ts
 * const next = { ...DEFAULT_SCENARIO, sides: forcesOf(result.state) };
 * ```
 */
export function forcesOf(state: GameState): ScenarioSideRead[] {
  const names = new Map<string, string>();
  for (const side of state.scenario.sides ?? []) {
    const ids = sideSoldierIds(side, state.scenario);
    side.soldiers.forEach((s, i) => {
      if (s.name !== undefined) names.set(ids[i]!, s.name);
    });
  }
  return state.players.toArray().map((p) => ({
    id: p.id,
    soldiers: state.soldiers
      .toArray()
      .filter((s) => s.owner === p.id && s.owner !== ALIENS && s.status === 'alive')
      .map((s) => {
        const name = names.get(s.id);
        return {
          id: s.id,
          type: s.type,
          ...(name !== undefined ? { name } : {}),
          kill: s.kill,
          survive: s.survive,
          escape: s.escape,
          info: s.info,
        };
      }),
  }));
}

/**
 * A saved game's soldiers against its scenario's `sides` (for `parseState`): each side is a
 * player of the game, and a side's soldiers in the save, living or fallen, are exactly the
 * ones its side lists, so that an edited save can neither add a soldier nor drop one.
 */
export function sideClashes(
  scenario: Pick<GameState['scenario'], 'sides' | 'corporations' | 'mobileCommand' | 'unitTypes'>,
  soldiers: readonly { readonly id: string; readonly owner: string }[],
  playerIds: ReadonlySet<string>,
  clash: (path: (string | number)[], detail: string) => void,
): void {
  (scenario.sides ?? []).forEach((side, i) => {
    if (!playerIds.has(side.id)) {
      clash(['scenario', 'sides', i, 'id'], `"${side.id}" is not a player of the game`);
      return;
    }
    const listed = sideSoldierIds(side, scenario);
    const saved = soldiers.filter((s) => s.owner === side.id).map((s) => s.id);
    const missing = listed.filter((id) => !saved.includes(id));
    const extra = saved.filter((id) => !listed.includes(id));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [
        ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
        ...(extra.length > 0 ? [`not in its side ${extra.join(', ')}`] : []),
      ];
      clash(['soldiers'], `the soldiers of ${side.id} are not its scenario side's: ${parts.join('; ')}`);
    }
  });
}
