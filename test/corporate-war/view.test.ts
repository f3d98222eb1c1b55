import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import {
  newGame,
  parseState,
  playerView,
  resolveDay,
  serializeState,
} from '../../src/corporate-war/index.js';
import type { ReportEvent } from '../../src/corporate-war/report-events.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];

/** A few days of the demo, keeping each day's reports. */
function play(days: number) {
  let state = newGame({ seed: 'view-seed-7f3a9c', corporations: CORPS });
  const reports = [];
  for (let d = 0; d < days && state.outcome === null; d++) {
    const r = resolveDay(state, demoOrders(state));
    reports.push(r.reports);
    state = r.state;
  }
  return { state, reports };
}

describe('playerView', () => {
  const { state, reports } = play(4);

  it('holds all of the player\u2019s own soldiers and no one else\u2019s', () => {
    for (const p of CORPS) {
      const view = playerView(state, p)!;
      expect(view.soldiers.map((s) => s.id)).toEqual(
        state.soldiers
          .filter((s) => s.owner === p)
          .map((s) => s.id)
          .toArray(),
      );
      const text = JSON.stringify(view);
      for (const s of state.soldiers) if (s.owner !== p) expect(text).not.toContain(`"${s.id}"`);
    }
  });

  it('is plain JSON and holds neither the RNG state nor the seed', () => {
    for (const p of CORPS) {
      const view = playerView(state, p)!;
      const text = JSON.stringify(view);
      expect(JSON.parse(text)).toEqual(view);
      expect(text).not.toContain('view-seed-7f3a9c');
      for (const n of [state.rng.s0, state.rng.s1, state.rng.s2])
        expect(text).not.toContain(String(n).slice(0, 10));
    }
  });

  it('knows for each sector the last day its groups reported on it, and what they said', () => {
    const p = 'psicorps';
    const view = playerView(state, p)!;
    const expected = new Map<string, { day: number; events: ReportEvent[] }>();
    reports.forEach((day, i) => {
      const told = new Map<string, ReportEvent[]>();
      for (const g of day[p]!.groups)
        for (const e of g.events) for (const s of e.sectors) told.set(s, [...(told.get(s) ?? []), e]);
      for (const [s, events] of told) expected.set(s, { day: i + 1, events });
    });
    expect(Object.keys(view.sectors).sort()).toEqual([...expected.keys()].sort());
    for (const [s, known] of expected) expect(view.sectors[s]).toEqual(known);
    expect(Object.keys(view.sectors).length).toBeGreaterThan(3);
  });

  it('lists the sectors in name order, also the day after loading a state that did not', () => {
    for (const p of CORPS) {
      const keys = Object.keys(playerView(state, p)!.sectors);
      expect(keys).toEqual([...keys].sort());
    }
    // A hand-written save may list a player's sectors in any order.
    const json = stateToJson(state) as { intel: Record<string, Record<string, unknown>> };
    const reversed = Object.fromEntries(Object.entries(json.intel.psicorps!).reverse());
    const loaded = parseState({ ...json, intel: { ...json.intel, psicorps: reversed } });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(Object.keys(playerView(loaded.value, 'psicorps')!.sectors)[0]).not.toBe(
      Object.keys(playerView(state, 'psicorps')!.sectors)[0],
    );
    const next = resolveDay(loaded.value, demoOrders(loaded.value)).state;
    const keys = Object.keys(playerView(next, 'psicorps')!.sectors);
    expect(keys).toEqual([...keys].sort());
    expect(keys.length).toBeGreaterThan(3);
  });

  it('survives saving and loading', () => {
    const loaded = parseState(serializeState(state));
    expect(loaded.ok).toBe(true);
    if (loaded.ok) for (const p of CORPS) expect(playerView(loaded.value, p)).toEqual(playerView(state, p));
  });

  it('is undefined for a player not in the game, and shows the Mobile Command', () => {
    expect(playerView(state, 'nobody')).toBeUndefined();
    const fresh = newGame({ seed: 'mc', corporations: CORPS });
    const view = playerView(fresh, 'psicorps')!;
    const commander = view.soldiers.find((s) => s.type === 'commander')!;
    expect(view.mobileCommand).toEqual({ sector: commander.sector, wrecked: false });
    expect(view.sectors).toEqual({});
  });

  it('refuses a file whose knowledge is damaged, saying where', () => {
    const json = stateToJson(state) as unknown as Record<string, unknown>;
    const bad = (intel: unknown) => parseState(JSON.stringify({ ...json, intel }));
    const cases: [unknown, (string | number)[]][] = [
      [[], ['intel']],
      [{ nobody: {} }, ['intel', 'nobody']],
      [{ psicorps: { Z99: { day: 1, events: [] } } }, ['intel', 'psicorps', 'Z99']],
      [{ psicorps: { C3: { day: 99, events: [] } } }, ['intel', 'psicorps', 'C3']],
      [
        {
          psicorps: {
            C3: { day: 1, events: [{ type: 'teleport', sectors: ['C3'], picture: 'quiet', phase: 1 }] },
          },
        },
        ['intel', 'psicorps', 'C3', 'events'],
      ],
    ];
    for (const [intel, path] of cases) {
      const r = bad(intel);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error[0]!.path).toEqual(path);
    }
  });
});
