/**
 * Summaries: adding records, and merging the summaries of parts of a study, give exactly
 * the summary of the whole run, whatever the order and grouping; parts that overlap or
 * belong to other studies are refused with typed issues; a summary file reads back as
 * the summary that was written; and the table shows what the summary holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import type { GameRecord } from '../../src/kernel/game/simulation.js';
import type { SimulationIssueCode } from '../../src/kernel/game/simulation-issue.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { SIMULATION_ISSUE_CODES, simulationIssueMessage } from '../../src/kernel/simulate/issues.js';
import { gameSpec } from '../../src/kernel/simulate/plan.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { runSimulation } from '../../src/kernel/simulate/pool.js';
import {
  addRecord,
  addRecords,
  emptySummary,
  gamesCovered,
  isComplete,
  mergeSummaries,
  missingGames,
  parseSummary,
  type Summary,
} from '../../src/kernel/simulate/summary.js';
import { renderSummary } from '../../src/kernel/simulate/table.js';
import { versionsOf } from '../../src/kernel/simulate/versions.js';
import { check } from '../support/fc.js';
import { TOY_GAME, toyMeta } from '../support/toy-simulation.js';

const packageVersion = packageJson.version;
const MAX_GAMES = 60;
const META = toyMeta(MAX_GAMES);
const RECORDS: readonly GameRecord[] = playRange(TOY_GAME, META, 0, MAX_GAMES);
const WHOLE = addRecords(emptySummary(META), RECORDS);

/** The summary of some games of the 60-game toy study, added in the given order. */
const summaryOf = (indices: readonly number[]): Summary =>
  addRecords(
    emptySummary(META),
    indices.map((i) => RECORDS[i]!),
  );

const unwrap = (r: ReturnType<typeof mergeSummaries>): Summary => {
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('\n'));
  return r.value;
};

/** A random partition of the games into 1 to 6 parts, each shuffled, and the parts shuffled. */
const arbParts = fc
  .tuple(
    fc.shuffledSubarray(
      Array.from({ length: MAX_GAMES }, (_, i) => i),
      { minLength: MAX_GAMES, maxLength: MAX_GAMES },
    ),
    fc.array(fc.integer({ min: 0, max: MAX_GAMES }), { maxLength: 5 }),
  )
  .map(([order, cuts]) => {
    const at = [0, ...[...cuts].sort((a, b) => a - b), MAX_GAMES];
    return at.slice(1).map((to, k) => order.slice(at[k], to));
  });

describe('addRecords', () => {
  it('counts plays and wins by category, a shared win as a win for each winner', () => {
    const r: GameRecord = {
      index: 0,
      days: 7,
      reason: 'victory',
      winners: [0, 2],
      seats: [{ categories: { bot: 'a' } }, { categories: { bot: 'b' } }, { categories: { bot: 'a' } }],
      flags: { undecided: false },
      counters: { shots: 4 },
    };
    const s = addRecord(emptySummary(toyMeta(2)), r);
    expect(s.categories).toEqual({
      bot: { a: { plays: 2, wins: 2, sharedWins: 2 }, b: { plays: 1, wins: 0, sharedWins: 0 } },
    });
    expect(s.days).toEqual({ 7: 1 });
    expect(s.reasons).toEqual({ victory: 1 });
    expect(s.flags).toEqual({ undecided: 0 });
    expect(s.counters).toEqual({ shots: 4 });
    expect(s.covered).toEqual([[0, 1]]);
    expect(isComplete(s)).toBe(false);
    expect(missingGames(s)).toEqual([[1, 2]]);
  });

  it('counts each bot by seat, each pair of bots that met, and the games by their number of winners', () => {
    const game = (index: number, bots: string[], winners: number[]): GameRecord => ({
      index,
      days: 3,
      reason: winners.length === 0 ? 'stalemate' : 'victory',
      winners,
      seats: bots.map((bot) => ({ categories: { bot } })),
      flags: {},
      counters: {},
    });
    const s = addRecords(emptySummary(toyMeta(3)), [
      game(0, ['a', 'b', 'a'], [0, 2]),
      game(1, ['b', 'a', 'c'], [2]),
      game(2, ['c', 'b', 'a'], []),
    ]);
    expect(s.seats).toEqual({
      1: {
        a: { plays: 1, wins: 1, sharedWins: 1 },
        b: { plays: 1, wins: 0, sharedWins: 0 },
        c: { plays: 1, wins: 0, sharedWins: 0 },
      },
      2: { a: { plays: 1, wins: 0, sharedWins: 0 }, b: { plays: 2, wins: 0, sharedWins: 0 } },
      3: { a: { plays: 2, wins: 1, sharedWins: 1 }, c: { plays: 1, wins: 1, sharedWins: 0 } },
    });
    // Game 0 seats a twice: a meets a both ways round, and b twice from each side.
    expect(s.meetings).toEqual({
      a: {
        a: { games: 2, wins: 2, losses: 2 },
        b: { games: 4, wins: 2, losses: 0 },
        c: { games: 2, wins: 0, losses: 1 },
      },
      b: {
        a: { games: 4, wins: 0, losses: 2 },
        c: { games: 2, wins: 0, losses: 1 },
      },
      c: {
        a: { games: 2, wins: 1, losses: 0 },
        b: { games: 2, wins: 1, losses: 0 },
      },
    });
    expect(s.winners).toEqual({ 0: 1, 1: 1, 2: 1 });
    expect(Object.keys(s)).toEqual([
      'format',
      'version',
      'meta',
      'versions',
      'covered',
      'categories',
      'seats',
      'meetings',
      'days',
      'winners',
      'reasons',
      'flags',
      'counters',
    ]);
  });

  it('does not depend on the order of the records', () => {
    check(
      fc.property(arbParts, (parts) => {
        expect(summaryOf(parts.flat())).toEqual(WHOLE);
        expect(canonicalJson(summaryOf(parts.flat()))).toBe(canonicalJson(WHOLE));
        expect(JSON.stringify(summaryOf(parts.flat()))).toBe(JSON.stringify(WHOLE));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a game counted twice or outside the study (a programmer error)', () => {
    const one = addRecord(emptySummary(META), RECORDS[3]!);
    expect(() => addRecord(one, RECORDS[3]!)).toThrow(SimulturnError);
    expect(() => addRecord(emptySummary(toyMeta(3)), RECORDS[3]!)).toThrow(/not a game of the study/);
    expect(() => addRecord(emptySummary(META), { ...RECORDS[0]!, winners: [5] })).toThrow(/winner 5/);
  });
});

describe('mergeSummaries', () => {
  it('gives the whole run from any partition, in any order and grouping', () => {
    check(
      fc.property(arbParts, fc.boolean(), (parts, nested) => {
        const summaries = parts.map(summaryOf);
        // Grouped: merge the parts two by two, then the halves.
        const merged = nested
          ? unwrap(
              mergeSummaries([
                unwrap(mergeSummaries(summaries.slice(0, 1 + Math.floor(summaries.length / 2)))),
                ...summaries.slice(1 + Math.floor(summaries.length / 2)),
              ]),
            )
          : unwrap(mergeSummaries(summaries));
        expect(merged).toEqual(WHOLE);
        expect(JSON.stringify(merged)).toBe(JSON.stringify(WHOLE));
        expect(isComplete(merged)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is commutative and associative', () => {
    check(
      fc.property(arbParts, (parts) => {
        const [a, b, c] = [parts[0] ?? [], parts[1] ?? [], parts.slice(2).flat()].map(summaryOf) as [
          Summary,
          Summary,
          Summary,
        ];
        expect(unwrap(mergeSummaries([a, b]))).toEqual(unwrap(mergeSummaries([b, a])));
        expect(unwrap(mergeSummaries([unwrap(mergeSummaries([a, b])), c]))).toEqual(
          unwrap(mergeSummaries([a, unwrap(mergeSummaries([b, c]))])),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('refuses summaries that cover a game twice', () => {
    const r = mergeSummaries([summaryOf([0, 1, 2, 3]), summaryOf([5, 3, 2])]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual([expect.objectContaining({ code: 'summary/overlap', from: 2, to: 4 })]);
  });

  it('refuses summaries of different studies, naming what differs', () => {
    const other = addRecord(emptySummary(toyMeta(MAX_GAMES, 'another seed')), RECORDS[9]!);
    const r = mergeSummaries([summaryOf([1]), other]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toEqual([
        expect.objectContaining({
          code: 'summary/different-study',
          field: 'seed',
          path: [1, 'meta', 'seed'],
        }),
      ]);
    }
    const bots = emptySummary({ ...META, bots: ['a', 'b'] });
    const total = emptySummary({ ...META, gamesTotal: 61 });
    const fields = (r2: ReturnType<typeof mergeSummaries>) =>
      r2.ok ? [] : r2.error.map((i) => i.path.join('.'));
    expect(fields(mergeSummaries([WHOLE, bots, total]))).toEqual(['1.meta.bots', '2.meta.gamesTotal']);
    expect(fields(mergeSummaries([emptySummary({ ...META, options: { bias: '3' } }), WHOLE]))).toEqual([
      '1.meta.options',
    ]);
  });

  it('refuses a round robin and a rotation of the same bots, and merges round robins', () => {
    const robin = { ...META, schedule: 'round-robin' as const };
    const r = mergeSummaries([summaryOf([1]), addRecord(emptySummary(robin), RECORDS[2]!)]);
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['summary/different-study', '1.meta.schedule'],
    ]);
    // A rotation named as such is the default rotation, and is not written.
    expect(emptySummary({ ...META, schedule: 'rotation' })).toEqual(emptySummary(META));
    expect(JSON.stringify(emptySummary(robin).meta)).toContain(
      '"bots":["a","b","c"],"schedule":"round-robin"',
    );
    const merged = mergeSummaries([emptySummary(robin), emptySummary(robin)]);
    expect(merged.ok && merged.value.meta.schedule).toBe('round-robin');
  });

  it('records the library version from package.json, and the game version when given', () => {
    expect(emptySummary(META).versions).toEqual({ library: packageVersion });
    expect(emptySummary(META, versionsOf({ version: 3 })).versions).toEqual({
      library: packageVersion,
      game: 3,
    });
  });

  it('refuses summaries of other versions unless asked, and then records none', () => {
    const other = { ...summaryOf([5]), versions: { library: '9.9.9', game: 2 } };
    const r = mergeSummaries([summaryOf([1]), other]);
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.'), i.message])).toEqual([
      [
        'summary/different-versions',
        '1.versions',
        `the summaries were played by different code (simulturn ${packageVersion} against simulturn 9.9.9, game version 2), so they may not add up to one study`,
      ],
    ]);
    const mixed = unwrap(mergeSummaries([summaryOf([1]), other], { mixedVersions: true }));
    expect(mixed.versions).toBeUndefined();
    expect(gamesCovered(mixed)).toBe(2);
  });

  it('leaves the cross-tabs and numbers of winners out of a merge with a summary written before them', () => {
    const { seats: _s, meetings: _m, winners: _w, versions: _v, ...old } = summaryOf([5, 6]);
    const r = mergeSummaries([summaryOf([1]), old], { mixedVersions: true });
    const merged = unwrap(r);
    expect(merged.seats).toBeUndefined();
    expect(merged.meetings).toBeUndefined();
    expect(merged.winners).toBeUndefined();
    expect(merged.categories).toEqual(summaryOf([1, 5, 6]).categories);
  });

  it('needs at least one summary', () => {
    expect(mergeSummaries([])).toEqual({
      ok: false,
      error: [expect.objectContaining({ code: 'summary/nothing-to-merge' })],
    });
  });
});

describe('parseSummary', () => {
  it('reads back what was written', () => {
    check(
      fc.property(arbParts, (parts) => {
        const s = summaryOf(parts[0] ?? []);
        expect(parseSummary(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
      }),
      { numRuns: 100 },
    );
  });

  it("reads back a round robin's schedule and refuses an unknown one", () => {
    const robin = emptySummary({ ...META, schedule: 'round-robin' });
    expect(parseSummary(JSON.parse(JSON.stringify(robin)))).toEqual({ ok: true, value: robin });
    const spoilt = JSON.parse(JSON.stringify(robin));
    spoilt.meta.schedule = 'swiss';
    const r = parseSummary(spoilt);
    expect(r.ok ? [] : r.error.map((i) => i.message)).toEqual([
      expect.stringContaining('schedule?: rotation or round-robin'),
    ]);
  });

  it('reads back a summary written before versions, cross-tabs and winners were recorded', () => {
    const { seats: _s, meetings: _m, winners: _w, versions: _v, ...old } = WHOLE;
    expect(parseSummary(JSON.parse(JSON.stringify(old)))).toEqual({ ok: true, value: old });
  });

  const json = () => JSON.parse(JSON.stringify(WHOLE));
  const cases: [string, (j: Record<string, unknown>) => unknown, string][] = [
    ['not an object', () => 42, 'summary/wrong-format'],
    ['another format', (j) => ({ ...j, format: 'simulturn/match-log' }), 'summary/wrong-format'],
    ['a newer version', (j) => ({ ...j, version: 2 }), 'summary/wrong-format'],
    ['no meta', (j) => ({ ...j, meta: null }), 'summary/invalid'],
    ['a range beyond the study', (j) => ({ ...j, covered: [[0, 61]] }), 'summary/invalid'],
    [
      'overlapping ranges',
      (j) => ({
        ...j,
        covered: [
          [0, 40],
          [30, 60],
        ],
      }),
      'summary/invalid',
    ],
    ['a fractional count', (j) => ({ ...j, reasons: { victory: 1.5 } }), 'summary/invalid'],
    [
      'a length that is not a number',
      (j) => ({ ...j, days: { ...(j.days as object), soon: 0 } }),
      'summary/invalid',
    ],
    [
      'more wins than plays',
      (j) => ({ ...j, categories: { bot: { a: { plays: 1, wins: 2, sharedWins: 0 } } } }),
      'summary/invalid',
    ],
    ['lengths that do not add up', (j) => ({ ...j, covered: [[0, 59]] }), 'summary/invalid'],
    ['versions without a library', (j) => ({ ...j, versions: { game: 1 } }), 'summary/invalid'],
    ['numbers of winners that do not add up', (j) => ({ ...j, winners: { 0: 1 } }), 'summary/invalid'],
    ['a seat that is no number', (j) => ({ ...j, seats: { first: {} } }), 'summary/invalid'],
    [
      'a meeting with more wins than games',
      (j) => ({ ...j, meetings: { a: { b: { games: 1, wins: 2, losses: 0 } } } }),
      'summary/invalid',
    ],
  ];
  it.each(cases)('refuses %s with a typed issue', (_, spoil, code) => {
    const r = parseSummary(spoil(json()));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.code).toBe(code);
  });
});

describe('simulator issues', () => {
  it.each(SIMULATION_ISSUE_CODES)('%s has a message', (code) => {
    const message = simulationIssueMessage(
      code as SimulationIssueCode,
      {
        bot: 'x',
        known: ['y'],
        option: 'o',
        value: 'v',
        expected: 'e',
        detail: 'the detail',
        got: 'g',
        field: 'f',
        from: 1,
        to: 3,
        looked: ['V (a batch system)'],
        variable: 'V',
        error: 'the error',
        first: 'simulturn 1',
        other: 'simulturn 2',
        second: 'another-game',
        which: 'first',
      } as never,
    );
    expect(message.length).toBeGreaterThan(5);
  });
});

describe('runSimulation in this thread', () => {
  it('gives the summary of the records, for any chunk size and range', async () => {
    expect(await runSimulation({ meta: META, game: TOY_GAME })).toEqual(WHOLE);
    expect(await runSimulation({ meta: META, game: TOY_GAME, chunkSize: 7 })).toEqual(WHOLE);
    const shard = await runSimulation({ meta: META, game: TOY_GAME, range: [10, 25] });
    expect(shard).toEqual(summaryOf(Array.from({ length: 15 }, (_, i) => i + 10)));
    expect(gamesCovered(shard)).toBe(15);
  });

  it('reports progress up to the total', async () => {
    const seen: [number, number][] = [];
    await runSimulation({
      meta: META,
      game: TOY_GAME,
      chunkSize: 25,
      onProgress: (d, t) => seen.push([d, t]),
    });
    expect(seen).toEqual([
      [0, 60],
      [25, 60],
      [50, 60],
      [60, 60],
    ]);
  });

  it('plays game g from its spec only', () => {
    const spec = gameSpec(META, 17, TOY_GAME.seatCount);
    expect(TOY_GAME.playGame(spec)).toEqual(RECORDS[17]);
  });

  it('plays a round robin, and refuses one with fewer bots than seats', async () => {
    const robin = { ...META, bots: ['a', 'b', 'c', 'a'], schedule: 'round-robin' as const };
    const summary = await runSimulation({ meta: robin, game: TOY_GAME, chunkSize: 7 });
    // 60 games are two and a half cycles of 24: bot a (two entries) sits in half the seats.
    expect(summary.categories.bot!.a!.plays).toBe(90);
    const halves = await Promise.all(
      [[30, 60] as const, [0, 30] as const].map((range) =>
        runSimulation({ meta: robin, game: TOY_GAME, range }),
      ),
    );
    expect(JSON.stringify(unwrap(mergeSummaries(halves)))).toBe(JSON.stringify(summary));
    await expect(runSimulation({ meta: { ...robin, bots: ['a', 'b'] }, game: TOY_GAME })).rejects.toThrow(
      /at least as many bots as seats \(3\), got 2/,
    );
  });

  it('refuses workers without a worker script', async () => {
    await expect(runSimulation({ meta: META, game: TOY_GAME, workers: 2 })).rejects.toThrow(/worker script/);
  });
});

describe('renderSummary', () => {
  it('shows win rates with intervals, lengths, reasons, flags, counters and their meaning', () => {
    const text = renderSummary(WHOLE, TOY_GAME);
    expect(text).toMatch(/^Toy: 60 of 60 games/);
    expect(text).toContain('Win rate by bot');
    expect(text).toContain('Win rate by edge');
    expect(text).toMatch(/Game length \(days\)\n {2}mean \d+\.\d\d, median \d+, p10 \d+, p90 \d+/);
    expect(text).toContain('How games ended');
    expect(text).toMatch(/undecided +\d+ +\d+\.\d% +\d+\.\d% – \d+\.\d%/);
    expect(text).toMatch(/hits: \d+\.\d% of shots/);
    expect(text).toContain('long game: more than eight days');
    // Win rates by bot: plays add up to three seats a game.
    const a = WHOLE.categories.bot!;
    expect(a.a!.plays + a.b!.plays + a.c!.plays).toBe(3 * MAX_GAMES);
  });

  it('shows the versions, win rates by bot and seat, bot against bot and who won', () => {
    const text = renderSummary(WHOLE, TOY_GAME);
    expect(text).toContain(`\n  played by simulturn ${packageVersion}\n`);
    const seat1 = WHOLE.seats!['1']!;
    expect(text).toMatch(/Win rate by bot and seat \(wins\/plays\)\n {2}seat +a +b +c\n {2}1 /);
    expect(text).toContain(
      `${((100 * seat1.a!.wins) / seat1.a!.plays).toFixed(1)}% (${seat1.a!.wins}/${seat1.a!.plays})`,
    );
    const ab = WHOLE.meetings!.a!.b!;
    expect(text).toContain(`${((100 * ab.wins) / ab.games).toFixed(1)}% ${ab.wins}–${ab.losses}/${ab.games}`);
    const nobody = WHOLE.winners!['0']!;
    expect(text).toMatch(new RegExp(`\\n {2}nobody +${nobody} `));
    expect(text).toMatch(new RegExp(`\\n {2}decided +${MAX_GAMES - nobody} `));
  });

  it('shows a counter kept under a flag as its mean over the games with the flag', () => {
    const labels = {
      ...TOY_GAME,
      counters: [{ name: 'shots', title: 'shots', description: 'shots fired', meanOver: 'long' }],
    };
    const long = WHOLE.flags.long!;
    expect(renderSummary(WHOLE, labels)).toContain(
      `shots: ${(WHOLE.counters.shots! / long).toFixed(2)} on average over the ${long} games with long game (${((100 * long) / MAX_GAMES).toFixed(1)}% of games)`,
    );
  });

  it("names a round robin's schedule and warns of games that all ended alike", () => {
    const robin = emptySummary({ ...META, schedule: 'round-robin' });
    expect(renderSummary(robin)).toContain('(a round robin: every arrangement in the seats in turn)');
    const alike = addRecords(
      emptySummary(toyMeta(2)),
      [0, 1].map((index) => ({ ...RECORDS[0]!, index })),
    );
    expect(renderSummary(alike)).toContain('warning: all 2 games ended alike');
  });

  it('says which games a partial summary is missing', () => {
    const text = renderSummary(summaryOf([0, 1, 2, 10]));
    expect(text).toMatch(/^toy: 4 of 60 games/);
    expect(text).toContain('not covered yet: games 3–9, 11–59');
  });
});
