/**
 * Orders checked in the client, from the view alone, with the issue codes the server
 * gives, so a player learns of a refused order before sending it. It runs the server's own `checkOrders` on a state made from the view, so
 * the two cannot drift; that brings the order checker and Immutable.js into a client's
 * bundle, which is why it lives apart from the drawing helpers of `client.ts`.
 */

import { List } from 'immutable';
import { parseSector } from './board.js';
import { checkOrders, type ValidatedOrders } from './orders.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules.js';
import { DEFAULT_SCENARIO } from './scenario.js';
import { type CommandRole, makeGameState, makePlayer, makeSoldier } from './state.js';
import type { PlayerView } from './view.js';
import type { Edge } from './vocabulary.js';

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
