/**
 * The battle resolvers by name (TSG-7.2, K12): the rules option `combat` picks one.
 * Strategic Combat is the only one built; MSC's tactical battles would be another entry.
 */
import type { RulesOptions } from '../rules-options.js';
import type { BattleResolver } from './resolver.js';
import { strategicCombat } from './strategic.js';

/** Every battle resolver, by the values of the rules option `combat`. */
export const BATTLE_RESOLVERS: Readonly<Record<RulesOptions['combat'], BattleResolver>> = {
  strategic: strategicCombat,
};
