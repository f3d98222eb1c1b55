/**
 * A boardgame.io client written by hand on socket.io's own client: it sends exactly the
 * messages a test gives, which boardgame.io's `Client` never would (a move whose payload
 * names another seat, an event, an undo, a patch of the state), and records every message
 * it receives.
 */
import { io, type Socket } from 'socket.io-client';
import type { SeatState } from '../../src/boardgame-io/index.js';

/** One raw connection to a game's namespace. */
export interface RawSocket {
  /** Every message received since connecting, as [event, ...args], copied as JSON. */
  readonly received: unknown[][];
  /** Resolves with the first message received from now on for which `test` holds (rejects after `ms`). */
  next(test: (message: unknown[]) => boolean, ms?: number): Promise<unknown[]>;
  /** Asks for the match's state as `playerID` (null: a spectator); resolves with the sync. */
  sync(playerID: string | null, credentials?: string): Promise<{ state: { G: SeatState; _stateID: number } }>;
  /** Sends a move: the message names `playerID`, the payload names `claimed`. */
  move(options: {
    readonly playerID: string;
    readonly claimed: string;
    readonly credentials: string;
    readonly stateID: number;
    readonly args: readonly unknown[];
  }): void;
  /** Sends `action` as it is, in an `update` message naming `playerID`. */
  send(action: unknown, stateID: number, playerID: string): void;
  close(): void;
}

/** Connects to `url`'s namespace of `game` for match `matchID`. */
export async function rawSocket(url: string, game: string, matchID: string): Promise<RawSocket> {
  const socket: Socket = io(`${url}/${game}`, { transports: ['websocket'], reconnection: false });
  const received: unknown[][] = [];
  const waiting = new Set<(message: unknown[]) => void>();
  socket.onAny((...message: unknown[]) => {
    const copy = JSON.parse(JSON.stringify(message)) as unknown[];
    received.push(copy);
    for (const w of [...waiting]) w(copy);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const next: RawSocket['next'] = (test, ms = 10_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no such message within ${ms} ms`));
      }, ms);
      const check = (message: unknown[]) => {
        if (!test(message)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(message);
      };
      waiting.add(check);
    });
  return {
    received,
    next,
    async sync(playerID, credentials) {
      const synced = next((m) => m[0] === 'sync' && m[1] === matchID);
      socket.emit('sync', matchID, playerID, credentials);
      return (await synced)[2] as never;
    },
    move({ playerID, claimed, credentials, stateID, args }) {
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'submitOrders', args, playerID: claimed, credentials },
      };
      socket.emit('update', action, stateID, matchID, playerID);
    },
    send(action, stateID, playerID) {
      socket.emit('update', action, stateID, matchID, playerID);
    },
    close: () => socket.close(),
  };
}
