/**
 * Why a game ended, as a sentence (the contract's `GameOutcome.why`): who won and what
 * decided it (TSG-4), from what every player may know at the end: where the fleets'
 * counters stand, who owns which system, the turn. Ships and BP are private (TSG-9.1), so
 * a turn-limit ranking names systems owned and says only that ships break ties.
 */
import type { TsgView } from '../view.js';
import { hexGrid } from './grid.js';
import { count } from './ids.js';
import { homeCellOf } from './names.js';

/** The public facts of a game that say how it ended: a view has them, and so has the state. */
export type PublicEnd = Pick<
  TsgView,
  'end' | 'turn' | 'turnLimit' | 'players' | 'map' | 'rules' | 'systems' | 'fleets'
>;

/** The sentence for a game that is over, or null while it goes on. */
export function whyItEnded(g: PublicEnd): string | null {
  const end = g.end;
  if (end === null) return null;
  const grid = hexGrid(g.map);
  const [a, b] = g.players;
  const other = (p: string) => (p === a ? b : a);
  const home = (p: string) => grid.name(homeCellOf(g, p));
  const took = (p: string) => {
    const cell = homeCellOf(g, other(p));
    return g.rules.victory === 'occupy'
      ? g.fleets.some((f) => f.owner === p && f.at === cell)
      : g.systems.some((s) => s.cell === cell && s.owner === p);
  };
  const wiped = (p: string) => !g.fleets.some((f) => f.owner === p);
  const deed = (p: string) =>
    took(p)
      ? `${p} ${g.rules.victory === 'occupy' ? 'occupied' : 'captured'} ${other(p)}'s home ${home(other(p))}`
      : `${other(p)} had no ships left`;
  switch (end.reason) {
    case 'occupation': {
      const w = end.winners[0]!;
      const how = g.rules.victory === 'occupy' ? 'occupying' : 'capturing';
      return `${w} won on turn ${g.turn} by ${how} ${other(w)}'s home system ${home(other(w))}.`;
    }
    case 'annihilation': {
      const w = end.winners[0]!;
      return `${w} won on turn ${g.turn}: ${other(w)} has no ships left.`;
    }
    case 'draw': {
      const deeds = g.players.filter((p) => took(p) || wiped(other(p))).map(deed);
      return `A draw on turn ${g.turn}: both sides won in the same combat (${deeds.join('; ')}).`;
    }
    default: {
      const owned = (p: string) => g.systems.filter((s) => s.owner === p).length;
      return `No winner: turn ${g.turn}, the last of the turn limit, ended undecided; ${a} owns ${count(owned(a), 'system')} and ${b} ${owned(b)} (ranked by systems, then by ships).`;
    }
  }
}
