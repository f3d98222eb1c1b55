/**
 * Every problem Galactic Overlord reports about input, as one discriminated union keyed
 * by a stable `code`, and the one function that turns an issue into a sentence. A test
 * checks that the rules document lists every code (GO-4.2).
 */
import { STATE_ISSUE_MESSAGES, type StateIssueData } from '../kernel/game/state-issues.js';
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';
import { shipName } from './client/names.js';

/** The data of an issue code that carries none beyond its code, path and message. */
export type NoData = Readonly<Record<never, never>>;

/** The data each issue code carries, by code. */
export interface IssueData extends StateIssueData {
  /** The options given to `newGame` are not sound. */
  'options/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** The set-up options name a key the game does not know (GO-1.1). */
  'options/unknown-key': {
    /** Where: the key, or `rules.<key>`. */
    readonly at: string;
    /** The nearest known key, when one is near enough to be a likely slip. */
    readonly nearest?: string;
  };
  /** A scenario names a key the game does not know. */
  'scenario/unknown-key': {
    /** Where, such as `scenario.sides[0].shps`. */
    readonly at: string;
    /** The key as given. */
    readonly key: string;
    /** The nearest known key, when one is near enough to be a likely slip. */
    readonly nearest?: string;
  };
  /** A scenario's value is of the wrong kind or out of range. */
  'scenario/bad-value': {
    /** Where, such as `scenario.sides[1].ships[0].hull`. */
    readonly at: string;
    /** What was expected. */
    readonly expected: string;
    /** What was given. */
    readonly got: string;
  };
  /** A scenario gives a side more than the rules let a faction hold. */
  'scenario/over-cap': {
    /** Where. */
    readonly at: string;
    /** What was given. */
    readonly got: number;
    /** The most the rules allow. */
    readonly cap: number;
    /** The rule, by clause. */
    readonly rule: string;
  };
  /** Two sides of a scenario have one id. */
  'scenario/repeated-id': {
    /** Where. */
    readonly at: string;
    /** The id. */
    readonly id: string;
  };
  /** A side with neither a base nor a ship: out before it plays (GO-6.3). */
  'scenario/no-forces': {
    /** Where. */
    readonly at: string;
    /** The side. */
    readonly id: string;
  };
  /** A side with no base holds build points, which a cut-off faction forfeits (GO-6.1). */
  'scenario/cut-off-stocks': {
    /** Where. */
    readonly at: string;
    /** The side. */
    readonly id: string;
  };
  /** A side's self-built bases are fewer than the bases of its own the scenario places (GO-3.1). */
  'scenario/built-too-low': {
    /** Where. */
    readonly at: string;
    /** The count given. */
    readonly built: number;
    /** The bases it built among the scenario's. */
    readonly bases: number;
  };
  /** A scenario sets ground, which the game, having no map, does not have. */
  'scenario/no-ground': NoData;
  /** The set-up's players and the scenario's sides name different factions. */
  'scenario/players-disagree': {
    /** The players given. */
    readonly players: string;
    /** The sides' ids. */
    readonly sides: string;
  };
  /** The orders could not be read as data, or are not a JSON object. */
  'orders/not-an-object': {
    /** What was given instead, or why it could not be read. */
    readonly got: string;
  };
  /** The orders have a field the game does not know. */
  'orders/unknown-field': {
    /** The field's name. */
    readonly field: string;
  };
  /** The player is not awaited: not a faction, out of the game, or the game is over. */
  'orders/not-awaited': {
    /** The player who sent orders. */
    readonly player: string;
  };
  /** A field holds a value of the wrong kind. */
  'orders/bad-value': {
    /** What was expected. */
    readonly expected: string;
  };
  /** The builds and repairs cost more build points than the faction has (GO-2.3). */
  'build/too-expensive': {
    /** The cost of the orders. */
    readonly cost: number;
    /** The build points available. */
    readonly available: number;
  };
  /** A hull needs more self-built bases than the faction held at the start of the turn (GO-3.3). */
  'build/hull-needs-bases': {
    /** The hull. */
    readonly hull: string;
    /** The bases it needs. */
    readonly needed: number;
    /** The self-built bases held. */
    readonly held: number;
  };
  /** Under `edition: go-ii`, no more than six self-built bases (GO-3.1). */
  'build/base-cap': {
    /** The cap. */
    readonly cap: number;
  };
  /** A repair names a ship the faction does not have, or twice (GO-3.4). */
  'repair/unknown-ship': {
    /** The ship id given. */
    readonly ship: number;
  };
  /** An attack's target is not another faction still in the game (GO-4.3). */
  'attack/bad-target': {
    /** The target given. */
    readonly target: string;
  };
  /** An attack sends a ship the faction does not have (GO-4.3). */
  'attack/unknown-ship': {
    /** The ship id given. */
    readonly ship: number;
  };
  /** An attack sends no ship (GO-4.3). */
  'attack/no-ships': NoData;
  /** Raise Shields! without a generator (GO-4.4). */
  'shields/no-generator': NoData;
  /** Build Generator with three already stocked (GO-4.5). */
  'generator/stock-full': {
    /** The most a faction may stock. */
    readonly max: number;
  };
  /** Attack! or Raise Shields! in the prebuild turn, which allows neither (GO-2.4). */
  'special/turn-zero': {
    /** The special order given. */
    readonly kind: string;
  };
  /** A spy used with none in stock, or aimed at no other faction in the game (GO-9.2). */
  'spy/cannot-send': {
    /** Why. */
    readonly reason: string;
  };
  /** Train Spy with three stocked, or in a turn a spy is used (GO-9.1). */
  'spy/cannot-train': {
    /** Why. */
    readonly reason: string;
  };
  /** Counter-espionage with no use left (GO-9.3). */
  'counter-espionage/none-left': NoData;
  /** An alliance declared or broken with no other faction in the game (GO-11.1). */
  'ally/bad-faction': {
    /** The faction given. */
    readonly faction: string;
  };
  /** An attack on a faction the sheet declares (or keeps) as an ally (GO-11.1). */
  'attack/on-ally': {
    /** The target. */
    readonly target: string;
  };
  /** An attack names who takes its captures where it may not, or names a faction that cannot (GO-11.4). */
  'attack/bad-takers': {
    /** What is wrong. */
    readonly reason: string;
  };
  /** A gift of a base the faction does not hold, or to no other faction in the game (GO-11.5). */
  'give/bad-gift': {
    /** What is wrong. */
    readonly reason: string;
  };
  /** An order of battle is not six slots with each weapon twice, or a tactic is unknown (GO-10.2). */
  'oob/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
}

/** An issue code. */
export type IssueCode = keyof IssueData;

/** One typed problem. */
export type Issue = IssueOf<IssueData>;

const FAMILY = issueFamily<IssueData>({
  'options/invalid': (d) => d.detail,
  'options/unknown-key': (d) =>
    `unknown option "${d.at}"${d.nearest === undefined ? '' : `; did you mean "${d.nearest}"?`}`,
  'scenario/unknown-key': (d) =>
    `${d.at}: unknown key "${d.key}"${d.nearest === undefined ? '' : `; did you mean "${d.nearest}"?`}`,
  'scenario/bad-value': (d) => `${d.at}: expected ${d.expected}, got ${d.got}`,
  'scenario/over-cap': (d) => `${d.at}: ${d.got} is more than the rules allow, ${d.cap} (${d.rule})`,
  'scenario/repeated-id': (d) => `${d.at}: "${d.id}" names another side too; each side's id differs`,
  'scenario/no-forces': (d) =>
    `${d.at}: ${d.id} has neither a base nor a ship, so it would be out before it played (GO-6.3)`,
  'scenario/cut-off-stocks': (d) =>
    `${d.at}: ${d.id} holds no base, so it is cut off and has forfeited its build points (GO-6.1); give it bp 0 or a base`,
  'scenario/built-too-low': (d) =>
    `${d.at}: ${d.built} self-built bases, but the scenario places ${d.bases} it built (GO-3.1)`,
  'scenario/no-ground': () =>
    'scenario.ground: Galactic Overlord has no map (its bases are places without positions); give sides only',
  'scenario/players-disagree': (d) =>
    `players (${d.players}) and the scenario's sides (${d.sides}) name different factions; give one or the other`,
  'orders/not-an-object': (d) => `orders must be an object such as {"bases": 1}, got ${d.got}`,
  'orders/unknown-field': (d) => `unknown field "${d.field}"`,
  'orders/not-awaited': (d) => `${d.player} is not awaited: not a faction in the game, or the game is over`,
  'orders/bad-value': (d) => `expected ${d.expected}`,
  'build/too-expensive': (d) => `the builds and repairs cost ${d.cost} BP; ${d.available} BP are available`,
  'build/hull-needs-bases': (d) =>
    `a ${d.hull} needs ${d.needed} self-built bases held at the start of the turn; you held ${d.held}`,
  'build/base-cap': (d) => `this edition allows at most ${d.cap} self-built bases`,
  'repair/unknown-ship': (d) => `${shipName(d.ship)} is not one of your ships, or is listed twice`,
  'attack/bad-target': (d) => `${d.target} is not another faction still in the game`,
  'attack/unknown-ship': (d) => `${shipName(d.ship)} is not one of your ships, or is listed twice`,
  'attack/no-ships': () => 'an attack sends at least one ship',
  'shields/no-generator': () => 'raising shields needs a shield generator in stock',
  'generator/stock-full': (d) => `at most ${d.max} shield generators may be stocked`,
  'special/turn-zero': (d) => `${d.kind} is not allowed in the prebuild turn`,
  'spy/cannot-send': (d) => `no spy can be sent: ${d.reason}`,
  'spy/cannot-train': (d) => `no spy can be trained: ${d.reason}`,
  'counter-espionage/none-left': () => 'no counter-espionage use is left',
  'ally/bad-faction': (d) => `${d.faction} is not another faction still in the game`,
  'attack/on-ally': (d) => `${d.target} is declared your ally; break the alliance to attack it`,
  'attack/bad-takers': (d) => `bad takers of the captures: ${d.reason}`,
  'give/bad-gift': (d) => `bad gift: ${d.reason}`,
  'oob/invalid': (d) => `bad order of battle: ${d.detail}`,
  ...STATE_ISSUE_MESSAGES,
});

/** The sentence for an issue's code and data. */
export const issueMessage = FAMILY.message;

/** Builds a typed issue with its message. */
export const issue = FAMILY.issue;

/** Every issue code, for tests. */
export const ISSUE_CODES = FAMILY.codes;

/** A short description of a value for messages: its JSON, cut to 40 characters (the kernel's). */
export { describeValue as describe } from '../kernel/describe-value.js';
