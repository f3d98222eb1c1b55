/**
 * A new game (HV-1.1, HV-3): the planet sized for the number of players, the Harvesters
 * placed at least 6 apart, the resources scattered (invented, HV-3.4), and every player's
 * army stacked on its Harvester (HV-2, HV-A16).
 */

import { unknownKeys } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { restoreRng, seedRng } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { type Issue, issue } from './errors.js';
import { eachInDisc, planetGrid, planetSize } from './planet.js';
import { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions, SETUP_OPTIONS } from './rules-options.js';
import { readScenario } from './scenario.js';
import { drawStarts, nextRadius, openHexes } from './starts.js';
import type { HvState, Machine, Terrain, Unit } from './state.js';
import { NO_TERRAIN } from './terrain.js';
import { DEFENCE_KINDS, FULL_ARMY, MIN_START_DISTANCE } from './vocabulary.js';

/** The fewest players (the `players` option's table). */
export const MIN_PLAYERS = SETUP_OPTIONS.players.min;
/** The most players a game may have. */
export const MAX_PLAYERS = SETUP_OPTIONS.players.max;
/** The largest turn limit (HV-10): `newGame` and `parseState` both hold a game to it. */
export const MAX_TURN_LIMIT = SETUP_OPTIONS.turnLimit.max;
/** Players on the planet at the start under `lateJoin: one-per-turn` (HV-1.3). */
export const FIRST_WAVE = 4;
/** Share of hexes holding resources at the start, and the most one holds (invented, HV-3.4). */
export const RESOURCE_DENSITY = 0.25;
/** The most resources a hex holds at the start (invented, HV-3.4). */
export const RESOURCE_MAX = 5;
/** Hexes per player the `fit` search starts from (HV-3.2). */
const HEXES_PER_PLAYER = 30;
/** Draws at one radius before the search tries a larger one (HV-3.2). */
const TRIES_PER_RADIUS = 6;

/** What {@link newGame} takes. */
export interface NewGameOptions {
  /** Seeds the generator. */
  readonly seed: string;
  /**
   * The number of seats, 2 to 10,000; the players are `p1` … `pN` (K9). Default: the
   * scenario's sides, else 4.
   */
  readonly players?: number;
  /** The last turn (default 60). */
  readonly turnLimit?: number;
  /** The planet's radius; default from `planetSize` (HV-3.2). */
  readonly radius?: number;
  /** Rules options; defaults for those left out. */
  readonly rules?: Partial<RulesOptions>;
  /**
   * A scenario (HV-1.5): the ground and each side's forces, plain JSON read and checked
   * as a `HarvesterScenario`; left out, everything is drawn as HV-3 says.
   */
  readonly scenario?: unknown;
}

/** The keys of {@link NewGameOptions}: any other is refused, with the nearest of these. */
export const NEW_GAME_KEYS = ['seed', 'players', 'turnLimit', 'radius', 'rules', 'scenario'] as const;

/** The seats' names for N players: `p1` … `pN`. */
export const seatNames = (n: number): string[] => Array.from({ length: n }, (_, k) => `p${k + 1}`);

/** The radius `planetSize` starts from for N players (HV-3.2). */
export function startRadius(players: number, rules: RulesOptions): number {
  if (rules.planetSize === 'width-as-radius') return Math.max(10, Math.ceil(10 * Math.sqrt(players / 4)));
  let r = MIN_START_DISTANCE;
  while (planetSize(r) < HEXES_PER_PLAYER * players) r++;
  return r;
}

/** A new game, or the options' problems (the scenario's among them, HV-1.5). Never throws. */
export function newGame(options: NewGameOptions): Result<HvState, Issue[]> {
  const problems = optionIssues(options);
  if (problems.length > 0) return err(problems);
  const rules: RulesOptions = { ...DEFAULT_RULES_OPTIONS, ...(options.rules ?? {}) };
  const late = rules.lateJoin === 'one-per-turn';
  const read =
    options.scenario === undefined
      ? undefined
      : readScenario(options.scenario, {
          ...(options.players === undefined ? {} : { players: options.players }),
          ...(options.radius === undefined ? {} : { radius: options.radius }),
          lateJoin: late,
          seats: { min: MIN_PLAYERS, max: MAX_PLAYERS },
        });
  if (read !== undefined && read.issues.length > 0) return err(read.issues);
  const scenario = read?.value;
  const sides = scenario?.sides;
  const n = sides?.length ?? options.players ?? SETUP_OPTIONS.players.default;
  const players = sides?.map((side) => side.id) ?? seatNames(n);
  const terrain = scenario === undefined || isBare(scenario.terrain) ? NO_TERRAIN : scenario.terrain;
  const rng = restoreRng(seedRng(options.seed));
  const fixed = scenario?.radius ?? options.radius;
  let radius = fixed ?? startRadius(n, rules);
  let starts: readonly number[] | null = scenario?.starts ?? null;
  const rough = terrain.rough.length === 0 ? undefined : new Set(terrain.rough);
  let hexes = openHexes(planetGrid(radius));
  for (let tries = 0; starts === null; tries++) {
    if (hexes.free.length !== planetSize(radius)) hexes = openHexes(planetGrid(radius));
    starts = drawStarts(radius, n, rng, hexes, rough);
    if (starts !== null) break;
    if (fixed !== undefined && tries + 1 >= TRIES_PER_RADIUS)
      return err([issue('options/planet-too-small', ['radius'], { radius, players: n })]);
    if (fixed === undefined && (tries + 1) % TRIES_PER_RADIUS === 0) radius = nextRadius(radius);
  }
  const grid = planetGrid(radius);
  let resources: number[];
  if (scenario?.resources !== undefined) resources = [...scenario.resources];
  else {
    // HV-3.4 (invented): a quarter of the hexes hold 1 to 5, drawn hex by hex.
    resources = new Array<number>(grid.size).fill(0);
    for (let h = 0; h < grid.size; h++)
      if (rng.float() < RESOURCE_DENSITY) resources[h] = 1 + rng.int(RESOURCE_MAX);
    // HV-A16 (invented): every Harvester starts on or beside resources.
    for (const s of starts) {
      let near = false;
      eachInDisc(grid, s, 1, (c) => {
        if ((resources[c] as number) > 0) near = true;
      });
      if (!near) resources[grid.neighbours(s)[0] as number] = 3;
    }
  }
  const units: Unit[] = [];
  const machines: Record<string, Machine> = {};
  const names: Record<string, string> = {};
  let id = 1;
  let held = 0;
  players.forEach((p, k) => {
    const side = sides?.[k];
    const joins = !late || k < FIRST_WAVE;
    const army = side?.army ?? FULL_ARMY;
    const load = side?.load ?? 0;
    held += load;
    if (side?.name !== undefined) names[p] = side.name;
    machines[p] = {
      load,
      target: null,
      ruler: null,
      idle: 0,
      build: null,
      joinedAt: joins ? 1 : null,
      outAt: null,
      army,
    };
    if (!joins) return;
    const hex = starts[k] as number;
    units.push({ id: id++, owner: p, kind: 'harvester', hex });
    for (const kind of DEFENCE_KINDS)
      for (let c = 0; c < army[kind]; c++) units.push({ id: id++, owner: p, kind, hex });
  });
  return ok({
    turn: 1,
    turnLimit: options.turnLimit ?? SETUP_OPTIONS.turnLimit.default,
    radius,
    players,
    names,
    rules,
    rng: rng.state(),
    resources,
    terrain,
    units,
    nextUnit: id,
    machines,
    traffic: [],
    left: [],
    ledger: { placed: resources.reduce((a, b) => a + b, 0) + held, grown: 0, salvage: 0, spent: 0 },
  });
}

const isBare = (t: Terrain): boolean => t.rough.length === 0 && t.shroud.length === 0;

function optionIssues(o: NewGameOptions): Issue[] {
  const out: Issue[] = [];
  const bad = (path: string, detail: string) => out.push(issue('options/invalid', [path], { detail }));
  if (typeof o !== 'object' || o === null) {
    bad('', 'the options are an object such as { players: 4 }');
    return out;
  }
  for (const u of unknownKeys(o as unknown as Record<string, unknown>, NEW_GAME_KEYS))
    out.push(issue('options/unknown-key', [u.key], { key: u.key, nearest: u.nearest ?? '' }));
  if (typeof o.seed !== 'string') bad('seed', 'seed is a string');
  if (
    o.players !== undefined &&
    (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS)
  )
    bad('players', `players is a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  if (
    o.turnLimit !== undefined &&
    (!Number.isInteger(o.turnLimit) || o.turnLimit < 1 || o.turnLimit > MAX_TURN_LIMIT)
  )
    bad('turnLimit', `turnLimit is a whole number from 1 to ${MAX_TURN_LIMIT}`);
  if (o.radius !== undefined && (!Number.isInteger(o.radius) || o.radius < 1 || o.radius > 1000))
    bad('radius', 'radius is a whole number from 1 to 1000');
  for (const p of optionProblems(RULE_OPTIONS, o.rules)) bad('rules', p);
  return out;
}
