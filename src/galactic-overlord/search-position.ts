/**
 * A game state consistent with one faction's view, for the search bot to resolve
 * hypothetical turns on (a determinization). Everything public is copied from the view;
 * what the view hides is filled in by a stated guess, never read from the true state,
 * which a bot never sees:
 *
 * - other factions' ships are rebuilt from their public breakdowns (GO-7.1) with no
 *   damage and fresh ids (their damage and ids are hidden);
 * - their shield generators (hidden, GO-A19) are a guess the caller passes;
 * - their self-built bases are counted from the bases' builders, which is exact, since a
 *   base is never destroyed, only captured (GO-5);
 * - the random stream is the bot's own, so missing orders of battle and unnamed captures
 *   are drawn as the bot draws them.
 */
import type { RngState } from '../kernel/rng.js';
import { kindOf } from './report.js';
import type { Faction, GoState, Ship } from './state.js';
import type { GoView } from './view.js';

/** Ids given to other factions' rebuilt ships start here, above any id a real game reaches. */
const HIDDEN_IDS = 1_000_000_000;

/** The state the search plays on, from `view`; `generators` guesses each other faction's stock. */
export function positionOf(view: GoView, rng: RngState, generators: (player: string) => number): GoState {
  const factions: Record<string, Faction> = {};
  let next = HIDDEN_IDS;
  for (const p of view.players) {
    if (p === view.player) {
      factions[p] = view.me;
      continue;
    }
    const pub = view.factions[p]!;
    const ships: Ship[] = [];
    for (const [key, n] of Object.entries(pub.navy)) {
      const kind = kindOf(key);
      if (kind === null) continue;
      for (let k = 0; k < n; k++) ships.push({ id: next++, hull: kind.hull, weapon: kind.weapon, damage: 0 });
    }
    factions[p] = {
      bp: pub.bp,
      built: view.bases.filter((b) => b.builder === p).length,
      generators: pub.outAt === null ? generators(p) : 0,
      counterEspionage: 0,
      // Hidden: spies in stock (guessed none), and declarations not yet returned; the
      // standing alliances are public (GO-11.1), so those are copied.
      spies: 0,
      allies: view.alliances.flatMap(([a, b]) => (a === p ? [b] : b === p ? [a] : [])),
      ships,
      cutOffShips: pub.cutOff ? ships.length : null,
      outAt: pub.outAt,
    };
  }
  const maxBase = Math.max(0, ...view.bases.map((b) => b.id));
  const maxOwn = Math.max(0, ...view.me.ships.map((s) => s.id));
  return {
    turn: view.turn,
    turnLimit: view.turnLimit,
    players: view.players,
    names: view.names,
    rules: view.rules,
    factions,
    bases: view.bases,
    // New ships get ids above every real and rebuilt one; they only need to be unique.
    nextShip: Math.max(next, maxOwn + 1),
    nextBase: maxBase + 1,
    rng,
  };
}
