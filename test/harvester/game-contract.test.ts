/**
 * Harvester on the game contract: `HARVESTER` passes the shared contract suite, plays
 * whole games between its bots through the generic match runner, is in the registry,
 * reads its options from text, and is studied by the generic simulator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { HARVESTER, type HarvesterOptions } from '../../src/harvester/index.js';
import { runMatch } from '../../src/kernel/match.js';
import { simulationFor } from '../../src/kernel/simulate/from-game.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';
import { arbRules } from './arbitraries.js';

const arbOptions: fc.Arbitrary<HarvesterOptions> = fc
  .record({
    players: fc.integer({ min: 2, max: 5 }),
    rules: arbRules,
    turnLimit: fc.integer({ min: 1, max: 25 }),
  })
  .map(({ players, rules, turnLimit }) => ({
    players,
    rules: { ...rules, planetSize: 'fit' as const },
    turnLimit,
  }));

describe('Harvester on the contract', { timeout: 120_000 }, () => {
  it('passes the contract suite: bots, garbage, empty and missing orders', () => {
    const tally = checkContract(HARVESTER, { options: arbOptions, maxSteps: 25, numRuns: 40 });
    expect(tally.games).toBe(40);
    // Every seat's view and every report, tampered with at every step, moved nothing.
    expect(tally.views).toBeGreaterThan(50);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
    expect(tally.steps).toBeGreaterThan(100);
    expect(tally.over).toBeGreaterThan(10);
    expect(tally.garbage).toBeGreaterThan(5);
  });

  it('plays the same match when every bot tampers with its view and its orders after ordering', () => {
    const tally = checkSeatsIsolated(HARVESTER, { options: arbOptions, maxSteps: 12, numRuns: 4 });
    expect(tally.matches).toBe(4);
    expect(tally.steps).toBeGreaterThan(12);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
  });

  it('is in the registry the command line reads', () => {
    expect(GAMES.named('harvester')).toBe(HARVESTER);
  });

  it('plays whole games between its bots to an outcome with ranks', () => {
    for (const seed of ['a', 'b', 'c']) {
      const start = HARVESTER.setup({ players: 4, turnLimit: 40 }, seed);
      if (!start.ok) throw new Error('setup');
      const { gatherer, random } = HARVESTER.bots;
      const seats = { p1: gatherer!.bot, p2: random!.bot, p3: gatherer!.bot, p4: random!.bot };
      const { state } = runMatch(HARVESTER, { seed, start: start.value, seats, maxSteps: 100 });
      const o = HARVESTER.outcome(state);
      expect(o, seed).not.toBeNull();
      expect(Object.keys(o!.seats).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
      for (const w of o!.winners) expect(o!.seats[w]!.rank).toBe(1);
    }
  });

  it('reads its options from text and refuses what it does not know', () => {
    const r = HARVESTER.readOptions!({
      players: '16',
      fightTiming: 'destination',
      turnLimit: '12',
      radius: '20',
    });
    expect(r).toEqual({
      ok: true,
      value: { players: 16, rules: { fightTiming: 'destination' }, turnLimit: 12, radius: 20 },
    });
    const bad = HARVESTER.readOptions!({ players: '1', fightTiming: 'never', colour: 'red' });
    expect(bad.ok ? [] : bad.error.map((i) => i.path[0])).toEqual(['players', 'fightTiming', 'colour']);
  });

  it('is studied by the generic simulator, with ranks', () => {
    const sim = simulationFor(HARVESTER)!;
    const meta = {
      game: 'harvester',
      seed: 's',
      bots: ['gatherer', 'random'],
      options: { players: '4', turnLimit: '20' },
      gamesTotal: 4,
    };
    const records = playRange(sim, meta, 0, 4);
    expect(records).toHaveLength(4);
    expect(records.every((r) => r.ranks !== undefined)).toBe(true);
    // Its own plug-in: the One as a flag, the first conquest and the subjects as counters.
    expect(sim).toBe(HARVESTER.simulation);
    for (const r of records) {
      expect(r.flags['the-one']).toBe(r.reason === 'the-one');
      expect(r.counters.serving).toBeGreaterThanOrEqual(r.reason === 'the-one' ? 3 : 0);
      expect(r.counters.firstConquest! > 0 || r.counters.serving === 0).toBe(true);
    }
  });

  it('renders a text map of the known planet and a report from what the player was given', () => {
    const start = HARVESTER.setup({ players: 4 }, 'map');
    if (!start.ok) throw new Error('setup');
    const view = HARVESTER.view(start.value, 'p1');
    const map = HARVESTER.renderMap!(view);
    // The map's rows: one per r, each labelled, between two lines labelling q.
    const rows = map.split('\n').filter((l) => /^r\s+-?\d+ /.test(l));
    expect(rows).toHaveLength(2 * view.radius + 1);
    expect(
      rows
        .map((r) => r.replace(/^r\s+-?\d+/, ''))
        .join('')
        .replace(/ /g, '')
        .replace(/[1-5]/g, ''),
    ).toHaveLength(3 * view.radius * (view.radius + 1) + 1);
    expect((rows.join('').match(/@/g) ?? []).length).toBe(1); // the whole army stands on one hex
    const t = HARVESTER.resolve(start.value, { p1: { drop: 0 }, p2: {}, p3: {}, p4: {} });
    const text = HARVESTER.renderReport!(t.reports.p1!);
    expect(text.split('\n')[0]).toBe(
      `Turn 1: your Harvester holds ${t.reports.p1!.load} resources; you have ${t.reports.p1!.vp} victory points.`,
    );
    expect(text).toContain(`You scan ${t.reports.p1!.known.length} hexes now`);
  });
});
