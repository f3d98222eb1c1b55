/**
 * Setting up a game (CW-2, CW-3): seats, edges drawn at random from the seed, every
 * player's force in one sector of its edge, and the aliens in their places.
 */
import { List } from 'immutable';
import { SimulturnError } from '../kernel/issue.js';
import { err, ok, type Result } from '../kernel/result.js';
import { type Rng, seededRng, shuffled } from '../kernel/rng.js';
import { type BoardSize, edgeOf, edgeSectors, parseSector, type Sector } from './board.js';
import { type Issue, issue, unknownKeyIssues } from './errors.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules.js';
import { DEFAULT_SCENARIO, type ForceLine, type Scenario } from './scenario.js';
import { type ScenarioSide, sideSoldierIds, sideSoldierType } from './scenario-sides.js';
import {
  type CommandRole,
  type GameState,
  makeGameState,
  makePlayer,
  makeSoldier,
  type Soldier,
} from './state.js';
import { rulesIssues, scenarioIssues } from './validate-config.js';
import {
  ALIENS,
  type CorporationKey,
  EDGES,
  type Edge,
  type PlayerId,
  STATS,
  type Stats,
} from './vocabulary.js';
import { worldOf } from './world.js';

/** What `newGame` needs. */
export interface NewGameOptions {
  /** Any string; the same seed and options always give the same game. */
  readonly seed: string;
  /** The corporations that play, two to four distinct keys of the scenario's corporations; each is a player. */
  readonly corporations: readonly CorporationKey[];
  /** The scenario; the seed's by default. */
  readonly scenario?: Scenario;
  /** Overrides of the default rules options. */
  readonly rules?: Partial<RulesOptions>;
  /** CW-2.1: fixed edges for some players; the rest are drawn at random from the seed. */
  readonly edges?: Readonly<Record<PlayerId, Edge>>;
  /**
   * CW-2.2: where each player deploys: a sector of its edge, corners excluded, or its
   * position along the edge counted from 1 (west to east, north to south). Players not
   * listed deploy by the `deployment` rules option.
   */
  readonly deployments?: Readonly<Record<PlayerId, string | number>>;
  /** Per-soldier ratings that replace the unit type's, for campaigns: by soldier id. */
  readonly soldierStats?: Readonly<Record<string, Partial<Stats>>>;
}

/** The keys of `NewGameOptions`: any other is refused, with the nearest of these. */
const OPTION_KEYS = [
  'seed',
  'corporations',
  'scenario',
  'rules',
  'edges',
  'deployments',
  'soldierStats',
] as const;

/** What the game contract's `CORPORATE_WAR.setup` takes: `newGame`'s options but the seed, which it takes apart. */
export type CorporateWarOptions = Omit<NewGameOptions, 'seed'>;

/**
 * Creates a game at dawn of day 1, or lists what is wrong with the options.
 * @example
 * ```ts
 * const r = createGame({ seed: 'x', corporations: ['psicorps', 'phoenicae'] });
 * if (r.ok) console.log(r.value.day); // 1
 * ```
 */
export function createGame(options: NewGameOptions): Result<GameState, Issue[]> {
  const issues: Issue[] = [];
  const bad: Report = (path, detail) => issues.push(issue('options/invalid', path, { detail }));
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  const rules = { ...DEFAULT_RULES_OPTIONS, ...(options.rules ?? {}) };
  checkOptions(options, scenario, rules, issues, bad);
  if (issues.length > 0) return err(issues);
  const corps = options.corporations;
  const w = worldOf(scenario);
  // The draws come in this order: the edges, then the deployments (a saved seed's games
  // depend on it).
  const rng = seededRng(options.seed);
  const edges = dealEdges(corps, options.edges ?? {}, rng, bad);
  const starts = deploy(corps, edges, options.deployments ?? {}, rules, w.board, rng, bad);
  if (issues.length > 0) return err(issues);
  const soldiers = raiseForces(corps, starts, scenario, rules, w.board, bad);
  applySoldierStats(soldiers, options.soldierStats ?? {}, bad);
  if (issues.length > 0) return err(issues);

  return ok(
    makeGameState({
      day: 1,
      scenario,
      rules: Object.freeze(rules),
      rng: rng.state(),
      players: List(corps.map((p) => makePlayer({ id: p, corporation: p, edge: edges.get(p)! }))),
      soldiers: List(soldiers),
    }),
  );
}

/** Where a problem with the options is reported: a path into them and what is wrong. */
type Report = (path: (string | number)[], detail: string) => void;

/** The options every later step relies on: the scenario, the rules, the seed and the corporations. */
function checkOptions(
  options: NewGameOptions,
  scenario: Scenario,
  rules: RulesOptions,
  issues: Issue[],
  bad: Report,
): void {
  if (typeof options === 'object' && options !== null)
    issues.push(
      ...unknownKeyIssues(
        'options/unknown-key',
        options as object as Record<string, unknown>,
        OPTION_KEYS,
        [],
      ),
    );
  issues.push(...scenarioIssues(scenario, ['scenario']));
  issues.push(...rulesIssues(rules, ['rules'], false));
  if (typeof options.seed !== 'string') bad(['seed'], 'seed must be a string');
  const corps = options.corporations;
  if (
    !Array.isArray(corps) ||
    corps.length < 2 ||
    corps.length > EDGES.length ||
    new Set(corps).size !== corps.length
  ) {
    bad(['corporations'], 'give two to four different corporations');
  }
  if (issues.length > 0) return;
  corps.forEach((c, i) => {
    if (!Object.hasOwn(scenario.corporations, c)) {
      bad(['corporations', i], `"${c}" is not one of ${Object.keys(scenario.corporations).join(', ')}`);
    }
  });
  (scenario.sides ?? []).forEach((side, i) => {
    if (!corps.includes(side.id))
      bad(
        ['scenario', 'sides', i, 'id'],
        `"${side.id}" is not one of the corporations playing (${corps.join(', ')})`,
      );
  });
}

/** CW-2.1: fixed edges first; the others are dealt at random from those left. */
function dealEdges(
  corps: readonly PlayerId[],
  fixed: Readonly<Record<PlayerId, Edge>>,
  rng: Rng,
  bad: Report,
): Map<PlayerId, Edge> {
  for (const [p, e] of Object.entries(fixed)) {
    if (!corps.includes(p)) bad(['edges', p], `"${p}" is not playing`);
    else if (!(EDGES as readonly string[]).includes(e)) bad(['edges', p], `"${e}" is not an edge`);
  }
  const taken = new Set(Object.values(fixed));
  if (taken.size !== Object.keys(fixed).length) bad(['edges'], 'two players cannot share an edge');
  const free = shuffled(
    rng,
    EDGES.filter((e) => !taken.has(e)),
  );
  const edges = new Map<PlayerId, Edge>();
  for (const p of corps) edges.set(p, Object.hasOwn(fixed, p) ? (fixed[p] as Edge) : free.shift()!);

  return edges;
}

/** CW-2.2: each player's force starts in one sector of its edge, corners excluded. */
function deploy(
  corps: readonly PlayerId[],
  edges: ReadonlyMap<PlayerId, Edge>,
  deployments: Readonly<Record<PlayerId, string | number>>,
  rules: RulesOptions,
  board: BoardSize,
  rng: Rng,
  bad: Report,
): Map<PlayerId, Sector> {
  const starts = new Map<PlayerId, Sector>();
  for (const p of corps) {
    const edge = edges.get(p)!;
    const along = edgeSectors(board, edge);
    // Own keys only: a player may be called `__proto__`.
    const choice = Object.hasOwn(deployments, p) ? deployments[p] : undefined;
    let at: Sector | undefined;
    if (choice === undefined) {
      at =
        rules.deployment === 'random'
          ? along[rng.int(along.length)]
          : along[Math.floor((along.length - 1) / 2)];
    } else if (typeof choice === 'number') {
      at = Number.isInteger(choice) ? along[choice - 1] : undefined;
      if (at === undefined) bad(['deployments', p], `position ${choice} is not from 1 to ${along.length}`);
    } else {
      at = parseSector(board, choice);
      if (at === undefined || edgeOf(board, at) !== edge) {
        bad(['deployments', p], `"${choice}" is not a sector of the ${edge} edge (corners excluded)`);
        at = undefined;
      }
    }
    if (at !== undefined) starts.set(p, at);
  }
  return starts;
}

/**
 * CW-3.1, CW-3.3, CW-4.1: every player's force in its start sector (the corporation's
 * specialist in place of `specialist`) and the aliens' squads, each soldier with its
 * unit type's ratings (the garrison's Commander and Doc by `garrisonRatings`, CW-4.5).
 */
function raiseForces(
  corps: readonly PlayerId[],
  starts: ReadonlyMap<PlayerId, Sector>,
  scenario: Scenario,
  rules: RulesOptions,
  board: BoardSize,
  bad: Report,
): Soldier[] {
  const soldiers: Soldier[] = [];
  const add = (
    owner: string,
    squad: string,
    lines: readonly ForceLine[],
    sector: Sector,
    specialist: string,
    prefix: string,
    mc: Scenario['mobileCommand'],
  ) => {
    for (const line of lines) {
      const type = line.type === 'specialist' ? specialist : line.type;
      const role: CommandRole = type === mc.commander ? 'commander' : type === mc.doc ? 'doc' : '';
      const t =
        owner === ALIENS && role !== '' ? garrisonCommand(scenario, type, rules) : scenario.unitTypes[type]!;
      for (let n = 1; n <= line.count; n++) {
        const id = line.count === 1 ? `${prefix}/${type}` : `${prefix}/${type}-${n}`;
        soldiers.push(
          makeSoldier({
            id,
            owner,
            type,
            squad,
            role,
            kill: t.kill,
            survive: t.survive,
            escape: t.escape,
            info: t.info,
            sector,
          }),
        );
      }
    }
  };
  for (const p of corps) {
    const side = scenario.sides?.find((x) => x.id === p);
    if (side !== undefined) {
      soldiers.push(...sideForce(side, starts.get(p)!, scenario));
      continue;
    }
    const spec = scenario.corporations[p]!.specialist;
    add(p, '', scenario.forces, starts.get(p)!, spec, p, scenario.mobileCommand);
  }
  for (const squad of scenario.aliens) {
    add(
      ALIENS,
      squad.id,
      squad.units,
      parseSector(board, squad.sector)!,
      '',
      `${ALIENS}/${squad.id}`,
      scenario.alienMobileCommand,
    );
  }
  const ids = new Set<string>();
  for (const s of soldiers) {
    if (ids.has(s.id)) bad(['scenario'], `two soldiers would be called "${s.id}"`);
    ids.add(s.id);
  }
  return soldiers;
}

/** A side's own force (the scenario's `sides`), in its start sector: each soldier's ratings its own or its unit type's. */
function sideForce(side: ScenarioSide, sector: Sector, scenario: Scenario): Soldier[] {
  const ids = sideSoldierIds(side, scenario);
  const mc = scenario.mobileCommand;
  return side.soldiers.map((s, i) => {
    const type = sideSoldierType(s, side.id, scenario);
    const t = scenario.unitTypes[type]!;
    return makeSoldier({
      id: ids[i]!,
      owner: side.id,
      type,
      squad: '',
      role: type === mc.commander ? 'commander' : type === mc.doc ? 'doc' : '',
      kill: s.kill ?? t.kill,
      survive: s.survive ?? t.survive,
      escape: s.escape ?? t.escape,
      info: s.info ?? t.info,
      sector,
    });
  });
}

/** A campaign's own ratings for single soldiers, replacing their unit type's. */
function applySoldierStats(
  soldiers: Soldier[],
  overrides: Readonly<Record<string, Partial<Stats>>>,
  bad: Report,
): void {
  for (const id of Object.keys(overrides).sort()) {
    const i = soldiers.findIndex((s) => s.id === id);
    if (i < 0) {
      bad(['soldierStats', id], `no soldier is called "${id}"`);
      continue;
    }
    const o = overrides[id]!;
    let s = soldiers[i]!;
    for (const stat of STATS) {
      const v = o[stat];
      if (v === undefined) continue;
      if (!Number.isInteger(v) || v < 0 || v > 99)
        bad(['soldierStats', id, stat], `${stat} must be an integer from 0 to 99`);
      else s = s.set(stat, v);
    }
    soldiers[i] = s;
  }
}

/**
 * CW-4.5: the ratings of the aliens' Commander and Doc. The seed gives "4" in every rating
 * in a parenthesis after the garrison's Doc, Commander and Specialist; `specialist-only`
 * reads it as the Specialist's (the Commander and Doc keep their unit types' ratings),
 * `whole-garrison` as all three's.
 */
function garrisonCommand(scenario: Scenario, type: string, rules: RulesOptions): Stats {
  const t = scenario.unitTypes[type]!;
  return rules.garrisonRatings === 'whole-garrison' ? { kill: 4, survive: 4, escape: 4, info: 4 } : t;
}

/**
 * Creates a game at dawn of day 1. Throws a `SimulturnError` listing every problem when
 * the options are invalid (a programmer's error); use `createGame` for a `Result`.
 * @example
 * ```ts
 * const game = newGame({ seed: 'demo', corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'] });
 * game.players.map((p) => p.edge); // edges dealt at random from the seed
 * ```
 */
export function newGame(options: NewGameOptions): GameState {
  const r = createGame(options);
  if (!r.ok) throw new SimulturnError(r.error);
  return r.value;
}
