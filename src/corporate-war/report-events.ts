/**
 * What a group tells its player (the seed's reports section, CW-11): a list of events,
 * each naming the sectors it concerns (so a frontend can show every report about a
 * sector) and a picture key from a small fixed set (the seed pairs each report with one of
 * a few pictures). Only what the group's own soldiers could see goes in.
 */
import type { Direction } from './vocabulary.js';

/** The pictures a report can be shown with. */
export const PICTURES = ['quiet', 'movement', 'firefight', 'corpses', 'wreckage', 'lost-contact'] as const;
/** A picture key. */
export type Picture = (typeof PICTURES)[number];

/** What every report event has. */
export interface ReportEventBase {
  /** The sectors the event is about, by name. */
  readonly sectors: readonly string[];
  /** The picture to show the event with. */
  readonly picture: Picture;
  /** The phase it happened in: 0 dawn, 1 to 3 the movement phases (CW-6.1). */
  readonly phase: 0 | 1 | 2 | 3;
}

/** One event of a group's report. */
export type ReportEvent =
  /** CW-11.1: the sector the group started the day in, and whether it moved out. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'left';
      /** The sector the group left. */
      readonly sector: string;
    })
  /** CW-11.1: the group stayed where it began the day. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'held';
      /** The sector the group held. */
      readonly sector: string;
    })
  /** CW-11.1: a sector the group entered. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'entered';
      /** The sector entered. */
      readonly sector: string;
      /** Whether the group was turned back and stepping home (CW-7.9). */
      readonly retreat: boolean;
    })
  /** CW-11.2: bodies lying in a sector entered, known only by their insignia. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'corpses';
      /** Where the bodies lie. */
      readonly sector: string;
      /** The insignia found, sorted: corporation ids, and `aliens` for the aliens. */
      readonly insignia: readonly string[];
    })
  /** CW-11.2: the wreckage of a Mobile Command in a sector entered. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'wreckage';
      /** Where the wreckage lies. */
      readonly sector: string;
    })
  /** CW-11.3: fighting heard in an adjacent sector. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'fighting-nearby';
      /** The sector where the fighting was. */
      readonly sector: string;
      /** Which way it lies from the group's sector. */
      readonly direction: Direction;
    })
  /** CW-11.3: fighting in the group's own sector that it took no part in. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'fighting-here';
      /** The group's own sector. */
      readonly sector: string;
    })
  /** CW-11.4: movement noticed in an adjacent sector. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'movement-nearby';
      /** The sector where the movement was. */
      readonly sector: string;
      /** Which way it lies from the group's sector. */
      readonly direction: Direction;
    })
  /** CW-11.5: a fight the group was in, its own losses and the enemy it saw fall. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'fight';
      /** Where the fight was. */
      readonly sector: string;
      /** The ids of the group's own soldiers who fell. */
      readonly casualties: readonly string[];
      /** The enemies the group saw fall, by insignia. */
      readonly enemyFallen: readonly {
        /** The enemy's insignia: a corporation id, or `aliens`. */
        readonly allegiance: string;
        /** How many of them fell. */
        readonly count: number;
      }[];
    })
  /** CW-11.5: enemy soldiers the group can see in its own sector, by allegiance. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'enemies-present';
      /** The group's own sector. */
      readonly sector: string;
      /** The enemies seen, by insignia. */
      readonly sightings: readonly {
        /** The enemy's insignia: a corporation id, or `aliens`. */
        readonly allegiance: string;
        /** How many of them the group sees. */
        readonly count: number;
      }[];
    })
  /** CW-11.6: every soldier of the group has fallen; nothing more is heard from it. */
  | (ReportEventBase & {
      /** The event's kind. */
      readonly type: 'lost-contact';
      /** Where the group was last heard from. */
      readonly sector: string;
    });

/** The report of one group: the player's soldiers that began the day together with the same orders. */
export interface GroupReport {
  /** Stable within the day: the start sector and the path, such as `B5>C6>D7`, or `B5` for a group that held. */
  readonly id: string;
  /** The ids of the group's soldiers. */
  readonly soldiers: readonly string[];
  /** What the group saw, in order. */
  readonly events: readonly ReportEvent[];
  /** The picture for the whole report: its most striking event's. */
  readonly picture: Picture;
}

const SALIENCE: readonly Picture[] = [
  'lost-contact',
  'firefight',
  'wreckage',
  'corpses',
  'movement',
  'quiet',
];

/** The most striking picture among events. */
export function pictureOf(events: readonly ReportEvent[]): Picture {
  for (const p of SALIENCE) if (events.some((e) => e.picture === p)) return p;
  return 'quiet';
}

/**
 * Freezes a group's report, its events and every list in them, and returns it. What a
 * player is shown is also what the engine keeps as its knowledge (`state.intel`), so it
 * must not change in the player's hands, whatever a client or a bot does to it. Written
 * out for the events' shapes: a
 * generic deep freeze cost three times as many instructions (callgrind); a test checks
 * that every event of played games comes out frozen all the way down.
 */
export function freezeGroupReport(report: GroupReport): GroupReport {
  Object.freeze(report.soldiers);
  for (const e of report.events) freezeEvent(e);
  Object.freeze(report.events);
  return Object.freeze(report);
}

function freezeEvent(e: ReportEvent): void {
  Object.freeze(e.sectors);
  switch (e.type) {
    case 'corpses':
      Object.freeze(e.insignia);
      break;
    case 'fight':
      Object.freeze(e.casualties);
      for (const x of e.enemyFallen) Object.freeze(x);
      Object.freeze(e.enemyFallen);
      break;
    case 'enemies-present':
      for (const x of e.sightings) Object.freeze(x);
      Object.freeze(e.sightings);
      break;
    default:
      break;
  }
  Object.freeze(e);
}
