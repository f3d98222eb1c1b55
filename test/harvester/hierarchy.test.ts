/**
 * The turn's hierarchy index (`src/harvester/hierarchy.ts`): over drawn hierarchies (chains,
 * trees, forests) changed as a turn changes them, by conquests (a player, with its subtree,
 * goes under a player of another hierarchy, HV-8.1, HV-A9) and players going out (their
 * subjects set free, HV-7.5, HV-A15), asked or not between changes, every answer of
 * `rules` and `rootIn` is the walk's, for every pair of players, and each player's subjects
 * are those a look at every player finds (none serving a player gone out). Also: a deep chain without
 * recursion, and a free player's questions build nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HierarchyIndex, SHORT_WALK, walkedRoot, walkedRules } from '../../src/harvester/hierarchy.js';
import { newGame } from '../../src/harvester/index.js';
import { eliminate, rootIn, rules, setRuler, toWork, type Work } from '../../src/harvester/work.js';
import { check } from '../support/fc.js';
import { arbHierarchy, ruledBy } from './arbitraries.js';

const PLAYERS = 24;

const game = (() => {
  const g = newGame({ seed: 'hierarchy index', players: PLAYERS, turnLimit: 20 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
})();

/** Every question asked of the index, for every pair, checked against the walks: the answers that differ. */
function disagreements(w: Work): string[] {
  const n = w.players.length;
  const out: string[] = [];
  for (const p of w.players) {
    const root = walkedRoot(w.machines, n, p);
    if (rootIn(w, p) !== root) out.push(`the root of ${p} is ${root}, not ${rootIn(w, p)}`);
    for (const q of w.players)
      if (rules(w, q, p) !== walkedRules(w.machines, n, q, p))
        out.push(`${q} rules ${p}: ${!rules(w, q, p)}`);
    // Its subjects as kept through the changes, against a look at every player; none serves a player gone out (HV-A15).
    const subjects = w.players.filter((q) => w.machines[q]!.ruler === p);
    if (w.hierarchy.subjectsOf(p).join() !== subjects.join())
      out.push(`${p}'s subjects are ${subjects.join()}, not ${w.hierarchy.subjectsOf(p).join()}`);
    const r = w.machines[p]!.ruler;
    if (r !== null && w.machines[r]!.outAt !== null) out.push(`${p} serves ${r}, which is out`);
  }
  return out;
}

/** A change a turn can make: a conquest of `a` by `b` (when they are in different hierarchies), or `a` goes out. */
const arbChange = fc.record({
  kind: fc.constantFrom('conquest', 'conquest', 'conquest', 'out'),
  a: fc.nat({ max: PLAYERS - 1 }),
  b: fc.nat({ max: PLAYERS - 1 }),
  ask: fc.boolean(),
});

describe('Harvester: the turn’s hierarchy index (HV-8.4)', () => {
  it('answers as the walks do through random conquests and players going out', () => {
    check(
      fc.property(
        arbHierarchy(PLAYERS, { min: 1, max: 4 }),
        fc.array(arbChange, { maxLength: 12 }),
        fc.constantFrom(0, 1, 3, SHORT_WALK),
        ({ ruler }, changes, shortWalk) => {
          const w = toWork(ruledBy(game, ruler));
          // Questions walk up `shortWalk` rulers before they read the labelling: with fewer
          // than the hierarchies' depth, most answers are the labelling's.
          (w as { hierarchy: HierarchyIndex }).hierarchy = new HierarchyIndex(
            w.players,
            w.seat,
            w.machines,
            shortWalk,
          );
          const wrong = disagreements(w);
          for (const { kind, a, b, ask } of changes) {
            const p = w.players[a]!;
            const c = w.players[b]!;
            if (kind === 'out') {
              if (w.machines[p]!.outAt === null) eliminate(w, p);
            } else if (
              w.machines[p]!.outAt === null &&
              w.machines[c]!.outAt === null &&
              walkedRoot(w.machines, PLAYERS, p) !== walkedRoot(w.machines, PLAYERS, c)
            ) {
              // As in a fight: both on the planet, the conqueror on the winning side, the conquered on another.
              setRuler(w, p, c);
            }
            // Half the time several changes come before the next question.
            if (ask) wrong.push(...disagreements(w));
          }
          wrong.push(...disagreements(w));
          expect(wrong).toEqual([]);
        },
      ),
    );
  });

  it('labels a chain of 20,000 without recursion; questions answered by a short walk build nothing', () => {
    const n = 20_000;
    const players = Array.from({ length: n }, (_, k) => `p${k + 1}`);
    const machines: Record<string, { ruler: string | null }> = {};
    players.forEach((p, k) => {
      machines[p] = { ruler: k === 0 || k === n - 1 ? null : `p${k}` };
    });
    const index = new HierarchyIndex(players, new Map(players.map((p, k) => [p, k])), machines);
    expect(index.rootOf('p1')).toBe('p1');
    expect(index.rules('p2', 'p1')).toBe(false);
    expect(index.rootOf(`p${n}`)).toBe(`p${n}`);
    expect(index.rootOf(`p${SHORT_WALK}`)).toBe('p1');
    expect(index.rules('p1', `p${SHORT_WALK}`)).toBe(true);
    expect(index.builds).toBe(0);
    expect(index.rootOf(`p${n - 1}`)).toBe('p1');
    expect(index.rules('p1', `p${n - 1}`)).toBe(true);
    expect(index.rules('p2', `p${n - 1}`)).toBe(true);
    expect(index.rules(`p${n - 1}`, 'p2')).toBe(false);
    expect(index.rules(`p${n}`, `p${n - 1}`)).toBe(false);
    expect(index.builds).toBe(1);
    // The middle of the chain goes under the free player, with everything below it.
    machines.p10000 = { ruler: `p${n}` };
    index.changed();
    expect(index.rootOf(`p${n - 1}`)).toBe(`p${n}`);
    expect(index.rules('p2', `p${n - 1}`)).toBe(false);
    expect(index.rules('p9999', `p${n - 1}`)).toBe(false);
    expect(index.rules('p10000', `p${n - 1}`)).toBe(true);
    expect(index.rootOf('p9999')).toBe('p1');
    expect(index.builds).toBe(2);
  });
});
