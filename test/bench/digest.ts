/**
 * A digest of many played days, for work that must not change any game (a speed-up, a
 * refactoring): run it before and after, and the two digests must be equal. It plays 64
 * games over every rules option and 12 with the search player, and hashes each day's
 * reports, trace, state hash and every player's view. It holds no expected value of its
 * own; the corpus test is the check that runs in CI.
 *
 *   npx esbuild test/bench/digest.ts --bundle --platform=node --format=esm --outfile=node_modules/.cache/digest.mjs
 *   node node_modules/.cache/digest.mjs
 */
import { createHash } from 'node:crypto';
import { type PlayMatchOptions, playerView, playMatch, stateHash } from '../../src/corporate-war/index.js';

const VARIANTS: NonNullable<PlayMatchOptions['rules']>[] = [
  {},
  { detection: 'whole-group' },
  { dawnSharing: 'fight' },
  { headToHeadSwap: 'fight' },
  { movementSighting: 'exactly-one-higher' },
  { deployment: 'random' },
  { duelModel: 'd6', infoTieBreak: 'random' },
  { excessDoubling: 'once', commanderDeath: 'orders-ignored', docDeath: 'no-effect' },
];
const SEATS = [
  ['rusher', 'rusher', 'rusher', 'rusher'],
  ['random', 'cautious', 'rusher', 'random'],
  ['cautious', 'cautious', 'rusher', 'rusher'],
  ['random', 'random', 'random', 'random'],
];

function digest(games: number, seats: (i: number) => readonly string[]): string {
  const h = createHash('sha256');
  let days = 0;
  for (let i = 0; i < games; i++) {
    playMatch({
      seed: `golden/${i}`,
      seats: seats(i),
      rules: VARIANTS[i % VARIANTS.length]!,
      dayLimit: 12,
      record: false,
      onDay: (r) => {
        days++;
        h.update(JSON.stringify(r.reports));
        h.update(JSON.stringify(r.trace));
        h.update(stateHash(r.state));
        for (const p of r.state.players) h.update(JSON.stringify(playerView(r.state, p.id)));
      },
    });
  }
  return `${days} days ${h.digest('hex').slice(0, 16)}`;
}

console.log(`rules: ${digest(64, (i) => SEATS[i % SEATS.length]!)}`);
console.log(`search player: ${digest(12, () => ['search', 'rusher', 'search', 'cautious'])}`);
