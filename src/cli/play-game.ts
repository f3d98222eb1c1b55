/**
 * `simulturn play <game>` for any registered game but Corporate War (whose spectator's
 * view, in `play.ts`, is its own): one game between the game's bots through the contract
 * (`runMatch` with a seeded arrival order, K2), the game's default line-up unless bots are
 * named, each step's line, the public post, the followed player's report (the game's
 * `renderReport`, or JSON) and its board (the game's `renderMap` of its view, when it has
 * one), each bounded so that a step reads on a screen or two, and at the end the outcome
 * with every seat's score and place (K9) and the game's sentence on why it ended.
 */
import { parseArgs } from 'node:util';
import type { AnyGame } from '../kernel/game/contract.js';
import { botOfName, lineUpFor } from '../kernel/game/line-up.js';
import { runMatch } from '../kernel/match.js';
import { nearestName } from '../kernel/rules-options.js';
import { outcomeLines } from './outcome.js';
import { boundBlock, LINE_WIDTH, withoutBoard, wrapLine } from './readable.js';

const MAX_STEPS = 100_000;

/** The most lines of a step's public post, report and board, each (`--full` prints all). */
const POST_LINES = 20;
const REPORT_LINES = 40;
const BOARD_LINES = 60;
const MORE = '--full prints them all';

/** The usage of `simulturn play <game>` for a game other than Corporate War. */
export const GAME_PLAY_USAGE = `usage: simulturn play <game> [--seed S] [--options k=v,...] [--bots a,b,...] [--player P] [--max-steps N] [--quiet] [--full]
  <game>          a registered game's id (default corporate-war, whose flags are its own)
  --seed S        the game's seed (default "simulturn"); the same seed plays the same game
  --options k=v   the game's options, as its readOptions reads them
  --bots a,b,...  one bot per seat in seat order, by a bot's name or a ladder level's
                  (default the game's default line-up, or its first bot everywhere)
  --player P      the seat whose reports and board are printed (default the first)
  --max-steps N   stop after N steps even if the game goes on (default 1000)
  --quiet         print only the line-up, one line per step and the outcome
  --full          print every report and board whole (default: long lists and long
                  blocks are summarised, lines cut at ${LINE_WIDTH} characters)`;

/**
 * The usage with the game's own names for `--bots`: its bots, and its ladder (a person's
 * named opponents, easiest first) when it has one.
 */
export function gamePlayHelp(game: Pick<AnyGame, 'title' | 'bots' | 'ladder'>): string {
  const column = (rows: readonly [string, string][]) => {
    const width = Math.max(...rows.map(([name]) => name.length));
    return rows.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`);
  };
  const lines = [
    GAME_PLAY_USAGE,
    '',
    `The bots of ${game.title}:`,
    ...column(Object.entries(game.bots).map(([name, b]) => [name, b.summary])),
  ];
  const ladder = game.ladder ?? [];
  if (ladder.length > 0)
    lines.push(
      `The ladder of ${game.title}, easiest first (--bots takes a level's name):`,
      ...column(ladder.map((l) => [l.level, `bot ${l.bot}: ${l.summary}`])),
    );
  return lines.join('\n');
}

/** K5: a public report as text: the game's rendering, or its JSON. */
const publicText = (game: AnyGame, post: unknown): string =>
  (game.renderPublic?.(post) ?? JSON.stringify(post, null, 2)).trimEnd();

/** A report as text: the game's rendering, or its JSON. */
const reportText = (game: AnyGame, report: unknown): string =>
  (game.renderReport?.(report) ?? JSON.stringify(report, null, 2)).trimEnd();

/** The followed player's board after a step: the game's `renderMap` of its view, if it has one. */
function boardText(game: AnyGame, state: unknown, player: string): string | undefined {
  if (game.renderMap === undefined) return undefined;
  const text = game.renderMap(game.view(state, player)).trimEnd();
  return text === '' ? undefined : text;
}

/** The flags read into what the game needs; throws an `Error` saying what is wrong. */
function readFlags(args: string[]) {
  let values: ReturnType<typeof parse>['values'];
  const parse = (a: string[]) =>
    parseArgs({
      args: a,
      options: {
        seed: { type: 'string', default: 'simulturn' },
        options: { type: 'string' },
        bots: { type: 'string' },
        player: { type: 'string' },
        'max-steps': { type: 'string', default: '1000' },
        quiet: { type: 'boolean', default: false },
        full: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  try {
    values = parse(args).values;
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${GAME_PLAY_USAGE}`);
  }
  if (values.seed === '') throw new Error('--seed must not be empty');
  const text: Record<string, string> = {};
  for (const entry of (values.options ?? '').split(',').filter((s) => s.trim() !== '')) {
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new Error(`--options takes name=value pairs, not "${entry}"`);
    text[entry.slice(0, eq).trim()] = entry.slice(eq + 1).trim();
  }
  const maxSteps = /^[0-9]+$/.test(values['max-steps']) ? Number(values['max-steps']) : Number.NaN;
  if (!(maxSteps >= 1 && maxSteps <= MAX_STEPS))
    throw new Error(`--max-steps takes a whole number from 1 to ${MAX_STEPS}, not "${values['max-steps']}"`);
  return { values, text, maxSteps };
}

/**
 * Plays one game of `game` between its bots and prints it through `write`, one call per
 * block of lines. Throws an `Error` with a readable message on bad flags or options.
 */
export function playGame(game: AnyGame, args: string[], write: (text: string) => void): void {
  const { values, text, maxSteps } = readFlags(args);
  if (values.help) {
    write(gamePlayHelp(game));
    return;
  }
  let options: unknown = {};
  if (game.readOptions !== undefined) {
    const read = game.readOptions(text);
    if (!read.ok) throw new Error(read.error.map((i) => i.message).join('\n'));
    options = read.value;
  } else if (Object.keys(text).length > 0) throw new Error(`${game.title} takes no --options`);
  const start = game.setup(options, values.seed);
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('\n'));
  const seats = game.players(start.value);
  const names = Object.keys(game.bots);
  const levels = (game.ladder ?? []).map((l) => l.level);
  const given =
    values.bots === undefined ? lineUpFor(game, seats.length) : values.bots.split(',').map((b) => b.trim());
  if (given.length !== seats.length)
    throw new Error(`--bots takes ${seats.length} bot names, one per seat (${seats.join(', ')})`);
  // A ladder level plays its bot.
  const bots = given.map((b) => botOfName(game, b));
  for (const b of bots) {
    if (!Object.hasOwn(game.bots, b)) {
      const near = nearestName(b, [...names, ...levels]);
      const meant = near === undefined ? '' : ` (did you mean ${near}?)`;
      const ladder = levels.length === 0 ? '' : `; the ladder's levels are ${levels.join(', ')}`;
      throw new Error(`unknown bot "${b}"${meant}; the bots are ${[...names].sort().join(', ')}${ladder}`);
    }
  }
  // A seat as a person writes it, in any case.
  const followed = values.player ?? seats[0]!;
  const player =
    seats.find((p) => p === followed) ?? seats.find((p) => p.toLowerCase() === followed.toLowerCase());
  if (player === undefined)
    throw new Error(`unknown player "${followed}"; the players are ${seats.join(', ')}`);
  const width = Math.max(...seats.map((p) => p.length));
  const lines = [`${game.title}, seed "${values.seed}"`];
  seats.forEach((p, i) =>
    lines.push(
      `  ${p.padEnd(width)}  ${given[i] === bots[i] ? '' : `level ${given[i]}: `}bot ${bots[i]}${p === player ? '  (followed)' : ''}`,
    ),
  );
  if (values.bots === undefined) {
    const which =
      game.defaultLineUp === undefined ? 'its first bot in every seat' : "the game's default line-up";
    lines.push(`  (${which}; --bots names others)`);
  }
  write(lines.join('\n'));
  // Bounded unless --full: a step reads on a screen or two whatever the game prints.
  const bound = (text: string, most: number) => (values.full ? text.trimEnd() : boundBlock(text, most, MORE));
  let state = start.value;
  const { state: end, stepsPlayed } = runMatch(game, {
    seed: values.seed,
    start: state,
    seats: Object.fromEntries(seats.map((p, i) => [p, game.bots[bots[i]!]!.bot])),
    maxSteps,
    arrival: true,
    record: false,
    onStep: (resolved, orders) => {
      const step = game.step(state);
      const kind = game.awaiting(state).kind;
      state = resolved.state;
      const head = `Step ${step} (${kind}): orders from ${Object.keys(orders).join(', ') || 'nobody'}`;
      if (values.quiet) {
        write(head);
        return;
      }
      // K5: the public post first, as a game master's would be read before one's own mail.
      const post = game.publicReport?.(resolved);
      const report = game.reports(resolved)[player];
      const board = boardText(game, state, player);
      const blocks: string[] = [];
      if (post !== undefined) blocks.push(bound(publicText(game, post), POST_LINES));
      // The board is printed on its own: a report that holds it is printed without it.
      if (report !== undefined) {
        const text = reportText(game, report);
        blocks.push(bound(board === undefined ? text : withoutBoard(text, board), REPORT_LINES));
      }
      if (board !== undefined) blocks.push(`The board as ${player} knows it:\n${bound(board, BOARD_LINES)}`);
      write(blocks.length === 0 ? head : [`\n${head}`, ...blocks].join('\n\n'));
    },
  });
  const outcome = game.outcome(end);
  // The outcome's lines, the game's sentence on why it ended wrapped to the terminal.
  const last =
    outcome === null
      ? [`Outcome: none, stopped after ${stepsPlayed} steps.`]
      : outcomeLines(outcome).flatMap((l) => (values.full ? [l] : wrapLine(l)));
  write(`\n${last.join('\n')}`);
}
