/**
 * boardgame.io asks for a seat's `G` whenever it sends that seat anything; the adapter
 * makes each seat's view once per state (a step), however many times it is asked, and
 * with `seatLists: 'own'` a seat's `G` lists its own player only.
 */
import { describe, expect, it } from 'vitest';
import { boardgameGame, type MatchState } from '../../src/boardgame-io/index.js';
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';

/** Corporate War, counting the views it makes. */
function counted() {
  const game = GAMES.named('corporate-war')!;
  const made: string[] = [];
  const counting = {
    ...game,
    view: (state: never, player: string) => {
      made.push(player);
      return game.view(state, player);
    },
  };
  return { game: counting as AnyGame, made };
}

const options = GAMES.named('corporate-war')!.readOptions!({ players: '4' });

describe("a seat's view, once per state", () => {
  it('is made once for every message of a step, and again for the next state', () => {
    if (!options.ok) throw new Error('options');
    const { game, made } = counted();
    const config = boardgameGame(game, { secret: 's' });
    const G = config.setup(
      { ctx: { numPlayers: 4 }, random: { Number: () => 0.5 } },
      { seed: 'v', options: options.value },
    );
    const first = config.playerView({ G, playerID: '1' });
    // Orders arrive, the step goes on: the same state, the same view object.
    const later: MatchState = { ...G, arrival: [G.seats[0]!], received: [[]] };
    for (let i = 0; i < 5; i++) expect(config.playerView({ G: later, playerID: '1' }).view).toBe(first.view);
    expect(made).toEqual([G.seats[1]]);
    config.playerView({ G, playerID: '2' });
    expect(made).toEqual([G.seats[1], G.seats[2]]);
    // Frozen: every message to the seat shares it.
    expect(Object.isFrozen(first.view)).toBe(true);
  });

  it("lists the seat's own player only, with seatLists 'own'", () => {
    if (!options.ok) throw new Error('options');
    const config = boardgameGame(GAMES.named('corporate-war')!, { secret: 's', seatLists: 'own' });
    const G = config.setup(
      { ctx: { numPlayers: 4 }, random: { Number: () => 0.5 } },
      { seed: 'v', options: options.value },
    );
    const sent: MatchState = { ...G, arrival: [G.seats[2]!], received: [[]] };
    expect(config.playerView({ G: sent, playerID: '2' })).toMatchObject({
      seats: [],
      awaited: [G.seats[2]],
      sent: [G.seats[2]],
      orders: [],
    });
    expect(config.playerView({ G: sent, playerID: '1' })).toMatchObject({
      seats: [],
      awaited: [G.seats[1]],
      sent: [],
      orders: null,
    });
    expect(config.playerView({ G: sent, playerID: null })).toMatchObject({
      seats: [],
      awaited: [],
      sent: [],
    });
    // The default lists every seat, as before.
    const all = boardgameGame(GAMES.named('corporate-war')!, { secret: 's' });
    expect(all.playerView({ G: sent, playerID: '1' })).toMatchObject({
      seats: G.seats,
      awaited: G.awaited,
      sent: [G.seats[2]],
    });
  });
});
