/**
 * Galactic Overlord's simulator plug-in: the contract's plain one (`simulationOf`) with
 * what a study of the game's balance asks: each seat's place at the table (`seat`) and
 * the mix of ships it built over the game (`mix`: the weapon of more than half the units
 * it built, `mixed`, or `none`), so the table gives win rates by bot, by seat and by mix;
 * counters of battles, shields and captures; and the winner's navy at the end by weapon
 * and by hull. Each turn's arrival order is drawn from the game's seed (K2), as a
 * referee's receipt order would vary, since it decides who meets a defender first (GO-5.4).
 */
import type { Game } from '../kernel/game/contract.js';
import type { Seat } from '../kernel/game/seat.js';
import type { CounterInfo, GameRecord, GameSpec, SimulationGame } from '../kernel/game/simulation.js';
import { runMatch } from '../kernel/match.js';
import { simulationOf, studyOf } from '../kernel/simulate/from-game.js';
import type { GmPost, PrivateReport } from './report.js';
import type { GalacticOverlordOptions } from './setup.js';
import type { GoState } from './state.js';
import type { TurnResult } from './turn.js';
import type { GoView } from './view.js';
import { HULLS, type Hull, hullSize, WEAPONS, type Weapon } from './vocabulary.js';

const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** The counters every record carries. */
const COUNTERS: readonly CounterInfo[] = [
  { name: 'battles', title: 'battles', description: 'battles fought, shields included (GO-5)' },
  {
    name: 'shieldHeld',
    title: 'held by a shield',
    description: 'attacks a raised shield took (GO-4.4)',
    shareOf: 'battles',
  },
  {
    name: 'capturedBases',
    title: 'bases captured',
    description: 'bases that changed hands in battles (GO-5.2, GO-5.3)',
  },
  {
    name: 'winnerUnits',
    title: 'winner’s navy',
    description: 'units (hull sizes) in the sole winner’s navy at the end',
  },
  ...WEAPONS.map((w) => ({
    name: `winner${cap(w)}`,
    title: `winner’s ${w} units`,
    description: `units of ${w} in the sole winner’s navy at the end`,
    shareOf: 'winnerUnits',
  })),
  ...HULLS.map((h) => ({
    name: `winner${cap(h)}`,
    title: `winner’s ${h} units`,
    description: `units in ${h}s in the sole winner’s navy at the end`,
    shareOf: 'winnerUnits',
  })),
];

/** A seat's mix over the game: the weapon of more than half the units it built, `mixed`, or `none`. */
function mixOf(units: Readonly<Record<Weapon, number>>): string {
  const total = WEAPONS.reduce((t, w) => t + units[w], 0);
  if (total === 0) return 'none';
  return WEAPONS.find((w) => 2 * units[w] > total) ?? 'mixed';
}

/** The ships raw orders asked for, as far as they read as `{hull, weapon}` (the orders were accepted). */
function shipsAsked(raw: unknown): { hull: Hull; weapon: Weapon }[] {
  const ships = (raw as { ships?: unknown } | null)?.ships;
  if (!Array.isArray(ships)) return [];
  return ships.filter(
    (s): s is { hull: Hull; weapon: Weapon } =>
      (HULLS as readonly unknown[]).includes(s?.hull) && (WEAPONS as readonly unknown[]).includes(s?.weapon),
  );
}

/** The simulator plug-in of a Galactic Overlord game object (`GALACTIC_OVERLORD` passes itself). */
export function galacticOverlordSimulation(
  game: Game<GoState, GalacticOverlordOptions, GoView, TurnResult, PrivateReport, GmPost>,
): SimulationGame {
  const { options } = studyOf(game);
  const seatCount = (text: Readonly<Record<string, string>>): number => {
    const r = game.readOptions!(text);
    return r.ok ? (r.value.players?.length ?? 2) : 2;
  };
  const base = simulationOf(game, { options, seatCount });
  const playGame = (spec: GameSpec): GameRecord => {
    const read = options(spec.options);
    if (!read.ok) throw new Error(read.error.map((i) => i.message).join('; '));
    const start = game.setup(read.value, spec.seed);
    if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
    const players = start.value.players;
    const seats: Record<string, Seat<GoView>> = {};
    players.forEach((p, j) => {
      const entry = game.bots[spec.bots[j]!]!;
      seats[p] = (view, rng) => entry.bot(view, rng);
    });
    const built: Record<string, Record<Weapon, number>> = {};
    for (const p of players) built[p] = { laser: 0, fighter: 0, torpedo: 0 };
    const counters: Record<string, number> = {};
    for (const c of COUNTERS) counters[c.name] = 0;
    const run = runMatch(game, {
      seed: spec.seed,
      start: start.value,
      seats,
      record: false,
      arrival: true,
      maxSteps: 10_000,
      onStep: (result, orders) => {
        for (const b of result.post.battles) {
          counters.battles!++;
          if (b.shielded) counters.shieldHeld!++;
          counters.capturedBases! += b.captured.length;
        }
        for (const [p, r] of Object.entries(result.reports)) {
          if (r.orders !== 'accepted') continue;
          for (const s of shipsAsked(orders[p])) built[p]![s.weapon] += hullSize(s.hull);
        }
      },
    });
    const outcome = game.outcome(run.state);
    const winners = outcome?.winners ?? [];
    if (winners.length === 1) {
      for (const s of run.state.factions[winners[0]!]!.ships) {
        const u = hullSize(s.hull);
        counters.winnerUnits! += u;
        counters[`winner${cap(s.weapon)}`]! += u;
        counters[`winner${cap(s.hull)}`]! += u;
      }
    }
    return {
      index: spec.index,
      days: run.stepsPlayed,
      reason: outcome?.reason ?? 'unfinished',
      winners: players.flatMap((p, j) => (winners.includes(p) ? [j] : [])),
      seats: players.map((p, j) => ({
        categories: { bot: spec.bots[j]!, seat: String(j + 1), mix: mixOf(built[p]!) },
      })),
      ...(outcome === null
        ? {}
        : {
            scores: players.map((p) => outcome.seats[p]!.score),
            ranks: players.map((p) => outcome.seats[p]!.rank),
            eliminatedAt: players.map((p) => outcome.seats[p]!.eliminatedAt ?? null),
          }),
      flags: {},
      counters,
    };
  };
  return Object.freeze({
    ...base,
    lengthUnit: 'turns',
    categories: Object.freeze([
      ...base.categories,
      { name: 'seat', title: 'seat', description: "the seat's place in the list of factions, from 1" },
      {
        name: 'mix',
        title: 'ships built',
        description: 'the weapon of more than half the units the seat built over the game, mixed, or none',
      },
    ]),
    counters: Object.freeze(COUNTERS),
    playGame,
  });
}
