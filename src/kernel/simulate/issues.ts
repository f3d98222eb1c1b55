/**
 * Every problem the simulator reports about its input (a study's set-up, a summary file,
 * a merge), as one discriminated union keyed by a stable `code`, and the one function
 * that turns an issue into a sentence. A test checks that every code has a message. The
 * family is declared with the contract (`../game/simulation-issue.ts`), because the
 * kernel's option reader (`../rules-options.ts`), which every game's `readOptions` is,
 * reports the set-up codes too; it is re-exported here for the simulator's modules.
 */
export { SIMULATION_ISSUE_CODES, simulationIssue, simulationIssueMessage } from '../game/simulation-issue.js';
