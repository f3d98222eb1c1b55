/**
 * Harvester's saves at the edge of what `parseState` accepts (issue 30): the turn, the turn
 * limit, the next unit id, idle counts and the ledger pushed as far as the parser takes
 * them, then one more turn played by the bots (or with no orders), and the save after it
 * must load (the contract's save-edge battery, test/support).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARVESTER, type HarvesterOptions, MAX_TURN_LIMIT, parseState } from '../../src/harvester/index.js';
import { checkSaveEdges } from '../support/save-edges.js';
import { arbRules } from './arbitraries.js';

// Half the games let players join late (HV-1.3), one a turn after the first four: a
// joiner's army, like a rebuild (HV-7.3), takes new unit ids.
const arbOptions: fc.Arbitrary<HarvesterOptions> = fc
  .record({
    players: fc.integer({ min: 2, max: 8 }),
    rules: arbRules,
    lateJoin: fc.constantFrom('none', 'one-per-turn'),
    turnLimit: fc.integer({ min: 1, max: 25 }),
  })
  .map(({ players, rules, lateJoin, turnLimit }) => ({
    players,
    rules: { ...rules, lateJoin, planetSize: 'fit' as const },
    turnLimit,
  }));

describe('Harvester saves at the edge of what parseState accepts (issue 30)', { timeout: 120_000 }, () => {
  it('play one more turn into a save that loads', () => {
    const tally = checkSaveEdges(HARVESTER, {
      options: arbOptions,
      maxSteps: 3,
      numRuns: 50,
      focus: [
        'state.turn',
        'state.turnLimit',
        'state.nextUnit',
        'state.machines.*.idle',
        'state.machines.*.joinedAt',
        'state.ledger.*',
      ],
    });
    // Every drawn game was pushed and played on, most of them with a number moved.
    expect(tally.stepped).toBeGreaterThan(0);
    expect(tally.moved).toBeGreaterThan(tally.stepped / 2);
  });
});

describe('Harvester saves that could not play on are refused (issue 30)', () => {
  const refusedAt = (edit: (state: Record<string, unknown>) => void) => {
    const start = HARVESTER.setup({ players: 3, turnLimit: 10, rules: { planetSize: 'fit' } }, 'edges');
    if (!start.ok) throw new Error('setup');
    const doc = JSON.parse(HARVESTER.serialize(start.value));
    edit(doc.state);
    const r = parseState(JSON.stringify(doc));
    return r.ok ? 'accepted' : r.error.map((i) => `${i.code} ${i.path.join('.')}`);
  };

  it('a next unit id without room for the rebuilds and joiners of the turns left', () => {
    // Ten turns left, each with a rebuild for each of three players and one army.
    const most = Number.MAX_SAFE_INTEGER - 10 * (3 + 11);
    expect(refusedAt((s) => (s.nextUnit = most))).toBe('accepted');
    expect(refusedAt((s) => (s.nextUnit = most + 1))).toEqual(['state/invalid-field state.nextUnit']);
  });

  it('a turn limit past MAX_TURN_LIMIT, and a turn past the one after the limit', () => {
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT))).toBe('accepted');
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT + 1))).toEqual([
      'state/invalid-field state.turnLimit',
    ]);
    expect(refusedAt((s) => (s.turn = 11))).toBe('accepted');
    expect(refusedAt((s) => (s.turn = 12))).toEqual(['state/invalid-field state.turn']);
  });
});
