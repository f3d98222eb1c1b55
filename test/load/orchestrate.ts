/**
 * `npm run loadtest -- --seats N --turns T [--design …] [--profile]`: one Harvester match
 * of N seats on the online guide's boardgame.io server with PostgreSQL storage, played by
 * N raw socket clients on 127.0.0.1 for T turns, every seat sending the gatherer's orders.
 *
 * It starts everything it needs and stops all of it, whatever happens: a private
 * PostgreSQL cluster (postgres.ts), the server (server.ts) and the players (swarm.ts), each
 * a child process; a deadline bounds the whole run. Then, with the server stopped, it reads
 * the match back from PostgreSQL through a new connection and checks that nothing was lost
 * or taken twice: every order sent is in the log once, as sent; the stored state is the
 * state the game contract reaches with those orders in that arrival order; and every
 * seat's last view is the contract's view of it.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MatchState, matchSeed } from '../../src/boardgame-io/index.js';
import { asJson } from '../../src/boardgame-io/match-state.js';
import { HARVESTER } from '../../src/harvester/index.js';
import { canonicalHash } from './canonical.js';
import { type Cluster, startCluster } from './postgres.js';
import { type MoveWindow, moveWindows, summarizeProfile } from './profile.js';
import type {
  ServerCommand,
  ServerMessage,
  ServerUsage,
  SwarmMessage,
  SwarmReport,
  TurnFigures,
} from './protocol.js';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The command line. */
interface Args {
  readonly seats: number;
  readonly turns: number;
  readonly design: readonly string[];
  readonly profile: boolean;
  readonly timeoutS: number;
  readonly turnTimeoutS: number;
  readonly verify: boolean;
  readonly out: string;
  /** PostgreSQL settings for the cluster (`--pg name=value,…`). */
  readonly pg: Readonly<Record<string, string>>;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string, fallback: string): string => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const n = Number(value(name, String(fallback)));
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} is a whole number from ${min} to ${max}`);
    return n;
  };
  const seats = whole('seats', 8, 4, 1024);
  const turns = whole('turns', 2, 1, 60);
  const design = value('design', 'baseline')
    .split(',')
    .filter((d) => d !== '');
  return {
    seats,
    turns,
    design,
    profile: argv.includes('--profile'),
    timeoutS: whole('timeout', 1800, 10, 7200),
    turnTimeoutS: whole('turn-timeout', 600, 5, 3600),
    verify: !argv.includes('--no-verify'),
    out: value('out', join(here, '..', `result-${seats}-${design.join('+')}.json`)),
    pg: Object.fromEntries(
      value('pg', '')
        .split(',')
        .filter((kv) => kv.includes('='))
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    ),
  };
}

/** A child process and the messages it sends, one at a time. */
function child<In, Out extends { type: string }>(
  script: string,
  execArgv: readonly string[],
  env: Readonly<Record<string, string>> = {},
) {
  const proc = fork(join(here, script), [], {
    execArgv: [...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const waiting = new Map<string, (m: Out) => void>();
  const listeners: ((m: Out) => void)[] = [];
  let exited: string | null = null;
  proc.on('message', (m: Out) => {
    for (const l of listeners) l(m);
    const w = waiting.get(m.type);
    if (w !== undefined) {
      waiting.delete(m.type);
      w(m);
    }
  });
  const errors = new Promise<never>((_, reject) => {
    proc.on('message', (m: Out) => {
      if (m.type === 'error')
        reject(new Error(`${script}: ${(m as unknown as { message: string }).message}`));
    });
    proc.on('exit', (code, signal) => {
      exited = `${script} exited (${code ?? signal})`;
      reject(new Error(exited));
    });
  });
  errors.catch(() => {});
  return {
    proc,
    send: (m: In) => proc.send(m as never),
    on: (l: (m: Out) => void) => listeners.push(l),
    /** The next message of `type`, or the child's error or exit, whichever first. */
    next: <T extends Out['type']>(type: T): Promise<Extract<Out, { type: T }>> =>
      Promise.race([new Promise<Out>((resolve) => waiting.set(type, resolve)), errors]) as Promise<
        Extract<Out, { type: T }>
      >,
    get exited() {
      return exited;
    },
    /** Ends the child by its pid if it still runs, and waits for it. */
    async kill(): Promise<void> {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    },
  };
}

const seconds = (microseconds: number) => microseconds / 1e6;
const cpuOf = (u: ServerUsage) => seconds(u.user + u.system);
const mb = (bytes: number) => bytes / 2 ** 20;

/** What the stored match says of what was sent: lost, duplicated, or altered orders, and the contract's agreement. */
async function verify(
  args: Args,
  cluster: Cluster,
  secret: string,
  seed: string,
  report: SwarmReport,
): Promise<Record<string, unknown>> {
  const { PostgresStore } = require('bgio-postgres') as typeof import('bgio-postgres');
  const store = new PostgresStore({
    database: 'postgres',
    username: 'postgres',
    host: cluster.socketDir,
    logging: false,
  });
  try {
    const { state, log, metadata } = await store.fetch(report.matchID, {
      state: true,
      log: true,
      metadata: true,
    });
    const G = state!.G as MatchState;
    const played = report.figures.length;
    let lost = 0;
    let duplicated = 0;
    let altered = 0;
    const byStep = new Map<number, { player: string; orders: unknown }[]>();
    for (const e of log ?? []) {
      if (e.action.type !== 'MAKE_MOVE') continue;
      const [orders, step] = e.action.payload.args as [unknown, number];
      const player = G.seats[Number(e.action.payload.playerID)]!;
      byStep.set(step, [...(byStep.get(step) ?? []), { player, orders }]);
    }
    for (let k = 0; k < played; k++) {
      const step = report.firstStep + k;
      const sent = report.orders[step] ?? {};
      const taken = byStep.get(step) ?? [];
      const seen = new Map<string, number>();
      for (const t of taken) {
        seen.set(t.player, (seen.get(t.player) ?? 0) + 1);
        if (sent[t.player] !== undefined && JSON.stringify(t.orders) !== sent[t.player]) altered++;
      }
      for (const [player] of Object.entries(sent)) if (!seen.has(player)) lost++;
      for (const count of seen.values()) if (count > 1) duplicated += count - 1;
    }
    const joined = Object.values(metadata?.players ?? {}).filter(
      (p) => p.name !== undefined && p.credentials !== undefined,
    );
    // The state the last close wrote: its JSON text, and what PostgreSQL stores of it (compressed).
    const [rows] = await store.sequelize.query(
      'SELECT octet_length("state"::text) AS "bytes", pg_column_size("state") AS "stored" FROM "Games" WHERE "id" = $1',
      { bind: [report.matchID] },
    );
    const size = (rows as { bytes: number; stored: number }[])[0];
    const result: Record<string, unknown> = {
      stateBytes: size?.bytes,
      storedBytes: size?.stored,
      joined: joined.length,
      storedStep: G.step,
      expectedStep: report.firstStep + played,
      lost,
      duplicated,
      altered,
    };
    if (!args.verify) return result;
    // The same match resolved by the contract: the log's orders in the log's order.
    const options = HARVESTER.readOptions!({ players: String(args.seats) });
    if (!options.ok) throw new Error('options');
    const made = HARVESTER.setup(options.value, matchSeed(seed, secret));
    if (!made.ok) throw new Error('setup');
    let s = made.value;
    for (let k = 0; k < played; k++) {
      const step = report.firstStep + k;
      const taken = byStep.get(step) ?? [];
      const orders = Object.fromEntries(taken.map((t) => [t.player, t.orders]));
      s = HARVESTER.resolve(s, orders, { arrival: taken.map((t) => t.player) }).state;
    }
    const stored = HARVESTER.parse(G.state!);
    result.sameState = stored.ok && HARVESTER.hash(stored.value) === HARVESTER.hash(s);
    // Each seat's last view, as a value (the order of an object's keys may differ).
    let views = 0;
    for (const p of HARVESTER.players(s))
      if (report.lastViews[p] === canonicalHash(asJson(HARVESTER.view(s, p)))) views++;
    result.viewsAsContract = `${views} of ${HARVESTER.players(s).length}`;
    return result;
  } finally {
    await store.sequelize.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const secret = 'loadtest-secret';
  const seed = `loadtest-${args.seats}`;
  const artifacts = join(here, '..');
  const profiles = join(artifacts, 'profiles');
  let cluster: Cluster | undefined;
  let server: ReturnType<typeof child<ServerCommand, ServerMessage>> | undefined;
  let swarm: ReturnType<typeof child<SwarmMessage, SwarmMessage>> | undefined;
  const cleanup = async () => {
    await swarm?.kill();
    await server?.kill();
    await cluster?.stop(join(artifacts, 'postgres.log'));
  };
  // The whole run is bounded: past the deadline every child is stopped and the run fails.
  const deadline = setTimeout(() => {
    console.error(`loadtest: past the deadline of ${args.timeoutS} s; stopping everything`);
    void cleanup().then(() => process.exit(2));
  }, args.timeoutS * 1000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().then(() => process.exit(130)));
  try {
    console.log(
      `loadtest: ${args.seats} seats, ${args.turns} turns, design ${args.design.join('+')}` +
        `${Object.keys(args.pg).length === 0 ? '' : `, PostgreSQL ${JSON.stringify(args.pg)}`}`,
    );
    cluster = startCluster(args.pg);
    const execArgv = [
      ...(args.profile
        ? [
            '--cpu-prof',
            '--cpu-prof-dir',
            profiles,
            '--cpu-prof-name',
            `server-${args.seats}-${args.design.join('+')}.cpuprofile`,
          ]
        : []),
      // `young`: a larger young generation (V8's default semi-space is 16 MiB on 64-bit), so
      // that a step's short-lived garbage is collected in fewer, cheaper scavenges.
      ...(args.design.includes('young') ? ['--max-semi-space-size=64'] : []),
    ];
    if (args.profile) mkdirSync(profiles, { recursive: true });
    // boardgame.io checks every move's state for JSON in development (a walk of the whole G).
    const env: Record<string, string> = args.design.includes('production') ? { NODE_ENV: 'production' } : {};
    server = child<ServerCommand, ServerMessage>('server.js', execArgv, env);
    server.send({ type: 'start', design: args.design, socketDir: cluster.socketDir, secret });
    const { url } = await server.next('ready');
    const marks = new Map<string, ServerUsage>();
    const markServer = async (label: string) => {
      const id = Math.floor(Math.random() * 1e9);
      const reply = new Promise<ServerUsage>((resolve) =>
        server!.on((m) => {
          if (m.type === 'marked' && m.id === id) resolve(m.usage);
        }),
      );
      server!.send({ type: 'mark', id });
      marks.set(label, await reply);
    };
    await markServer('ready');

    swarm = child<SwarmMessage, SwarmMessage>('swarm.js', []);
    swarm.on((m) => {
      if (m.type === 'mark') void markServer(m.label).then(() => swarm!.send({ type: 'marked', id: m.id }));
    });
    swarm.send({
      type: 'start',
      url,
      seats: args.seats,
      turns: args.turns,
      seed,
      turnTimeoutMs: args.turnTimeoutS * 1000,
      connectBatch: 50,
    });
    const { report } = await swarm.next('report');
    await swarm.kill();
    server.send({ type: 'stop' });
    const { usage: atStop, timings, stepCpu, stepStarts } = await server.next('stopped');
    // The profile is written when the server exits.
    await new Promise<void>((resolve) =>
      server!.proc.exitCode !== null ? resolve() : server!.proc.once('exit', () => resolve()),
    );
    const checked = await verify(args, cluster, secret, seed, report);

    // The figures.
    const turns = report.figures.map((f, k) => {
      const before = marks.get(k === 0 ? 'start' : `turn ${f.step - 1}`)!;
      const after = marks.get(`turn ${f.step}`)!;
      return {
        ...f,
        serverCpu: cpuOf(after) - cpuOf(before),
        serverRss: after.rss,
        serverHeap: after.heapUsed,
      };
    });
    const connectCpu = cpuOf(marks.get('start')!) - cpuOf(marks.get('ready')!);
    const result = {
      seats: args.seats,
      turns: args.turns,
      design: args.design,
      postgres: args.pg,
      match: {
        created: report.created,
        joined: report.joined,
        connected: report.connected,
        connectBytes: report.connectBytes,
        connectServerCpu: connectCpu,
      },
      figures: turns,
      server: {
        peakRss: atStop.maxRSS * 1024,
        cpu: cpuOf(atStop),
        loopDelayMax: atStop.loopDelayMax,
        loopDelayP99: atStop.loopDelayP99,
        timings,
        stepCpu,
      },
      players: { cpu: seconds(report.cpu.user + report.cpu.system), peakRss: report.maxRSS * 1024 },
      lateAcks: report.lateAcks,
      drops: report.drops,
      resent: report.resent,
      unapplied: report.unapplied,
      failure: report.failure,
      checked,
      profile: args.profile
        ? summarizeProfile(join(profiles, `server-${args.seats}-${args.design.join('+')}.cpuprofile`))
        : undefined,
      moves: args.profile
        ? moveWindows(
            join(profiles, `server-${args.seats}-${args.design.join('+')}.cpuprofile`),
            args.seats,
            stepStarts,
          )
        : undefined,
    };
    writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
    print(result);
    if (report.failure !== null) process.exitCode = 1;
    if (
      checked.lost !== 0 ||
      checked.duplicated !== 0 ||
      checked.altered !== 0 ||
      checked.sameState === false
    )
      process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
}

function print(r: {
  seats: number;
  design: readonly string[];
  match: Record<string, number>;
  figures: readonly (TurnFigures & { readonly serverCpu: number; readonly serverRss: number })[];
  server: {
    peakRss: number;
    cpu: number;
    loopDelayMax: number;
    loopDelayP99: number;
    timings: Record<string, { count: number; median: number; max: number }>;
    stepCpu: readonly number[];
  };
  players: { cpu: number; peakRss: number };
  lateAcks: number;
  drops: number;
  resent: number;
  unapplied: number;
  failure: string | null;
  checked: Record<string, unknown>;
  profile?: { lines: readonly string[] } | undefined;
  moves?: readonly MoveWindow[] | undefined;
}): void {
  const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  console.log(
    `match: made ${f1(r.match.created!)} ms, ${r.seats} joined in ${f1(r.match.joined! / 1000)} s, connected in ${f1(r.match.connected! / 1000)} s ` +
      `(${f1(mb(r.match.connectBytes!))} MB received, server CPU ${f1(r.match.connectServerCpu!)} s)`,
  );
  console.log(
    'step  sent  acked  ack p50   ack p99   ack max   last->views  turn     MB recv  msgs     server CPU  server RSS',
  );
  for (const f of r.figures) {
    console.log(
      [
        String(f.step).padEnd(5),
        String(f.submissions).padEnd(5),
        String(f.acknowledged).padEnd(6),
        `${f1(f.ackP50!)} ms`.padEnd(9),
        `${f1(f.ackP99!)} ms`.padEnd(9),
        `${f1(f.ackMax!)} ms`.padEnd(9),
        `${f1(f.lastSubmissionToViews! / 1000)} s`.padEnd(12),
        `${f1(f.turnWall! / 1000)} s`.padEnd(8),
        f1(mb(f.bytes!)).padEnd(8),
        String(f.messages).padEnd(8),
        `${f1(f.serverCpu!)} s`.padEnd(11),
        `${f1(mb(f.serverRss!))} MB`,
      ].join(' '),
    );
  }
  for (const f of r.figures)
    console.log(
      `step ${f.step}: sent over ${f1(f.sendSpan / 1000)} s; median acknowledgement of each tenth, in the order sent: ` +
        `${f.ackByTenth.map((t) => f1(t)).join(', ')} ms; the slowest 1% (sent at, took): ` +
        `${f.slowest.map((x) => `${f1(x.sentAfter)}/${f1(x.latency)}`).join(', ')} ms`,
    );
  console.log(
    `server: CPU ${f1(r.server.cpu)} s in all, peak RSS ${f1(mb(r.server.peakRss))} MB, event loop delay p99 ${f1(r.server.loopDelayP99)} ms, max ${f1(r.server.loopDelayMax)} ms; players: CPU ${f1(r.players.cpu)} s, peak RSS ${f1(mb(r.players.peakRss))} MB`,
  );
  console.log(
    `storage calls (count, median, max ms): ${Object.entries(r.server.timings)
      .map(([name, t]) => `${name} ${t.count}, ${f1(t.median)}, ${f1(t.max)}`)
      .join('; ')}`,
  );
  console.log(
    `server CPU from a step's first journal write to its close resolved (its moves and its resolution): ${r.server.stepCpu
      .map((c) => `${f1(c * 1000)} ms`)
      .join(', ')}`,
  );
  console.log(
    `checked: ${JSON.stringify(r.checked)}; acknowledgements missing: ${r.lateAcks}; connections dropped: ${r.drops}, orders sent again: ${r.resent}`,
  );
  if (r.failure !== null) console.log(`FAILED: ${r.failure}`);
  for (const line of r.profile?.lines ?? []) console.log(line);
  for (const [k, w] of (r.moves ?? []).entries())
    console.log(
      `step ${k + 1}'s moves in the profile: ${f1(w.wallMs)} ms from the first to the close, ${f1(w.busyMs)} ms busy, ` +
        `${w.perMoveMs.toFixed(3)} ms a move; of which (self time, ms a move): ` +
        w.busiest.map((b) => `${b.name} ${b.perMoveMs.toFixed(3)}`).join('; '),
    );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
