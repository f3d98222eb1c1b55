/**
 * The default resolver for every fight kind. Fights of three or more groups use the
 * interim pairwise resolver (CW-7.11) until their own resolvers arrive.
 */
import { pairwiseResolver } from './interim.js';
import type { FightKind, GunfightResolver } from './resolver.js';
import { twoWayResolver } from './two-way.js';

/** The default gunfight resolvers by kind. */
export const DEFAULT_GUNFIGHT_RESOLVERS: Readonly<Record<FightKind, GunfightResolver>> = Object.freeze({
  'two-way': twoWayResolver,
  'three-way-two-established': pairwiseResolver,
  'three-way-one-established': pairwiseResolver,
  'three-arriving': pairwiseResolver,
  'gold-rush': pairwiseResolver,
  mixed: pairwiseResolver,
});
