/**
 * The code of docs/guides/getting-started.md, region by region (the guide's blocks are
 * these regions with the package import path): one game from set-up to a saved day, then a
 * whole match between bots. The test runs it and checks what the guide says it does.
 */
// #region create
import {
  newGame,
  type OrderInput,
  parseState,
  playerView,
  playMatch,
  renderMap,
  renderReport,
  replay,
  resolveDay,
  serializeState,
  stateHash,
  validateOrders,
} from '../../src/corporate-war/index.js';

const game = newGame({
  seed: 'getting-started',
  corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
  edges: { psicorps: 'north' }, // the other edges are dealt from the seed
});

const view = playerView(game, 'psicorps')!;
console.log(view.day, view.edge, view.soldiers.length); // 1 north 17
console.log(view.soldiers.map((s) => `${s.id} ${s.sector}`).join('\n')); // all in A6
// #endregion

// #region orders
const orders: OrderInput[] = [
  { group: 'A6', to: 'C6' }, // everyone in A6 walks two sectors south...
  { soldier: 'psicorps/ghost-1', to: 'C4', via: 'B5' }, // ...but this Ghost, by way of B5
];
const checked = validateOrders(game, 'psicorps', orders);
console.log(checked.ok); // true

const wrong = validateOrders(game, 'psicorps', [{ soldier: 'psicorps/grunt-1', to: 'E6' }]);
if (!wrong.ok) {
  for (const issue of wrong.error) console.log(issue.code, issue.path, issue.message);
  // order/too-far [ 0, 'to' ] ...
}
// #endregion

// #region resolve
const day1 = resolveDay(game, {
  psicorps: orders,
  // players with no entry keep their soldiers where they are
});
const report = day1.reports.psicorps!;
for (const o of report.orders) console.log(o.order, o.status, o.soldiers.length, o.to);
console.log(renderReport(report)); // what each group of PsiCorps saw, in words
console.log(renderMap(playerView(day1.state, 'psicorps')!)); // what PsiCorps knows, as a map
console.log(day1.state.day, day1.trace.events.length); // 2, and every step of day 1
// #endregion

// #region save
const saved = serializeState(day1.state); // versioned JSON text
const loaded = parseState(saved);
if (!loaded.ok) throw new Error(loaded.error.map((i) => i.message).join('; '));
console.log(stateHash(loaded.value) === stateHash(day1.state)); // true
// #endregion

// #region match
const match = playMatch({
  seed: 'my-first-match',
  seats: { psicorps: 'search', phoenicae: 'rusher', 'orchid-inc': 'cautious', 'tanker-toys': 'random' },
  dayLimit: 30, // then the game ends undecided
});
console.log(match.outcome); // { reason: 'victory', winners: ['psicorps'], day: 14 }
const again = replay(JSON.parse(JSON.stringify(match.log)));
if (again.ok) console.log(again.value.divergence); // null: the log replays exactly

// #endregion

export { again, checked, day1, game, loaded, match, report, saved, view, wrong };
