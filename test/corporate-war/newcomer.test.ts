/**
 * A newcomer's first mail game (referee new g --seed "newcomer 1" --corporations
 * psicorps,phoenicae): PsiCorps marches F1 -> F3 -> F5 -> F6, Phoenicae F11 -> F9 -> F7
 * -> F6, and on day 4 both stand in F6 with two aliens of the garrison. What the sheet,
 * the map and the replies say to a person there.
 */
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR, type GameState, playerView, renderMap } from '../../src/corporate-war/index.js';

/** The game after the three days of marching. */
function dayFour(): GameState {
  const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 'newcomer 1');
  if (!start.ok) throw new Error('setup failed');
  let state = start.value;
  const marches: [[string, string], [string, string]][] = [
    [
      ['F1', 'F3'],
      ['F11', 'F9'],
    ],
    [
      ['F3', 'F5'],
      ['F9', 'F7'],
    ],
    [
      ['F5', 'F6'],
      ['F7', 'F6'],
    ],
  ];
  for (const [[a, b], [c, d]] of marches) {
    state = CORPORATE_WAR.resolve(state, {
      psicorps: [{ group: a, to: b }],
      phoenicae: [{ group: c, to: d }],
    }).state;
  }
  return state;
}

/** The lines of a map that belong to row `letter` (a row may take two lines). */
function rowLines(map: string, letter: string): string[] {
  const lines = map.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${letter} `));
  const out = [lines[at]!];
  for (let i = at + 1; i < lines.length && lines[i]!.startsWith('  ') && lines[i]!.trim() !== ''; i++)
    out.push(lines[i]!);
  return out;
}

describe('the newcomer game, day 4', () => {
  const state = dayFour();
  const view = playerView(state, 'psicorps')!;

  it('is where the report says: 15 of Phoenicae and 2 aliens seen in F6', () => {
    expect(state.day).toBe(4);
    const lastSeen = view.sectors.F6!.events.filter((e) => e.type === 'enemies-present').at(-1)!;
    expect(lastSeen.type === 'enemies-present' && lastSeen.sightings).toEqual([
      { allegiance: 'phoenicae', count: 15 },
      { allegiance: 'aliens', count: 2 },
    ]);
  });

  it('shows every count of F6 in full on the map and on the sheet, not cut to a digit', () => {
    for (const text of [renderMap(view), CORPORATE_WAR.orderSheet!.blank(view)]) {
      const f = rowLines(text.replace(/^# ?/gm, ''), 'F').join('\n');
      expect(f).toContain('E15');
      expect(f).toContain('A2');
      expect(f).toContain('15M');
    }
  });
});

describe('the Mobile Command line of the sheet', () => {
  const state = dayFour();
  const sheet = CORPORATE_WAR.orderSheet!.blank(playerView(state, 'psicorps')!);

  it('no longer says the Doc goes with the Commander once the Doc has fallen (in F5, day 3)', () => {
    expect(sheet).toMatch(/#\s+doc\s+doc\s+0\/0\/0\/0\s+fell in F5/);
    expect(sheet).not.toContain('the Doc goes where the Commander goes');
    expect(sheet).toContain('# F6: 15 soldiers, Mobile Command: the Commander alone, the Doc has fallen');
  });

  it('says the fallen come back no more by the standard rules once the Doc has fallen', () => {
    expect(sheet).toContain(
      '# Fallen (the Doc has fallen: by the standard rules nobody is revived any more, CW-8.5):',
    );
    expect(sheet).not.toContain('back when their tags reach the Mobile Command');
  });

  it('says they stay fallen once the Mobile Command is wrecked', () => {
    const view = playerView(state, 'psicorps')!;
    const wrecked = CORPORATE_WAR.orderSheet!.blank({
      ...view,
      mobileCommand: { sector: 'F6', wrecked: true },
    });
    expect(wrecked).toContain('# Fallen (your Mobile Command is wrecked: they stay fallen, CW-8.4):');
    expect(wrecked).toContain('# The wreck of your Mobile Command lies in F6 (CW-8.4).');
  });

  it('says it while both stand (day 1)', () => {
    const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 'newcomer 1');
    const first = CORPORATE_WAR.orderSheet!.blank(playerView(start.ok ? start.value : state, 'psicorps')!);
    expect(first).toContain('# F1: 17 soldiers, Mobile Command (the Doc goes where the Commander goes)');
  });
});

describe('a slip of the pen on the sheet', () => {
  const state = dayFour();
  const read = (line: string) =>
    CORPORATE_WAR.orderSheet!.read(`player: psicorps\nday: 4\n${line}\n`, state, 'psicorps');

  it('names the soldier meant, in the player\u2019s words (no corporation prefix)', () => {
    const { issues } = read('gost-1 -> F5');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toContain(
      'line 3, column 1: you have no soldier called "gost-1" (did you mean ghost-1?); your soldiers are commander,',
    );
    expect(issues[0]!.message).not.toContain('psicorps/');
  });

  it('guesses nothing when several are as near (grunt-9: grunt-1 to grunt-8)', () => {
    const { issues } = read('grunt-9 -> F5');
    expect(issues[0]!.message).toContain('you have no soldier called "grunt-9"; your soldiers are commander');
    expect(issues[0]!.message).not.toContain('did you mean');
  });

  it('tells of a whole group as the group, not by fifteen names', () => {
    const far = read('F6 -> F9');
    expect(far.issues[0]!.message).toBe(
      'line 3, column 7: the group in F6 cannot move from F6 to F9: it is 3 sectors away and the limit is 2; within reach of F6 is any sector from D4 to H8',
    );
    expect(read('f6 -> F7').reply).toContain('line 3: the group in F6 (15 soldiers) moves F6 → F7\n');
  });

  it('names a fallen soldier as fallen, not as unknown', () => {
    const { issues } = read('doc -> F5');
    expect(issues[0]!.message).toContain('doc has fallen');
  });
});
