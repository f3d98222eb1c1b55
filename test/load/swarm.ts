/**
 * The load test's players: one raw socket.io connection per seat (its own WebSocket, as a
 * player's browser would have), each speaking boardgame.io's protocol by hand (`sync`,
 * then `update` with a `submitOrders` move) and playing Harvester's gatherer bot from the
 * view it received. A child process of the orchestrator (orchestrate.ts), driven over IPC.
 *
 * What it measures, on its own clock: each submission's time to its acknowledgement (the
 * first message to that seat showing its orders taken, or the next step); for each step,
 * the time from the last submission to the moment every seat holds its view of the next
 * step; and every byte the sockets received. It asks the orchestrator to mark the server's
 * CPU and memory at the start and at the end of every turn.
 */
import { applyPatch, type Operation } from 'rfc6902';
import { io, type Socket } from 'socket.io-client';
import type { SeatState } from '../../src/boardgame-io/index.js';
import { HARVESTER } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { canonicalHash } from './canonical.js';
import type { SwarmMessage, SwarmReport, SwarmStart, TurnFigures } from './protocol.js';

/** One seat's connection and what it has seen. */
interface Seat {
  readonly index: number;
  readonly playerID: string;
  readonly credentials: string;
  socket: Socket | null;
  /** The last `G` received, and its `_stateID`. */
  g: SeatState | null;
  stateID: number;
  /** The whole state last received: what a patch applies to. */
  state: { G: SeatState; _stateID: number } | null;
  /** The step whose orders were last sent, when, and whether they were acknowledged. */
  sentStep: number;
  sentAt: number;
  acked: boolean;
  /** The last step whose view arrived. */
  viewStep: number;
  /** Messages and bytes received. */
  messages: number;
  bytes: number;
}

const send = (m: SwarmMessage) => process.send!(m);
const now = () => performance.now();

/** Asks the orchestrator to mark the server's CPU and memory now; resolves once marked. */
let marks = 0;
const pendingMarks = new Map<number, () => void>();
function mark(label: string): Promise<void> {
  const id = ++marks;
  return new Promise((resolve) => {
    pendingMarks.set(id, resolve);
    send({ type: 'mark', id, label });
  });
}

async function lobby(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/games/harvester/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`lobby ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function play(start: SwarmStart): Promise<SwarmReport> {
  const { url, seats: n, turns } = start;
  const options = HARVESTER.readOptions!({ players: String(n) });
  if (!options.ok) throw new Error(`options: ${JSON.stringify(options.error)}`);

  // The match, through boardgame.io's lobby: made, then every seat joined in turn.
  let t = now();
  const { matchID } = (await lobby(start.url, 'create', {
    numPlayers: n,
    setupData: { seed: start.seed, options: options.value },
  })) as { matchID: string };
  const created = now() - t;
  t = now();
  const seats: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const joined = await lobby(url, `${matchID}/join`, { playerID: String(i), playerName: `seat ${i}` });
    seats.push({
      index: i,
      playerID: String(i),
      credentials: joined.playerCredentials as string,
      socket: null,
      g: null,
      stateID: -1,
      state: null,
      sentStep: -1,
      sentAt: 0,
      acked: true,
      viewStep: -1,
      messages: 0,
      bytes: 0,
    });
  }
  const joinedIn = now() - t;

  // Per step: when each submission and acknowledgement happened, and when each view arrived.
  const acks: number[][] = [];
  const lastSent: number[] = [];
  const viewsAt: number[][] = [];
  const orders: Record<string, string>[] = [];
  let lateAcks = 0;
  let onView: ((seat: Seat) => void) | null = null;

  // Bots run one seat at a time, each in its own turn of the event loop, so that messages
  // arriving meanwhile are taken (and timed) as they come.
  const queue: Seat[] = [];
  let draining = false;
  const drain = () => {
    if (draining) return;
    draining = true;
    const next = () => {
      const seat = queue.shift();
      if (seat === undefined) {
        draining = false;
        return;
      }
      const g = seat.g!;
      if (g.step < firstStep + turns && g.player !== null && seat.sentStep < g.step) {
        const given =
          HARVESTER.bots.gatherer!.bot(g.view as never, botRng(start.seed, g.player, g.step)) ?? [];
        const text = JSON.stringify(given);
        (orders[g.step] ??= {})[g.player] = text;
        seat.sentStep = g.step;
        seat.acked = false;
        seat.sentAt = now();
        lastSent[g.step] = seat.sentAt;
        seat.socket!.emit(
          'update',
          {
            type: 'MAKE_MOVE',
            payload: {
              type: 'submitOrders',
              args: [JSON.parse(text), g.step],
              playerID: seat.playerID,
              credentials: seat.credentials,
            },
          },
          seat.stateID,
          matchID,
          seat.playerID,
        );
      }
      setImmediate(next);
    };
    setImmediate(next);
  };

  let playing = false;
  let resent = 0;
  const received = (seat: Seat, g: SeatState, stateID: number, sync = false) => {
    seat.g = g;
    seat.stateID = stateID;
    // Back from a dropped connection, a seat whose orders the server does not show sends them again.
    if (sync && playing && !seat.acked && g.step === seat.sentStep && g.orders === null) {
      seat.sentStep = g.step - 1;
      resent++;
      queue.push(seat);
      drain();
    }
    if (!seat.acked && (g.step > seat.sentStep || (g.step === seat.sentStep && g.orders !== null))) {
      seat.acked = true;
      (acks[seat.sentStep] ??= []).push(now() - seat.sentAt);
    }
    if (g.step > seat.viewStep) {
      seat.viewStep = g.step;
      (viewsAt[g.step] ??= [])[seat.index] = now();
      if (playing) {
        queue.push(seat);
        drain();
      }
      onView?.(seat);
    }
  };

  // Every socket, connected a few at a time, each asking for its seat's state.
  t = now();
  let bytesBefore = 0;
  let messagesBefore = 0;
  let drops = 0;
  let unapplied = 0;
  const connect = (seat: Seat) =>
    new Promise<void>((resolve, reject) => {
      // A player whose connection drops connects again and asks for its state, as
      // boardgame.io's own client does; every drop is counted.
      const socket = io(`${url}/harvester`, {
        forceNew: true,
        transports: ['websocket'],
        reconnectionDelay: 500,
        reconnectionDelayMax: 2000,
      });
      seat.socket = socket;
      socket.io.on('open', () => {
        // Every frame the engine receives, counted before socket.io decodes it.
        socket.io.engine.on('data', (data: unknown) => {
          seat.bytes += typeof data === 'string' ? Buffer.byteLength(data) : (data as ArrayBuffer).byteLength;
        });
      });
      socket.onAny(() => {
        seat.messages++;
      });
      socket.on('sync', (_match: string, info: { state: { G: SeatState; _stateID: number } }) => {
        seat.state = info.state;
        received(seat, info.state.G, info.state._stateID, true);
        resolve();
      });
      socket.on('update', (_match: string, state: { G: SeatState; _stateID: number }) => {
        seat.state = state;
        received(seat, state.G, state._stateID);
      });
      // An acknowledgement as boardgame.io's patch: applied, as its client does, to the state
      // held, which must be the one it was made from (its client ignores it otherwise).
      socket.on('patch', (_match: string, prev: number, stateID: number, patch: Operation[]) => {
        if (seat.state === null || seat.stateID !== prev) {
          unapplied++;
          return;
        }
        applyPatch(seat.state, patch);
        received(seat, seat.state.G, stateID);
      });
      socket.on('connect', () => socket.emit('sync', matchID, seat.playerID, seat.credentials, n));
      socket.on('disconnect', () => {
        drops++;
      });
      socket.once('connect_error', reject);
    });
  for (let i = 0; i < n; i += start.connectBatch) {
    await Promise.all(seats.slice(i, i + start.connectBatch).map(connect));
  }
  // The connections' own messages (each seat's connection broadcast to the others) settle.
  await new Promise((r) => setTimeout(r, 200));
  const connectedIn = now() - t;
  const connectBytes = seats.reduce((a, s) => a + s.bytes, 0);
  bytesBefore = connectBytes;
  messagesBefore = seats.reduce((a, s) => a + s.messages, 0);
  const firstStep = seats[0]!.g!.step;

  const figures: TurnFigures[] = [];
  let failure: string | null = null;
  await mark('start');
  for (let step = firstStep; step < firstStep + turns; step++) {
    const turnStart = now();
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const views = seats.filter((s) => s.viewStep > step).length;
        const acked = (acks[step] ?? []).length;
        reject(
          new Error(
            `step ${step}: after ${start.turnTimeoutMs} ms, ${views} of ${n} seats hold the next view, ${acked} acknowledged`,
          ),
        );
      }, start.turnTimeoutMs);
      onView = () => {
        if (seats.every((s) => s.viewStep > step)) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    if (step === firstStep) {
      // From now on each seat plays as soon as a view of a new step reaches it.
      playing = true;
      for (const seat of seats) queue.push(seat);
      drain();
    }
    try {
      await done;
    } catch (e) {
      failure = (e as Error).message;
      break;
    }
    const allViews = Math.max(...(viewsAt[step + 1] ?? []).filter((x) => x !== undefined));
    // Acknowledgements still owed once every seat holds the next view count as lost.
    lateAcks += seats.filter((s) => s.sentStep === step && !s.acked).length;
    await mark(`turn ${step}`);
    const latencies = [...(acks[step] ?? [])].sort((a, b) => a - b);
    const bytes = seats.reduce((a, s) => a + s.bytes, 0);
    const messages = seats.reduce((a, s) => a + s.messages, 0);
    figures.push({
      step,
      submissions: Object.keys(orders[step] ?? {}).length,
      acknowledged: latencies.length,
      ackP50: percentile(latencies, 50),
      ackP99: percentile(latencies, 99),
      ackMax: latencies.at(-1) ?? Number.NaN,
      lastSubmissionToViews: allViews - lastSent[step]!,
      turnWall: allViews - turnStart,
      bytes: bytes - bytesBefore,
      messages: messages - messagesBefore,
    });
    bytesBefore = bytes;
    messagesBefore = messages;
  }
  onView = null;
  // Each seat's last view, by hash, for the orchestrator to compare with the contract's.
  const lastViews: Record<string, string> = {};
  for (const seat of seats) {
    const g = seat.g!;
    if (g.player !== null) lastViews[g.player] = canonicalHash(g.view);
  }
  const dropped = drops;
  for (const seat of seats) seat.socket?.close();
  return {
    matchID,
    created,
    joined: joinedIn,
    connected: connectedIn,
    connectBytes,
    firstStep,
    figures,
    orders,
    lastViews,
    lateAcks,
    drops: dropped,
    resent,
    unapplied,
    failure,
    cpu: process.cpuUsage(),
    maxRSS: process.resourceUsage().maxRSS,
  };
}

process.on('message', (m: SwarmMessage) => {
  if (m.type === 'marked') pendingMarks.get(m.id)?.();
  if (m.type === 'start')
    play(m).then(
      (report) => send({ type: 'report', report }),
      (e: Error) => send({ type: 'error', message: e.stack ?? String(e) }),
    );
});
