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
  readonly kill: number;
  readonly survive: number;
  readonly model: string;
  readonly roll: number | null;
  readonly killed: boolean;
}

/** A group as it stood when an encounter was checked. */
export interface TraceGroup {
  readonly allegiance: Allegiance;
  readonly soldiers: readonly string[];
  readonly arriving: boolean;
  readonly highestInfo: number;
}

/** Every kind of event in a day's trace. */
export type TraceEvent =
  /** CW-5.5: every order's outcome, per player. */
  | {
      readonly type: 'orders';
      readonly player: PlayerId;
      readonly outcomes: readonly OrderOutcome[];
      readonly issues: readonly OrderIssue[];
    }
  /** CW-4: what the aliens' script ordered, per squad. */
  | {
      readonly type: 'alien-orders';
      readonly squad: string;
      readonly soldiers: readonly string[];
      readonly to: string;
    }
  /** CW-6.1: a movement phase begins. */
  | { readonly type: 'phase'; readonly phase: TracePhase }
  /** Soldiers of one allegiance stepping from one sector to the next. */
  | {
      readonly type: 'step';
      readonly phase: TracePhase;
      readonly allegiance: Allegiance;
      readonly soldiers: readonly string[];
      readonly from: string;
      readonly to: string;
      readonly retreat: boolean;
    }
  /** CW-6.5: two groups trading sectors in the same phase. */
  | {
      readonly type: 'swap';
      readonly phase: TracePhase;
      readonly between: readonly [string, string];
      readonly groups: readonly TraceGroup[];
      readonly encounter: boolean;
    }
  /** CW-6.2, CW-6.3: hostile groups in one sector, and whether any saw another. */
  | {
      readonly type: 'encounter';
      readonly phase: TracePhase;
      readonly sector: string;
      readonly groups: readonly TraceGroup[];
      /** The pairs of allegiances that detected each other. */
      readonly detected: readonly (readonly [Allegiance, Allegiance])[];
    }
  /** CW-7: one round of a gunfight, blow by blow. */
  | {
      readonly type: 'fight';
      readonly phase: TracePhase;
      readonly sector: string;
      readonly kind: FightKind;
      readonly resolver: string;
      readonly engagements: readonly {
        readonly sides: readonly [MarchingOrder, MarchingOrder];
        readonly pairings: readonly Pairing[];
      }[];
      readonly shots: readonly Shot[];
      readonly killed: readonly string[];
    }
  /** A soldier fell. */
  | {
      readonly type: 'kill';
      readonly phase: TracePhase;
      readonly sector: string;
      readonly soldier: string;
      readonly by: readonly string[];
    }
  /** CW-7.9: what passing soldiers did after their round. */
  | {
      readonly type: 'passing';
      readonly phase: TracePhase;
      readonly sector: string;
      readonly allegiance: Allegiance;
      readonly soldiers: readonly string[];
      readonly decision: PassingDecision;
      readonly ownKill: number;
      readonly enemyKill: number;
    }
  /** CW-8.1: a survivor took the tags of the fallen. */
  | {
      readonly type: 'tags-collected';
      readonly sector: string;
      readonly carrier: string;
      readonly tags: readonly string[];
    }
  /** CW-8.2: a group was wiped out and its tags are lost. */
  | {
      readonly type: 'tags-lost';
      readonly sector: string;
      readonly allegiance: Allegiance;
      readonly tags: readonly string[];
    }
  /** CW-4.4: an alien Ghost took tags from a squad to carry home. */
  | {
      readonly type: 'tags-handed';
      readonly sector: string;
      readonly from: string;
      readonly to: string;
      readonly tags: readonly string[];
    }
  /** CW-8.4: the Commander and the Doc have both fallen; the Mobile Command is wreckage. */
  | { readonly type: 'mobile-command-wrecked'; readonly allegiance: Allegiance; readonly sector: string }
  /** CW-8.3: the fallen return in the Mobile Command's key sector. */
  | {
      readonly type: 'revival';
      readonly allegiance: Allegiance;
      readonly sector: string;
      readonly soldiers: readonly string[];
    }
  /** CW-4.6: the craft's sector was attacked; from tomorrow every alien falls back on it. */
  | { readonly type: 'aliens-collapse'; readonly sector: string }
  /** CW-9: the victory check at the end of the day. */
  | {
      readonly type: 'victory-check';
      readonly holds: readonly {
        readonly player: PlayerId;
        readonly claimed: readonly string[];
        readonly held: readonly string[];
      }[];
      readonly claims: readonly { readonly player: PlayerId; readonly sectors: readonly string[] }[];
      readonly winners: readonly PlayerId[];
      readonly outcome: 'victory' | 'stalemate' | 'day-limit' | null;
    };

/** The full record of one day. */
export interface Trace {
  readonly day: number;
  readonly events: readonly TraceEvent[];
}
