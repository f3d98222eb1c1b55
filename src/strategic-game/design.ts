/**
 * Ship designs (TSG-8): ENGINE, SHIELDS and TO-HIT cost 1 BP a point and none exceeds 5;
 * each weapon costs 2 BP. A ship's offensive BP are its weapons' and TO-HIT's, its
 * defensive BP its SHIELDS (TSG-1.2); ENGINE counts for neither.
 */
import type { Issue } from './errors.js';
import { issue } from './errors.js';
import type { RulesOptions } from './rules-options.js';
import { MAX_STAT, SHIP_SIZES, SIX_WEAPONS, WEAPON_COST } from './vocabulary.js';

/** A ship's design: the four MSC values. */
export interface Design {
  /** Hexes a turn, 1 to 5 (TSG-8.2: at least 1). */
  readonly engine: number;
  /** Defensive BP, 0 to 5. */
  readonly shields: number;
  /** 0 to 5. */
  readonly toHit: number;
  /** Weapons, 2 BP each. */
  readonly weapons: number;
}

/** A ship: an id, unique in the game, and its design. */
export interface Ship extends Design {
  /** The ship's id, such as `p1-s7`. */
  readonly id: string;
}

/** TSG-8.1: what a design costs in BP. */
export const costOf = (d: Design): number => d.engine + d.shields + d.toHit + WEAPON_COST * d.weapons;
/** TSG-1.2: offensive BP, spent on weapons and TO-HIT. */
export const offenceOf = (d: Design): number => WEAPON_COST * d.weapons + d.toHit;
/** TSG-1.2: defensive BP, spent on shields. */
export const defenceOf = (d: Design): number => d.shields;

const whole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * The design's problems under the rules options (empty when it may be built), each with
 * `path` as its place: a value out of range, too many weapons, a cost that is not a size.
 */
export function designProblems(
  raw: unknown,
  rules: RulesOptions,
  path: readonly (string | number)[],
): Issue[] {
  const d = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Issue[] = [];
  // TSG-8.2: an engine of 0 would pin its fleet for ever, so the least engine is 1.
  if (!whole(d.engine, 1, MAX_STAT))
    out.push(issue('build/bad-design', [...path, 'engine'], { detail: `engine is 1 to ${MAX_STAT}` }));
  for (const k of ['shields', 'toHit'] as const)
    if (!whole(d[k], 0, MAX_STAT))
      out.push(issue('build/bad-design', [...path, k], { detail: `${k} is 0 to ${MAX_STAT}` }));
  const cap = rules.maxWeapons === 'six' ? SIX_WEAPONS : 10;
  if (!whole(d.weapons, 0, cap))
    out.push(issue('build/bad-design', [...path, 'weapons'], { detail: `weapons are 0 to ${cap}` }));
  if (out.length > 0) return out;
  const cost = costOf(d as unknown as Design);
  const max = SHIP_SIZES[SHIP_SIZES.length - 1]!;
  const sized =
    rules.shipSizes === 'exact' ? (SHIP_SIZES as readonly number[]).includes(cost) : cost >= 1 && cost <= max;
  if (!sized)
    out.push(
      issue('build/bad-size', path, {
        cost,
        allowed: rules.shipSizes === 'exact' ? `${SHIP_SIZES.join(', ')} BP` : `1 to ${max} BP`,
      }),
    );
  return out;
}
