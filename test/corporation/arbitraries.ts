/**
 * fast-check arbitraries for Corporation: small random buildings (towers that merge),
 * random Tables, random positions on them, and games played on with cheap random orders
 * drawn from the kernel's generator (never `Math.random`).
 */
import fc from 'fast-check';
import {
  awaiting,
  type Building,
  COLOURS,
  type Colour,
  type CorporationState,
  DEFAULT_BUILDING,
  newGame,
  playTurn,
  type Room,
  RULE_OPTIONS,
  type RulesOptions,
} from '../../src/corporation/index.js';
import { RULE_OPTION_NAMES } from '../../src/corporation/rules-options.js';
import { countersLeft, offBoard } from '../../src/corporation/state.js';
import { type Rng, seededRng } from '../../src/kernel/rng.js';
import { labelled } from '../support/fc.js';

/** Some rules options, each drawn from its values. */
export function arbRules(): fc.Arbitrary<Partial<RulesOptions>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of RULE_OPTION_NAMES) model[name] = fc.constantFrom(...RULE_OPTIONS[name].values);
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Partial<RulesOptions>>;
}

/**
 * A building of 1 to `maxOffices` offices: office k leads to a later office or the
 * Boardroom, so paths merge; each reception area leads to an office or the Boardroom.
 */
export function arbBuilding(maxOffices = 6): fc.Arbitrary<Building> {
  return fc.integer({ min: 1, max: maxOffices }).chain((n) =>
    fc
      .record({
        colours: fc.array(fc.constantFrom(...COLOURS), { minLength: n, maxLength: n }),
        ups: fc.array(fc.nat(), { minLength: n, maxLength: n }),
        entries: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      })
      .map(({ colours, ups, entries }) => {
        const id = (k: number) => `o${k}`;
        const offices: Room[] = colours.map((colour, k) => {
          const above = n - k - 1; // later offices
          const pick = ups[k]! % (above + 1);
          return { id: id(k), colour, up: pick === above ? 'boardroom' : id(k + 1 + pick) };
        });
        const receptions: Room[] = COLOURS.map((colour, c) => {
          const pick = entries[c]! % (n + 1);
          return {
            id: `reception-${colour}`,
            colour,
            up: pick === n ? 'boardroom' : id(pick),
            reception: true,
          };
        });
        return { name: 'random', invented: true, rooms: [...receptions, ...offices] };
      }),
  );
}

/** A full Table: the twelve counters in a random order. */
export function arbTable(): fc.Arbitrary<Colour[]> {
  return fc.shuffledSubarray(
    COLOURS.flatMap((c) => [c, c, c]),
    { minLength: 12, maxLength: 12 },
  );
}

/** A red–blue game at a random position on a random building, with random rules. */
export function arbPosition(
  opts: { maxOffices?: number; maxEmployees?: number; rules?: fc.Arbitrary<Partial<RulesOptions>> } = {},
): fc.Arbitrary<CorporationState> {
  const maxEmployees = opts.maxEmployees ?? 12;
  return fc
    .record({
      building: arbBuilding(opts.maxOffices),
      table: arbTable(),
      rules: opts.rules ?? arbRules(),
      placements: fc.array(fc.tuple(fc.constantFrom(...COLOURS), fc.nat()), { maxLength: maxEmployees }),
      toMove: fc.constantFrom<Colour>('red', 'blue'),
    })
    .map(({ building, table, rules, placements, toMove }) => {
      const rooms: Record<string, Colour[]> = {};
      const boardroom = { red: 0, green: 0, blue: 0, yellow: 0 };
      const used = { red: 0, green: 0, blue: 0, yellow: 0 };
      for (const [c, where] of placements) {
        if (used[c] === 3) continue;
        const k = where % (building.rooms.length + 1);
        if (k === building.rooms.length) {
          if ((c === 'red' || c === 'blue') && boardroom[c] === 2) continue; // nobody has won yet
          boardroom[c]++;
        } else (rooms[building.rooms[k]!.id] ??= []).push(c);
        used[c]++;
      }
      const r = newGame({
        seed: 'p',
        players: ['red', 'blue'],
        building,
        rules,
        start: { table, rooms, boardroom, toMove },
      });
      if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
      return labelled(
        r.value,
        `position ${JSON.stringify({ rooms, boardroom, table, rules, toMove, building: building.rooms })}`,
      );
    });
}

/**
 * Cheap random orders for whoever is awaited: a random placement; or a turn with a random
 * exchange and entry (each half the time) and promotions left to the rules; or a random
 * challenge answer.
 */
export function cheapOrders(state: CorporationState, rng: Rng): unknown {
  const w = awaiting(state);
  if (w.kind === 'place') {
    const circles = state.table.flatMap((c, k) => (c === null ? [k] : []));
    const left = countersLeft(state);
    const colours = COLOURS.filter((c) => left[c] > 0);
    return { circle: circles[rng.int(circles.length)], colour: colours[rng.int(colours.length)] };
  }
  if (w.kind === 'challenge') return { challenge: rng.int(2) === 0 };
  const out: Record<string, unknown> = {};
  if (rng.int(2) === 0) {
    const a = rng.int(12);
    const b = (a + 1 + rng.int(11)) % 12;
    if (state.rules.exchange === 'any-two' || a >> 1 !== b >> 1) out.swap = [a, b];
  }
  const left = offBoard(state);
  const colours = COLOURS.filter((c) => left[c] > 0);
  if (colours.length > 0 && rng.int(4) > 0) {
    const colour = colours[rng.int(colours.length)]!;
    out.enter = { colour, area: state.rules.entryArea === 'own-colour' ? colour : COLOURS[rng.int(4)] };
  }
  return out;
}

/** Plays `steps` steps with {@link cheapOrders} from a seeded generator. */
export function playCheap(state: CorporationState, steps: number, seed: string): CorporationState {
  let s = state;
  const rng = seededRng(seed);
  for (let k = 0; k < steps && awaiting(s).kind !== 'over'; k++) {
    const p = awaiting(s).players[rng.int(awaiting(s).players.length)]!;
    let orders = cheapOrders(s, rng) as Record<string, unknown>;
    if (awaiting(s).kind === 'turn' && s.rules.missedPromotions === 'reject') {
      // Under `reject` a turn must list every promotion: take the engine's own list.
      const done = playTurn({ ...s, rules: { ...s.rules, missedPromotions: 'engine-completes' } }, p, orders);
      if (done.ok) {
        const promote = done.value.report.events.flatMap((e) => (e.type === 'promoted' ? [e.room] : []));
        orders = { ...orders, promote };
      }
    }
    const r = playTurn(s, p, orders);
    if (!r.ok) throw new Error(`cheap orders refused: ${r.error.map((i) => i.message).join('; ')}`);
    s = r.value.state;
  }
  return s;
}

/** A game on the default building (2–4 players, random rules) after 0 to `maxSteps` cheap steps. */
export function arbPlayedGame(maxSteps = 40): fc.Arbitrary<CorporationState> {
  return fc
    .record({
      seed: fc.string({ maxLength: 6 }),
      players: fc.shuffledSubarray([...COLOURS], { minLength: 2, maxLength: 4 }),
      rules: arbRules(),
      steps: fc.integer({ min: 0, max: maxSteps }),
      playSeed: fc.string({ maxLength: 6 }),
    })
    .map(({ seed, players, rules, steps, playSeed }) => {
      const g = newGame({ seed, players, rules, building: DEFAULT_BUILDING });
      if (!g.ok) throw new Error('newGame refused');
      return labelled(
        playCheap(g.value, steps, playSeed),
        `playCheap(newGame(${JSON.stringify({ seed, players, rules })}), ${steps}, ${JSON.stringify(playSeed)})`,
      );
    });
}
