/**
 * TSG-7.2: battles fought by a resolver of the program's own. The registry is frozen; a
 * game set up with resolvers (`strategicGame({ resolvers })`) names its choice in its
 * rules, its state, its saves and its replays; a program without that resolver gets a
 * typed error, never a game fought another way; the search bot's playouts fight with a
 * cheap stand-in unless told otherwise; reports say what the resolver says.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/kernel/game/seat.js';
import type { IssueBase } from '../../src/kernel/issue.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { replaySteps, runMatch } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import {
  BATTLE_RESOLVERS,
  type BattleResolver,
  DUEL_MAP,
  expanderBot,
  randomBot,
  renderReport,
  STRATEGIC_GAME,
  searchBot,
  searchBotWith,
  strategicCombat,
  strategicGame,
  type TsgReport,
  type TsgView,
  withBattleResolvers,
} from '../../src/strategic-game/index.js';
import { resolveStep } from '../../src/strategic-game/turn.js';

/** The error `f` throws, or fails the test. */
function thrown(f: () => unknown): SimulturnError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulturnError);
    return e as SimulturnError;
  }
  throw new Error('expected an error');
}

/**
 * A toy resolver with no dice rounds: the side with more ships wins and the other loses
 * every ship (a tie: the attacker wins). Each side is told the score, which both saw.
 */
const headcount: BattleResolver = ({ attacker, defender }) => {
  const [winner, loser] =
    defender.ships.length > attacker.ships.length ? [defender, attacker] : [attacker, defender];
  const told = `${winner.ships.length} ships against ${loser.ships.length}, ${winner.player} held the field`;
  return {
    rounds: [],
    lost: { [winner.player]: [], [loser.player]: loser.ships.map((s) => s.id) },
    retreated: null,
    end: 'destroyed',
    told: { [attacker.player]: told, [defender.player]: told },
  };
};

/** A resolver that counts its calls, fighting as `inner`. */
function counted(inner: BattleResolver): { resolver: BattleResolver; calls: () => number } {
  let calls = 0;
  return {
    resolver: (input) => {
      calls++;
      return inner(input);
    },
    calls: () => calls,
  };
}

const OPTIONS = { map: DUEL_MAP, budget: 100, turnLimit: 12 } as const;

/** A whole game of `game` from its set-up, random against expander (several battles), with every step's battles and reports. */
function play(
  game: typeof STRATEGIC_GAME,
  combat: string,
  seats: Record<string, Seat<TsgView>> = { p1: randomBot, p2: expanderBot },
  seed = 'resolvers',
  budget = 100,
) {
  const start = game.setup({ ...OPTIONS, budget, rules: { combat } }, seed);
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
  const battles: string[] = [];
  const reports: TsgReport[] = [];
  const run = runMatch(game, {
    seed,
    start: start.value,
    seats,
    onStep: (r) => {
      battles.push(...r.trace.battles.map((b) => b.combat));
      reports.push(...Object.values(game.reports(r)));
    },
  });
  return { start: start.value, run, battles, reports };
}

describe('TSG-7.2 the registry', () => {
  it('is frozen: no program overwrites a resolver for every game in the process', () => {
    expect(Object.isFrozen(BATTLE_RESOLVERS)).toBe(true);
    expect(() => {
      (BATTLE_RESOLVERS as Record<string, BattleResolver>).strategic = headcount;
    }).toThrow(TypeError);
    expect(BATTLE_RESOLVERS.strategic).toBe(strategicCombat);
  });

  it('takes resolvers of a program’s own beside the built-in, never in its place', () => {
    const both = withBattleResolvers({ headcount });
    expect(Object.keys(both)).toEqual(['strategic', 'headcount']);
    expect(Object.isFrozen(both)).toBe(true);
    for (const [name, resolver, detail] of [
      ['strategic', headcount, 'built-in'],
      ['Head Count', headcount, 'lower-case word'],
      ['headcount', 'not code', 'function'],
    ] as const) {
      const e = thrown(() => withBattleResolvers({ [name]: resolver as BattleResolver }));
      expect(e.issues[0]).toMatchObject({ code: 'combat/bad-resolver', path: ['resolvers', name] });
      expect(e.message).toContain(detail);
    }
  });
});

describe('TSG-7.2 a game set up with a resolver of its own', () => {
  const game = strategicGame({ resolvers: { headcount } });

  it('fights every battle with it, and records its name in the state, the trace and the reports', () => {
    const { start, run, battles, reports } = play(game, 'headcount');
    expect(start.rules.combat).toBe('headcount');
    expect(run.state.rules.combat).toBe('headcount');
    expect(battles.length).toBeGreaterThan(0);
    expect(new Set(battles)).toEqual(new Set(['headcount']));
    const told = reports.flatMap((r) => r.battles);
    expect(told.length).toBe(2 * battles.length);
    for (const b of told) {
      expect(b).toMatchObject({ combat: 'headcount', rounds: 0, end: 'destroyed' });
      expect(b.told).toMatch(/ships against .* held the field/);
    }
  });

  it('reports say what the resolver says, not that no rounds were fought', () => {
    const { reports } = play(game, 'headcount');
    const text = reports
      .filter((r) => r.battles.length > 0)
      .map((r) => renderReport(r))
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Battle at \d{4} \(fought by headcount\): .*fought until one side had no ships left: \d+ ships against \d+/,
    );
    expect(text).not.toMatch(/0 rounds?/);
  });

  it('reads `combat` from option text, and still plays Strategic Combat by default', () => {
    const read = game.readOptions!({ combat: 'headcount' });
    expect(read.ok && (read.value as { rules: { combat: string } }).rules.combat).toBe('headcount');
    const { run, battles } = play(game, 'strategic');
    const plain = play(STRATEGIC_GAME, 'strategic');
    expect(battles.every((c) => c === 'strategic')).toBe(true);
    expect(run.days).toEqual(plain.run.days);
  });

  it('replays its log; a program without the resolver refuses the game with a typed error', () => {
    const { start, run } = play(game, 'headcount');
    expect(replaySteps(game, start, run.start, run.days).divergence).toBeNull();
    // Without the resolver: at set-up, at loading, and at resolving, each says which is missing.
    const setup = STRATEGIC_GAME.setup({ ...OPTIONS, rules: { combat: 'headcount' } }, 'resolvers');
    expect(!setup.ok && setup.error[0]!.message).toContain('combat must be one of strategic');
    const loaded = STRATEGIC_GAME.parse(game.serialize(run.state));
    expect(loaded.ok).toBe(false);
    const issue = (loaded as { error: readonly IssueBase[] }).error[0]!;
    expect(issue).toMatchObject({
      code: 'combat/unknown-resolver',
      path: ['state', 'rules', 'combat'],
      name: 'headcount',
    });
    expect(issue.message).toContain('strategicGame({ resolvers');
    const e = thrown(() => replaySteps(STRATEGIC_GAME, start, run.start, run.days));
    expect(e.issues[0]).toMatchObject({
      code: 'combat/unknown-resolver',
      name: 'headcount',
      known: 'strategic',
    });
    expect(game.parse(game.serialize(run.state))).toEqual({ ok: true, value: run.state });
  });

  it('a program with other code under the same name replays to a divergence, never silently', () => {
    const { start, run, battles } = play(game, 'headcount');
    expect(battles.length).toBeGreaterThan(0);
    // The same name, but the defender always wins.
    const other = strategicGame({
      resolvers: {
        headcount: (input) =>
          headcount({
            ...input,
            defender: { ...input.defender, ships: [...input.defender.ships, ...input.attacker.ships] },
          }),
      },
    });
    expect(replaySteps(other, start, run.start, run.days).divergence).not.toBeNull();
  });

  it('a resolver that returns no battle result is a typed error, not a broken state', () => {
    const s0 = play(game, 'headcount').start;
    for (const [bad, detail] of [
      [() => ({ rounds: [], lost: { p1: ['nobody'] }, retreated: null, end: 'destroyed' }), 'lost.p1'],
      [() => ({ rounds: [], lost: {}, retreated: null, end: 'won' }), 'end is one of'],
      [() => ({ rounds: [], lost: {}, retreated: 'p3', end: 'retreat' }), 'retreated'],
      [() => null, 'an object'],
    ] as const) {
      const broken = strategicGame({ resolvers: { broken: bad as unknown as BattleResolver } });
      const start = broken.setup({ ...OPTIONS, rules: { combat: 'broken' } }, 'resolvers');
      if (!start.ok) throw new Error('set-up');
      const e = thrown(() =>
        runMatch(broken, {
          seed: 'resolvers',
          start: start.value,
          seats: { p1: randomBot, p2: expanderBot },
        }),
      );
      expect(e.issues[0]).toMatchObject({ code: 'combat/bad-result', name: 'broken' });
      expect(e.message).toContain(detail);
    }
    expect(s0.rules.combat).toBe('headcount');
  });
});

describe('TSG-7.2 the search bot looks ahead with a stand-in', () => {
  it('fights each real battle once: its playouts use Strategic Combat, not the game’s resolver', () => {
    const real = counted(headcount);
    const game = strategicGame({ resolvers: { headcount: real.resolver } });
    const search = searchBotWith();
    const { battles } = play(game, 'headcount', { p1: randomBot, p2: search }, 'a', 200);
    expect(battles.length).toBeGreaterThan(0);
    expect(real.calls()).toBe(battles.length);
  });

  it('told otherwise, its playouts fight with the resolver it is given', () => {
    const real = counted(headcount);
    const lookAhead = counted(headcount);
    const game = strategicGame({ resolvers: { headcount: real.resolver } });
    const { battles } = play(
      game,
      'headcount',
      { p1: randomBot, p2: searchBotWith({ lookAhead: lookAhead.resolver }) },
      'a',
      200,
    );
    expect(battles.length).toBeGreaterThan(0);
    expect(real.calls()).toBe(battles.length);
    expect(lookAhead.calls()).toBeGreaterThan(battles.length);
  });

  it('its playouts never need the game’s resolver: the plain search bot plays a game it lacks', () => {
    const game = strategicGame({ resolvers: { headcount } });
    const start = game.setup({ ...OPTIONS, rules: { combat: 'headcount' } }, 'r');
    if (!start.ok) throw new Error('set-up');
    const built = game.resolve(start.value, {
      p1: expanderBot(game.view(start.value, 'p1'), seededRng('a')),
      p2: expanderBot(game.view(start.value, 'p2'), seededRng('b')),
    }).state;
    const mover = built.initiative[0];
    expect(Array.isArray(searchBot(game.view(built, mover), seededRng('c')))).toBe(true);
    // The rules alone, without the resolver, refuse the same state.
    expect(thrown(() => resolveStep(built, {})).issues[0]!.code).toBe('combat/unknown-resolver');
  });
});
