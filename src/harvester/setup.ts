/**
 * A new game (HV-1.1, HV-3): the planet sized for the number of players, the Harvesters
 * placed at least 6 apart, the resources scattered (invented, HV-3.4), and every player's
 * army stacked on its Harvester (HV-2, HV-A16).
 */
import { err, ok, type Result } from '../kernel/result.js';
import { restoreRng, seedRng } from '../kernel/rng.js';
import { optionProblems } from '../kernel/rules-options.js';
import { type Issue, issue } from './errors.js';
import { eachInDisc, planetGrid, planetSize } from './planet.js';
import { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions, SETUP_OPTIONS } from './rules-options.js';
import { drawStarts, nextRadius, openHexes } from './starts.js';
import type { HvState, Machine, Unit } from './state.js';
import { MIN_START_DISTANCE, UNIT_KINDS, UNIT_STATS } from './vocabulary.js';

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
  /** The number of seats, 2 to 10,000; the players are `p1` … `pN` (K9). */
  readonly players: number;
  /** The last turn (default 60). */
  readonly turnLimit?: number;
  /** The planet's radius; default from `planetSize` (HV-3.2). */
  readonly radius?: number;
  /** Rules options; defaults for those left out. */
  readonly rules?: Partial<RulesOptions>;
}

/** The seats' names for N players: `p1` … `pN`. */
export const seatNames = (n: number): string[] => Array.from({ length: n }, (_, k) => `p${k + 1}`);

/** The radius `planetSize` starts from for N players (HV-3.2). */
export function startRadius(players: number, rules: RulesOptions): number {
  if (rules.planetSize === 'width-as-radius') return Math.max(10, Math.ceil(10 * Math.sqrt(players / 4)));
  let r = MIN_START_DISTANCE;
  while (planetSize(r) < HEXES_PER_PLAYER * players) r++;
  return r;
}

/** A new game, or the options' problems. Never throws. */
export function newGame(options: NewGameOptions): Result<HvState, Issue[]> {
  const problems = optionIssues(options);
  if (problems.length > 0) return err(problems);
  const rules: RulesOptions = { ...DEFAULT_RULES_OPTIONS, ...(options.rules ?? {}) };
  const n = options.players;
  const players = seatNames(n);
  const rng = restoreRng(seedRng(options.seed));
  let radius = options.radius ?? startRadius(n, rules);
  let starts: number[] | null = null;
  let hexes = openHexes(planetGrid(radius));
  for (let tries = 0; starts === null; tries++) {
    if (hexes.free.length !== planetSize(radius)) hexes = openHexes(planetGrid(radius));
    starts = drawStarts(radius, n, rng, hexes);
    if (starts !== null) break;
    if (options.radius !== undefined && tries + 1 >= TRIES_PER_RADIUS)
      return err([issue('options/planet-too-small', ['radius'], { radius, players: n })]);
    if (options.radius === undefined && (tries + 1) % TRIES_PER_RADIUS === 0) radius = nextRadius(radius);
  }
  const grid = planetGrid(radius);
  // HV-3.4 (invented): a quarter of the hexes hold 1 to 5, drawn hex by hex.
  const resources = new Array<number>(grid.size).fill(0);
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
  const placed = resources.reduce((a, b) => a + b, 0);
  const late = rules.lateJoin === 'one-per-turn';
  const units: Unit[] = [];
  const machines: Record<string, Machine> = {};
  let id = 1;
  players.forEach((p, k) => {
    const joins = !late || k < FIRST_WAVE;
    machines[p] = {
      load: 0,
      target: null,
      ruler: null,
      idle: 0,
      build: null,
      joinedAt: joins ? 1 : null,
      outAt: null,
    };
    if (!joins) return;
    for (const kind of UNIT_KINDS)
      for (let c = 0; c < UNIT_STATS[kind].count; c++)
        units.push({ id: id++, owner: p, kind, hex: starts[k] as number });
  });
  return ok({
    turn: 1,
    turnLimit: options.turnLimit ?? SETUP_OPTIONS.turnLimit.default,
    radius,
    players,
    rules,
    rng: rng.state(),
    resources,
    units,
    nextUnit: id,
    machines,
    traffic: [],
    left: [],
    ledger: { placed, grown: 0, salvage: 0, spent: 0 },
  });
}

function optionIssues(o: NewGameOptions): Issue[] {
  const out: Issue[] = [];
  const bad = (path: string, detail: string) => out.push(issue('options/invalid', [path], { detail }));
  if (typeof o !== 'object' || o === null) {
    bad('', 'the options are an object such as { players: 4 }');
    return out;
  }
  if (typeof o.seed !== 'string') bad('seed', 'seed is a string');
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS)
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
