/**
 * The words a board uses, once for every surface (the text map, the order sheet, the web
 * board): the five levels of knowledge of a hex (HV-4.2) as a person reads them, and the
 * marks a map draws for what stands in a hex.
 */
import { LEVEL_NAMES, type Level } from '../vocabulary.js';

/** One level of knowledge of a hex (HV-4.2), 1 the closest and most detailed. */
export interface LevelInfo {
  /** 1 to 5. */
  readonly level: Level;
  /** Its one-word name (`exact`, `count`, `direction`, `movement`, `presence`). */
  readonly name: string;
  /** What a hex known at this level shows, with everything the levels after it show. */
  readonly shows: string;
}

/** The five levels (HV-4.2), in order from 1. */
export const LEVELS: readonly LevelInfo[] = [
  { level: 1, name: LEVEL_NAMES[0], shows: 'every unit, whose it is and its kind, and how many resources' },
  { level: 2, name: LEVEL_NAMES[1], shows: 'how many units, not whose or which' },
  { level: 3, name: LEVEL_NAMES[2], shows: 'the sides it was entered from this turn' },
  { level: 4, name: LEVEL_NAMES[3], shows: 'whether anything moved in or out this turn' },
  { level: 5, name: LEVEL_NAMES[4], shows: 'only whether a Harvester or resources are there' },
];

/** The name of a level, or `not scanned` for a hex no scanner reaches. */
export const levelName = (level: Level | null): string =>
  level === null ? 'not scanned' : `level ${level} (${LEVELS[level - 1]!.name})`;

/** What a map's one-letter mark of a hex means. */
export interface MarkInfo {
  /** The mark. */
  readonly mark: string;
  /** What it means. */
  readonly means: string;
}

/**
 * The marks of what stands in a hex, strongest first: a hex gets the first that applies
 * (a hex with your units and resources shows `@`; its resources are in the hex's details).
 */
export const MARKS: readonly MarkInfo[] = [
  { mark: '@', means: 'your units' },
  { mark: 'H', means: 'another Harvester' },
  { mark: 'E', means: 'units of others' },
  { mark: 'F', means: 'units of your ruler or subjects' },
  { mark: '1-9', means: 'that many units, whose unknown (+ ten or more)' },
  { mark: '*', means: 'resources' },
  { mark: '~', means: 'something moved in or out this turn' },
  { mark: '.', means: 'nothing seen' },
  { mark: '?', means: 'not scanned this turn' },
];
