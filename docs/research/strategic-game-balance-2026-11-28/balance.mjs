// Is the seed map's lean to its second home the map's or the bots'? Plays a mirror of one
// bot on four versions of the seed's example map that differ only in orientation and seat:
//   seed          the map as printed, the first seat at 2302, the second at 0321;
//   seed-swapped  the same map, seats swapped: the first seat at 0321;
//   rotated       the map turned half a turn (column c, row r to 27 - c, 23 - r, a symmetry
//                 of the hex grid: every distance is kept), the first seat at 2302's image 0421;
//   rotated-swapped the turned map, the first seat at 0321's image 2402.
// A lean that follows the homes' places on the map (the same geometric home wins on all
// four) is the map's; one that follows the board's orientation or the seat is the bot's.
// Run from the repository's root (bundles the TypeScript sources with esbuild):
//   npx esbuild docs/research/strategic-game-balance-2026-11-28/balance.mjs --bundle \
//     --platform=node --format=esm --outfile=/tmp/balance.mjs && node /tmp/balance.mjs BOT GAMES [MAPS]
import { runMatch } from '../../../src/kernel/match.ts';
import { gridOf, DEFAULT_MAP, readMap } from '../../../src/strategic-game/map.ts';
import { STRATEGIC_GAME } from '../../../src/strategic-game/game.ts';
import { SCENARIOS } from '../../../src/strategic-game/scenarios.ts';

const [bot = 'expander', gamesText = '1000', mapsText = 'seed,seed-swapped,rotated,rotated-swapped'] =
  process.argv.slice(2);
const games = Number(gamesText);
const seedMap = readMap(DEFAULT_MAP).value;
const grid = gridOf(seedMap);
const name = (c) => grid.name(c);
const turn = (c) => grid.cellAt(seedMap.cols - 1 - grid.colOf(c), seedMap.rows - 1 - grid.rowOf(c));
const spec = (homes, systems) => ({ cols: seedMap.cols, rows: seedMap.rows, homes, systems });
const neutral = seedMap.systems.filter((c) => !seedMap.homes.includes(c));
const [a, b] = seedMap.homes;
const MAPS = {
  seed: spec([name(a), name(b)], neutral.map(name)),
  'seed-swapped': spec([name(b), name(a)], neutral.map(name)),
  rotated: spec([name(turn(a)), name(turn(b))], neutral.map((c) => name(turn(c)))),
  'rotated-swapped': spec([name(turn(b)), name(turn(a))], neutral.map((c) => name(turn(c)))),
  ...Object.fromEntries(Object.entries(SCENARIOS).filter(([k]) => k !== 'seed')),
};
// Which of the seed map's homes a seat's home is (A = 2302 or its image, B = 0321 or its image).
const roleOf = (map, seat) => {
  const h = map.homes[seat];
  return h === name(a) || h === name(turn(a)) ? 'A' : h === name(b) || h === name(turn(b)) ? 'B' : `seat ${seat + 1}`;
};

console.log(`bot ${bot} in both seats, ${games} games a map, seeds "balance/<map>/<g>"`);
console.log('| map | first seat | second seat | first seat wins | second seat wins | draws | turn limit | mean turns |');
console.log('|---|---|---|---|---|---|---|---|');
for (const m of mapsText.split(',')) {
  const map = MAPS[m];
  const tally = { first: 0, second: 0, draw: 0, limit: 0, turns: 0 };
  for (let g = 0; g < games; g++) {
    const seed = `balance/${m}/${g}`;
    const start = STRATEGIC_GAME.setup({ map }, seed);
    if (!start.ok) throw new Error(start.error[0].message);
    const seats = Object.fromEntries(start.value.players.map((p) => [p, STRATEGIC_GAME.bots[bot].bot]));
    const end = runMatch(STRATEGIC_GAME, { seed, start: start.value, seats, record: false, maxSteps: 400 }).state;
    tally.turns += end.turn;
    const w = end.end?.winners ?? [];
    if (w.length === 1) tally[w[0] === end.players[0] ? 'first' : 'second']++;
    else if (end.end?.reason === 'draw') tally.draw++;
    else tally.limit++;
  }
  const pct = (n) => `${n} (${((100 * n) / games).toFixed(1)}%)`;
  console.log(
    `| ${m} | ${map.homes[0]} (${roleOf(map, 0)}) | ${map.homes[1]} (${roleOf(map, 1)}) | ${pct(tally.first)} | ${pct(tally.second)} | ${pct(tally.draw)} | ${pct(tally.limit)} | ${(tally.turns / games).toFixed(2)} |`,
  );
}
