/**
 * The problems the simulator reports (a study's set-up, a summary file, a merge, the
 * worker pool): one discriminated union keyed by a stable `code`, the one function that
 * turns an issue into a sentence, and the builder. They stand on the contract's floor
 * because a game's simulator plug-in reports its set-up's problems in them
 * (`SimulationGame.checkSetup`), and so does every game's `readOptions`, the kernel's
 * reading of an options table (`../rules-options.ts`). A test checks that every code has
 * a message.
 */
import type { IssueBase } from '../issue.js';
import { issueFamily } from '../issue-family.js';

/** The data each simulator issue code carries, by code. */
export interface SimulationIssueData {
  /** The game has no bot of this name. */
  'setup/unknown-bot': {
    /** The bot name given. */
    readonly bot: string;
    /** The game's bots. */
    readonly known: readonly string[];
  };
  /** The game has no option of this name. */
  'setup/unknown-option': {
    /** The option name given. */
    readonly option: string;
    /** The game's options. */
    readonly known: readonly string[];
    /** The known option nearest to the name given (a slip of one or two letters), if there is one. */
    readonly nearest?: string;
  };
  /** An option of the game cannot take this value. */
  'setup/bad-option-value': {
    /** The option's name. */
    readonly option: string;
    /** The value given. */
    readonly value: string;
    /** What the option accepts. */
    readonly expected: string;
  };
  /** A count, index or shard is not what it should be. */
  'setup/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** A game record is not what the game's declaration promised (a programmer's error in a game plug-in). */
  'record/invalid': {
    /** What is wrong with the record. */
    readonly detail: string;
  };
  /** A summary file is not of the summary format or version. */
  'summary/wrong-format': {
    /** The file's format and version. */
    readonly got: string;
    /** The format and version expected. */
    readonly expected: string;
  };
  /** A field of a summary file is missing, of the wrong kind, or contradicts another. */
  'summary/invalid': {
    /** What is wrong, and where. */
    readonly detail: string;
  };
  /** Summaries of different studies (another game, seed, bots, options or size) cannot be merged. */
  'summary/different-study': {
    /** The field in which the studies differ. */
    readonly field: string;
  };
  /**
   * Summaries played by different versions of simulturn or of the game (or one that does
   * not say, written before versions were recorded) are not merged unless asked to.
   */
  'summary/different-versions': {
    /** The first summary's versions, in words. */
    readonly first: string;
    /** The other summary's, in words. */
    readonly other: string;
  };
  /** Two summaries cover the same games: merging them would count those games twice. */
  'summary/overlap': {
    /** The first game covered twice. */
    readonly from: number;
    /** The end of the overlap, exclusive. */
    readonly to: number;
  };
  /** Two summaries of different games cannot be compared. */
  'compare/different-game': {
    /** The first summary's game. */
    readonly first: string;
    /** The second's. */
    readonly second: string;
  };
  /** A summary to compare covers no games. */
  'compare/no-games': {
    /** Which summary: `first` or `second`. */
    readonly which: string;
  };
  /** A merge was asked for with no summaries. */
  'summary/nothing-to-merge': Readonly<Record<never, never>>;
  /** A shard's index was to be read from a batch system's environment, but none of its variables is set. */
  'shard/no-index': {
    /** The variables looked for, each with its batch system. */
    readonly looked: readonly string[];
  };
  /** A batch system's index variable is set but gives no shard of the study: not a number, or out of range. */
  'shard/bad-index': {
    /** The variable read. */
    readonly variable: string;
    /** Its value. */
    readonly value: string;
    /** What is wrong with it. */
    readonly detail: string;
  };
  /** A simulation pool was used after it was closed. */
  'pool/closed': Readonly<Record<never, never>>;
  /** A worker thread of a simulation pool died (it threw outside a game, ran out of memory or was ended), so the pool is closed. */
  'pool/worker-died': {
    /** What the worker died of, as far as is known. */
    readonly detail: string;
  };
  /** A game threw on a worker thread (a programmer's error in a game plug-in, or options it did not check). */
  'pool/game-failed': {
    /** The error's stack or message, from the worker. */
    readonly error: string;
  };
}

/** A simulator issue's code. */
export type SimulationIssueCode = keyof SimulationIssueData;

/** One typed problem of the simulator. */
export type SimulationIssue = {
  [C in SimulationIssueCode]: IssueBase<C> & SimulationIssueData[C];
}[SimulationIssueCode];

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.join(', '));

/** The simulator's issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<SimulationIssueData>({
  'setup/unknown-bot': (d) => `there is no bot named "${d.bot}"; the bots are ${list(d.known)}`,
  'setup/unknown-option': (d) =>
    `there is no option named "${d.option}"; ${d.nearest === undefined ? `the options are ${list(d.known)}` : `did you mean ${d.nearest}?`}`,
  'setup/bad-option-value': (d) => `${d.option} cannot be "${d.value}"; expected ${d.expected}`,
  'setup/invalid': (d) => d.detail,
  'record/invalid': (d) => `invalid game record: ${d.detail}`,
  'summary/wrong-format': (d) => `not a simulation summary: got ${d.got}, expected ${d.expected}`,
  'summary/invalid': (d) => `not a valid simulation summary: ${d.detail}`,
  'summary/different-study': (d) =>
    `the summaries are of different studies (they differ in ${d.field}), so they cannot be merged`,
  'summary/different-versions': (d) =>
    `the summaries were played by different code (${d.first} against ${d.other}), so they may not add up to one study`,
  'summary/overlap': (d) =>
    `games ${d.from} to ${d.to - 1} are covered by more than one summary; merging would count them twice`,
  'summary/nothing-to-merge': () => 'there are no summaries to merge',
  'compare/different-game': (d) =>
    `the summaries are of different games (${d.first} and ${d.second}); only studies of one game can be compared`,
  'compare/no-games': (d) => `the ${d.which} summary covers no games, so there is nothing to compare`,
  'shard/no-index': (d) =>
    `no batch system's array index is set in the environment: looked for ${list(d.looked)}; give the shard as i/n instead`,
  'shard/bad-index': (d) => `${d.variable}="${d.value}": ${d.detail}`,
  'pool/closed': () => 'the simulation pool is closed',
  'pool/worker-died': (d) => `a simulation worker died, so the pool is closed: ${d.detail}`,
  'pool/game-failed': (d) => `a simulation worker failed: ${d.error}`,
});

/** The sentence for a simulator issue, made from its code and data. */
export const simulationIssueMessage = FAMILY.message;

/** Builds a typed simulator issue with its message. */
export const simulationIssue = FAMILY.issue;

/** Every simulator issue code, for tests. */
export const SIMULATION_ISSUE_CODES = FAMILY.codes;
