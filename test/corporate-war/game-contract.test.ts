/**
 * Corporate War on the game contract (issue 16): `CORPORATE_WAR`, built from the game's
 * own functions, plays the same games as `playMatch`, state hash for state hash, when a
 * generic loop drives it through the contract alone: setup, awaiting, step, view, bots,
 * checkOrders, resolve, reports, outcome, and its codecs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORPORATE_WAR,
  CORPORATIONS,
  type CorporateWarOptions,
  DEFAULT_MATCH_DAY_LIMIT,
  type GameState,
  playMatch,
  replay,
} from '../../src/corporate-war/index.js';
import { CORPORATE_WAR_SIMULATION } from '../../src/corporate-war/simulation.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { botRng, runMatch } from '../../src/kernel/match.js';
import { simulationFor } from '../../src/kernel/simulate/from-game.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';
import { arbRulesOptions } from '../support/fc.js';

/** Plays a whole game through the contract only, as any generic tool would. */
function playThroughContract(
  game: AnyGame,
  options: unknown,
  seed: string,
  bots: Readonly<Record<string, string>>,
) {
  const start = game.setup(options, seed);
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
  let state = start.value;
  let issues = 0;
  const rendered: string[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const { players, kind } = game.awaiting(state);
    if (players.length === 0) break;
    expect(kind).toBe('move');
    expect(game.outcome(state)).toBeNull();
    const step = game.step(state);
    const orders: Record<string, unknown> = {};
    for (const p of players) {
      const bot = game.bots[bots[p]!]!;
      orders[p] = JSON.parse(JSON.stringify(bot.bot(game.view(state, p), botRng(seed, p, step))));
      issues += game.checkOrders(state, p, orders[p]).issues.length;
    }
    const resolved = game.resolve(state, orders);
    const reports = game.reports(resolved);
    expect(Object.keys(reports).sort()).toEqual([...players].sort());
    rendered.push(game.renderReport!(reports[players[0]!]));
    state = resolved.state;
    expect(game.step(state)).toBeGreaterThan(step);
  }
  return { state, issues, rendered };
}

describe('Corporate War on the contract', () => {
  const lineups = [
    { seed: 'contract-1', bots: ['rusher', 'cautious', 'random', 'search'] },
    { seed: 'contract-2', bots: ['random', 'rusher'] },
    { seed: 'contract-3', bots: ['cautious', 'cautious', 'rusher'], rules: { duelModel: 'd6' as const } },
  ];

  it.each(lineups)('plays $seed as playMatch does, to the same final state hash', ({ seed, bots, rules }) => {
    const match = playMatch({ seed, seats: bots, ...(rules ? { rules } : {}) });
    const corporations = match.log.setup.corporations;
    const seats = Object.fromEntries(corporations.map((c, i) => [c, bots[i]!]));
    const options = { corporations, rules: { ...rules, dayLimit: DEFAULT_MATCH_DAY_LIMIT } };
    const played = playThroughContract(CORPORATE_WAR, options, seed, seats);
    const final = played.state as GameState;
    expect(CORPORATE_WAR.hash(final)).toBe(CORPORATE_WAR.hash(match.state));
    const outcome = CORPORATE_WAR.outcome(final);
    expect(outcome).not.toBeNull();
    expect(outcome!.reason).toBe(match.outcome!.reason);
    expect(outcome!.winners).toEqual(match.outcome!.winners);
    // K9: winners place first and score 1; every seat has a place.
    expect(Object.keys(outcome!.seats)).toEqual([...corporations]);
    for (const c of corporations) {
      const won = match.outcome!.winners.includes(c);
      expect(outcome!.seats[c]!.score).toBe(won ? 1 : 0);
      expect(outcome!.seats[c]!.rank).toBe(won || match.outcome!.winners.length === 0 ? 1 : 2);
    }
    expect(played.rendered.every((t) => t.length > 0)).toBe(true);
    // The runner on the contract object gives the same game too.
    const start = CORPORATE_WAR.setup(options, seed);
    if (!start.ok) throw new Error('setup');
    const run = runMatch(CORPORATE_WAR, {
      seed,
      start: start.value,
      seats: Object.fromEntries(corporations.map((c, i) => [c, CORPORATE_WAR.bots[bots[i]!]!.bot])),
    });
    expect(run.days.map((d) => d.hash)).toEqual(match.log.days.map((d) => d.hash));
  });

  it('steps are days: the bots draw the streams they always did (K1)', () => {
    const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 's');
    if (!start.ok) throw new Error('setup');
    expect(CORPORATE_WAR.step(start.value)).toBe(start.value.day);
    expect(CORPORATE_WAR.awaiting(start.value)).toEqual({ players: ['psicorps', 'phoenicae'], kind: 'move' });
  });

  it('logs written before steps, the recorded corpus, still replay (their days have no step)', () => {
    const log = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'corpus', 'corporate-war', 'four-bots.json'), 'utf8'),
    );
    expect(log.days.every((d: object) => !('step' in d))).toBe(true);
    const old = replay(log);
    expect(old.ok && old.value.divergence).toBeNull();
    // A new log carries the steps, and replays too.
    const fresh = playMatch({ seed: log.seed, seats: Object.values(log.seats) as string[] });
    expect(fresh.log.days.map((d) => d.step)).toEqual(fresh.log.days.map((_, i) => i + 1));
    const again = replay(JSON.parse(JSON.stringify(fresh.log)));
    expect(again.ok && again.value.divergence).toBeNull();
  });

  it('saves, parses, sheets and maps through the contract', () => {
    const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 'codecs');
    if (!start.ok) throw new Error('setup');
    const s = start.value;
    const back = CORPORATE_WAR.parse(CORPORATE_WAR.serialize(s));
    expect(back.ok && CORPORATE_WAR.hash(back.value)).toBe(CORPORATE_WAR.hash(s));
    const view = CORPORATE_WAR.view(s, 'psicorps');
    expect(CORPORATE_WAR.renderMap!(view)).toContain('A');
    const sheet = CORPORATE_WAR.orderSheet!.blank(view);
    const read = CORPORATE_WAR.orderSheet!.read(sheet, s, 'psicorps');
    expect(Array.isArray(read.orders)).toBe(true);
    expect(read.reply).toContain('psicorps');
    expect(CORPORATE_WAR.checkOrders(s, 'psicorps', read.orders).issues).toEqual([]);
    expect(CORPORATE_WAR.checkOrders(s, 'psicorps', 'not orders').issues.length).toBeGreaterThan(0);
  });
});

describe('Corporate War passes the contract suite', () => {
  it('with its bots, garbage, silence and empty orders, under drawn rules', () => {
    const options: fc.Arbitrary<CorporateWarOptions> = fc.record({
      corporations: fc.shuffledSubarray([...CORPORATIONS], { minLength: 2, maxLength: 4 }),
      rules: arbRulesOptions(),
    });
    const tally = checkContract(CORPORATE_WAR, { options, maxSteps: 5, numRuns: 25 });
    expect(tally.games).toBe(25);
    // Every seat's view and every report, tampered with at every step, moved nothing.
    expect(tally.views).toBeGreaterThan(50);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
    expect(tally.steps).toBeGreaterThan(60);
    expect(tally.garbage).toBeGreaterThan(5);
  });

  it('plays the same match when every bot tampers with its view and its orders after ordering', () => {
    const options: fc.Arbitrary<CorporateWarOptions> = fc.record({
      corporations: fc.shuffledSubarray([...CORPORATIONS], { minLength: 2, maxLength: 4 }),
      rules: arbRulesOptions(),
    });
    const tally = checkSeatsIsolated(CORPORATE_WAR, { options, maxSteps: 5, numRuns: 6 });
    expect(tally.matches).toBe(6);
    expect(tally.tamper.getters).toBeGreaterThan(0);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
  });
});

describe('Corporate War studied through the contract alone', () => {
  it('reads its options from text, typed issues for bad ones', () => {
    const r = CORPORATE_WAR.readOptions!({ players: '2', dayLimit: '12', duelModel: 'd6' });
    expect(r.ok && r.value).toEqual({
      corporations: ['biotechnologies', 'psicorps'],
      rules: { duelModel: 'd6', dayLimit: 12 },
    });
    const bad = CORPORATE_WAR.readOptions!({ players: '9', colour: 'red' });
    expect(bad.ok ? [] : bad.error.map((i) => i.code)).toEqual([
      'setup/bad-option-value',
      'setup/unknown-option',
    ]);
  });

  it('the generic simulator gives the winners, reasons and lengths of its own', () => {
    const { simulation: _, ...plain } = CORPORATE_WAR;
    const generic = simulationFor(plain)!;
    expect(generic).not.toBe(CORPORATE_WAR_SIMULATION);
    for (const options of [
      { players: '3', dayLimit: '15' },
      { players: '2', duelModel: 'd6' },
    ]) {
      const meta = {
        game: 'corporate-war',
        seed: 'both',
        bots: ['rusher', 'cautious', 'random'],
        options,
        gamesTotal: 6,
      };
      const own = playRange(CORPORATE_WAR_SIMULATION, meta, 0, 6);
      const through = playRange(generic, meta, 0, 6);
      const core = (r: (typeof own)[number]) => ({
        days: r.days,
        reason: r.reason,
        winners: r.winners,
        bots: r.seats.map((s) => s.categories.bot),
      });
      expect(through.map(core)).toEqual(own.map(core));
      // K9: the winners place first; when nobody won, everyone shares first place.
      for (const r of through) {
        const first = r.ranks!.flatMap((k, j) => (k === 1 ? [j] : []));
        expect(first).toEqual(r.winners.length === 0 ? r.seats.map((_, j) => j) : r.winners);
      }
    }
  });
});
