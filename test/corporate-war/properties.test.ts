/**
 * Property-based tests of Corporate War's engine: determinism, conservation of soldiers
 * and tags, the movement bound, robustness against any input as orders, the save format's
 * round trip, the state hash and order validation. Every property runs at least 1,000
 * times with a fixed seed (see test/support/fc.ts for replaying a failure).
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { is } from 'immutable';
import { describe, expect, it } from 'vitest';
import {
  ALIENS,
  checkOrders,
  type DayResult,
  distance,
  type GameState,
  ISSUE_CODES,
  type Issue,
  type Move,
  newGame,
  parseSector,
  parseState,
  RULE_OPTIONS,
  resolveDay,
  sectorName,
  serializeState,
  stateHash,
  validateOrders,
} from '../../src/corporate-war/index.js';
import { RULE_OPTION_NAMES } from '../../src/corporate-war/rules.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import {
  arbGame,
  arbGarbageOrder,
  arbOrdersFor,
  arbPlayedGame,
  arbValidOrdersFor,
  check,
  playDays,
  randomOrders,
} from '../support/fc.js';

// ---------------------------------------------------------------------------------------
// Helpers

/** A state with the orders for its day, both generated. */
const arbDay = (maxDays = 5) =>
  arbPlayedGame(maxDays).chain((s) => fc.tuple(fc.constant(s), arbOrdersFor(s)));

/** A game, a number of days to play and a seed for the orders of each day. */
const arbRun = (maxDays: number) =>
  fc.record({
    game: arbGame(),
    days: fc.integer({ min: 1, max: maxDays }),
    seed: fc.string({ maxLength: 8 }),
  });

/** Plays `days` days of random valid orders, calling `each` with every day's inputs and result. */
function eachDay(
  game: GameState,
  days: number,
  seed: string,
  each: (before: GameState, orders: Record<string, unknown>, result: DayResult) => void,
): void {
  const rng = restoreRng(seedRng(seed));
  let state = game;
  for (let d = 0; d < days; d++) {
    const orders = randomOrders(state, rng);
    const result = resolveDay(state, orders);
    each(state, orders, result);
    state = result.state;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * What is wrong with the soldiers of `after` (the state after a day that began with
 * `before`): the same soldiers in the same order, every one alive on the board, or
 * fallen with its tags carried by a living soldier of its own side, or lost.
 */
function conservationProblems(before: GameState, after: GameState): string[] {
  const problems: string[] = [];
  const b = after.scenario.board;
  if (after.soldiers.size !== before.soldiers.size) {
    problems.push(`${before.soldiers.size} soldiers became ${after.soldiers.size}`);
  }
  const byId = new Map(after.soldiers.map((s) => [s.id, s] as const));
  if (byId.size !== after.soldiers.size) problems.push('two soldiers share an id');
  after.soldiers.forEach((s, i) => {
    const was = before.soldiers.get(i);
    if (was === undefined || was.id !== s.id || was.owner !== s.owner || was.type !== s.type) {
      problems.push(`soldier ${i} was ${was?.id}/${was?.owner}, is ${s.id}/${s.owner}`);
    }
    if (!Number.isInteger(s.sector) || s.sector < 0 || s.sector >= b.rows * b.cols) {
      problems.push(`${s.id} is in sector ${s.sector}, off the board`);
    }
    if (s.status === 'alive') {
      if (s.tagsWith !== '' || s.diedOn !== 0) {
        problems.push(`${s.id} is alive with tagsWith "${s.tagsWith}" and diedOn ${s.diedOn}`);
      }
    } else if (s.status === 'dead') {
      if (s.diedOn < 1 || s.diedOn >= after.day) problems.push(`${s.id} fell on day ${s.diedOn}`);
      if (s.tagsWith !== '') {
        const carrier = byId.get(s.tagsWith);
        if (carrier === undefined || carrier.status !== 'alive' || carrier.owner !== s.owner) {
          problems.push(
            `${s.id}'s tags are with "${s.tagsWith}" (${carrier?.status ?? 'no such soldier'}, ${carrier?.owner ?? '-'})`,
          );
        }
      }
    } else problems.push(`${s.id} has status ${String(s.status)}`);
  });
  return problems;
}

/** The validated moves of every player that gave orders, by soldier id. */
function validatedMoves(state: GameState, orders: Record<string, unknown>) {
  const moves = new Map<string, { from: number; path: readonly number[] }>();
  for (const p of state.players) {
    if (!Object.hasOwn(orders, p.id) || orders[p.id] === undefined) continue;
    for (const m of checkOrders(state, p.id, orders[p.id], state.rules).moves) moves.set(m.soldier, m);
  }
  return moves;
}

/**
 * What is wrong with where the soldiers ended the day: nobody alive at dawn and at dusk
 * (and not revived) is more than two sectors from where it began, and a player's soldier
 * ends where it began or on the path of its validated move.
 */
function movementProblems(before: GameState, orders: Record<string, unknown>, result: DayResult): string[] {
  const problems: string[] = [];
  const b = before.scenario.board;
  const revived = new Set(result.trace.events.flatMap((e) => (e.type === 'revival' ? e.soldiers : [])));
  const moves = validatedMoves(before, orders);
  before.soldiers.forEach((s, i) => {
    const a = result.state.soldiers.get(i)!;
    if (s.status !== 'alive' || a.status !== 'alive' || revived.has(s.id)) return;
    const d = distance(b, s.sector, a.sector);
    if (d > 2) problems.push(`${s.id} went ${d} sectors, from ${s.sector} to ${a.sector}`);
    if (s.owner !== ALIENS) {
      const allowed = [s.sector, ...(moves.get(s.id)?.path ?? [])];
      if (!allowed.includes(a.sector)) {
        problems.push(`${s.id} ended in ${a.sector}, not one of ${allowed.join(', ')} (start and its path)`);
      }
    }
  });
  return problems;
}

/** What is wrong with validated moves: each a step-by-step move of up to two sectors by a living soldier of the player. */
function moveProblems(state: GameState, player: string, moves: readonly Move[]): string[] {
  const problems: string[] = [];
  const b = state.scenario.board;
  const seen = new Set<number>();
  for (const m of moves) {
    const s = state.soldiers.get(m.index);
    if (s === undefined || s.id !== m.soldier) {
      problems.push(`move of ${m.soldier} points at soldier ${m.index} (${s?.id})`);
      continue;
    }
    if (seen.has(m.index)) problems.push(`${s.id} moves twice`);
    seen.add(m.index);
    if (s.owner !== player) problems.push(`${player} moves ${s.id} of ${s.owner}`);
    if (s.status !== 'alive') problems.push(`${s.id} is ${s.status} but moves`);
    if (m.from !== s.sector) problems.push(`${s.id} moves from ${m.from}, stands in ${s.sector}`);
    if (m.path.length > 2) problems.push(`${s.id} takes ${m.path.length} steps`);
    let at = m.from;
    for (const step of m.path) {
      if (distance(b, at, step) !== 1) problems.push(`${s.id} jumps from ${at} to ${step}`);
      at = step;
    }
  }
  return problems;
}

/** What is wrong with an issue's shape: a known code, a message, a path of keys and indices. */
function issueProblems(i: Issue): string[] {
  const problems: string[] = [];
  if (!ISSUE_CODES.includes(i.code)) problems.push(`unknown code ${String(i.code)}`);
  if (typeof i.message !== 'string' || i.message.trim() === '') problems.push(`${i.code}: empty message`);
  if (!Array.isArray(i.path) || !i.path.every((k) => typeof k === 'string' || typeof k === 'number')) {
    problems.push(`${i.code}: path ${JSON.stringify(i.path)} is not a list of keys and indices`);
  }
  return problems;
}

/** A permutation of `items`. */
const arbPermutation = <T>(items: readonly T[]): fc.Arbitrary<T[]> =>
  items.length < 2
    ? fc.constant(items.slice())
    : fc.shuffledSubarray(items.slice(), { minLength: items.length, maxLength: items.length });

/** The same orders with the players, and each player's orders, listed in another order. */
function arbReordered(orders: Record<string, readonly unknown[]>): fc.Arbitrary<Record<string, unknown[]>> {
  const keys = Object.keys(orders);
  return fc
    .tuple(arbPermutation(keys), fc.tuple(...keys.map((k) => arbPermutation(orders[k]!))))
    .map(([order, lists]) => {
      const out: Record<string, unknown[]> = {};
      for (const k of order) out[k] = lists[keys.indexOf(k)]!;
      return out;
    });
}

/** The moves as the engine validated them, regardless of which order gave them. */
function moveSet(state: GameState, orders: Record<string, unknown>): string[] {
  return [...validatedMoves(state, orders)].map(([id, m]) => `${id} ${m.from}>${m.path.join('>')}`).sort();
}

/** Which soldier went where according to the trace's order outcomes. */
function tracedMoves(result: DayResult): string[] {
  const out: string[] = [];
  for (const e of result.trace.events) {
    if (e.type !== 'orders') continue;
    for (const o of e.outcomes) for (const id of o.soldiers) out.push(`${e.player} ${id} ${o.to} ${o.via}`);
  }
  return out.sort();
}

// ---------------------------------------------------------------------------------------
// Properties

/**
 * Each property runs 1,000 times; vitest's default of 5 s per test is not meant for that.
 * The limit is npm test's own (`--testTimeout 120000`): the slowest property here (the
 * saved games' round trip) takes some 15 s on an idle machine, but a limit of 60 s timed
 * it out on two cores under a load of 8 to 16.
 */
const PROPERTY_TIMEOUT = 120_000;

describe('resolveDay is deterministic', { timeout: PROPERTY_TIMEOUT }, () => {
  it('gives the same next state, trace and reports for the same state and orders, and leaves its input alone', () => {
    check(
      fc.property(arbDay(), ([state, orders]) => {
        const before = stateHash(state);
        const a = resolveDay(state, orders);
        const b = resolveDay(state, orders);
        expect(stateHash(b.state)).toBe(stateHash(a.state));
        expect(serializeState(b.state)).toBe(serializeState(a.state));
        // isDeepStrictEqual is much faster than toEqual; toEqual only runs to show a difference.
        if (!isDeepStrictEqual(b.trace, a.trace)) expect(b.trace).toEqual(a.trace);
        if (!isDeepStrictEqual(b.reports, a.reports)) expect(b.reports).toEqual(a.reports);
        expect(stateHash(state)).toBe(before);
      }),
      // 400 draws, not the default 1,000: the slowest property of the suite (21 s), kept
      // within npm test's time budget; FC_RUNS=1000 runs the full count.
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the players in the orders, nor of the orders in a list', () => {
    check(
      fc.property(
        arbPlayedGame()
          .chain((s) => fc.tuple(fc.constant(s), arbValidOrdersFor(s, { groups: false })))
          .chain(([s, orders]) => fc.tuple(fc.constant(s), fc.constant(orders), arbReordered(orders))),
        ([state, orders, reordered]) => {
          const a = resolveDay(state, orders);
          const b = resolveDay(state, reordered);
          expect(stateHash(b.state)).toBe(stateHash(a.state));
          expect(moveSet(state, reordered)).toEqual(moveSet(state, orders));
          expect(tracedMoves(b)).toEqual(tracedMoves(a));
        },
      ),
    );
  });
});

// Conservation and the movement bound are checked on the same days: each property below
// once played its games (or resolved its days) for one check alone, drawing the very same
// cases from the fixed seed, so each day was resolved twice for the same two checks.
describe('soldiers are conserved and movement is bounded', { timeout: PROPERTY_TIMEOUT }, () => {
  it('after every day of play: same soldiers, each alive on the board, fallen with tags carried, or lost; nobody moved more than two sectors, and soldiers stay on their paths', () => {
    check(
      fc.property(arbRun(8), ({ game, days, seed }) => {
        eachDay(game, days, seed, (before, orders, result) => {
          const { state } = result;
          expect(conservationProblems(before, state)).toEqual([]);
          expect(state.day).toBe(before.outcome === null ? before.day + 1 : before.day);
          expect(movementProblems(before, orders, result)).toEqual([]);
        });
      }),
    );
  });

  it('after a day of plausible and garbage orders', () => {
    check(
      fc.property(arbDay(), ([state, orders]) => {
        const result = resolveDay(state, orders);
        expect(conservationProblems(state, result.state)).toEqual([]);
        expect(movementProblems(state, orders, result)).toEqual([]);
      }),
    );
  });
});

describe('resolveDay never throws on any input as orders', { timeout: PROPERTY_TIMEOUT }, () => {
  /** Resolves a day and checks that every player entry given got an `orders` event. */
  function resolvesCleanly(state: GameState, orders: unknown): void {
    let result: DayResult | undefined;
    expect(() => {
      result = resolveDay(state, orders);
    }).not.toThrow();
    const r = result!;
    // Every entry given gets one `orders` event; an entry whose value is `undefined` (not
    // possible in JSON) may be taken as given or as absent.
    const table = isPlainObject(orders) ? orders : {};
    const keys = Object.keys(table);
    const given = keys.filter((k) => table[k] !== undefined);
    const events = r.trace.events.filter((e) => e.type === 'orders');
    const players = events.map((e) => e.player);
    expect(new Set(players).size).toBe(players.length);
    expect(players.filter((p) => !keys.includes(p))).toEqual([]);
    expect(given.filter((k) => !players.includes(k))).toEqual([]);
    for (const e of events) {
      expect([...e.issues, ...e.outcomes.flatMap((o) => o.issues)].flatMap(issueProblems)).toEqual([]);
    }
    expect(Object.keys(r.reports).sort()).toEqual(
      state.players
        .map((p) => p.id)
        .toArray()
        .sort(),
    );
    expect(parseState(serializeState(r.state)).ok).toBe(true);
  }

  const anythingGoes = fc.anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
  });
  /** Player ids of the game, strangers and the aliens as keys of the orders. */
  const arbKey = (state: GameState) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...state.players.map((p) => p.id)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(ALIENS, 'nobody', '', 'constructor', 'toString', 'hasOwnProperty'),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    );

  it('when the orders are any JSON value', () => {
    check(fc.property(arbPlayedGame(), fc.jsonValue(), (state, orders) => resolvesCleanly(state, orders)));
  });

  it('when the orders are anything at all', () => {
    check(fc.property(arbPlayedGame(), anythingGoes, (state, orders) => resolvesCleanly(state, orders)));
  });

  it('when a player entry is any JSON value or anything at all', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.dictionary(arbKey(s), fc.oneof(fc.jsonValue(), fc.anything()), { maxKeys: 6 }),
          ),
        ),
        ([state, orders]) => resolvesCleanly(state, orders),
      ),
    );
  });

  it('when the orders are lists of order-like objects with wrong values', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.dictionary(
              arbKey(s),
              fc.array(
                fc.oneof(
                  arbGarbageOrder(s, s.players.get(0)!.id),
                  arbGarbageOrder(s, s.players.last()!.id),
                  fc.jsonValue({ maxDepth: 2 }),
                ),
                { maxLength: 8 },
              ),
              { maxKeys: 5 },
            ),
          ),
        ),
        ([state, orders]) => resolvesCleanly(state, orders),
      ),
    );
  });

  // JSON cannot express a sparse array, but a program calling resolveDay can build one;
  // its holes are orders too, refused as not objects.
  it('when a player’s orders are a sparse array', () => {
    const state = newGame({ seed: 'sparse', corporations: ['psicorps', 'phoenicae'] });
    const list: unknown[] = [];
    list[1] = { soldier: 'psicorps/grunt-1', to: 'A1' };
    resolvesCleanly(state, { psicorps: list });
  });
});

describe('saved games', { timeout: PROPERTY_TIMEOUT }, () => {
  it('parseState(serializeState(s)) gives back the same state, which plays on the same', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) => fc.tuple(fc.constant(s), arbOrdersFor(s))),
        ([state, orders]) => {
          const text = serializeState(state);
          const parsed = parseState(text);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(serializeState(parsed.value)).toBe(text);
          expect(stateHash(parsed.value)).toBe(stateHash(state));
          expect(is(parsed.value.soldiers, state.soldiers)).toBe(true);
          expect(is(parsed.value.players, state.players)).toBe(true);
          expect(serializeState(resolveDay(parsed.value, orders).state)).toBe(
            serializeState(resolveDay(state, orders).state),
          );
        },
      ),
    );
  });
});

describe('stateHash', { timeout: PROPERTY_TIMEOUT }, () => {
  const fixture = () => {
    const game = newGame({
      seed: 'hash-fixture',
      corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
    });
    // Three fixed days: every group heads for the craft; the orders are made from the
    // state (where the groups stand), not copied from an earlier run.
    let s = game;
    for (let d = 0; d < 3; d++) {
      const b = s.scenario.board;
      const craft = parseSector(b, s.scenario.craft)!;
      const orders: Record<string, unknown[]> = {};
      for (const p of s.players) {
        const sectors = [
          ...new Set(s.soldiers.filter((x) => x.owner === p.id && x.status === 'alive').map((x) => x.sector)),
        ];
        orders[p.id] = sectors.map((from) => {
          const dr = Math.max(-2, Math.min(2, Math.floor(craft / b.cols) - Math.floor(from / b.cols)));
          const dc = Math.max(-2, Math.min(2, (craft % b.cols) - (from % b.cols)));
          const to = from + dr * b.cols + dc;
          return { group: sectorName(b, from), to: sectorName(b, to) };
        });
      }
      s = resolveDay(s, orders).state;
    }
    return s;
  };

  it('is the same for the same game computed twice, and is 16 hex digits', () => {
    const a = fixture();
    const b = fixture();
    expect(a).not.toBe(b);
    expect(a.day).toBe(4);
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash(b)).toBe(stateHash(a));
    expect(stateHash(a)).toBe(stateHash(a));
    expect(stateHash(a)).not.toBe(
      stateHash(
        newGame({
          seed: 'hash-fixture',
          corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
        }),
      ),
    );
  });

  /** One-field changes of a state: each must change both the saved text and the hash. */
  const changes: readonly [string, (s: GameState, k: number) => GameState][] = [
    ['day', (s) => s.set('day', s.day + 1)],
    ['rng.c', (s) => s.set('rng', { ...s.rng, c: s.rng.c === 0 ? 1 : 0 })],
    ['rng.s0', (s) => s.set('rng', { ...s.rng, s0: s.rng.s0 === 0.5 ? 0.25 : 0.5 })],
    [
      'a soldier sector',
      (s, k) => {
        const i = k % s.soldiers.size;
        const b = s.scenario.board;
        return s.setIn(
          ['soldiers', i, 'sector'],
          (s.soldiers.get(i)!.sector + 1 + (k % 7)) % (b.rows * b.cols),
        );
      },
    ],
    [
      'a soldier status',
      (s, k) => {
        const i = k % s.soldiers.size;
        return s.setIn(['soldiers', i, 'status'], s.soldiers.get(i)!.status === 'alive' ? 'dead' : 'alive');
      },
    ],
    [
      'a soldier kill',
      (s, k) => s.updateIn(['soldiers', k % s.soldiers.size, 'kill'], (v) => (v as number) + 1),
    ],
    ['a soldier tagsWith', (s, k) => s.setIn(['soldiers', k % s.soldiers.size, 'tagsWith'], 'someone-else')],
    [
      'a soldier diedOn',
      (s, k) => s.updateIn(['soldiers', k % s.soldiers.size, 'diedOn'], (v) => (v as number) + 1),
    ],
    [
      'a player edge',
      (s, k) =>
        s.setIn(
          ['players', k % s.players.size, 'edge'],
          s.players.get(k % s.players.size)!.edge === 'north' ? 'south' : 'north',
        ),
    ],
    ['aliens.collapsed', (s) => s.set('aliens', { ...s.aliens, collapsed: !s.aliens.collapsed })],
    ['aliens.aid', (s) => s.set('aliens', { ...s.aliens, aid: s.aliens.aid === 'E5' ? 'G7' : 'E5' })],
    [
      'a rules option',
      (s, k) => {
        const name = RULE_OPTION_NAMES[k % RULE_OPTION_NAMES.length]!;
        const values: readonly string[] = RULE_OPTIONS[name].values;
        const other = values.find((v) => v !== s.rules[name])!;
        return s.set('rules', { ...s.rules, [name]: other });
      },
    ],
    ['rules.dayLimit', (s) => s.set('rules', { ...s.rules, dayLimit: (s.rules.dayLimit ?? 0) + 1 })],
    ['wrecks', (s) => s.set('wrecks', s.wrecks.push({ owner: s.players.get(0)!.id, sector: 0, day: 1 }))],
    ['claims', (s) => s.set('claims', s.claims.push({ player: s.players.get(0)!.id, sectors: [0], day: 1 }))],
    [
      'outcome',
      (s) => s.set('outcome', s.outcome === null ? { reason: 'stalemate', winners: [], day: s.day } : null),
    ],
    ['scenario.name', (s) => s.set('scenario', { ...s.scenario, name: `${s.scenario.name}!` })],
  ];

  it('changes whenever one field changes', () => {
    check(
      fc.property(arbPlayedGame(), fc.constantFrom(...changes), fc.nat(), (state, [, change], k) => {
        const text = serializeState(state);
        const hash = stateHash(state);
        const changed = change(state, k);
        expect(serializeState(changed)).not.toBe(text);
        expect(stateHash(changed)).not.toBe(hash);
        // The original is untouched (states are values).
        expect(serializeState(state)).toBe(text);
        expect(stateHash(state)).toBe(hash);
      }),
    );
  });

  it('does not depend on the order of keys in the state objects, only on their values', () => {
    check(
      fc.property(arbPlayedGame(), (state) => {
        const reversed = Object.fromEntries(Object.entries(state.rules).reverse()) as typeof state.rules;
        const reordered = state.set('rules', reversed);
        expect(serializeState(reordered)).not.toBe(serializeState(state));
        expect(stateHash(reordered)).toBe(stateHash(state));
        expect(stateHash(state.set('day', state.day + 1).set('day', state.day))).toBe(stateHash(state));
      }),
    );
  });
});

describe('validateOrders', { timeout: PROPERTY_TIMEOUT }, () => {
  it('accepts valid orders, and its moves are legal moves of the player’s living soldiers', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) => fc.tuple(fc.constant(s), arbValidOrdersFor(s))),
        ([state, orders]) => {
          for (const [player, list] of Object.entries(orders)) {
            const r = validateOrders(state, player, list);
            const commander = state.soldiers.find((x) => x.owner === player && x.role === 'commander');
            const blanket =
              state.outcome !== null
                ? 'order/game-over'
                : state.rules.commanderDeath === 'orders-ignored' &&
                    commander !== undefined &&
                    commander.status !== 'alive'
                  ? 'order/commander-dead'
                  : null;
            if (blanket !== null) {
              // Nothing is carried out, and the only reason given is the blanket one.
              expect(r.ok).toBe(false);
              expect(r.ok ? [] : [...new Set(r.error.map((i) => i.code))]).toEqual([blanket]);
              continue;
            }
            expect(
              r.ok ? [] : r.error.map((i) => `${i.code} at ${JSON.stringify(i.path)}: ${i.message}`),
            ).toEqual([]);
            if (!r.ok) continue;
            expect(r.value.outcomes.map((o) => o.status)).toEqual(list.map(() => 'accepted'));
            expect(moveProblems(state, player, r.value.moves)).toEqual([]);
          }
        },
      ),
    );
  });

  it('reports every problem as an issue with a known code, a message and a path', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.oneof(fc.constantFrom(...s.players.map((p) => p.id)), fc.constantFrom('nobody', ALIENS, '')),
            fc.oneof({ weight: 4, arbitrary: arbOrdersFor(s) }, { weight: 1, arbitrary: fc.jsonValue() }),
          ),
        ),
        ([state, player, orders]) => {
          const list = isPlainObject(orders) && Object.hasOwn(orders, player) ? orders[player] : orders;
          const r = validateOrders(state, player, list);
          // Whatever was given, what is carried out is legal.
          expect(moveProblems(state, player, checkOrders(state, player, list, state.rules).moves)).toEqual(
            [],
          );
          if (r.ok) return;
          expect(r.error.length).toBeGreaterThan(0);
          expect(r.error.flatMap(issueProblems)).toEqual([]);
          if (!state.players.some((p) => p.id === player)) {
            expect(r.error.map((i) => i.code)).toEqual(['orders/unknown-player']);
          }
        },
      ),
    );
  });
});

describe('the checks and helpers used above', () => {
  const game = newGame({
    seed: 'checks',
    corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
  });
  const later = playDays(game, 8, 'checks');

  it('see broken conservation', () => {
    expect(later.soldiers.some((x) => x.status === 'dead')).toBe(true);
    expect(conservationProblems(later, later)).toEqual([]);
    const dead = later.soldiers.findIndex((x) => x.status === 'dead');
    const alive = later.soldiers.findIndex((x) => x.status === 'alive');
    const enemy = later.soldiers.findIndex(
      (x) => x.status === 'alive' && x.owner !== later.soldiers.get(dead)!.owner,
    );
    const broken: GameState[] = [
      later.set('soldiers', later.soldiers.pop()),
      later.setIn(['soldiers', alive, 'sector'], 10_000),
      later.setIn(['soldiers', alive, 'diedOn'], 1),
      later.setIn(['soldiers', dead, 'tagsWith'], later.soldiers.get(enemy)!.id),
      later.setIn(['soldiers', dead, 'tagsWith'], later.soldiers.get(dead)!.id),
      later.setIn(['soldiers', dead, 'diedOn'], later.day),
      later.setIn(['soldiers', 0, 'id'], 'someone-else'),
    ];
    for (const b of broken) expect(conservationProblems(later, b)).not.toEqual([]);
  });

  it('see a soldier that moved too far or off its path', () => {
    const i = later.soldiers.findIndex((x) => x.status === 'alive' && x.owner !== ALIENS);
    const s = later.soldiers.get(i)!;
    const b = later.scenario.board;
    const far = (s.sector + 3 * b.cols) % (b.rows * b.cols);
    const near = s.sector % b.cols === 0 ? s.sector + 1 : s.sector - 1;
    const result = (state: GameState): DayResult => ({
      state,
      reports: {},
      trace: { day: later.day, events: [] },
    });
    expect(movementProblems(later, {}, result(later))).toEqual([]);
    expect(movementProblems(later, {}, result(later.setIn(['soldiers', i, 'sector'], far)))).not.toEqual([]);
    expect(movementProblems(later, {}, result(later.setIn(['soldiers', i, 'sector'], near)))).not.toEqual([]);
  });

  it('see a malformed issue', () => {
    const good = validateOrders(later, 'psicorps', 'not a list');
    expect(good.ok).toBe(false);
    if (good.ok) return;
    const i = good.error[0]!;
    expect(issueProblems(i)).toEqual([]);
    expect(issueProblems({ ...i, code: 'order/unheard-of' } as unknown as Issue)).not.toEqual([]);
    expect(issueProblems({ ...i, message: '' })).not.toEqual([]);
    expect(issueProblems({ ...i, path: [{}] } as unknown as Issue)).not.toEqual([]);
  });

  it('playDays gives the same positions whether played at once or on from a shorter game', () => {
    for (const seed of ['a', 'b', 'c']) {
      const g = newGame({ seed, corporations: ['psicorps', 'phoenicae', 'totemic-tech'] });
      playDays(g, 2, seed); // remembered, then played on
      const rng = restoreRng(seedRng(seed));
      let s = g;
      for (let d = 0; d < 6; d++) s = resolveDay(s, randomOrders(s, rng)).state;
      expect(stateHash(playDays(g, 6, seed))).toBe(stateHash(s));
      expect(
        stateHash(
          playDays(newGame({ seed, corporations: ['psicorps', 'phoenicae', 'totemic-tech'] }), 6, seed),
        ),
      ).toBe(stateHash(s));
    }
  });
});
