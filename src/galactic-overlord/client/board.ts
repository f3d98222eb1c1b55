/**
 * The board of Galactic Overlord from a faction's view: Galactic Overlord has no map, so
 * its board is the factions side by side, each with the bases it holds (by name, home or
 * captured) and its navy by kind, and the faction's own fleet ship by ship with the
 * names a person types on the sheet (`S4`, `B10`). The text board (`renderMap`) and the
 * web board are both drawn from this model, so they show the same things by the same
 * names, and nothing the view does not hold (GO-7.1).
 */
import { kindOf } from '../report.js';
import type { GoView } from '../view.js';
import { type Hull, hullHp, hullSize, type Weapon } from '../vocabulary.js';
import { baseName, kindName, shipName } from './names.js';
import { incomeOf, type PriceList, priceList } from './prices.js';

/** A base on the board. */
export interface BoardBase {
  /** Its id. */
  readonly id: number;
  /** Its name, as the sheet takes it: `B10`. */
  readonly name: string;
  /** Who holds it. */
  readonly holder: string;
  /** Who built it. */
  readonly builder: string;
  /** Whether its holder built it: a home base, worth 5 BP a turn and counting for hulls (GO-2.2, GO-3.3). */
  readonly home: boolean;
}

/** A kind of ship in a navy, as the post shows it (GO-7.1). */
export interface NavyKind {
  /** The hull. */
  readonly hull: Hull;
  /** The weapon. */
  readonly weapon: Weapon;
  /** Its name: `torpedo cruiser`. */
  readonly name: string;
  /** How many. */
  readonly count: number;
  /** Weapon units: count × hull size. */
  readonly units: number;
}

/** One faction on the board. */
export interface BoardFaction {
  /** Its id, as the sheet takes it. */
  readonly id: string;
  /** Whether it is the viewer's. */
  readonly you: boolean;
  /** `in`, `cut-off` (holds no base but has ships, GO-6.1) or `out` (GO-6.3). */
  readonly status: 'in' | 'cut-off' | 'out';
  /** The turn it went out, or null. */
  readonly outAt: number | null;
  /** Whether it stands in an alliance with the viewer (both declared, GO-11.1). */
  readonly allied: boolean;
  /** Whether the viewer has declared it an ally (one-sided until it declares too). */
  readonly declared: boolean;
  /** Its build points, as posted. */
  readonly bp: number;
  /** What it earns a turn from the bases it holds (GO-2.2). */
  readonly income: number;
  /** The bases it holds, by id. */
  readonly bases: readonly BoardBase[];
  /** Its navy by kind, hull then weapon. */
  readonly navy: readonly NavyKind[];
  /** Its ships in all. */
  readonly ships: number;
  /** Its navy's value in BP: the hulls' cost (GO-3.2), which is also its weapon units. */
  readonly value: number;
  /** Its navy's hit points when undamaged (damage is hidden from others, GO-7.1). */
  readonly hp: number;
}

/** One of the viewer's own ships. */
export interface BoardShip {
  /** Its id. */
  readonly id: number;
  /** Its name, as the sheet takes it: `S4`. */
  readonly name: string;
  /** The hull. */
  readonly hull: Hull;
  /** The weapon. */
  readonly weapon: Weapon;
  /** Its kind's name: `laser battleship`. */
  readonly kind: string;
  /** Hit points left. */
  readonly hp: number;
  /** Hit points when repaired. */
  readonly maxHp: number;
}

/** A symbol of the board and what it means. */
export interface LegendEntry {
  /** The symbol. */
  readonly symbol: string;
  /** What it means. */
  readonly meaning: string;
}

/** The legend of the board: how names and marks read. */
export const LEGEND: readonly LegendEntry[] = [
  { symbol: 'B7', meaning: 'base 7: type B7 (or 7) on the sheet' },
  { symbol: 'B7*', meaning: 'a captured base: built by another, 2 BP a turn, no help for hulls' },
  { symbol: 'S4', meaning: 'your ship 4: type S4 (or 4) on the sheet' },
  { symbol: 'HP', meaning: 'hit points: 2 a unit of hull; damage stays until repaired (1 BP)' },
  { symbol: 'navy BP', meaning: 'a navy’s worth: the cost of its hulls, which is also its weapon units' },
  { symbol: 'income', meaning: 'BP a turn: 5 a home base, 2 a captured base' },
];

/** The whole board of a faction's view. */
export interface Board {
  /** The faction viewing. */
  readonly player: string;
  /** The turn whose orders are due. */
  readonly turn: number;
  /** The last turn before the game is ranked (GO-8.2). */
  readonly turnLimit: number;
  /** Whether the game is over (nobody is awaited). */
  readonly over: boolean;
  /** Every faction in seat order, the viewer's among them. */
  readonly factions: readonly BoardFaction[];
  /** Every base standing, by id. */
  readonly bases: readonly BoardBase[];
  /** The viewer's own ships, by id. */
  readonly ships: readonly BoardShip[];
  /** The viewer's stocks (GO-2.1, GO-4.5, GO-9). */
  readonly stocks: {
    /** Build points in stock. */
    readonly bp: number;
    /** Shield generators. */
    readonly generators: number;
    /** Spies. */
    readonly spies: number;
    /** Counter-espionage uses left. */
    readonly counterEspionage: number;
  };
  /** The prices and the budget of the turn. */
  readonly prices: PriceList;
  /** The alliances standing, as pairs (public, GO-11.1). */
  readonly alliances: readonly (readonly [string, string])[];
  /** The legend. */
  readonly legend: readonly LegendEntry[];
}

const boardBase = (b: { id: number; holder: string; builder: string }): BoardBase => ({
  id: b.id,
  name: baseName(b.id),
  holder: b.holder,
  builder: b.builder,
  home: b.holder === b.builder,
});

/** The board of `view`. */
export function boardOf(view: GoView): Board {
  const bases = [...view.bases].sort((a, b) => a.id - b.id).map(boardBase);
  const factions = view.players.map((p): BoardFaction => {
    const f = view.factions[p]!;
    const navy: NavyKind[] = [];
    for (const [key, count] of Object.entries(f.navy)) {
      const kind = kindOf(key);
      if (kind === null) continue;
      navy.push({
        ...kind,
        name: kindName(kind.hull, kind.weapon),
        count,
        units: count * hullSize(kind.hull),
      });
    }
    return {
      id: p,
      you: p === view.player,
      status: f.outAt !== null ? 'out' : f.cutOff ? 'cut-off' : 'in',
      outAt: f.outAt,
      allied: view.alliances.some(
        ([a, b]) => (a === p && b === view.player) || (b === p && a === view.player),
      ),
      declared: view.me.allies.includes(p),
      bp: f.bp,
      income: incomeOf(view, p),
      bases: bases.filter((b) => b.holder === p),
      navy,
      ships: navy.reduce((t, k) => t + k.count, 0),
      value: navy.reduce((t, k) => t + k.units, 0),
      hp: navy.reduce((t, k) => t + k.count * hullHp(k.hull), 0),
    };
  });
  const ships = [...view.me.ships]
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      id: s.id,
      name: shipName(s.id),
      hull: s.hull,
      weapon: s.weapon,
      kind: kindName(s.hull, s.weapon),
      hp: hullHp(s.hull) - s.damage,
      maxHp: hullHp(s.hull),
    }));
  return {
    player: view.player,
    turn: view.turn,
    turnLimit: view.turnLimit,
    over: view.awaiting.players.length === 0,
    factions,
    bases,
    ships,
    stocks: {
      bp: view.me.bp,
      generators: view.me.generators,
      spies: view.me.spies,
      counterEspionage: view.me.counterEspionage,
    },
    prices: priceList(view),
    alliances: view.alliances,
    legend: LEGEND,
  };
}
