/**
 * Every problem the simulator reports about its input (a study's set-up, a summary file,
 * a merge), as one discriminated union keyed by a stable `code` (declared with the
 * contract, `../game/simulation-issue.ts`), and the one function that turns an issue into
 * a sentence. A test checks that every code has a message.
 */

import type { SimulationIssueCode, SimulationIssueData } from '../game/simulation-issue.js';
import type { IssueBase } from '../issue.js';
import { issueFamily } from '../issue-family.js';

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.join(', '));

/** The simulator's issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<SimulationIssueData>({
  'setup/unknown-bot': (d) => `there is no bot named "${d.bot}"; the bots are ${list(d.known)}`,
  'setup/unknown-option': (d) => `there is no option named "${d.option}"; the options are ${list(d.known)}`,
  'setup/bad-option-value': (d) => `${d.option} cannot be "${d.value}"; expected ${d.expected}`,
  'setup/invalid': (d) => d.detail,
  'record/invalid': (d) => `invalid game record: ${d.detail}`,
  'summary/wrong-format': (d) => `not a simulation summary: got ${d.got}, expected ${d.expected}`,
  'summary/invalid': (d) => `not a valid simulation summary: ${d.detail}`,
  'summary/different-study': (d) =>
    `the summaries are of different studies (they differ in ${d.field}), so they cannot be merged`,
  'summary/overlap': (d) =>
    `games ${d.from} to ${d.to - 1} are covered by more than one summary; merging would count them twice`,
  'summary/nothing-to-merge': () => 'there are no summaries to merge',
  'shard/no-index': (d) =>
    `no batch system's array index is set in the environment: looked for ${list(d.looked)}; give the shard as i/n instead`,
  'shard/bad-index': (d) => `${d.variable}="${d.value}": ${d.detail}`,
  'pool/closed': () => 'the simulation pool is closed',
  'pool/worker-died': (d) => `a simulation worker died, so the pool is closed: ${d.detail}`,
  'pool/game-failed': (d) => `a simulation worker failed: ${d.error}`,
});

/** The sentence for a simulator issue, made from its code and data. */
export function simulationIssueMessage<C extends SimulationIssueCode>(
  code: C,
  data: SimulationIssueData[C],
): string {
  return FAMILY.message(code, data);
}

/** Builds a typed simulator issue with its message. */
export function simulationIssue<C extends SimulationIssueCode>(
  code: C,
  path: readonly (string | number)[],
  data: SimulationIssueData[C],
): IssueBase<C> & SimulationIssueData[C] {
  return FAMILY.issue(code, path, data);
}

/** Every simulator issue code, for tests. */
export const SIMULATION_ISSUE_CODES = FAMILY.codes;
