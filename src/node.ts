/**
 * simulturn's Node.js-only kernel: crash-safe storage for games kept in folders (atomic
 * writes with fsync, a folder lock, validated reads; no link is followed and no pipe
 * opened), and the simulator's pool of worker threads (`openSimulationPool`,
 * `runSimulation`, `serveSimulationWorker`). It is a subpath of its own so that `simulturn` and
 * `simulturn/corporate-war` stay free of Node's modules and run in browsers and on phones.
 *
 * What is here. Storage (a server or referee keeping games in folders): `withLock`,
 * `writeFileAtomic` and its temporary files (`temporaryPath`, `isTemporaryFile`),
 * `readJsonFile`, and their issues (`StorageIssue`, `STORAGE_ISSUE_CODES`). Research
 * (studies on worker threads): `runSimulation`, `openSimulationPool`,
 * `serveSimulationWorker`.
 *
 * @example
 * ```ts
 * import { withLock, writeFileAtomic } from 'simulturn/node';
 * const r = withLock('games/g1', () => writeFileAtomic('games/g1/game.json', '{}'));
 * if (!r.ok) console.error(r.error.message);
 * ```
 * @module
 */

export {
  openSimulationPool,
  type PoolRunOptions,
  type RunSimulationOptions,
  runSimulation,
  type SimulationPool,
  type SimulationPoolOptions,
} from './kernel/simulate/pool.js';
export { serveSimulationWorker } from './kernel/simulate/worker.js';
export { isTemporaryFile, temporaryPath, writeFileAtomic } from './kernel/storage/atomic-write.js';
export {
  type LockIssue,
  STORAGE_ISSUE_CODES,
  type StorageIssue,
  type StorageIssueCode,
  type StorageIssueData,
} from './kernel/storage/issues.js';
export { type LockHolder, type LockOptions, withLock } from './kernel/storage/lock.js';
export { readJsonFile } from './kernel/storage/read-file.js';
