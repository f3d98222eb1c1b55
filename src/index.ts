/**
 * simulturn's game-agnostic kernel: results and issues, the seeded RNG whose state lives
 * in the game state, and stable hashing. Games live under subpaths, such as
 * `simulturn/corporate-war`.
 *
 * @example
 * ```ts
 * import { seedRng, restoreRng } from 'simulturn';
 * const rng = restoreRng(seedRng('my seed'));
 * const roll = rng.int(6) + 1; // 1..6, the same for the same seed
 * ```
 * @module
 */
export { canonicalJson, hash64 } from './kernel/hash.js';
export { formatPath, type IssueBase, SimulturnError } from './kernel/issue.js';
export { type Err, err, type Ok, ok, type Result } from './kernel/result.js';
export { isRngState, type Rng, type RngState, restoreRng, seedRng, shuffled } from './kernel/rng.js';
