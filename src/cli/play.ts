/**
 * `simulturn play`: one whole game of Corporate War between computer players, printed for
 * a spectator: the line-up (the game's default line-up unless bots are named), then each
 * day a one-line summary, the followed player's report and the map of what it knows, and
 * finally the outcome with the game's sentence on why it ended (the README's main command).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_BOTS } from '../corporate-war/bots/registry.js';
import {
  ALIENS,
  CORPORATE_WAR,
  type DayResult,
  DEFAULT_CORPORATIONS,
  DEFAULT_MATCH_DAY_LIMIT,
  DEFAULT_SCENARIO,
  displayNames,
  type GameState,
  idNamed,
  playerView,
  playMatch,
  renderMap,
  renderReport,
} from '../corporate-war/index.js';
import { GAMES } from '../games.js';
import { lineUpFor } from '../kernel/game/line-up.js';
import type { GameRegistry } from '../kernel/game/registry.js';
import { nearestName } from '../kernel/rules-options.js';
import { playGame } from './play-game.js';

/** The corporations that play, in seat order; a game with fewer bots uses the first ones. */
export const PLAY_CORPORATIONS = DEFAULT_CORPORATIONS;

/** The longest game the command plays. */
const MAX_DAY_LIMIT = 1000;

/** The bots that play when `--bots` is not given: the game's default line-up, one a corporation. */
export function defaultLineUp(): string[] {
  return lineUpFor(CORPORATE_WAR, PLAY_CORPORATIONS.length);
}

const USAGE = `usage: simulturn play [corporate-war] [--seed S] [--bots a,b,c,d] [--player P] [--day-limit N] [--quiet]
  --seed S        the game's seed (default "simulturn"); the same seed plays the same game
  --bots a,b,c,d  two to four bots, one per corporation in order (default ${defaultLineUp().join(',')})
  --player P      the corporation whose reports and map are printed (default the first)
  --day-limit N   the game ends undecided after day N (default ${DEFAULT_MATCH_DAY_LIMIT})
  --quiet         print only the line-up, one line per day and the outcome`;

/** The validated flags. */
interface PlayOptions {
  readonly seed: string;
  readonly bots: readonly string[];
  readonly corporations: readonly string[];
  readonly player: string;
  readonly dayLimit: number;
  readonly quiet: boolean;
}

function parseFlags(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        seed: { type: 'string', default: 'simulturn' },
        bots: { type: 'string' },
        player: { type: 'string' },
        'day-limit': { type: 'string', default: String(DEFAULT_MATCH_DAY_LIMIT) },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    // Node's messages for unknown flags and missing values, with what the flags are.
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
}

/** Reads the flags; throws an `Error` whose message says what is wrong and what is allowed. */
function readOptions(args: string[]): PlayOptions | 'help' {
  const { values } = parseFlags(args);
  if (values.help) return 'help';
  if (values.seed === '') throw new Error('--seed must not be empty');
  const known = Object.keys(DEFAULT_BOTS).sort();
  const bots = values.bots === undefined ? defaultLineUp() : values.bots.split(',').map((b) => b.trim());
  if (bots.length < 2 || bots.length > PLAY_CORPORATIONS.length) {
    throw new Error(
      `--bots takes two to four bot names separated by commas, such as ${defaultLineUp().join(',')}`,
    );
  }
  for (const b of bots) {
    if (!Object.hasOwn(DEFAULT_BOTS, b)) {
      const near = nearestName(b, known);
      const meant = near === undefined ? '' : ` (did you mean ${near}?)`;
      throw new Error(`unknown bot "${b}"${meant}; the bots are ${known.join(', ')}`);
    }
  }
  const corporations: readonly string[] = PLAY_CORPORATIONS.slice(0, bots.length);
  // A corporation as a person writes it: its id or its name, in any case, so a player
  // need not know the ids.
  const given = values.player ?? corporations[0]!;
  const player = idNamed(given, corporations, NAMES);
  if (player === undefined) {
    throw new Error(`unknown player "${given}"; the players are ${corporations.join(', ')}`);
  }
  const raw = values['day-limit'];
  const dayLimit = /^[0-9]+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(dayLimit >= 1 && dayLimit <= MAX_DAY_LIMIT)) {
    throw new Error(`--day-limit takes a whole number of days from 1 to ${MAX_DAY_LIMIT}, not "${raw}"`);
  }
  return { seed: values.seed, bots, corporations, player, dayLimit, quiet: values.quiet };
}

/** Display names for reports: corporations by their names, and the aliens. */
const NAMES: Readonly<Record<string, string>> = displayNames(DEFAULT_SCENARIO);
const nameOf = (id: string) => NAMES[id] ?? id;

function lineUp(o: PlayOptions, state: GameState): string {
  const width = Math.max(...o.corporations.map((c) => nameOf(c).length));
  const lines = [`Corporate War, seed "${o.seed}", at most ${o.dayLimit} days`];
  o.corporations.forEach((c, i) => {
    const edge = state.players.find((p) => p.id === c)?.edge ?? '?';
    const followed = c === o.player ? '  (followed)' : '';
    lines.push(
      `  ${nameOf(c).padEnd(width)}  bot ${o.bots[i]!.padEnd(8)} enters from the ${edge}${followed}`,
    );
  });
  return lines.join('\n');
}

/**
 * The day for the spectator: fights, how many fell and were revived, then who is still
 * standing, in seat order, on a line of its own so that both fit in 80 columns.
 */
function summary(o: PlayOptions, result: DayResult): string {
  const fights = result.trace.events.filter((e) => e.type === 'fight').length;
  const fell = result.trace.events.filter((e) => e.type === 'kill').length;
  let revived = 0;
  for (const e of result.trace.events) if (e.type === 'revival') revived += e.soldiers.length;
  const standing = new Map<string, number>();
  for (const s of result.state.soldiers) {
    if (s.status === 'alive') standing.set(s.owner, (standing.get(s.owner) ?? 0) + 1);
  }
  const sides = [...o.corporations, ALIENS].map((x) => `${x} ${standing.get(x) ?? 0}`);
  const head = `Day ${result.trace.day}: ${fights} gunfight${fights === 1 ? '' : 's'}, ${fell} fell, ${revived} revived`;
  return [head, ...wrap(`  standing: ${sides.join(', ')}`, 80, '    ')].join('\n');
}

/** The outcome in a line, then the game's sentence on why it ended. */
function outcomeLine(end: GameState, daysPlayed: number): string {
  const outcome = end.outcome;
  if (outcome === null) return `Outcome: none, stopped after ${daysPlayed} days.`;
  const winners =
    outcome.winners.length === 0 ? 'no winner' : `won by ${outcome.winners.map(nameOf).join(' and ')}`;
  const why = CORPORATE_WAR.outcome(end)?.why;
  return [
    `Outcome: ${outcome.reason} on day ${outcome.day}, ${winners}.`,
    ...(why === undefined ? [] : wrap(why, 80, '')),
  ].join('\n');
}

/** The followed player's day: the summary, its report and the map of what it knows now. */
function dayBlock(o: PlayOptions, result: DayResult): string {
  const blocks = [`\n${'#'.repeat(80)}\n${summary(o, result)}`];
  const report = result.reports[o.player];
  if (report !== undefined) blocks.push(renderReport(report, { names: NAMES }).trimEnd());
  const view = playerView(result.state, o.player);
  if (view !== undefined) {
    blocks.push(`What ${nameOf(o.player)} knows after day ${view.day - 1}:\n\n${renderMap(view).trimEnd()}`);
  }
  return blocks.join('\n\n');
}

/**
 * `simulturn play`: plays one game with `playMatch` and prints it through `write`, one
 * call per block of lines without a trailing newline. Rejects with an `Error` with a
 * readable message on bad flags (async so that the dispatcher reports it as a message,
 * not a stack trace; the game itself runs synchronously).
 */
export async function play(
  args: string[],
  write: (text: string) => void = console.log,
  games: GameRegistry = GAMES,
): Promise<void> {
  // `play <game>`: a first word that is not a flag names the game; Corporate War keeps its own view.
  const [first, ...rest] = args;
  if (first !== undefined && !first.startsWith('-')) {
    const game = games.named(first);
    if (game === undefined)
      throw new Error(`there is no game "${first}"; the games are ${games.ids.join(', ')}`);
    if (game.id !== 'corporate-war') return playGame(game, rest, write);
    args = rest;
  }
  const o = readOptions(args);
  if (o === 'help') {
    write(USAGE);
    return;
  }
  let days = 0;
  const { state: end } = playMatch({
    seed: o.seed,
    seats: o.bots,
    corporations: o.corporations,
    dayLimit: o.dayLimit,
    record: false,
    onDay: (result) => {
      // The edges are dealt at the first dawn and never change, so the first day's state has them.
      if (days++ === 0) write(lineUp(o, result.state));
      write(o.quiet ? summary(o, result) : dayBlock(o, result));
    },
  });
  write(`\n${outcomeLine(end, days)}`);
}

/** A line broken at spaces into lines of at most `width` characters, the later ones indented. */
function wrap(line: string, width: number, indent: string): string[] {
  const lead = /^ */.exec(line)![0];
  const out: string[] = [];
  let current = lead;
  for (const word of line.slice(lead.length).split(' ')) {
    const next = current.trim() === '' ? current + word : `${current} ${word}`;
    if (next.length > width && current.trim() !== '') {
      out.push(current);
      current = indent + word;
    } else current = next;
  }
  out.push(current);
  return out;
}
