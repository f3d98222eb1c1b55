/**
 * Each fight draws from a stream of its own (CW-7.6): what happens in one sector never
 * shifts the dice of another, so a player cannot learn of an unseen fight from its own rolls.
 */
import { describe, expect, it } from 'vitest';
import { resolveDay, type Shot, type TraceEvent } from '../../src/corporate-war/index.js';
import { seer } from './conformance/cases/units.js';
import { stage } from './conformance/stage.js';

const shotsIn = (events: readonly TraceEvent[], sector: string): Shot[] =>
  events.flatMap((e) => (e.type === 'fight' && e.sector === sector ? e.shots : []));

const redFight = [
  seer('red/grunt-1', 'I8', { kill: 3 }),
  seer('red/grunt-2', 'I8', { kill: 2 }),
  seer('blue/grunt-1', 'I9'),
];
const orders = { red: [{ group: 'I8', to: 'I9' }], green: [{ group: 'B2', to: 'C3' }] };

describe('fight streams', () => {
  it('a fight elsewhere, earlier in the order of sectors, does not change a fight\u2019s rolls', () => {
    const rules = { duelModel: 'ratio' as const };
    const alone = resolveDay(stage({ rules, units: [...redFight, seer('green/grunt-1', 'B2')] }), orders);
    const withOther = resolveDay(
      stage({
        rules,
        units: [
          ...redFight,
          seer('green/grunt-1', 'B2'),
          seer('gold/grunt-1', 'C3'),
          seer('gold/grunt-2', 'C3'),
        ],
      }),
      orders,
    );
    expect(shotsIn(withOther.trace.events, 'C3').length).toBeGreaterThan(0);
    expect(shotsIn(alone.trace.events, 'I9').length).toBeGreaterThan(0);
    expect(shotsIn(withOther.trace.events, 'I9')).toEqual(shotsIn(alone.trace.events, 'I9'));
    // The state's generator moves on by the same amount either way.
    expect(withOther.state.rng).toEqual(alone.state.rng);
  });
});
