/**
 * The Harvester order sheet (HV-1.4): bound to its player and turn by the kernel's header
 * (issue 30), read back from the blank sheet without issues, and never throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebuildCostOf } from '../../src/harvester/client/index.js';
import { HARVESTER, newGame, readSheet, resolveTurn } from '../../src/harvester/index.js';
import { check, sheetHeaderChecks } from '../../src/testing/index.js';

const game = () => {
  const g = newGame({ seed: 'sheet', players: 2 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
};

describe('Harvester order sheet header: bound to its player and turn (HV-1.4, issue 30)', () => {
  const checks = sheetHeaderChecks(HARVESTER, () => {
    const state = game();
    const [player, other] = state.players;
    return {
      state,
      later: resolveTurn(state, {}).state,
      player: player!,
      other: other!,
      orders: 'drop 0\n',
      none: {},
    };
  });
  for (const c of checks) it(c.name, c.run);

  it('never throws on any text', () => {
    const s = game();
    check(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => readSheet(text, s, s.players[0]!)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('the blank sheet keeps its word on prices (HV-7.3)', () => {
  it('lists every rebuild price it points to, with nothing missing as with a unit lost', () => {
    const state = game();
    const player = state.players[0]!;
    const sheet = HARVESTER.orderSheet!.blank(HARVESTER.view(state, player));
    expect(sheet).toContain('(prices below)');
    // The sheet folds long lines under a "#": read them unfolded.
    const flat = sheet.replace(/\n#\s+/g, ' ');
    // Nothing is lost on turn 1: the prices stand on the sheet all the same, each kind's
    // cost as the rules give it, and the sheet says none may be ordered yet.
    for (const kind of ['general', 'lieutenant', 'soldier', 'scout'] as const)
      expect(flat).toMatch(new RegExp(`${kind} ${rebuildCostOf(state.rules, kind)}, \\d+ turns?`));
    expect(flat).toContain('nothing is missing');
  });
});
