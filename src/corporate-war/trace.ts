/**
 * The trace: the omniscient, ordered record of everything that happened in a day, for
 * referees, replays, debugging and tests. Players never see it; their reports are made
 * from it by the reports step. Sectors are named (`F6`) so a trace reads on its own.
 */
import type { OrderIssue } from './errors.js';
import type { FightKind, MarchingOrder, Pairing } from './gunfight/resolver.js';
import type { OrderOutcome } from './orders.js';
import type { Allegiance, PassingDecision, PlayerId } from './vocabulary.js';

/** A phase of the day: 0 is dawn (only under `dawnSharing: 'fight'`), then 1 to 3 (CW-6.1). */
export type TracePhase = 0 | 1 | 2 | 3;

/** One shot and its roll (CW-7.6). */
export interface Shot extends Pairing {
  /** The attacker's Kill rating. */
  readonly kill: number;
  /** The target's Survive rating. */
  readonly survive: number;
  /** The name of the duel model that settled the shot. */
  readonly model: string;
  /** The number the model drew, or null when it drew nothing. */
  readonly roll: number | null;
  /** Whether the shot killed the target. */
  readonly killed: boolean;
}

/** A group as it stood when an encounter was checked. */
export interface TraceGroup {
  /** Whose group it is. */
  readonly allegiance: Allegiance;
  /** The ids of its soldiers. */
  readonly soldiers: readonly string[];
  /** Whether the group was arriving in the sector rather than already there. */
  readonly arriving: boolean;
  /** The group's highest Info, compared with enemy Escape for detection (CW-6.3). */
  readonly highestInfo: number;
}

/** Every kind of event in a day's trace. */
export type TraceEvent =
  /** CW-5.5: every order's outcome, per player. */
  | {
      /** The event's kind. */
      readonly type: 'orders';
      /** The player who gave the orders. */
      readonly player: PlayerId;
      /** One outcome per order. */
      readonly outcomes: readonly OrderOutcome[];
      /** Why orders were dropped, if any were. */
      readonly issues: readonly OrderIssue[];
    }
  /** CW-4: what the aliens' script ordered, per squad. */
  | {
      /** The event's kind. */
      readonly type: 'alien-orders';
      /** The squad's name. */
      readonly squad: string;
      /** The ids of the aliens ordered. */
      readonly soldiers: readonly string[];
      /** The sector they were ordered to. */
      readonly to: string;
    }
  /** CW-6.1: a movement phase begins. */
  | {
      /** The event's kind. */
      readonly type: 'phase';
      /** The phase that begins. */
      readonly phase: TracePhase;
    }
  /** Soldiers of one allegiance stepping from one sector to the next. */
  | {
      /** The event's kind. */
      readonly type: 'step';
      /** The phase of the step. */
      readonly phase: TracePhase;
      /** Whose soldiers stepped. */
      readonly allegiance: Allegiance;
      /** The ids of the soldiers who stepped. */
      readonly soldiers: readonly string[];
      /** The sector they left. */
      readonly from: string;
      /** The sector they entered. */
      readonly to: string;
      /** Whether they were turned back and are stepping home (CW-7.9). */
      readonly retreat: boolean;
    }
  /** CW-6.5: two groups trading sectors in the same phase. */
  | {
      /** The event's kind. */
      readonly type: 'swap';
      /** The phase of the swap. */
      readonly phase: TracePhase;
      /** The two sectors traded. */
      readonly between: readonly [string, string];
      /** The groups crossing. */
      readonly groups: readonly TraceGroup[];
      /** Whether the crossing groups met in an encounter. */
      readonly encounter: boolean;
    }
  /** CW-6.2, CW-6.3: hostile groups in one sector, and whether any saw another. */
  | {
      /** The event's kind. */
      readonly type: 'encounter';
      /** The phase of the encounter. */
      readonly phase: TracePhase;
      /** Where the groups met. */
      readonly sector: string;
      /** The groups in the sector. */
      readonly groups: readonly TraceGroup[];
      /** The pairs of allegiances that detected each other. */
      readonly detected: readonly (readonly [Allegiance, Allegiance])[];
    }
  /** CW-7: one round of a gunfight, blow by blow. */
  | {
      /** The event's kind. */
      readonly type: 'fight';
      /** The phase of the fight. */
      readonly phase: TracePhase;
      /** Where the fight took place. */
      readonly sector: string;
      /** The kind of fight (CW-7.10). */
      readonly kind: FightKind;
      /** The name of the gunfight resolver that planned the shots. */
      readonly resolver: string;
      /** The resolver's plan: each pair of marching orders that fought, and who shot whom. */
      readonly engagements: readonly {
        /** The two marching orders facing each other. */
        readonly sides: readonly [MarchingOrder, MarchingOrder];
        /** Who shot whom, in the order the shots were settled. */
        readonly pairings: readonly Pairing[];
      }[];
      /** Every shot with its roll, in the order settled (CW-7.7). */
      readonly shots: readonly Shot[];
      /** The ids of the soldiers who fell in the round. */
      readonly killed: readonly string[];
    }
  /** A soldier fell. */
  | {
      /** The event's kind. */
      readonly type: 'kill';
      /** The phase of the kill. */
      readonly phase: TracePhase;
      /** Where the soldier fell. */
      readonly sector: string;
      /** The id of the soldier who fell. */
      readonly soldier: string;
      /** The ids of the soldiers whose shots killed him. */
      readonly by: readonly string[];
    }
  /** CW-7.9, CW-7.12: what passing soldiers, or soldiers caught before their step, did after their round. */
  | {
      /** The event's kind. */
      readonly type: 'passing';
      /** The phase of the fight. */
      readonly phase: TracePhase;
      /**
       * Where they fought: the middle sector of their move, their start sector (`fromStart`),
       * or, for a head-to-head swap (CW-6.5), the sector the first group was leaving.
       */
      readonly sector: string;
      /** Whose soldiers were passing. */
      readonly allegiance: Allegiance;
      /** The ids of the passing soldiers. */
      readonly soldiers: readonly string[];
      /** Go on, stop or turn back. */
      readonly decision: PassingDecision;
      /** The total Kill of their group's living soldiers after the round. */
      readonly ownKill: number;
      /** The total Kill of the living enemies they fought. */
      readonly enemyKill: number;
      /**
       * CW-7.12: true when they fought in their start sector before their own step; a
       * `retreat` or `stop` then keeps them there for the day, a `continue` lets them go.
       */
      readonly fromStart: boolean;
    }
  /** CW-8.1: a survivor took the tags of the fallen. */
  | {
      /** The event's kind. */
      readonly type: 'tags-collected';
      /** Where the tags were collected. */
      readonly sector: string;
      /** The id of the soldier now carrying them. */
      readonly carrier: string;
      /** The ids of the fallen whose tags were taken. */
      readonly tags: readonly string[];
    }
  /** CW-8.2: a group was wiped out and its tags are lost. */
  | {
      /** The event's kind. */
      readonly type: 'tags-lost';
      /** Where the group was wiped out. */
      readonly sector: string;
      /** Whose group it was. */
      readonly allegiance: Allegiance;
      /** The ids of the fallen whose tags are lost. */
      readonly tags: readonly string[];
    }
  /** CW-4.4: an alien Ghost took tags from a squad to carry home. */
  | {
      /** The event's kind. */
      readonly type: 'tags-handed';
      /** Where the tags changed hands. */
      readonly sector: string;
      /** The id of the alien who gave the tags. */
      readonly from: string;
      /** The id of the Ghost who took them. */
      readonly to: string;
      /** The ids of the fallen whose tags were handed over. */
      readonly tags: readonly string[];
    }
  /** CW-8.4: the Commander and the Doc have both fallen; the Mobile Command is wreckage. */
  | {
      /** The event's kind. */
      readonly type: 'mobile-command-wrecked';
      /** Whose Mobile Command it was. */
      readonly allegiance: Allegiance;
      /** The Mobile Command's key sector. */
      readonly sector: string;
    }
  /** CW-8.3: the fallen return in the Mobile Command's key sector. */
  | {
      /** The event's kind. */
      readonly type: 'revival';
      /** Whose soldiers returned. */
      readonly allegiance: Allegiance;
      /** The Mobile Command's key sector, where they return. */
      readonly sector: string;
      /** The ids of the revived soldiers. */
      readonly soldiers: readonly string[];
    }
  /** CW-4.6: the craft's sector was attacked; from tomorrow every alien falls back on it. */
  | {
      /** The event's kind. */
      readonly type: 'aliens-collapse';
      /** The craft's sector. */
      readonly sector: string;
    }
  /** CW-9: the victory check at the end of the day. */
  | {
      /** The event's kind. */
      readonly type: 'victory-check';
      /** CW-9.2: for each player that claimed yesterday, which claimed sectors it still holds. */
      readonly holds: readonly {
        /** The claiming player. */
        readonly player: PlayerId;
        /** The key sectors it claimed yesterday. */
        readonly claimed: readonly string[];
        /** The claimed sectors it still holds. */
        readonly held: readonly string[];
      }[];
      /** CW-9.1: the key sectors each player claims today. */
      readonly claims: readonly {
        /** The claiming player. */
        readonly player: PlayerId;
        /** The key sectors claimed. */
        readonly sectors: readonly string[];
      }[];
      /** The players who won today, if any. */
      readonly winners: readonly PlayerId[];
      /** Why the game ended today, or null when it goes on. */
      readonly outcome: 'victory' | 'stalemate' | 'day-limit' | null;
    };

/** The full record of one day. */
export interface Trace {
  /** The day the trace records. */
  readonly day: number;
  /** Every event of the day, in order. */
  readonly events: readonly TraceEvent[];
}
