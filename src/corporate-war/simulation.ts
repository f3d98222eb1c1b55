/**
 * Corporate War as the simulator sees it: {@link CORPORATE_WAR_SIMULATION} plays one game
 * of a study with `playMatch` and reduces it to a record: who won, in how many days and
 * why, each seat's bot, corporation and starting edge, whether nobody won, whether the
 * aliens decided the game, and how many corporate soldiers fell and how many of them the
 * aliens killed.
 *
 * @example
 * ```ts
 * import { CORPORATE_WAR_SIMULATION } from 'simulturn/corporate-war';
 * import { emptySummary, addRecord, gameSpec, renderSummary } from 'simulturn';
 * const meta = { game: 'corporate-war', seed: 's', bots: ['rusher', 'cautious'], options: { dayLimit: '12' }, gamesTotal: 4 };
 * let summary = emptySummary(meta);
 * for (let g = 0; g < 4; g++) summary = addRecord(summary, CORPORATE_WAR_SIMULATION.playGame(gameSpec(meta, g, 4)));
 * console.log(renderSummary(summary, CORPORATE_WAR_SIMULATION));
 * ```
 */

import type { GameRecord, GameSpec, SimulationGame, SimulationSetup } from '../kernel/game/simulation.js';
import type { SimulationIssue } from '../kernel/game/simulation-issue.js';
import { SimulturnError } from '../kernel/issue.js';
import { err } from '../kernel/result.js';
import { readOptionText } from '../kernel/rules-options.js';
import { simulationIssue } from '../kernel/simulate/issues.js';
import { DEFAULT_BOTS } from './bots/registry.js';
import { DEFAULT_MATCH_DAY_LIMIT, playMatch } from './match.js';
import { RULE_OPTIONS } from './rules.js';
import { SETUP_OPTIONS } from './rules-options.js';
import { DEFAULT_CORPORATIONS } from './scenario.js';
import type { TraceEvent } from './trace.js';
import { ALIENS } from './vocabulary.js';

/** The corporations of a simulated game: seat j plays the scenario's corporation j. */
const SEATS = DEFAULT_CORPORATIONS;

/** The options a study may set: `players` (2 to 4, default 4), `dayLimit` and every rules option. */
const OPTIONS = { setup: SETUP_OPTIONS, rules: RULE_OPTIONS };

/** A study's options read by the game's tables, or their problems, each placed under `options`. */
function parseOptions(options: Readonly<Record<string, string>>) {
  const read = readOptionText(OPTIONS, options);
  return read.ok
    ? read
    : err(read.error.map((i): SimulationIssue => ({ ...i, path: ['options', ...i.path] })));
}

/** The allegiance of a soldier id: what comes before the first `/` (`psicorps/grunt-1`, `aliens/b1/bunny-2`). */
const allegianceOf = (soldier: string): string => soldier.slice(0, soldier.indexOf('/'));

/** Kills in a game: corporate soldiers killed, by the allegiance credited with each kill. */
export interface KillTally {
  corporateDeaths: number;
  /** Corporate soldiers killed, by killer's allegiance (a corporation or the aliens). */
  readonly corporateKillsBy: Map<string, number>;
}

/** Adds a day's kills to a tally: a kill is credited to the allegiance of the first soldier in its `by` list. */
export function countKills(events: readonly TraceEvent[], tally: KillTally): void {
  for (const e of events) {
    if (e.type !== 'kill' || allegianceOf(e.soldier) === ALIENS) continue;
    tally.corporateDeaths++;
    const first = e.by[0];
    if (first === undefined) continue;
    const by = allegianceOf(first);
    tally.corporateKillsBy.set(by, (tally.corporateKillsBy.get(by) ?? 0) + 1);
  }
}

/**
 * The definition of "decided by the aliens": the aliens killed at least one corporate
 * soldier, and at least as many as the corporation that killed the most corporate
 * soldiers. Shared by the record, the table, the CLI help and the guide.
 */
const ALIENS_DECIDED_DEFINITION =
  'the aliens killed at least one corporate soldier, and at least as many as any single corporation did (a kill counts for the allegiance of the first soldier credited with it)';

/** Whether the aliens decided a game (see `ALIENS_DECIDED_DEFINITION`). */
export function aliensDecided(tally: KillTally): boolean {
  const byAliens = tally.corporateKillsBy.get(ALIENS) ?? 0;
  let mostByOne = 0;
  for (const [by, n] of tally.corporateKillsBy) if (by !== ALIENS) mostByOne = Math.max(mostByOne, n);
  return byAliens >= 1 && byAliens >= mostByOne;
}

function checkSetup(setup: SimulationSetup): SimulationIssue[] {
  const issues: SimulationIssue[] = [];
  const known = Object.keys(DEFAULT_BOTS);
  setup.bots.forEach((bot, i) => {
    if (!Object.hasOwn(DEFAULT_BOTS, bot))
      issues.push(simulationIssue('setup/unknown-bot', ['bots', i], { bot, known }));
  });
  if (setup.bots.length === 0)
    issues.push(simulationIssue('setup/invalid', ['bots'], { detail: 'name at least one bot' }));
  const read = parseOptions(setup.options);
  return [...issues, ...(read.ok ? [] : read.error)];
}

function playGame(spec: GameSpec): GameRecord {
  const read = parseOptions(spec.options);
  // The study was checked before any game was played: a bad option here is a caller's bug.
  if (!read.ok) throw new SimulturnError(read.error);
  const { rules, dayLimit, players: count } = read.value;
  const tally: KillTally = { corporateDeaths: 0, corporateKillsBy: new Map() };
  const { state, outcome } = playMatch({
    seed: spec.seed,
    // With fewer players the first seats play; the rotation still gives each bot each seat.
    seats: spec.bots.slice(0, count),
    corporations: SEATS.slice(0, count),
    rules,
    dayLimit,
    record: false,
    onDay: (result) => countKills(result.trace.events, tally),
  });
  const players = SEATS.slice(0, count).map((id) => state.players.find((p) => p.id === id)!);
  const winners = outcome?.winners ?? [];
  return {
    index: spec.index,
    // Only the runner's safety net leaves a game without an outcome; it then ran to the day limit.
    days: outcome?.day ?? dayLimit,
    reason: outcome?.reason ?? 'unfinished',
    winners: players.flatMap((p, j) => (winners.includes(p.id) ? [j] : [])),
    seats: players.map((p, j) => ({
      categories: { bot: spec.bots[j]!, corporation: p.corporation, edge: p.edge },
    })),
    flags: { undecided: winners.length === 0, aliensDecided: aliensDecided(tally) },
    counters: {
      corporateDeaths: tally.corporateDeaths,
      alienKills: tally.corporateKillsBy.get(ALIENS) ?? 0,
    },
  };
}

/**
 * Corporate War for the simulator: two to four seats (the scenario's first corporations; the
 * `players` option, four by default),
 * the bots of `DEFAULT_BOTS`, and as options every rules option of `RULE_OPTIONS` and
 * `dayLimit` (default {@link DEFAULT_MATCH_DAY_LIMIT}). Each record carries the seats' bot,
 * corporation and starting edge; the flags `undecided` (nobody won: a stalemate or the day
 * limit) and `aliensDecided`; and the counters
 * `corporateDeaths` and `alienKills` (corporate soldiers the aliens killed). "Decided by
 * the aliens" means that the aliens killed at least one corporate soldier, and at least as
 * many as any single corporation did, a kill counting for the allegiance of the first
 * soldier credited with it.
 */
export const CORPORATE_WAR_SIMULATION: SimulationGame = Object.freeze({
  id: 'corporate-war',
  title: 'Corporate War',
  // K9: the `players` option sets the seats (the first ones play); an invalid value is checkSetup's to report.
  seatCount: (options: Readonly<Record<string, string>>) => {
    const read = parseOptions(options);
    return read.ok ? read.value.players : SEATS.length;
  },
  bots: Object.freeze(Object.keys(DEFAULT_BOTS)),
  categories: Object.freeze([
    { name: 'bot', title: 'bot', description: 'the computer player of the seat' },
    { name: 'corporation', title: 'corporation', description: 'the corporation of the seat' },
    { name: 'edge', title: 'starting edge', description: 'the map edge the seat entered from' },
  ]),
  flags: Object.freeze([
    {
      name: 'undecided',
      title: 'undecided',
      description: 'nobody won: the game ended in a stalemate or at the day limit',
    },
    { name: 'aliensDecided', title: 'decided by the aliens', description: ALIENS_DECIDED_DEFINITION },
  ]),
  counters: Object.freeze([
    {
      name: 'corporateDeaths',
      title: 'corporate deaths',
      description: 'corporate soldiers killed (each death counts)',
    },
    {
      name: 'alienKills',
      title: 'killed by the aliens',
      description: 'corporate soldiers killed by the aliens',
      shareOf: 'corporateDeaths',
    },
  ]),
  checkSetup,
  playGame,
});
