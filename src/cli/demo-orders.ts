/**
 * A scripted commander for the demo, until the computer players arrive: it sends each
 * player's soldiers in squads towards the key sectors nearest its edge and parks the
 * Mobile Command on the nearest one. It reads the whole state, so it is not a fair
 * player; it exists to show a full game being resolved.
 */
import { type BoardSize, distance, type GameState, sectorName } from '../corporate-war/index.js';

const stepTowards = (b: BoardSize, from: number, to: number): number => {
  let r = Math.floor(from / b.cols);
  let c = from % b.cols;
  for (let i = 0; i < 2; i++) {
    r += Math.sign(Math.floor(to / b.cols) - r);
    c += Math.sign((to % b.cols) - c);
  }
  return r * b.cols + c;
};

/** Orders for every player, by the demo script. */
export function demoOrders(state: GameState): Record<string, unknown[]> {
  const b = state.scenario.board;
  const keys = state.scenario.keySectors.map((n) => {
    const row = n.charCodeAt(0) - 65;
    return row * b.cols + Number(n.slice(1)) - 1;
  });
  const out: Record<string, unknown[]> = {};
  for (const p of state.players) {
    const mine = state.soldiers.filter((s) => s.owner === p.id && s.status === 'alive').toArray();
    const mc = mine.find((s) => s.role === 'commander') ?? mine.find((s) => s.role === 'doc');
    const home = mc?.sector ?? mine[0]?.sector ?? 0;
    const targets = keys.slice().sort((x, y) => distance(b, home, x) - distance(b, home, y) || x - y);
    const orders: unknown[] = [];
    let squad = 0;
    for (const s of mine) {
      const goal = s.role !== '' ? targets[0]! : targets[(squad++ % 4) + 1]!;
      if (s.sector === goal) continue;
      orders.push({ soldier: s.id, to: sectorName(b, stepTowards(b, s.sector, goal)) });
    }
    out[p.id] = orders;
  }
  return out;
}
