/**
 * Builders that turn a person's choices into orders (HV-1.4): a draft of the turn's
 * orders, changed one choice at a time (never in place), and read out as the raw orders
 * `checkOrders` accepts, as the order sheet's lines, or as sentences for an order list
 * with a remove button each.
 */
import type { RawMove, RawOrders } from '../orders.js';
import { type DefenceKind, UNIT_STATS } from '../vocabulary.js';
import { type HvBoard, unitOf } from './board.js';
import { rebuildCostOf } from './prices.js';
import { legalMoves } from './targets.js';

/** The turn's orders as chosen so far. */
export interface OrderDraft {
  /** The Harvester's new target, if one was chosen (HV-5.2). */
  readonly target?: string;
  /** Resources to drop, if any (HV-5.5). */
  readonly drop?: number;
  /** The kind to rebuild, if any (HV-7.3). */
  readonly rebuild?: DefenceKind;
  /** Units to self-destruct, in the order chosen (HV-7.4). */
  readonly destroy: readonly number[];
  /** One move a unit at most, in the order chosen (HV-5.1). */
  readonly moves: readonly RawMove[];
}

/** No orders yet. */
export const EMPTY_DRAFT: OrderDraft = { destroy: [], moves: [] };

/** A key for one order of a draft, to remove it by: `target`, `drop`, `rebuild`, `move:5`, `destroy:5`. */
export type OrderKey = 'target' | 'drop' | 'rebuild' | `move:${number}` | `destroy:${number}`;

/** The draft with the unit's move to `hex` along the path the board gives (replacing its earlier move), or unchanged if the hex is not one of its legal moves. */
export function withMoveTo(board: HvBoard, draft: OrderDraft, unit: number, hex: string): OrderDraft {
  const reach = legalMoves(board, unit).find((r) => r.hex === hex);
  if (reach === undefined) return draft;
  return withMove(draft, unit, reach.path);
}

/** The draft with the unit's move along `path` (replacing its earlier move). */
export function withMove(draft: OrderDraft, unit: number, path: readonly string[]): OrderDraft {
  const others = draft.moves.filter((m) => m.unit !== unit);
  return {
    ...draft,
    moves: [...others, { unit, path: [...path] }],
    destroy: draft.destroy.filter((d) => d !== unit),
  };
}

/** The draft with the Harvester's new target. */
export const withTarget = (draft: OrderDraft, hex: string): OrderDraft => ({ ...draft, target: hex });

/** The draft with a drop of `amount` (0 removes it). */
export function withDrop(draft: OrderDraft, amount: number): OrderDraft {
  const { drop: _, ...rest } = draft;
  return amount > 0 ? { ...rest, drop: amount } : rest;
}

/** The draft with a rebuild of `kind`. */
export const withRebuild = (draft: OrderDraft, kind: DefenceKind): OrderDraft => ({
  ...draft,
  rebuild: kind,
});

/** The draft with the unit's self-destruct (its move dropped: it will not move). */
export function withDestroy(draft: OrderDraft, unit: number): OrderDraft {
  if (draft.destroy.includes(unit)) return draft;
  return { ...draft, destroy: [...draft.destroy, unit], moves: draft.moves.filter((m) => m.unit !== unit) };
}

/** The draft without one order. */
export function without(draft: OrderDraft, key: OrderKey): OrderDraft {
  if (key === 'target' || key === 'drop' || key === 'rebuild') {
    const copy: { -readonly [K in keyof OrderDraft]: OrderDraft[K] } = { ...draft };
    delete copy[key];
    return copy;
  }
  const [kind, id] = key.split(':') as ['move' | 'destroy', string];
  const unit = Number(id);
  return kind === 'move'
    ? { ...draft, moves: draft.moves.filter((m) => m.unit !== unit) }
    : { ...draft, destroy: draft.destroy.filter((d) => d !== unit) };
}

/** The draft as the raw orders `checkOrders` takes (`{}` for none: orders that order nothing). */
export function draftOrders(draft: OrderDraft): RawOrders {
  return {
    ...(draft.target !== undefined ? { target: draft.target } : {}),
    ...(draft.drop !== undefined ? { drop: draft.drop } : {}),
    ...(draft.rebuild !== undefined ? { rebuild: draft.rebuild } : {}),
    ...(draft.destroy.length > 0 ? { destroy: [...draft.destroy] } : {}),
    ...(draft.moves.length > 0
      ? { moves: draft.moves.map((m) => ({ unit: m.unit, path: [...m.path] })) }
      : {}),
  };
}

/** One order of a draft, for an order list. */
export interface DraftLine {
  /** Its key, for {@link without}. */
  readonly key: OrderKey;
  /** As the order sheet writes it: `move 5 1,0 2,0`. */
  readonly line: string;
  /** In words: `soldier 5 moves to 2,0 by 1,0`. */
  readonly text: string;
}

/** `1 turn`, `3 turns`. */
const turns = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;

/** Every order of a draft, in the sheet's order: target, drop, rebuild, self-destructs, moves. */
export function draftLines(board: HvBoard, draft: OrderDraft): DraftLine[] {
  const name = (id: number) => {
    const u = unitOf(board, id);
    return u === undefined ? `unit ${id}` : u.name;
  };
  const out: DraftLine[] = [];
  if (draft.target !== undefined)
    out.push({ key: 'target', line: `target ${draft.target}`, text: `Harvester heads for ${draft.target}` });
  if (draft.drop !== undefined)
    out.push({ key: 'drop', line: `drop ${draft.drop}`, text: `Harvester drops ${draft.drop} resources` });
  if (draft.rebuild !== undefined) {
    const cost = rebuildCostOf(board.rules, draft.rebuild);
    out.push({
      key: 'rebuild',
      line: `rebuild ${draft.rebuild}`,
      text: `rebuild a ${draft.rebuild} for ${cost} (${turns(UNIT_STATS[draft.rebuild].combat)})`,
    });
  }
  for (const id of draft.destroy)
    out.push({ key: `destroy:${id}`, line: `destroy ${id}`, text: `${name(id)} self-destructs` });
  for (const m of draft.moves) {
    const to = m.path[m.path.length - 1] ?? '';
    const via = m.path.slice(0, -1);
    out.push({
      key: `move:${m.unit}`,
      line: `move ${m.unit} ${m.path.join(' ')}`,
      text: `${name(m.unit)} moves to ${to}${via.length > 0 ? ` by ${via.join(', ')}` : ''}`,
    });
  }
  return out;
}

/** The draft as an order sheet's order lines (below a blank sheet's header). */
export const draftSheetLines = (board: HvBoard, draft: OrderDraft): string[] =>
  draftLines(board, draft).map((l) => l.line);
