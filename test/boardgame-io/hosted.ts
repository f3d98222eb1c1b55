/**
 * Plays matches on a running server of the online guide (test/guides/online.example.ts)
 * through its clients, and checks what each client's socket received.
 */
import { expect } from 'vitest';
import type { MatchState, SeatState } from '../../src/boardgame-io/index.js';
import { isMatchState } from '../../src/boardgame-io/match-state.js';
import type { AnyGame } from '../../src/index.js';
import { type Hosted, openMatch, seat, seatState } from '../guides/online.example.js';
import { drive, type Played, type SeatClient } from './drive.js';

/** One match played through the server: what the clients did and saw, and what the server kept. */
export interface HostedMatch {
  readonly game: AnyGame;
  readonly setupData: { readonly seed: string; readonly options: unknown };
  readonly played: Played;
  /** Every message each seat's socket received, by player id: [event, ...args]. */
  readonly wire: Record<string, unknown[][]>;
  readonly stored: MatchState;
  /** The step arrivals in the server's own log. */
  readonly storedArrivals: string[][];
}

/** Options for `players` seats from the game's own `readOptions`. */
export function optionsFor(game: AnyGame, players: number): unknown {
  const read = game.readOptions!({ players: String(players) });
  if (!read.ok) throw new Error('options');
  return read.value;
}

/** Connects one client per seat of a match, recording every message its socket receives. */
export function connect(game: AnyGame, url: string, matchID: string, credentials: readonly string[]) {
  const wire: Record<string, unknown[][]> = {};
  const clients = credentials.map((c, i) => {
    const client = seat(game, url, matchID, String(i), c);
    const socket = (
      client as unknown as { transport: { socket: { onAny(f: (...a: unknown[]) => void): void } } }
    ).transport.socket;
    socket.onAny((...args) => (wire[String(i)] ??= []).push(JSON.parse(JSON.stringify(args))));
    return client;
  });
  return { clients, wire };
}

/** The server's stored state and each step's arrivals from its log. */
export async function storedMatch(hosted: Hosted, matchID: string) {
  const { state, log } = await hosted.db.fetch(matchID, { state: true, log: true });
  const G = state!.G as MatchState;
  const byTurn = new Map<number, string[]>();
  for (const e of log ?? []) {
    if (e.action.type !== 'MAKE_MOVE') continue;
    byTurn.set(e.turn, [...(byTurn.get(e.turn) ?? []), G.seats[Number(e.action.payload.playerID)]!]);
  }
  return { stored: G, arrivals: [...byTurn.entries()].sort((a, b) => a[0] - b[0]).map(([, a]) => a) };
}

/** Plays a match of `game` on the server until it ends or reaches `untilStep`. */
export async function playHosted(
  hosted: Hosted,
  game: AnyGame,
  players: number,
  untilStep?: number,
): Promise<HostedMatch> {
  const setupData = { seed: `online-${game.id}`, options: optionsFor(game, players) };
  const { matchID, credentials } = await openMatch(hosted.url, game.id, players, setupData);
  const { clients, wire } = connect(game, hosted.url, matchID, credentials);
  const played = await drive(game, clients as unknown as SeatClient[], {
    seed: `bots-${game.id}`,
    bot: Object.keys(game.bots)[0]!,
    ...(untilStep === undefined ? {} : { untilStep }),
  });
  // What the guide's seatState reads is the last state the driver saw.
  expect(seatState(clients[0]!)).toEqual(played.seen['0']!.at(-1));
  for (const c of clients) c.stop();
  const { stored, arrivals } = await storedMatch(hosted, matchID);
  return { game, setupData, played, wire, stored, storedArrivals: arrivals };
}

/**
 * Checks every message each seat received: only its own seat's state, its view the game's
 * view of the contract's match at that step, no other seat's orders in the log, nothing of
 * the state or the secret anywhere (the unfiltered first `G` included).
 */
export function checkWire(m: HostedMatch, byStep: ReadonlyMap<number, unknown>, secret: string): number {
  let states = 0;
  let redacted = 0;
  for (const [id, messages] of Object.entries(m.wire)) {
    const player = m.stored.seats[Number(id)]!;
    const text = JSON.stringify(messages);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(m.game.stateFormat.name);
    for (const [event, , payload, log] of messages) {
      const sent: { G: unknown; plugins?: Record<string, { data?: unknown }> }[] = [];
      let entries: unknown = log;
      if (event === 'update') sent.push(payload as never);
      if (event === 'sync') {
        const info = payload as { state: never; log: unknown; initialState: { G: MatchState } };
        sent.push(info.state);
        entries = info.log;
        // boardgame.io sends the first G as it is: it holds no state to read.
        expect(isMatchState(info.initialState.G)).toBe(true);
        expect(info.initialState.G.state).toBeNull();
      }
      expect(event).not.toBe('patch');
      for (const s of sent) {
        const g = s.G as SeatState;
        expect(isMatchState(g)).toBe(false);
        expect(g.player).toBe(player);
        const state = byStep.get(g.step);
        expect(state, `step ${g.step}`).toBeDefined();
        expect(g.view).toEqual(JSON.parse(JSON.stringify(m.game.view(state, player))));
        expect(s.plugins?.random?.data).toBeUndefined();
        states++;
      }
      const moves = (
        (entries ?? []) as { action: { type: string; payload: { playerID: string; args: unknown } } }[]
      ).filter((e) => e.action.type === 'MAKE_MOVE');
      for (const e of moves) {
        // Another seat's orders are redacted; its own are kept.
        if (e.action.payload.playerID !== id) expect(e.action.payload.args).toBeNull();
        else expect(e.action.payload.args).not.toBeNull();
      }
      redacted += moves.filter((e) => e.action.payload.playerID !== id).length;
    }
  }
  expect(redacted).toBeGreaterThan(0);
  return states;
}
