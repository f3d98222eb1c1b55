/**
 * The groups' reports and the players' intel are built when first read (`day/intel.ts`).
 * Whatever is read, in whatever order, and however late, must equal what reading every
 * day at once gives: the same reports, the same intel, the same views and hashes.
 */
import { describe, expect, it } from 'vitest';
import { learnLater } from '../../src/corporate-war/day/intel.js';
import {
  botNamed,
  type DayResult,
  DEFAULT_SCENARIO,
  type GameState,
  newGame,
  playerView,
  resolveDay,
  stateHash,
} from '../../src/corporate-war/index.js';
import type { GroupReport } from '../../src/corporate-war/report-events.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import type { Intel } from '../../src/corporate-war/state.js';
import { botRng } from '../../src/kernel/match.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
const random = botNamed('random')!.bot;

/**
 * A game between random bots. `readEachDay` reads every report and state as it comes, as
 * the engine did before intel was lazy; otherwise nothing is read until the test does.
 * The bots' orders come from their own soldiers only (the random bot reads no intel).
 */
function play(seed: string, days: number, readEachDay: boolean) {
  let state = newGame({ seed, corporations: CORPS });
  const states: GameState[] = [state];
  const results: DayResult[] = [];
  for (let d = 0; d < days && state.outcome === null; d++) {
    const orders: Record<string, unknown> = {};
    for (const p of CORPS) orders[p] = random(playerView(state, p)!, botRng(seed, p, state.day));
    const r = resolveDay(state, orders);
    if (readEachDay) {
      JSON.stringify(r.reports);
      JSON.stringify(stateToJson(r.state));
    }
    results.push(r);
    states.push((state = r.state));
  }
  return { states, results };
}

const text = (x: unknown) => JSON.stringify(x);
const stateText = (s: GameState) => JSON.stringify(stateToJson(s));

describe('reports and intel built when first read', () => {
  const eager = play('lazy-1', 25, true);
  const eagerStates = eager.states.map(stateText);
  const eagerReports = eager.results.map((r) => text(r.reports));

  it('plays long enough to mean something', () => {
    expect(eager.results.length).toBeGreaterThanOrEqual(20);
    // Somebody saw something: the reports are not all "held".
    expect(eagerReports.join('').includes('"enemies-present"')).toBe(true);
  });

  it('gives the same states and reports when read last day first', () => {
    const lazy = play('lazy-1', 25, false);
    const states = [...lazy.states].reverse().map(stateText).reverse();
    expect(states).toEqual(eagerStates);
    const reports = [...lazy.results]
      .reverse()
      .map((r) => text(r.reports))
      .reverse();
    expect(reports).toEqual(eagerReports);
  });

  it('gives the same when one player is read first, then the others', () => {
    const lazy = play('lazy-1', 25, false);
    const last = lazy.states.at(-1)!;
    // Only phoenicae's view of the last day: its chain is learnt, the others' wait.
    const seen = JSON.parse(text(playerView(last, 'phoenicae')!.sectors));
    expect(seen).toEqual(JSON.parse(eagerStates.at(-1)!).intel.phoenicae);
    expect(lazy.states.map(stateText)).toEqual(eagerStates);
    expect(lazy.states.map(stateHash)).toEqual(eager.states.map(stateHash));
  });

  it('reads a report\u2019s groups days after its day, and only its day\u2019s', () => {
    const lazy = play('lazy-1', 25, false);
    const i = 7;
    expect(text(lazy.results[i]!.reports)).toEqual(eagerReports[i]);
    expect(lazy.results[i]!.reports.psicorps!.groups).toBe(lazy.results[i]!.reports.psicorps!.groups);
  });

  it('reads a long unread chain in a loop, and cuts it at 64 days', () => {
    // Day d reports sector S<d mod 5>, so each day's table differs from the day before.
    const report = (d: number): GroupReport => ({
      id: 'A1',
      soldiers: ['x/1'],
      picture: 'quiet',
      events: [{ type: 'held', sector: `S${d % 5}`, sectors: [`S${d % 5}`], picture: 'quiet', phase: 0 }],
    });
    let built = 0;
    const chain: Intel[] = [{}];
    for (let d = 1; d <= 150; d++) {
      const groups = () => {
        built++;
        return new Map([['p', [report(d)]]]);
      };
      chain.push(learnLater(chain.at(-1)!, ['p'], groups, d));
    }
    // Days 1 to 64 were read when day 65 was opened, and 65 to 128 at day 129.
    expect(built).toBe(128);
    const table = chain.at(-1)!.p!;
    expect(built).toBe(150);
    expect(Object.keys(table)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4']);
    for (let k = 0; k < 5; k++) expect(table[`S${k}`]!.day).toBe(150 - ((150 - k) % 5));
    // Every day's table is the same whichever is read first.
    expect(chain[77]!.p!.S2!.day).toBe(77);
  });

  it('works on objects frozen before they are read', () => {
    const lazy = play('lazy-1', 25, false);
    const last = lazy.states.at(-1)!;
    deepFreeze(last.intel);
    expect(text(last.intel)).toEqual(text(JSON.parse(eagerStates.at(-1)!).intel));
    const view = playerView(lazy.states[10]!, 'orchid-inc')!;
    deepFreeze(view);
    expect(text(view.sectors)).toEqual(text(JSON.parse(eagerStates[10]!).intel['orchid-inc']));
    const reports = lazy.results[3]!.reports;
    deepFreeze(reports);
    expect(text(reports)).toEqual(eagerReports[3]);
  });

  it('shows views and reports as plain data: keys, JSON and spreads', () => {
    const lazy = play('lazy-1', 6, false);
    const state = lazy.states.at(-1)!;
    const view = playerView(state, 'tanker-toys')!;
    expect(Object.keys(view)).toContain('sectors');
    expect({ ...view }.sectors).toEqual(JSON.parse(stateText(state)).intel['tanker-toys']);
    expect(Object.keys(JSON.parse(text(view)))).toEqual(Object.keys(view));
    const report = lazy.results.at(-1)!.reports['tanker-toys']!;
    expect(Object.keys(report)).toContain('groups');
    expect({ ...report }.groups.length).toBeGreaterThan(0);
    expect(JSON.parse(text(report)).groups).toEqual(JSON.parse(text(report.groups)));
  });
});

describe('lazy values stay tied to what made them', () => {
  const lazy = () => play('lazy-2', 6, false);

  it('a report keeps its own player, even if `player` is overwritten', () => {
    const { results } = lazy();
    const report = results.at(-1)!.reports.psicorps!;
    const groups = text(play('lazy-2', 6, true).results.at(-1)!.reports.psicorps!.groups);
    (report as { player: string }).player = 'phoenicae';
    expect(text(report.groups)).toEqual(groups);
  });

  it('reads intel whose hidden parts were frozen too (a deep freeze through symbols)', () => {
    const { states } = lazy();
    const state = states.at(-1)!;
    const freezeAll = (x: unknown): void => {
      if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
      Object.freeze(x);
      for (const k of Reflect.ownKeys(x)) {
        const d = Object.getOwnPropertyDescriptor(x, k);
        if (d !== undefined && 'value' in d) freezeAll(d.value);
      }
    };
    freezeAll(state.intel);
    expect(text(state.intel)).toEqual(
      text(JSON.parse(stateText(play('lazy-2', 6, true).states.at(-1)!)).intel),
    );
  });

  it('keeps the intel of a player whose id is __proto__', () => {
    const corporations = { ...DEFAULT_SCENARIO.corporations };
    Object.defineProperty(corporations, '__proto__', {
      value: DEFAULT_SCENARIO.corporations.psicorps,
      enumerable: true,
    });
    let state = newGame({
      seed: 'proto',
      corporations: ['__proto__', 'phoenicae'],
      scenario: { ...DEFAULT_SCENARIO, corporations },
    });
    for (let d = 0; d < 3; d++) {
      const mine = playerView(state, '__proto__')!.soldiers.filter((s) => s.status === 'alive');
      state = resolveDay(state, { __proto__: mine.map((s) => ({ soldier: s.id, to: s.sector })) }).state;
    }
    expect(Object.keys(state.intel)).toEqual(['__proto__', 'phoenicae']);
    expect(Object.keys(playerView(state, '__proto__')!.sectors).length).toBeGreaterThan(0);
  });
});

describe('orders that are proxies', () => {
  it('refuses an order whose prototype cannot be read without crashing the day', () => {
    const state = newGame({ seed: 'proxy', corporations: CORPS });
    const order = new Proxy(
      { soldier: 'psicorps/grunt-1', to: 'A1' },
      {
        getPrototypeOf() {
          throw new Error('no prototype');
        },
      },
    );
    expect(() => resolveDay(state, { psicorps: [order] })).not.toThrow();
  });
});

/** Freezes an object and everything under it (reading each property after freezing its owner). */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const k of Object.keys(x)) deepFreeze((x as Record<string, unknown>)[k]);
}
