/**
 * The marks of the map and what each means: one list for the text map's legend, the
 * web board's key and a screen reader's description of a hex. A hex is two marks: what
 * stands there (a system and whose), then whose fleets.
 */

/** One mark of the map and its meaning. */
export interface LegendEntry {
  /** The mark as the text map draws it. */
  readonly mark: string;
  /** What it means, in words (`your home`). */
  readonly meaning: string;
}

/** The first mark of a hex: its system. */
export const SYSTEM_MARKS: readonly LegendEntry[] = [
  { mark: 'O', meaning: 'your home' },
  { mark: 'X', meaning: 'enemy home' },
  { mark: 'o', meaning: 'your system' },
  { mark: 'x', meaning: 'enemy system' },
  { mark: '*', meaning: 'neutral system' },
  { mark: '.', meaning: 'empty space' },
];

/** The second mark of a hex: whose fleets are there (blank for none). */
export const FLEET_MARKS: readonly LegendEntry[] = [
  { mark: 'm', meaning: 'your fleet' },
  { mark: 'e', meaning: 'enemy fleet' },
  { mark: '!', meaning: 'both: a battle' },
];

/** Every mark, systems first. */
export const LEGEND: readonly LegendEntry[] = [...SYSTEM_MARKS, ...FLEET_MARKS];
