/**
 * The online guide's server with its matches in PostgreSQL (issue 18, Persistence): a
 * throwaway cluster of the distribution's PostgreSQL (initdb and pg_ctl, Debian's
 * `postgresql` package) in a temporary folder, reached on a Unix socket there, started and
 * stopped by this file. Four clients play Corporate War through bgio-postgres; halfway the
 * server is stopped and started again on the same database, the clients reconnect with
 * their credentials, find the match where it was, and play it to the end, which is the
 * end of the same match resolved by the contract directly. Then a server is stopped right
 * after a move, a client still connected (issue 30, B): `stop` ends the writes it took
 * before the connection is closed (none rejects, the move is stored) and a later call is
 * refused with `storage/drained`. Under CI=true a missing PostgreSQL fails; elsewhere the
 * file is skipped and says why.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MatchState, pendingOrders, type SeatState } from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';
import type { SimulturnError } from '../../src/index.js';
import { botRng } from '../../src/kernel/match.js';
import { drive, type Played, replay, type SeatClient } from '../boardgame-io/drive.js';
import { checkWire, connect, optionsFor, storedMatch } from '../boardgame-io/hosted.js';
import { rawSocket } from '../boardgame-io/raw-socket.js';
import { postgresBin } from '../load/postgres.js';
import { type Hosted, host, openMatch, postgresStorage } from './online.example.js';

const SECRET = 'online-postgres-secret';
const HALF = 5;

const BIN = postgresBin();
const MISSING =
  'PostgreSQL was not found (pg_ctl and initdb on the PATH or in /usr/lib/postgresql/<n>/bin): install it with "apt-get install -y postgresql" (Debian\'s package; .ci/run does this on a fresh machine).';

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pg(program: string, args: readonly string[]): string {
  const command = asRoot ? 'runuser' : join(BIN!, program);
  const full = asRoot ? ['-u', 'postgres', '--', join(BIN!, program), ...args] : [...args];
  const r = spawnSync(command, full, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${program} ${args.join(' ')}: ${r.stdout}${r.stderr}${r.error ?? ''}`);
  return r.stdout;
}

if (BIN === null && process.env.CI === 'true') {
  describe('the online guide on PostgreSQL', () => {
    it('finds PostgreSQL', () => {
      throw new Error(MISSING);
    });
  });
} else if (BIN === null) {
  console.warn(MISSING);
  describe.skip(`the online guide on PostgreSQL (skipped: ${MISSING})`, () => {
    it('restores a match', () => {});
  });
} else {
  describe('the online guide on PostgreSQL, with the server restarted halfway', () => {
    const game = GAMES.named('corporate-war')!;
    const setupData = { seed: 'online-postgres', options: optionsFor(game, 4) };
    let dir = '';
    let started = false;
    let hosted: Hosted | undefined;
    let store: ReturnType<typeof postgresStorage> | undefined;
    let matchID = '';
    let first: Played;
    let second: Played;
    let before: MatchState;
    let after: MatchState;
    let stored: Awaited<ReturnType<typeof storedMatch>>;
    let wire: Record<string, unknown[][]> = {};
    let lastSeen: SeatState[] = [];
    let firstSeen: SeatState[] = [];

    /**
     * The stored match once `done` holds of it. boardgame.io sends a move's update to the
     * clients before its write to storage ends, so the clients may be a step ahead of the
     * database for a moment; the test waits for the write (a wait, not a timed assertion).
     */
    const settled = async (server: Hosted, done: (g: MatchState) => boolean) => {
      for (let tries = 0; ; tries++) {
        const found = await storedMatch(server, matchID);
        if (done(found.stored) || tries >= 500) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    /** The server on the cluster, with a new connection. */
    const start = async () => {
      store = postgresStorage({ database: 'postgres', username: 'postgres', host: dir });
      hosted = await host({ secret: SECRET, port: 0, db: store });
      return hosted;
    };
    const stop = async () => {
      await hosted?.stop();
      await store?.sequelize.close();
      hosted = undefined;
      store = undefined;
    };

    beforeAll(async () => {
      // A short path: a Unix socket's path may not be longer than about 100 bytes.
      dir = mkdtempSync(join(tmpdir(), 'pg-'));
      if (asRoot) {
        const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
        const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
        chownSync(dir, Number(id), Number(gid));
      }
      pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
      // Only the Unix socket in the folder: no TCP port to collide with anything.
      pg('pg_ctl', [
        '-D',
        join(dir, 'data'),
        '-l',
        join(dir, 'log'),
        '-w',
        '-o',
        `-k ${dir} -c listen_addresses= -F`,
        'start',
      ]);
      started = true;

      // Half the match, then the server stops.
      let server = await start();
      const opened = await openMatch(server.url, game.id, 4, setupData);
      matchID = opened.matchID;
      const one = connect(game, server.url, matchID, opened.credentials);
      first = await drive(game, one.clients as unknown as SeatClient[], {
        seed: 'bots',
        bot: 'rusher',
        untilStep: HALF,
      });
      for (const c of one.clients) c.stop();
      lastSeen = Object.keys(first.seen).map((id) => first.seen[id]!.at(-1)!);
      before = (await settled(server, (g) => g.step >= HALF)).stored;
      await stop();

      // A new server on the same database: the clients come back with their credentials.
      server = await start();
      after = (await storedMatch(server, matchID)).stored;
      const two = connect(game, server.url, matchID, opened.credentials);
      wire = two.wire;
      second = await drive(game, two.clients as unknown as SeatClient[], { seed: 'bots', bot: 'rusher' });
      for (const c of two.clients) c.stop();
      firstSeen = Object.keys(second.seen).map((id) => second.seen[id]![0]!);
      stored = await settled(server, (g) => g.outcome !== null);
    }, 120_000);

    afterAll(async () => {
      await stop();
      if (started) pg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      if (dir !== '') rmSync(dir, { recursive: true, force: true });
    });

    it('kept the match in PostgreSQL: the restarted server found it as it was', () => {
      expect(before.step).toBe(HALF);
      expect(after).toEqual(before);
      // Each client, reconnected, was shown what it was last shown before the restart. Only
      // who has sent may have grown: the clients move as soon as they are back, so a client
      // whose first update comes after another's first move already sees that move.
      const withoutSent = ({ sent: _sent, ...rest }: SeatState) => rest;
      expect(firstSeen.map(withoutSent)).toEqual(lastSeen.map(withoutSent));
      firstSeen.forEach((seen, i) => {
        expect(seen.sent).toEqual(expect.arrayContaining([...lastSeen[i]!.sent]));
      });
    });

    it('played the match to the end, the end of the same match resolved by the contract', () => {
      expect(second.over).toBe(true);
      const played: Played = {
        ...second,
        orders: [...first.orders, ...second.orders],
        arrivals: stored.arrivals,
      };
      expect(played.orders.length).toBe(stored.arrivals.length);
      const { final, byStep } = replay(game, { ...setupData, secret: SECRET }, played);
      const parsed = game.parse(stored.stored.state!);
      expect(game.hash(parsed.ok ? parsed.value : null)).toBe(game.hash(final));
      expect(stored.stored.outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(final))));
      // And after the restart too, each client received its own seat's view and nothing else.
      const m = { game, setupData, played, wire, stored: stored.stored, storedArrivals: stored.arrivals };
      expect(checkWire(m, byStep, SECRET)).toBeGreaterThan(second.orders.length);
    });

    it('stopped right after a move, ends the writes it took before its storage is closed, and refuses later ones', async () => {
      // A rejection nobody handles (a write to a closed storage) fails this test, not only the run.
      const unhandled: unknown[] = [];
      const record = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', record);
      try {
        await stop();
        const server = await start();
        const opened = await openMatch(server.url, game.id, 4, { ...setupData, seed: 'stopped-at-once' });
        const zero = await rawSocket(server.url, game.id, opened.matchID);
        const one = await rawSocket(server.url, game.id, opened.matchID);
        const { state } = await zero.sync('0', opened.credentials[0]);
        await one.sync('1', opened.credentials[1]);
        const bot = game.bots.rusher!;
        const orders = JSON.parse(JSON.stringify(bot.bot(state.G.view, botRng('bots', state.G.player!, 1))));
        const answered = zero.next((m) => m[0] === 'update');
        zero.move({
          playerID: '0',
          claimed: '0',
          credentials: opened.credentials[0]!,
          stateID: state._stateID,
          args: [orders, state.G.step],
        });
        // boardgame.io sends the update before its writes: they are in flight now, and so is
        // seat 1's disconnection; seat 0 is still connected, which stopping must end.
        await answered;
        one.close();
        let timer: NodeJS.Timeout | undefined;
        const stopped = await Promise.race([
          stop().then(() => 'stopped'),
          new Promise((resolve) => {
            timer = setTimeout(() => resolve('still stopping after 20 s'), 20_000);
          }),
        ]);
        clearTimeout(timer);
        zero.close();
        expect(stopped).toBe('stopped');
        // The match as stored, read through a new connection: seat 0's orders were written.
        const again = await start();
        const { stored: g } = await storedMatch(again, opened.matchID);
        expect(pendingOrders(g)).toEqual({ [state.G.player!]: orders });
        expect(unhandled).toEqual([]);
        // A call after the drain is refused, with its code, before it reaches a closed connection.
        let refused: unknown;
        try {
          await server.db.fetch(opened.matchID, { state: true });
        } catch (e) {
          refused = e;
        }
        expect((refused as SimulturnError).issues?.[0]?.code).toBe('storage/drained');
      } finally {
        process.off('unhandledRejection', record);
      }
    }, 60_000);
  });
}
