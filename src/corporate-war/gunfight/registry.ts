/**
 * The default resolver for every fight kind (CW-7.10, CW-10).
 */
import {
  establishedHoldResolver,
  goldRushResolver,
  oneEstablishedResolver,
  threeArrivingResolver,
} from './multi.js';
import type { FightKind, GunfightResolver } from './resolver.js';
import { twoWayResolver } from './two-way.js';

/** The default gunfight resolvers by kind. */
export const DEFAULT_GUNFIGHT_RESOLVERS: Readonly<Record<FightKind, GunfightResolver>> = Object.freeze({
  'two-way': twoWayResolver,
  'three-way-two-established': establishedHoldResolver,
  'three-way-one-established': oneEstablishedResolver,
  'three-arriving': threeArrivingResolver,
  'gold-rush': goldRushResolver,
  mixed: establishedHoldResolver,
});
