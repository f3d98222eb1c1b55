/**
 * CW-7.6: the seed never says how one soldier kills another, only that Kill is the
 * ability to kill and Survive the resistance to being killed. A duel model turns one
 * shot (an attacker's Kill against a target's Survive) into a kill or a miss, drawing
 * from the game's RNG. Models are a registry; `Rules.duelModel` names the one in use.
 */
import type { Rng } from '../kernel/rng.js';

/** An exact probability, as a fraction, so the rules document can print it exactly. */
export interface Fraction {
  /** The numerator. */
  readonly num: number;
  /** The denominator. */
  readonly den: number;
}

/** The outcome of one shot. `roll` is the number drawn, or null when the model drew nothing. */
export interface ShotOutcome {
  /** Whether the shot killed. */
  readonly killed: boolean;
  /** The number drawn, or null. */
  readonly roll: number | null;
}

/** A way of settling one shot. Must draw only from `rng`, and match its own `probability`. */
export interface DuelModel {
  /** The name `duelModel` selects it by. */
  readonly name: string;
  /** One line for the rules document and the trace. */
  readonly description: string;
  /** The exact chance that a shot with this Kill kills a target with this Survive. */
  probability(kill: number, survive: number): Fraction;
  /** Settles one shot. */
  shoot(kill: number, survive: number, rng: Rng): ShotOutcome;
}

const NEVER: ShotOutcome = { killed: false, roll: null };
const ALWAYS: ShotOutcome = { killed: true, roll: null };

/** Kill / (Kill + Survive): symmetric in the two ratings, certain only against Survive 0. */
export const ratioDuel: DuelModel = {
  name: 'ratio',
  description: 'kills with probability Kill / (Kill + Survive); Kill 0 never kills',
  probability: (kill, survive) => (kill <= 0 ? { num: 0, den: 1 } : { num: kill, den: kill + survive }),
  shoot(kill, survive, rng) {
    if (kill <= 0) return NEVER;
    if (survive <= 0) return ALWAYS;
    const roll = rng.int(kill + survive);
    return { killed: roll < kill, roll };
  },
};

/** A six-sided die: kills when die + Kill − Survive ≥ 4; a 6 always kills, a 1 always misses. */
export const d6Duel: DuelModel = {
  name: 'd6',
  description:
    'rolls a die; kills when die + Kill - Survive >= 4, a 6 always kills and a 1 always misses; Kill 0 never kills',
  probability: (kill, survive) =>
    kill <= 0 ? { num: 0, den: 1 } : { num: Math.min(5, Math.max(1, kill - survive + 3)), den: 6 },
  shoot(kill, survive, rng) {
    if (kill <= 0) return NEVER;
    const roll = rng.int(6) + 1;
    const killed = roll === 6 || (roll !== 1 && roll + kill - survive >= 4);
    return { killed, roll };
  },
};

/** No dice: a shot kills exactly when Kill exceeds Survive. For tests and what-if studies. */
export const compareDuel: DuelModel = {
  name: 'compare',
  description: 'no dice: kills exactly when Kill > Survive',
  probability: (kill, survive) => ({ num: kill > survive ? 1 : 0, den: 1 }),
  shoot: (kill, survive) => (kill > survive ? ALWAYS : NEVER),
};

/**
 * The built-in duel models by name, frozen with each model: a program passes a model of
 * its own through the rules (`duelModels`), never by writing here for every game at once.
 */
export const DUEL_MODELS = Object.freeze({
  /** {@link ratioDuel}, the default. */
  ratio: Object.freeze(ratioDuel),
  /** {@link d6Duel}. */
  d6: Object.freeze(d6Duel),
  /** {@link compareDuel}. */
  compare: Object.freeze(compareDuel),
} as const);
/** The name of a built-in duel model. */
export type BuiltInDuelModel = keyof typeof DUEL_MODELS;
