/**
 * The load test's server: the online guide's boardgame.io server (test/guides/online.example.ts)
 * hosting Harvester with its matches in PostgreSQL (bgio-postgres), in a child process of
 * the orchestrator so that its CPU and memory are its own. Told over IPC to start, to mark
 * its CPU and memory, and to stop (its writes drained, its connection closed).
 *
 * The design is a list of pieces, each measured on its own (docs/performance.md, "Online
 * at scale"); `baseline` is the guide's server as it was, boardgame.io's own transport and
 * bgio-postgres:
 * - `views`: the adapter's game config as it is now (each seat's view made once per state,
 *   G read without immer's proxies, the orders a list, no move limits): always on since
 *   it was made, named for the record;
 * - `production`: NODE_ENV=production (set by the orchestrator): boardgame.io no longer
 *   checks every move's G for JSON, immer's production build;
 * - `ack`: seatTransport, a move that leaves the step open sent to its seat alone;
 * - `quiet`: connections told to nobody; `slim`: each seat sent its own bookkeeping only;
 * - `journal`: journalStorage, a move written as a journal entry;
 * - `kept`: a move told only once written (without it, as soon as the master took it);
 * - `update`: PostgresMatches, a state and metadata written with one UPDATE each;
 * - `patch`: an acknowledgement sent as what changed (without it, the whole state);
 * - `young`: the server run with a young generation of 64 MiB (`--max-semi-space-size`,
 *   set by the orchestrator): fewer scavenges of each move's short-lived garbage;
 * - `direct`: orders that leave the step open taken by seatTransport itself, without
 *   boardgame.io's master (`orders: 'direct'`);
 * - `pg`: the journal written through node-postgres on its own connection (the guide's
 *   `pgJournal`), not through bgio-postgres's Sequelize;
 * - `once`: an acknowledgement carries the seat's orders once, in its state's `G.orders`,
 *   not again in its log entry (`acknowledgedOrders: 'once'`);
 * - `derived`: G keeps the step (the state it was resolved from, its orders), not every
 *   seat's report of it (`reports: 'derived'`): the state written at a close is smaller.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type Hosted,
  host,
  PostgresMatches,
  pgJournal,
  postgresJournal,
  postgresStorage,
} from '../guides/online.example.js';
import type { ServerCommand, ServerMessage, ServerUsage } from './protocol.js';

const send = (m: ServerMessage) => process.send!(m);

// How late the event loop runs what is due: a blocked loop delays every answer.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

const usage = (): ServerUsage => {
  const cpu = process.cpuUsage();
  const mem = process.memoryUsage();
  return {
    user: cpu.user,
    system: cpu.system,
    rss: mem.rss,
    heapUsed: mem.heapUsed,
    maxRSS: process.resourceUsage().maxRSS,
    loopDelayMax: lag.max / 1e6,
    loopDelayP99: lag.percentile(99) / 1e6,
  };
};

/**
 * Each step's CPU from its first journal write asked for (its first moves taken) to its
 * state asked to be written whole (its close resolved): what its moves cost the server,
 * with its resolution, in CPU time (a profile's samples count time the process waited for
 * a core as busy, on a loaded machine).
 */
const stepCpu: number[] = [];
/** When each step's first journal write was asked for, on the monotonic clock a CPU profile's times are on (µs). */
const stepStarts: number[] = [];
let stepStarted: number | null = null;
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const markCall = (name: string) => {
  if (name === 'journal.append' && stepStarted === null) {
    stepStarted = cpuNow();
    stepStarts.push(Number(process.hrtime.bigint() / 1000n));
  }
  if (name === 'store.setState' && stepStarted !== null) {
    stepCpu.push(cpuNow() - stepStarted);
    stepStarted = null;
  }
};

/** How long each storage and journal call took, by name: for the run's report. */
const timings = new Map<string, number[]>();
function timed<T extends object>(target: T, prefix: string): T {
  return new Proxy(target, {
    get(t, key) {
      const value: unknown = Reflect.get(t, key, t);
      if (typeof value !== 'function' || key === 'type' || key === 'constructor') return value;
      return (...args: unknown[]) => {
        markCall(`${prefix}.${String(key)}`);
        const started = performance.now();
        const result: unknown = value.apply(t, args);
        if (result instanceof Promise)
          void result.then(
            () => {
              const name = `${prefix}.${String(key)}`;
              const list = timings.get(name) ?? [];
              list.push(performance.now() - started);
              timings.set(name, list);
            },
            () => {},
          );
        return result;
      };
    },
  });
}

/** Each call's count and median and largest duration, in milliseconds. */
export function timingSummary(): Record<string, { count: number; median: number; max: number }> {
  const out: Record<string, { count: number; median: number; max: number }> = {};
  for (const [name, list] of timings) {
    const sorted = [...list].sort((a, b) => a - b);
    out[name] = { count: sorted.length, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
  }
  return out;
}

let hosted: Hosted | undefined;
let store: ReturnType<typeof postgresStorage> | undefined;
let closeJournal: (() => Promise<void>) | undefined;

async function start(command: Extract<ServerCommand, { type: 'start' }>): Promise<string> {
  const design = new Set(command.design);
  const connection = { database: 'postgres', username: 'postgres', host: command.socketDir };
  store = design.has('update')
    ? new PostgresMatches({ ...connection, logging: false })
    : postgresStorage(connection);
  const direct = design.has('ack') || design.has('quiet') || design.has('slim');
  const seats = direct
    ? {
        acknowledge: design.has('ack') ? ('sender' as const) : ('everyone' as const),
        connections: design.has('quiet') ? ('quiet' as const) : ('broadcast' as const),
        seatMaps: design.has('slim') ? ('own' as const) : ('all' as const),
        acknowledgement: design.has('patch') ? ('patch' as const) : ('update' as const),
        orders: design.has('direct') ? ('direct' as const) : ('master' as const),
        acknowledgedOrders: design.has('once') ? ('once' as const) : ('twice' as const),
        // Without 'kept', a move is told as soon as the master has taken it (boardgame.io's way).
        ...(design.has('kept') ? {} : { kept: () => Promise.resolve() }),
      }
    : undefined;
  const own = design.has('journal') && design.has('pg') ? await pgJournal(connection) : undefined;
  closeJournal = own?.close;
  const journal = design.has('journal') ? timed(own ?? (await postgresJournal(store)), 'journal') : undefined;
  hosted = await host({
    secret: command.secret,
    port: 0,
    db: timed(store, 'store'),
    ...(seats === undefined ? {} : { seats }),
    ...(journal === undefined ? {} : { journal }),
    reports: design.has('derived') ? 'derived' : 'stored',
  });
  return hosted.url;
}

async function stop(): Promise<void> {
  await hosted?.stop();
  await store?.sequelize.close();
  await closeJournal?.();
}

process.on('message', (command: ServerCommand) => {
  if (command.type === 'start')
    start(command).then(
      (url) => send({ type: 'ready', url }),
      (e: Error) => send({ type: 'error', message: e.stack ?? String(e) }),
    );
  if (command.type === 'mark') send({ type: 'marked', id: command.id, usage: usage() });
  if (command.type === 'stop')
    stop().then(
      () => {
        send({ type: 'stopped', usage: usage(), timings: timingSummary(), stepCpu, stepStarts });
        process.disconnect();
      },
      (e: Error) => send({ type: 'error', message: e.stack ?? String(e) }),
    );
});
