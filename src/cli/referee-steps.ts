/**
 * The commands of `simulturn referee` for games named by step (every registered game but
 * Corporate War, whose commands in `referee.ts` keep their words): the same commands,
 * flags and exit codes, worded in steps, orders as the game's text sheet or JSON. Both
 * sets drive the one referee (`../referee/`); only what they print differs.
 */
import type { GameOutcome } from '../kernel/game/contract.js';
import type { GameRegistry } from '../kernel/game/registry.js';
import { createStepGame } from '../referee/create.js';
import type { RefereeEnv } from '../referee/env.js';
import type { RefereeProblem } from '../referee/issues.js';
import { at } from '../referee/layout.js';
import { type LoadedStepGame, loadStepGame } from '../referee/load.js';
import { resolveGameStep } from '../referee/resolve.js';
import { readStepReport, stepGameStatus } from '../referee/status.js';
import { submitStepOrders } from '../referee/submit.js';
import { verifyStepGame } from '../referee/verify.js';
import { ordinal, outcomeLines } from './outcome.js';

/** What a step command prints to. */
export interface StepIo {
  readonly out: (text: string) => void;
}

/** A command's answer: an exit code, or the problems that stopped it. */
type Answer = number | RefereeProblem[];

/** What the step waits for, in words. */
function awaitingLine(g: LoadedStepGame): string {
  const a = g.game.awaiting(g.state);
  return `step ${g.file.step} waits for the ${a.kind} orders of ${a.players.join(', ')}`;
}

/** `new --game <id>`: the game made, and its seats. */
export function newStepGame(
  dir: string,
  games: GameRegistry,
  id: string,
  options: { seed: string; options: Record<string, string>; bots: string[]; deadline?: string },
  io: StepIo,
  env: RefereeEnv,
): Answer {
  const game = games.named(id)!;
  const r = createStepGame(dir, game, options, env);
  if (!r.ok) return r.error;
  const loaded = loadStepGame(dir, games);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  const width = Math.max(...g.file.seats.map((s) => s.player.length));
  const lines = [`${game.title} (${game.id}) in ${dir}: seed "${g.file.seed}"; ${awaitingLine(g)}.`];
  const awaited = g.game.awaiting(g.state).players;
  for (const s of g.file.seats) {
    const who = s.bot === null ? 'human' : `bot ${s.bot}`;
    const sheet =
      s.bot === null && awaited.includes(s.player) && game.orderSheet !== undefined
        ? `  sheet: ${at(dir, g.dialect.paths.sheet(s.player, g.file.step))}`
        : '';
    lines.push(`  ${s.player.padEnd(width)}  ${who}${sheet}`);
  }
  const form = game.orderSheet === undefined ? 'as JSON' : 'as a sheet or JSON';
  lines.push(
    `Take the awaited players' orders (${form}) with`,
    `  simulturn referee orders ${dir} <player> <file>`,
  );
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

/** `orders`: a human player's orders for the current step. */
export function stepOrders(
  dir: string,
  games: GameRegistry,
  player: string,
  text: string,
  wait: number,
  io: StepIo,
  env: RefereeEnv,
): Answer {
  const r = submitStepOrders(dir, games, player, text, env, { wait });
  if (!r.ok) return r.error;
  const s = r.value;
  if (s.accepted) {
    const replaced = s.replaced ? ', replacing the orders sent before' : '';
    const summary = s.summary === '' || s.summary.endsWith('\n') ? s.summary : `${s.summary}\n`;
    io.out(
      `${summary}Accepted: these are the orders of ${s.player} for step ${s.step}${replaced} (received ${ordinal(s.file.receipt)}).\n`,
    );
    return 0;
  }
  const n = s.problems.length;
  const kept = s.kept
    ? `The orders of ${s.player} accepted before for step ${s.step} still stand.`
    : `No orders of ${s.player} for step ${s.step} are in yet.`;
  io.out(
    [
      `The orders of ${s.player} for step ${s.step} are refused: ${n} ${n === 1 ? 'problem' : 'problems'}; nothing was stored.`,
      ...s.problems,
      `Fix ${n === 1 ? 'it' : 'them'} and send them again. ${kept}`,
    ].join('\n') + '\n',
  );
  return 1;
}

/** `status --json`, for any game: the status as JSON (K10's deadline and idle counts with it); checks every file. */
export function statusJson(g: LoadedStepGame, io: StepIo): Answer {
  io.out(`${JSON.stringify(stepGameStatus(g), null, 2)}\n`);
  const problems = verifyStepGame(g);
  return problems.length > 0 ? problems : 0;
}

/** `status`: the step, its deadline, who it waits for and whose orders are in; checks every file. */
export function stepStatus(dir: string, games: GameRegistry, io: StepIo, json = false): Answer {
  const loaded = loadStepGame(dir, games);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  if (json) return statusJson(g, io);
  const s = stepGameStatus(g);
  const width = Math.max(...s.seats.map((x) => x.player.length));
  const lines = [
    s.outcome === null
      ? `${s.title} in ${dir}: step ${s.step}, waiting for ${s.kind} orders.`
      : `${s.title} in ${dir}: over at step ${s.step}.`,
  ];
  for (const seat of s.seats) {
    const who = seat.bot === null ? 'human' : `bot ${seat.bot}`;
    const state = !seat.awaited
      ? ''
      : seat.bot !== null
        ? ', awaited'
        : seat.receipt === null
          ? ', awaited, orders missing'
          : `, awaited, orders in (received ${ordinal(seat.receipt)})`;
    lines.push(`  ${seat.player.padEnd(width)}  ${who}${state}`);
  }
  if (s.outcome !== null) lines.push(...outcomeLines(s.outcome as GameOutcome));
  else {
    if (s.deadline !== null) lines.push(`Orders for step ${s.step} are due by ${s.deadline}.`);
    if (s.missing.length > 0) lines.push(`Waiting for the orders of ${s.missing.join(', ')}.`);
    else lines.push(`Every order is in: step ${s.step} is ready to resolve.`);
  }
  io.out(`${lines.join('\n')}\n`);
  const problems = verifyStepGame(g);
  return problems.length > 0 ? problems : 0;
}

/** `resolve`: the current step, once its awaited orders are in. */
export function stepResolve(
  dir: string,
  games: GameRegistry,
  options: { force: boolean; step?: number; deadline?: string },
  io: StepIo,
  env: RefereeEnv,
): Answer {
  const r = resolveGameStep(dir, games, options, env);
  if (!r.ok) return r.error;
  const res = r.value;
  if (res.kind === 'already-resolved') {
    io.out(`Step ${res.step} is already resolved (the game is at step ${res.current}); nothing was done.\n`);
    return 0;
  }
  const loaded = loadStepGame(dir, games);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  const lines = [`Step ${res.step} resolved.`];
  if (res.missing.length > 0) lines.push(`No orders came from ${res.missing.join(', ')}.`);
  // The folder's own names (a folder begun in an earlier count of the steps keeps it).
  const paths = g.dialect.paths;
  const postPath = paths.public?.(res.step);
  const post = postPath !== undefined && res.files.includes(postPath) ? postPath : undefined;
  lines.push(
    post !== undefined
      ? 'Send each player its report, and everyone the public post:'
      : 'Send each player its report:',
  );
  for (const s of g.file.seats) {
    const report = paths.report(s.player, res.step, 'text');
    if (!res.files.includes(report)) continue;
    const sheetPath = paths.sheet(s.player, res.next);
    const sheet = res.files.includes(sheetPath) ? `  ${at(dir, sheetPath)}` : '';
    lines.push(`  ${s.player}: ${at(dir, report)}${sheet}${s.bot === null ? '' : ' (computer player)'}`);
  }
  // K5: what the step made public goes to every player (and onlookers) beside the reports.
  if (post !== undefined) lines.push(`  everyone: ${at(dir, post)} (the public post)`);
  if (res.outcome !== null) lines.push(...outcomeLines(res.outcome as GameOutcome));
  else lines.push(`Step ${res.next} begins: ${awaitingLine(g).replace(/^step \d+ /, 'it ')}.`);
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

/** `report`: a player's report of a resolved step. */
export function stepReport(
  dir: string,
  games: GameRegistry,
  player: string,
  options: { json: boolean; step?: number },
  io: StepIo,
): Answer {
  const loaded = loadStepGame(dir, games);
  if (!loaded.ok) return loaded.error;
  const r = readStepReport(loaded.value, player, {
    format: options.json ? 'json' : 'text',
    ...(options.step !== undefined ? { step: options.step } : {}),
  });
  if (!r.ok) return r.error;
  io.out(r.value);
  return 0;
}
