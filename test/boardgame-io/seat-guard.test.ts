/**
 * Issue 30, "Nothing of one seat reaches or changes another", on the online guide's server
 * (test/guides/online.example.ts), through raw sockets that send what boardgame.io's own
 * client never would. For every game simulturn ships:
 *
 * - a move sent with one seat's valid credentials whose payload names another seat is
 *   refused (boardgame.io 0.50 authenticates the message's seat but runs the move as the
 *   payload's: the guard, `guardSeats`, compares them), and the match is as if it had not
 *   been sent (only-orders.test.ts: nor can a seat send anything but the game's moves);
 * - after seat 0 sends its orders and before the step is resolved, nothing seat 1 or a
 *   spectator receives carries those orders: only who has sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingOrders, type SeatRefusal, type SeatState } from '../../src/boardgame-io/index.js';
import { isMatchState } from '../../src/boardgame-io/match-state.js';
import { checkSeat } from '../../src/boardgame-io/seat-guard.js';
import { GAMES } from '../../src/games.js';
import { type Hosted, host } from '../guides/online.example.js';
import { botOrders, opened, stored } from './raw-match.js';
import { type RawSocket, rawSocket } from './raw-socket.js';

const SECRET = 'seat-guard-secret';

describe('checkSeat', () => {
  // The part of a game config the guard reads: the adapter's configs declare one move.
  const GAME = { name: 'g', moves: { submitOrders: { move: () => null } } };
  const message = (action: unknown, playerID: unknown = '1') => ['update', action, 3, 'match', playerID];
  const move = (type: unknown, claimed: unknown, playerID: unknown) =>
    message(
      { type: 'MAKE_MOVE', payload: { type, args: [], playerID: claimed, credentials: 'c' } },
      playerID,
    );
  const update = (claimed: unknown, playerID: unknown) => move('submitOrders', claimed, playerID);

  it('passes a move whose payload names the seat of its message, and refuses any other', () => {
    expect(checkSeat(GAME, update('1', '1'))).toBeNull();
    expect(checkSeat(GAME, update('1', '0'))).toEqual({
      code: 'seat/not-authenticated',
      path: ['payload', 'playerID'],
      message: 'a move sent with the credentials of seat "0" claimed seat "1"',
      game: 'g',
      matchID: 'match',
      playerID: '0',
      claimed: '1',
    });
    // A number is not the seat's id, nor is a missing playerID.
    expect(checkSeat(GAME, update(1, '1'))?.code).toBe('seat/not-authenticated');
    expect(checkSeat(GAME, update(undefined, '1'))?.code).toBe('seat/not-authenticated');
  });

  // Every action boardgame.io's reducer knows but a move, and moves the game does not declare.
  const payload = (type: unknown) => ({ type, args: [], playerID: '1', credentials: 'c' });
  const NOT_MOVES: readonly (readonly [string, unknown, unknown, unknown])[] = [
    [
      'an event that ends the match',
      { type: 'GAME_EVENT', payload: payload('endGame') },
      'GAME_EVENT',
      'endGame',
    ],
    [
      'an event that sets who moves',
      { type: 'GAME_EVENT', payload: payload('setActivePlayers') },
      'GAME_EVENT',
      'setActivePlayers',
    ],
    [
      'an event that ends the turn',
      { type: 'GAME_EVENT', payload: payload('endTurn') },
      'GAME_EVENT',
      'endTurn',
    ],
    ['an undo', { type: 'UNDO', payload: payload(null) }, 'UNDO', null],
    ['a redo', { type: 'REDO', payload: payload(null) }, 'REDO', null],
    ['a plug-in action', { type: 'PLUGIN', payload: payload('random') }, 'PLUGIN', 'random'],
    ['a patch of the state', { type: 'PATCH', patch: [], payload: payload(undefined) }, 'PATCH', undefined],
    ['a new state', { type: 'UPDATE', state: {}, payload: payload(undefined) }, 'UPDATE', undefined],
    ['a sync', { type: 'SYNC', state: {}, payload: payload(undefined) }, 'SYNC', undefined],
    ['a reset', { type: 'RESET', state: {}, payload: payload(undefined) }, 'RESET', undefined],
    [
      'a move the game does not declare',
      { type: 'MAKE_MOVE', payload: payload('endGame') },
      'MAKE_MOVE',
      'endGame',
    ],
    [
      'a move named after what objects inherit',
      { type: 'MAKE_MOVE', payload: payload('toString') },
      'MAKE_MOVE',
      'toString',
    ],
    [
      'a move named constructor',
      { type: 'MAKE_MOVE', payload: payload('constructor') },
      'MAKE_MOVE',
      'constructor',
    ],
    [
      'a move named __proto__',
      { type: 'MAKE_MOVE', payload: payload('__proto__') },
      'MAKE_MOVE',
      '__proto__',
    ],
    [
      'a move whose name is not text',
      { type: 'MAKE_MOVE', payload: payload(['submitOrders']) },
      'MAKE_MOVE',
      ['submitOrders'],
    ],
    ['a move without a payload', { type: 'MAKE_MOVE' }, 'MAKE_MOVE', undefined],
    ['no action', null, undefined, undefined],
  ];
  it.each(NOT_MOVES)('refuses %s, whatever the seats', (_name, action, type, name) => {
    const refused = checkSeat(GAME, message(action));
    expect(refused).toEqual({
      code: 'seat/not-a-move',
      path: type === 'MAKE_MOVE' ? ['payload', 'type'] : ['type'],
      message: expect.stringMatching(
        /^seat "1" sent .*, not one of the game's moves \("submitOrders"\): a seat may only send its orders$/,
      ),
      game: 'g',
      matchID: 'match',
      playerID: '1',
      type,
      move: name,
      moves: ['submitOrders'],
    });
  });
  it('says what was sent instead of a move', () => {
    expect(checkSeat(GAME, message({ type: 'GAME_EVENT', payload: payload('endGame') }))?.message).toBe(
      'seat "1" sent "GAME_EVENT" "endGame", not one of the game\'s moves ("submitOrders"): a seat may only send its orders',
    );
    expect(checkSeat(GAME, message({ type: 'UNDO', payload: payload(null) }))?.message).toBe(
      'seat "1" sent "UNDO", not one of the game\'s moves ("submitOrders"): a seat may only send its orders',
    );
    // A game with no moves takes none.
    expect(checkSeat({ name: 'g' }, update('1', '1'))?.message).toBe(
      'seat "1" sent "MAKE_MOVE" "submitOrders", not one of the game\'s moves (): a seat may only send its orders',
    );
  });
  it('leaves to boardgame.io what it authenticates itself: a spectator’s move, sync and chat', () => {
    // boardgame.io refuses a move without a seat's credentials; the guard compares seats only.
    expect(checkSeat(GAME, update(null, null))).toBeNull();
    expect(checkSeat(GAME, ['sync', 'match', '0', 'c'])).toBeNull();
    expect(checkSeat(GAME, ['chat', 'match', { sender: '1' }, 'c'])).toBeNull();
  });
});

describe('the online server: a seat acts only as itself, and sees only its own orders', () => {
  let hosted: Hosted;
  const refusals: SeatRefusal[] = [];
  const sockets: RawSocket[] = [];
  const connect = async (game: string, matchID: string) => {
    const s = await rawSocket(hosted.url, game, matchID);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    hosted = await host({ secret: SECRET, port: 0, onRefused: (r) => refusals.push(r) });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await hosted?.stop();
  });

  it.each(GAMES.ids.map((id) => [id]))(
    '%s: a move with one seat’s credentials that names another is refused, and changes nothing',
    async (id) => {
      const game = GAMES.named(id)!;
      const { matchID, credentials } = await opened(hosted, game);
      const [attacker, victim] = await Promise.all([connect(id, matchID), connect(id, matchID)]);
      // The attacker is a seat awaited now (boardgame.io lets no other move at all), the
      // victim the next seat, with the orders its own client would send.
      const { G } = await stored(hosted, matchID);
      const a = String(G.seats.indexOf(G.awaited[0]!));
      const v = String((Number(a) + 1) % G.seats.length);
      const { state } = await attacker.sync(a, credentials[Number(a)]);
      const victimOrders = botOrders(game, (await victim.sync(v, credentials[Number(v)])).state.G);
      const before = await stored(hosted, matchID);

      const sent = { playerID: a, credentials: credentials[Number(a)]!, stateID: state._stateID };
      attacker.move({ ...sent, claimed: v, args: [victimOrders, G.step] });
      // Then the attacker's own orders: the server takes one match's messages in order, so
      // once these are answered, the first has been dealt with.
      const own = botOrders(game, state.G);
      const answered = attacker.next((m) => m[0] === 'update');
      attacker.move({ ...sent, claimed: a, args: [own, G.step] });
      await answered;

      const after = await stored(hosted, matchID);
      expect(before.moves).toEqual([]);
      expect(after.moves).toEqual([a]);
      expect(after.stateID).toBe(before.stateID + 1);
      expect(Object.keys(pendingOrders(after.G))).not.toContain(G.seats[Number(v)]);
      expect(after.G.arrival).not.toContain(G.seats[Number(v)]);
      // The only orders taken are the attacker's: pending holds them, or they resolved the step.
      if (after.G.step === G.step) expect(pendingOrders(after.G)).toEqual({ [G.seats[Number(a)]!]: own });
      else expect(G.awaited).toEqual([G.seats[Number(a)]]);
      expect(refusals.filter((r) => r.matchID === matchID)).toEqual([
        expect.objectContaining({ code: 'seat/not-authenticated', game: id, playerID: a, claimed: v }),
      ]);
    },
  );

  const simultaneous = GAMES.ids.filter((id) => id !== 'corporation');
  it('finds every game but Corporation awaiting several seats at its first step', async () => {
    for (const id of GAMES.ids) {
      const { matchID } = await opened(hosted, GAMES.named(id)!);
      const { G } = await stored(hosted, matchID);
      expect(G.awaited.length > 1, id).toBe(simultaneous.includes(id));
    }
  });

  it.each(simultaneous.map((id) => [id]))(
    '%s: after seat 0 sends, seat 1 and a spectator receive that it has sent, never its orders',
    async (id) => {
      const game = GAMES.named(id)!;
      const { matchID, credentials } = await opened(hosted, game);
      const [zero, one, spectator] = await Promise.all([
        connect(id, matchID),
        connect(id, matchID),
        connect(id, matchID),
      ]);
      const { state } = await zero.sync('0', credentials[0]);
      await one.sync('1', credentials[1]);
      await spectator.sync(null);
      const [p0, p1] = state.G.seats;
      const own = botOrders(game, state.G);
      const orders = JSON.stringify(own);
      // Orders that could be found in a message by their text: the test must not pass on `[]`.
      expect(orders.length, `${id} bot orders`).toBeGreaterThan(20);

      const hasSent = (m: unknown[]) => m[0] === 'update' && (m[2] as { G: SeatState }).G.sent.includes(p0!);
      const seen = Promise.all([one.next(hasSent), spectator.next(hasSent)]);
      zero.move({
        playerID: '0',
        claimed: '0',
        credentials: credentials[0]!,
        stateID: state._stateID,
        args: [own, state.G.step],
      });
      await seen;
      // The step is still open: seat 0's orders are pending on the server.
      expect(pendingOrders((await stored(hosted, matchID)).G)).toEqual({ [p0!]: own });

      for (const [socket, player] of [
        [one, p1!],
        [spectator, null],
      ] as const) {
        const text = JSON.stringify(socket.received);
        expect(text).not.toContain(orders);
        expect(text).not.toContain(SECRET);
        expect(text).not.toContain(game.stateFormat.name);
        for (const [event, , payload, log] of socket.received) {
          expect(event).not.toBe('patch');
          if (event !== 'update' && event !== 'sync') continue;
          const sent = (event === 'sync' ? (payload as { state: { G: unknown } }).state : payload) as {
            G: SeatState;
          };
          expect(isMatchState(sent.G)).toBe(false);
          expect(sent.G.player).toBe(player);
          expect(sent.G.orders).toBeNull();
          const entries = (event === 'sync' ? (payload as { log: unknown }).log : log) as {
            action: { type: string; payload: { playerID: string; args: unknown } };
          }[];
          for (const e of entries ?? [])
            if (e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '0')
              expect(e.action.payload.args).toBeNull();
        }
        // Who has sent reached them.
        expect(socket.received.some(hasSent)).toBe(true);
      }
    },
  );
});
