/**
 * What a person reads for an id, from the view alone: reports, orders and the view name
 * soldiers and players by id, and a client shows names without asking the server.
 */
import type { PlayerView } from '../view.js';

/**
 * The name to show for an id the view or a report holds: one of the player's soldiers by
 * its short name (`ghost-1`, as the order sheet writes it), a player by its corporation's
 * display name (`PsiCorps`), `aliens` as the aliens, a corporation by its display name;
 * anything else as it is.
 * @example
 * ```ts
 * const carrier = soldier.tagsWith === null ? 'nobody' : nameOf(view, soldier.tagsWith);
 * const winners = view.outcome?.winners.map((p) => nameOf(view, p)).join(', ');
 * ```
 */
export function nameOf(view: PlayerView, id: string): string {
  const soldier = view.soldiers.find((s) => s.id === id);
  if (soldier !== undefined) return soldier.name;
  if (id === view.player) return view.names[view.corporation] ?? id;
  const other = view.others.find((o) => o.player === id);
  if (other !== undefined) return other.name;
  return view.names[id] ?? id;
}
