/**
 * A digest of the search player's decisions and of its guessed worlds, wider than the
 * digest's `search player:` line (12 games of 12 days): for work on the search player
 * that must not change what it decides. Run before and after; the lines must be equal.
 *
 *   npx esbuild docs/research/search-tuning-2026-11-24/decisions.ts --bundle --platform=node --format=esm --outfile=.cli-try/decisions.mjs
 *   node .cli-try/decisions.mjs [games]
 *
 * `decisions:` hashes every day's orders and dawn (stateHash) of default-line-up games
 * (search, rusher, cautious, random); `worlds:` hashes `sampleWorld` for every player's
 * view of every fourth day of those games: the world's stateHash, its soldiers' plain
 * rows (which the rules read instead of the records) and the world a day on (`advanceDay`).
 */
import { createHash } from 'node:crypto';
import { seededRng } from '../../../src/kernel/rng.js';
import { sampleWorld } from '../../../src/corporate-war/bots/sample-world.js';
import { advanceDay, playerView, playMatch, stateHash } from '../../../src/corporate-war/index.js';
import { soldierRows } from '../../../src/corporate-war/state.js';

const games = Number(process.argv[2] ?? 60);
const decisions = createHash('sha256');
const worlds = createHash('sha256');
let days = 0;
let guessed = 0;
for (let i = 0; i < games; i++) {
  playMatch({
    seed: `decisions/${i}`,
    seats: ['search', 'rusher', 'cautious', 'random'],
    record: false,
    onDay: (r, orders) => {
      days++;
      decisions.update(JSON.stringify(orders));
      decisions.update(stateHash(r.state));
      if (r.state.outcome !== null || r.state.day % 4 !== 0) return;
      for (const p of r.state.players) {
        const view = playerView(r.state, p.id);
        if (view === undefined) continue;
        const w = sampleWorld(view, seededRng(`worlds/${i}/${r.state.day}/${p.id}`));
        guessed++;
        worlds.update(stateHash(w));
        worlds.update(JSON.stringify(soldierRows(w.soldiers)));
        worlds.update(stateHash(advanceDay(w, {})));
      }
    },
  });
}
console.log(`decisions: ${games} games ${days} days ${decisions.digest('hex').slice(0, 16)}`);
console.log(`worlds: ${guessed} ${worlds.digest('hex').slice(0, 16)}`);
