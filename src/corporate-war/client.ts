/**
 * What a client (a browser, a phone, a mail program) needs besides the view itself, from
 * the view alone (issue 15): where a soldier or a group may be ordered, and orders checked
 * before they are sent, with the issue codes the server gives for everything the view
 * knows. Nothing here needs the game state.
 */

import { List } from 'immutable';
import { distance, intermediates, parseSector, type Sector, sectorName } from './board.js';
import { checkOrders, type ValidatedOrders } from './orders.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules.js';
import { DEFAULT_SCENARIO } from './scenario.js';
import { type CommandRole, makeGameState, makePlayer, makeSoldier } from './state.js';
import type { PlayerView } from './view.js';
import type { Edge } from './vocabulary.js';

/** A sector a soldier may be ordered to (CW-5.2), and the middle sectors of the way there (CW-5.3). */
export interface Destination {
  /** The target sector's name; the soldier's own sector is an order to stay. */
  readonly to: string;
  /** How many sectors away it is: 0, 1 or 2. */
  readonly distance: number;
  /** For a move of two sectors, the sectors it may pass through (`via`); empty otherwise. */
  readonly via: readonly string[];
}

/**
 * The sectors a soldier, or the player's group in a sector, may be ordered to (CW-5.2),
 * in board order, with the middle sectors of each two-sector move (CW-5.3). `who` is a
 * soldier id of the player's, or a sector name; an unknown soldier, a fallen one, or a
 * sector off the board has none.
 * @example
 * ```ts
 * const here = legalDestinations(view, 'A6');
 * here.find((d) => d.to === 'C6')?.via; // ['B5', 'B6', 'B7'] on the seed's board
 * ```
 */
export function legalDestinations(view: PlayerView, who: string): Destination[] {
  const b = view.board;
  const soldier = view.soldiers.find((s) => s.id === who);
  if (soldier !== undefined && soldier.status !== 'alive') return [];
  const from = parseSector(b, soldier?.sector ?? who);
  if (from === undefined) return [];
  const out: Destination[] = [];
  for (let s: Sector = 0; s < b.rows * b.cols; s++) {
    const d = distance(b, from, s);
    if (d > 2) continue;
    out.push({
      to: sectorName(b, s),
      distance: d,
      via: d === 2 ? intermediates(b, from, s).map((m) => sectorName(b, m)) : [],
    });
  }
  return out;
}

/**
 * A player's orders checked against its view, before they are sent (CW-5.5): the same
 * outcomes and issue codes `checkOrders` gives on the server for everything the view
 * knows: the player's own soldiers, the board, whether the game is over. The rules options
 * are not in the view: pass the game's if the client knows them (the default paths and
 * the Commander's death matter here, CW-5.3 and CW-8.6). Soldier ids that are not the
 * player's get `order/unknown-soldier` on both sides alike (the server never says more).
 * A move's `index` counts in the view's list of soldiers. Never throws.
 * @example
 * ```ts
 * const checked = checkOrdersForView(view, [{ soldier: 'psicorps/ghost-1', to: 'K11' }]);
 * checked.outcomes[0]?.issues[0]?.code; // 'order/too-far'
 * ```
 */
export function checkOrdersForView(
  view: PlayerView,
  raw: unknown,
  rules: Partial<RulesOptions> = {},
): ValidatedOrders {
  const mc = DEFAULT_SCENARIO.mobileCommand;
  const role = (type: string): CommandRole =>
    type === mc.commander ? 'commander' : type === mc.doc ? 'doc' : '';
  const board = view.board;
  // The player's side of the game as its view shows it: nobody else is needed, since any
  // other id is answered as unknown whoever has it.
  const state = makeGameState({
    day: view.day,
    scenario: { ...DEFAULT_SCENARIO, board, keySectors: view.keySectors, craft: view.craft, aliens: [] },
    rules: { ...DEFAULT_RULES_OPTIONS, ...rules },
    players: List([makePlayer({ id: view.player, corporation: view.corporation, edge: view.edge as Edge })]),
    soldiers: List(
      view.soldiers.map((s) =>
        makeSoldier({
          id: s.id,
          owner: view.player,
          type: s.type,
          squad: '',
          role: role(s.type),
          kill: s.kill,
          survive: s.survive,
          escape: s.escape,
          info: s.info,
          status: s.status,
          sector: parseSector(board, s.sector) ?? 0,
          tagsWith: s.tagsWith ?? '',
          diedOn: s.status === 'dead' ? Math.max(1, view.day - 1) : 0,
        }),
      ),
    ),
    outcome: view.outcome === null ? null : { ...view.outcome, reason: view.outcome.reason as never },
  });
  return checkOrders(state, view.player, raw, { ...DEFAULT_RULES_OPTIONS, ...rules });
}
