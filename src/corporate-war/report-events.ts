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
  readonly picture: Picture;
  /** The phase it happened in: 0 dawn, 1 to 3 the movement phases (CW-6.1). */
  readonly phase: 0 | 1 | 2 | 3;
}

/** One event of a group's report. */
export type ReportEvent =
  /** CW-11.1: the sector the group started the day in, and whether it moved out. */
  | (ReportEventBase & { readonly type: 'left'; readonly sector: string })
  /** CW-11.1: the group stayed where it began the day. */
  | (ReportEventBase & { readonly type: 'held'; readonly sector: string })
  /** CW-11.1: a sector the group entered. */
  | (ReportEventBase & { readonly type: 'entered'; readonly sector: string; readonly retreat: boolean })
  /** CW-11.2: bodies lying in a sector entered, known only by their insignia. */
  | (ReportEventBase & {
      readonly type: 'corpses';
      readonly sector: string;
      readonly insignia: readonly string[];
    })
  /** CW-11.2: the wreckage of a Mobile Command in a sector entered. */
  | (ReportEventBase & { readonly type: 'wreckage'; readonly sector: string })
  /** CW-11.3: fighting heard in an adjacent sector. */
  | (ReportEventBase & {
      readonly type: 'fighting-nearby';
      readonly sector: string;
      readonly direction: Direction;
    })
  /** CW-11.3: fighting in the group's own sector that it took no part in. */
  | (ReportEventBase & { readonly type: 'fighting-here'; readonly sector: string })
  /** CW-11.4: movement noticed in an adjacent sector. */
  | (ReportEventBase & {
      readonly type: 'movement-nearby';
      readonly sector: string;
      readonly direction: Direction;
    })
  /** CW-11.5: a fight the group was in, its own losses and the enemy it saw fall. */
  | (ReportEventBase & {
      readonly type: 'fight';
      readonly sector: string;
      readonly casualties: readonly string[];
      readonly enemyFallen: readonly { readonly allegiance: string; readonly count: number }[];
    })
  /** CW-11.5: enemy soldiers the group can see in its own sector, by allegiance. */
  | (ReportEventBase & {
      readonly type: 'enemies-present';
      readonly sector: string;
      readonly sightings: readonly { readonly allegiance: string; readonly count: number }[];
    })
  /** CW-11.6: every soldier of the group has fallen; nothing more is heard from it. */
  | (ReportEventBase & { readonly type: 'lost-contact'; readonly sector: string });

/** The report of one group: the player's soldiers that began the day together with the same orders. */
export interface GroupReport {
  /** Stable within the day: the start sector and the path, such as `B5>C6>D7`, or `B5` for a group that held. */
  readonly id: string;
  readonly soldiers: readonly string[];
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
