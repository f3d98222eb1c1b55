/** Shorthands for staged soldiers. `seer` is a soldier with Info 2, able to see Escape-1 enemies (CW-6.3). */
import type { Stats } from '../../../../src/corporate-war/index.js';
import type { StageUnit } from '../stage.js';

type Extra = Partial<Omit<StageUnit, 'id' | 'type' | 'at'>>;
export const unit = (id: string, type: string, at: string, extra: Extra = {}): StageUnit => ({
  id,
  type,
  at,
  ...extra,
});
export const grunt = (id: string, at: string, stats?: Partial<Stats>): StageUnit =>
  stats ? { id, type: 'grunt', at, stats } : { id, type: 'grunt', at };
/** A grunt with Info 2: sees Escape-1 soldiers. */
export const seer = (id: string, at: string, stats: Partial<Stats> = {}): StageUnit =>
  grunt(id, at, { info: 2, ...stats });
export const bunny = (id: string, at: string, stats?: Partial<Stats>): StageUnit =>
  stats ? { id, type: 'combat-bunny', at, stats } : { id, type: 'combat-bunny', at };
