/**
 * Flushing many files and folders to the disk at once. One `fsync` waits for the disk
 * (milliseconds on a journalled file system), and one after another thousands of them
 * take minutes; issued together, the file system commits them in a few shared journal
 * writes. Node's synchronous calls cannot overlap, so the flushes run on a worker thread
 * with its own event loop, many in flight, while the caller waits on a shared flag: to
 * the caller this is one synchronous call, which returns once every path is on the disk.
 */
import { closeSync, constants, fsyncSync, openSync } from 'node:fs';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { NO_BLOCK, NO_FOLLOW } from './entries.js';

/** `open` flags: a file for flushing (Windows flushes only what it may write), never through a link. */
const FILE = constants.O_RDWR | NO_FOLLOW;
/** `open` flags: a folder, refusing a pipe in its place. */
const FOLDER = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | NO_BLOCK;

/** Below this many paths the flushes run here, one by one: a worker takes some milliseconds to start. */
const ALONE = 8;
/** Flushes in flight at once on the worker. */
const IN_FLIGHT = 64;

/** What may be flushed: a file, or a folder (its entries: new, renamed and removed files). */
export interface FlushTarget {
  readonly path: string;
  readonly folder: boolean;
}

/**
 * A folder that cannot be opened or flushed (Windows; some file systems refuse) has its
 * entries flushed with its files: nothing more can be done, as `syncDirectory` also says.
 */
const FOLDER_REFUSALS = new Set(['EINVAL', 'EISDIR', 'EPERM', 'EACCES']);

/** The worker: flushes `paths`, IN_FLIGHT at once, then reports the first failure and raises the flag. */
const WORKER = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { targets, flag, port, inFlight, refusals, windows } = workerData;
const C = fs.constants;
const FILE = C.O_RDWR | (C.O_NOFOLLOW || 0);
const FOLDER = C.O_RDONLY | (C.O_DIRECTORY || 0) | (C.O_NONBLOCK || 0);
let next = 0;
let running = 0;
let failure = null;
const settle = (t, e) => {
  running--;
  if (e && failure === null && !(t.folder && (windows || refusals.includes(e.code))))
    failure = { path: t.path, message: e.message };
  pump();
};
const one = (t) => {
  if (t.folder && windows) return settle(t, null);
  fs.open(t.path, t.folder ? FOLDER : FILE, (e, fd) => {
    if (e) return settle(t, e);
    fs.fsync(fd, (e2) => fs.close(fd, () => settle(t, e2)));
  });
};
const pump = () => {
  while (failure === null && running < inFlight && next < targets.length) {
    running++;
    one(targets[next++]);
  }
  if (running === 0) {
    port.postMessage(failure);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  }
};
pump();
`;

/** The error a failed flush throws: the path and the system's words. */
export class FlushError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Flushes every target to the disk (files' data, folders' entries), returning once all
 * are flushed. Throws a {@link FlushError} naming the first path that could not be flushed
 * (a folder that refuses to be flushed, as on Windows, is skipped as `syncDirectory`
 * skips it).
 */
export function flushAll(targets: readonly FlushTarget[]): void {
  if (targets.length === 0) return;
  if (targets.length < ALONE) {
    for (const t of targets) flushOne(t);
    return;
  }
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      targets: targets.map((t) => ({ path: t.path, folder: t.folder })),
      flag,
      port: port2,
      inFlight: IN_FLIGHT,
      refusals: [...FOLDER_REFUSALS],
      windows: process.platform === 'win32',
    },
    transferList: [port2],
  });
  worker.unref();
  Atomics.wait(flag, 0, 0);
  const failure = receiveMessageOnPort(port1)?.message as
    | { path: string; message: string }
    | null
    | undefined;
  port1.close();
  void worker.terminate();
  if (failure !== null && failure !== undefined) throw new FlushError(failure.path, failure.message);
}

function flushOne(t: FlushTarget): void {
  if (t.folder && process.platform === 'win32') return;
  let fd: number;
  try {
    fd = openSync(t.path, t.folder ? FOLDER : FILE);
  } catch (e) {
    if (t.folder && FOLDER_REFUSALS.has((e as { code?: string }).code ?? '')) return;
    throw new FlushError(t.path, e instanceof Error ? e.message : String(e));
  }
  try {
    fsyncSync(fd);
  } catch (e) {
    if (!(t.folder && FOLDER_REFUSALS.has((e as { code?: string }).code ?? '')))
      throw new FlushError(t.path, e instanceof Error ? e.message : String(e));
  } finally {
    closeSync(fd);
  }
}
