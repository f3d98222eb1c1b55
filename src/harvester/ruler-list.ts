/**
 * A player's rulers, nearest first (HV-8.4), as a value views share by reference. A
 * ruler's rulers are the tail of its subject's, so with every player in one chain of
 * subjects the flat lists would hold, together, half the square of the players (50
 * million names at 10,000 players, built for every view, walked by sealing and kept by
 * every report): here each player's list is one node, its nearest ruler followed by that
 * ruler's own list, built once per state.
 *
 * Every node is frozen, the instance and its class are frozen, and nothing but names and
 * other nodes is reachable from it: a seat that holds it can change nothing (sealing skips
 * what is frozen; the contract battery tampers with it all, prototypes included, which is
 * why the iterator is a frozen class and not a generator, whose prototype object a
 * generator function would hand out unfrozen).
 */
import { freezeClasses } from '../kernel/seal.js';
import type { HvState } from './state.js';

/**
 * A player's rulers, nearest first: a `SharedRulers` as built, or a plain array
 * where a view came over the wire as JSON. Read it by iteration and `length` (`[...rulers]`
 * where an array is wanted: `rulers[0]` is undefined on a shared list).
 */
export interface RulerList extends Iterable<string> {
  /** How many rulers: the player's depth in its hierarchy. */
  readonly length: number;
}

/** One link of a chain of rulers: the nearest ruler, then that ruler's own rulers. */
export class SharedRulers implements RulerList {
  /** How many rulers. */
  readonly length: number;
  /** The nearest ruler; null in the empty list. */
  readonly nearest: string | null;
  /** The nearest ruler's own rulers; null in the empty list. */
  readonly rest: SharedRulers | null;
  /** The last ruler, the top of the hierarchy; null in the empty list. */
  readonly top: string | null;

  private constructor(nearest: string | null, rest: SharedRulers | null) {
    this.nearest = nearest;
    this.rest = rest;
    this.length = rest === null ? 0 : rest.length + 1;
    this.top = rest === null ? null : (rest.top ?? nearest);
    Object.freeze(this);
  }

  /** The list of no rulers: a free player's. */
  static readonly NONE: SharedRulers = new SharedRulers(null, null);

  /** `ruler` followed by its own rulers. */
  static above(ruler: string, rest: SharedRulers): SharedRulers {
    return new SharedRulers(ruler, rest);
  }

  /** The rulers, nearest first. */
  [Symbol.iterator](): Iterator<string> {
    return new RulersIterator(this);
  }

  /** The flat list, as the JSON of a view or report has always held it. */
  toJSON(): string[] {
    const out: string[] = [];
    for (let n: SharedRulers = this; n.rest !== null; n = n.rest) out.push(n.nearest as string);
    return out;
  }
}

/** Walks the links, nearest first; fresh for each iteration. */
class RulersIterator implements Iterator<string> {
  private at: SharedRulers;

  constructor(from: SharedRulers) {
    this.at = from;
  }

  next(): IteratorResult<string> {
    const n = this.at;
    if (n.rest === null) return { value: undefined, done: true };
    this.at = n.rest;
    return { value: n.nearest as string, done: false };
  }
}

// A seat holding a view reaches the class through its prototype: frozen, with its methods,
// so that nothing written there can change another seat's view.
freezeClasses(SharedRulers, RulersIterator);

const RULERS = new WeakMap<HvState, Map<string, SharedRulers>>();

/**
 * The player's rulers, nearest first (HV-8.4), shared with its rulers' own lists and
 * memoised per state: the first call walks up to the nearest ruler already known (or the
 * top) and builds the links from there down, without recursion, so a chain of thousands
 * costs each link one node however it is asked. A name that is not a seat has none.
 */
export function sharedRulersOf(state: HvState, player: string): SharedRulers {
  let memo = RULERS.get(state);
  if (memo === undefined) {
    memo = new Map();
    RULERS.set(state, memo);
  }
  const path: string[] = [];
  let p: string | null = player;
  let base: SharedRulers = SharedRulers.NONE;
  // HV-8.4 leaves no cycle (the state's checks refuse one); the bound only keeps a broken
  // state from looping, as `rulersOf`'s does.
  while (p !== null && path.length <= state.players.length) {
    const known = memo.get(p);
    if (known !== undefined) {
      base = SharedRulers.above(p, known);
      break;
    }
    path.push(p);
    p = Object.hasOwn(state.machines, p) ? (state.machines[p]?.ruler ?? null) : null;
  }
  // `base` is the last of the path's rulers: the ruler found in the memo followed by its
  // own, or none (the last is the top). Each one up the path is the nearest ruler of the
  // one below it.
  for (let k = path.length - 1; k >= 0; k--) {
    const q = path[k] as string;
    memo.set(q, base);
    if (k > 0) base = SharedRulers.above(q, base);
  }
  return memo.get(player) ?? SharedRulers.NONE;
}
