/**
 * Shared helpers for the Corporation tests: small buildings, games from a position, and
 * playing on with bots whose streams come from the kernel's generator.
 */
import {
  awaiting,
  type Building,
  type Colour,
  type CorporationBot,
  type CorporationState,
  type NewGameOptions,
  newGame,
  playerView,
  playTurn,
  type RulesOptions,
  type StartPosition,
} from '../../src/corporation/index.js';
import { seededRng } from '../../src/kernel/rng.js';

/** A game from options; throws when they are refused (a test's own mistake). */
export function game(options: NewGameOptions): CorporationState {
  const r = newGame(options);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('\n'));
  return r.value;
}

/**
 * A line building: the four reception areas lead to the first office, and each office to
 * the next; the last leads to the Boardroom. `colours` are the offices' colours, bottom
 * first; offices are named A, B, C, ...
 */
export function lineBuilding(colours: readonly Colour[], name = 'test line'): Building {
  const ids = colours.map((_, k) => String.fromCharCode(65 + k));
  return {
    name,
    invented: true,
    rooms: [
      ...(['red', 'green', 'blue', 'yellow'] as const).map((c) => ({
        id: `reception-${c}`,
        colour: c,
        up: ids[0] ?? 'boardroom',
        reception: true,
      })),
      ...colours.map((colour, k) => ({ id: ids[k]!, colour, up: ids[k + 1] ?? 'boardroom' })),
    ],
  };
}

/** The four reception areas leading straight to the Boardroom (CO-T8). */
export const FLAT: Building = {
  name: 'flat',
  invented: true,
  rooms: (['red', 'green', 'blue', 'yellow'] as const).map((c) => ({
    id: `reception-${c}`,
    colour: c,
    up: 'boardroom',
    reception: true,
  })),
};

/** Pairs (mover, support) as the twelve circles of a Table. */
export function tableOf(...pairs: [Colour, Colour][]): Colour[] {
  return pairs.flat();
}

/** A game from a position: players, a building, a start position, rules. */
export function at(
  start: StartPosition,
  opts: {
    players?: readonly Colour[];
    building?: Building;
    rules?: Partial<RulesOptions>;
    seed?: string;
  } = {},
): CorporationState {
  return game({
    seed: opts.seed ?? 'test',
    players: opts.players ?? ['red', 'blue'],
    building: opts.building ?? lineBuilding(['green', 'yellow', 'red', 'yellow', 'green']),
    rules: { firstPlayer: 'first-seat', ...opts.rules },
    start,
  });
}

/** Plays `state` on with bots (one per colour) for at most `maxSteps` steps. */
export function playOn(
  state: CorporationState,
  bots: Partial<Record<Colour, CorporationBot>>,
  seed: string,
  maxSteps = 2000,
): { state: CorporationState; steps: number } {
  let s = state;
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const w = awaiting(s);
    if (w.kind === 'over') break;
    const p = w.players[0]!;
    const bot = bots[p];
    if (bot === undefined) throw new Error(`no bot for ${p}`);
    const orders = bot(playerView(s, p), seededRng(`${seed}:${s.step}:${p}`));
    const r = playTurn(s, p, orders);
    if (!r.ok) throw new Error(`${p} at step ${s.step}: ${r.error.map((i) => i.message).join('; ')}`);
    s = r.value.state;
  }
  return { state: s, steps };
}
