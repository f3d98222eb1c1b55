/**
 * Fog of war (CW-11): a player's report is a function of what its own soldiers could
 * perceive, and of nothing else.
 *
 * 1. Non-interference: two worlds that differ only in things the observed player could not
 *    perceive today give the observed player byte-identical reports, the same rendered
 *    reports (text and Markdown) and the same `playerView` of the next dawn. World B is world A
 *    with random edits to other sides' soldiers (their orders, where they stand at dawn,
 *    their ratings, where their dead lie), each kept only when a conservative causal
 *    analysis (`unperceivable`, below) shows that nothing it changes can reach a sector
 *    the observed player's soldiers stand in or next to, at any phase of the day.
 *    A second property makes one enemy soldier a ghost (Escape 99, Info 0: it sees no one
 *    and no one sees it) and walks it differently in each world right past the observed
 *    player's soldiers: what the player is shown must not change either.
 * 2. Leak scan: no report, rendered report or view contains the game's seed, the
 *    generator's state, another player's order text or another side's soldier id (but,
 *    in a report and its renderings, one the player typed itself).
 * 3. Fight streams: an enemy fight with dice far away leaves the observed player's own
 *    fight rolls, and its whole report, unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAliens } from '../../src/corporate-war/day/alien-orders.js';
import { openDay } from '../../src/corporate-war/day/context.js';
import { planMovement } from '../../src/corporate-war/day/movement.js';
import { sanitizeOrders } from '../../src/corporate-war/day/sanitize-orders.js';
import {
  type BoardSize,
  CORPORATE_WAR,
  CORPORATIONS,
  type DayResult,
  DEFAULT_GUNFIGHT_RESOLVERS,
  distance,
  type GameState,
  intermediates,
  neighbours,
  newGame,
  type PlayerReport,
  type PlayerView,
  parseSector,
  parseState,
  playerView,
  renderReport,
  resolveDay,
  type Sector,
  type Shot,
  sectorName,
  type TraceEvent,
} from '../../src/corporate-war/index.js';
import { composeRules } from '../../src/corporate-war/rules.js';
import { type SoldierJson, type StateJson, stateToJson } from '../../src/corporate-war/serialize.js';
import { restoreRng } from '../../src/kernel/rng.js';
import { type FogPair, fogChecker, fogProperty, type Shown } from '../../src/testing/index.js';
import { arbOrdersFor, arbPlayedGame, arbRulesOptions, check, playDays } from '../support/fc.js';
import { seer } from './conformance/cases/units.js';
import { stage } from './conformance/stage.js';

// ---------------------------------------------------------------------------------------
// What a world lets each soldier do today

/** A world as the analysis sees it: every soldier's row at dawn and its planned path. */
interface World {
  readonly rows: readonly SoldierJson[];
  readonly paths: readonly (readonly Sector[])[];
}

/**
 * Every soldier's planned path for the day, exactly as `resolveDay` plans it (the same
 * steps: sanitize orders, the aliens' script, plan movement), by soldier index.
 */
function plansOf(state: GameState, orders: unknown): (readonly Sector[])[] {
  const day = openDay(state, composeRules(state.rules, undefined, DEFAULT_GUNFIGHT_RESOLVERS));
  sanitizeOrders(day, orders);
  if (state.outcome === null) {
    orderAliens(day);
    planMovement(day);
  }
  return day.units.map((u) => day.plans[u.index]?.path ?? []);
}

function worldOf(state: GameState, orders: unknown): World {
  return { rows: stateToJson(state).soldiers, paths: plansOf(state, orders) };
}

/** Every field of a soldier's row (the type makes sure none is forgotten). */
const ROW: Record<keyof SoldierJson, true> = {
  id: true,
  owner: true,
  type: true,
  squad: true,
  role: true,
  kill: true,
  survive: true,
  escape: true,
  info: true,
  status: true,
  sector: true,
  tagsWith: true,
  diedOn: true,
};
const ROW_FIELDS = Object.keys(ROW) as (keyof SoldierJson)[];
const sameRow = (a: SoldierJson, b: SoldierJson) => a === b || ROW_FIELDS.every((k) => a[k] === b[k]);
const samePath = (a: readonly Sector[], b: readonly Sector[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Where a living soldier with this plan may stand after each snapshot of the day (0 dawn,
 * 1 to 3 the phases), whatever fights do to it: a two-sector move steps in phases 1 and 3
 * and may stop or turn back to its start (CW-7.9, CW-6.5); a one-sector move steps in
 * phase 2 and may be stopped. A fallen soldier stands nowhere, which only removes sectors.
 */
function reach(start: Sector, path: readonly Sector[]): Sector[][] {
  const [a, b] = path;
  if (a === undefined) return [[start], [start], [start], [start]];
  if (b === undefined) return [[start], [start], [start, a], [start, a]];
  return [[start], [start, a], [start, a], [start, a, b]];
}

/**
 * Whether nothing that differs between the worlds can reach what the observed player
 * perceives today. Conservative, phase by phase:
 *
 * - a soldier whose row or plan differs is tainted from dawn;
 * - at dawn, a soldier standing where a tainted one may stand is tainted (dawn fights);
 * - in phase p, a soldier that may stand (before or after its step) where a tainted one
 *   may stand (before or after its step) is tainted from p: it may fight it, or trade
 *   sectors with it (CW-6.5); a tainted soldier may be anywhere its plan allows, in
 *   either world;
 * - the observed player perceives, after each snapshot, the sectors its soldiers may
 *   stand in and their neighbours (its fights, sightings, fighting and movement next door)
 *   and, when walking in, bodies that fell there earlier in the day. None of these may
 *   hold a tainted soldier at that phase or earlier, and none of its soldiers may be
 *   tainted. Bodies from earlier days that differ must lie where it never walks.
 *
 * Whatever is not local (the victory check, `result`) is compared separately.
 */
function unperceivable(
  board: BoardSize,
  a: World,
  b: World,
  observed: string,
  ghosts: ReadonlySet<number> = new Set(),
): boolean {
  const n = a.rows.length;
  const at = (r: SoldierJson) => parseSector(board, r.sector) as Sector;
  const pos: Sector[][][] = [];
  const changed: boolean[] = [];
  const alive: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const ra = a.rows[i]!;
    const rb = b.rows[i]!;
    const pa = ra.status === 'alive' ? reach(at(ra), a.paths[i]!) : undefined;
    const pb = rb.status === 'alive' ? reach(at(rb), b.paths[i]!) : undefined;
    alive[i] = pa !== undefined || pb !== undefined;
    pos[i] = [0, 1, 2, 3].map((p) => [...new Set([...(pa?.[p] ?? []), ...(pb?.[p] ?? [])])]);
    changed[i] = !sameRow(ra, rb) || !samePath(a.paths[i]!, b.paths[i]!);
  }
  const own = a.rows.flatMap((r, i) => (r.owner === observed && r.status === 'alive' ? [i] : []));
  // A ghost stands alone of its side wherever it may be, in both worlds: then no one can
  // meet it (its side's group is the ghost alone, which sees no one and is seen by no one).
  for (const g of ghosts) {
    if (a.rows[g]!.status !== 'alive' || b.rows[g]!.status !== 'alive') return false;
    for (const w of [a, b]) {
      const mine = reach(at(w.rows[g]!), w.paths[g]!);
      for (let i = 0; i < n; i++) {
        if (i === g || a.rows[i]!.owner !== a.rows[g]!.owner) continue;
        if (mine.some((ss, p) => ss.some((s) => pos[i]![p]!.includes(s)))) return false;
      }
    }
    alive[g] = false; // neither tainted nor tainting
  }
  const tau = changed.map((c, i) => (c && alive[i] ? 0 : Number.POSITIVE_INFINITY));
  const tainted: Set<Sector>[] = [0, 1, 2, 3].map(() => new Set());
  for (let p = 0; p < 4; p++) {
    const ts = tainted[p]!;
    const before = p === 0 ? ts : tainted[p - 1]!;
    const pre = new Set<Sector>(); // where the soldiers tainted in this phase stood before it
    for (let i = 0; i < n; i++) if (tau[i]! <= p) for (const s of pos[i]![p]!) ts.add(s);
    for (let grew = true; grew; ) {
      grew = false;
      for (let i = 0; i < n; i++) {
        if (!alive[i] || tau[i]! <= p) continue;
        const mine = p === 0 ? pos[i]![0]! : [...pos[i]![p - 1]!, ...pos[i]![p]!];
        if (!mine.some((s) => ts.has(s) || before.has(s) || pre.has(s))) continue;
        tau[i] = p;
        grew = true;
        for (const s of pos[i]![p]!) ts.add(s);
        if (p > 0) for (const s of pos[i]![p - 1]!) pre.add(s);
      }
    }
  }
  if (own.some((i) => tau[i]! < Number.POSITIVE_INFINITY)) return false;
  const sofar = new Set<Sector>();
  for (let p = 0; p < 4; p++) {
    for (const s of tainted[p]!) sofar.add(s);
    for (const i of own) {
      for (const s of pos[i]![p]!) {
        if (sofar.has(s) || neighbours(board, s).some((x) => sofar.has(x))) return false;
      }
    }
  }
  const walked = new Set(own.flatMap((i) => pos[i]!.flat()));
  for (let i = 0; i < n; i++) {
    const ra = a.rows[i]!;
    const rb = b.rows[i]!;
    if (ra.status === 'dead' && changed[i] && (walked.has(at(ra)) || walked.has(at(rb)))) return false;
  }
  return true;
}

/** Whether ghost `g` may stand, in either world, in or next to a sector the observed side may stand in. */
function ghostClose(board: BoardSize, a: World, b: World, observed: string, g: number): boolean {
  const at = (r: SoldierJson) => parseSector(board, r.sector) as Sector;
  const own = a.rows.flatMap((r, i) => (r.owner === observed && r.status === 'alive' ? [i] : []));
  return [a, b].some((w) => {
    const ghost = reach(at(w.rows[g]!), w.paths[g]!);
    return own.some((i) =>
      reach(at(w.rows[i]!), w.paths[i]!).some((ss, p) =>
        ss.some((s) => ghost[p]!.some((x) => distance(board, s, x) <= 1)),
      ),
    );
  });
}

// ---------------------------------------------------------------------------------------
// Edits of world B

/**
 * One edit of another side's soldier, picked among the candidates by `pick`:
 * 0 gives it a new order of its own (first in its player's list, so it takes precedence),
 * 1 moves it at dawn (not a Commander or Doc), 2 changes its ratings, 3 moves its body.
 */
interface Edit {
  readonly kind: 0 | 1 | 2 | 3;
  readonly pick: number;
  readonly dr: number;
  readonly dc: number;
  readonly via: number;
  readonly stats: readonly [number, number, number, number];
}

const arbEdit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(0, 1, 2, 3),
  pick: fc.nat({ max: 200 }),
  dr: fc.integer({ min: -4, max: 4 }),
  dc: fc.integer({ min: -4, max: 4 }),
  via: fc.nat({ max: 2 }),
  stats: fc.tuple(fc.nat({ max: 8 }), fc.nat({ max: 8 }), fc.nat({ max: 8 }), fc.nat({ max: 8 })),
});

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The sector (dr, dc) away from a named sector, kept on the board. */
function shifted(board: BoardSize, name: string, dr: number, dc: number): Sector {
  const s = parseSector(board, name) as Sector;
  const row = clamp(Math.floor(s / board.cols) + dr, 0, board.rows - 1);
  const col = clamp((s % board.cols) + dc, 0, board.cols - 1);
  return row * board.cols + col;
}

/**
 * Applies an edit to a copy of world B's state JSON and orders; undefined when no soldier
 * fits. Never touches the observed player's soldiers or orders.
 */
function applyEdit(
  json: StateJson,
  orders: Record<string, unknown>,
  e: Edit,
  observed: string,
  ghosts: ReadonlySet<number>,
): { json: StateJson; orders: Record<string, unknown> } | undefined {
  const board = json.scenario.board;
  const fits = (s: SoldierJson, i: number) =>
    s.owner !== observed &&
    !ghosts.has(i) &&
    (e.kind === 0
      ? s.status === 'alive' && s.owner !== 'aliens'
      : e.kind === 1
        ? s.status === 'alive' && s.role === ''
        : e.kind === 2
          ? s.status === 'alive'
          : s.status === 'dead');
  const candidates = json.soldiers.flatMap((s, i) => (fits(s, i) ? [i] : []));
  if (candidates.length === 0) return undefined;
  const k = candidates[e.pick % candidates.length]!;
  const soldiers = json.soldiers.slice();
  const s = { ...soldiers[k]! };
  soldiers[k] = s;
  const out = { json: { ...json, soldiers }, orders: { ...orders } };
  if (e.kind === 0) {
    const from = parseSector(board, s.sector) as Sector;
    const to = shifted(board, s.sector, clamp(e.dr, -3, 3), clamp(e.dc, -3, 3));
    const order: Record<string, unknown> = { soldier: s.id, to: sectorName(board, to) };
    const mids = distance(board, from, to) === 2 ? intermediates(board, from, to) : [];
    if (e.via > 0 && mids.length > 0) order.via = sectorName(board, mids[(e.via - 1) % mids.length]!);
    const prev = orders[s.owner];
    out.orders[s.owner] = [order, ...(Array.isArray(prev) ? prev : [])];
  } else if (e.kind === 2) {
    [s.kill, s.survive, s.escape, s.info] = e.stats;
  } else {
    s.sector = sectorName(board, shifted(board, s.sector, e.dr, e.dc));
  }
  return out;
}

function parsed(json: StateJson): GameState {
  const r = parseState(json);
  if (!r.ok) throw new Error(`edited state rejected: ${r.error.map((i) => i.message).join('; ')}`);
  return r.value;
}

const withoutResult = (r: PlayerReport) => JSON.stringify({ ...r, result: null });

/** The formats a report is rendered in. */
const FORMATS = ['text', 'markdown'] as const;
/** A report rendered in each format. */
const rendered = (r: PlayerReport) => FORMATS.map((format) => renderReport(r, { format }));

/** The player's view of the next dawn (it is in the game, so there is one). */
function viewOf(state: GameState, player: string) {
  const v = playerView(state, player);
  if (v === undefined) throw new Error(`no view for ${player}`);
  return v;
}

// ---------------------------------------------------------------------------------------

/** What the non-interference properties count, to show they are not vacuous. */
interface Tally {
  pairs: number;
  edited: number;
  edits: number;
  refused: number;
  over: number;
  resultDiffers: number;
  outcomeDiffers: number;
  seenByOthers: number;
  /** Pairs whose view holds what the observed player learned on an earlier day. */
  knownBefore: number;
}
const newTally = (): Tally => ({
  pairs: 0,
  edited: 0,
  edits: 0,
  refused: 0,
  over: 0,
  resultDiffers: 0,
  outcomeDiffers: 0,
  seenByOthers: 0,
  knownBefore: 0,
});

/**
 * World B: world A's state JSON and orders with every edit that the observed side could
 * not notice, applied in turn (an edit that fails `unperceivable` is left out). Ghosts
 * (see below) are never edited.
 */
function editFar(
  board: BoardSize,
  worldA: World,
  start: { json: StateJson; orders: Record<string, unknown> },
  edits: readonly Edit[],
  observed: string,
  ghosts: ReadonlySet<number>,
  tally: Tally,
): { state: GameState; orders: Record<string, unknown> } {
  const own = start.json.soldiers.flatMap((s, i) => (s.owner === observed ? [i] : []));
  let { json, orders } = start;
  /** The state `json` parses to, once parsed: the last edit kept was parsed to be analysed. */
  let state: GameState | undefined;
  let applied = 0;
  for (const e of edits) {
    const next = applyEdit(json, orders, e, observed, ghosts);
    if (next === undefined) continue;
    const edited = parsed(next.json);
    const w = worldOf(edited, next.orders);
    // The observed side's own plans never depend on anything else.
    for (const i of own) {
      if (!samePath(w.paths[i]!, worldA.paths[i]!)) expect(w.paths[i]).toEqual(worldA.paths[i]);
    }
    if (!unperceivable(board, worldA, w, observed, ghosts)) {
      tally.refused++;
      continue;
    }
    ({ json, orders } = next);
    state = edited;
    applied++;
  }
  if (applied > 0) tally.edited++;
  tally.edits += applied;
  return { state: state ?? parsed(json), orders };
}

/**
 * Corporate War's comparison for the fog harness of `simulturn/testing`
 * (`src/testing/fog.ts`): what the observed player is shown of two days (its report, the
 * report rendered as text and as Markdown, and its view of the next dawn) must be the
 * same, but for the game's end, which is news to everyone; counts the pair.
 */
const compareShown =
  (tally: Tally) =>
  (
    sa: Shown<PlayerView, PlayerReport>,
    sb: Shown<PlayerView, PlayerReport>,
    pair: FogPair<GameState, DayResult>,
  ) =>
    expectSameShown(sa, sb, pair.resolvedA, pair.resolvedB, tally);

function expectSameShown(
  sa: Shown<PlayerView, PlayerReport>,
  sb: Shown<PlayerView, PlayerReport>,
  a: DayResult,
  b: DayResult,
  tally: Tally,
): void {
  const ra = sa.report!;
  const rb = sb.report!;
  tally.pairs++;
  if (JSON.stringify(a.trace) !== JSON.stringify(b.trace)) tally.seenByOthers++;
  // Everything but the game's end is local: it must be the same byte for byte.
  expect(withoutResult(rb)).toBe(withoutResult(ra));
  // The game ending (a far claim held, or a stalemate) is news to everyone: legitimate.
  const sameResult = ra.result === rb.result;
  if (!sameResult) tally.resultDiffers++;
  else expect(JSON.stringify(rb)).toBe(JSON.stringify(ra));
  // The rendered report likewise; when the game's end differs, all but its Outcome section.
  const playing = (r: PlayerReport): PlayerReport => (sameResult ? r : { ...r, result: 'playing' });
  const ta = rendered(playing(ra));
  const tb = rendered(playing(rb));
  FORMATS.forEach((format, k) => expect(tb[k], `${format} rendering`).toBe(ta[k]));
  // The view of the next dawn: the same, but for the game's end when that differs.
  // The player is in the game, so it has a view.
  const va = sa.view;
  const vb = sb.view;
  expect(va).toBeDefined();
  expect(vb).toBeDefined();
  if (JSON.stringify(va.outcome) === JSON.stringify(vb.outcome)) {
    expect(JSON.stringify(vb)).toBe(JSON.stringify(va));
  } else {
    tally.outcomeDiffers++;
    expect(JSON.stringify({ ...vb, outcome: null })).toBe(JSON.stringify({ ...va, outcome: null }));
  }
  if (Object.values(va.sectors).some((s) => s.day < ra.day)) tally.knownBefore++;
}

const replaying = () => process.env.FC_PATH !== undefined && process.env.FC_PATH !== '';

/** Where a ghost stands at dawn and where it is ordered: offsets from one of the observed side's soldiers. */
interface Placement {
  readonly near: number;
  readonly at: readonly [number, number];
  readonly to: readonly [number, number];
}
const offset = fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }));
const arbPlacement: fc.Arbitrary<Placement> = fc.record({
  near: fc.nat({ max: 40 }),
  at: offset,
  to: offset,
});

/**
 * Makes soldier `g` a ghost (Escape 99, Info 0: it sees no one and no one sees it) placed
 * near one of the observed side's living soldiers, with an order of its own.
 */
function placeGhost(
  json: StateJson,
  orders: Record<string, unknown>,
  g: number,
  observed: string,
  p: Placement,
): { json: StateJson; orders: Record<string, unknown> } {
  const board = json.scenario.board;
  const own = json.soldiers.filter((s) => s.owner === observed && s.status === 'alive');
  const near = own[p.near % own.length]!;
  const soldiers = json.soldiers.slice();
  const at = sectorName(board, shifted(board, near.sector, ...p.at));
  const ghost = { ...soldiers[g]!, sector: at, escape: 99, info: 0 };
  soldiers[g] = ghost;
  const to = sectorName(board, shifted(board, at, ...p.to));
  const prev = orders[ghost.owner];
  return {
    json: { ...json, soldiers },
    orders: { ...orders, [ghost.owner]: [{ soldier: ghost.id, to }, ...(Array.isArray(prev) ? prev : [])] },
  };
}

/**
 * The two properties draw 1,000 and 400 cases, each resolving a day in several worlds:
 * 69 and 26 s in a full run under a load of 8 to 10 on two cores (about a third of that
 * on an idle machine), too near npm test's 120 s.
 */
describe('fog of war: non-interference', { timeout: 300_000 }, () => {
  it('what a player cannot perceive never changes its report', () => {
    const tally = newTally();
    const perSeat = [0, 0, 0, 0];
    // The kernel's harness resolves world A once a case and each world B, and compares;
    // Corporate War gives the edits a player cannot perceive (`editFar`).
    const fog = fogChecker(CORPORATE_WAR, { compare: compareShown(tally), countDiffering: false });
    type Case = [GameState, Record<string, unknown>, Edit[]];
    const perCase = new WeakMap<Case, { json: StateJson; world: World }>();
    const prepared = (c: Case) => {
      let p = perCase.get(c);
      if (p === undefined) perCase.set(c, (p = { json: stateToJson(c[0]), world: worldOf(c[0], c[1]) }));
      return p;
    };
    check(
      fogProperty(
        CORPORATE_WAR,
        arbPlayedGame().chain((state) =>
          fc.tuple(
            fc.constant(state),
            arbOrdersFor(state),
            fc.array(arbEdit, { minLength: 1, maxLength: 8 }),
          ),
        ),
        {
          worldA: ([state, orders]) => ({ state, orders }),
          unperceived: (c, observed) => {
            const [state, ordersA, edits] = c;
            const { json, world } = prepared(c);
            const b = editFar(
              state.scenario.board,
              world,
              { json, orders: ordersA },
              edits,
              observed,
              new Set(),
              tally,
            );
            if (state.outcome !== null) tally.over++;
            perSeat[state.players.findIndex((p) => p.id === observed)]!++;
            return b;
          },
        },
        fog,
      ),
    );
    console.info('non-interference:', JSON.stringify({ ...tally, perSeat }));
    if (!replaying()) {
      // At least one pair with real edits per run on average.
      expect(tally.edited).toBeGreaterThanOrEqual(Number(process.env.FC_RUNS ?? 1000));
      // Pairs whose only difference is the game's end are a small share.
      expect(tally.resultDiffers).toBeLessThan(tally.pairs * 0.02);
      expect(tally.outcomeDiffers).toBeLessThan(tally.pairs * 0.02);
      // The edits are not vacuous: most of them change the day for somebody.
      expect(tally.seenByOthers).toBeGreaterThan(tally.edited / 2);
      // Nor are the views: most hold what was learned before today, not only today's report.
      expect(tally.knownBefore).toBeGreaterThan(tally.pairs / 2);
    }
  });

  it('a ghost that nobody can see walks past a player unnoticed', () => {
    // One soldier of another player becomes a ghost (Escape 99, Info 0), alone of its side
    // wherever it may stand; world A and world B place and order it differently, near the
    // observed player's soldiers, and may also differ far away as above. Its own side and
    // the victory check aside, it changes nothing: no sighting, no noticed movement, no fight.
    const tally = newTally();
    const ghost = { tried: 0, admitted: 0, close: 0 };
    const fog = fogChecker(CORPORATE_WAR, { compare: compareShown(tally), countDiffering: false });
    check(
      fc.property(
        arbPlayedGame().chain((state) =>
          fc.tuple(
            fc.constant(state),
            arbOrdersFor(state),
            fc.nat({ max: 200 }),
            arbPlacement,
            arbPlacement,
            fc.array(arbEdit, { maxLength: 3 }),
          ),
        ),
        ([state, orders, pick, pa, pb, edits]) => {
          if (state.outcome !== null) return;
          const board = state.scenario.board;
          const json = stateToJson(state);
          for (const player of state.players) {
            const observed = player.id;
            const own = json.soldiers.filter((s) => s.owner === observed && s.status === 'alive');
            const candidates = json.soldiers.flatMap((s, i) =>
              s.owner !== observed && s.owner !== 'aliens' && s.status === 'alive' && s.role === ''
                ? [i]
                : [],
            );
            if (own.length === 0 || candidates.length === 0) continue;
            const g = candidates[pick % candidates.length]!;
            const ghosts = new Set([g]);
            const a = placeGhost(json, orders, g, observed, pa);
            const b0 = placeGhost(json, orders, g, observed, pb);
            const stateA = parsed(a.json);
            const worldA = worldOf(stateA, a.orders);
            const worldB0 = worldOf(parsed(b0.json), b0.orders);
            ghost.tried++;
            if (!unperceivable(board, worldA, worldB0, observed, ghosts)) continue;
            ghost.admitted++;
            if (ghostClose(board, worldA, worldB0, observed, g)) ghost.close++;
            const b = editFar(board, worldA, b0, edits, observed, ghosts, tally);
            fog.pair({ state: stateA, orders: a.orders }, b, observed);
          }
        },
      ),
      { numRuns: 400 },
    );
    console.info('ghost:', JSON.stringify({ ...tally, ...ghost }));
    if (!replaying()) {
      expect(ghost.admitted).toBeGreaterThan(ghost.tried / 4);
      // Mostly the ghost stands in or next to a sector the observed side stands in.
      expect(ghost.close).toBeGreaterThan(ghost.admitted / 2);
      expect(tally.resultDiffers).toBeLessThan(tally.pairs * 0.02);
      expect(tally.outcomeDiffers).toBeLessThan(tally.pairs * 0.02);
      expect(tally.knownBefore).toBeGreaterThan(tally.pairs / 2);
    }
  });
});

// ---------------------------------------------------------------------------------------

/** The decimal digits of a float in [0, 1), as a report could spell them. */
const digitsOf = (x: number) => String(x).replace(/^0\./, '');

/**
 * Whether a text names a soldier id as a whole (`red/grunt-1`, not `red/grunt-10`): in
 * JSON, bare in a rendered report, or quoted inside an issue's message.
 */
function mentions(text: string, id: string): boolean {
  if (!text.includes(id)) return false;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`).test(text);
}

describe('fog of war: leak scan', () => {
  it('no report, rendering or view holds the seed, the generator, another player’s orders or, unasked, another side’s soldiers', () => {
    const tally = {
      reports: 0,
      texts: 0,
      rngChecks: 0,
      cSkipped: 0,
      idChecks: 0,
      ownIdsRendered: 0,
    };
    const arbGame = fc
      .record({
        hex: fc.bigInt({ min: 1n << 60n, max: (1n << 64n) - 1n }).map((n) => n.toString(16)),
        corporations: fc.shuffledSubarray([...CORPORATIONS], { minLength: 2, maxLength: 4 }),
        rules: fc.option(arbRulesOptions(), { nil: undefined }),
        days: fc.integer({ min: 0, max: 6 }),
        line: fc.string({ maxLength: 6 }),
      })
      .map(({ hex, corporations, rules, days, line }) => {
        const seed = `leak-seed-${hex}`;
        const game = newGame(rules === undefined ? { seed, corporations } : { seed, corporations, rules });
        return { seed, hex, state: playDays(game, days, line) };
      });
    check(
      fc.property(
        arbGame.chain((g) => fc.tuple(fc.constant(g), arbOrdersFor(g.state), fc.nat())),
        ([{ seed, hex, state }, raw, where]) => {
          // Every player's orders carry two markers no other report may repeat: an unknown
          // field and a soldier id that does not exist, both reported back to their author.
          const orders: Record<string, unknown> = { ...raw };
          for (const p of state.players) {
            const prev = orders[p.id];
            const list = Array.isArray(prev) ? [...prev] : prev === undefined ? [] : [prev];
            const markers = [
              // Not the player's own form of id, so that its renderings show it whole.
              { soldier: `zz-marker-${p.id}`, to: 'A1' },
              { group: 'A1', to: 'A1', [`zzmarker-${p.id}`]: true },
            ];
            for (const m of markers) list.splice(where % (list.length + 1), 0, m);
            orders[p.id] = list;
          }
          // Orders for someone not in the game are refused, and told to no one.
          orders['zz-intruder'] = [{ soldier: 'zz-intruder/zz-marker', to: 'A1', 'zzmarker-intruder': true }];
          const fightSeed = String(restoreRng(state.rng).int(0x1_0000_0000));
          const { state: next, reports } = resolveDay(state, orders);
          const secrets = [seed, hex];
          for (const rng of [state.rng, next.rng]) {
            for (const x of [rng.s0, rng.s1, rng.s2]) secrets.push(String(x), digitsOf(x).slice(0, 9));
            // The carry is an integer below 2,091,639: a short one would match by chance.
            if (String(rng.c).length >= 6) secrets.push(String(rng.c));
            else tally.cSkipped++;
          }
          if (fightSeed.length >= 6) secrets.push(fightSeed);
          for (const p of state.players) {
            const report = reports[p.id]!;
            // What the player is shown: its report, rendered or not, and its view of the next dawn.
            const shown = [
              { what: 'report', text: JSON.stringify(report) },
              ...FORMATS.map((format) => ({
                what: `${format} report`,
                text: renderReport(report, { format }),
              })),
              { what: 'view', text: JSON.stringify(viewOf(next, p.id)) },
            ];
            tally.reports++;
            const typed = JSON.stringify(orders[p.id]) ?? '';
            for (const { what, text } of shown) {
              tally.texts++;
              // The scan makes some 300,000 checks: each runs Vitest's `expect` (a hundred
              // times slower than the check) only where the check fails, to show it.
              for (const s of secrets) {
                tally.rngChecks++;
                if (text.includes(s))
                  expect(text, `${p.id}'s ${what} holds the secret ${s}`).not.toContain(s);
              }
              for (const q of state.players) {
                for (const marker of [`zz-marker-${q.id}`, `zzmarker-${q.id}`]) {
                  // The author gets its own markers back in its report and its renderings
                  // (so the scan can see them there), never in its view; nobody else sees them.
                  const expected = q.id === p.id && what !== 'view';
                  if (text.includes(marker) !== expected)
                    expect(text.includes(marker), `${marker} in ${p.id}'s ${what}`).toBe(expected);
                }
              }
              expect(text).not.toContain('zz-intruder');
              expect(text).not.toContain('zzmarker-intruder');
              for (const s of state.soldiers) {
                if (s.owner === p.id) {
                  // Renderings name the player's own soldiers by their short ids (issue 15).
                  const short = s.id.slice(s.id.indexOf('/') + 1);
                  if (what.endsWith(' report') && what !== 'report' && mentions(text, short))
                    tally.ownIdsRendered++;
                  continue;
                }
                // Another side's soldier ids only when the player named them itself, and never in the view.
                if (what !== 'view' && mentions(typed, s.id)) continue;
                tally.idChecks++;
                if (mentions(text, s.id))
                  expect(mentions(text, s.id), `${s.id} in ${p.id}'s ${what}`).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    console.info('leak scan:', JSON.stringify(tally));
    // The id scan sees ids in renderings: the player's own (its fallen, its revived) show up there.
    if (!replaying()) expect(tally.ownIdsRendered).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------

const fightsIn = (events: readonly TraceEvent[], sector: string): (readonly Shot[])[] =>
  events.flatMap((e) => (e.type === 'fight' && e.sector === sector ? [e.shots] : []));

describe('fog of war: a fight elsewhere does not move a player’s dice', () => {
  // Red attacks blue at I9 (a phase-2 fight). Far away, green moves towards C3: in one
  // world gold waits on its way (a fight with dice, in phase 1 or 2, in a sector before I9
  // in index order), in the other gold stands idle in A11 (no fight). Both worlds have the
  // same soldiers, and red's and blue's are the same.
  const red = [
    seer('red/grunt-1', 'I8', { kill: 3 }),
    seer('red/grunt-2', 'I8', { kill: 2 }),
    seer('blue/grunt-1', 'I9'),
    seer('blue/grunt-2', 'I9', { survive: 3 }),
  ];
  // Everyone keeps a soldier far from it all, so that no one's losses end the game.
  const reserves = [
    seer('red/grunt-9', 'K1'),
    seer('blue/grunt-9', 'K3'),
    seer('green/grunt-9', 'A6'),
    seer('gold/grunt-9', 'A9'),
  ];
  const green = (n: number, at: string) =>
    Array.from({ length: n }, (_, i) => seer(`green/grunt-${i + 1}`, at, { kill: 1 + i }));
  const gold = (n: number, at: string) =>
    Array.from({ length: n }, (_, i) => seer(`gold/grunt-${i + 1}`, at, { survive: 1 + i }));

  const cases = [
    { name: 'one-sector move, same phase', duelModel: 'ratio', from: 'B2', to: 'C3', via: undefined, n: 3 },
    { name: 'two-sector move, phase 1 and 3', duelModel: 'd6', from: 'A1', to: 'C3', via: 'B2', n: 5 },
    { name: 'two-sector move through the fight', duelModel: 'ratio', from: 'A3', to: 'C3', via: 'B3', n: 1 },
  ] as const;

  it.each(cases)('$name ($duelModel)', ({ duelModel, from, to, via, n }) => {
    const rules = { duelModel } as const;
    const orders = {
      red: [{ group: 'I8', to: 'I9' }],
      green: [via === undefined ? { group: from, to } : { group: from, to, via }],
    };
    const quiet = resolveDay(
      stage({ rules, units: [...reserves, ...red, ...green(n, from), ...gold(n, 'A11')] }),
      orders,
    );
    const busy = resolveDay(
      stage({ rules, units: [...reserves, ...red, ...green(n, from), ...gold(n, via ?? to)] }),
      orders,
    );
    // The far fight happened, with dice, and red's fight too.
    const far = fightsIn(busy.trace.events, via ?? to);
    expect(far.length).toBeGreaterThan(0);
    expect(far.flat().some((s) => s.roll !== null)).toBe(true);
    expect(fightsIn(quiet.trace.events, via ?? to)).toEqual([]);
    const mine = fightsIn(busy.trace.events, 'I9');
    expect(mine.flat().some((s) => s.roll !== null)).toBe(true);
    // Red's rolls, and red's and blue's whole reports, are the same in both worlds.
    expect(mine).toEqual(fightsIn(quiet.trace.events, 'I9'));
    for (const p of ['red', 'blue']) {
      expect(JSON.stringify(busy.reports[p])).toBe(JSON.stringify(quiet.reports[p]));
    }
  });
});

describe('fight streams: head-to-head swaps', () => {
  // A swap fight (CW-6.5) is keyed by both sides and the sectors each leaves, so two swaps
  // in one phase that share a sector and the two sides still roll streams of their own.
  it('two swap fights from one sector in one phase roll different dice', () => {
    const stats = { kill: 40, survive: 50 }; // ratio rolls in [0, 90): equal by chance ~1e-8
    const s = stage({
      rules: { duelModel: 'ratio', headToHeadSwap: 'fight' },
      units: [
        ...['1', '2', '3', '4'].map((k) => seer(`red/grunt-${k}`, 'E5', stats)),
        seer('blue/grunt-1', 'E6', stats),
        seer('blue/grunt-2', 'E6', stats),
        seer('blue/grunt-3', 'F5', stats),
        seer('blue/grunt-4', 'F5', stats),
      ],
    });
    const { trace } = resolveDay(s, {
      red: [
        { soldiers: ['red/grunt-1', 'red/grunt-2'], to: 'E6' },
        { soldiers: ['red/grunt-3', 'red/grunt-4'], to: 'F5' },
      ],
      blue: [
        { group: 'E6', to: 'E5' },
        { group: 'F5', to: 'E5' },
      ],
    });
    const rolls = trace.events.flatMap((e) => (e.type === 'fight' ? [e.shots.map((x) => x.roll)] : []));
    expect(rolls).toHaveLength(2);
    expect(rolls[0]!.length).toBe(4);
    expect(rolls[1]).not.toEqual(rolls[0]);
  });
});
