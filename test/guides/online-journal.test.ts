/**
 * The online guide's server for big matches (its `seats` and `journal` options) on
 * PostgreSQL, with a Harvester match of four seats: an order acknowledged to its seat is in
 * the database when the acknowledgement arrives (in the journal, not a whole state), a
 * server started again in the middle of the step reads the match back with those orders in
 * their order, and the step, resolved on the new server, ends where the game contract ends
 * with the same orders in the same order. The journal is emptied once the step is written
 * whole. Then the server is started again after the close, and again in the middle of the
 * next step: every seat is told the report the contract gives it each time, whether `G`
 * stores the reports or keeps the step to make them again (`reports: 'derived'`). A private cluster (test/load/postgres.ts); skipped without PostgreSQL, except under
 * CI=true, where that fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MatchState, matchSeed, pendingOrders, type SeatState } from '../../src/boardgame-io/index.js';
import { asJson } from '../../src/boardgame-io/match-state.js';
import { GAMES } from '../../src/games.js';
import { optionsFor, storedMatch } from '../boardgame-io/hosted.js';
import { botOrders } from '../boardgame-io/raw-match.js';
import { type RawSocket, rawSocket } from '../boardgame-io/raw-socket.js';
import { type Cluster, postgresBin, startCluster } from '../load/postgres.js';
import {
  type Hosted,
  host,
  openMatch,
  PostgresMatches,
  pgJournal,
  postgresJournal,
} from './online.example.js';

const SECRET = 'online-journal-secret';
const MISSING = 'PostgreSQL was not found (initdb and pg_ctl on the PATH or in /usr/lib/postgresql/<n>/bin)';

if (postgresBin() === null && process.env.CI === 'true') {
  describe('the big-match server on PostgreSQL', () => {
    it('finds PostgreSQL', () => {
      throw new Error(MISSING);
    });
  });
} else if (postgresBin() === null) {
  describe.skip(`the big-match server on PostgreSQL (skipped: ${MISSING})`, () => {
    it('keeps acknowledged orders', () => {});
  });
} else {
  describe('the big-match server on PostgreSQL, started again in the middle of a step', () => {
    const game = GAMES.named('harvester')!;
    const setupData = { seed: 'online-journal', options: optionsFor(game, 4) };
    let cluster: Cluster | undefined;
    let store: PostgresMatches | undefined;
    let hosted: Hosted | undefined;
    const sockets: RawSocket[] = [];

    let closeJournal: (() => Promise<void>) | undefined;

    /** Who takes the orders, what writes the journal (Sequelize's connection, or its own through node-postgres), and what G keeps of the seats' reports. */
    interface Way {
      readonly orders: 'master' | 'direct';
      readonly journal: 'sequelize' | 'pg';
      readonly reports: 'stored' | 'derived';
    }
    const start = async (way: Way) => {
      const connection = { database: 'postgres', username: 'postgres', host: cluster!.socketDir };
      store = new PostgresMatches({ ...connection, logging: false });
      const own = way.journal === 'pg' ? await pgJournal(connection) : undefined;
      closeJournal = own?.close;
      hosted = await host({
        secret: SECRET,
        port: 0,
        db: store,
        seats: { orders: way.orders },
        journal: own ?? (await postgresJournal(store)),
        reports: way.reports,
      });
      return hosted;
    };
    const stop = async () => {
      for (const s of sockets.splice(0)) s.close();
      await hosted?.stop();
      await store?.sequelize.close();
      await closeJournal?.();
      hosted = undefined;
      store = undefined;
      closeJournal = undefined;
    };
    /** The journal's entries of a match, read through the store's own connection. */
    const journaled = async (matchID: string) => {
      const [rows] = await store!.sequelize.query(
        'SELECT "stateID" FROM "MatchJournal" WHERE "matchID" = $1 ORDER BY "stateID"',
        {
          bind: [matchID],
        },
      );
      return (rows as { stateID: number }[]).map((r) => r.stateID);
    };
    const connect = async (matchID: string) => {
      const s = await rawSocket(hosted!.url, game.id, matchID);
      sockets.push(s);
      return s;
    };

    beforeAll(() => {
      cluster = startCluster({ fsync: 'off' });
    });
    afterAll(async () => {
      await stop();
      await cluster?.stop();
    });

    // Orders taken by boardgame.io's master, and by the transport itself (`orders: 'direct'`);
    // the journal written through Sequelize, and through node-postgres (`pgJournal`); the
    // reports stored in G, and derived from the step G keeps (`reports: 'derived'`).
    const ways: readonly Way[] = [
      { orders: 'master', journal: 'sequelize', reports: 'stored' },
      { orders: 'direct', journal: 'sequelize', reports: 'stored' },
      { orders: 'direct', journal: 'pg', reports: 'stored' },
      { orders: 'direct', journal: 'pg', reports: 'derived' },
    ];
    for (const way of ways)
      it(`keeps every acknowledged order, reads them back in their order, resolves the step as the contract does, and tells every seat its report again after a restart at the close and in the next step (orders: ${way.orders}, journal: ${way.journal}, reports: ${way.reports})`, async () => {
        await start(way);
        const { matchID, credentials } = await openMatch(hosted!.url, game.id, 4, setupData);
        const seats = await Promise.all([0, 1, 2, 3].map(() => connect(matchID)));
        const synced = await Promise.all(seats.map((s, i) => s.sync(String(i), credentials[i])));
        const orders = synced.map(({ state }) => botOrders(game, state.G));
        const send = (
          s: RawSocket,
          i: number,
          state: { G: SeatState; _stateID: number },
          given: readonly unknown[] = orders,
        ) =>
          s.move({
            playerID: String(i),
            claimed: String(i),
            credentials: credentials[i]!,
            stateID: state._stateID,
            args: [given[i], state.G.step],
          });

        // Seats 2 and 0 send, in that order; each acknowledgement finds its state journaled.
        for (const i of [2, 0]) {
          const acked = seats[i]!.next((m) => m[0] === 'patch');
          send(seats[i]!, i, synced[i]!.state);
          const [, , , stateID] = await acked;
          expect(await journaled(matchID)).toContain(stateID);
        }

        // A new server on the same database: the match as it was, the two orders in their order.
        await stop();
        await start(way);
        const { stored } = await storedMatch(hosted!, matchID);
        expect(stored.arrival).toEqual([stored.seats[2], stored.seats[0]]);
        expect(pendingOrders(stored)).toEqual({
          [stored.seats[2]!]: orders[2],
          [stored.seats[0]!]: orders[0],
        });

        // The other two seats come back and send: the step is resolved on the new server.
        const back = await Promise.all([1, 3].map(() => connect(matchID)));
        const again = await Promise.all(
          back.map((s, k) => s.sync(String([1, 3][k]), credentials[[1, 3][k]!])),
        );
        const next = back[0]!.next(
          (m) => m[0] === 'update' && (m[2] as { G: SeatState }).G.step > synced[0]!.state.G.step,
        );
        back.forEach((s, k) => send(s, [1, 3][k]!, again[k]!.state));
        const [, , closed] = (await next) as [string, string, { G: SeatState }];
        await stop();

        // What the database holds, read through a new connection.
        store = new PostgresMatches({
          database: 'postgres',
          username: 'postgres',
          host: cluster!.socketDir,
          logging: false,
        });
        const { state, log } = await store.fetch(matchID, { state: true, log: true });
        const after = state!.G as MatchState;
        const arrival = (log ?? [])
          .filter((e) => e.action.type === 'MAKE_MOVE')
          .map((e) => after.seats[Number(e.action.payload.playerID)]!);
        expect(arrival).toEqual([after.seats[2], after.seats[0], after.seats[1], after.seats[3]]);
        const made = game.setup(setupData.options, matchSeed(setupData.seed, SECRET));
        if (!made.ok) throw new Error('setup');
        const byPlayer = Object.fromEntries(after.seats.map((p, i) => [p, orders[i]]));
        const step = game.resolve(made.value, byPlayer, { arrival });
        const parsed = game.parse(after.state!);
        expect(parsed.ok && game.hash(parsed.value)).toBe(game.hash(step.state));
        // The step was written whole: its journal entries are forgotten.
        expect(await journaled(matchID)).toEqual([]);
        // G holds every seat's report, or the step to make them again from.
        if (way.reports === 'stored') {
          expect(Object.keys(after.reports).sort()).toEqual([...after.seats].sort());
          expect(after.lastStep).toBeUndefined();
        } else {
          expect(after.reports).toEqual({});
          expect(after.lastStep).toMatchObject({ arrival, received: arrival.map((p) => byPlayer[p]) });
        }
        await store.sequelize.close();
        store = undefined;

        // What the contract tells each seat of the step, and what seat 1 was told live.
        const told = asJson(game.reports(step)) as Record<string, unknown>;
        expect(closed.G.report).toEqual(told[after.seats[1]!]);
        const reportsRead = async () => {
          const seated = await Promise.all([0, 1, 2, 3].map(() => connect(matchID)));
          const read = await Promise.all(seated.map((s, i) => s.sync(String(i), credentials[i])));
          read.forEach(({ state }, i) => {
            expect(state.G.step).toBe(closed.G.step);
            expect(state.G.report).toEqual(told[after.seats[i]!]);
          });
          return { seated, read };
        };

        // A new server after the close: every seat is told its report again.
        await start(way);
        const atClose = await reportsRead();
        // Seats 2 and 0 send the next step's orders, and a new server reads the match in the
        // middle of that step: the same reports, and the orders taken.
        const nextOrders = atClose.read.map(({ state }) => botOrders(game, state.G));
        for (const i of [2, 0]) {
          const acked = atClose.seated[i]!.next((m) => m[0] === 'patch');
          send(atClose.seated[i]!, i, atClose.read[i]!.state, nextOrders);
          await acked;
        }
        await stop();
        await start(way);
        const midStep = await reportsRead();
        expect(midStep.read[2]!.state.G.orders).toEqual(nextOrders[2]);
        expect(midStep.read[1]!.state.G.orders).toBeNull();
        await stop();
      }, 120_000);

    it("keeps its journal when PostgreSQL ends the journal pool's idle connection", async () => {
      // A variable, not a literal: the pool also takes node-postgres's `application_name`.
      const connection = {
        database: 'postgres',
        username: 'postgres',
        host: cluster!.socketDir,
        application_name: 'journal-under-test',
      };
      const journal = await pgJournal(connection);
      const admin = new PostgresMatches({ ...connection, logging: false });
      try {
        expect(await journal.read('no-match', 0)).toEqual([]);
        // What a restart or an administrator does to every connection: the idle one is told
        // FATAL 57P01. Unheard on the pool, that error ended the process (a CI run's
        // "Uncaught Exception: terminating connection due to administrator command").
        const [ended] = await admin.sequelize.query(
          "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'journal-under-test'",
        );
        expect(ended).toEqual([{ ended: true }]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await journal.read('no-match', 0)).toEqual([]);
      } finally {
        await admin.sequelize.close();
        await journal.close();
      }
    });
  });
}
