/**
 * The game contract (issue 16: K1 steps, K2 the order envelope, K9 seats) with the toy
 * game "bid and take" of `test/support/toy-game.ts`, so that the kernel's generic tools
 * are shown to work without Corporate War: the match runner asks only the awaited
 * players, keys the bots' streams by a step that never repeats, keeps absent and empty
 * orders apart and passes the arrival order; outcomes rank the seats; states round-trip
 * with a version check; the registry and the simulator take any game.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import { GAMES, gameNamed } from '../../src/games.js';
import { GAME_ISSUE_CODES, gameIssueMessage } from '../../src/kernel/game/issues.js';
import { outcomeByScore, ranksByScore } from '../../src/kernel/game/outcome.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import type { Bot } from '../../src/kernel/game/seat.js';
import type { OrderEnvelope } from '../../src/kernel/game/steps.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { replaySteps, runMatch } from '../../src/kernel/match.js';
import { ok } from '../../src/kernel/result.js';
import { simulationFor, simulationOf } from '../../src/kernel/simulate/from-game.js';
import { simulationIssue } from '../../src/kernel/simulate/issues.js';
import { gameSpec } from '../../src/kernel/simulate/plan.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { addRecords, emptySummary, mergeSummaries, parseSummary } from '../../src/kernel/simulate/summary.js';
import { renderSummary } from '../../src/kernel/simulate/table.js';
import { TOY, type ToyState, type ToyView } from '../support/toy-game.js';

const start = (players = 3, seed = 'toy') => {
  const r = TOY.setup({ players }, seed);
  if (!r.ok) throw new Error('setup failed');
  return r.value;
};
const random = TOY.bots.random!.bot as Bot<ToyView>;

/** The toy with its resolve watched: every step's orders and envelope, as the game received them. */
function watched() {
  const seen: {
    step: number;
    kind: string;
    orders: Readonly<Record<string, unknown>>;
    envelope?: OrderEnvelope;
  }[] = [];
  const game = {
    ...TOY,
    resolve: (s: ToyState, orders: Readonly<Record<string, unknown>>, envelope?: OrderEnvelope) => {
      seen.push({ step: s.step, kind: TOY.awaiting(s).kind, orders, ...(envelope ? { envelope } : {}) });
      return TOY.resolve(s, orders, envelope);
    },
  };
  return { game, seen };
}

describe('the match runner on steps (K1)', () => {
  it('asks only the awaited players: all at once to bid, one at a time to take', () => {
    const asked: { player: string; step: number; kind: string }[] = [];
    const seat = (player: string) => ({
      orders: (_view: ToyView, step: number, kind: string) => {
        asked.push({ player, step, kind });
        return kind === 'bid' ? [1] : [2];
      },
    });
    const s0 = start(3);
    const r = runMatch(TOY, {
      seed: 'k1',
      start: s0,
      seats: { ann: seat('ann'), bob: seat('bob'), cy: seat('cy') },
    });
    expect(TOY.outcome(r.state)).not.toBeNull();
    const steps = [...new Set(asked.map((a) => a.step))];
    expect(steps.length).toBe(r.stepsPlayed);
    let bids = 0;
    for (const step of steps) {
      const at = asked.filter((a) => a.step === step);
      if (at[0]!.kind === 'bid') {
        bids++;
        expect(at.map((a) => a.player)).toEqual(['ann', 'bob', 'cy']);
      } else expect(at).toHaveLength(1);
    }
    expect(bids).toBe(3); // three rounds
    expect(asked.some((a) => a.kind === 'take')).toBe(true);
  });

  it('steps grow at every resolve, so no bot stream is ever drawn twice', () => {
    const keys: string[] = [];
    const spy: Bot<ToyView> = (view, rng) => {
      keys.push(`${view.me}@${view.step}`);
      return random(view, rng);
    };
    const r = runMatch(TOY, {
      seed: 'k1',
      start: start(4),
      seats: { ann: spy, bob: spy, cy: spy, dee: spy },
    });
    const steps = r.days.map((d) => d.step!);
    expect(steps.length).toBeGreaterThan(4);
    steps.forEach((s, i) => {
      if (i > 0) expect(s).toBeGreaterThan(steps[i - 1]!);
    });
    expect(new Set(keys).size).toBe(keys.length);
    // The same seed plays the same match; another seed another.
    const again = runMatch(TOY, {
      seed: 'k1',
      start: start(4),
      seats: { ann: random, bob: random, cy: random, dee: random },
    });
    const other = runMatch(TOY, {
      seed: 'k2',
      start: start(4),
      seats: { ann: random, bob: random, cy: random, dee: random },
    });
    expect(again.days).toEqual(r.days);
    expect(other.days).not.toEqual(r.days);
  });
});

describe('the order envelope (K2)', () => {
  it('a seat that gives nothing is absent; one that gives [] ordered nothing; the game tells them apart', () => {
    const { game, seen } = watched();
    const r = runMatch(game, {
      seed: 'k2',
      start: start(3),
      seats: {
        ann: { orders: () => [] },
        bob: { orders: () => undefined },
        cy: { orders: (_v, _s, k) => (k === 'bid' ? [2] : [3]) },
      },
    });
    const first = seen[0]!;
    expect(first.kind).toBe('bid');
    expect(first.orders).toEqual({ ann: [], cy: [2] });
    expect(Object.hasOwn(first.orders, 'bob')).toBe(false);
    expect(Object.hasOwn(r.days[0]!.orders, 'bob')).toBe(false);
    expect(r.days[0]!.orders.ann).toEqual([]);
    // Silence at a bid leaves the game; an empty bid stays in it.
    const o = TOY.outcome(r.state)!;
    expect(o.seats.bob!.eliminatedAt).toBe(1);
    expect(o.seats.ann!.eliminatedAt).toBeUndefined();
    // ann passes ([]) at every take; cy takes 3 each time.
    expect(r.state.scores.ann).toBe(0);
    expect(r.state.scores.cy).toBeGreaterThan(0);
  });

  it('passes a seeded arrival order to the resolve, logs it, and a replay passes it again', () => {
    const { game, seen } = watched();
    const seats = { ann: random, bob: random, cy: random };
    const r = runMatch(game, { seed: 'k2', start: start(3), seats, arrival: true });
    for (const [i, s] of seen.entries()) {
      expect([...s.envelope!.arrival!].sort()).toEqual(Object.keys(s.orders).sort());
      expect(r.days[i]!.arrival).toEqual(s.envelope!.arrival);
    }
    const orders = new Set(seen.filter((s) => s.kind === 'bid').map((s) => s.envelope!.arrival!.join()));
    expect(orders.size).toBeGreaterThan(1);
    const again = watched();
    expect(replaySteps(again.game, start(3), r.start, r.days).divergence).toBeNull();
    expect(again.seen.map((s) => s.envelope)).toEqual(seen.map((s) => s.envelope));
    // Without `arrival` the resolve gets no envelope.
    const plain = watched();
    runMatch(plain.game, { seed: 'k2', start: start(3), seats });
    expect(plain.seen.every((s) => s.envelope === undefined)).toBe(true);
  });

  it('the arrival order decides between equal bids', () => {
    const s = start(3);
    const bids = { ann: [2], bob: [2], cy: [1] };
    expect(TOY.awaiting(TOY.resolve(s, bids).state).players).toEqual(['ann']);
    expect(TOY.awaiting(TOY.resolve(s, bids, { arrival: ['cy', 'bob', 'ann'] }).state).players).toEqual([
      'bob',
    ]);
  });
});

describe('outcomes and seats (K9)', () => {
  it('ranksByScore: higher first, ties share a place and skip the next', () => {
    expect(ranksByScore({ ann: 5, bob: 7, cy: 5, dee: 1 })).toEqual({ ann: 2, bob: 1, cy: 2, dee: 4 });
    expect(ranksByScore({})).toEqual({});
  });

  it('outcomeByScore: every seat with its score and place, the seats placed first as winners', () => {
    expect(outcomeByScore('rounds', { ann: 5, bob: 7, cy: 7 })).toEqual({
      reason: 'rounds',
      winners: ['bob', 'cy'],
      seats: { ann: { score: 5, rank: 3 }, bob: { score: 7, rank: 1 }, cy: { score: 7, rank: 1 } },
    });
    expect(outcomeByScore('rounds', { ann: -2, bob: 0 }).winners).toEqual(['bob']);
  });

  it('is null while the game goes on, then ranks every seat and names the winners', () => {
    for (const players of [2, 3, 4]) {
      let s = start(players, `seats-${players}`);
      expect(TOY.players(s)).toHaveLength(players);
      const seats = Object.fromEntries(TOY.players(s).map((p) => [p, random]));
      const r = runMatch(TOY, { seed: `m${players}`, start: s, seats, maxSteps: 3 });
      s = r.state;
      expect(TOY.outcome(s)).toBeNull();
      expect(TOY.awaiting(s).players.length).toBeGreaterThan(0);
      const end = runMatch(TOY, { seed: `m${players}`, start: s, seats }).state;
      const o = TOY.outcome(end)!;
      expect(TOY.awaiting(end).players).toEqual([]);
      expect(Object.keys(o.seats)).toEqual(TOY.players(end));
      const ranks = Object.values(o.seats).map((x) => x.rank);
      expect(Math.min(...ranks)).toBe(1);
      expect(o.winners).toEqual(TOY.players(end).filter((p) => o.seats[p]!.rank === 1));
      for (const p of TOY.players(end)) {
        const better = Object.values(o.seats).filter((x) => x.score > o.seats[p]!.score).length;
        expect(o.seats[p]!.rank).toBe(1 + better);
      }
    }
  });

  it('refuses bad options with typed issues, never an exception', () => {
    // Not an object: the kernel's set-up refuses it before the game's newGame sees it.
    for (const bad of [null, 'two', [3]]) {
      const r = TOY.setup(bad as never, 's');
      expect(r.ok ? 'ok' : r.error[0]!.code).toBe('options/invalid');
    }
    for (const bad of [{}, { players: 5 }, { players: 2, rounds: 0 }]) {
      const r = TOY.setup(bad as never, 's');
      expect(r.ok ? 'ok' : r.error[0]!.code).toBe('toy/bad-options');
    }
    const cw = CORPORATE_WAR.setup(null as never, 's');
    expect(cw.ok).toBe(false);
    if (!cw.ok) expect(cw.error[0]!.code).toBe('options/invalid');
  });
});

describe('saved states', () => {
  it('parse(serialize(s)) is s, with the same hash, at every step', () => {
    const seats = { ann: random, bob: random };
    const states: ToyState[] = [];
    runMatch(TOY, { seed: 'save', start: start(2), seats, onStep: (d) => states.push(d.state) });
    for (const s of states) {
      const back = TOY.parse(TOY.serialize(s));
      expect(back.ok && back.value).toEqual(s);
      expect(back.ok && TOY.hash(back.value)).toBe(TOY.hash(s));
    }
  });

  it('another version or format, or no JSON at all, is a typed issue', () => {
    const text = TOY.serialize(start(2));
    const json = JSON.parse(text);
    const codeOf = (t: string) => {
      const r = TOY.parse(t);
      return r.ok ? 'ok' : r.error[0]!.code;
    };
    expect(codeOf(JSON.stringify({ ...json, version: 2 }))).toBe('state/wrong-version');
    expect(codeOf(JSON.stringify({ ...json, format: 'other' }))).toBe('state/wrong-format');
    expect(codeOf('{')).toBe('state/unreadable');
    expect(codeOf('[]')).toBe('state/unreadable');
    expect(codeOf(text)).toBe('ok');
    // Corporate War's own format check, through the contract.
    const cw = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 's');
    expect(cw.ok).toBe(true);
    if (cw.ok) {
      const saved = JSON.parse(CORPORATE_WAR.serialize(cw.value));
      expect(saved.format).toBe(CORPORATE_WAR.stateFormat.name);
      expect(saved.version).toBe(CORPORATE_WAR.stateFormat.version);
      expect(CORPORATE_WAR.parse(JSON.stringify({ ...saved, version: 99 })).ok).toBe(false);
    }
  });

  it('every game issue code has a message', () => {
    for (const code of GAME_ISSUE_CODES) {
      const message = gameIssueMessage(code, { detail: 'd', got: 'g', expected: 1, id: 'i' } as never);
      expect(message.length).toBeGreaterThan(0);
    }
  });
});

describe('the registry', () => {
  it('finds games by id and refuses two of one id', () => {
    const registry = gameRegistry([TOY, CORPORATE_WAR]);
    expect(registry.ids).toEqual(['toy-bid-take', 'corporate-war']);
    expect(registry.named('toy-bid-take')).toBe(TOY);
    expect(registry.named('nim')).toBeUndefined();
    expect(() => gameRegistry([TOY, TOY])).toThrow(SimulturnError);
    try {
      gameRegistry([CORPORATE_WAR, TOY, CORPORATE_WAR]);
    } catch (e) {
      expect((e as SimulturnError).issues[0]!.code).toBe('registry/duplicate-id');
    }
  });

  it('the shipped games are gathered outside the kernel, which imports no game', () => {
    expect(GAMES.ids).toEqual([
      'corporate-war',
      'corporation',
      'galactic-overlord',
      'strategic-game',
      'harvester',
    ]);
    expect(gameNamed('corporate-war')).toBe(CORPORATE_WAR);
    expect(gameNamed('corporation')?.title).toBe('Corporation');
    const kernel = join(import.meta.dirname, '..', '..', 'src', 'kernel');
    const files = readdirSync(kernel, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const text = readFileSync(join(kernel, f), 'utf8');
      expect(text, f).not.toMatch(/from '[^']*(corporate-war|games\.js|\/cli\/)/);
    }
  });
});

describe('the simulator with any game (K9)', () => {
  const SIM = simulationOf(TOY, {
    options: (text) => {
      const players = Number(text.players ?? '3');
      return [2, 3, 4].includes(players)
        ? ok({ players })
        : {
            ok: false,
            error: [
              simulationIssue('setup/bad-option-value', ['options', 'players'], {
                option: 'players',
                value: String(text.players),
                expected: '2 to 4',
              }),
            ],
          };
    },
    seatCount: (text) => (['2', '3', '4'].includes(text.players ?? '') ? Number(text.players) : 3),
  });
  const meta = (players: string, gamesTotal = 12) => ({
    game: TOY.id,
    seed: 'study',
    bots: ['greedy', 'random'],
    options: { players },
    gamesTotal,
  });

  it('sets the seats by the options and records scores, ranks and eliminations', () => {
    for (const players of ['2', '4']) {
      const records = playRange(SIM, meta(players), 0, 12);
      for (const r of records) {
        expect(r.seats).toHaveLength(Number(players));
        expect(r.ranks).toHaveLength(Number(players));
        expect(r.scores).toHaveLength(Number(players));
        expect(r.eliminatedAt).toEqual(r.seats.map(() => null));
        expect(r.winners).toEqual(r.ranks!.flatMap((k, j) => (k === 1 ? [j] : [])));
      }
      expect(gameSpec(meta(players), 0, SIM.seatCount).bots).toHaveLength(Number(players));
    }
    expect(
      SIM.checkSetup({ bots: ['greedy', 'nobody'], options: { players: '9' } }).map((i) => i.code),
    ).toEqual(['setup/unknown-bot', 'setup/bad-option-value']);
  });

  it('sums places in the summary, merges them, reads them back and shows the mean rank', () => {
    const m = meta('3', 30);
    const records = playRange(SIM, m, 0, 30);
    const whole = addRecords(emptySummary(m), records);
    const greedy = whole.categories.bot!.greedy!;
    const seatsOfGreedy = records.flatMap((r) =>
      r.seats.flatMap((s, j) => (s.categories.bot === 'greedy' ? [r.ranks![j]!] : [])),
    );
    expect(greedy.ranked).toBe(seatsOfGreedy.length);
    expect(greedy.rankSum).toBe(seatsOfGreedy.reduce((a, b) => a + b, 0));
    const parts = mergeSummaries([
      addRecords(emptySummary(m), records.slice(0, 11)),
      addRecords(emptySummary(m), records.slice(11)),
    ]);
    expect(parts.ok && parts.value).toEqual(whole);
    const back = parseSummary(JSON.parse(JSON.stringify(whole)));
    expect(back.ok && back.value).toEqual(whole);
    const broken = JSON.parse(JSON.stringify(whole));
    broken.categories.bot.greedy.rankSum = 0;
    expect(parseSummary(broken).ok).toBe(false);
    const table = renderSummary(whole, SIM);
    expect(table).toContain('mean rank');
    expect(table).toContain((greedy.rankSum! / greedy.ranked!).toFixed(2));
  });

  it('records without places give the summaries and tables they always did', () => {
    const m = meta('3', 6);
    const records = playRange(SIM, m, 0, 6).map(
      ({ scores: _s, ranks: _r, eliminatedAt: _e, ...rest }) => rest,
    );
    const s = addRecords(emptySummary(m), records);
    expect(JSON.stringify(s)).not.toContain('rank');
    expect(renderSummary(s, SIM)).not.toContain('mean rank');
  });

  it('refuses records whose per-seat lists do not fit the seats', () => {
    const m = meta('3', 6);
    const [r] = playRange(SIM, m, 0, 1);
    expect(() => addRecords(emptySummary(m), [{ ...r!, ranks: [1, 2] }])).toThrow(
      /ranks has 2 entries for 3 seats/,
    );
    expect(() => addRecords(emptySummary(m), [{ ...r!, ranks: [1, 2, 4] }])).toThrow(
      /ranks must be whole numbers/,
    );
  });
});

describe('simulationFor: the simulator plug-in of a registered game', () => {
  it('is the game’s own when it has one, one made from readOptions otherwise, else none', async () => {
    const { CORPORATE_WAR_SIMULATION } = await import('../../src/corporate-war/simulation.js');
    const { SIMULATION_GAMES } = await import('../../src/cli/games.js');
    expect(simulationFor(CORPORATE_WAR)).toBe(CORPORATE_WAR_SIMULATION);
    expect(Object.keys(SIMULATION_GAMES)).toEqual([
      'corporate-war',
      'corporation',
      'galactic-overlord',
      'strategic-game',
      'harvester',
    ]);
    expect(SIMULATION_GAMES['corporate-war']).toBe(CORPORATE_WAR_SIMULATION);
    // Corporation has no plug-in of its own: the one made from its readOptions.
    expect(SIMULATION_GAMES.corporation?.lengthUnit).toBe('steps');
    const { readOptions: _, ...silent } = TOY;
    expect(simulationFor(silent)).toBeUndefined();
    const sim = simulationFor(TOY)!;
    expect(sim.id).toBe(TOY.id);
    expect(typeof sim.seatCount === 'function' && sim.seatCount({ players: '4' })).toBe(4);
    expect(typeof sim.seatCount === 'function' && sim.seatCount({ players: 'x' })).toBe(1);
    expect(sim.checkSetup({ bots: ['random'], options: { players: '4' } })).toEqual([]);
    const bad = sim.checkSetup({ bots: ['random'], options: { players: '7', colour: 'red' } });
    expect(bad.map((i) => i.path)).toEqual([
      ['options', 'players'],
      ['options', 'colour'],
    ]);
    const m = {
      game: TOY.id,
      seed: 's',
      bots: ['random', 'greedy'],
      options: { players: '4', rounds: '2' },
      gamesTotal: 8,
    };
    const records = playRange(sim, m, 0, 8);
    expect(records.every((r) => r.seats.length === 4 && r.ranks?.length === 4)).toBe(true);
  });
});
