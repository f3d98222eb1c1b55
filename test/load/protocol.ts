/**
 * The messages between the load test's orchestrator and its two child processes, the
 * server (server.ts) and the players (swarm.ts), over Node's IPC channel.
 */

/** What the server process uses of its CPU and memory at a moment. */
export interface ServerUsage {
  /** CPU time since the process started, user and system, in microseconds. */
  readonly user: number;
  readonly system: number;
  /** Resident set size and V8 heap in use now, in bytes. */
  readonly rss: number;
  readonly heapUsed: number;
  /** The largest resident set size so far, in kilobytes. */
  readonly maxRSS: number;
  /** The event loop's largest delay and its 99th percentile so far, in milliseconds. */
  readonly loopDelayMax: number;
  readonly loopDelayP99: number;
}

/** What the server is asked to do. */
export type ServerCommand =
  | {
      readonly type: 'start';
      /** The design pieces to host with (see server.ts). */
      readonly design: readonly string[];
      /** The PostgreSQL cluster's socket folder. */
      readonly socketDir: string;
      readonly secret: string;
    }
  | { readonly type: 'mark'; readonly id: number }
  | { readonly type: 'stop' };

/** What the server says. */
export type ServerMessage =
  | { readonly type: 'ready'; readonly url: string }
  | { readonly type: 'marked'; readonly id: number; readonly usage: ServerUsage }
  | {
      readonly type: 'stopped';
      readonly usage: ServerUsage;
      /** Each storage and journal call's count, median and largest duration (ms). */
      readonly timings: Readonly<Record<string, { count: number; median: number; max: number }>>;
      /**
       * Each step's server CPU (seconds) from its first journal write asked for to its state
       * asked to be written whole: the step's moves and its resolution, not its views.
       */
      readonly stepCpu: readonly number[];
      /** When each step's first journal write was asked for, on the CPU profile's clock (µs). */
      readonly stepStarts: readonly number[];
    }
  | { readonly type: 'error'; readonly message: string };

/** How the players are to play. */
export interface SwarmStart {
  readonly type: 'start';
  readonly url: string;
  readonly seats: number;
  readonly turns: number;
  /** The match's public seed and the bots' seed. */
  readonly seed: string;
  /** How long a step may take before the run is given up. */
  readonly turnTimeoutMs: number;
  /** How many sockets connect at once. */
  readonly connectBatch: number;
}

/** One step as the players saw it. */
export interface TurnFigures {
  readonly step: number;
  readonly submissions: number;
  readonly acknowledged: number;
  /** Milliseconds from a submission to its acknowledgement. */
  readonly ackP50: number;
  readonly ackP99: number;
  readonly ackMax: number;
  /** Milliseconds from the step's last submission to the moment every seat held its view of the next step. */
  readonly lastSubmissionToViews: number;
  /** Milliseconds from the step's first submission to its last. */
  readonly sendSpan: number;
  /** The median acknowledgement of each tenth of the submissions, in the order sent. */
  readonly ackByTenth: readonly number[];
  /** The slowest 1% of acknowledgements, each with when it was sent after the step's first submission. */
  readonly slowest: readonly { readonly sentAfter: number; readonly latency: number }[];
  /** Milliseconds from the players' first view of the step to every seat's view of the next. */
  readonly turnWall: number;
  /** Bytes and messages the sockets received during the step. */
  readonly bytes: number;
  readonly messages: number;
}

/** What the players report at the end. */
export interface SwarmReport {
  readonly matchID: string;
  /** Milliseconds to make the match, to join every seat, to connect every socket. */
  readonly created: number;
  readonly joined: number;
  readonly connected: number;
  /** Bytes received while connecting. */
  readonly connectBytes: number;
  readonly firstStep: number;
  readonly figures: readonly TurnFigures[];
  /** The orders sent, by step and player, as JSON text. */
  readonly orders: readonly (Readonly<Record<string, string>> | undefined)[];
  /** Each player's last view, as the SHA-1 of its JSON. */
  readonly lastViews: Readonly<Record<string, string>>;
  /** Submissions never acknowledged before every seat held the next step's view. */
  readonly lateAcks: number;
  /** How many times a player's connection dropped (each connected again and asked for its state). */
  readonly drops: number;
  /** How many orders were sent again after a drop (the server's state did not show them). */
  readonly resent: number;
  /** Patches that did not apply to the state the seat held (boardgame.io's client ignores them). */
  readonly unapplied: number;
  /** Why the run stopped early, or null. */
  readonly failure: string | null;
  /** The players' own CPU (microseconds) and peak memory (kilobytes). */
  readonly cpu: { readonly user: number; readonly system: number };
  readonly maxRSS: number;
}

/** What the players say. */
export type SwarmMessage =
  | SwarmStart
  | { readonly type: 'marked'; readonly id: number }
  | { readonly type: 'mark'; readonly id: number; readonly label: string }
  | { readonly type: 'report'; readonly report: SwarmReport }
  | { readonly type: 'error'; readonly message: string };
