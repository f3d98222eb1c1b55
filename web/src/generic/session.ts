/**
 * A game in the browser through the kernel's game contract only, for every game but
 * Corporate War (which has its own board): the state, who plays each seat (the person at
 * the keyboard or one of the game's bots), the seed of the bots and of the arrival order,
 * and the latest reports, rendered. A step is resolved as the library's match runner
 * resolves it (`runMatch` with `arrival: true`): the awaited bots give orders from their
 * own views with `botRng(seed, player, step)`, every seat's orders go through JSON, and
 * the arrival order is `drawnArrival(seed, step, …)`. So a game played here to its end
 * with bots in every seat is the game `runMatch` plays from the same start and seed.
 */
import { type AnyGame, botOfName, botRng, drawnArrival, hash64, type IssueBase, lineUpFor } from 'simulturn';
import { isSeatName } from './seats.js';

/**
 * Who plays a seat: `null` for the person at the keyboard, else the name of one of the
 * game's bots or of its ladder's levels (which plays the level's bot, `botOfName`).
 */
export type SeatPlayer = string | null;

/** What the players were told of one step, as text. */
export interface StepNews {
  /** The step resolved. */
  readonly step: number;
  /** Each player's report, rendered (`renderReport`, else JSON). */
  readonly reports: Readonly<Record<string, string>>;
  /** The public post (`renderPublic`, else JSON), for games with a public channel. */
  readonly public?: string;
}

export interface GenericSession {
  readonly game: AnyGame;
  /** Seeds the bots' generators and the arrival order; the game's own generator is in its state. */
  readonly seed: string;
  /** Who plays each seat, by player. */
  readonly seats: Readonly<Record<string, SeatPlayer>>;
  readonly state: unknown;
  /** The latest steps' news, oldest first (the last {@link NEWS_KEPT}). */
  readonly news: readonly StepNews[];
}

/** How many steps' news a session keeps (and saves). */
export const NEWS_KEPT = 10;

/** A save's key in localStorage: one save per game. */
export const saveKey = (id: string) => `simulturn.web.save.${id}`;
/** The key of the game last played, which the client opens on load. */
export const CURRENT_KEY = 'simulturn.web.current';
const SAVE_FORMAT = 'simulturn-web/game';

/** Orders as plain JSON, as the match runner records them; what JSON cannot hold is no orders. */
function asJson(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'function') return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Text for a value the game has no renderer for. */
export const asText = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);

/** The game's options read from `name=value` lines (with `readOptions`) or from JSON (without). */
export function readOptionsText(
  game: AnyGame,
  text: string,
): { ok: true; options: unknown } | { ok: false; issues: readonly string[] } {
  if (game.readOptions !== undefined) {
    const pairs: Record<string, string> = {};
    const issues: string[] = [];
    text.split('\n').forEach((line, i) => {
      const t = line.trim();
      if (t === '' || t.startsWith('#')) return;
      const eq = t.indexOf('=');
      if (eq <= 0) issues.push(`line ${i + 1}: write name=value`);
      else pairs[t.slice(0, eq).trim()] = t.slice(eq + 1).trim();
    });
    if (issues.length > 0) return { ok: false, issues };
    const read = game.readOptions(pairs);
    return read.ok
      ? { ok: true, options: read.value }
      : { ok: false, issues: read.error.map((i) => i.message) };
  }
  try {
    return { ok: true, options: text.trim() === '' ? {} : JSON.parse(text) };
  } catch (e) {
    return { ok: false, issues: [`the options are not JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
}

export function newSession(
  game: AnyGame,
  options: unknown,
  seed: string,
  seats: Readonly<Record<string, SeatPlayer>>,
): { ok: true; session: GenericSession } | { ok: false; issues: readonly string[] } {
  const start = game.setup(options, seed);
  if (!start.ok) return { ok: false, issues: start.error.map((i) => i.message) };
  const all: Record<string, SeatPlayer> = {};
  for (const p of game.players(start.value)) all[p] = Object.hasOwn(seats, p) ? seats[p]! : null;
  return { ok: true, session: { game, seed, seats: all, state: start.value, news: [] } };
}

/** The seats the person at the keyboard plays. */
export const humanSeats = (s: GenericSession): string[] =>
  Object.keys(s.seats).filter((p) => s.seats[p] === null);

/** A bot's (or a ladder level's bot's) orders for `player` at the current step, from its view and its own generator. */
export function botOrders(s: GenericSession, player: string, bot: string): unknown {
  const named = s.game.bots[botOfName(s.game, bot)];
  if (named === undefined) return undefined;
  const view = s.game.view(s.state, player);
  return asJson(named.bot(view, botRng(s.seed, player, s.game.step(s.state))));
}

/**
 * Resolves the current step: `human` holds the orders of the awaited seats the person
 * plays (a seat missing from it gave none); every awaited bot gives its own. `playHumans`
 * names a bot that plays the person's seats instead (the "play to the end" control).
 */
export function resolveStep(
  s: GenericSession,
  human: Readonly<Record<string, unknown>>,
  playHumans?: string,
): GenericSession {
  const { game, state } = s;
  const step = game.step(state);
  const orders: Record<string, unknown> = {};
  for (const player of game.awaiting(state).players) {
    const seat = s.seats[player];
    let given: unknown;
    if (typeof seat === 'string') given = botOrders(s, player, seat);
    else if (Object.hasOwn(human, player)) given = asJson(human[player]);
    else if (seat === null && playHumans !== undefined) given = botOrders(s, player, playHumans);
    if (given !== undefined) orders[player] = given;
  }
  const arrival = drawnArrival(s.seed, step, Object.keys(orders));
  const resolved = game.resolve(state, orders, { arrival });
  const reports: Record<string, string> = {};
  for (const [player, report] of Object.entries(game.reports(resolved))) {
    reports[player] = game.renderReport !== undefined ? game.renderReport(report) : asText(report);
  }
  const post = game.publicReport?.(resolved);
  const news: StepNews =
    post === undefined
      ? { step, reports }
      : { step, reports, public: game.renderPublic !== undefined ? game.renderPublic(post) : asText(post) };
  return { ...s, state: resolved.state, news: [...s.news, news].slice(-NEWS_KEPT) };
}

/** A problem with orders, for the person: its place (line and column where it has one) and message. */
export function describeIssue(i: IssueBase): string {
  const [a, b] = i.path;
  if (typeof a === 'number' && typeof b === 'number' && !/\bline\b/.test(i.message))
    return `line ${a}, column ${b}: ${i.message}`;
  return i.path.length > 0 && !/\bline\b/.test(i.message) ? `${i.path.join('.')}: ${i.message}` : i.message;
}

/** What the person's orders read as: the orders, or the problems found (each placed where it can be). */
export type ReadOrders =
  | { readonly ok: true; readonly orders: unknown; readonly reply?: string }
  | { readonly ok: false; readonly issues: readonly string[]; readonly reply?: string };

/** Reads a filled-in order sheet with the game's codec, then checks the orders read. */
export function readSheet(s: GenericSession, player: string, text: string): ReadOrders {
  const sheet = s.game.orderSheet;
  if (sheet === undefined) return { ok: false, issues: ['this game has no order sheet'] };
  const read = sheet.read(text, s.state, player);
  const issues = [
    ...read.issues.map(describeIssue),
    ...s.game.checkOrders(s.state, player, read.orders).issues.map(describeIssue),
  ];
  return issues.length > 0
    ? { ok: false, issues: [...new Set(issues)], reply: read.reply }
    : { ok: true, orders: read.orders, reply: read.reply };
}

/** Reads orders written as JSON, then checks them with the game's `checkOrders`; the reply echoes them where the game can. */
export function readJson(s: GenericSession, player: string, text: string): ReadOrders {
  let orders: unknown;
  try {
    orders = JSON.parse(text);
  } catch (e) {
    return { ok: false, issues: [`not JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const issues = s.game.checkOrders(s.state, player, orders).issues.map(describeIssue);
  if (issues.length > 0) return { ok: false, issues };
  // The game's echo of the orders accepted, in its sheet's words, where it has one.
  const reply = s.game.orderSheet?.echo?.(orders, s.state, player);
  return reply === undefined ? { ok: true, orders } : { ok: true, orders, reply };
}

/** The save as text: the game's id, the seed, the seats, the news and the game's own `serialize`. */
export function toSave(s: GenericSession): string {
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: 1,
    game: s.game.id,
    title: s.game.title,
    step: s.game.step(s.state),
    over: s.game.outcome(s.state) !== null,
    seed: s.seed,
    seats: s.seats,
    news: s.news,
    state: s.game.serialize(s.state),
  });
}

/** What the picker shows of a save without loading its game: its step and whether it is over. */
export function peekSave(text: string | null): { step: number; over: boolean } | null {
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as { format?: unknown; step?: unknown; over?: unknown };
    return raw.format === SAVE_FORMAT && typeof raw.step === 'number'
      ? { step: raw.step, over: raw.over === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * Opens a bare state as the game's own `serialize` writes it (the command line's, a
 * referee's): the person plays the first seat, the game's default line-up (`lineUpFor`)
 * the others, as a new game seats them, and the bots' seed is drawn from the text, so the
 * same save plays the same bots.
 */
export function fromState(
  game: AnyGame,
  text: string,
): { ok: true; session: GenericSession } | { ok: false; error: string } {
  const parsed = game.parse(text.trim());
  if (!parsed.ok)
    return { ok: false, error: `This state does not load: ${parsed.error.map((i) => i.message).join('; ')}` };
  const players = game.players(parsed.value);
  const lineUp = lineUpFor(game, players.length);
  const seats: Record<string, SeatPlayer> = {};
  players.forEach((p, i) => {
    seats[p] = i === 0 ? null : (lineUp[i] ?? null);
  });
  return {
    ok: true,
    session: { game, seed: `save-${hash64(text.trim())}`, seats, state: parsed.value, news: [] },
  };
}

/** Reads a save of `game`; a save of another game, or one its `parse` refuses, is an error in words. */
export function fromSave(
  game: AnyGame,
  text: string,
): { ok: true; session: GenericSession } | { ok: false; error: string } {
  let raw: {
    format?: unknown;
    game?: unknown;
    seed?: unknown;
    seats?: unknown;
    news?: unknown;
    state?: unknown;
  };
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This save is not JSON.' };
  }
  if (raw?.format !== SAVE_FORMAT || raw.game !== game.id)
    return { ok: false, error: `This is not a save of ${game.title}.` };
  if (typeof raw.state !== 'string' || typeof raw.seed !== 'string')
    return { ok: false, error: 'This save has no state or no seed.' };
  const parsed = game.parse(raw.state);
  if (!parsed.ok)
    return { ok: false, error: `This save does not load: ${parsed.error.map((i) => i.message).join('; ')}` };
  const given = (typeof raw.seats === 'object' && raw.seats !== null ? raw.seats : {}) as Record<
    string,
    unknown
  >;
  const seats: Record<string, SeatPlayer> = {};
  for (const p of game.players(parsed.value)) {
    const b = given[p];
    seats[p] = typeof b === 'string' && isSeatName(game, b) ? b : null;
  }
  const news = Array.isArray(raw.news) ? (raw.news as unknown[]).filter(isNews) : [];
  return { ok: true, session: { game, seed: raw.seed, seats, state: parsed.value, news } };
}

function isNews(x: unknown): x is StepNews {
  if (typeof x !== 'object' || x === null) return false;
  const n = x as { step?: unknown; reports?: unknown; public?: unknown };
  return (
    typeof n.step === 'number' &&
    typeof n.reports === 'object' &&
    n.reports !== null &&
    Object.values(n.reports).every((r) => typeof r === 'string') &&
    (n.public === undefined || typeof n.public === 'string')
  );
}
