/**
 * seatTransport on the online guide's server (its `seats` option), through raw sockets:
 * a move that leaves the step open is acknowledged to its seat alone, the move that closes
 * it goes to every seat, a refused move comes back to its sender only, connecting is told
 * to nobody, and each seat is sent its own entries of boardgame.io's per-seat bookkeeping
 * (and a `G` listing its own player only). The seat guard still stands in front of it.
 */
import { applyPatch, type Operation } from 'rfc6902';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatRefusal, SeatState } from '../../src/boardgame-io/index.js';
import { isMatchState, MATCH_STATE_TAG } from '../../src/boardgame-io/match-state.js';
import { closesStep, openStepMovers } from '../../src/boardgame-io/seat-transport.js';
import { GAMES } from '../../src/games.js';
import { type Hosted, host, openMatch } from '../guides/online.example.js';
import { drive, replay, type SeatClient } from './drive.js';
import { connect as connectClients, optionsFor, storedMatch } from './hosted.js';
import { botOrders, opened, stored } from './raw-match.js';
import { type RawSocket, rawSocket } from './raw-socket.js';

const SECRET = 'seat-transport-secret';

/** What a socket was told of moves: its `update` and `patch` messages, in order. */
const told = (s: RawSocket) => s.received.map((m) => m[0]).filter((e) => e === 'update' || e === 'patch');

/** The `update` messages a socket received, as [G, ctx] pairs. */
const updates = (s: RawSocket) =>
  s.received
    .filter((m) => m[0] === 'update')
    .map(
      (m) =>
        m[2] as { G: SeatState; ctx: { activePlayers: Record<string, string> | null; playOrder: string[] } },
    );

describe('openStepMovers', () => {
  const entry = (playerID: string, turn: number) => ({ turn, action: { payload: { playerID } } });
  it('names the movers of a move that left the turn open, and nobody once the turn or the game ended', () => {
    expect(openStepMovers({ _stateID: 3, ctx: { turn: 2 }, deltalog: [entry('1', 2)] })).toEqual(
      new Set(['1']),
    );
    expect(openStepMovers({ _stateID: 3, ctx: { turn: 3 }, deltalog: [entry('1', 2)] })).toBeNull();
    expect(
      openStepMovers({ _stateID: 3, ctx: { turn: 2, gameover: {} }, deltalog: [entry('1', 2)] }),
    ).toBeNull();
    expect(openStepMovers({ _stateID: 3, ctx: { turn: 2 }, deltalog: [] })).toBeNull();
  });
});

describe('closesStep', () => {
  const g = (awaited: string[], arrival: string[]) => ({
    format: MATCH_STATE_TAG,
    awaited,
    arrival,
  });
  it("says a move may close the step when the adapter's G awaits one more player, and never for another G", () => {
    expect(closesStep(g(['a', 'b', 'c'], ['a', 'b']))).toBe(true);
    expect(closesStep(g(['a'], []))).toBe(true);
    expect(closesStep(g(['a', 'b', 'c'], ['a']))).toBe(false);
    expect(closesStep(g(['a', 'b', 'c'], []))).toBe(false);
    expect(closesStep({ awaited: ['a'], arrival: [] })).toBe(false);
    expect(closesStep(undefined)).toBe(false);
  });
});

describe('the online server with seatTransport: each message to the seats it concerns', () => {
  let hosted: Hosted;
  const refusals: SeatRefusal[] = [];
  const sockets: RawSocket[] = [];
  const connect = async (game: string, matchID: string) => {
    const s = await rawSocket(hosted.url, game, matchID);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    hosted = await host({ secret: SECRET, port: 0, seats: {}, onRefused: (r) => refusals.push(r) });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await hosted?.stop();
  });

  it('acknowledges a move to its seat alone, and sends the next step to every seat, each its own', async () => {
    const game = GAMES.named('corporate-war')!;
    const { matchID, credentials } = await opened(hosted, game);
    const seats = await Promise.all([0, 1, 2, 3].map(() => connect(game.id, matchID)));
    const spectator = await connect(game.id, matchID);
    const synced: { G: SeatState; _stateID: number }[] = [];
    for (const [i, s] of seats.entries()) synced.push((await s.sync(String(i), credentials[i])).state);
    await spectator.sync(null);

    // Connecting was told to nobody: no seat received another's arrival.
    for (const s of [...seats, spectator]) expect(s.received.filter((m) => m[0] === 'matchData')).toEqual([]);
    // Each seat's sync holds its own entries only, its G lists its own player, its first
    // state is its own seat's view too, and the players are its own.
    for (const [i, s] of seats.entries()) {
      const [, , info] = s.received.find((m) => m[0] === 'sync')!;
      const { state, initialState, filteredMetadata } = info as {
        state: { G: SeatState; ctx: { activePlayers: Record<string, string>; playOrder: string[] } };
        initialState: { G: SeatState; ctx: { activePlayers: Record<string, string> } };
        filteredMetadata: { id: number }[];
      };
      expect(Object.keys(state.ctx.activePlayers)).toEqual([String(i)]);
      expect(state.ctx.playOrder).toContain(String(i));
      expect(state.ctx.playOrder.length).toBeLessThanOrEqual(2);
      expect(state.G.seats).toEqual([]);
      expect(state.G.awaited).toEqual([state.G.player]);
      expect(isMatchState(initialState.G)).toBe(false);
      expect(initialState.G.player).toBe(state.G.player);
      expect(Object.keys(initialState.ctx.activePlayers)).toEqual([String(i)]);
      expect(filteredMetadata.map((p) => p.id)).toEqual([i]);
    }

    // Seat 0 sends: it alone is told, with its orders and that it has sent.
    const orders = synced.map((s) => botOrders(game, s.G));
    const move = (i: number) =>
      seats[i]!.move({
        playerID: String(i),
        claimed: String(i),
        credentials: credentials[i]!,
        stateID: synced[i]!._stateID,
        args: [orders[i], synced[i]!.G.step],
      });
    // Seat 0 sends: it alone is told, as what changed since its sync (boardgame.io's patch
    // message), which makes its state show its orders and that it has sent.
    const acked = seats[0]!.next((m) => m[0] === 'patch');
    move(0);
    const [, , prevStateID, stateID, patch] = await acked;
    expect(prevStateID).toBe(synced[0]!._stateID);
    expect(stateID).toBe(synced[0]!._stateID + 1);
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(orders[0]).length + 400);
    const after = structuredClone(synced[0]!);
    expect(applyPatch(after, patch as Operation[]).every((r) => r === null)).toBe(true);
    expect(after.G.orders).toEqual(orders[0]);
    expect(after.G.sent).toEqual([after.G.player]);
    expect(after._stateID).toBe(stateID);
    expect({ ...after.G, orders: null, sent: [] }).toEqual(synced[0]!.G);
    // Seat 1 sends too; what the server sent seat 1 before its own acknowledgement came first.
    const acked1 = seats[1]!.next((m) => m[0] === 'patch');
    move(1);
    await acked1;
    expect(told(seats[1]!)).toEqual(['patch']);
    for (const s of [seats[2]!, seats[3]!]) {
      await s.sync(String(seats.indexOf(s)), credentials[seats.indexOf(s)]);
      expect(told(s)).toEqual([]);
    }
    await spectator.sync(null);
    expect(told(spectator)).toEqual([]);

    // Seats 2 and 3 close the step: every seat and the spectator get the next step, each its own.
    const next = [...seats, spectator].map((s) =>
      s.next((m) => m[0] === 'update' && (m[2] as { G: SeatState }).G.step > synced[0]!.G.step),
    );
    move(2);
    move(3);
    const sent = await Promise.all(next);
    const { G } = await stored(hosted, matchID);
    sent.forEach((m, i) => {
      const { G: seat, ctx } = m[2] as {
        G: SeatState;
        ctx: { activePlayers: Record<string, string> | null };
      };
      expect(seat.step).toBe(G.step);
      expect(seat.player).toBe(i < 4 ? G.seats[i] : null);
      if (ctx.activePlayers !== null)
        expect(Object.keys(ctx.activePlayers)).toEqual(
          i < 4 && G.awaited.includes(G.seats[i]!) ? [String(i)] : [],
        );
    });
    // Each seat's own acknowledgement, then the next step, nothing else; seat 3's move
    // closed the step, and the next step was its acknowledgement.
    expect(seats.map(told)).toEqual([
      ['patch', 'update'],
      ['patch', 'update'],
      ['patch', 'update'],
      ['update'],
    ]);
  });

  it("plays with boardgame.io's own clients, which apply their acknowledgements", async () => {
    const game = GAMES.named('corporate-war')!;
    const setupData = { seed: 'seat-transport-clients', options: optionsFor(game, 4) };
    const { matchID, credentials } = await openMatch(hosted.url, game.id, 4, setupData);
    const { clients, wire } = connectClients(game, hosted.url, matchID, credentials);
    const played = await drive(game, clients as unknown as SeatClient[], {
      seed: 'bots',
      bot: 'rusher',
      untilStep: 4,
    });
    for (const c of clients) c.stop();
    // The clients' own logs hold their own moves only: the arrivals are the server's.
    const { arrivals } = await storedMatch(hosted, matchID);
    const { final } = replay(game, { ...setupData, secret: SECRET }, { ...played, arrivals });
    // Every move but the one closing each step was acknowledged to its seat alone, as a patch.
    const patches = Object.values(wire).flatMap((messages) => messages.filter((m) => m[0] === 'patch'));
    expect(patches).toHaveLength(played.orders.length * 3);
    clients.forEach((_, i) => {
      const seen = played.seen[String(i)]!;
      const player = game.players(final)[i]!;
      expect(seen.at(-1)!.view).toEqual(JSON.parse(JSON.stringify(game.view(final, player))));
      // Each acknowledgement a patch, which the client applied: its state showed its orders.
      if (wire[String(i)]!.some((m) => m[0] === 'patch'))
        expect(seen.some((g) => g.orders !== null && g.sent.includes(player))).toBe(true);
    });
  });

  it('sends a refused move back to its sender only, and keeps the seat guard in front', async () => {
    const game = GAMES.named('galactic-overlord')!;
    const { matchID, credentials } = await opened(hosted, game);
    const [zero, one] = await Promise.all([connect(game.id, matchID), connect(game.id, matchID)]);
    const { state } = await zero.sync('0', credentials[0]);
    await one.sync('1', credentials[1]);
    const before = await stored(hosted, matchID);

    // Orders the game refuses: the master answers with the state unchanged, to the sender.
    const answered = zero.next((m) => m[0] === 'update');
    zero.move({
      playerID: '0',
      claimed: '0',
      credentials: credentials[0]!,
      stateID: state._stateID,
      args: [{ not: 'orders' }, state.G.step],
    });
    const [, , back] = await answered;
    expect((back as { G: SeatState }).G.orders).toBeNull();
    expect((back as { _stateID: number })._stateID).toBe(before.stateID);
    await one.sync('1', credentials[1]);
    expect(updates(one)).toEqual([]);

    // A move with seat 0's credentials naming seat 1 is still refused before the master.
    zero.move({
      playerID: '0',
      claimed: '1',
      credentials: credentials[0]!,
      stateID: state._stateID,
      args: [[], state.G.step],
    });
    await zero.sync('0', credentials[0]);
    expect(refusals.filter((r) => r.matchID === matchID)).toEqual([
      expect.objectContaining({ code: 'seat/not-authenticated', playerID: '0', claimed: '1' }),
    ]);
    expect((await stored(hosted, matchID)).stateID).toBe(before.stateID);
  });
});

describe("seatTransport's acknowledgedOrders: 'once': a seat's orders acknowledged in its state alone", () => {
  let hosted: Hosted;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    hosted = await host({ secret: SECRET, port: 0, seats: { acknowledgedOrders: 'once' } });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await hosted?.stop();
  });

  it("leaves the orders out of the acknowledgement's log entry, and keeps them in its G and in the step's close", async () => {
    const game = GAMES.named('corporate-war')!;
    const { matchID, credentials } = await opened(hosted, game);
    const seats = await Promise.all([0, 1, 2, 3].map(() => rawSocket(hosted.url, game.id, matchID)));
    sockets.push(...seats);
    const synced: { G: SeatState; _stateID: number }[] = [];
    for (const [i, s] of seats.entries()) synced.push((await s.sync(String(i), credentials[i])).state);
    const orders = synced.map((s) => botOrders(game, s.G));
    const move = (i: number) =>
      seats[i]!.move({
        playerID: String(i),
        claimed: String(i),
        credentials: credentials[i]!,
        stateID: synced[i]!._stateID,
        args: [orders[i], synced[i]!.G.step],
      });
    type Entry = { action: { type: string; payload: { playerID: string; args: unknown } } };
    for (const i of [0, 1, 2]) {
      const acked = seats[i]!.next((m) => m[0] === 'patch');
      move(i);
      const [, , , , patch, log] = await acked;
      // The log entry of its own move, without its orders; the orders in the state the patch makes.
      expect((log as Entry[]).map((e) => [e.action.payload.playerID, e.action.payload.args])).toEqual([
        [String(i), null],
      ]);
      const after = structuredClone(synced[i]!);
      expect(applyPatch(after, patch as Operation[]).every((r) => r === null)).toBe(true);
      expect(after.G.orders).toEqual(orders[i]);
    }
    // The move closing the step goes to every seat as before: its own orders in its log.
    const closed = seats[3]!.next((m) => m[0] === 'update');
    move(3);
    const [, , , log] = await closed;
    const own = (log as Entry[]).find((e) => e.action.type === 'MAKE_MOVE');
    expect(own?.action.payload).toEqual(
      expect.objectContaining({ playerID: '3', args: [orders[3], synced[3]!.G.step] }),
    );
  });
});
