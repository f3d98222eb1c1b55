/**
 * Who the web client seats, without a browser (web/src/generic/seats.ts and session.ts):
 * a game's ladder levels offered by name beside its bots, a level seated plays its bot and
 * stays seated through a save, and a bare state opened seats the game's default line-up
 * beside the person (as a new game does), not its first bot everywhere.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AnyGame } from '../../src/index.js';
import { SEALED_BIDS } from '../guides/sealed-bids.js';

// The client imports the package by name: here its sources stand in for it.
vi.mock('simulturn', () => import('../../src/index.js'));

/** What the test asks of the client's modules (imported at run time: the root type-check leaves web/ to web/tsconfig.json). */
type Session = { readonly seats: Readonly<Record<string, string | null>>; readonly state: unknown };
type Made = { ok: true; session: Session } | { ok: false; error?: string; issues?: readonly string[] };
interface SessionModule {
  newSession(game: AnyGame, options: unknown, seed: string, seats: Record<string, string | null>): Made;
  botOrders(s: Session, player: string, bot: string): unknown;
  resolveStep(s: Session, human: Record<string, unknown>): Session;
  toSave(s: Session): string;
  fromSave(game: AnyGame, text: string): Made;
  fromState(game: AnyGame, text: string): Made;
}
interface SeatsModule {
  seatChoices(game: AnyGame): { value: string; label: string; summary: string }[];
}
const WEB = '../../web/src/generic';
const load = async () => ({
  seats: (await import(/* @vite-ignore */ `${WEB}/seats.js`)) as SeatsModule,
  session: (await import(/* @vite-ignore */ `${WEB}/session.js`)) as SessionModule,
});

/** The guides' sealed-bids game with a default line-up and a ladder of its own bots. */
const LADDERED = {
  ...SEALED_BIDS,
  defaultLineUp: ['honest', 'random'],
  ladder: [
    { level: 'easy', bot: 'random', summary: 'bids at random' },
    { level: 'hard', bot: 'shade', summary: 'bids half its value' },
  ],
} as unknown as AnyGame;
const PLAIN = SEALED_BIDS as unknown as AnyGame;

const made = (m: Made): Session => {
  if (!m.ok) throw new Error(m.error ?? m.issues?.join('; '));
  return m.session;
};

describe("the web client's seats", () => {
  it("offers the ladder's levels by name, easiest first, then every bot; only the bots when there is no ladder", async () => {
    const { seats } = await load();
    expect(seats.seatChoices(LADDERED).map((c) => c.value)).toEqual([
      'easy',
      'hard',
      'shade',
      'honest',
      'random',
    ]);
    expect(seats.seatChoices(LADDERED)[1]).toEqual({
      value: 'hard',
      label: 'level: hard',
      summary: 'bids half its value',
    });
    expect(seats.seatChoices(PLAIN).map((c) => c.value)).toEqual(['shade', 'honest', 'random']);
  });

  it('seats a level, which plays its bot, and keeps it through a save', async () => {
    const { session } = await load();
    const options = { players: 3, rounds: 2 };
    const byLevel = made(
      session.newSession(LADDERED, options, 'ladder', { p1: null, p2: 'hard', p3: 'easy' }),
    );
    const byBot = made(
      session.newSession(LADDERED, options, 'ladder', { p1: null, p2: 'shade', p3: 'random' }),
    );
    expect(session.botOrders(byLevel, 'p2', 'hard')).toEqual(session.botOrders(byBot, 'p2', 'shade'));
    expect(session.botOrders(byLevel, 'p3', 'easy')).toEqual(session.botOrders(byBot, 'p3', 'random'));
    const human = { p1: [3] };
    expect(LADDERED.hash(session.resolveStep(byLevel, human).state)).toBe(
      LADDERED.hash(session.resolveStep(byBot, human).state),
    );
    const back = made(session.fromSave(LADDERED, session.toSave(byLevel)));
    expect(back.seats).toEqual({ p1: null, p2: 'hard', p3: 'easy' });
  });

  it('opens a bare state with the person in the first seat and the default line-up in the others', async () => {
    const { session } = await load();
    const start = LADDERED.setup({ players: 4, rounds: 2 }, 'bare');
    if (!start.ok) throw new Error('no start');
    const opened = made(session.fromState(LADDERED, LADDERED.serialize(start.value)));
    // lineUpFor repeats the line-up over the seats: honest, random, honest, random.
    expect(opened.seats).toEqual({ p1: null, p2: 'random', p3: 'honest', p4: 'random' });
    const plain = made(session.fromState(PLAIN, PLAIN.serialize(start.value)));
    expect(plain.seats).toEqual({ p1: null, p2: 'shade', p3: 'shade', p4: 'shade' });
  });
});
