/**
 * Knowledge shared by reference (HV-8.3, `src/harvester/known-hexes.ts`): a ruler's view
 * holds exactly the flat list of its subtree's best levels, hex by hex in cell order, as
 * the per-player list did (checked against each member's own scans merged by hand, for
 * drawn hierarchies, a long chain and trees of several subjects a ruler); its JSON is that
 * list; it cannot be written to; a subject's knowledge is unchanged by its ruler's; and a
 * chain's views share their nodes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOTS,
  type HexKnowledge,
  type HvState,
  newGame,
  planetGrid,
  playerView,
  resolveTurn,
} from '../../src/harvester/index.js';
import { knowledgeOf, scannedLevels, scansHex } from '../../src/harvester/knowledge.js';
import {
  type KnownHexes,
  KnownHexesBuilder,
  type KnownNode,
  SharedKnownHexes,
  trieDepth,
} from '../../src/harvester/known-hexes.js';
import { seededRng } from '../../src/kernel/rng.js';
import { tamperWith } from '../../src/testing/tamper.js';
import { check } from '../support/fc.js';
import { arbHierarchy, ruledBy } from './arbitraries.js';

/** A game of `players` played `turns` turns by gatherers and random bots, so that units spread. */
function played(seed: string, players: number, turns: number): HvState {
  const g = newGame({ seed, players, turnLimit: 100 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = g.value;
  for (let t = 0; t < turns; t++) {
    const orders: Record<string, unknown> = {};
    s.players.forEach((p, k) => {
      const bot = k % 2 === 0 ? BOTS.gatherer : BOTS.random;
      orders[p] = bot(playerView(s, p), seededRng(`${seed}:${t}:${p}`));
    });
    s = resolveTurn(s, orders).state;
  }
  return s;
}

/**
 * What the old code gave: the player's and every subject's own scans, however far down,
 * merged at the best level of each hex, in cell order. Each member's own scans are its
 * knowledge with nobody below it (`free`: the same game, every player free).
 */
function flatKnowledge(s: HvState, free: HvState, player: string): HexKnowledge[] {
  const grid = planetGrid(s.radius);
  const members = [player];
  for (let k = 0; k < members.length; k++)
    for (const p of s.players) if (s.machines[p]!.ruler === members[k]) members.push(p);
  const best = new Map<number, HexKnowledge>();
  for (const m of members)
    for (const k of knowledgeOf(free, m)) {
      const hex = grid.parse(k.hex)!;
      const had = best.get(hex);
      if (had === undefined || k.level < had.level) best.set(hex, k);
    }
  return [...best.entries()].sort((a, b) => a[0] - b[0]).map(([, k]) => k);
}

const FREE = () => null;

/** Every node of a trie, once each. */
function nodesOf(root: KnownNode | null, depth: number, into: Set<KnownNode>): void {
  if (root === null || into.has(root)) return;
  into.add(root);
  if (depth > 1)
    for (const child of root) if (child !== undefined) nodesOf(child as KnownNode, depth - 1, into);
}

describe('Harvester knowledge shared by reference (HV-8.3)', { timeout: 60_000 }, () => {
  // 40 players on a planet of 1,801 hexes: a subtree that knows more than 1,024 is a trie.
  const base = played('shared', 40, 2);
  const free = ruledBy(base, FREE);

  it('a long chain: every view holds exactly the flat list, and its JSON is that list', () => {
    const last = base.players.length - 1;
    const chain = ruledBy(base, (k) => (k > 0 && k < last ? k - 1 : null));
    for (const p of chain.players) {
      const want = flatKnowledge(chain, free, p);
      const got = knowledgeOf(chain, p);
      expect(got.length).toBe(want.length);
      expect([...got]).toEqual(want);
      const view = playerView(chain, p);
      if (view.active) expect(JSON.stringify(view)).toBe(JSON.stringify({ ...view, known: want }));
      const levels = scannedLevels(chain, p);
      expect([...levels.keys()]).toEqual(want.map((k) => planetGrid(chain.radius).parse(k.hex)!));
    }
    // p1 rules everyone but the last: it knows more than any one of them.
    expect(knowledgeOf(chain, 'p1').length).toBeGreaterThan(knowledgeOf(free, 'p1').length);
  });

  it('drawn hierarchies (chains, trees of several subjects, forests): the flat list, and scansHex agrees', () => {
    check(
      fc.property(arbHierarchy(40, { min: 2, max: 4 }), ({ ruler, bottomUp }) => {
        const s = ruledBy(base, ruler);
        const grid = planetGrid(s.radius);
        // The ruler asked first half the time, so that the memo is built from either end.
        const order = bottomUp ? [...s.players].reverse() : s.players;
        for (const p of order) {
          const want = flatKnowledge(s, free, p);
          expect([...knowledgeOf(s, p)]).toEqual(want);
          const known = new Set(want.map((k) => grid.parse(k.hex)!));
          for (let hex = 0; hex < grid.size; hex += 7) expect(scansHex(s, p, hex)).toBe(known.has(hex));
        }
      }),
      { numRuns: 15 },
    );
  });

  it("a ruler's knowledge leaves its subject's unchanged, and a chain's views share their nodes", () => {
    const chain = ruledBy(base, (k) => (k > 0 ? k - 1 : null));
    const before = base.players.map((p) => JSON.stringify(knowledgeOf(chain, p)));
    // Asked again from the top down, then from a fresh state from the bottom up: the same lists.
    const fresh = { ...chain };
    for (const p of [...base.players].reverse()) knowledgeOf(fresh, p);
    expect(base.players.map((p) => JSON.stringify(knowledgeOf(fresh, p)))).toEqual(before);
    // Each link copies only the paths its own scans lead to: at most one node a level for
    // each block of hexes they fall in; the rest it shares with its subject.
    // (A subtree that knows few hexes is a list: the links from the top down to the last
    // trie are checked.)
    const n = base.players.length;
    let tries = 0;
    for (let k = 0; k < n - 1; k++) {
      const ruler = knowledgeOf(chain, base.players[k]!) as SharedKnownHexes;
      const subject = knowledgeOf(chain, base.players[k + 1]!) as SharedKnownHexes;
      if (ruler.root === null || subject.root === null) continue;
      tries++;
      const theirs = new Set<KnownNode>();
      nodesOf(subject.root, subject.depth, theirs);
      const mine = new Set<KnownNode>();
      nodesOf(ruler.root, ruler.depth, mine);
      const copied = [...mine].filter((node) => !theirs.has(node)).length;
      let bound = 0;
      const own = [...scannedLevels(free, base.players[k]!).keys()];
      for (let j = 1; j <= ruler.depth; j++) bound += new Set(own.map((h) => Math.floor(h / 32 ** j))).size;
      expect(copied).toBeLessThanOrEqual(bound);
      expect(copied).toBeLessThan(mine.size);
    }
    expect(tries).toBeGreaterThan(3);
  });

  it("a view's known cannot be written to, and every node is frozen", () => {
    const chain = ruledBy(base, (k) => (k > 0 ? k - 1 : null));
    const view = playerView(chain, 'p1');
    const k = view.known as SharedKnownHexes;
    expect(k).toBeInstanceOf(SharedKnownHexes);
    const json = JSON.stringify(view);
    const nodes = new Set<KnownNode>();
    nodesOf(k.root, k.depth, nodes);
    for (const n of nodes) expect(Object.isFrozen(n)).toBe(true);
    expect(Object.isFrozen(k)).toBe(true);
    expect(Reflect.set(k, 'length', 0)).toBe(false);
    expect(Reflect.set(k.root as object, 0, undefined)).toBe(false);
    const tally = tamperWith(view);
    expect(tally.writes).toBeGreaterThan(0);
    expect(tally.landed).toBe(0);
    expect(JSON.stringify(playerView(chain, 'p1'))).toBe(json);
    expect(JSON.stringify(view)).toBe(json);
    // A free player's list too.
    const list = playerView(free, 'p2').known;
    expect(Object.isFrozen(list)).toBe(true);
    expect(tamperWith(list).landed).toBe(0);
  });

  it('a plain array is a KnownHexes, as a view that came over the wire as JSON', () => {
    const view = playerView(
      ruledBy(base, (k) => (k > 0 ? k - 1 : null)),
      'p1',
    );
    const wire = JSON.parse(JSON.stringify(view)) as { known: KnownHexes };
    expect(wire.known).toBeInstanceOf(Array);
    expect([...wire.known]).toEqual([...view.known]);
    expect(wire.known.length).toBe(view.known.length);
  });
});

describe('the trie of known hexes', () => {
  it('gives what was put, at the best level put last, in index order, for any depth', () => {
    const knowledge = (hex: number, level: number) =>
      Object.freeze({ hex: `h${hex}`, level, harvester: false, resources: false }) as HexKnowledge;
    check(
      fc.property(
        fc.integer({ min: 1, max: 40_000 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 200 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 50 }),
        (size, first, second) => {
          const depth = trieDepth(size);
          const want = new Map<number, HexKnowledge>();
          const b1 = new KnownHexesBuilder(depth, null);
          for (const [h, l] of first) {
            const k = knowledge(h % size, l);
            b1.put(h % size, k);
            want.set(h % size, k);
          }
          const one = b1.done();
          const oneJson = JSON.stringify(one);
          const b2 = new KnownHexesBuilder(depth, one);
          const want2 = new Map(want);
          for (const [h, l] of second) {
            const k = knowledge(h % size, l);
            b2.put(h % size, k);
            want2.set(h % size, k);
          }
          const two = b2.done();
          const sorted = (m: Map<number, HexKnowledge>) => [...m.entries()].sort((a, b) => a[0] - b[0]);
          expect(JSON.stringify(one)).toBe(oneJson);
          expect(one.length).toBe(want.size);
          expect(two.length).toBe(want2.size);
          expect([...two]).toEqual(sorted(want2).map(([, k]) => k));
          expect(two.toJSON()).toEqual(sorted(want2).map(([, k]) => k));
          const indexed: number[] = [];
          two.eachIndexed((h, k) => {
            indexed.push(h);
            expect(two.at(h)).toBe(k);
          });
          expect(indexed).toEqual(sorted(want2).map(([h]) => h));
          for (const [h] of second) expect(two.at(h % size)).toBe(want2.get(h % size));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a list keeps its order and its length, and refuses to be built upon as a trie', () => {
    const list = SharedKnownHexes.ofList([]);
    expect(list.length).toBe(0);
    expect([...list]).toEqual([]);
    expect(JSON.stringify(list)).toBe('[]');
    expect(() => new KnownHexesBuilder(1, list)).toThrow(TypeError);
  });
});
