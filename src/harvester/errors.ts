/**
 * Every problem Harvester reports about input, as one discriminated union keyed by a
 * stable `code`, and the one function that words them (HV-1.4). No message names
 * anything the player could not see: a target is checked against the player's own
 * knowledge, never the planet.
 */
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';
import { DIRECTIONS } from './vocabulary.js';

/** The data of an issue code that carries none beyond its code, path and message. */
export type NoData = Readonly<Record<never, never>>;

/** The data each issue code carries, by code. */
export interface IssueData {
  /** The options given to `newGame` are not sound. */
  'options/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** The Harvesters do not fit on a planet of the radius asked for (HV-3.2). */
  'options/planet-too-small': {
    /** The radius asked for. */
    readonly radius: number;
    /** The number of players. */
    readonly players: number;
  };
  /** A key of `newGame`'s options the game does not know. */
  'options/unknown-key': {
    /** The key given. */
    readonly key: string;
    /** The known key nearest to it (a likely slip), or empty. */
    readonly nearest: string;
  };
  /** A key of a scenario the game does not know (HV-1.5). */
  'scenario/unknown-key': {
    /** The key given. */
    readonly key: string;
    /** The known key nearest to it (a likely slip), or empty. */
    readonly nearest: string;
  };
  /** A value of a scenario that is not what it must be (HV-1.5). */
  'scenario/bad-value': {
    /** What was expected. */
    readonly expected: string;
    /** What was given. */
    readonly got: string;
  };
  /** A scenario gives more than the rules allow: more units of a kind than the army has, more than a Harvester holds (HV-2). */
  'scenario/over-cap': {
    /** What is counted. */
    readonly what: string;
    /** The number given. */
    readonly value: number;
    /** The most the rules allow. */
    readonly cap: number;
  };
  /** Two start hexes of a scenario less than 6 apart (HV-3.3). */
  'scenario/starts-too-close': {
    /** The start hex. */
    readonly hex: string;
    /** An earlier start hex too near it. */
    readonly other: string;
    /** Their distance. */
    readonly distance: number;
  };
  /** A player id or a hex a scenario gives twice. */
  'scenario/duplicate': {
    /** The value given twice. */
    readonly value: string;
  };
  /** A scenario whose sides are not as many as the `players` option says. */
  'scenario/seat-count': {
    /** The scenario's sides. */
    readonly sides: number;
    /** The `players` option. */
    readonly players: number;
  };
  /** The orders are not a JSON object. */
  'orders/not-an-object': {
    /** What was given instead. */
    readonly got: string;
  };
  /** The orders have a field the game does not know. */
  'orders/unknown-field': {
    /** The field's name. */
    readonly field: string;
  };
  /** The player is not awaited: not a seat, out, not yet joined, or the game is over. */
  'orders/not-awaited': {
    /** The player who sent orders. */
    readonly player: string;
  };
  /** A field holds a value of the wrong kind. */
  'orders/bad-value': {
    /** What was expected. */
    readonly expected: string;
  };
  /** A move names a unit the player does not have. */
  'move/unknown-unit': {
    /** The unit id given. */
    readonly unit: number;
  };
  /** A second move for one unit (HV-5.1: one path a turn). */
  'move/twice': {
    /** The unit id. */
    readonly unit: number;
  };
  /** A move names the Harvester, which moves only towards its target (HV-5.2). */
  'move/harvester': {
    /** The Harvester's id. */
    readonly unit: number;
  };
  /** A path longer than the unit's Move (HV-5.1). */
  'move/too-far': {
    /** The unit's id. */
    readonly unit: number;
    /** The unit's kind. */
    readonly kind: string;
    /** The path's length. */
    readonly steps: number;
    /** The unit's Move. */
    readonly move: number;
  };
  /** A path step that is not a hex next to the one before (HV-5.1). */
  'move/not-adjacent': {
    /** The unit's id. */
    readonly unit: number;
    /** The unit's kind. */
    readonly kind: string;
    /** The step, from 1. */
    readonly step: number;
    /** The hex named. */
    readonly hex: string;
    /** The hex before it (the unit's own for step 1). */
    readonly from: string;
    /** The six hexes next to `from`, north then clockwise. */
    readonly neighbours: readonly string[];
  };
  /** A name that is not a hex of the planet. */
  'hex/unknown': {
    /** The name given. */
    readonly hex: string;
    /** The planet's radius: each of q, r and q + r runs from -radius to radius. */
    readonly radius: number;
  };
  /** A new target while the Harvester still heads for its last one (HV-5.2). */
  'target/locked': {
    /** The target it heads for. */
    readonly target: string;
  };
  /** A target the player does not know to hold resources (HV-5.2). */
  'target/no-resources': {
    /** The hex named. */
    readonly hex: string;
  };
  /** A target whose road crosses a hex not known to hold resources, under `roadResources: every-hex` (HV-5.2). */
  'target/road-without-resources': {
    /** The target named. */
    readonly hex: string;
    /** The first hex of the road not known to hold resources. */
    readonly at: string;
  };
  /** A target on or beyond a rough hex of the Harvester's road, which it may not enter (HV-3.5). */
  'target/rough': {
    /** The target named. */
    readonly hex: string;
    /** The first rough hex of the road. */
    readonly at: string;
  };
  /** A step into a rough hex by a unit that is not nimble (HV-3.5). */
  'move/rough': {
    /** The unit's id. */
    readonly unit: number;
    /** The unit's kind. */
    readonly kind: string;
    /** The step, from 1. */
    readonly step: number;
    /** The rough hex. */
    readonly hex: string;
  };
  /** A drop of more than the Harvester holds (HV-5.5). */
  'drop/too-much': {
    /** The amount asked. */
    readonly amount: number;
    /** What it holds. */
    readonly load: number;
  };
  /** A rebuild of something that is not a defence unit's kind (HV-7.3). */
  'rebuild/unknown-kind': {
    /** The word given. */
    readonly kind: string;
    /** The kind it most likely meant, or empty. */
    readonly suggestion: string;
  };
  /** A rebuild of a kind none of which is missing (HV-7.3). */
  'rebuild/none-missing': {
    /** The kind. */
    readonly kind: string;
  };
  /** A rebuild while another is under way (HV-7.3). */
  'rebuild/busy': NoData;
  /** A rebuild costing more than the Harvester holds (HV-7.3). */
  'rebuild/too-expensive': {
    /** The cost. */
    readonly cost: number;
    /** What it holds. */
    readonly load: number;
  };
  /** A self-destruct naming a unit the player does not have (HV-7.4). */
  'destroy/unknown-unit': {
    /** The unit id given. */
    readonly unit: number;
  };
  /** A second self-destruct of one unit (HV-7.4). */
  'destroy/twice': {
    /** The unit id. */
    readonly unit: number;
  };
  /** A line of an order sheet that cannot be read (HV-1.4). */
  'sheet/unreadable': {
    /** The line number, from 1. */
    readonly line: number;
    /** The line as written (cut to 40 characters). */
    readonly found: string;
    /** What was expected. */
    readonly expected: string;
    /** The order word it most likely meant (`move` for `mvoe`), or empty. */
    readonly suggestion: string;
  };
  /** A second order of a kind a turn takes once (`target`, `drop`, `rebuild`) on a sheet (HV-1.4). */
  'sheet/repeated-order': {
    /** The line number, from 1. */
    readonly line: number;
    /** The order word. */
    readonly order: string;
    /** The line of the first one. */
    readonly first: number;
  };
  /** The saved game is not valid JSON, or another format or version. */
  'state/unreadable': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** A field of the saved game is not what it must be. */
  'state/invalid-field': {
    /** What was expected. */
    readonly expected: string;
  };
}

/** An issue code. */
export type IssueCode = keyof IssueData;

/** One typed problem. */
export type Issue = IssueOf<IssueData>;

const FAMILY = issueFamily<IssueData>({
  'options/invalid': (d) => d.detail,
  'options/planet-too-small': (d) =>
    `${d.players} Harvesters do not fit 6 hexes apart on a planet of radius ${d.radius}`,
  'options/unknown-key': (d) =>
    `unknown option "${d.key}"${d.nearest === '' ? '' : `; did you mean "${d.nearest}"?`} (the options: seed, players, turnLimit, radius, rules, scenario)`,
  'scenario/unknown-key': (d) =>
    `unknown key "${d.key}"${d.nearest === '' ? '' : `; did you mean "${d.nearest}"?`}`,
  'scenario/bad-value': (d) => `expected ${d.expected}, got ${d.got}`,
  'scenario/over-cap': (d) => `${d.value} ${d.what} is more than the rules allow: at most ${d.cap}`,
  'scenario/starts-too-close': (d) =>
    `Harvesters start at least 6 hexes apart; ${d.hex} is ${d.distance} from ${d.other}`,
  'scenario/duplicate': (d) => `${d.value} is given twice`,
  'scenario/seat-count': (d) => `the scenario has ${d.sides} sides but the players option is ${d.players}`,
  'orders/not-an-object': (d) => `orders must be an object such as {"target": "1,0"}, got ${d.got}`,
  'orders/unknown-field': (d) => `unknown field "${d.field}"`,
  'orders/not-awaited': (d) => `${d.player} is not awaited: not a player in the game now`,
  'orders/bad-value': (d) => `expected ${d.expected}`,
  'move/unknown-unit': (d) => `unit ${d.unit} is not one of your units`,
  'move/twice': (d) => `unit ${d.unit} is given a second move; a unit takes one path a turn`,
  'move/harvester': (d) =>
    `unit ${d.unit} is your Harvester: it moves only towards its target (give it one with "target HEX")`,
  'move/too-far': (d) =>
    `${d.kind} ${d.unit} moves at most ${d.move} hex${d.move === 1 ? '' : 'es'} a turn; this path has ${d.steps}`,
  'move/not-adjacent': (d) =>
    `${d.kind} ${d.unit}, step ${d.step}: ${d.hex} is not next to ${d.from} (next to it: ${d.neighbours.map((n, k) => `${DIRECTIONS[k]} ${n}`).join(', ')})`,
  'hex/unknown': (d) =>
    `${d.hex} is not a hex of this planet: each of q, r and q + r runs from ${-d.radius} to ${d.radius}`,
  'target/locked': (d) => `the Harvester still heads for ${d.target}; a target holds until it is reached`,
  'target/no-resources': (d) => `you do not know of resources at ${d.hex}`,
  'target/road-without-resources': (d) =>
    `the Harvester may enter only hexes holding resources, and on its road to ${d.hex} you do not know of resources at ${d.at}`,
  'target/rough': (d) =>
    `the road to ${d.hex} crosses rough ground at ${d.at}, which only soldiers and scouts enter`,
  'move/rough': (d) =>
    `${d.kind} ${d.unit}, step ${d.step}: ${d.hex} is rough ground, which only soldiers and scouts enter`,
  'drop/too-much': (d) => `cannot drop ${d.amount}: the Harvester holds ${d.load}`,
  'rebuild/unknown-kind': (d) =>
    `${d.kind} is not a defence unit's kind${d.suggestion === '' ? '' : `; did you mean ${d.suggestion}?`} (general, lieutenant, soldier or scout)`,
  'rebuild/none-missing': (d) => `no ${d.kind} is missing`,
  'rebuild/busy': () => 'a rebuild is already under way',
  'rebuild/too-expensive': (d) => `the rebuild costs ${d.cost}; the Harvester holds ${d.load}`,
  'destroy/unknown-unit': (d) => `unit ${d.unit} is not one of your units`,
  'destroy/twice': (d) => `unit ${d.unit} is told to self-destruct twice`,
  'sheet/unreadable': (d) =>
    `line ${d.line}: cannot read "${d.found}"${d.suggestion === '' ? '' : `; did you mean "${d.suggestion}"?`} Write ${d.expected}`,
  'sheet/repeated-order': (d) =>
    `line ${d.line}: a second "${d.order}" order (the first is on line ${d.first}); a turn takes one, so keep one`,
  'state/unreadable': (d) => `the saved game cannot be read: ${d.detail}`,
  'state/invalid-field': (d) => `expected ${d.expected}`,
});

/** The sentence for an issue's code and data. */
export const issueMessage = FAMILY.message;

/** Builds a typed issue with its message. */
export const issue = FAMILY.issue;

/** Every issue code, for tests. */
export const ISSUE_CODES = FAMILY.codes;

/** A short description of a value for messages: its JSON, cut to 40 characters (the kernel's). */
export { describeValue as describe } from '../kernel/describe-value.js';
