/**
 * What one seat is sent of boardgame.io's per-seat bookkeeping (seatTransport's
 * `seatMaps: 'own'`): its own entries of `ctx`'s maps, its own moves of the log, its own
 * entry of the players; a spectator none of them.
 */
import { describe, expect, it } from 'vitest';
import { ownContext, ownLog, ownPlayers } from '../../src/boardgame-io/index.js';
import { playOrderPositions } from '../../src/boardgame-io/seat-maps.js';

const ids = Array.from({ length: 6 }, (_, i) => String(i));
const all = <T>(value: T) => Object.fromEntries(ids.map((id) => [id, value]));
const ctx = {
  numPlayers: 6,
  turn: 4,
  currentPlayer: '2',
  playOrder: ['5', '4', '3', '2', '1', '0'],
  playOrderPos: 3,
  activePlayers: { ...all('orders') },
  _activePlayersMinMoves: all(1),
  _activePlayersMaxMoves: all(1),
  _activePlayersNumMoves: all(0),
  _prevActivePlayers: [
    { activePlayers: all('x'), _activePlayersMinMoves: null, _activePlayersNumMoves: all(2) },
  ],
  _nextActivePlayers: { value: all('next'), minMoves: 1 },
  phase: null,
};
const at = playOrderPositions(ctx);

describe('ownContext', () => {
  it("keeps a seat's own entry of every per-seat map, and the rest of ctx as it is", () => {
    expect(ownContext(ctx, '4', at)).toEqual({
      numPlayers: 6,
      turn: 4,
      currentPlayer: '2',
      playOrder: ['4', '2'],
      playOrderPos: 1,
      activePlayers: { '4': 'orders' },
      _activePlayersMinMoves: { '4': 1 },
      _activePlayersMaxMoves: { '4': 1 },
      _activePlayersNumMoves: { '4': 0 },
      _prevActivePlayers: [
        { activePlayers: { '4': 'x' }, _activePlayersMinMoves: null, _activePlayersNumMoves: { '4': 2 } },
      ],
      _nextActivePlayers: { value: { '4': 'next' }, minMoves: 1 },
      phase: null,
    });
    // The context given is not changed.
    expect(Object.keys(ctx.activePlayers)).toHaveLength(6);
  });

  it('gives a seat that may not move, and a spectator, no entry', () => {
    const waiting = { ...ctx, activePlayers: { '1': 'orders' } };
    expect(ownContext(waiting, '3', at).activePlayers).toEqual({});
    const spectator = ownContext(ctx, null, at);
    expect(spectator.activePlayers).toEqual({});
    expect(spectator._activePlayersNumMoves).toEqual({});
    expect(spectator.playOrder).toEqual(['2']);
    expect(spectator.playOrderPos).toBe(0);
    // null stays null: nobody is active, for every seat.
    expect(ownContext({ ...ctx, activePlayers: null }, '3', at).activePlayers).toBeNull();
  });

  it('is as long for a seat of a thousand as for a seat of six', () => {
    const many = Array.from({ length: 1000 }, (_, i) => String(i));
    const big = {
      ...ctx,
      playOrder: many,
      activePlayers: Object.fromEntries(many.map((id) => [id, 'orders'])),
      _activePlayersNumMoves: Object.fromEntries(many.map((id) => [id, 0])),
    };
    const sent = JSON.stringify(ownContext(big, '777', playOrderPositions(big)));
    expect(sent.length).toBeLessThan(JSON.stringify(ownContext(ctx, '4', at)).length + 20);
  });
});

describe('ownLog and ownPlayers', () => {
  const move = (playerID: string) => ({
    action: { type: 'MAKE_MOVE', payload: { type: 'submitOrders', playerID, args: null } },
  });
  const event = { action: { type: 'GAME_EVENT', payload: { type: 'endTurn' } }, automatic: true };
  it("keeps a seat's own moves and what no seat made", () => {
    const log = [move('0'), move('1'), event, move('1'), move('2')];
    expect(ownLog(log, '1')).toEqual([move('1'), event, move('1')]);
    expect(ownLog(log, null)).toEqual([event]);
    expect(ownLog(undefined, '1')).toBeUndefined();
  });
  it("keeps a seat's own entry of the players", () => {
    const players = ids.map((id) => ({ id: Number(id), name: `seat ${id}`, isConnected: true }));
    expect(ownPlayers(players, '3')).toEqual([{ id: 3, name: 'seat 3', isConnected: true }]);
    expect(ownPlayers(players, null)).toEqual([]);
  });
});
