/**
 * Squads: who goes to which target. A squad sees with the highest Info among its soldiers
 * (CW-6.3), and a squad that sees nobody can neither notice an enemy walking in nor start
 * a fight with one sitting beside it, so the soldiers with eyes (Info 2 or more) are dealt
 * one to a squad. Soldiers who fell keep their place in the deal, so the revived walk back
 * to their squads and a death does not reshuffle everyone; squads that have lost soldiers
 * are then topped up from the largest (`rebalance`).
 */
import { distance, type Sector } from '../board.js';
import type { PlayerView, ViewSoldier } from '../view.js';
import type { BoardTables, Force } from './tactics.js';
import { isCommand } from './tactics.js';

/** The least Info that sees the common soldiers, who have Escape 1 (CW-3.1, CW-6.3). */
export const EYES = 2;

/** The fewest soldiers a squad wants: one to hold its target, one to arrive in it. */
const MIN_SQUAD = 2;

/**
 * Deals the soldiers `member` accepts into one squad per target. Squad 0 is the Mobile
 * Command's (CW-3.4), whose Commander (Info 3) is its eyes, so the living soldiers with
 * eyes go one to each of squads 1, 2, …, best Info first, then round again. The others
 * are dealt by Kill (then Survive, then view order) round all the squads, fallen ones
 * included so that the deal stays put; fallen eyes are dealt last, for the same reason.
 * @returns the squad of each soldier by view index (-1 for soldiers not dealt).
 */
export function dealSquads(
  view: PlayerView,
  t: BoardTables,
  force: Force,
  targets: readonly Sector[],
  member: (s: ViewSoldier) => boolean = (s) => !isCommand(s),
): number[] {
  const count = targets.length;
  const squadOf = view.soldiers.map(() => -1);
  if (count === 0) return squadOf;
  const all = view.soldiers.map((s, i) => ({ s, i })).filter(({ s }) => member(s));
  all
    .filter(({ s }) => s.status === 'alive' && s.info >= EYES)
    .sort((a, b) => b.s.info - a.s.info || a.i - b.i)
    .forEach(({ i }, r) => {
      squadOf[i] = count === 1 ? 0 : 1 + (r % (count - 1));
    });
  all
    .filter(({ s }) => s.info < EYES)
    .sort((a, b) => b.s.kill - a.s.kill || b.s.survive - a.s.survive || a.i - b.i)
    .forEach(({ i }, r) => {
      squadOf[i] = r % count;
    });
  let k = 0;
  for (const { i } of all) if (squadOf[i] === -1) squadOf[i] = k++ % count;
  rebalance(squadOf, t, force, targets);
  return squadOf;
}

/**
 * Tops up squads that have lost soldiers: first every target gets someone to hold it (a
 * claim needs a soldier in each of four key sectors, CW-9.1), then a second soldier to
 * arrive in it. Each time the largest squad gives the soldier nearest the target that
 * needs him, and gives an eye only if it has two. The Mobile Command counts as one
 * soldier of squad 0, since it holds its sector.
 */
export function rebalance(squadOf: number[], t: BoardTables, force: Force, targets: readonly Sector[]): void {
  const b = t.board;
  const members = (q: number) => force.living.filter((m) => squadOf[m.index] === q && !isCommand(m.soldier));
  const size = (q: number) => members(q).length + (q === 0 && force.command.length > 0 ? 1 : 0);
  for (const need of [1, MIN_SQUAD]) {
    for (let round = 0; round < force.living.length; round++) {
      let needy = -1;
      let donor = -1;
      for (let q = 0; q < targets.length; q++) {
        if (size(q) < need && (needy < 0 || size(q) < size(needy))) needy = q;
        if (size(q) > need && (donor < 0 || size(q) > size(donor))) donor = q;
      }
      if (needy < 0 || donor < 0) break;
      const pool = members(donor);
      const eyes = pool.filter((m) => m.soldier.info >= EYES).length;
      const goal = targets[needy]!;
      const pick = pool
        .filter((m) => m.soldier.info < EYES || eyes > 1)
        .sort((x, y) => distance(b, x.at, goal) - distance(b, y.at, goal) || x.index - y.index)[0];
      if (pick === undefined) break;
      squadOf[pick.index] = needy;
    }
  }
}
