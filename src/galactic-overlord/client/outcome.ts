/**
 * Why a game ended, as a sentence every player may read (GO-8): the last faction
 * standing and what it held, or why nobody won, with the places by bases then navy when
 * the turn limit ends it. Made from the public facts alone (the post's factions), so the
 * game's `outcome` and a client reading the final view say the same thing.
 */
import type { PublicFaction } from '../report.js';
import { navyBp, navyWords } from './events.js';
import { listed, summarised } from './names.js';

/** The public facts an ending is told from: every faction as posted, and the turns. */
export interface EndFacts {
  /** The factions in seat order. */
  readonly players: readonly string[];
  /** Every faction as the post shows it. */
  readonly factions: Readonly<Record<string, PublicFaction>>;
  /** The turn whose orders would be due next. */
  readonly turn: number;
  /** The last turn before the game is ranked (GO-8.2). */
  readonly turnLimit: number;
}

const basesOf = (f: PublicFaction) => `${f.bases.length} ${f.bases.length === 1 ? 'base' : 'bases'}`;

/** The factions that went out, the earliest first: `p1 on turn 1 and p2 on turn 3`. */
function outs(facts: EndFacts): string {
  const gone = facts.players
    .filter((p) => facts.factions[p]!.outAt !== null)
    .sort((a, b) => facts.factions[a]!.outAt! - facts.factions[b]!.outAt!);
  return listed(gone.map((p) => `${p} on turn ${facts.factions[p]!.outAt}`));
}

/** The sentence saying why the game ended, or null while it goes on. */
export function outcomeWhy(facts: EndFacts): string | null {
  const left = facts.players.filter((p) => facts.factions[p]!.outAt === null);
  const last = facts.turn - 1;
  if (left.length === 1) {
    const w = left[0]!;
    const f = facts.factions[w]!;
    const gone = outs(facts);
    return (
      `${w} is the Galactic Overlord: the last faction standing after turn ${last}, ` +
      `with ${basesOf(f)} and ${navyWords(f.navy)}` +
      (gone === '' ? '.' : `; the others went out: ${gone}.`)
    );
  }
  if (left.length === 0) return `Nobody won: every faction went out (${outs(facts)}).`;
  if (facts.turn <= facts.turnLimit) return null;
  // GO-8.2: ranked by bases held, then navy value.
  const ranked = [...left].sort((a, b) => {
    const fa = facts.factions[a]!;
    const fb = facts.factions[b]!;
    return fb.bases.length - fa.bases.length || navyBp(fb.navy) - navyBp(fa.navy);
  });
  const places = ranked.map((p) => {
    const f = facts.factions[p]!;
    return `${p} (${basesOf(f)}, navy ${navyBp(f.navy)} BP)`;
  });
  return (
    `Nobody won: the turn limit (turn ${facts.turnLimit}) came with ${left.length} factions standing, ` +
    `placed by bases held, then navy: ${summarised(places, 6)}.`
  );
}
