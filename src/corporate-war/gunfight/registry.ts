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

/**
 * The default gunfight resolvers by kind, frozen with each resolver: a program replaces
 * one for its own days through the rules (`gunfightResolvers`), never here for every game.
 */
export const DEFAULT_GUNFIGHT_RESOLVERS: Readonly<Record<FightKind, GunfightResolver>> = Object.freeze({
  'two-way': Object.freeze(twoWayResolver),
  'three-way-two-established': Object.freeze(establishedHoldResolver),
  'three-way-one-established': Object.freeze(oneEstablishedResolver),
  'three-arriving': Object.freeze(threeArrivingResolver),
  'gold-rush': Object.freeze(goldRushResolver),
  mixed: Object.freeze(establishedHoldResolver),
});
