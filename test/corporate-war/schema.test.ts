import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import {
  newGame,
  PLAYER_REPORT_SCHEMA,
  PLAYER_VIEW_SCHEMA,
  playerView,
  resolveDay,
} from '../../src/corporate-war/index.js';
import { validate } from '../support/json-schema.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];

describe('JSON Schemas of what players see', () => {
  it('every report and view of whole games validates', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const seed of ['schema-1', 'schema-2', 'schema-3']) {
      let state = newGame({ seed, corporations: CORPS, rules: { dayLimit: 12 } });
      while (state.outcome === null) {
        const bogus = { psicorps: [{ soldier: 'psicorps/nobody', to: 'Z9' }, 'garbage'] };
        const r = resolveDay(state, { ...demoOrders(state), ...(state.day === 2 ? bogus : {}) });
        for (const report of Object.values(r.reports)) {
          const plain = JSON.parse(JSON.stringify(report));
          expect(validate(PLAYER_REPORT_SCHEMA, plain)).toEqual([]);
          for (const g of report.groups) for (const e of g.events) kinds.add(e.type);
          checked++;
        }
        state = r.state;
        for (const p of CORPS)
          expect(validate(PLAYER_VIEW_SCHEMA, JSON.parse(JSON.stringify(playerView(state, p))))).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(kinds.size).toBeGreaterThanOrEqual(7);
  });

  it('rejects what does not fit', () => {
    const state = newGame({ seed: 'schema-x', corporations: CORPS });
    const r = resolveDay(state, demoOrders(state));
    const report = JSON.parse(JSON.stringify(r.reports.psicorps));
    expect(validate(PLAYER_REPORT_SCHEMA, { ...report, result: 'maybe' })).not.toEqual([]);
    expect(validate(PLAYER_REPORT_SCHEMA, { ...report, secret: 1 })).not.toEqual([]);
    const g = report.groups[0];
    const badEvent = { ...g.events[0], type: 'teleport' };
    expect(validate(PLAYER_REPORT_SCHEMA, { ...report, groups: [{ ...g, events: [badEvent] }] })).not.toEqual(
      [],
    );
    const view = JSON.parse(JSON.stringify(playerView(r.state, 'psicorps')));
    expect(validate(PLAYER_VIEW_SCHEMA, { ...view, rng: r.state.rng })).not.toEqual([]);
    expect(validate(PLAYER_VIEW_SCHEMA, { ...view, craft: 'F0' })).not.toEqual([]);
  });

  it('says where a document fails and why, one line each', () => {
    const state = newGame({ seed: 'schema-x', corporations: CORPS });
    const r = resolveDay(state, demoOrders(state));
    const report = JSON.parse(JSON.stringify(r.reports.psicorps));
    expect(validate(PLAYER_REPORT_SCHEMA, { ...report, result: 'maybe', secret: 1 })).toEqual([
      '$: unexpected property secret',
      '$.result: must be equal to one of the allowed values: ["playing","won","lost","drawn"]',
    ]);
    // An event of a known type missing a field: that type's branch of the oneOf speaks, not the ten others.
    const g = report.groups[0];
    const { sector: _, ...noSector } = g.events[0];
    expect(validate(PLAYER_REPORT_SCHEMA, { ...report, groups: [{ ...g, events: [noSector] }] })).toEqual([
      "$.groups[0].events[0]: must have required property 'sector'",
      '$.groups[0].events[0]: must match exactly one schema in oneOf',
    ]);
    const view = JSON.parse(JSON.stringify(playerView(r.state, 'psicorps')));
    expect(validate(PLAYER_VIEW_SCHEMA, { ...view, craft: 'F0', day: 0 })).toEqual([
      '$.day: must be >= 1',
      '$.craft: must match pattern "^[A-Z][1-9][0-9]?$"',
    ]);
  });
});
