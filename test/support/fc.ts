/**
 * Shared fast-check set-up for the property tests: Corporate War's arbitraries, and the
 * property runner of `simulturn/testing` (`src/testing/check.ts`), re-exported.
 *
 * Every property runs with a fixed seed, so CI checks the same cases on every run and a
 * failure can always be replayed. On failure the error message starts with the seed and
 * the counterexample's path, and says how to replay it:
 *
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run <file> -t '<test name>'
 *
 * Other knobs: `FC_SEED=$RANDOM` explores new cases, `FC_RUNS=10000` runs every property
 * that many times.
 *
 * The arbitraries build games (`arbGame`), positions reached after some days of play
 * (`arbPlayedGame`), plausible orders with a share of garbage (`arbOrdersFor`) and only
 * valid orders (`arbValidOrdersFor`). `playDays` plays a game on with random valid orders
 * drawn from the kernel's RNG (never `Math.random`), so a position is a function of the
 * game and a seed string.
 */
import fc from 'fast-check';
import {
  CORPORATIONS,
  distance,
  type GameState,
  intermediates,
  type NewGameOptions,
  newGame,
  parseSector,
  RULE_OPTIONS,
  type RulesOptions,
  resolveDay,
  type Sector,
  type Soldier,
  sectorName,
} from '../../src/corporate-war/index.js';
import { RULE_OPTION_NAMES } from '../../src/corporate-war/rules.js';
import { type Rng, type RngState, restoreRng, seedRng } from '../../src/kernel/rng.js';
import { labelled } from '../../src/testing/check.js';

export { labelled } from '../../src/testing/check.js';
export { check, FC_SEED } from '../../src/testing/index.js';

// ---------------------------------------------------------------------------------------
// Games

/** Some rules options, each drawn from its values in RULE_OPTIONS; rarely a day limit. */
export function arbRulesOptions(): fc.Arbitrary<Partial<RulesOptions>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of RULE_OPTION_NAMES) model[name] = fc.constantFrom(...RULE_OPTIONS[name].values);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) },
      ),
    )
    .map(([options, dayLimit]) => {
      const out = { ...options } as Partial<RulesOptions> & { dayLimit?: number | null };
      if (dayLimit !== undefined) out.dayLimit = dayLimit;
      return out;
    });
}

/** Options for `newGame`: a random seed, 2–4 distinct corporations, maybe some rules options. */
export function arbGameOptions(): fc.Arbitrary<NewGameOptions> {
  return fc
    .record({
      seed: fc.string({ maxLength: 12 }),
      corporations: fc.shuffledSubarray([...CORPORATIONS], { minLength: 2, maxLength: 4 }),
      rules: fc.option(arbRulesOptions(), { nil: undefined }),
    })
    .map(({ seed, corporations, rules }) =>
      rules === undefined ? { seed, corporations } : { seed, corporations, rules },
    );
}

/**
 * `newGame`, remembered by options. Games and the positions `playDays` reaches from them
 * are pure functions of their arguments, so they are kept for the test file's lifetime:
 * properties that draw the same games (every property starts from the same seed) pay
 * for playing them only once.
 */
const games = new Map<string, GameState>();
function memoGame(o: NewGameOptions): GameState {
  const key = JSON.stringify(o);
  let g = games.get(key);
  if (g === undefined) games.set(key, (g = labelled(newGame(o), `newGame(${key})`)));
  return g;
}

/** A new game at dawn of day 1 (printed in reports as the `newGame` call that made it). */
export function arbGame(): fc.Arbitrary<GameState> {
  return arbGameOptions().map(memoGame);
}

/** A game after 0 to `maxDays` days of random valid orders (see `playDays`). */
export function arbPlayedGame(maxDays = 5): fc.Arbitrary<GameState> {
  return fc
    .tuple(arbGameOptions(), fc.integer({ min: 0, max: maxDays }), fc.string({ maxLength: 8 }))
    .map(([o, days, seed]) => {
      const s = playDays(memoGame(o), days, seed);
      return days === 0
        ? s
        : labelled(s, `playDays(newGame(${JSON.stringify(o)}), ${days}, ${JSON.stringify(seed)})`);
    });
}

// ---------------------------------------------------------------------------------------
// Orders

/**
 * How one soldier is ordered: `kind` 0 no order, 1 an order of its own, 2 in a `soldiers`
 * list with the others of its sector, 3 by a group order for its sector. The target is the
 * soldier's sector moved by (dr, dc), kept on the board; `via` 0 takes the default path,
 * otherwise picks one of the intermediate sectors of a two-sector move.
 */
export interface MoveSpec {
  readonly kind: 0 | 1 | 2 | 3;
  readonly dr: number;
  readonly dc: number;
  readonly via: number;
}

const arbMoveSpec = (): fc.Arbitrary<MoveSpec> =>
  fc.record({
    kind: fc.constantFrom(0, 1, 2, 3),
    dr: fc.integer({ min: -2, max: 2 }),
    dc: fc.integer({ min: -2, max: 2 }),
    via: fc.nat({ max: 3 }),
  });

/** The living soldiers of a player, in state order. */
export function livingSoldiers(state: GameState, player: string): Soldier[] {
  return state.soldiers.filter((s) => s.owner === player && s.status === 'alive').toArray();
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The target of a spec from a sector, on the board and at most two sectors away. */
function targetOf(state: GameState, from: Sector, spec: MoveSpec): { to: string; via?: string } {
  const b = state.scenario.board;
  const row = clamp(Math.floor(from / b.cols) + spec.dr, 0, b.rows - 1);
  const col = clamp((from % b.cols) + spec.dc, 0, b.cols - 1);
  const to = row * b.cols + col;
  const out: { to: string; via?: string } = { to: sectorName(b, to) };
  if (spec.via > 0 && distance(b, from, to) === 2) {
    const mids = intermediates(b, from, to);
    out.via = sectorName(b, mids[(spec.via - 1) % mids.length]!);
  }
  return out;
}

/**
 * Valid orders for one player from one spec per living soldier (in state order; missing
 * specs mean no order). Every soldier is named at most once, a `soldiers` list or a group
 * names soldiers of one sector only, and the Commander and the Doc always get the same
 * move (the Doc takes the Commander's spec), so `validateOrders` finds nothing to report.
 * With `groups: false` no group orders are given (kind 3 becomes an order of its own).
 */
export function ordersFromSpecs(
  state: GameState,
  player: string,
  specs: readonly MoveSpec[],
  options: { readonly groups?: boolean } = {},
): Record<string, unknown>[] {
  const b = state.scenario.board;
  const mine = livingSoldiers(state, player);
  const commander = mine.findIndex((s) => s.role === 'commander');
  const none: MoveSpec = { kind: 0, dr: 0, dc: 0, via: 0 };
  const specOf = (k: number): MoveSpec => {
    const s = mine[k]!;
    const ck = s.role === 'doc' && commander >= 0 && mine[commander]!.sector === s.sector ? commander : k;
    const spec = specs[ck] ?? none;
    return spec.kind === 3 && options.groups === false ? { ...spec, kind: 1 } : spec;
  };
  const out: Record<string, unknown>[] = [];
  const lists = new Map<Sector, { soldiers: string[] }>();
  const groups = new Set<Sector>();
  mine.forEach((s, k) => {
    const spec = specOf(k);
    if (spec.kind === 1) out.push({ soldier: s.id, ...targetOf(state, s.sector, spec) });
    else if (spec.kind === 2) {
      const list = lists.get(s.sector);
      if (list !== undefined) list.soldiers.push(s.id);
      else {
        const order = { soldiers: [s.id], ...targetOf(state, s.sector, spec) };
        lists.set(s.sector, order);
        out.push(order);
      }
    } else if (spec.kind === 3 && !groups.has(s.sector)) {
      groups.add(s.sector);
      out.push({ group: sectorName(b, s.sector), ...targetOf(state, s.sector, spec) });
    }
  });
  return out;
}

/** Valid orders for one player (see `ordersFromSpecs`). */
export function arbValidPlayerOrders(
  state: GameState,
  player: string,
  options: { readonly groups?: boolean } = {},
): fc.Arbitrary<Record<string, unknown>[]> {
  const n = livingSoldiers(state, player).length;
  return fc
    .array(arbMoveSpec(), { minLength: n, maxLength: n })
    .map((specs) => ordersFromSpecs(state, player, specs, options));
}

/** Valid orders for a random subset of the players. */
export function arbValidOrdersFor(
  state: GameState,
  options: { readonly groups?: boolean } = {},
): fc.Arbitrary<Record<string, Record<string, unknown>[]>> {
  const model: Record<string, fc.Arbitrary<Record<string, unknown>[]>> = {};
  for (const p of state.players) model[p.id] = arbValidPlayerOrders(state, p.id, options);
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, Record<string, unknown>[]>>;
}

/** Sector names of the board. */
function sectorNames(state: GameState): string[] {
  const b = state.scenario.board;
  return Array.from({ length: b.rows * b.cols }, (_, s) => sectorName(b, s));
}

/**
 * One order that cannot be carried out in full: unknown, foreign, alien or fallen
 * soldiers, targets too far, a wrong or unparseable `via`, an empty group, unknown
 * fields, missing or doubled soldier fields, and values that are not orders at all.
 */
export function arbGarbageOrder(state: GameState, player: string): fc.Arbitrary<unknown> {
  const b = state.scenario.board;
  const names = sectorNames(state);
  const mine = livingSoldiers(state, player);
  const others = state.soldiers.filter((s) => s.owner !== player || s.status !== 'alive').toArray();
  const ownId = mine.length > 0 ? fc.constantFrom(...mine.map((s) => s.id)) : fc.constant('nobody');
  const otherId = others.length > 0 ? fc.constantFrom(...others.map((s) => s.id)) : fc.constant('nobody');
  const anySector = fc.constantFrom(...names);
  const badSector = fc.constantFrom('', 'Z9', 'A0', 'A100', `${sectorName(b, 0)}x`, '6F', ' ', 'F 6', '🙂');
  const farFromMine = (id: string) => {
    const s = mine.find((m) => m.id === id);
    const far = names.filter((_, k) => s === undefined || distance(b, s.sector, k) > 2);
    return far.length > 0 ? fc.constantFrom(...far) : anySector;
  };
  const emptySectors = names.filter((_, k) => !mine.some((s) => s.sector === k));
  return fc.oneof(
    fc.record({ soldier: fc.oneof(otherId, fc.string({ maxLength: 30 })), to: anySector }),
    ownId.chain((id) => fc.record({ soldier: fc.constant(id), to: farFromMine(id) })),
    fc.record({ soldier: ownId, to: anySector, via: fc.oneof(anySector, badSector) }),
    fc.record({ soldier: ownId, to: badSector }),
    fc.record({
      group: emptySectors.length > 0 ? fc.constantFrom(...emptySectors) : badSector,
      to: anySector,
    }),
    fc.record({ soldiers: fc.array(fc.oneof(ownId, otherId), { maxLength: 4 }), to: anySector }),
    fc.record({ soldiers: fc.array(fc.jsonValue(), { maxLength: 3 }), to: anySector }),
    fc.record({ soldier: ownId, group: anySector, to: anySector }),
    fc.record({ soldier: ownId }),
    fc.record({ soldier: ownId, to: anySector, speed: fc.jsonValue() }),
    fc.record({ to: anySector }),
    fc.record(
      {
        soldier: fc.oneof(ownId, fc.jsonValue()),
        soldiers: fc.oneof(fc.array(ownId), fc.jsonValue()),
        group: fc.oneof(anySector, fc.jsonValue()),
        to: fc.oneof(anySector, badSector, fc.jsonValue()),
        via: fc.oneof(anySector, badSector, fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
    fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.array(fc.jsonValue(), { maxLength: 3 }),
    ),
  );
}

/** Inserts `extra` into `list`: each item at its position modulo the length so far. */
function insertAll<T>(list: readonly T[], extra: readonly (readonly [number, T])[]): T[] {
  const out = list.slice();
  for (const [at, item] of extra) out.splice(at % (out.length + 1), 0, item);
  return out;
}

/** Plausible orders of one player: mostly valid moves, sometimes mixed with garbage, rarely not a list. */
export function arbPlayerOrders(state: GameState, player: string): fc.Arbitrary<unknown> {
  const garbage = fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as [number, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.nat(), arbGarbageOrder(state, player)), { minLength: 1, maxLength: 3 }),
    },
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(arbValidPlayerOrders(state, player), garbage)
        .map(([valid, extra]) => insertAll<unknown>(valid, extra)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/**
 * Plausible orders for a day, by player id: a random subset of the players, each with
 * mostly valid moves within two sectors for a random subset of its living soldiers, some
 * `soldiers` and group orders, and a share of garbage.
 */
export function arbOrdersFor(state: GameState): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of state.players) model[p.id] = arbPlayerOrders(state, p.id);
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

// ---------------------------------------------------------------------------------------
// Playing on

/**
 * Valid orders for every player, drawn from `rng`. Each soldier heads for the craft (so
 * that the sides meet and fight), for "its" key sector (so that sectors are cleared,
 * claimed and held), or somewhere at random, a third of the time each.
 */
export function randomOrders(state: GameState, rng: Rng): Record<string, Record<string, unknown>[]> {
  const b = state.scenario.board;
  const craft = parseSector(b, state.scenario.craft) ?? 0;
  const keys = state.scenario.keySectors.flatMap((n) => parseSector(b, n) ?? []);
  const towards = (from: Sector, to: Sector) => ({
    dr: clamp(Math.floor(to / b.cols) - Math.floor(from / b.cols), -2, 2),
    dc: clamp((to % b.cols) - (from % b.cols), -2, 2),
  });
  const out: Record<string, Record<string, unknown>[]> = {};
  state.players.forEach((p, seat) => {
    if (rng.int(10) === 0) return; // sometimes a player sends nothing
    const specs = livingSoldiers(state, p.id).map((s, k): MoveSpec => {
      const goal = rng.int(3);
      const kind = (goal === 1 ? 1 : rng.int(4)) as MoveSpec['kind'];
      const via = rng.int(4);
      if (goal === 0) return { kind, ...towards(s.sector, craft), via };
      const key = keys[(k + 2 * seat) % Math.max(1, keys.length)];
      if (goal === 1 && key !== undefined) return { kind, ...towards(s.sector, key), via };
      return { kind, dr: rng.int(5) - 2, dc: rng.int(5) - 2, via };
    });
    out[p.id] = ordersFromSpecs(state, p.id, specs);
  });
  return out;
}

/**
 * Plays `n` days of `state` with random valid orders picked by the kernel's RNG seeded
 * with `seed`: the same arguments always give the same position.
 */
export function playDays(state: GameState, n: number, seed: string | number): GameState {
  // Remembered by starting state and seed: the positions after 1, 2, ... days, with the
  // RNG that picks the next day's orders (the orders of day k do not depend on n).
  let bySeed = played.get(state);
  if (bySeed === undefined) played.set(state, (bySeed = new Map()));
  let line = bySeed.get(String(seed));
  if (line === undefined) {
    line = { rng: restoreRng(seedRng(String(seed))).state(), states: [state] };
    bySeed.set(String(seed), line);
  }
  while (line.states.length <= n) {
    const rng = restoreRng(line.rng);
    const s = line.states[line.states.length - 1]!;
    line.states.push(resolveDay(s, randomOrders(s, rng)).state);
    line.rng = rng.state();
  }
  return line.states[n]!;
}
const played = new WeakMap<GameState, Map<string, { rng: RngState; states: GameState[] }>>();
