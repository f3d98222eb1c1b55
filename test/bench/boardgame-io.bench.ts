/**
 * `npm run bench`: what keeping the state in boardgame.io's `G` as the game's serialized
 * text costs (issue 18). boardgame.io calls `playerView` once per client per update; the
 * adapter parses `G.state` once per text and keeps it (a small cache), so a view costs the
 * game's `view` alone. Compared here on a Corporate War state a few days in: parsing the
 * text, writing it, a seat's view from a parsed state, and `playerView` through the cache.
 */
import { bench, describe } from 'vitest';
import { boardgameGame, type MatchState } from '../../src/boardgame-io/index.js';
import { CORPORATE_WAR } from '../../src/corporate-war/index.js';
import { botRng } from '../../src/kernel/match.js';

const options = CORPORATE_WAR.readOptions!({ players: '4' });
if (!options.ok) throw new Error('options');
const start = CORPORATE_WAR.setup(options.value, 'bench');
if (!start.ok) throw new Error('setup');
let state = start.value;
for (let day = 0; day < 5; day++) {
  const orders: Record<string, unknown> = {};
  for (const p of CORPORATE_WAR.players(state)) {
    orders[p] = CORPORATE_WAR.bots.rusher!.bot(CORPORATE_WAR.view(state, p), botRng('bench', p, day));
  }
  state = CORPORATE_WAR.resolve(state, orders).state;
}
const text = CORPORATE_WAR.serialize(state);
console.log(`Corporate War state after 5 days: ${(text.length / 1024).toFixed(1)} kB serialized`);
const config = boardgameGame(CORPORATE_WAR, { secret: 'bench' });
const G0 = config.setup(
  { ctx: { numPlayers: 4 }, random: { Number: () => 0.5 } },
  { seed: 'bench', options: options.value },
);
const G: MatchState = { ...G0, state: text };

describe('Corporate War in G, per call', () => {
  bench('parse the serialized state', () => {
    CORPORATE_WAR.parse(text);
  });
  bench('serialize the state', () => {
    CORPORATE_WAR.serialize(state);
  });
  bench('a seat view from the parsed state', () => {
    CORPORATE_WAR.view(state, 'psicorps');
  });
  bench('playerView of G (state cached by its text)', () => {
    config.playerView({ G, playerID: '0' });
  });
});
