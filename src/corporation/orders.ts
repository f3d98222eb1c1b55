/**
 * The steps of play as validated orders, and what a step reports (CO-2.2, CO-4, CO-5.7,
 * CO-6.2). Types only.
 */
import type { Issue } from './errors.js';
import type { CorporationState, Ended } from './state.js';
import type { AwaitingKind, Colour } from './vocabulary.js';

/** A placement of one counter on an empty circle (CO-2.2): `{ "circle": 3, "colour": "red" }`. */
export interface PlaceOrder {
  /** Always `place`. */
  readonly kind: 'place';
  /** The circle, 0 to 11; pair k is circles 2k and 2k+1. */
  readonly circle: number;
  /** The counter's colour. */
  readonly colour: Colour;
}

/**
 * A turn (CO-4): `{ "swap": [2, 5], "enter": { "colour": "red", "area": "blue" }, "promote": ["reception-blue", "1c"] }`.
 * Every field may be left out: no exchange, no entry, and the promotions made by the
 * engine (CO-5.7).
 */
export interface TurnOrders {
  /** Always `turn`. */
  readonly kind: 'turn';
  /** Two circles whose counters change places, or null (CO-4.1). */
  readonly swap: readonly [number, number] | null;
  /** An employee to enter and the colour of the reception area he enters (his own when not given), or null (CO-4.2). */
  readonly enter: Entry | null;
  /** The rooms whose top employee is promoted, in order (CO-5.4). */
  readonly promote: readonly string[];
}

/** An answer to an open challenge window (CO-5.7): `{ "challenge": true }` names the missed promotions. */
export interface ChallengeOrder {
  /** Always `challenge`. */
  readonly kind: 'challenge';
  /** True to draw attention to the missed promotions, false to let them stand. */
  readonly challenge: boolean;
}

/** An entry (CO-4.2): the employee's colour and the colour of the reception area he enters. */
export interface Entry {
  /** The employee's colour. */
  readonly colour: Colour;
  /** The reception area's colour. */
  readonly area: Colour;
}

/** A validated step: what `checkTurn` returns. */
export type StepOrders = PlaceOrder | TurnOrders | ChallengeOrder;

/** One thing that happened in a step, for the report (everyone sees everything: CO-6.2). */
export type ReportEvent =
  | {
      /** A counter was placed. */
      readonly type: 'placed';
      /** The circle. */
      readonly circle: number;
      /** The counter's colour. */
      readonly colour: Colour;
    }
  | {
      /** Two counters changed places. */
      readonly type: 'exchanged';
      /** The two circles. */
      readonly circles: readonly [number, number];
      /** Their counters' colours before the exchange. */
      readonly colours: readonly [Colour, Colour];
    }
  | {
      /** An employee entered a reception area. */
      readonly type: 'entered';
      /** His colour. */
      readonly colour: Colour;
      /** The reception area's room id. */
      readonly room: string;
    }
  | {
      /** An employee was promoted. */
      readonly type: 'promoted';
      /** The room he left. */
      readonly room: string;
      /** His colour. */
      readonly colour: Colour;
      /** The room he reached, or `boardroom`. */
      readonly to: string;
      /** Who chose it: the player's list, or the engine completing it (CO-5.7). */
      readonly by: 'player' | 'engine';
    }
  | {
      /** The list left promotions unmade; the other players may challenge (CO-5.7). */
      readonly type: 'challenge-opened';
      /** The rooms where promotions still apply. */
      readonly applicable: readonly string[];
    }
  | {
      /** A player answered a challenge window. */
      readonly type: 'challenge-answered';
      /** Who answered. */
      readonly by: Colour;
      /** True if they challenged. */
      readonly challenge: boolean;
    }
  | {
      /** Nobody challenged: the missed promotions stand unmade (CO-5.7). */
      readonly type: 'condoned';
      /** The rooms where promotions still applied. */
      readonly applicable: readonly string[];
    }
  | {
      /** The game ended. */
      readonly type: 'ended';
      /** How, and who won. */
      readonly ended: Ended;
    };

/** What a step did: the same for every player, as information is perfect (CO-6.2). */
export interface StepReport {
  /** The step's number, from 1. */
  readonly step: number;
  /** Who acted. */
  readonly player: Colour;
  /** What kind of step it was. */
  readonly kind: Exclude<AwaitingKind, 'over'>;
  /** What happened, in order. */
  readonly events: readonly ReportEvent[];
  /** Notices that are not errors, such as `promote/auto-completed`. */
  readonly notices: readonly Issue[];
}

/** The state after a step and its report. */
export interface StepResult {
  /** The next state. */
  readonly state: CorporationState;
  /** What happened. */
  readonly report: StepReport;
}

/** A step checked and played: the validated orders, the next state and the report (internal). */
export type Played = StepResult & {
  /** The validated orders. */
  readonly orders: StepOrders;
};
