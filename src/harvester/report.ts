/**
 * What a player is told of a turn (HV-1.4, HV-4): every refused order with its issue,
 * every accepted order's outcome, the fights its units were in, conquests, losses,
 * builds and gathering, its victory points, and its knowledge of the planet after the
 * turn (its scans and its subjects', HV-8.3). Nothing else: no other player's load,
 * points or orders.
 */
import type { Issue } from './errors.js';
import type { KnownHexes } from './known-hexes.js';
import type { RulerList } from './ruler-list.js';
import type { OwnUnit } from './view.js';
import type { DefenceKind, UnitKind } from './vocabulary.js';
import type { FightNote, OrderOutcome } from './work.js';

/** A unit lost in a turn. */
export interface LostUnit {
  /** Its id. */
  readonly id: number;
  /** Its kind. */
  readonly kind: UnitKind;
}

/** One player's report of a turn. */
export interface HvReport {
  /** The turn resolved. */
  readonly turn: number;
  /** Whose report. */
  readonly player: string;
  /** Orders refused. */
  readonly refused: readonly Issue[];
  /** Every accepted order's outcome. */
  readonly outcomes: readonly OrderOutcome[];
  /** Fights its units were in. */
  readonly fights: readonly FightNote[];
  /** Players it conquered this turn (HV-8.1). */
  readonly conquered: readonly string[];
  /** Who conquered it this turn, if anybody. */
  readonly conqueredBy: string | null;
  /** Its units destroyed this turn. */
  readonly lost: readonly LostUnit[];
  /** A rebuilt unit that appeared. */
  readonly built: DefenceKind | null;
  /** Resources gathered. */
  readonly gathered: number;
  /** The Harvester's load after the turn. */
  readonly load: number;
  /** Victory points after the turn (HV-9). */
  readonly vp: number;
  /** Its rulers after the turn, nearest first (as the view's `rulers`; its JSON the flat list). */
  readonly rulers: RulerList;
  /** Its direct subjects after the turn. */
  readonly subjects: readonly string[];
  /** True once it is out (HV-7.5, HV-7.6). */
  readonly out: boolean;
  /** The planet's radius, for the map. */
  readonly radius: number;
  /** Its units after the turn. */
  readonly units: readonly OwnUnit[];
  /** What it knows of the planet after the turn, hex by hex in cell order (as the view's `known`; its JSON the flat list). */
  readonly known: KnownHexes;
}
