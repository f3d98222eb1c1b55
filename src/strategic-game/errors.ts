/**
 * Every problem the Strategic Game reports about input, as one discriminated union keyed
 * by a stable `code`, with one message per code (`issueFamily`). A test checks that the
 * rules document lists every code (TSG-2.3). No message names what the player's side
 * could not see: an order naming an enemy fleet is answered as "you have no fleet X".
 */
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';

/** The data each issue code carries, by code. */
export interface IssueData {
  /** The options given to `setup` are not sound. */
  'options/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** A set-up option the game does not have (TSG-3.4). */
  'options/unknown-key': {
    /** The key as given. */
    readonly key: string;
    /** The known option nearest to it, when one is a slip of the pen away. */
    readonly nearest?: string;
  };
  /** A value of the scenario is not of its kind or out of its range (TSG-3.4). */
  'scenario/invalid': {
    /** Where, as the caller wrote it: `scenario.sides[1].budget`. */
    readonly at: string;
    /** What is expected there. */
    readonly expected: string;
    /** What was given, cut short. */
    readonly got: string;
  };
  /** A key of the scenario it does not have (TSG-3.4). */
  'scenario/unknown-key': {
    /** Where the key is, as the caller wrote it: `scenario.sides[0]`. */
    readonly at: string;
    /** The key as given. */
    readonly key: string;
    /** The known key nearest to it, when one is a slip of the pen away. */
    readonly nearest?: string;
  };
  /** A scenario that gives what the rules forbid: a ship no shipyard may build, an id twice, a home held by the enemy (TSG-3.4). */
  'scenario/not-allowed': {
    /** Where, as the caller wrote it. */
    readonly at: string;
    /** What the rules forbid. */
    readonly detail: string;
  };
  /** The map given is not a map (TSG-3.1). */
  'map/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** The player is not awaited at this step, or the game is over. */
  'orders/not-awaited': {
    /** The player who sent orders. */
    readonly player: string;
  };
  /** The orders are not a list of orders. */
  'orders/not-a-list': {
    /** What was given instead. */
    readonly got: string;
  };
  /** An order is not an object with a known `kind`. */
  'order/unknown-kind': {
    /** What was given. */
    readonly got: string;
  };
  /** An order of a kind this step does not take (a move at production, a build at a move). */
  'order/wrong-step': {
    /** The order's kind. */
    readonly kind: string;
    /** The step's phase. */
    readonly phase: string;
  };
  /** A field of an order is missing or holds the wrong kind of value. */
  'order/bad-field': {
    /** The field. */
    readonly field: string;
    /** What was expected. */
    readonly expected: string;
  };
  /** A ship design breaks a limit (TSG-8). */
  'build/bad-design': {
    /** Which limit. */
    readonly detail: string;
  };
  /** A ship's cost is not an allowed size (TSG-5.2). */
  'build/bad-size': {
    /** The design's cost. */
    readonly cost: number;
    /** The allowed sizes, in words. */
    readonly allowed: string;
  };
  /** The builds cost more than the player's BP (TSG-5.2). */
  'build/insufficient-bp': {
    /** BP the builds up to this one need. */
    readonly needed: number;
    /** BP the player has. */
    readonly have: number;
  };
  /** A build names a fleet to join that is not the player's own fleet at home (TSG-5.3). */
  'build/not-at-home': {
    /** The fleet named. */
    readonly fleet: string;
  };
  /** The order names a fleet the player does not have. */
  'fleet/unknown': {
    /** The fleet named. */
    readonly fleet: string;
    /** The player's own fleet whose id is nearest the one named, when one is clearly nearest. */
    readonly suggestion?: string;
  };
  /** The same fleet is given two orders that exclude each other at this step. */
  'fleet/twice': {
    /** The fleet named. */
    readonly fleet: string;
  };
  /** A move's destination is not a hex of the map. */
  'move/bad-hex': {
    /** What was given. */
    readonly got: string;
  };
  /** A move goes farther than the fleet's speed (TSG-6.1). */
  'move/too-far': {
    /** The fleet. */
    readonly fleet: string;
    /** The hexes to the destination. */
    readonly distance: number;
    /** The fleet's speed. */
    readonly speed: number;
  };
  /** A Player 2 fleet shares a hex with a Player 1 fleet that moved in, under `pinning: pinned` (TSG-6.2). */
  'move/pinned': {
    /** The fleet. */
    readonly fleet: string;
  };
  /** A merge of two fleets not in the same hex (TSG-6.3). */
  'merge/apart': {
    /** The fleet merged. */
    readonly fleet: string;
    /** The fleet it was to join. */
    readonly into: string;
  };
  /** A split names a ship not in the fleet, or takes every ship (TSG-6.3). */
  'split/bad-ships': {
    /** The fleet split. */
    readonly fleet: string;
    /** What is wrong. */
    readonly detail: string;
  };
  /** Battle orders out of range (TSG-7.7). */
  'battle/bad-orders': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** The rules name a battle resolver this game was not set up with (TSG-7.2). */
  'combat/unknown-resolver': {
    /** The name the rules give. */
    readonly name: string;
    /** The names this game knows, as a list in words. */
    readonly known: string;
  };
  /** A battle resolver given at set-up cannot be one: a bad name, a built-in's name, not a function (TSG-7.2). */
  'combat/bad-resolver': {
    /** The name it was given under. */
    readonly name: string;
    /** What is wrong. */
    readonly detail: string;
  };
  /** A battle resolver returned what is not a battle's result (TSG-7.2). */
  'combat/bad-result': {
    /** The resolver's name. */
    readonly name: string;
    /** What is wrong. */
    readonly detail: string;
  };
  /** A saved game could not be read (TSG-9.3). */
  'state/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** A saved game of another format or version (TSG-9.3). */
  'state/wrong-version': {
    /** What the text says it is. */
    readonly got: string;
    /** What this code reads. */
    readonly expected: string;
  };
}

/** An issue code. */
export type IssueCode = keyof IssueData & string;

/** One issue: the union, by code, of the base fields and that code's data. */
export type Issue = IssueOf<IssueData>;

const FAMILY = issueFamily<IssueData>({
  'options/invalid': (d) => `bad options: ${d.detail}`,
  'options/unknown-key': (d) =>
    `the Strategic Game has no option ${d.key}${d.nearest !== undefined ? `; did you mean ${d.nearest}?` : ''}`,
  'scenario/invalid': (d) => `${d.at} must be ${d.expected}, not ${d.got}`,
  'scenario/unknown-key': (d) =>
    `${d.at} has no ${d.key}${d.nearest !== undefined ? `; did you mean ${d.nearest}?` : ''}`,
  'scenario/not-allowed': (d) => `${d.at}: ${d.detail}`,
  'map/invalid': (d) => `bad map: ${d.detail}`,
  'orders/not-awaited': (d) => `${d.player} is not awaited at this step`,
  'orders/not-a-list': (d) => `orders are a list of orders, not ${d.got}`,
  'order/unknown-kind': (d) =>
    `an order is an object with a kind (build, merge, split, battle, move), not ${d.got}`,
  'order/wrong-step': (d) => `a ${d.kind} order is not taken at the ${d.phase} step`,
  'order/bad-field': (d) => `${d.field} must be ${d.expected}`,
  'build/bad-design': (d) => `bad design: ${d.detail}`,
  'build/bad-size': (d) => `the design costs ${d.cost} BP; ships are ${d.allowed}`,
  'build/insufficient-bp': (d) => `the builds need ${d.needed} BP and you have ${d.have}`,
  'build/not-at-home': (d) => `you have no fleet ${d.fleet} at home`,
  'fleet/unknown': (d) =>
    `you have no fleet ${d.fleet}${d.suggestion !== undefined ? `; did you mean ${d.suggestion}?` : ''}`,
  'fleet/twice': (d) => `fleet ${d.fleet} has two orders that exclude each other`,
  'move/bad-hex': (d) => `${d.got} is not a hex of the map`,
  'move/too-far': (d) => `fleet ${d.fleet} moves ${d.speed} and the hex is ${d.distance} away`,
  'move/pinned': (d) => `fleet ${d.fleet} is pinned by the enemy fleet that moved into its hex`,
  'merge/apart': (d) => `fleet ${d.fleet} is not in the hex of fleet ${d.into}`,
  'split/bad-ships': (d) => `cannot split fleet ${d.fleet}: ${d.detail}`,
  'battle/bad-orders': (d) => `bad battle orders: ${d.detail}`,
  'combat/unknown-resolver': (d) =>
    `the rules name the battle resolver "${d.name}", which this game was not set up with (it knows ${d.known}): play, replay and load it with strategicGame({ resolvers: { '${d.name}': … } })`,
  'combat/bad-resolver': (d) => `the battle resolver "${d.name}" cannot be used: ${d.detail}`,
  'combat/bad-result': (d) => `the battle resolver "${d.name}" returned no battle result: ${d.detail}`,
  'state/invalid': (d) => `not a saved Strategic Game: ${d.detail}`,
  'state/wrong-version': (d) => `the saved game is ${d.got}; this code reads ${d.expected}`,
});

/** The sentence for an issue code and its data. */
export const issueMessage = FAMILY.message;

/** Builds a typed issue with its message. */
export const issue = FAMILY.issue;

/** Every issue code, for tests and the rules document. */
export const ISSUE_CODES = FAMILY.codes;

/** A short description of a value for messages: its JSON, cut to 40 characters (the kernel's). */
export { describeValue } from '../kernel/describe-value.js';
