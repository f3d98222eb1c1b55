/**
 * The boardgame.io adapter (issue 18, Hosting online) in boardgame.io's own master, in
 * process (its `Local` transport): every game simulturn ships plays through clients that
 * see only their seat's `G`, and ends where the game contract, given the same orders in
 * the same arrival order, ends. Simultaneous steps make the awaited players active,
 * one-player steps make the player current; refused orders are `INVALID_MOVE`; the
 * config fits boardgame.io's `Game` type and needs none of its code.
 */
import type { Game as BgioGame } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import {
  boardgameGame,
  INVALID_MOVE,
  type MatchState,
  matchSeed,
  type SeatState,
} from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';
import { drive, replay, type SeatClient } from './drive.js';

const SECRET = 'adapter-test-secret';

/** One client per seat on one in-process master. */
function seats(config: BgioGame, numPlayers: number, setupData: unknown): SeatClient[] {
  // One game object and one Local(): boardgame.io keeps one in-process master per game.
  const multiplayer = Local();
  const game: BgioGame = { ...config, setup: (c, d) => config.setup!(c, d ?? setupData) };
  return Array.from({ length: numPlayers }, (_, i) => {
    const client = Client({ game, numPlayers, multiplayer, playerID: String(i), debug: false });
    client.start();
    return client as unknown as SeatClient;
  });
}

describe('the boardgame.io config', () => {
  it('is a boardgame.io Game and refuses with its INVALID_MOVE, importing none of its code', async () => {
    const config: BgioGame<MatchState> = boardgameGame(GAMES.named('corporate-war')!, { secret: SECRET });
    expect(config.name).toBe('corporate-war');
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync(new URL('../../src/boardgame-io/', import.meta.url));
    expect(files).toContain('seat-guard.ts');
    for (const f of files) {
      const text = readFileSync(new URL(`../../src/boardgame-io/${f}`, import.meta.url), 'utf8');
      expect(text, f).not.toMatch(/^import[^;]*from 'boardgame\.io/m);
    }
  });

  it('checks setupData: options the game refuses, seats that do not match, a seed that is not text', () => {
    const config = boardgameGame(GAMES.named('corporate-war')!, { secret: SECRET });
    expect(config.validateSetupData(undefined, 4)).toBeUndefined();
    expect(config.validateSetupData({ options: { corporations: ['psicorps', 'phoenicae'] } }, 4)).toMatch(
      /2 seats, the match has 4/,
    );
    expect(config.validateSetupData({ options: 'x' }, 2)).toMatch(/options/);
    expect(config.validateSetupData({ seed: 3 as unknown as string }, 2)).toMatch(/seed/);
  });

  it('draws the public seed from boardgame.io when setupData has none, and sets the game up with the secret', () => {
    const game = GAMES.named('corporate-war')!;
    const config = boardgameGame(game, { secret: SECRET });
    const drawing = (x: number) => ({ ctx: { numPlayers: 4 }, random: { Number: () => x } });
    const a = config.setup(drawing(0.25));
    expect(config.setup(drawing(0.25))).toEqual(a);
    expect(config.setup(drawing(0.75)).setup.seed).not.toBe(a.setup.seed);
    // The first G goes to every client unfiltered: it holds no state.
    expect(a.state).toBeNull();
    const withSecret = game.setup(a.setup.options, matchSeed(a.setup.seed, SECRET));
    const publicOnly = game.setup(a.setup.options, a.setup.seed);
    if (!withSecret.ok || !publicOnly.ok) throw new Error('setup');
    const player = game.players(withSecret.value)[0]!;
    expect(config.playerView({ G: a, playerID: '0' }).view).toEqual(
      JSON.parse(JSON.stringify(game.view(withSecret.value, player))),
    );
    expect(game.hash(publicOnly.value)).not.toBe(game.hash(withSecret.value));
  });

  it('will not set a game up without the server secret', () => {
    const config = boardgameGame(GAMES.named('corporate-war')!);
    expect(() => config.setup({ ctx: { numPlayers: 2 }, random: { Number: () => 0.5 } })).toThrow(/secret/);
  });
});

describe.each(GAMES.ids.map((id) => [id]))('%s through boardgame.io, in process', (id) => {
  const game = GAMES.named(id)!;
  const numPlayers = id === 'corporation' || id === 'strategic-game' ? 2 : 4;
  const options = game.readOptions!({ players: String(numPlayers) });
  if (!options.ok) throw new Error('options');
  const setupData = { seed: `adapter-${id}`, options: options.value };

  it('plays with each client seeing only its seat, and ends where the contract ends', async () => {
    const config = boardgameGame(game, { secret: SECRET }) as BgioGame;
    const clients = seats(config, numPlayers, setupData);
    const bot = Object.keys(game.bots)[0]!;
    const played = await drive(game, clients, { seed: `bots-${id}`, bot, untilStep: 12 });
    expect(played.orders.length).toBeGreaterThan(3);
    const expected = replay(game, { ...setupData, secret: SECRET }, played).final;
    clients.forEach((client, i) => {
      const player = game.players(expected)[i]!;
      const last = played.seen[client.playerID!]!.at(-1)!;
      expect(last.player).toBe(player);
      expect(last.step).toBe(game.step(expected));
      expect(last.view).toEqual(JSON.parse(JSON.stringify(game.view(expected, player))));
      // Never the state, never the secret, never another seat's orders.
      const text = JSON.stringify(played.seen[client.playerID!]);
      expect(text).not.toContain(game.stateFormat.name);
      expect(text).not.toContain(SECRET);
    });
    // K1: simultaneous steps are active players, one-player steps the current player.
    const first = played.seen['0']![0]!;
    expect(first.awaited.length).toBe(id === 'corporation' ? 1 : numPlayers);
  });

  it('refuses orders the game refuses, and orders for another step', async () => {
    const config = boardgameGame(game, { secret: SECRET }) as BgioGame;
    const [client] = seats(config, numPlayers, setupData) as unknown as ReturnType<typeof Client>[];
    await new Promise((r) => setImmediate(r));
    const before = client!.getState()!;
    const g = before.G as SeatState;
    expect(g.awaited).toContain(g.player);
    client!.moves.submitOrders!({ not: 'orders' }, g.step);
    await new Promise((r) => setImmediate(r));
    expect((client!.getState()!.G as SeatState).sent).toEqual([]);
    client!.moves.submitOrders!([], g.step + 1);
    await new Promise((r) => setImmediate(r));
    expect((client!.getState()!.G as SeatState).sent).toEqual([]);
  });
});
