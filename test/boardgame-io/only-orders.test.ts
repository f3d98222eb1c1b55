/**
 * Issue 30, "A seat can only give its own orders", on the online guide's server
 * (test/guides/online.example.ts), through raw sockets. boardgame.io 0.50's master takes
 * from a seat that may move now, with its valid credentials, any action its reducer
 * knows, not only moves: a client event (`GAME_EVENT`: `endGame` ends the match,
 * `setActivePlayers` leaves only the sender to move, `endTurn` skips the step), `UNDO`,
 * `PATCH` (a JSON patch of the whole stored state), `UPDATE` (a whole new state), and a
 * move named after anything the moves object inherits (`toString` makes `G` a string).
 * None of them is the game's config to refuse: the reducer never reads the config's
 * `events` for a client's event, and runs `PATCH` and `UPDATE` before any hook. So the
 * guard refuses every `update` but a move the game declares.
 *
 * For every game, seat 0, awaited at the first step, sends each of those with its own
 * credentials: the guard reports it, the
 * stored state is as it was, and then every awaited seat sends its orders, which are
 * taken, and the step is resolved with the match still on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatRefusal, SeatState } from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';
import { type Hosted, host } from '../guides/online.example.js';
import { botOrders, opened, stored } from './raw-match.js';
import { type RawSocket, rawSocket } from './raw-socket.js';

/** What a seat sends, from its seat, credentials and synced state; and the action's type and name. */
interface Attack {
  readonly name: string;
  readonly type: string;
  /** The name in its payload (the event's or the move's): none for a patch or a new state. */
  readonly move: string | null | undefined;
  readonly action: (
    seat: string,
    credentials: string,
    synced: { readonly G: SeatState; readonly ctx?: object },
  ) => unknown;
}

const event = (name: string, args: (seat: string, g: SeatState) => unknown[]): Attack => ({
  name,
  type: 'GAME_EVENT',
  move: name,
  action: (seat, credentials, { G }) => ({
    type: 'GAME_EVENT',
    payload: { type: name, args: args(seat, G), playerID: seat, credentials },
  }),
});

const ATTACKS: readonly Attack[] = [
  // The match is over, won by the sender.
  event('endGame', (seat) => [{ winner: seat }]),
  // Only the sender may move: the others' orders are refused until the step ends.
  event('setActivePlayers', (seat, g) => [{ value: { [seat]: g.kind } }]),
  // The turn ends with the step unresolved.
  event('endTurn', () => []),
  {
    name: 'UNDO',
    type: 'UNDO',
    move: null,
    action: (seat, credentials) => ({
      type: 'UNDO',
      payload: { type: null, args: null, playerID: seat, credentials },
    }),
  },
  // Any field of the stored state, written as the sender likes.
  {
    name: 'PATCH',
    type: 'PATCH',
    move: undefined,
    action: (seat, credentials) => ({
      type: 'PATCH',
      patch: [{ op: 'add', path: '/ctx/gameover', value: { winner: seat } }],
      payload: { playerID: seat, credentials },
    }),
  },
  // The stored state replaced whole (here by the sender's own, over).
  {
    name: 'UPDATE',
    type: 'UPDATE',
    move: undefined,
    action: (seat, credentials, synced) => ({
      type: 'UPDATE',
      state: { ...synced, ctx: { ...synced.ctx, gameover: { winner: seat } } },
      payload: { playerID: seat, credentials },
    }),
  },
  // boardgame.io finds a move with `name in moves`: Object.prototype.toString runs as one.
  {
    name: 'toString',
    type: 'MAKE_MOVE',
    move: 'toString',
    action: (seat, credentials) => ({
      type: 'MAKE_MOVE',
      payload: { type: 'toString', args: [], playerID: seat, credentials },
    }),
  },
];

describe('the online server: a seat sends its orders, and nothing else', () => {
  let hosted: Hosted;
  const refusals: SeatRefusal[] = [];
  const sockets: RawSocket[] = [];
  const connect = async (game: string, matchID: string) => {
    const s = await rawSocket(hosted.url, game, matchID);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    hosted = await host({ secret: 'only-orders-secret', port: 0, onRefused: (r) => refusals.push(r) });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await hosted?.stop();
  });

  const cases = GAMES.ids.flatMap((id) => ATTACKS.map((attack) => [id, attack.name, attack] as const));
  it.each(cases)(
    '%s: %s from an awaited seat is refused, and the match goes on',
    async (id, _name, attack) => {
      const game = GAMES.named(id)!;
      const { matchID, credentials } = await opened(hosted, game);
      const before = await stored(hosted, matchID);
      const awaited = before.G.awaited.map((p) => String(before.G.seats.indexOf(p)));
      const seats = await Promise.all(awaited.map(() => connect(id, matchID)));
      const synced = await Promise.all(awaited.map((s, i) => seats[i]!.sync(s, credentials[Number(s)])));
      const [a, attacker] = [awaited[0]!, seats[0]!];
      // With these seeds, every game's first step awaits seat 0 first.
      expect(a).toBe('0');

      attacker.send(attack.action(a, credentials[Number(a)]!, synced[0]!.state), before.stateID, a);
      // socket.io runs the guard on a socket's messages in the order they arrive: once the
      // sync sent after the attack is answered, the guard has dealt with the attack.
      await attacker.sync(a, credentials[Number(a)]);
      expect(refusals.filter((r) => r.matchID === matchID)).toEqual([
        expect.objectContaining({
          code: 'seat/not-a-move',
          game: id,
          playerID: a,
          type: attack.type,
          move: attack.move,
        }),
      ]);
      expect((await stored(hosted, matchID)).state).toEqual(before.state);

      // Every awaited seat's orders are taken, one state each, and they resolve the step.
      for (const [i, s] of awaited.entries()) {
        const stateID = before.stateID + i + 1;
        const taken = seats[i]!.next(
          (m) => m[0] === 'update' && (m[2] as { _stateID: number })._stateID === stateID,
        );
        const orders = botOrders(game, synced[i]!.state.G);
        seats[i]!.move({
          playerID: s,
          claimed: s,
          credentials: credentials[Number(s)]!,
          stateID,
          args: [orders, before.G.step],
        });
        await taken;
      }
      const after = await stored(hosted, matchID);
      expect(after.moves).toEqual(awaited);
      expect(after.stateID).toBe(before.stateID + awaited.length);
      expect(after.G.step).toBe(before.G.step + 1);
      expect(after.state.ctx.gameover).toBeUndefined();
      expect(after.G.outcome).toBeNull();
    },
  );
});
