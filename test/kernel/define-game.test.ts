/**
 * Declaring a game (`defineGame`): what the kernel derives from what is a game's own, and
 * every game's facts, held to what the game does: its seat counts are its `players`
 * option's range, a simultaneous game awaits every seat at its first step; and the
 * defaults that let a small game declare only its own (the guide's Sealed Bids is one).
 */
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { defineGame, titleOfId } from '../../src/kernel/game/define.js';
import { INFORMATION_KINDS, STEP_KINDS } from '../../src/kernel/game/facts.js';
import { type ShapeOf, shape } from '../../src/kernel/game/state-shape.js';
import { NOBODY_AWAITED } from '../../src/kernel/game/steps.js';
import { canonicalJson, hash64 } from '../../src/kernel/hash.js';
import { err, ok } from '../../src/kernel/result.js';
import { SEALED_BIDS } from '../guides/sealed-bids.js';
import { TOY } from '../support/toy-game.js';

const ALL: readonly AnyGame[] = [...GAMES.games, TOY as unknown as AnyGame, SEALED_BIDS];

describe('every game’s facts', () => {
  it.each(ALL.map((g) => [g.id, g] as const))(
    '%s states them, and its players option reads within its seats',
    (_, game) => {
      expect(STEP_KINDS).toContain(game.facts.steps);
      expect(INFORMATION_KINDS).toContain(game.facts.information);
      const { min, max } = game.facts.seats;
      expect(Number.isInteger(min) && min >= 1 && max >= min).toBe(true);
      const players = game.options?.setup.players;
      expect(players && 'min' in players ? [players.min, players.max] : null).toEqual([min, max]);
      // The default options set a game up, with a number of seats within the facts.
      const read = game.readOptions!({});
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const start = game.setup(read.value, 'facts');
      expect(start.ok).toBe(true);
      if (!start.ok) return;
      const seats = game.players(start.value).length;
      expect(seats).toBeGreaterThanOrEqual(min);
      expect(seats).toBeLessThanOrEqual(max);
      // K1: a simultaneous game awaits every seat at its first step.
      if (game.facts.steps === 'simultaneous')
        expect(game.awaiting(start.value).players).toEqual(game.players(start.value));
      // Fewer seats than the least, or more than the most, are refused by name.
      for (const n of [min - 1, max + 1]) {
        const r = game.readOptions!({ players: String(n) });
        expect(r.ok ? [] : r.error.map((i) => [i.code, i.path])).toEqual([
          ['setup/bad-option-value', ['players']],
        ]);
      }
    },
  );

  it('names the option a slip of the pen meant', () => {
    const r = CORPORATE_WAR.readOptions!({ dayLimt: '3' });
    expect(r.ok ? '' : r.error[0]!.message).toBe(
      'there is no option named "dayLimt"; did you mean dayLimit?',
    );
  });
});

describe('defineGame derives what is not a game’s own', () => {
  interface S {
    readonly players: readonly string[];
    readonly step: number;
  }
  const declared = {
    id: 'tiny-game',
    facts: { steps: 'simultaneous', information: 'perfect', seats: { min: 1, max: 1 } },
    options: { setup: { players: { min: 1, max: 1, default: 1 } }, fromText: (o: { players: number }) => o },
    newGame: (o: { players: number }, _seed: string) =>
      ok<S>({ players: o.players === 1 ? ['a'] : [], step: 1 }),
    awaiting: (s: S) => (s.step > 2 ? NOBODY_AWAITED : { players: s.players, kind: 'go' }),
    step: (s: S) => s.step,
    checkOrders: (_s: S, _p: string, raw: unknown) =>
      raw === 'no' ? err([{ code: 'tiny/no', path: [], message: 'no' }]) : ok(raw),
    resolve: (s: S) => ({ state: { ...s, step: s.step + 1 }, reports: { a: s.step } }),
    view: (s: S) => ({ step: s.step }),
    outcome: (s: S) =>
      s.step > 2 ? { reason: 'done', winners: ['a'], seats: { a: { score: 1, rank: 1 } } } : null,
    stateFormat: { name: 'tiny', version: 3 },
    readState: (json: unknown) =>
      typeof json === 'object' && json !== null
        ? ok(json as S)
        : err([{ code: 'tiny/bad', path: [], message: 'bad' }]),
    bots: { idle: { summary: 'does nothing', bot: () => [] } },
  } as const;
  const tiny = defineGame(declared);

  it('a title from the id, players and reports from the state and the step, names of bots', () => {
    expect(titleOfId('galactic-overlord')).toBe('Galactic Overlord');
    expect(tiny.title).toBe('Tiny Game');
    const start = tiny.setup({ players: 1 }, 's');
    expect(start.ok && tiny.players(start.value)).toEqual(['a']);
    if (!start.ok) return;
    expect(tiny.reports(tiny.resolve(start.value, {}))).toEqual({ a: 1 });
    expect(tiny.bots.idle!.name).toBe('idle');
    expect(Object.keys(tiny)).not.toContain('newGame');
    expect(Object.keys(tiny)).not.toContain('readState');
  });

  it('set-up refuses what is not an object; an order check answering a Result is an OrderCheck', () => {
    for (const bad of [
      null,
      'one',
      [1],
      {
        get players() {
          throw new Error('no');
        },
      },
    ]) {
      const r = tiny.setup(bad as never, 's');
      expect(r.ok ? 'ok' : r.error[0]!.code).toBe('options/invalid');
    }
    const s = { players: ['a'], step: 1 };
    expect(tiny.checkOrders(s, 'a', 'yes')).toEqual({ issues: [] });
    expect(tiny.checkOrders(s, 'a', 'no').issues.map((i) => i.code)).toEqual(['tiny/no']);
  });

  it('saves as canonical versioned JSON, hashes the canonical state, and reads back through readState', () => {
    const s = { step: 2, players: ['a'] };
    expect(tiny.serialize(s)).toBe(canonicalJson({ format: 'tiny', version: 3, state: s }));
    expect(tiny.hash(s)).toBe(hash64(canonicalJson(s)));
    expect(tiny.parse(tiny.serialize(s))).toEqual({ ok: true, value: s });
    const codes = (text: string) => {
      const r = tiny.parse(text);
      return r.ok ? 'ok' : r.error[0]!.code;
    };
    expect(codes('{"format":"tiny","version":2,"state":{}}')).toBe('state/wrong-version');
    expect(codes('{"format":"other","version":3,"state":{}}')).toBe('state/wrong-format');
    expect(codes('{"format":"tiny","version":3,"state":7}')).toBe('tiny/bad');
    expect(codes('not json')).toBe('state/unreadable');
  });

  it('gives a game its simulator plug-in made from the finished game, and refuses a game with no way to load', () => {
    let seen: unknown;
    const withSim = defineGame({
      ...declared,
      simulation: (game) => {
        seen = game;
        return CORPORATE_WAR.simulation!;
      },
    });
    expect(withSim.simulation).toBe(CORPORATE_WAR.simulation);
    expect((seen as AnyGame).title).toBe('Tiny Game');
    const { readState: _, ...noLoad } = declared;
    expect(() => defineGame(noLoad)).toThrow(/neither parse, readState nor stateShape/);
  });
});

describe('defineGame fills in what a small game leaves out', () => {
  const STATE = shape.object({
    step: shape.int(1, 9),
    players: shape.list(shape.text),
    total: shape.int(0, 99),
  });
  type Small = ShapeOf<typeof STATE>;
  const OPTIONS = { players: { min: 1, max: 3, default: 2 }, goal: { min: 1, max: 9, default: 3 } } as const;
  /** Everyone adds 1 or 2 to a shared total, at once, until it reaches the goal (kept in `step` for brevity). */
  const small = {
    id: 'small-sum',
    facts: { steps: 'simultaneous', information: 'perfect', seats: { min: 1, max: 3 } },
    options: { setup: OPTIONS },
    newGame: ({ players, goal }: { players: number; goal: number }, _seed: string) =>
      ok({ step: 1, players: ['a', 'b', 'c'].slice(0, players), total: 10 - goal }),
    legalOrders: (s: Small, p: string) => (s.players.includes(p) && s.total < 10 ? [[1], [2]] : []),
    resolve: (s: Small, orders: Record<string, unknown>) => ({
      state: { ...s, step: s.step + 1, total: Math.min(10, s.total + Object.keys(orders).length) },
      reports: {},
    }),
    view: (s: Small) => s.total,
    outcome: (s: Small) =>
      s.total >= 10
        ? {
            reason: 'goal',
            winners: [],
            seats: Object.fromEntries(s.players.map((p) => [p, { score: 0, rank: 1 }])),
          }
        : null,
    stateFormat: { name: 'small', version: 1 },
    stateShape: STATE,
    bots: { one: { summary: 'adds 1', bot: () => [1] } },
  } as const;
  const game = defineGame(small);

  it('checks the options by the tables at set-up and fills in the defaults; readOptions gives the values read', () => {
    const start = game.setup({ goal: 1 }, 's');
    expect(start).toEqual({ ok: true, value: { step: 1, players: ['a', 'b'], total: 9 } });
    const bad = game.setup({ players: 4, gaol: 2 } as never, 's');
    expect(bad.ok ? [] : bad.error.map((i) => [i.code, i.path])).toEqual([
      ['setup/bad-option-value', ['players']],
      ['setup/unknown-option', ['gaol']],
    ]);
    expect(game.readOptions!({ players: '3' })).toEqual({ ok: true, value: { players: 3, goal: 3 } });
    expect(game.setup(null as never, 's').ok).toBe(false);
  });

  it('takes the step from the state, and awaits every seat of a simultaneous game until there is an outcome', () => {
    const s = { step: 4, players: ['a', 'b'], total: 8 };
    expect(game.step(s)).toBe(4);
    expect(game.awaiting(s)).toEqual({ players: ['a', 'b'], kind: 'orders' });
    expect(game.awaiting({ ...s, total: 10 })).toEqual(NOBODY_AWAITED);
    expect(() => defineGame({ ...small, facts: { ...small.facts, steps: 'sequential' } })).toThrow(
      /small-sum gives no awaiting, and its steps are not simultaneous/,
    );
  });

  it('checks orders by the legal orders: the awaited player, one of its listed orders, never a throw', () => {
    const s = { step: 1, players: ['a', 'b'], total: 8 };
    expect(game.checkOrders(s, 'a', [2])).toEqual({ issues: [] });
    const codes = (player: string, raw: unknown) =>
      game.checkOrders(s, player, raw).issues.map((i) => i.code);
    expect(codes('c', [1])).toEqual(['orders/not-awaited']);
    expect(codes('a', [3])).toEqual(['orders/not-legal']);
    expect(game.checkOrders(s, 'a', [3]).issues[0]!.message).toBe('[3] are not orders a may give now');
    expect(game.checkOrders(s, 'c', [1]).issues[0]!.message).toBe('c is not awaited at this step');
    expect(game.checkOrders({ ...s, total: 10 }, 'a', [1]).issues.map((i) => i.code)).toEqual([
      'orders/not-awaited',
    ]);
    const cycle: unknown[] = [];
    cycle.push(cycle);
    for (const raw of [undefined, () => 1, cycle, { 0: 1, length: 1 }])
      expect(codes('a', raw)).toEqual(['orders/not-legal']);
    const { legalOrders: _, ...unchecked } = small;
    expect(() => defineGame(unchecked as never)).toThrow(
      /small-sum gives neither checkOrders nor legalOrders/,
    );
  });

  it('loads a save through the state shape, refusing a misfit at its place', () => {
    const s = { step: 2, players: ['a'], total: 5 };
    expect(game.parse(game.serialize(s))).toEqual({ ok: true, value: s });
    const misfit = game.parse(canonicalJson({ format: 'small', version: 1, state: { ...s, total: 100 } }));
    expect(misfit.ok ? [] : misfit.error.map((i) => [i.code, i.path, i.message])).toEqual([
      [
        'state/unreadable',
        ['total'],
        'the saved state cannot be read: total must be a whole number from 0 to 99, not 100',
      ],
    ]);
  });

  it('changes nothing for a game that gives its own: its options read by its fromText, its checks and awaiting kept', () => {
    const own = defineGame({
      ...small,
      options: { setup: OPTIONS, fromText: (o) => ({ ...o, players: 1 }) },
      newGame: (o: { players: number; goal: number }, seed: string) => small.newGame(o, seed),
      awaiting: () => ({ players: ['z'], kind: 'own' }),
      checkOrders: () => ({ issues: [] }),
    });
    expect(own.readOptions!({ players: '3' })).toEqual({ ok: true, value: { players: 1, goal: 3 } });
    // Not checked by the tables: the game's newGame has the options as given.
    expect(own.setup({ players: 9, goal: 1 }, 's').ok).toBe(true);
    expect(own.awaiting({ step: 1, players: ['a'], total: 0 })).toEqual({ players: ['z'], kind: 'own' });
    expect(own.checkOrders({ step: 1, players: ['a'], total: 0 }, 'q', 'x')).toEqual({ issues: [] });
  });
});
