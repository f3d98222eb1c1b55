/**
 * The measured workloads of the four newer games, by game, shared by their bench files
 * and `games-loop.ts` (so that a benchmark's figure and a callgrind count are of the same
 * calls): a mid-game turn against the game's size (players; for the two-player Strategic
 * Game the map and the fleets), a whole game between the default bots against the same
 * sizes, and a game against its length. Each workload is prepared lazily: setting one up
 * plays the game to its mid-game state.
 */
import { botRng } from '../../src/kernel/match.js';
import { DEFAULT_MAP, type MapSpec } from '../../src/strategic-game/map.js';
import {
  gameOf,
  ordersAt,
  playGame,
  resolveAndReport,
  type Setup,
  type StepCase,
  startOf,
} from './game-workloads.js';
import { medians } from './medians.js';

/** One measured call: a label, the size it is measured at, and how to make the call. */
export interface Workload {
  /** What varies, as a table's column says it: `4 players`, `map 52×44`… */
  readonly label: string;
  /** The size as a number, for ratios (players, systems, ships, turns). */
  readonly size: number;
  /** Sets the workload up (plays to its state) and gives the call to measure. */
  readonly prepare: () => Prepared;
}

/** A workload set up: the call to measure, and the steps it resolves (for a cost per step). */
export interface Prepared {
  readonly call: () => unknown;
  /** Steps resolved by one call: the turn's steps, or the game's length. */
  readonly steps: number;
}

/** A game's workloads: each a row of sizes. */
export interface GameCases {
  readonly id: string;
  /** What `size` counts in each row. */
  readonly units: { readonly turn: string; readonly game: string; readonly length: string };
  /** A mid-game turn (every step of it), resolved and reported, against the size. */
  readonly turn: readonly Workload[];
  /** A whole game between the default bots (as the simulator rotates them), against the size. */
  readonly game: readonly Workload[];
  /** A whole game against its length (turn limit), at a fixed size. */
  readonly length: readonly Workload[];
  /** Further rows a game's benchmark prints, by name. */
  readonly more?: Readonly<Record<string, readonly Workload[]>>;
}

/**
 * The consecutive steps `from` to `from + count − 1` of a game between the set-up's bots
 * (1 is the first step), each with its state and the orders given there.
 */
export function stepsOf(setup: Setup, seed: string, from: number, count: number): StepCase[] {
  const states: unknown[] = [startOf(setup, seed)];
  playGame(setup, seed, (r) => states.push(r.state), from + count - 1);
  return states
    .slice(from - 1, from - 1 + count)
    .filter((s) => setup.game.awaiting(s).players.length > 0)
    .map((state) => ({ state, orders: ordersAt(setup, seed, state), step: setup.game.step(state) }));
}

/** A turn made of the given steps, each resolved and reported from its own state. */
function turnCall(setup: Setup, cases: readonly StepCase[]): Prepared {
  if (cases.length === 0) throw new Error(`${setup.game.id}: the game ended before the measured turn`);
  return {
    call: () => {
      for (const c of cases) resolveAndReport(setup.game, c);
    },
    steps: cases.length,
  };
}

/**
 * A whole game of a set-up, the same seed each call: games of other seeds end at other
 * lengths (a faction out at turn 1, or at the turn limit), which would make a median of a
 * few games mean little. The length is reported beside the cost.
 */
function gameCall(setup: Setup, seed: string): Prepared {
  const steps = playGame(setup, seed).steps;
  return { call: () => playGame(setup, seed), steps };
}

/** A sized workload of a turn: steps `from`… of a game between `bots`. */
function turnWorkload(label: string, size: number, setup: () => Setup, from: number, count = 1): Workload {
  return {
    label,
    size,
    prepare: () => {
      const s = setup();
      return turnCall(s, stepsOf(s, `bench/${s.game.id}/${label}`, from, count));
    },
  };
}

function gameWorkload(label: string, size: number, setup: () => Setup): Workload {
  return {
    label,
    size,
    prepare: () => {
      const s = setup();
      return gameCall(s, `bench/${s.game.id}/game`);
    },
  };
}

/** The search bot's decision for the first awaited seat at step `at` of a game between `setup`'s bots. */
function searchDecision(label: string, size: number, setup: () => Setup, at: number): Workload {
  return {
    label,
    size,
    prepare: () => {
      const s = setup();
      const seed = `bench/${s.game.id}/${label}`;
      const [c] = stepsOf(s, seed, at, 1);
      if (c === undefined) throw new Error(`${s.game.id}: the game ended before step ${at}`);
      const search = s.game.bots.search!;
      const p = s.game.awaiting(c.state).players[0]!;
      const view = s.game.view(c.state, p);
      return { call: () => search.bot(view, botRng(seed, p, c.step)), steps: 0 };
    },
  };
}

const setupOf =
  (id: string, options: Record<string, string>, bots: string[], extra?: Record<string, unknown>) =>
  (): Setup => ({ game: gameOf(id), options, bots, ...(extra === undefined ? {} : { extra }) });

/**
 * The seed's example map tiled `k` by `k` (an invented bench map, for growth only): `k²`
 * times the hexes and systems, each tile's homes neutral systems except the first tile's
 * first home and the last tile's second.
 */
export function tiledMap(k: number): MapSpec {
  if (k === 1) return DEFAULT_MAP;
  const at = (name: string, dc: number, dr: number) => {
    const col = Number(name.slice(0, 2)) + dc * DEFAULT_MAP.cols;
    const row = Number(name.slice(2, 4)) + dr * DEFAULT_MAP.rows;
    return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
  };
  const systems: string[] = [];
  const last = k - 1;
  for (let dc = 0; dc < k; dc++)
    for (let dr = 0; dr < k; dr++) {
      for (const s of DEFAULT_MAP.systems) systems.push(at(s, dc, dr));
      if (dc !== 0 || dr !== 0) systems.push(at(DEFAULT_MAP.homes[0], dc, dr));
      if (dc !== last || dr !== last) systems.push(at(DEFAULT_MAP.homes[1], dc, dr));
    }
  return {
    cols: DEFAULT_MAP.cols * k,
    rows: DEFAULT_MAP.rows * k,
    homes: [DEFAULT_MAP.homes[0], at(DEFAULT_MAP.homes[1], last, last)],
    systems,
  };
}

const CORPORATION_PLAYERS = [2, 3, 4] as const;
const GO_PLAYERS = [2, 4, 8, 12] as const;
const HV_PLAYERS = [16, 64, 256] as const;

/** Every game's workloads, by id. */
export const GAME_CASES: Readonly<Record<string, GameCases>> = {
  corporation: {
    id: 'corporation',
    units: { turn: 'players', game: 'players', length: 'steps' },
    // Step 16: the twelve placements done (CO-2), the fourth turn of play, greedy bots.
    turn: CORPORATION_PLAYERS.map((n) =>
      turnWorkload(`${n} players`, n, setupOf('corporation', { players: String(n) }, ['greedy']), 16),
    ),
    game: CORPORATION_PLAYERS.map((n) =>
      gameWorkload(
        `${n} players`,
        n,
        setupOf('corporation', { players: String(n) }, ['random', 'greedy', 'search']),
      ),
    ),
    // Corporation has no turn limit: a step's cost early, in the middle and late in one game.
    length: [4, 14, 20, 26].map((k) =>
      turnWorkload(`step ${k}`, k, setupOf('corporation', { players: '4' }, ['greedy']), k),
    ),
    more: {
      'a game of greedy bots': CORPORATION_PLAYERS.map((n) =>
        gameWorkload(`${n} players`, n, setupOf('corporation', { players: String(n) }, ['greedy'])),
      ),
      'one search decision (step 16, greedy bots)': CORPORATION_PLAYERS.map((n) =>
        searchDecision(`${n} players`, n, setupOf('corporation', { players: String(n) }, ['greedy']), 16),
      ),
    },
  },
  'galactic-overlord': {
    id: 'galactic-overlord',
    units: { turn: 'factions', game: 'factions', length: 'turns' },
    // Turn 3 of economists: they decide their games now (a home guard, and attacks once
    // their cheap bases are built), and none of their games ends before turn 4, so turn 3
    // is played at every table size.
    turn: GO_PLAYERS.map((n) =>
      turnWorkload(
        `${n} factions`,
        n,
        setupOf('galactic-overlord', { players: String(n) }, ['economist']),
        3,
      ),
    ),
    game: GO_PLAYERS.map((n) =>
      gameWorkload(
        `${n} factions`,
        n,
        setupOf('galactic-overlord', { players: String(n) }, ['random', 'aggressor', 'economist', 'search']),
      ),
    ),
    length: [15, 30, 60, 120].map((t) =>
      gameWorkload(
        `${t} turns`,
        t,
        setupOf('galactic-overlord', { players: '4', turnLimit: String(t) }, ['economist']),
      ),
    ),
    more: {
      'one search decision (turn 3, economists)': GO_PLAYERS.map((n) =>
        searchDecision(
          `${n} factions`,
          n,
          setupOf('galactic-overlord', { players: String(n) }, ['economist']),
          3,
        ),
      ),
      'a game of the heuristic bots (random, aggressor, economist)': GO_PLAYERS.map((n) =>
        gameWorkload(
          `${n} factions`,
          n,
          setupOf('galactic-overlord', { players: String(n) }, ['random', 'aggressor', 'economist']),
        ),
      ),
    },
  },
  'strategic-game': {
    id: 'strategic-game',
    units: { turn: 'systems', game: 'systems', length: 'turns' },
    // The three steps of turn 6 (production, both moves), expanders on the map.
    turn: [1, 2, 3].map((k) =>
      turnWorkload(
        `map ${26 * k}×${22 * k}`,
        tiledMap(k).systems.length + 2,
        setupOf('strategic-game', {}, ['expander'], { map: tiledMap(k) }),
        16,
        3,
      ),
    ),
    game: [1, 2, 3].map((k) =>
      gameWorkload(
        `map ${26 * k}×${22 * k}`,
        tiledMap(k).systems.length + 2,
        setupOf('strategic-game', {}, ['search', 'expander'], { map: tiledMap(k) }),
      ),
    ),
    length: [25, 50, 100, 200].map((t) =>
      gameWorkload(`${t} turns`, t, setupOf('strategic-game', { turnLimit: String(t) }, ['random'])),
    ),
    more: {
      'a turn against the fleets (starting BP; seed map)': [525, 1050, 2100, 4200].map((bp) =>
        turnWorkload(`${bp} BP`, bp, setupOf('strategic-game', { budget: String(bp) }, ['expander']), 16, 3),
      ),
      'one search decision (turn 6, first move) against the map': [1, 2, 3].map((k) =>
        searchDecision(
          `map ${26 * k}×${22 * k}`,
          tiledMap(k).systems.length + 2,
          setupOf('strategic-game', {}, ['expander'], { map: tiledMap(k) }),
          17,
        ),
      ),
      'a game of expanders against the map': [1, 2, 3].map((k) =>
        gameWorkload(
          `map ${26 * k}×${22 * k}`,
          tiledMap(k).systems.length + 2,
          setupOf('strategic-game', {}, ['expander'], { map: tiledMap(k) }),
        ),
      ),
    },
  },
  harvester: {
    id: 'harvester',
    units: { turn: 'players', game: 'players', length: 'turns' },
    // Turn 11, after ten turns of gatherers (the figures of issue 21).
    turn: HV_PLAYERS.map((n) =>
      turnWorkload(
        `${n} players`,
        n,
        setupOf('harvester', { players: String(n), turnLimit: '1000' }, ['gatherer']),
        11,
      ),
    ),
    game: [4, 16, 64].map((n) =>
      gameWorkload(
        `${n} players`,
        n,
        setupOf('harvester', { players: String(n), turnLimit: '10' }, ['random', 'gatherer', 'search']),
      ),
    ),
    length: [15, 30, 60, 120].map((t) =>
      gameWorkload(
        `${t} turns`,
        t,
        setupOf('harvester', { players: '16', turnLimit: String(t) }, ['gatherer']),
      ),
    ),
    more: {
      'one search decision (turn 11, gatherers)': HV_PLAYERS.map((n) =>
        searchDecision(
          `${n} players`,
          n,
          setupOf('harvester', { players: String(n), turnLimit: '1000' }, ['gatherer']),
          11,
        ),
      ),
      'a game of gatherers (turn limit 10)': [16, 64, 256].map((n) =>
        gameWorkload(
          `${n} players`,
          n,
          setupOf('harvester', { players: String(n), turnLimit: '10' }, ['gatherer']),
        ),
      ),
    },
  },
};

/**
 * A row's medians as one line: each workload's median, its steps, and the ratio of cost
 * to the ratio of size from the one before (a ratio of costs near the ratio of sizes is
 * linear growth).
 */
export function growthLine(
  title: string,
  row: readonly Workload[],
  runs: number,
  prepared: readonly Prepared[] = row.map((w) => w.prepare()),
): string {
  const ms = medians(
    prepared.map((p) => p.call),
    runs,
  );
  const cells = row.map((w, i) => {
    const steps = prepared[i]!.steps > 1 ? `, ${prepared[i]!.steps} steps` : '';
    const ratio =
      i === 0 ? '' : `; ×${(ms[i]! / ms[i - 1]!).toFixed(2)} for ×${(w.size / row[i - 1]!.size).toFixed(2)}`;
    return `${w.label} ${ms[i]! < 10 ? ms[i]!.toFixed(3) : ms[i]!.toFixed(1)} ms${steps}${ratio}`;
  });
  return `${title}: ${cells.join(' | ')}`;
}
