/**
 * `--sweep`'s studies: every combination of the values of each sweep, the first sweep's
 * values varying slowest, each with the `--rules` options; the names of their files; and
 * the mistakes refused before anything is played.
 */
import { describe, expect, it } from 'vitest';
import { sweepFile, sweepPoints } from '../../src/cli/simulate-sweep.js';

describe('sweepPoints', () => {
  it('plays every combination, the first sweep slowest, with the --rules options', () => {
    const points = sweepPoints(['duelModel=ratio,d6', 'dayLimit=15,30'], { players: '2' });
    expect(points.map((p) => p.label)).toEqual([
      'duelModel=ratio, dayLimit=15',
      'duelModel=ratio, dayLimit=30',
      'duelModel=d6, dayLimit=15',
      'duelModel=d6, dayLimit=30',
    ]);
    expect({ ...points[2]!.options }).toEqual({ players: '2', duelModel: 'd6', dayLimit: '15' });
    expect(points[2]!.file).toBe('duelModel-d6_dayLimit-15');
    expect(sweepPoints([], { players: '2' }).map((p) => [p.label, { ...p.options }])).toEqual([
      ['', { players: '2' }],
    ]);
  });

  it('names each study its file by {sweep}, which a sweep of several studies needs', () => {
    const [point] = sweepPoints(['deployment=a/b c'], {});
    expect(point!.file).toBe('deployment-a_b_c');
    expect(sweepFile('json', 'out/{sweep}.json', point!, 2)).toBe('out/deployment-a_b_c.json');
    expect(sweepFile('json', 'one.json', point!, 1)).toBe('one.json');
    expect(() => sweepFile('records', 'all.csv', point!, 2)).toThrow(
      '--records all.csv: a sweep writes a file per study; put {sweep} in the name',
    );
  });

  it.each([
    [['duelModel'], /--sweep takes name=value1,value2,/],
    [['duelModel=ratio,,d6'], /--sweep takes name=value1,value2,/],
    [['duelModel=ratio', 'duelModel=d6'], /--sweep names duelModel twice/],
    [['duelModel=d6,d6'], /--sweep duelModel names the value d6 twice/],
    [['players=2,3'], /give players by --sweep or by --rules \(or --day-limit\), not both/],
  ])('refuses %j', (sweeps, message) => {
    expect(() => sweepPoints(sweeps, { players: '4' })).toThrow(message);
  });
});
