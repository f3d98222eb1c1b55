/**
 * Head-to-head games between two settings of the search player, for re-tuning it:
 * game g plays seed `tune/⌊g/2⌋` with the two settings in swapped seats for even and odd
 * g (so each setting plays each seat, corporation and edge of every seed once), every
 * rules option at its default, the default day limit. Prints one JSON line a game:
 * `{ g, a, b, winners, day, reason }` with `winners` given as `a`/`b`.
 *
 *   npx esbuild docs/research/search-tuning-2026-11-24/duel.ts --bundle --platform=node --format=esm --outfile=.cli-try/duel.mjs
 *   node .cli-try/duel.mjs A B FROM TO [players]
 *
 * A and B are settings `samples,depth,margin`; `players` (2 or 4, default 2): with 4,
 * the rusher and the cautious player sit in the other two seats, and the seats turn with g.
 */
import { makeSearchBot } from '../../../src/corporate-war/bots/search.js';
import { DEFAULT_BOTS, playMatch } from '../../../src/corporate-war/index.js';

const [A, B, from, to, players] = process.argv.slice(2);
const botOf = (setting: string) => {
  const [samples, depth, margin] = setting.split(',').map(Number);
  return makeSearchBot({ samples, depth, margin });
};
const bots = {
  ...DEFAULT_BOTS,
  a: { name: 'a', summary: `search ${A}`, bot: botOf(A!) },
  b: { name: 'b', summary: `search ${B}`, bot: botOf(B!) },
};
const four = players === '4';
for (let g = Number(from); g < Number(to); g++) {
  const pair = g % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
  let seats = four ? [...pair, 'rusher', 'cautious'] : pair;
  if (four) {
    // Turn the four seats with the seed, so both settings play every seat.
    const k = Math.floor(g / 2) % 4;
    seats = [...seats.slice(k), ...seats.slice(0, k)];
  }
  const r = playMatch({ seed: `tune/${Math.floor(g / 2)}`, seats, bots, record: false });
  const o = r.state.outcome!;
  const seatOf = new Map(r.state.players.map((p, i) => [p.id, seats[i]!]));
  console.log(
    JSON.stringify({
      g,
      a: A,
      b: B,
      winners: o.winners.map((w) => seatOf.get(w)),
      day: o.day,
      reason: o.reason,
      players: four ? 4 : 2,
    }),
  );
}
