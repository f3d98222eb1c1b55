/**
 * A game in the browser: the engine's state, whom the person at the keyboard plays, which
 * bot plays every other seat, and the reports the person has received (the view keeps only
 * the latest per sector; the status window shows them all). Everything here goes through
 * the package's public entry points.
 */
import { botRng, hash64, lineUpFor } from 'simulturn';
import {
  BOT_NAMES,
  type BotName,
  CORPORATE_WAR,
  DEFAULT_BOTS,
  DEFAULT_SCENARIO,
  type GameState,
  newGame,
  parseState,
  playerView,
  resolveDay,
  serializeState,
} from 'simulturn/corporate-war';
import type { OrderInput, PlayerReport, PlayerView } from 'simulturn/corporate-war/client';

export const SAVE_KEY = 'simulturn.corporate-war.save';
const SAVE_FORMAT = 'simulturn-web/corporate-war';

/** The bots a person may play against: the library's, strongest first. */
export const BOT_CHOICES: readonly BotName[] = [...BOT_NAMES].reverse();

export interface Session {
  /** Seeds the bots' generators (`botRng(seed, player, day)`); the game's own generator is in its state. */
  readonly seed: string;
  /** The player the person at the keyboard plays. */
  readonly human: string;
  /** The bot of every other player. */
  readonly bots: Readonly<Record<string, BotName>>;
  readonly state: GameState;
  /** Every report the person has received, oldest first. */
  readonly archive: readonly PlayerReport[];
}

/** The corporations one may play, with their display names. */
export const CORPORATIONS: readonly { id: string; name: string }[] = Object.entries(
  DEFAULT_SCENARIO.corporations,
).map(([id, c]) => ({ id, name: c.name }));

export interface NewSessionOptions {
  readonly seed: string;
  /** The corporation the person plays; the first three others of the scenario play against it. */
  readonly corporation: string;
  /** The bot of every other seat without one of its own in `seats`. */
  readonly bot: BotName;
  /** A bot for each of the other seats, by corporation (the picker's per-seat choice). */
  readonly seats?: Readonly<Record<string, BotName>>;
}

/** The corporations that play against `corporation`, in seat order. */
export const opponentsOf = (corporation: string): string[] =>
  CORPORATIONS.map((c) => c.id)
    .filter((id) => id !== corporation)
    .slice(0, 3);

/**
 * The bot of each seat against `corporation` when the person names none: the game's
 * default line-up by seat (the person at the first seat), by corporation.
 */
export function defaultSeats(corporation: string): Record<string, BotName> {
  const opponents = opponentsOf(corporation);
  const lineUp = lineUpFor(CORPORATE_WAR, opponents.length + 1);
  return Object.fromEntries(opponents.map((c, i) => [c, lineUp[i + 1] as BotName]));
}

export function newSession({ seed, corporation, bot, seats = {} }: NewSessionOptions): Session {
  const state = newGame({ seed, corporations: [corporation, ...opponentsOf(corporation)] });
  const bots = botsFor(state, corporation, bot);
  for (const p of Object.keys(bots)) if (Object.hasOwn(seats, p)) bots[p] = seats[p]!;
  return { seed, human: corporation, bots, state, archive: [] };
}

function botsFor(state: GameState, human: string, bot: BotName): Record<string, BotName> {
  const bots: Record<string, BotName> = {};
  for (const p of state.players) if (p.id !== human) bots[p.id] = bot;
  return bots;
}

export const viewOf = (s: Session): PlayerView => playerView(s.state, s.human)!;

/** The day's end: the person's orders and every bot's, from its own view, resolved at once. */
export function resolveSession(s: Session, orders: readonly OrderInput[]): Session {
  const day = s.state.day;
  const all: Record<string, readonly OrderInput[]> = { [s.human]: orders };
  for (const [player, bot] of Object.entries(s.bots)) {
    const view = playerView(s.state, player);
    if (view !== undefined) all[player] = DEFAULT_BOTS[bot].bot(view, botRng(s.seed, player, day));
  }
  const { state, reports } = resolveDay(s.state, all);
  const report = reports[s.human];
  return { ...s, state, archive: report === undefined ? s.archive : [...s.archive, report] };
}

/** The save as text: the engine's own `serializeState`, with the seat and the reports around it. */
export function toSave(s: Session): string {
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: 1,
    seed: s.seed,
    human: s.human,
    bots: s.bots,
    archive: s.archive,
    state: serializeState(s.state),
  });
}

export type Loaded =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly error: string };

/**
 * Reads this client's save, or a bare `serializeState` save (from the command line or a
 * server): then the person plays its first player, the others get `bot`, and the bots'
 * seed is drawn from the state.
 */
export function fromSave(text: string, bot: BotName = 'cautious'): Loaded {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This is not a save: it is not JSON.' };
  }
  const wrapped =
    typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === SAVE_FORMAT;
  const w = raw as { seed?: unknown; human?: unknown; bots?: unknown; archive?: unknown; state?: unknown };
  const parsed = parseState(wrapped ? w.state : raw);
  if (!parsed.ok)
    return { ok: false, error: `This save does not load: ${parsed.error.map((i) => i.message).join('; ')}` };
  const state = parsed.value;
  if (!wrapped) {
    const human = state.players.first()?.id;
    if (human === undefined) return { ok: false, error: 'This save has no players.' };
    const seed = `save-${hash64(text)}`;
    return { ok: true, session: { seed, human, bots: botsFor(state, human, bot), state, archive: [] } };
  }
  const human = typeof w.human === 'string' ? w.human : '';
  if (playerView(state, human) === undefined)
    return { ok: false, error: 'This save names no player of its game.' };
  const bots: Record<string, BotName> = {};
  const given = (typeof w.bots === 'object' && w.bots !== null ? w.bots : {}) as Record<string, unknown>;
  for (const p of state.players) {
    if (p.id === human) continue;
    const b = given[p.id];
    bots[p.id] = typeof b === 'string' && Object.hasOwn(DEFAULT_BOTS, b) ? (b as BotName) : bot;
  }
  // The reports are kept only if they look like reports (a pasted save may be anything).
  const archive = Array.isArray(w.archive) && w.archive.every(isReport) ? (w.archive as PlayerReport[]) : [];
  const seed = typeof w.seed === 'string' ? w.seed : `save-${hash64(text)}`;
  return { ok: true, session: { seed, human, bots, state, archive } };
}

function isReport(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { day?: unknown; player?: unknown; groups?: unknown };
  return (
    typeof r.day === 'number' &&
    typeof r.player === 'string' &&
    Array.isArray(r.groups) &&
    r.groups.every(
      (g: unknown) =>
        typeof g === 'object' &&
        g !== null &&
        typeof (g as { id?: unknown }).id === 'string' &&
        Array.isArray((g as { events?: unknown }).events) &&
        Array.isArray((g as { soldiers?: unknown }).soldiers),
    )
  );
}
