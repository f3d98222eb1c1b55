/**
 * directOrders against boardgame.io's master: the same match played twice from the same
 * stored state, once with every message to the master and once with each message offered
 * to directOrders first (the master taking what it declines), gives the same messages
 * sent, the same storage calls with the same values (the same JSON text, keys in the same
 * order), and the same stored state and log, refused moves and the step's closing move
 * included. Only `updatedAt`, the clock's, is left out of the comparison.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { directOrders, type MoveStorage } from '../../src/boardgame-io/direct-orders.js';
import { boardgameGame, type SeatState } from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/index.js';
import { botRng } from '../../src/kernel/match.js';
import { optionsFor } from './hosted.js';

const require = createRequire(import.meta.url);
const { Master } = require('boardgame.io/master') as typeof import('boardgame.io/master');
const { ProcessGameConfig, createMatch } =
  require('boardgame.io/internal') as typeof import('boardgame.io/internal');

/** A match as boardgame.io stores it. */
interface Row {
  state: {
    G: unknown;
    ctx: { activePlayers: Record<string, string> | null; currentPlayer: string; turn: number };
    _stateID: number;
  };
  metadata: { players: Record<string, { credentials?: string }> };
  log: unknown[];
}

/** boardgame.io's asynchronous storage in memory, every call recorded as JSON text (`updatedAt` left out). */
function recordingStore(row: Row, calls: string[]): MoveStorage {
  const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
  return {
    type: () => 1,
    async fetch(_id, o) {
      return { ...(o.state ? { state: row.state } : {}), ...(o.metadata ? { metadata: row.metadata } : {}) };
    },
    async setState(id, state, deltalog = []) {
      calls.push(JSON.stringify(['setState', id, state, deltalog]));
      row.state = copy(state) as Row['state'];
      row.log.push(...copy(deltalog));
    },
    async setMetadata(id, metadata) {
      calls.push(JSON.stringify(['setMetadata', id, { ...(metadata as object), updatedAt: 0 }]));
      row.metadata = metadata as Row['metadata'];
    },
  };
}

/** The credentials check of boardgame.io's server: the seat's credentials as stored. */
const auth = {
  authenticateCredentials: ({
    playerID,
    credentials,
    metadata,
  }: {
    playerID: string;
    credentials: unknown;
    metadata: unknown;
  }) => (metadata as Row['metadata']).players[playerID]?.credentials === credentials,
};

/** A seat's message: its orders (or anything) for a step, with its credentials. */
interface Sent {
  readonly playerID: string;
  readonly credentials: string;
  readonly args: readonly unknown[];
  readonly type?: string;
}

/** One server's run of `messages` on a copy of `start`: what it sent and wrote, and how many moves it took without the master. */
async function serve(
  game: AnyGame,
  start: Row,
  messages: (row: Row) => Sent[],
  direct: boolean,
): Promise<{ sent: string[]; calls: string[]; row: Row; direct: number }> {
  const config = ProcessGameConfig(
    boardgameGame(game, { secret: 'direct-orders', seatLists: 'own' }) as never,
  );
  const row = JSON.parse(JSON.stringify(start)) as Row;
  const sent: string[] = [];
  const calls: string[] = [];
  const storage = recordingStore(row, calls);
  const transport = {
    send: (data: unknown) => sent.push(JSON.stringify(['send', data])),
    sendAll: (data: unknown) => sent.push(JSON.stringify(['sendAll', data])),
  };
  const master = new Master(config as never, storage as never, transport, auth as never);
  const take = direct ? directOrders(config as never, storage, auth) : null;
  if (direct) expect(take).not.toBeNull();
  let taken = 0;
  for (const m of messages(row)) {
    const action = {
      type: 'MAKE_MOVE',
      payload: {
        type: m.type ?? 'submitOrders',
        args: m.args,
        playerID: m.playerID,
        credentials: m.credentials,
      },
    };
    if (take !== null && (await take(action, 'm', m.playerID, transport.sendAll, () => 0))) taken++;
    else await master.onUpdate(action as never, row.state._stateID, 'm', m.playerID);
  }
  return { sent, calls, row, direct: taken };
}

/** Every awaited seat's bot orders for the step `row` is at, with a few refused messages among them. */
function stepMessages(game: AnyGame, config: ReturnType<typeof boardgameGame>, row: Row): Sent[] {
  const { activePlayers, currentPlayer } = row.state.ctx;
  const seats = activePlayers === null ? [currentPlayer] : Object.keys(activePlayers);
  const out: Sent[] = [];
  const bot = Object.values(game.bots)[0]!;
  seats.forEach((playerID, k) => {
    const credentials = row.metadata.players[playerID]!.credentials!;
    const seat = config.playerView({ G: row.state.G as never, playerID }) as SeatState;
    const orders = JSON.parse(
      JSON.stringify(bot.bot(seat.view, botRng('direct', seat.player!, seat.step)) ?? []),
    );
    out.push({ playerID, credentials, args: [orders, seat.step] });
    if (k === 0) {
      // The same seat again, a wrong step, wrong credentials, a move the game lacks: all refused.
      out.push({ playerID, credentials, args: [orders, seat.step] });
      out.push({
        playerID: seats[1] ?? playerID,
        credentials: seats[1] === undefined ? credentials : row.metadata.players[seats[1]]!.credentials!,
        args: [orders, seat.step + 5],
      });
      out.push({ playerID: seats[1] ?? playerID, credentials: 'not-these', args: [orders, seat.step] });
      out.push({ playerID: seats[1] ?? playerID, credentials, args: [orders, seat.step], type: 'nothing' });
    }
  });
  return out;
}

describe("directOrders: a seat's orders taken as boardgame.io's master takes them", () => {
  for (const [id, players] of [
    ['harvester', 6],
    ['corporate-war', 4],
    ['galactic-overlord', 4],
  ] as const) {
    it(`${id}: the same messages, writes, state and log as the master over two steps`, async () => {
      const game = GAMES.named(id)!;
      const config = ProcessGameConfig(
        boardgameGame(game, { secret: 'direct-orders', seatLists: 'own' }) as never,
      );
      const made = createMatch({
        game: config as never,
        numPlayers: players,
        setupData: { seed: `direct-${id}`, options: optionsFor(game, players) },
        unlisted: false,
      }) as { initialState: Row['state']; metadata: Row['metadata'] };
      for (const [seat, p] of Object.entries(made.metadata.players)) p.credentials = `credentials-${seat}`;
      let start: Row = { state: made.initialState, metadata: made.metadata, log: [] };
      const shown = boardgameGame(game, { secret: 'direct-orders', seatLists: 'own' });
      let took = 0;
      for (let step = 0; step < 2; step++) {
        const messages = stepMessages(game, shown, start);
        const byMaster = await serve(game, start, () => messages, false);
        const byDirect = await serve(game, start, () => messages, true);
        expect(byDirect.sent).toEqual(byMaster.sent);
        expect(byDirect.calls).toEqual(byMaster.calls);
        expect(JSON.stringify(byDirect.row)).toBe(
          JSON.stringify({ ...byMaster.row, metadata: byDirect.row.metadata }),
        );
        // The step moved on, by the master's closing move; every other seat's orders were taken directly.
        expect(byMaster.row.state.ctx.turn).toBe(start.state.ctx.turn + 1);
        const awaited = Object.keys(start.state.ctx.activePlayers ?? { one: '' }).length;
        expect(byDirect.direct).toBe(awaited - 1);
        took += byDirect.direct;
        start = byMaster.row;
      }
      expect(took).toBeGreaterThan(0);
    });
  }

  it('declines a synchronous storage, and a game boardgame.io keeps undo stacks for', () => {
    const game = GAMES.named('harvester')!;
    const config = ProcessGameConfig(boardgameGame(game, { secret: 's' }) as never);
    const row = {} as Row;
    const sync = { ...recordingStore(row, []), type: () => 0 };
    expect(directOrders(config as never, sync, auth)).toBeNull();
    const undoing = ProcessGameConfig({
      ...boardgameGame(game, { secret: 's' }),
      disableUndo: false,
    } as never);
    expect(directOrders(undoing as never, recordingStore(row, []), auth)).toBeNull();
  });
});
