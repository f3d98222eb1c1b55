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
import { err, ok, type Result } from '../kernel/result.js';
import { simulationIssue } from '../kernel/simulate/issues.js';
import { DEFAULT_BOTS } from './bots/registry.js';
import { DEFAULT_MATCH_DAY_LIMIT, playMatch } from './match.js';
import { RULE_OPTION_NAMES, RULE_OPTIONS, type RulesOptions } from './rules.js';
import { DEFAULT_CORPORATIONS } from './scenario.js';
import type { CorporateWarOptions } from './setup.js';
import type { TraceEvent } from './trace.js';
import { ALIENS } from './vocabulary.js';

/** The corporations of a simulated game: seat j plays the scenario's corporation j. */
const SEATS = DEFAULT_CORPORATIONS;

/** The study options besides the rules options: the day limit and how many players sit down. */
const DAY_LIMIT = 'dayLimit';
const PLAYERS = 'players';

/** The options a study may set: every rules option, `dayLimit`, and `players` (2 to 4, default 4). */
const OPTION_NAMES: readonly string[] = [...RULE_OPTION_NAMES, DAY_LIMIT, PLAYERS];

/** The rules and day limit of a study's options, or what is wrong with them. */
function parseOptions(options: Readonly<Record<string, string>>): {
  rules: Partial<RulesOptions>;
  dayLimit: number;
  players: number;
  issues: SimulationIssue[];
} {
  const rules: Record<string, string> = {};
  const issues: SimulationIssue[] = [];
  let dayLimit = DEFAULT_MATCH_DAY_LIMIT;
  let players = SEATS.length;
  for (const [name, value] of Object.entries(options)) {
    if (name === PLAYERS) {
      if (/^[2-4]$/.test(value)) players = Number(value);
      else {
        issues.push(
          simulationIssue('setup/bad-option-value', ['options', name], {
            option: name,
            value,
            expected: 'a number of players from 2 to 4',
          }),
        );
      }
    } else if (name === DAY_LIMIT) {
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= 1) dayLimit = n;
      else {
        issues.push(
          simulationIssue('setup/bad-option-value', ['options', name], {
            option: name,
            value,
            expected: 'a whole number of days from 1',
          }),
        );
      }
    } else if (Object.hasOwn(RULE_OPTIONS, name)) {
      const values = RULE_OPTIONS[name as keyof typeof RULE_OPTIONS].values as readonly string[];
      if (values.includes(value)) rules[name] = value;
      else {
        issues.push(
          simulationIssue('setup/bad-option-value', ['options', name], {
            option: name,
            value,
            expected: `one of ${values.join(', ')}`,
          }),
        );
      }
    } else {
      issues.push(
        simulationIssue('setup/unknown-option', ['options', name], { option: name, known: OPTION_NAMES }),
      );
    }
  }
  return { rules: rules as Partial<RulesOptions>, dayLimit, players, issues };
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

/**
 * A game's options from a study's or a command line's `name=value` text: the first
 * `players` corporations of the scenario (4 by default), the rules options and the day
 * limit (default {@link DEFAULT_MATCH_DAY_LIMIT}); the contract's `readOptions`.
 */
export function readStudyOptions(
  text: Readonly<Record<string, string>>,
): Result<CorporateWarOptions, readonly SimulationIssue[]> {
  const { rules, dayLimit, players, issues } = parseOptions(text);
  if (issues.length > 0) return err(issues);
  return ok({ corporations: SEATS.slice(0, players), rules: { ...rules, dayLimit } });
}

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
  return [...issues, ...parseOptions(setup.options).issues];
}

function playGame(spec: GameSpec): GameRecord {
  const { rules, dayLimit, players: count, issues } = parseOptions(spec.options);
  // The study was checked before any game was played: a bad option here is a caller's bug.
  if (issues.length > 0) throw new SimulturnError(issues);
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
  seatCount: (options: Readonly<Record<string, string>>) => parseOptions(options).players,
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
