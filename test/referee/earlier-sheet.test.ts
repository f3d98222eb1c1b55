/**
 * A folder begun before the sheet showed every count in full still checks: its sheets are
 * what the earlier version wrote (`fixtures/earlier-sheet`, written by that version for the
 * newcomer game's fourth day: F6 cut to [15ME1], the Doc said to follow the Commander
 * though he had fallen, the fallen promised a revival), and `earlierSheet` writes them
 * again exactly; a damaged sheet, or another player's, is still not one of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR, type GameState, playerView } from '../../src/corporate-war/index.js';
import { isSheetOf, sheetOf } from '../../src/referee/corporate-war/dawn.js';
import { earlierSheet } from '../../src/referee/corporate-war/earlier-sheet.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'earlier-sheet', 'newcomer-psicorps-day-4.txt');

function dayFour(): GameState {
  const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, 'newcomer 1');
  if (!start.ok) throw new Error('setup failed');
  let state = start.value;
  for (const [a, b, c, d] of [
    ['F1', 'F3', 'F11', 'F9'],
    ['F3', 'F5', 'F9', 'F7'],
    ['F5', 'F6', 'F7', 'F6'],
  ] as const)
    state = CORPORATE_WAR.resolve(state, {
      psicorps: [{ group: a, to: b }],
      phoenicae: [{ group: c, to: d }],
    }).state;
  return state;
}

describe('a sheet written by the version before counts were never cut', () => {
  const state = dayFour();
  const before = readFileSync(FIXTURE, 'utf8');

  it('is written again exactly, and checks as the sheet of its day', () => {
    expect(before).toContain('[15ME1]');
    const names = { psicorps: 'PsiCorps', phoenicae: 'Phoenicae', aliens: 'the aliens' };
    expect(earlierSheet(playerView(state, 'psicorps')!, { ...names }, true)).toBe(before);
    expect(isSheetOf(before, state, 'psicorps')).toBe(true);
    expect(isSheetOf(sheetOf(state, 'psicorps'), state, 'psicorps')).toBe(true);
    expect(sheetOf(state, 'psicorps')).not.toBe(before);
  });

  it('is still told from a damaged one', () => {
    expect(isSheetOf(before.replace('15 soldiers, Mobile', '16 soldiers, Mobile'), state, 'psicorps')).toBe(
      false,
    );
    expect(isSheetOf(before.slice(0, before.length / 2), state, 'psicorps')).toBe(false);
    expect(isSheetOf(before, state, 'phoenicae')).toBe(false);
  });
});
