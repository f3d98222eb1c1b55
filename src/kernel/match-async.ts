/**
 * The match runner for seats that answer later: a person behind a client, a remote bot,
 * anything whose orders come as a promise. {@link runMatchAsync} plays exactly the game
 * `runMatch` plays (the same steps, orders, arrival orders and hash chain), but awaits
 * a seat's promise, within a time limit, where `runMatch` refuses one. The awaited seats
 * of a step are all asked before any answer is awaited, so people who play at once wait
 * for one another only once. Seats that answer at once cost nothing more than in
 * `runMatch`: a step with no promise is never awaited.
 */
import { gameIssue } from './game/issues.js';
import type { MatchGame } from './game/match-game.js';
import type { StepResult } from './game/steps.js';
import { SimulturnError } from './issue.js';
import { isThenable, openMatch, type RunMatchOptions, type RunMatchResult } from './match.js';

/** How long a seat may take to answer when no limit is given: a minute. */
export const DEFAULT_SEAT_TIME_LIMIT_MS = 60_000;
/** The longest limit a timer can hold (about 24.8 days); `null` is no limit at all. */
export const MAX_SEAT_TIME_LIMIT_MS = 2 ** 31 - 1;

/** A time limit in milliseconds, or null for none. */
export type SeatTimeLimit = number | null;

/** What {@link runMatchAsync} needs: what `runMatch` needs, and the seats' time limits. */
export interface RunMatchAsyncOptions<State, View, Resolved extends StepResult<State> = StepResult<State>>
  extends RunMatchOptions<State, View, Resolved> {
  /**
   * How long each seat may take to give its orders for a step, in milliseconds (a whole
   * number from 1 to {@link MAX_SEAT_TIME_LIMIT_MS}), or null for no limit: one limit for
   * every seat, or limits by player (players not named get the default). Default
   * {@link DEFAULT_SEAT_TIME_LIMIT_MS}. A seat that answers at once is never timed.
   */
  readonly timeLimitMs?: SeatTimeLimit | Readonly<Record<string, SeatTimeLimit>>;
}

const isLimit = (v: unknown): v is SeatTimeLimit =>
  v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_SEAT_TIME_LIMIT_MS);

/** Each player's limit, from the option; a bad limit is the caller's error (`options/invalid`). */
function limitsOf(
  option: RunMatchAsyncOptions<unknown, unknown>['timeLimitMs'],
): (player: string) => SeatTimeLimit {
  const bad = (path: string[]) =>
    new SimulturnError([
      gameIssue('options/invalid', ['timeLimitMs', ...path], {
        detail: `a time limit is a whole number of milliseconds from 1 to ${MAX_SEAT_TIME_LIMIT_MS}, or null for none`,
      }),
    ]);
  if (option === undefined) return () => DEFAULT_SEAT_TIME_LIMIT_MS;
  if (option === null || typeof option !== 'object') {
    if (!isLimit(option)) throw bad([]);
    return () => option;
  }
  for (const [player, limit] of Object.entries(option)) if (!isLimit(limit)) throw bad([player]);
  return (player) => (Object.hasOwn(option, player) ? option[player]! : DEFAULT_SEAT_TIME_LIMIT_MS);
}

/** What went wrong with a seat's promise, as text for its issue. */
function reasonOf(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * The answers of the seats that gave promises, in their order: each within its limit, the
 * first failure (a rejection, or a limit passed) ending the wait for all with its typed
 * error. Timers are cleared either way, so none keeps the process alive.
 */
async function answersOf(
  pending: readonly { readonly player: string; readonly answer: PromiseLike<unknown> }[],
  step: number,
  limitOf: (player: string) => SeatTimeLimit,
): Promise<unknown[]> {
  const timers: ReturnType<typeof setTimeout>[] = [];
  try {
    return await Promise.all(
      pending.map(
        ({ player, answer }) =>
          new Promise<unknown>((resolve, reject) => {
            const limitMs = limitOf(player);
            if (limitMs !== null)
              timers.push(
                setTimeout(
                  () =>
                    reject(
                      new SimulturnError([
                        gameIssue('seat/timeout', ['seats', player], { player, step, limitMs }),
                      ]),
                    ),
                  limitMs,
                ),
              );
            Promise.resolve(answer).then(resolve, (e: unknown) =>
              reject(
                new SimulturnError(
                  [gameIssue('seat/rejected', ['seats', player], { player, step, reason: reasonOf(e) })],
                  { cause: e },
                ),
              ),
            );
          }),
      ),
    );
  } finally {
    for (const t of timers) clearTimeout(t);
  }
}

/**
 * Plays a game as `runMatch` does, awaiting the seats that answer with a promise. Rejects
 * with a `SimulturnError` when a seat's promise is rejected (`seat/rejected`, the reason
 * as its `cause`) or not settled within its limit (`seat/timeout`), or when a limit is not
 * one (`options/invalid`); a seat that throws rejects with what it threw, as `runMatch`
 * throws it.
 * @example
 * ```ts
 * const person = { orders: (view: MyView) => askInTheBrowser(view) }; // a promise
 * const result = await runMatchAsync(myGame, {
 *   seed: 's',
 *   start,
 *   seats: { red: randomBot, blue: person },
 *   timeLimitMs: { blue: null }, // a person takes the time they need; bots get a minute
 * });
 * ```
 */
export async function runMatchAsync<State, View, Resolved extends StepResult<State>>(
  game: MatchGame<State, View, Resolved>,
  options: RunMatchAsyncOptions<State, View, Resolved>,
): Promise<RunMatchResult<State>> {
  const limitOf = limitsOf(options.timeLimitMs);
  const match = openMatch(game, options);
  for (let awaited = match.awaiting(); awaited !== null; awaited = match.awaiting()) {
    const step = match.step();
    // Each answer detached as it comes, as `runMatch` detaches it, so that the two agree.
    const given: unknown[] = [];
    const pending: { player: string; answer: PromiseLike<unknown>; at: number }[] = [];
    try {
      for (const player of awaited.players) {
        const answer = match.ask(player, step, awaited.kind);
        if (isThenable(answer)) pending.push({ player, answer, at: given.length });
        given.push(isThenable(answer) ? undefined : match.detach(answer));
      }
    } catch (e) {
      // A seat threw: the promises already given are abandoned, their rejections caught.
      for (const { answer } of pending) Promise.resolve(answer).catch(() => undefined);
      throw e;
    }
    if (pending.length > 0) {
      const answers = await answersOf(pending, step, limitOf);
      pending.forEach(({ at }, k) => {
        given[at] = match.detach(answers[k]);
      });
    }
    const orders: Record<string, unknown> = {};
    awaited.players.forEach((player, k) => {
      const value = given[k];
      if (value !== undefined && value !== null) orders[player] = value;
    });
    match.settle(step, orders);
  }
  return match.result();
}
