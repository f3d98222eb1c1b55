// The bots' cost per decision: 576 positions (a player's view at dawn) from played games of
// the default bots, each bot called three times on each (median of the three), then the
// median over positions. Run after `npx tsup`: node docs/research/bots-2026-11-24/decision-cost.mjs
import { seededRng } from '../../../dist/index.js';
import { DEFAULT_BOTS, playerView, playMatch } from '../../../dist/corporate-war/index.js';

const POSITIONS = 576;
const views = [];
for (let g = 0; views.length < POSITIONS; g++) {
  playMatch({
    seed: `cost/${g}`,
    seats: ['search', 'rusher', 'cautious', 'random'],
    record: false,
    onDay: (r) => {
      if (r.state.outcome !== null) return;
      for (const p of r.state.players) {
        if (views.length === POSITIONS) break;
        const v = playerView(r.state, p.id);
        void v.sectors; // the reports are built when first read, as a game does it
        views.push(v);
      }
    },
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const { name, bot } of Object.values(DEFAULT_BOTS)) {
  for (const v of views.slice(0, 50)) bot(v, seededRng('warm-up'));
  const perPosition = views.map((v, i) => {
    const times = [];
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      bot(v, seededRng(`cost/${i}/${k}`));
      times.push(performance.now() - t);
    }
    return median(times);
  });
  console.log(`${name}: ${(median(perPosition) * 1000).toFixed(0)} µs a decision (median of ${POSITIONS} positions)`);
}
