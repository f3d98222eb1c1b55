/**
 * What orders cost (HV-7.3): a rebuild of each defence kind, paid from the Harvester's
 * load when ordered, and how long it takes; and what a Harvester may drop (HV-5.5).
 */
import { DEFENCE_KINDS, type DefenceKind, UNIT_STATS } from '../vocabulary.js';
import type { HvBoard } from './board.js';

/** A rebuild's price and whether it may be ordered now. */
export interface RebuildPrice {
  /** The kind. */
  readonly kind: DefenceKind;
  /** Resources it costs, under the game's `rebuildCost` option. */
  readonly cost: number;
  /** Turns it takes: its combat ability (it appears at the end of the last). */
  readonly turns: number;
  /** How many of the kind are missing from the army (lost and not rebuilt). */
  readonly missing: number;
  /** Null when it may be ordered now, else why not. */
  readonly refused: string | null;
}

/** The price of rebuilding a kind under these rules (HV-7.3). */
export function rebuildCostOf(rules: HvBoard['rules'], kind: DefenceKind): number {
  const s = UNIT_STATS[kind];
  return rules.rebuildCost === 'scanners' ? s.scanners : s.scanners + s.combat;
}

/**
 * Every defence kind's rebuild price, largest first, with whether it may be ordered now:
 * one of the kind must be missing, no rebuild under way, and the load after `drop` must
 * pay for it.
 */
export function rebuildPrices(board: HvBoard, drop = 0): RebuildPrice[] {
  const left = board.load - drop;
  return DEFENCE_KINDS.map((kind) => {
    const cost = rebuildCostOf(board.rules, kind);
    const missing = board.army[kind] - board.units.filter((u) => u.kind === kind).length;
    const refused = !board.active
      ? 'you are not on the planet'
      : missing <= 0
        ? `no ${kind} is missing`
        : board.build !== null
          ? `a ${board.build.kind} is being rebuilt (ready at the end of turn ${board.build.done})`
          : cost > left
            ? `costs ${cost}; your Harvester holds ${left}${drop > 0 ? ' after the drop' : ''}`
            : null;
    return { kind, cost, turns: UNIT_STATS[kind].combat, missing, refused };
  });
}

/** The amounts the Harvester may drop this turn: 0 to its load (HV-5.5). */
export const dropRange = (
  board: HvBoard,
): {
  /** The least a drop may be. */
  readonly least: number;
  /** The most a drop may be: the Harvester's load, while it is active. */
  readonly most: number;
} => ({
  least: 0,
  most: board.active ? board.load : 0,
});
