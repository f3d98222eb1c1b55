/**
 * Why a game ended (HV-10), as a sentence every player may read at the end: the One and
 * the turn it rose, or the turn limit with the points that decided it, or nobody left.
 * The game's `outcome` fills `GameOutcome.why` with it; a client shows it.
 */
import type { EndReason } from '../vocabulary.js';
import { listed } from './names.js';

/** What the sentence is made from: facts every player knows once the game is over. */
export interface EndFacts {
  /** Why it ended. */
  readonly reason: EndReason;
  /** The last turn played. */
  readonly turn: number;
  /** The turn limit of the game (HV-10.2). */
  readonly turnLimit: number;
  /** The winners. */
  readonly winners: readonly string[];
  /** The players still on the planet and free (serving nobody), in seat order. */
  readonly free: readonly string[];
  /** The players still on the planet, in seat order. */
  readonly onPlanet: readonly string[];
  /** Every seat's victory points. */
  readonly points: Readonly<Record<string, number>>;
  /** The names a scenario gave players (HV-1.5), by id; a player without one is named by its id. */
  readonly names?: Readonly<Record<string, string>>;
}

/** Why the game ended, who won and what decided it. */
export function outcomeWhy(f: EndFacts): string {
  const names = f.names ?? {};
  const is = (p: string) => (Object.hasOwn(names, p) ? `${names[p]} (${p})` : p);
  const all = (ps: readonly string[]) => listed(ps.map(is));
  if (f.reason === 'all-gone')
    return `No Harvester is left on the planet after turn ${f.turn}: every one self-destructed or stood idle too long, so nobody won.`;
  if (f.reason === 'the-one') {
    const one = f.winners[0] ?? '?';
    const served = f.onPlanet.filter((p) => p !== one);
    return `${is(one)} is the One: after turn ${f.turn} every other Harvester on the planet serves it${served.length > 0 ? ` (${all(served)})` : ''}, so ${one} won with ${f.points[one] ?? 0} victory points.`;
  }
  const best = f.points[f.winners[0] ?? ''] ?? 0;
  const rest = f.onPlanet
    .filter((p) => !f.winners.includes(p))
    .sort((a, b) => (f.points[b] ?? 0) - (f.points[a] ?? 0))[0];
  const next = rest === undefined ? '' : `; next came ${is(rest)} with ${f.points[rest] ?? 0}`;
  const who =
    f.winners.length === 1
      ? `${is(f.winners[0]!)} won with the most victory points, ${best}`
      : `${all(f.winners)} shared the win with ${best} victory points each`;
  return `The turn limit (${f.turnLimit}) was reached with ${f.free.length} Harvesters still free (${all(f.free)}): ${who}${next}.`;
}
