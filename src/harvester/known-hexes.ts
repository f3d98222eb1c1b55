/**
 * What a player knows of the planet, hex by hex in cell order, as a value views share by
 * reference (HV-4.2, HV-8.3). A ruler knows its whole subtree's scans, so with every
 * player in one chain of subjects the flat lists would hold, together, the square of the
 * players (2.9 billion entries at 10,000 players): here a ruler's knowledge is its largest
 * subject's, with the rest merged into a copy of only the paths they change.
 *
 * The structure: a 32-ary trie over the hex's index (5 bits a level, the most significant
 * first, so that walking it in order is cell order), 4 levels deep for a planet of 460,000
 * hexes, whose leaves hold the frozen {@link HexKnowledge} objects the state's views share.
 * A player without subjects, or whose subtree knows few hexes, keeps the plain list instead
 * (one reference a hex, as cheap as a list can be; a trie would cost 20-odd nodes of 32 for
 * ~100 hexes). Measured with `test/bench/harvester-scale.ts` (docs/performance.md,
 * "Knowledge shared by reference"): the chain of subjects at 10,000 players holds 208,016
 * nodes, 21 new nodes a link (6.7 million references where the flat lists held 2.9
 * billion), and builds every player's knowledge in 0.8–1.0 s.
 *
 * Every node is a frozen array, the instance and its class are frozen, and nothing else is
 * reachable from it: a view cannot lead back to the state, and a seat that holds it can
 * change nothing (sealing skips what is frozen; the contract battery tampers with it all).
 */
import { freezeClasses } from '../kernel/seal.js';
import type { Direction, Level, UnitKind } from './vocabulary.js';

/** One unit as seen at the exact level. */
export interface SeenUnit {
  /** Whose it is. */
  readonly owner: string;
  /** Its kind. */
  readonly kind: UnitKind;
}

/** What a player knows of one hex: the fields of its level and of every level above. */
export interface HexKnowledge {
  /** The hex's name (`q,r`). */
  readonly hex: string;
  /** 1 (exact) to 5 (presence). */
  readonly level: Level;
  /** Level 5 and better: a Harvester is there. */
  readonly harvester: boolean;
  /** Level 5 and better: resources are there. */
  readonly resources: boolean;
  /** Level 4 and better: something moved in or out last turn. */
  readonly moved?: boolean;
  /** Level 3 and better: the sides it was entered from last turn. */
  readonly enteredFrom?: readonly Direction[];
  /** Level 2 and better: the number of units (Harvesters included). */
  readonly units?: number;
  /** Level 1: every unit there, by owner then kind. */
  readonly contents?: readonly SeenUnit[];
  /** Level 1: the amount of resources. */
  readonly amount?: number;
}

/**
 * What a view knows, hex by hex in cell order: a `SharedKnownHexes` as built, or a
 * plain array where a view came over the wire as JSON. Read it by iteration and `length`.
 */
export interface KnownHexes extends Iterable<HexKnowledge> {
  /** The number of hexes known. */
  readonly length: number;
}

/** One trie node: 32 children, or in a leaf 32 hexes' knowledge; undefined where nothing is known. */
export type KnownNode = readonly (KnownNode | HexKnowledge | undefined)[];

type Slot = KnownNode | HexKnowledge | undefined;

const FANOUT = 32;
const BITS = 5;
const MASK = FANOUT - 1;

/** The trie's depth for a planet of `size` hexes: the fewest levels of 32 that index them all. */
export function trieDepth(size: number): number {
  let depth = 1;
  while (FANOUT ** depth < size) depth++;
  return depth;
}

/** Shared knowledge of hexes: a plain frozen list (a player without subjects) or a frozen trie. */
export class SharedKnownHexes implements KnownHexes {
  /** The number of hexes known. */
  readonly length: number;
  /** The list, in cell order, when the knowledge is one player's own; else null. */
  readonly list: readonly HexKnowledge[] | null;
  /** The trie's root, or null (a list, or nothing known). */
  readonly root: KnownNode | null;
  /** The trie's depth. */
  readonly depth: number;

  private constructor(
    length: number,
    list: readonly HexKnowledge[] | null,
    root: KnownNode | null,
    depth: number,
  ) {
    this.length = length;
    this.list = list;
    this.root = root;
    this.depth = depth;
    Object.freeze(this);
  }

  /** Knowledge held as a list: `list` frozen, in cell order. */
  static ofList(list: readonly HexKnowledge[]): SharedKnownHexes {
    return new SharedKnownHexes(list.length, Object.freeze(list), null, 0);
  }

  /** @internal Knowledge held as a trie, from {@link KnownHexesBuilder}. */
  static ofTrie(length: number, root: KnownNode | null, depth: number): SharedKnownHexes {
    return new SharedKnownHexes(length, null, root, depth);
  }

  /** What is known of the hex of this index, in a trie; undefined in a list or where nothing is known. */
  at(hex: number): HexKnowledge | undefined {
    let node: KnownNode | undefined = this.root ?? undefined;
    for (let shift = (this.depth - 1) * BITS; node !== undefined && shift > 0; shift -= BITS)
      node = node[(hex >>> shift) & MASK] as KnownNode | undefined;
    return node?.[hex & MASK] as HexKnowledge | undefined;
  }

  /** Calls `f` with each hex's index and knowledge, in cell order (a trie only: a list has no indexes). */
  eachIndexed(f: (hex: number, k: HexKnowledge) => void): void {
    if (this.root !== null) walk(this.root, this.depth, 0, f);
  }

  /** The hexes known, in cell order. */
  [Symbol.iterator](): Iterator<HexKnowledge> {
    if (this.list !== null) return this.list[Symbol.iterator]();
    return new TrieIterator(this.root, this.depth);
  }

  /** The flat list, as the JSON of a view or report has always held it. */
  toJSON(): readonly HexKnowledge[] {
    if (this.list !== null) return this.list;
    const out: HexKnowledge[] = [];
    this.eachIndexed((_h, k) => {
      out.push(k);
    });
    return out;
  }
}

function walk(node: KnownNode, depth: number, base: number, f: (hex: number, k: HexKnowledge) => void): void {
  if (depth === 1) {
    for (let i = 0; i < FANOUT; i++) {
      const k = node[i] as HexKnowledge | undefined;
      if (k !== undefined) f(base + i, k);
    }
    return;
  }
  for (let i = 0; i < FANOUT; i++) {
    const child = node[i] as KnownNode | undefined;
    if (child !== undefined) walk(child, depth - 1, (base + i) * FANOUT, f);
  }
}

/** Walks a trie in order with a stack of nodes and places; fresh for each iteration. */
class TrieIterator implements Iterator<HexKnowledge> {
  private readonly nodes: KnownNode[] = [];
  private readonly places: number[] = [];
  private readonly depth: number;

  constructor(root: KnownNode | null, depth: number) {
    this.depth = depth;
    if (root !== null) {
      this.nodes.push(root);
      this.places.push(0);
    }
  }

  next(): IteratorResult<HexKnowledge> {
    const { nodes, places } = this;
    while (nodes.length > 0) {
      const top = nodes.length - 1;
      const node = nodes[top] as KnownNode;
      const i = places[top] as number;
      if (i === FANOUT) {
        nodes.pop();
        places.pop();
        continue;
      }
      places[top] = i + 1;
      const slot = node[i];
      if (slot === undefined) continue;
      if (nodes.length === this.depth) return { value: slot as HexKnowledge, done: false };
      nodes.push(slot as KnownNode);
      places.push(0);
    }
    return { value: undefined, done: true };
  }
}

// A seat holding a view reaches the class through its prototype: frozen, with its methods,
// so that nothing written there can change another seat's view.
freezeClasses(SharedKnownHexes, TrieIterator);

/**
 * A trie being built: starts from a shared one (which it never changes) and copies a node
 * the first time it writes to it, each copy written in place after that; `done` freezes
 * the copies. Merging n hexes into a trie of any size costs O(n × depth) and shares every
 * node it did not touch. A node is this builder's own while it is not frozen (every shared
 * node is), so the copies are listed for `done` but never looked up (a `Set` of them was a
 * seventh of the chain's views, measured at 5,000 players).
 */
export class KnownHexesBuilder {
  private root: Slot[] | undefined;
  private readonly copies: Slot[][] = [];
  private count: number;
  private readonly depth: number;

  constructor(depth: number, base: SharedKnownHexes | null) {
    if (base !== null && base.list !== null)
      throw new TypeError('KnownHexesBuilder: the base is a list, not a trie');
    this.depth = depth;
    this.root = (base?.root ?? undefined) as Slot[] | undefined;
    this.count = base?.length ?? 0;
  }

  /** The level held for the hex, or 0 when none. */
  levelAt(hex: number): number {
    let node = this.root;
    for (let shift = (this.depth - 1) * BITS; node !== undefined && shift > 0; shift -= BITS)
      node = node[(hex >>> shift) & MASK] as Slot[] | undefined;
    if (node === undefined) return 0;
    return (node[hex & MASK] as HexKnowledge | undefined)?.level ?? 0;
  }

  /** Holds `k` for the hex, in place of what it held. */
  put(hex: number, k: HexKnowledge): void {
    this.root = this.own(this.root);
    let node = this.root;
    for (let shift = (this.depth - 1) * BITS; shift > 0; shift -= BITS) {
      const i = (hex >>> shift) & MASK;
      const child = this.own(node[i] as Slot[] | undefined);
      node[i] = child;
      node = child;
    }
    const i = hex & MASK;
    if (node[i] === undefined) this.count++;
    node[i] = k;
  }

  /** The trie built, every node frozen. The builder is spent. */
  done(): SharedKnownHexes {
    for (const node of this.copies) Object.freeze(node);
    this.copies.length = 0;
    return SharedKnownHexes.ofTrie(this.count, this.root ?? null, this.depth);
  }

  /** The node, writable: itself if this builder made it, else a copy (a new empty one for none). */
  private own(node: Slot[] | undefined): Slot[] {
    if (node !== undefined && !Object.isFrozen(node)) return node;
    const copy = new Array<Slot>(FANOUT);
    // Copied slot by slot: `slice` of a frozen array took 7 times as long (Node 20).
    if (node === undefined) copy.fill(undefined);
    else for (let i = 0; i < FANOUT; i++) copy[i] = node[i];
    this.copies.push(copy);
    return copy;
  }
}
