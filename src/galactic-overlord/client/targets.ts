/**
 * Where a faction's navy may go and what its other orders may name, from its view alone:
 * the factions it may attack (GO-4.3, GO-11.1, GO-2.4), the bases it may name to take
 * (GO-5.2), the ships it may send or repair, the factions a spy may go to (GO-9.2), and
 * what it may give away (GO-11.5). Each target says why it is not open when it is not,
 * so a board can show it greyed with the reason.
 */
import type { GoView } from '../view.js';
import { MAX_GENERATORS, MAX_SPIES } from '../vocabulary.js';

/** Another faction as a target. */
export interface Target {
  /** The faction. */
  readonly faction: string;
  /** Whether the order may name it. */
  readonly open: boolean;
  /** Why not, in words, when it is not open. */
  readonly why: string | null;
}

/** The other factions still in the game, in seat order. */
export function rivals(view: GoView): string[] {
  return view.players.filter((p) => p !== view.player && view.factions[p]!.outAt === null);
}

/** Whether the viewer gives orders this turn. */
export const awaited = (view: GoView): boolean => view.awaiting.players.includes(view.player);

/**
 * GO-4.3: every other faction still in the game, open to an attack unless the viewer has
 * declared it an ally (GO-11.1), the turn is the prebuild turn (GO-2.4) or the viewer has
 * no ship to send and builds none (pass `building` for the ships ordered this turn).
 */
export function attackTargets(view: GoView, building = 0): Target[] {
  const ships = view.me.ships.length + building;
  return rivals(view).map((p) => {
    const why =
      view.turn === 0
        ? 'nobody may attack in the prebuild turn'
        : view.me.allies.includes(p)
          ? `you declared ${p} your ally; break the alliance to attack`
          : ships === 0
            ? 'you have no ship to send: build some first'
            : null;
    return { faction: p, open: why === null, why };
  });
}

/** GO-5.2: the bases an attack on `target` may name to take: those it holds now, by id. */
export function basesToTake(view: GoView, target: string): number[] {
  return view.bases
    .filter((b) => b.holder === target)
    .map((b) => b.id)
    .sort((a, b) => a - b);
}

/** One of the viewer's ships, as an order may name it. */
export interface OwnShip {
  /** Its id. */
  readonly id: number;
  /** Whether it is damaged (a repair is worth it, GO-3.4). */
  readonly damaged: boolean;
}

/** GO-4.3, GO-3.4: the viewer's ships by id, each with whether it is damaged. */
export function ownShips(view: GoView): OwnShip[] {
  return [...view.me.ships].sort((a, b) => a.id - b.id).map((s) => ({ id: s.id, damaged: s.damage > 0 }));
}

/** GO-9.2: the factions a spy may go to (needs a spy in stock). */
export function spyTargets(view: GoView): Target[] {
  const why = view.me.spies < 1 ? 'you have no spy: train one first (Train Spy)' : null;
  return rivals(view).map((p) => ({ faction: p, open: why === null, why }));
}

/** What a gift may name (GO-11.5). */
export interface GiftChoices {
  /** The bases the viewer holds, by id. */
  readonly bases: readonly number[];
  /** The factions it may give them to: every rival still in the game. */
  readonly to: readonly string[];
}

/** GO-11.5: the bases the viewer may give away (those it holds), and to whom (every rival). */
export function gifts(view: GoView): GiftChoices {
  return { bases: basesToTake(view, view.player), to: rivals(view) };
}

/** The special orders open this turn, each with why not when it is not (GO-4.1). */
export function specialsOpen(
  view: GoView,
): Record<'raise-shields' | 'build-generator' | 'train-spy', string | null> {
  return {
    'raise-shields':
      view.turn === 0
        ? 'nobody may raise shields in the prebuild turn'
        : view.me.generators < 1
          ? 'you have no shield generator: build one first (Build Generator)'
          : null,
    'build-generator':
      view.me.generators >= MAX_GENERATORS ? `you already stock ${MAX_GENERATORS} generators` : null,
    'train-spy': view.me.spies >= MAX_SPIES ? `you already stock ${MAX_SPIES} spies` : null,
  };
}
