/**
 * Each side's own force through the scenario (`sides`), unknown keys refused with the
 * nearest known one, and `forcesOf` reading the survivors back in the same shape.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  DEFAULT_SCENARIO,
  forcesOf,
  type GameState,
  type NewGameOptions,
  parseState,
  playMatch,
  type Scenario,
  serializeState,
} from '../../src/corporate-war/index.js';

const CORPS = ['psicorps', 'orchid-inc'];

/** PsiCorps' own small team, named; Orchid Inc fields the scenario's shared force. */
const TEAM: Scenario = {
  ...DEFAULT_SCENARIO,
  sides: [
    {
      id: 'psicorps',
      soldiers: [
        { type: 'commander', name: 'Major Ito' },
        { type: 'doc' },
        { type: 'specialist', name: 'Vel', kill: 7 },
        { id: 'psicorps/old-hand', type: 'grunt', survive: 4 },
        { type: 'grunt' },
      ],
    },
  ],
};

function game(options: Partial<NewGameOptions> & Record<string, unknown>): ReturnType<typeof createGame> {
  return createGame({ seed: 's', corporations: CORPS, ...options } as NewGameOptions);
}

function dawn(scenario: Scenario): GameState {
  const r = game({ scenario });
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
}

describe('a scenario side', () => {
  it('fields its own soldiers, with their ids, types and ratings; the other side the shared force', () => {
    const g = dawn(TEAM);
    const psi = g.soldiers.filter((s) => s.owner === 'psicorps').toArray();
    expect(psi.map((s) => s.id)).toEqual([
      'psicorps/commander',
      'psicorps/doc',
      'psicorps/telepath',
      'psicorps/old-hand',
      'psicorps/grunt-2',
    ]);
    expect(psi.map((s) => s.role)).toEqual(['commander', 'doc', '', '', '']);
    // Ratings given replace the unit type's; the rest are the type's (CW-3.1).
    expect(psi[2]).toMatchObject({ type: 'telepath', kill: 7, survive: 2, escape: 3, info: 5 });
    expect(psi[3]).toMatchObject({ type: 'grunt', kill: 1, survive: 4 });
    expect(new Set(psi.map((s) => s.sector)).size).toBe(1);
    expect(g.soldiers.filter((s) => s.owner === 'orchid-inc').size).toBe(17);
  });

  it('refuses what the rules forbid, each with its path', () => {
    const sides = (soldiers: unknown[]) => ({ ...DEFAULT_SCENARIO, sides: [{ id: 'psicorps', soldiers }] });
    const paths = (scenario: unknown) => {
      const r = game({ scenario: scenario as Scenario });
      return r.ok ? [] : r.error.map((i) => i.path.join('.'));
    };
    expect(paths(sides([{ type: 'commander' }, { type: 'commander' }]))).toEqual([
      'scenario.sides.0.soldiers',
    ]);
    expect(paths(sides([{ type: 'marksman' }]))).toEqual(['scenario.sides.0.soldiers.0.type']);
    expect(paths(sides([{ type: 'grunt', kill: 100 }]))).toEqual(['scenario.sides.0.soldiers.0.kill']);
    expect(paths(sides([{ type: 'tank' }]))).toEqual(['scenario.sides.0.soldiers.0.type']);
    expect(paths(sides([]))).toEqual(['scenario.sides.0.soldiers']);
    expect(
      paths(
        sides([
          { type: 'grunt', id: 'x' },
          { type: 'ghost', id: 'x' },
        ]),
      ),
    ).toEqual(['scenario.sides.0.soldiers.1.id']);
    expect(
      paths({ ...DEFAULT_SCENARIO, sides: [{ id: 'phoenicae', soldiers: [{ type: 'grunt' }] }] }),
    ).toEqual(['scenario.sides.0.id']);
  });
});

describe('unknown keys', () => {
  it('are refused in the options, with the nearest known key (a forces key was ignored before)', () => {
    const r = game({ forces: { psicorps: [] }, soldierStat: {} });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['options/unknown-key', 'forces'],
      ['options/unknown-key', 'soldierStat'],
    ]);
    expect(r.error[1]!.message).toBe('unknown option "soldierStat"; did you mean "soldierStats"?');
    expect(r.error[0]!.message).toContain('(known: seed, corporations, scenario,');
  });

  it('are refused in the rules options, with the nearest known option', () => {
    const r = game({ rules: { dawnSharng: 'fight' } as never });
    expect(r.ok ? [] : r.error.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rules.dawnSharng', 'unknown rules option "dawnSharng"; did you mean "dawnSharing"?'],
    ]);
  });

  it('are refused in the scenario and its parts, with the nearest known key', () => {
    const scenario = {
      ...DEFAULT_SCENARIO,
      sectorToWin: 3,
      board: { rows: 11, cols: 11, depth: 2 },
      sides: [{ id: 'psicorps', soldier: [] as unknown[], soldiers: [{ type: 'grunt', kil: 3 }] }],
    };
    const r = game({ scenario: scenario as unknown as Scenario });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => [i.code, i.path.join('.'), 'nearest' in i ? i.nearest : undefined])).toEqual([
      ['scenario/unknown-key', 'scenario.sectorToWin', 'sectorsToWin'],
      ['scenario/unknown-key', 'scenario.board.depth', undefined],
    ]);
    // The sides are read once the rest is sound: then their own typos too.
    const sidesOnly = game({
      scenario: { ...DEFAULT_SCENARIO, sides: scenario.sides } as unknown as Scenario,
    });
    expect(
      sidesOnly.ok ? [] : sidesOnly.error.map((i) => [i.path.join('.'), 'nearest' in i ? i.nearest : '']),
    ).toEqual([
      ['scenario.sides.0.soldier', 'soldiers'],
      ['scenario.sides.0.soldiers.0.kil', 'kill'],
    ]);
  });
});

describe('forcesOf', () => {
  it('gives every side at dawn in the scenario shape, with the names the scenario gave', () => {
    const sides = forcesOf(dawn(TEAM));
    expect(sides.map((s) => s.id)).toEqual(CORPS);
    expect(sides[0]!.soldiers[0]).toEqual({
      id: 'psicorps/commander',
      type: 'commander',
      name: 'Major Ito',
      kill: 1,
      survive: 1,
      escape: 2,
      info: 3,
    });
    expect(sides[1]!.soldiers).toHaveLength(17);
  });

  it("gives the survivors only, and they are the next battle's sides unchanged", () => {
    const result = playMatch({
      seed: 'sides-1',
      scenario: TEAM,
      seats: { psicorps: 'rusher', 'orchid-inc': 'rusher' },
    });
    const living = (owner: string) =>
      result.state.soldiers
        .filter((s) => s.owner === owner && s.status === 'alive')
        .map((s) => s.id)
        .toArray();
    const read = forcesOf(result.state);
    expect(read.map((s) => s.soldiers.map((x) => x.id))).toEqual([living('psicorps'), living('orchid-inc')]);
    // At least one soldier fell, so the read-back is not the dawn's.
    expect(result.state.soldiers.some((s) => s.status === 'dead' && s.owner !== 'aliens')).toBe(true);
    const sides = read.filter((s) => s.soldiers.length > 0);
    const next = dawn({ ...TEAM, sides });
    expect(forcesOf(next).filter((s) => s.soldiers.length > 0)).toEqual(sides);
  });
});

describe('a save with sides', () => {
  it('round-trips, and an edited save that drops or adds a soldier of a side is refused', () => {
    const g = dawn(TEAM);
    const text = serializeState(g);
    const back = parseState(text);
    expect(back.ok && forcesOf(back.value)).toEqual(forcesOf(g));
    const json = JSON.parse(text) as { soldiers: { id: string; owner: string }[]; scenario: Scenario };
    const dropped = { ...json, soldiers: json.soldiers.filter((s) => s.id !== 'psicorps/old-hand') };
    const r = parseState(JSON.stringify(dropped));
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['state/inconsistent', 'soldiers'],
    ]);
    const twoDocs = {
      ...json,
      scenario: {
        ...json.scenario,
        sides: [{ id: 'psicorps', soldiers: [{ type: 'doc' }, { type: 'doc' }] }],
      },
    };
    const r2 = parseState(JSON.stringify(twoDocs));
    expect(r2.ok ? [] : r2.error.map((i) => i.path.join('.'))).toEqual(['scenario.sides.0.soldiers']);
  });
});
