/**
 * CW-11.4 on boards that are not square: a group notices movement and standing enemies
 * in the sectors next door only (the reports find them from each sector's neighbourhood,
 * by row and column, `day/group-reports.ts`). A mix-up of rows and columns would name a
 * sector that is not next door, which has no compass direction from the group.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, playMatch, type Scenario } from '../../src/corporate-war/index.js';

const WIDE: Scenario = { ...DEFAULT_SCENARIO, id: 'test/wide', board: { rows: 11, cols: 17 } };
const TALL: Scenario = { ...DEFAULT_SCENARIO, id: 'test/tall', board: { rows: 17, cols: 11 } };

/** Row and column of a sector name such as `C12` (rows are letters). */
const place = (name: string) => ({ row: name.charCodeAt(0) - 65, col: Number(name.slice(1)) - 1 });

describe('CW-11.4 next door on boards that are not square', () => {
  for (const scenario of [WIDE, TALL]) {
    it(`${scenario.board.rows} by ${scenario.board.cols}: every sector noticed next door is next door`, () => {
      let noticed = 0;
      for (let k = 0; k < 6; k++) {
        playMatch({
          seed: `${scenario.id}/${k}`,
          scenario,
          seats: ['rusher', 'random', 'cautious', 'random'],
          dayLimit: 8,
          record: false,
          onDay: (day) => {
            for (const [player, report] of Object.entries(day.reports)) {
              for (const g of report.groups) {
                // Where the group stood after each phase: the sector of its last entry so far.
                let here = g.id.split('>')[0]!;
                for (const e of g.events) {
                  if (e.type === 'entered') here = e.sector;
                  if (e.type !== 'movement-nearby' && e.type !== 'fighting-nearby') continue;
                  noticed++;
                  const a = place(here);
                  const b = place(e.sector);
                  const apart = Math.max(Math.abs(a.row - b.row), Math.abs(a.col - b.col));
                  expect(apart, `${player} ${g.id} ${e.type} ${e.sector} from ${here}`).toBe(1);
                  expect(e.direction, `${player} ${g.id} ${e.sector}`).toBeTypeOf('string');
                }
              }
            }
          },
        });
      }
      // Enough was noticed for the check to mean something.
      expect(noticed).toBeGreaterThan(20);
    });
  }
});
