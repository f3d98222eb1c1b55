/**
 * Corporate War in the simulator: a game's record (seats, winners, the aliens-decided
 * flag and the kill counters, checked against a count of our own from the trace), the
 * checks of a study's set-up, and the worker pool giving the same summary for any number
 * of workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIENS, playMatch, type TraceEvent } from '../../src/corporate-war/index.js';
import {
  aliensDecided,
  CORPORATE_WAR_SIMULATION,
  countKills,
  type KillTally,
} from '../../src/corporate-war/simulation.js';
import { EDGES } from '../../src/corporate-war/vocabulary.js';
import { gameSpec } from '../../src/kernel/simulate/plan.js';
import { runSimulation } from '../../src/kernel/simulate/pool.js';
import type { StudyMeta } from '../../src/kernel/simulate/summary.js';
import { renderSummary } from '../../src/kernel/simulate/table.js';
import { type BuiltCli, buildCli } from '../support/build-cli.js';

const GAME = CORPORATE_WAR_SIMULATION;

/** Short games keep the test fast; every game has a day limit. */
const META: StudyMeta = {
  game: 'corporate-war',
  seed: 'sim-test',
  bots: ['random', 'rusher', 'cautious'],
  options: { dayLimit: '6' },
  gamesTotal: 8,
};

describe('CORPORATE_WAR_SIMULATION.playGame', () => {
  const records = Array.from({ length: 6 }, (_, g) => GAME.playGame(gameSpec(META, g, GAME.seatCount)));

  it('records four seats with their bot, corporation and a distinct starting edge', () => {
    for (const [g, r] of records.entries()) {
      expect(r.index).toBe(g);
      expect(r.seats.map((s) => s.categories.bot)).toEqual(gameSpec(META, g, 4).bots);
      expect(r.seats.map((s) => s.categories.corporation)).toEqual([
        'biotechnologies',
        'psicorps',
        'atlantic-securities',
        'industrial-union',
      ]);
      expect(new Set(r.seats.map((s) => s.categories.edge)).size).toBe(4);
      for (const s of r.seats) expect(EDGES).toContain(s.categories.edge);
      expect(r.days).toBeGreaterThanOrEqual(1);
      expect(r.days).toBeLessThanOrEqual(6);
      expect(['victory', 'stalemate', 'day-limit']).toContain(r.reason);
      expect(r.flags.undecided).toBe(r.winners.length === 0);
    }
  });

  it('seats fewer players with the players option, each bot taking each seat in turn', () => {
    const two = { ...META, bots: ['rusher', 'random'], options: { dayLimit: '4', players: '2' } };
    const games = [0, 1].map((g) => GAME.playGame(gameSpec(two, g, GAME.seatCount)));
    for (const r of games) {
      expect(r.seats.map((s) => s.categories.corporation)).toEqual(['biotechnologies', 'psicorps']);
    }
    expect(games.map((r) => r.seats.map((s) => s.categories.bot))).toEqual([
      ['rusher', 'random'],
      ['random', 'rusher'],
    ]);
    expect(GAME.checkSetup({ ...two, options: { players: '5' } }).map((i) => i.code)).toEqual([
      'setup/bad-option-value',
    ]);
  });

  it('is a function of the spec', () => {
    expect(GAME.playGame(gameSpec(META, 3, 4))).toEqual(records[3]);
  });

  it('agrees with playMatch and with kills counted from the trace', () => {
    let alienKillsSeen = 0;
    for (const [g, r] of records.entries()) {
      const spec = gameSpec(META, g, 4);
      // Counted here independently: the victim's and the first killer's allegiance by id prefix.
      const killsBy = new Map<string, number>();
      let corporateDeaths = 0;
      const { outcome, state } = playMatch({
        seed: spec.seed,
        seats: spec.bots,
        dayLimit: 6,
        record: false,
        onDay: ({ trace }) => {
          for (const e of trace.events) {
            if (e.type !== 'kill' || e.soldier.startsWith(`${ALIENS}/`)) continue;
            corporateDeaths++;
            const by = e.by[0]?.split('/')[0];
            if (by !== undefined) killsBy.set(by, (killsBy.get(by) ?? 0) + 1);
          }
        },
      });
      const alienKills = killsBy.get(ALIENS) ?? 0;
      const mostByACorporation = Math.max(0, ...[...killsBy].filter(([k]) => k !== ALIENS).map(([, n]) => n));
      expect(r.counters).toEqual({ corporateDeaths, alienKills });
      expect(r.flags.aliensDecided).toBe(alienKills >= 1 && alienKills >= mostByACorporation);
      expect(r.days).toBe(outcome!.day);
      expect(r.reason).toBe(outcome!.reason);
      const ids = state.players.toArray().map((p) => p.id);
      expect(r.winners.map((j) => ids[j])).toEqual([...outcome!.winners]);
      alienKillsSeen += alienKills;
    }
    // The games are long enough for the aliens to matter at all.
    expect(alienKillsSeen).toBeGreaterThan(0);
  });
});

describe('decided by the aliens', () => {
  const kill = (soldier: string, ...by: string[]): TraceEvent => ({
    type: 'kill',
    phase: 1,
    sector: 'F6',
    soldier,
    by,
  });
  const cases: [name: string, events: TraceEvent[], decided: boolean, deaths: number, byAliens: number][] = [
    ['no kills at all', [], false, 0, 0],
    ['only aliens fell', [kill('aliens/b1/bunny-1', 'psicorps/grunt-1')], false, 0, 0],
    [
      'the aliens killed as many as the best corporation (a tie counts)',
      [
        kill('psicorps/grunt-1', 'aliens/b1/bunny-1'),
        kill('psicorps/grunt-2', 'aliens/b1/bunny-2', 'phoenicae/grunt-1'),
        kill('phoenicae/grunt-1', 'psicorps/ghost-1'),
        kill('phoenicae/grunt-2', 'psicorps/ghost-2'),
      ],
      true,
      4,
      2,
    ],
    [
      'a corporation killed more than the aliens',
      [
        kill('psicorps/grunt-1', 'aliens/b1/bunny-1'),
        kill('phoenicae/grunt-1', 'psicorps/ghost-1'),
        kill('phoenicae/grunt-2', 'psicorps/ghost-2'),
      ],
      false,
      3,
      1,
    ],
    [
      'the first killer gets the credit',
      [kill('psicorps/grunt-1', 'phoenicae/grunt-1', 'aliens/b1/bunny-1')],
      false,
      1,
      0,
    ],
    ['one alien kill and no other', [kill('psicorps/grunt-1', 'aliens/r1/rider-1')], true, 1, 1],
  ];
  it.each(cases)('%s', (_, events, decided, deaths, byAliens) => {
    const tally: KillTally = { corporateDeaths: 0, corporateKillsBy: new Map() };
    countKills(events, tally);
    expect(aliensDecided(tally)).toBe(decided);
    expect(tally.corporateDeaths).toBe(deaths);
    expect(tally.corporateKillsBy.get(ALIENS) ?? 0).toBe(byAliens);
  });
});

describe('CORPORATE_WAR_SIMULATION.checkSetup', () => {
  it('accepts known bots, rules options and a day limit', () => {
    expect(
      GAME.checkSetup({
        bots: ['random', 'rusher'],
        options: { duelModel: 'd6', dayLimit: '12', detection: 'whole-group' },
      }),
    ).toEqual([]);
  });

  it('names unknown bots, unknown options and bad values with typed issues', () => {
    const issues = GAME.checkSetup({
      bots: ['random', 'grandmaster'],
      options: { duelModel: 'coin', dayLimit: '0', fog: 'thick' },
    });
    expect(issues.map((i) => [i.code, i.path])).toEqual([
      ['setup/unknown-bot', ['bots', 1]],
      ['setup/bad-option-value', ['options', 'duelModel']],
      ['setup/bad-option-value', ['options', 'dayLimit']],
      ['setup/unknown-option', ['options', 'fog']],
    ]);
    expect(issues[1]!.message).toBe('duelModel cannot be "coin"; expected one of ratio, d6, compare');
  });

  it('refuses to play a game with options it did not check', () => {
    expect(() => GAME.playGame({ ...gameSpec(META, 0, 4), options: { duelModel: 'coin' } })).toThrow(
      /duelModel/,
    );
  });
});

describe('runSimulation on worker threads', { timeout: 60_000 }, () => {
  let cli: BuiltCli;
  beforeAll(async () => {
    cli = await buildCli();
  });
  afterAll(() => cli?.remove());

  it('gives the same summary in this thread and on 1, 2 or 3 workers', async () => {
    const meta: StudyMeta = { ...META, bots: ['random'], options: { dayLimit: '5' } };
    const inThread = await runSimulation({ meta, game: GAME });
    const progress: number[] = [];
    for (const workers of [1, 2, 3]) {
      const onWorkers = await runSimulation({
        meta,
        game: GAME,
        workers,
        workerScript: cli.worker,
        chunkSize: 2,
        onProgress: (done) => progress.push(done),
      });
      expect(onWorkers).toEqual(inThread);
      expect(JSON.stringify(onWorkers)).toBe(JSON.stringify(inThread));
    }
    expect(progress.filter((d) => d === 8)).toHaveLength(3);
    expect(renderSummary(inThread, GAME)).toContain('Corporate War: 8 of 8 games');
  });

  it('rejects when a worker cannot play the study', async () => {
    const meta: StudyMeta = { ...META, options: { dayLimit: 'never' } };
    await expect(runSimulation({ meta, game: GAME, workers: 1, workerScript: cli.worker })).rejects.toThrow(
      /a simulation worker failed: .*dayLimit/,
    );
  });
});
