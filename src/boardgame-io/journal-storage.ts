/**
 * A boardgame.io storage for matches of many seats: reads from memory, each move written
 * as what it changed, the whole state once a step.
 *
 * boardgame.io's master, for every move, reads the match's state and metadata from its
 * storage and writes both back whole: with N seats each sending orders once a step, and a
 * state (and its metadata, and bgio-postgres's whole log) that grows with N, a step costs
 * N² in the database, and the master takes the next move only once the last one's writes
 * have ended. This storage wraps another (bgio-postgres, or any of boardgame.io's
 * asynchronous storages) and a {@link MatchJournal}:
 *
 * - A match's state, metadata, log and first state are read from the storage once, then
 *   kept in memory (one server owns its matches, as boardgame.io's per-match queue of
 *   moves already assumes); the least recently used idle matches are let go.
 * - A state that closes a step (boardgame.io's turn changed) or ends the game is written
 *   whole to the storage (with the log of the step's moves), and the journal's entries
 *   before it are forgotten. Any other state is written as an entry of the journal: what
 *   changed from the state before ({@link statePatch}) and the move's log, a few hundred
 *   bytes for a seat's orders.
 * - Writes are made in order, one at a time per match, each taking every entry waiting
 *   (a group commit): the master is answered at once and takes the next move, and
 *   {@link JournalStorage.kept} says when a state has been written, so that a seat is told
 *   its orders were taken only once they would survive the server (seatTransport's `kept`).
 * - Metadata is written after the fact, the last version once, when only what changes on
 *   every move changed (`updatedAt`, a player's `isConnected`); a change to what lasts (a
 *   player joining, the game's end) is answered once written.
 * - A match read back is the last state written whole with the journal's later entries
 *   applied, and its log with theirs. If a write fails, nothing later of that match is
 *   written or told (`kept` rejects), the failure goes to `onError`, and the match is read
 *   back from what was written the next time it is asked for.
 *
 * It needs nothing of boardgame.io's code: its storage is matched structurally.
 */
import { SimulturnError } from '../kernel/issue.js';
import { applyPatch, type PatchOp, statePatch } from './state-patch.js';

/** One state of a match written as what changed from the one before. */
export interface JournalEntry {
  /** The match the state belongs to (one append may carry entries of several). */
  readonly matchID: string;
  /** The state's `_stateID`. */
  readonly stateID: number;
  /** The `_stateID` of the state the patch applies to. */
  readonly base: number;
  /** What changed. */
  readonly patch: readonly PatchOp[];
  /** The log entries of the move (boardgame.io's `deltalog`). */
  readonly deltalog: readonly unknown[];
}

/** Where the entries are kept: a table of the match's database, for instance (the online guide has one for PostgreSQL). */
export interface MatchJournal {
  /** Writes the entries (of one match or several) all together or not at all; resolves once they are durable. */
  append(entries: readonly JournalEntry[]): Promise<void>;
  /** A match's entries whose `stateID` is above `afterStateID`, by `stateID`. */
  read(matchID: string, afterStateID: number): Promise<readonly JournalEntry[]>;
  /** Forgets a match's entries whose `stateID` is at most `stateID` (a state written whole holds them). */
  forgetThrough(matchID: string, stateID: number): Promise<void>;
}

/**
 * What boardgame.io's master may ask to read of a match (its `StorageAPI.FetchOpts`): each
 * part asked for is read, the others are left out, so that a move need not read the log.
 */
export interface FetchOptions {
  /** The match's latest state. */
  readonly state?: boolean;
  /** The match's metadata (its players, their credentials, whether it is over). */
  readonly metadata?: boolean;
  /** Every move's log entries so far. */
  readonly log?: boolean;
  /** The state the match was set up with, before any move. */
  readonly initialState?: boolean;
}

/** What a storage reads back of a match (boardgame.io's `StorageAPI.FetchResult`): the parts that {@link FetchOptions} asked for. */
export interface Fetched {
  /** The match's latest state, when asked for. */
  state?: unknown;
  /** The match's metadata, when asked for. */
  metadata?: unknown;
  /** The match's log, when asked for (null or absent when the storage keeps none). */
  log?: unknown[] | null;
  /** The state the match was set up with, when asked for. */
  initialState?: unknown;
}

/**
 * boardgame.io's asynchronous storage (`StorageAPI.Async`), as far as this one uses it:
 * matched structurally, so that bgio-postgres or boardgame.io's own storages fit without
 * this entry importing them.
 */
export interface AsyncStorage {
  /** Opens the storage (its database connection) before the server serves; optional, as in boardgame.io. */
  connect?(): Promise<void>;
  /** Stores a new match: its first state (also kept as its initial state) and its metadata. */
  createMatch(matchID: string, options: { initialState: unknown; metadata: unknown }): Promise<void>;
  /** Writes a match's state whole, and adds `deltalog` (the log of the moves that made it) to the match's log. */
  setState(matchID: string, state: unknown, deltalog?: unknown[]): Promise<void>;
  /** Writes a match's metadata whole. */
  setMetadata(matchID: string, metadata: unknown): Promise<void>;
  /** Reads the parts of a match that `options` asks for. */
  fetch(matchID: string, options: FetchOptions): Promise<Fetched>;
  /** Removes a match and everything stored of it. */
  wipe(matchID: string): Promise<void>;
  /** The ids of the stored matches, for boardgame.io's lobby (`options`: boardgame.io's `ListMatchesOpts`, a game's name and filters). */
  listMatches(options?: unknown): Promise<string[]>;
}

/** What {@link journalStorage} takes besides the storage and the journal. */
export interface JournalStorageOptions {
  /** How many matches to keep in memory at most (default 64); only idle ones are let go. */
  readonly matches?: number;
  /** Whether `next` is written whole (default: boardgame.io's turn changed, or the game ended). */
  readonly wholeWhen?: (previous: BoardgameState, next: BoardgameState) => boolean;
  /** A write that failed, with its match (default: `console.error`). */
  readonly onError?: (error: unknown, matchID: string) => void;
}

/** A boardgame.io state, as far as this storage reads it. */
export interface BoardgameState {
  /** boardgame.io's count of the match's states: each move makes the next; journal entries and `kept` are keyed by it. */
  readonly _stateID: number;
  /** boardgame.io's context, read to tell a state that closes a step or ends the game. */
  readonly ctx: {
    /** boardgame.io's turn: a simulturn step; when it changes, the state is written whole. */
    readonly turn?: number;
    /** Set once the game has ended; such a state is written whole. */
    readonly gameover?: unknown;
  };
}

/** A storage wrapped by {@link journalStorage}. */
export interface JournalStorage<S> {
  /** The storage to give boardgame.io's `Server` (as `db`). */
  readonly storage: S;
  /** Resolves once state `stateID` of the match (and every one before it) is written; rejects if a write failed. */
  kept(matchID: string, stateID: number): Promise<void>;
  /** Resolves once every write asked for so far has ended (written, or failed). */
  flush(): Promise<void>;
}

/**
 * The part of metadata that lasts, as last asked to be written: a change to it is answered
 * only once written. Kept flat (each player's id, name, credentials and data in turn), so
 * that checking a metadata of a thousand players costs a thousand comparisons and nothing
 * made: the master asks for a write on every move.
 */
interface Lasting {
  readonly top: readonly unknown[];
  readonly players: readonly unknown[];
}

/** What boardgame.io's metadata holds, as far as this storage reads it. */
interface Metadata {
  readonly gameName?: unknown;
  readonly setupData?: unknown;
  readonly gameover?: unknown;
  readonly nextMatchID?: unknown;
  readonly unlisted?: unknown;
  readonly players?: Readonly<Record<string, { name?: unknown; credentials?: unknown; data?: unknown }>>;
}

const topOf = (m: Metadata | undefined): unknown[] => [
  m?.gameName,
  m?.setupData,
  m?.gameover,
  m?.nextMatchID,
  m?.unlisted,
];

const lastingOf = (m: Metadata | undefined): Lasting => {
  const players: unknown[] = [];
  for (const id in m?.players ?? {}) {
    const p = m!.players![id]!;
    players.push(id, p.name, p.credentials, p.data);
  }
  return { top: topOf(m), players };
};

const sameTop = (a: Lasting, m: Metadata): boolean =>
  a.top[0] === m.gameName &&
  a.top[1] === m.setupData &&
  a.top[2] === m.gameover &&
  a.top[3] === m.nextMatchID &&
  a.top[4] === m.unlisted;

const sameLasting = (a: Lasting, m: Metadata): boolean => {
  if (!sameTop(a, m)) return false;
  let i = 0;
  for (const id in m.players ?? {}) {
    const p = m.players![id]!;
    if (a.players[i] !== id || a.players[i + 1] !== p.name || a.players[i + 2] !== p.credentials)
      return false;
    if (a.players[i + 3] !== p.data) return false;
    i += 4;
  }
  return i === a.players.length;
};

/** A write of the state's lane, waiting to be made. */
type Write =
  | { readonly kind: 'entry'; readonly entry: JournalEntry }
  | { readonly kind: 'whole'; readonly state: BoardgameState; readonly deltalog: unknown[] };

/** A match held in memory. */
interface Held {
  readonly matchID: string;
  state: BoardgameState | undefined;
  initialState: unknown;
  metadata: Metadata | undefined;
  log: unknown[];
  /** The last state written (or read back). */
  kept: number;
  /** The log of the states journaled since the last one written whole (the next whole write carries it). */
  sinceWhole: unknown[];
  /** The lasting part of the metadata, as last asked to be written. */
  lasting: Lasting;
  /** Whether the metadata has changed since it was last written. */
  metadataDirty: boolean;
  /** The state's lane: journal entries and whole states, in order, one write at a time. */
  readonly writes: Write[];
  writing: boolean;
  readonly waiters: { readonly stateID: number; resolve(): void; reject(e: unknown): void }[];
  /** The side lane: metadata and forgetting the journal, beside the state's, in order. */
  side: Promise<void>;
  sides: number;
  /** Called once the state's lane is empty. */
  readonly drained: (() => void)[];
  failed: { readonly error: unknown } | undefined;
  used: number;
}

const turnChanged = (previous: BoardgameState, next: BoardgameState): boolean =>
  next.ctx.turn !== previous.ctx.turn || next.ctx.gameover !== undefined;

/**
 * `store` with reads from memory and writes journaled (see the module's comment).
 * @example
 * ```ts
 * const db = journalStorage(new PostgresStore(connection), journal); // journal: a MatchJournal
 * const transport = seatTransport(new SocketIO(), parts, { kept: db.kept });
 * Server({ games, transport, db: db.storage });
 * ```
 */
export function journalStorage<S extends AsyncStorage>(
  store: S,
  journal: MatchJournal,
  options: JournalStorageOptions = {},
): JournalStorage<S> {
  const limit = Math.max(1, options.matches ?? 64);
  const wholeWhen = options.wholeWhen ?? turnChanged;
  const onError =
    options.onError ??
    ((error: unknown, matchID: string) =>
      console.error(
        `simulturn/boardgame.io: a write of match ${matchID} failed; the match is read back from storage`,
        error,
      ));
  const matches = new Map<string, Held>();
  const loading = new Map<string, Promise<Held | undefined>>();
  let tick = 0;

  const held = (
    matchID: string,
    state: BoardgameState | undefined,
    initialState: unknown,
    metadata: Metadata | undefined,
    log: unknown[],
    sinceWhole: unknown[],
  ): Held => ({
    matchID,
    state,
    initialState,
    metadata,
    log,
    kept: state?._stateID ?? -1,
    sinceWhole,
    lasting: lastingOf(metadata),
    metadataDirty: false,
    writes: [],
    writing: false,
    waiters: [],
    side: Promise.resolve(),
    sides: 0,
    drained: [],
    failed: undefined,
    used: ++tick,
  });

  const idle = (h: Held) =>
    !h.writing && h.writes.length === 0 && h.waiters.length === 0 && h.sides === 0 && !h.metadataDirty;

  /** Tells the waiters of every state now kept, in the order the states were made. */
  const settle = (h: Held) => {
    const done = h.waiters.filter((w) => w.stateID <= h.kept).sort((a, b) => a.stateID - b.stateID);
    if (done.length === 0) return;
    const rest = h.waiters.filter((w) => w.stateID > h.kept);
    h.waiters.length = 0;
    h.waiters.push(...rest);
    for (const w of done) w.resolve();
  };

  const letGo = () => {
    if (matches.size <= limit) return;
    const byAge = [...matches.entries()].filter(([, h]) => idle(h)).sort((a, b) => a[1].used - b[1].used);
    for (const [id] of byAge.slice(0, matches.size - limit)) matches.delete(id);
  };

  /** Runs `task` on the match's side lane, after the ones before it; a failure goes to `onError` and to the caller. */
  const aside = (h: Held, task: () => Promise<void>): Promise<void> => {
    h.sides++;
    const run = h.side.then(task);
    h.side = run.then(
      () => {},
      (error: unknown) => onError(error, h.matchID),
    );
    void h.side.then(() => {
      h.sides--;
    });
    return run;
  };

  /** Writes the match's metadata as it is now, if it changed since last written. */
  const writeMetadata = (h: Held): Promise<void> =>
    aside(h, async () => {
      if (!h.metadataDirty) return;
      h.metadataDirty = false;
      try {
        await store.setMetadata(h.matchID, h.metadata);
      } catch (error) {
        h.metadataDirty = true;
        throw error;
      }
    });

  /** Makes the state's lane's writes, in order, one at a time, each taking every journal entry waiting. */
  const pump = async (h: Held): Promise<void> => {
    if (h.writing) return;
    h.writing = true;
    try {
      while (h.writes.length > 0) {
        const first = h.writes[0]!;
        if (first.kind === 'entry') {
          let n = 0;
          while (n < h.writes.length && h.writes[n]!.kind === 'entry') n++;
          const batch = h.writes.splice(0, n).map((w) => (w as Extract<Write, { kind: 'entry' }>).entry);
          await journal.append(batch);
          h.kept = Math.max(h.kept, batch.at(-1)!.stateID);
        } else {
          h.writes.shift();
          await store.setState(h.matchID, first.state, first.deltalog);
          h.kept = Math.max(h.kept, first.state._stateID);
          // Off the state's lane: the entries it holds are forgotten, the metadata caught up.
          const through = first.state._stateID;
          void aside(h, () => journal.forgetThrough(h.matchID, through)).catch(() => {});
          if (h.metadataDirty) void writeMetadata(h).catch(() => {});
        }
        settle(h);
      }
    } catch (error) {
      // Nothing later of the match is written, and nobody waiting is told it was.
      h.failed = { error };
      h.writes.length = 0;
      for (const w of h.waiters.splice(0)) w.reject(error);
      onError(error, h.matchID);
    } finally {
      h.writing = false;
      if (h.failed !== undefined && matches.get(h.matchID) === h) matches.delete(h.matchID);
      for (const done of h.drained.splice(0)) done();
    }
  };

  /** The match read back: the last state written whole, the journal's later entries applied. */
  const load = async (matchID: string): Promise<Held | undefined> => {
    const found = await store.fetch(matchID, { state: true, metadata: true, log: true, initialState: true });
    if (found.state === undefined && found.metadata === undefined) return undefined;
    let state = found.state as BoardgameState | undefined;
    const log = [...(found.log ?? [])];
    const sinceWhole: unknown[] = [];
    if (state !== undefined) {
      for (const entry of await journal.read(matchID, state._stateID)) {
        if (entry.base !== state._stateID)
          throw new SimulturnError([
            {
              code: 'journal/out-of-order',
              path: [matchID, entry.stateID],
              message: `the journal's entry for state ${entry.stateID} of match ${matchID} applies to state ${entry.base}, not to ${state._stateID}`,
            },
          ]);
        state = applyPatch(state, entry.patch) as BoardgameState;
        log.push(...entry.deltalog);
        sinceWhole.push(...entry.deltalog);
      }
    }
    return held(matchID, state, found.initialState, found.metadata as Metadata | undefined, log, sinceWhole);
  };

  /** The match in memory, read back if it is not. */
  const hold = async (matchID: string): Promise<Held | undefined> => {
    const h = matches.get(matchID);
    if (h !== undefined && h.failed === undefined) {
      h.used = ++tick;
      return h;
    }
    let pending = loading.get(matchID);
    if (pending === undefined) {
      pending = load(matchID).finally(() => loading.delete(matchID));
      loading.set(matchID, pending);
    }
    const loaded = await pending;
    if (loaded !== undefined && !matches.has(matchID)) {
      matches.set(matchID, loaded);
      letGo();
    }
    return matches.get(matchID) ?? loaded;
  };

  const wrapped: AsyncStorage & { type(): number } = {
    // boardgame.io's `Type.ASYNC`: the master awaits every call.
    type: () => 1,
    connect: async () => {
      await store.connect?.();
    },
    async createMatch(matchID, opts) {
      await store.createMatch(matchID, opts);
      matches.set(
        matchID,
        held(
          matchID,
          opts.initialState as BoardgameState,
          opts.initialState,
          opts.metadata as Metadata,
          [],
          [],
        ),
      );
      letGo();
    },
    async setState(matchID, state, deltalog = []) {
      const h = await hold(matchID);
      const next = state as BoardgameState;
      if (h === undefined || h.state === undefined) {
        // A state for a match this storage has not read: written whole, as it comes.
        await store.setState(matchID, state, deltalog);
        return;
      }
      const previous = h.state;
      // A refused move gives the state back unchanged: there is nothing to write.
      if (next._stateID <= previous._stateID) return;
      h.state = next;
      h.log.push(...deltalog);
      if (wholeWhen(previous, next)) {
        h.writes.push({ kind: 'whole', state: next, deltalog: [...h.sinceWhole, ...deltalog] });
        h.sinceWhole = [];
      } else {
        const patch = statePatch(previous, next);
        h.writes.push({
          kind: 'entry',
          entry: { matchID, stateID: next._stateID, base: previous._stateID, patch, deltalog },
        });
        h.sinceWhole.push(...deltalog);
      }
      void pump(h);
    },
    async setMetadata(matchID, value) {
      const h = await hold(matchID);
      if (h === undefined) {
        await store.setMetadata(matchID, value);
        return;
      }
      const metadata = value as Metadata;
      // boardgame.io changes a player in place in the metadata it read, then writes that
      // object: those writes are checked player by player. The master's write on every move
      // is a copy with a new `updatedAt`, sharing the players this storage holds, which
      // were checked when last written: only its own fields are compared.
      const copy = metadata !== h.metadata && metadata.players === h.metadata?.players;
      const same = copy ? sameTop(h.lasting, metadata) : sameLasting(h.lasting, metadata);
      h.metadata = metadata;
      h.metadataDirty = true;
      // What changes on every move waits for the next whole write; what lasts is written now.
      if (same) return;
      h.lasting = lastingOf(metadata);
      await writeMetadata(h);
    },
    async fetch(matchID, opts) {
      const h = await hold(matchID);
      if (h === undefined) return {};
      const result: Fetched = {};
      if (opts.state) result.state = h.state;
      if (opts.metadata) result.metadata = h.metadata;
      if (opts.log) result.log = h.log;
      if (opts.initialState) result.initialState = h.initialState;
      return result;
    },
    async wipe(matchID) {
      matches.delete(matchID);
      await store.wipe(matchID);
      await journal.forgetThrough(matchID, Number.MAX_SAFE_INTEGER);
    },
    listMatches: (opts) => store.listMatches(opts),
  };

  return {
    storage: wrapped as unknown as S,
    kept(matchID, stateID) {
      const h = matches.get(matchID);
      if (h === undefined || h.kept >= stateID) return Promise.resolve();
      if (h.failed !== undefined) return Promise.reject(h.failed.error);
      return new Promise((resolve, reject) => h.waiters.push({ stateID, resolve, reject }));
    },
    async flush() {
      // Until every lane is empty: the state's writes, then the metadata still to write.
      for (;;) {
        const busy = [...matches.values()].filter(
          (h) => h.writing || h.writes.length > 0 || h.sides > 0 || h.metadataDirty,
        );
        if (busy.length === 0) return;
        await Promise.all(
          busy.map(async (h) => {
            if (h.writing || h.writes.length > 0)
              await new Promise<void>((resolve) => h.drained.push(resolve));
            // A write that fails has gone to onError; it is not tried again for ever.
            if (h.metadataDirty)
              await writeMetadata(h).catch(() => {
                h.metadataDirty = false;
              });
            await h.side;
          }),
        );
      }
    },
  };
}
