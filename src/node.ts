/**
 * simulturn's Node.js-only kernel: crash-safe storage for games kept in folders (atomic
 * writes with fsync, a folder lock, validated reads; no link is followed and no pipe
 * opened), and the simulator's pool of worker threads (`openSimulationPool`,
 * `runSimulation`, `serveSimulationWorker`). It is a subpath of its own so that `simulturn` and
 * `simulturn/corporate-war` stay free of Node's modules and run in browsers and on phones.
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
export { serveSimulationWorker, type WorkerReply, type WorkerTask } from './kernel/simulate/worker.js';
export {
  ensureDirectory,
  isTemporaryFile,
  removeTemporaries,
  syncDirectory,
  temporaryPath,
  writeFileAtomic,
} from './kernel/storage/atomic-write.js';
export {
  checkInside,
  ENTRY_NAMES,
  type EntryKind,
  entryKind,
  irregularEntries,
} from './kernel/storage/entries.js';
export {
  type LockIssue,
  STORAGE_ISSUE_CODES,
  type StorageIssue,
  type StorageIssueCode,
  type StorageIssueData,
  storageIssue,
  storageIssueMessage,
} from './kernel/storage/issues.js';
export { type LockHolder, type LockOptions, withLock } from './kernel/storage/lock.js';
export { readBytes, readJsonFile, readTextFile } from './kernel/storage/read-file.js';
