/**
 * What a player is told of where it stands (issue 15): its view carries the victory
 * condition and its claim, `describeStanding` and the order sheet put the map, the key
 * sectors and the claim in words, and a report says when a claim was made.
 */
import { describe, expect, it } from 'vitest';
import {
  describeStanding,
  mapCell,
  orderSheet,
  playerView,
  renderMap,
  renderReport,
  resolveDay,
} from '../../src/corporate-war/index.js';
import { grunt } from './conformance/cases/units.js';
import { stage } from './conformance/stage.js';

/** Red stands alone in four key sectors; blue is far off. A day limit of 9. */
const claiming = () =>
  stage({
    rules: { dayLimit: 9 },
    units: [
      grunt('red/grunt-1', 'C3'),
      grunt('red/grunt-2', 'C6'),
      grunt('red/grunt-3', 'C9'),
      grunt('red/grunt-4', 'F3'),
      grunt('blue/grunt-1', 'K11'),
    ],
  });

describe('where a player stands', () => {
  it('the view carries the victory condition and the player\u2019s own claim, not another\u2019s', () => {
    const next = resolveDay(claiming(), {}).state;
    const red = playerView(next, 'red')!;
    expect(red.victory).toEqual({ sectorsToWin: 4, dayLimit: 9 });
    expect(red.claim).toEqual(['C3', 'C6', 'C9', 'F3']);
    expect(playerView(next, 'blue')!.claim).toEqual([]);
  });

  it('a report says tonight\u2019s claim, and renderReport tells it', () => {
    const { reports } = resolveDay(claiming(), {});
    expect(reports.red!.claim).toEqual(['C3', 'C6', 'C9', 'F3']);
    expect(reports.blue!.claim).toEqual([]);
    expect(renderReport(reports.red!)).toContain('Tonight we stand alone in C3, C6, C9 and F3.');
    expect(renderReport(reports.blue!)).not.toContain('Tonight we stand alone');
  });

  it('describeStanding names every key sector, the claim, what winning takes and the day limit', () => {
    const next = resolveDay(claiming(), {}).state;
    const lines = describeStanding(playerView(next, 'red')!);
    expect(lines[0]).toContain('clear 4 of every enemy');
    for (const k of ['C3', 'C6', 'C9', 'F3', 'F6', 'F9', 'I3', 'I6', 'I9'])
      expect(
        lines.some((l) => l.startsWith(`  ${k}: `)),
        k,
      ).toBe(true);
    expect(lines).toContain('  C3: 1 soldier of yours; report of day 2: no enemy seen');
    expect(lines.find((l) => l.startsWith('  F6: '))).toContain('the alien craft');
    expect(lines).toContain(
      'Your claim: C3, C6, C9, F3. Keep a soldier in 4 of them at dawn and after every phase of day 3, and you win.',
    );
    expect(lines).toContain('The game ends undecided after day 9; this is day 3.');
    const blue = describeStanding(playerView(next, 'blue')!);
    expect(blue).toContain(
      'You hold no claim: at the end of a day, be alone in 4 key sectors to claim them.',
    );
    // What blue never saw is not in its words: red's soldiers are nowhere in them.
    expect(blue.join('\n')).not.toMatch(/soldiers? of other corporations/);
  });

  it('the order sheet carries the map and the standing as comments, every day', () => {
    const next = resolveDay(claiming(), {}).state;
    const view = playerView(next, 'red')!;
    const sheet = orderSheet(view);
    for (const line of renderMap(view).trimEnd().split('\n')) expect(sheet).toContain(`# ${line}`.trimEnd());
    for (const line of describeStanding(view)) expect(sheet).toContain(`# ${line}`);
    expect(orderSheet(view, { standing: false })).not.toContain('Key sectors');
  });

  it('mapCell is the model the map draws', () => {
    const view = playerView(resolveDay(claiming(), {}).state, 'red')!;
    const c3 = mapCell(view, 'C3');
    expect(c3).toMatchObject({ sector: 'C3', key: true, own: 1, known: true, reportDay: 2, fresh: true });
    expect(mapCell(view, 'F6')).toMatchObject({ craft: true, key: true });
    expect(mapCell(view, 'A1')).toMatchObject({ key: false, known: false, reportDay: null, own: 0 });
  });
});
