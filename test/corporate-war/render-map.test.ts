import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import {
  type GameState,
  newGame,
  type PlayerView,
  playerView,
  renderMap,
  resolveDay,
} from '../../src/corporate-war/index.js';
import type { ReportEvent } from '../../src/corporate-war/report-events.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
const ME = 'psicorps';
/**
 * The text of one sector's cell, frame included, from a rendered map: its row's line, and
 * below it the further lines of a row taller than one. Row letters on the left take two
 * characters; the cells' width is the header's step from one column number to the next.
 */
function cell(map: string, name: string): string {
  const lines = map.split('\n');
  const width = lines[0]!.indexOf('2') - lines[0]!.indexOf('1');
  const at = lines.findIndex((l) => l.startsWith(`${name[0]} `));
  const col = Number(name.slice(1)) - 1;
  const part = (line: string) => line.slice(2 + col * width, 2 + (col + 1) * width).padEnd(width);
  const rows = [part(lines[at]!)];
  for (let i = at + 1; lines[i]!.startsWith('  ') && lines[i]!.trim() !== ''; i++) rows.push(part(lines[i]!));
  return rows.join('\n');
}

/** The demo game after some days, with the followed player's view and map. */
function demoDays(days: number): { state: GameState; view: PlayerView; map: string } {
  let state = newGame({ seed: 'render-map-5d1e', corporations: CORPS });
  for (let d = 0; d < days && state.outcome === null; d++) state = resolveDay(state, demoOrders(state)).state;
  const view = playerView(state, ME)!;
  return { state, view, map: renderMap(view) };
}

const sectorsWithSightings = (view: PlayerView) =>
  Object.entries(view.sectors).filter(([, i]) => i.events.some((e) => e.type === 'enemies-present'));

describe('renderMap', () => {
  it('draws the board with column numbers, row letters and a legend', () => {
    const { map } = demoDays(0);
    const lines = map.split('\n');
    expect(lines[0]!.trim().split(/\s+/)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(lines.slice(1, 12).map((l) => l[0])).toEqual([...'ABCDEFGHIJK']);
    expect(map).toContain('Legend:');
    expect(renderMap(demoDays(0).view, { legend: false })).not.toContain('Legend:');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100);
  });

  it('fits in 80 columns and its legend names every mark a cell can show (issue 15)', () => {
    for (const days of [0, 3, 8]) {
      const { map } = demoDays(days);
      for (const line of map.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
      const legend = map.slice(map.indexOf('Legend:'));
      for (const mark of ['[ ]', '@', '7', 'M', 'E2', 'A3', 'e2', 'a3', '!', '~', '+', '#', '.', '(blank)'])
        expect(legend, mark).toContain(mark);
    }
  });

  it('brackets the key sectors and marks the craft', () => {
    const { view, map } = demoDays(0);
    for (const k of view.keySectors) expect(cell(map, k)).toMatch(/^\[.{5}\]$/);
    expect(cell(map, 'A1')).not.toMatch(/[[\]]/);
    expect(cell(map, view.craft)).toContain('@');
    expect(cell(map, 'A1').trim()).toBe('.');
  });

  it('shows the player\u2019s own living soldiers where they stand, and its Mobile Command', () => {
    for (const days of [0, 3]) {
      const { view, map } = demoDays(days);
      const count = new Map<string, number>();
      for (const s of view.soldiers) {
        if (s.status === 'alive') count.set(s.sector, (count.get(s.sector) ?? 0) + 1);
      }
      expect(count.size).toBeGreaterThan(0);
      for (const [sector, n] of count) {
        const mc = !view.mobileCommand.wrecked && view.mobileCommand.sector === sector ? 'M' : '';
        expect(cell(map, sector).slice(1, -1).trim().startsWith(`${n}${mc}`)).toBe(true);
      }
    }
    expect(cell(demoDays(0).map, demoDays(0).view.mobileCommand.sector!)).toContain('17M');
  });

  it('shows the enemies its reports saw, by the age of the report', () => {
    const { view, map } = demoDays(4);
    const seen = sectorsWithSightings(view);
    expect(seen.length).toBeGreaterThan(0);
    // Sightings not followed by a fight in the sector: what was seen is what is drawn.
    const plain = seen.filter(([, i]) => {
      const last = Math.max(...i.events.filter((e) => e.type === 'enemies-present').map((e) => e.phase));
      return !i.events.some((e) => e.type === 'fight' && e.phase > last);
    });
    expect(plain.length).toBeGreaterThan(0);
    for (const [sector, intel] of plain) {
      const fresh = intel.day === view.day - 1;
      expect(cell(map, sector)).toMatch(fresh ? /[EA][0-9]/ : /[ea][0-9]/);
    }
    // The same knowledge a few days later: every sighting is old news.
    const later = renderMap({ ...view, day: view.day + 3 });
    for (const [sector] of plain) {
      expect(cell(later, sector)).toMatch(/[ea][0-9]/);
      expect(cell(later, sector)).not.toMatch(/[EA][0-9]/);
    }
  });

  it('counts the last sighting of the day, less the enemies seen to fall after it', () => {
    const { view } = demoDays(0);
    const base = { sectors: ['E1'], sector: 'E1' } as const;
    const sight = (phase: 1 | 2 | 3, allegiance: string, count: number): ReportEvent => ({
      ...base,
      type: 'enemies-present',
      picture: 'movement',
      phase,
      sightings: [{ allegiance, count }],
    });
    const fight = (phase: 1 | 2 | 3, allegiance: string, count: number): ReportEvent => ({
      ...base,
      type: 'fight',
      picture: 'firefight',
      phase,
      casualties: [],
      enemyFallen: [{ allegiance, count }],
    });
    const draw = (events: ReportEvent[]) =>
      cell(renderMap({ ...view, sectors: { E1: { day: view.day - 1, events } } }), 'E1')
        .slice(1, -1)
        .trim();
    expect(draw([sight(1, 'phoenicae', 3), sight(2, 'phoenicae', 2)])).toBe('E2');
    expect(draw([sight(2, 'aliens', 4), sight(2, 'aliens', 3)])).toBe('A4');
    expect(draw([sight(2, 'orchid-inc', 2), fight(3, 'orchid-inc', 1)])).toBe('E1 +!');
    expect(draw([sight(2, 'orchid-inc', 2), fight(3, 'orchid-inc', 2)])).toBe('+!');
    // A fight before the sighting is already in the count.
    expect(draw([fight(1, 'orchid-inc', 2), sight(1, 'orchid-inc', 1)])).toBe('E1 +!');
  });

  it('never cuts a count: a crowded sector takes more lines, and cells widen when a line must', () => {
    const { view } = demoDays(0);
    const craft = view.craft;
    const crowd = (phoenicae: number, aliens: number): PlayerView => ({
      ...view,
      sectors: {
        [craft]: {
          day: view.day - 1,
          events: [
            {
              type: 'enemies-present',
              sectors: [craft],
              sector: craft,
              picture: 'movement',
              phase: 3,
              sightings: [
                { allegiance: 'phoenicae', count: phoenicae },
                { allegiance: 'aliens', count: aliens },
              ],
            },
            {
              type: 'movement-nearby',
              sectors: [craft],
              sector: craft,
              direction: 'north',
              picture: 'movement',
              phase: 3,
            },
          ],
        },
      },
    });
    // Two digits and one: five characters, three lines tall, the map still within 80 columns.
    const tall = renderMap(crowd(15, 2));
    expect(
      cell(tall, craft)
        .split('\n')
        .map((l) => l.slice(1, -1).trim()),
    ).toEqual(['@', 'E15A2', '~']);
    for (const line of tall.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // Two two-digit counts: the cells widen by one, and no digit is lost.
    const wide = renderMap(crowd(51, 12));
    expect(cell(wide, craft)).toContain('E51A12');
    expect(cell(wide, 'A1').length).toBe(8);
  });

  it('never shows enemies the player has no report of', () => {
    const { state, view, map } = demoDays(4);
    const reported = new Set(sectorsWithSightings(view).map(([s]) => s));
    const hidden = new Set<string>();
    const cols = state.scenario.board.cols;
    for (const s of state.soldiers) {
      if (s.owner === ME || s.status !== 'alive') continue;
      const name = `${String.fromCharCode(65 + Math.floor(s.sector / cols))}${(s.sector % cols) + 1}`;
      if (!reported.has(name)) hidden.add(name);
    }
    // Enemies stand where the player has no sighting (the aliens' craft, at least)...
    expect(hidden.size).toBeGreaterThan(0);
    // ...and none of them is drawn.
    for (const name of hidden) expect(cell(map, name)).not.toMatch(/[EeAa][0-9]/);
  });

  it('is a function of the view alone', () => {
    const { view, map } = demoDays(3);
    expect(renderMap(JSON.parse(JSON.stringify(view)))).toBe(map);
  });
});
