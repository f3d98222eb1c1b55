/**
 * What a person reads for the ids and words of the game, from the view alone: players,
 * fleets, ships and hexes by name, the step in words, and ids typed in any case matched
 * to the player's own.
 */
import type { TsgView } from '../view.js';
import { designText } from './ids.js';

/** The other player of the view. */
export const enemyOf = (view: Pick<TsgView, 'me' | 'players'>): string =>
  view.players[0] === view.me ? view.players[1] : view.players[0];

/** A player's home cell (the map's first home is the first seat's, TSG-3.3). */
export const homeCellOf = (view: Pick<TsgView, 'map' | 'players'>, player: string): number =>
  view.map.homes[view.players.indexOf(player) === 1 ? 1 : 0];

/**
 * The name to show for an id the view or a report holds: `you (p1)` and `the enemy (p2)`
 * for players, `your fleet p1-f3` and `enemy fleet p2-f2`, `your ship p1-s4 (E3 S5 T4 W4)`;
 * anything else as it is. Only what the view holds is named: an enemy ship is never seen.
 * @example
 * ```ts
 * nameOf(view, 'p2-f2'); // 'enemy fleet p2-f2'
 * ```
 */
export function nameOf(view: TsgView, id: string): string {
  if (id === view.me) return `you (${id})`;
  if (view.players.includes(id)) return `the enemy (${id})`;
  for (const f of view.myFleets) {
    if (f.id === id) return `your fleet ${id}`;
    const s = f.ships.find((x) => x.id === id);
    if (s !== undefined) return `your ship ${id} (${designText(s)})`;
  }
  if (view.fleets.some((f) => f.id === id)) return `enemy fleet ${id}`;
  return id;
}

/** The step awaited, in words: who gives orders for what. */
export function phaseText(view: Pick<TsgView, 'phase' | 'initiative' | 'me'>): string {
  const [first, second] = view.initiative;
  const who = (p: string) => (p === view.me ? 'you' : p);
  switch (view.phase) {
    case 'production':
      return 'production: both players build and set battle orders';
    case 'move-1':
      return `first move: ${who(first)} ${first === view.me ? 'move' : 'moves'}, having won the initiative`;
    case 'move-2':
      return `second move: ${who(second)} ${second === view.me ? 'move' : 'moves'}, having seen the first`;
    default:
      return 'the game is over';
  }
}

/**
 * The player's own fleet meant by an id typed in any case (`P1-F2` is `p1-f2`), or
 * undefined when the player has no such fleet.
 */
export function ownFleetId(view: Pick<TsgView, 'myFleets'>, typed: string): string | undefined {
  const want = typed.trim().toLowerCase();
  return view.myFleets.find((f) => f.id === want)?.id;
}
