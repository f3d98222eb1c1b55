/** Conformance cases for the aliens, dog tags and winning (CW-4, CW-8, CW-9). */
import { expect } from 'vitest';
import {
  DEFAULT_SCENARIO,
  MAX_DAY,
  newGame,
  parseState,
  resolveDay,
  serializeState,
} from '../../../../src/corporate-war/index.js';
import type { OrderOutcome } from '../../../../src/corporate-war/orders.js';
import type { ConformanceCase } from '../case.js';
import { stage } from '../stage.js';
import { bunny, grunt, seer, unit } from './units.js';

const alien = (id: string, type: string, at: string, squad: string, stats?: { info?: number }) =>
  unit(`aliens/${squad}/${id}`, type, at, stats ? { squad, stats } : { squad });
const garrison = () => [
  alien('alien-commander', 'alien-commander', 'F6', 'garrison'),
  alien('alien-doc', 'alien-doc', 'F6', 'garrison'),
  alien('alien-specialist', 'alien-specialist', 'F6', 'garrison'),
];
const mc = (at: string) => [unit('red/commander', 'commander', at), unit('red/doc', 'doc', at)];
const keyHolders = (player: string, sectors: string[]) =>
  sectors.map((s, i) => grunt(`${player}/grunt-${i + 1}`, s));
const RED4 = ['C3', 'C6', 'C9', 'F3'];
const BLUE5 = ['F9', 'I3', 'I6', 'I9', 'F6'];

export const aftermathCases: ConformanceCase[] = [
  {
    name: 'CW-4.1 the aliens are a fifth side that fights every player',
    clause: 'CW-4.1',
    pre: { units: [seer('red/grunt-1', 'F5'), ...garrison()] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'F6' }] },
    expect: {
      dead: ['red/grunt-1'],
      events: [
        {
          type: 'fight',
          sector: 'F6',
          engagements: [{ sides: [{ allegiance: 'red' }, { allegiance: 'aliens' }] }],
        },
      ],
    },
  },
  {
    name: 'CW-4.2 the aliens start as four squads around the craft, two Ghosts and the garrison',
    clause: 'CW-4.2',
    run: () => {
      const g = newGame({ seed: 'aliens', corporations: ['psicorps', 'phoenicae'] });
      const squad = (id: string) =>
        g.soldiers
          .filter((s) => s.owner === 'aliens' && s.squad === id)
          .map((s) => `${s.type}@${s.sector}`)
          .toArray();
      expect(squad('E5')).toEqual(['combat-bunny@48', 'grunt@48', 'grunt@48']);
      expect(squad('G7')).toEqual(['combat-bunny@72', 'grunt@72', 'grunt@72']);
      expect(squad('E7')).toEqual(['rider@50', 'grunt@50', 'grunt@50']);
      expect(squad('G5')).toEqual(['rider@70', 'grunt@70', 'grunt@70']);
      expect(squad('ghosts')).toEqual(['ghost@60', 'ghost@60']);
      expect(squad('garrison')).toEqual(['alien-commander@60', 'alien-doc@60', 'alien-specialist@60']);
      const cmd = g.soldiers.find((s) => s.type === 'alien-specialist')!;
      expect([cmd.kill, cmd.survive, cmd.escape, cmd.info]).toEqual([4, 4, 4, 4]);
    },
  },
  {
    name: 'CW-4.5 garrisonRatings specialist-only: the alien Commander and Doc are rated as a player\u2019s',
    clause: 'CW-4.5',
    option: ['garrisonRatings', 'specialist-only'],
    run: () => {
      const g = newGame({ seed: 'garrison', corporations: ['psicorps', 'phoenicae'] });
      const ratings = (type: string) => {
        const s = g.soldiers.find((x) => x.owner === 'aliens' && x.type === type)!;
        return [s.kill, s.survive, s.escape, s.info];
      };
      const player = (type: string) => {
        const s = g.soldiers.find((x) => x.owner === 'psicorps' && x.type === type)!;
        return [s.kill, s.survive, s.escape, s.info];
      };
      expect(ratings('alien-specialist')).toEqual([4, 4, 4, 4]);
      expect(ratings('alien-commander')).toEqual([1, 1, 2, 3]);
      expect(ratings('alien-commander')).toEqual(player('commander'));
      expect(ratings('alien-doc')).toEqual([0, 0, 0, 0]);
      expect(ratings('alien-doc')).toEqual(player('doc'));
      // A campaign's own ratings for one soldier still win.
      const c = newGame({
        seed: 'garrison',
        corporations: ['psicorps', 'phoenicae'],
        soldierStats: { 'aliens/garrison/alien-doc': { escape: 2 } },
      });
      expect(c.soldiers.find((x) => x.id === 'aliens/garrison/alien-doc')!.escape).toBe(2);
    },
  },
  {
    name: 'CW-4.5 garrisonRatings whole-garrison: the alien Commander and Doc have 4 in every rating too',
    clause: 'CW-4.5',
    option: ['garrisonRatings', 'whole-garrison'],
    run: () => {
      const g = newGame({
        seed: 'garrison',
        corporations: ['psicorps', 'phoenicae'],
        rules: { garrisonRatings: 'whole-garrison' },
      });
      for (const type of ['alien-commander', 'alien-doc', 'alien-specialist']) {
        const s = g.soldiers.find((x) => x.owner === 'aliens' && x.type === type)!;
        expect({ type, ratings: [s.kill, s.survive, s.escape, s.info] }).toEqual({
          type,
          ratings: [4, 4, 4, 4],
        });
      }
      // Only the garrison: the circling squads keep a player's ratings.
      const bunny = g.soldiers.find((x) => x.id === 'aliens/E5/combat-bunny')!;
      expect([bunny.kill, bunny.survive, bunny.escape, bunny.info]).toEqual([3, 2, 1, 1]);
    },
  },
  {
    name: 'CW-4.3 on day 1 the E5 squad moves two sectors counter-clockwise, through F5 to G5',
    clause: 'CW-4.3',
    pre: {
      day: 1,
      units: [
        alien('grunt-1', 'grunt', 'E5', 'E5'),
        alien('grunt-2', 'grunt', 'G7', 'G7'),
        grunt('red/grunt-1', 'A1'),
      ],
    },
    expect: {
      at: { 'aliens/E5/grunt-1': 'G5', 'aliens/G7/grunt-2': 'E7' },
      events: [
        { type: 'step', phase: 1, soldiers: ['aliens/E5/grunt-1'], from: 'E5', to: 'F5' },
        { type: 'step', phase: 3, soldiers: ['aliens/E5/grunt-1'], from: 'F5', to: 'G5' },
      ],
    },
  },
  {
    name: 'CW-4.3 on day 2 the E5 squad goes on from G5 through G6 to G7',
    clause: 'CW-4.3',
    pre: { day: 2, units: [alien('grunt-1', 'grunt', 'G5', 'E5'), grunt('red/grunt-1', 'A1')] },
    expect: { at: { 'aliens/E5/grunt-1': 'G7' }, events: [{ type: 'step', phase: 1, to: 'G6' }] },
  },
  {
    name: 'CW-4.3 a squad turned back off schedule goes on from where it is, through the first possible middle when the scheduled one is not on a path',
    clause: 'CW-4.3',
    // Day 2: the E5 squad is due in G7 through G6, but stands in E5 (turned back on day 1).
    // G6 is not next to E5; the only middle sector of E5 to G7 is the craft's, F6.
    pre: { day: 2, units: [alien('grunt-1', 'grunt', 'E5', 'E5'), grunt('red/grunt-1', 'A1')] },
    expect: {
      at: { 'aliens/E5/grunt-1': 'G7' },
      events: [
        { type: 'step', phase: 1, soldiers: ['aliens/E5/grunt-1'], from: 'E5', to: 'F6' },
        { type: 'step', phase: 3, soldiers: ['aliens/E5/grunt-1'], from: 'F6', to: 'G7' },
      ],
    },
  },
  {
    name: 'CW-4.3 a squad one sector from its scheduled sector takes one step, in phase 2',
    clause: 'CW-4.3',
    // Day 2: the G7 squad (position 4) is due in E5 (position 0) and stopped in F6 yesterday.
    pre: { day: 2, units: [alien('grunt-1', 'grunt', 'F6', 'G7'), grunt('red/grunt-1', 'A1')] },
    expect: {
      at: { 'aliens/G7/grunt-1': 'E5' },
      events: [{ type: 'step', phase: 2, soldiers: ['aliens/G7/grunt-1'], from: 'F6', to: 'E5' }],
    },
  },
  {
    name: 'CW-4.4 an aiding Ghost two sectors away takes the first possible middle sector from the north, not the squad\u2019s',
    clause: 'CW-4.4',
    // Day 2, aiding E5, due in G7 through G6. From F5 the possible middles are F6 and G6;
    // counting F5's neighbours from the north, clockwise, F6 (east) comes before G6.
    pre: {
      day: 2,
      aliens: { aid: 'E5' },
      units: [
        alien('grunt-1', 'grunt', 'G5', 'E5'),
        alien('ghost-1', 'ghost', 'F5', 'ghosts'),
        grunt('red/grunt-1', 'A1'),
      ],
    },
    expect: {
      at: { 'aliens/E5/grunt-1': 'G7', 'aliens/ghosts/ghost-1': 'G7' },
      events: [
        { type: 'step', phase: 1, soldiers: ['aliens/E5/grunt-1'], from: 'G5', to: 'G6' },
        { type: 'step', phase: 1, soldiers: ['aliens/ghosts/ghost-1'], from: 'F5', to: 'F6' },
        { type: 'step', phase: 3, soldiers: ['aliens/ghosts/ghost-1'], from: 'F6', to: 'G7' },
      ],
    },
  },
  {
    name: 'CW-4.4 the Ghosts go to the squad attacked yesterday and take its tags',
    clause: 'CW-4.4',
    pre: {
      day: 2,
      aliens: { aid: 'E5' },
      units: [
        alien('grunt-1', 'grunt', 'G5', 'E5'),
        { ...alien('grunt-2', 'grunt', 'G5', 'E5'), dead: { tagsWith: 'aliens/E5/grunt-1', diedOn: 1 } },
        alien('ghost-1', 'ghost', 'F6', 'ghosts'),
        alien('ghost-2', 'ghost', 'F6', 'ghosts'),
        grunt('red/grunt-1', 'A1'),
      ],
    },
    expect: {
      at: { 'aliens/E5/grunt-1': 'G7', 'aliens/ghosts/ghost-1': 'G7', 'aliens/ghosts/ghost-2': 'G7' },
      tags: { 'aliens/E5/grunt-2': 'aliens/ghosts/ghost-1' },
      events: [{ type: 'tags-handed', sector: 'G7', from: 'aliens/E5/grunt-1', to: 'aliens/ghosts/ghost-1' }],
    },
  },
  {
    name: 'CW-4.5 a Ghost carrying tags goes home, and the garrison revives the fallen in F6',
    clause: 'CW-4.5',
    pre: {
      day: 3,
      units: [
        alien('ghost-1', 'ghost', 'G7', 'ghosts'),
        { ...alien('grunt-2', 'grunt', 'G5', 'E5'), dead: { tagsWith: 'aliens/ghosts/ghost-1', diedOn: 1 } },
        ...garrison(),
        grunt('red/grunt-1', 'A1'),
      ],
    },
    expect: {
      at: { 'aliens/ghosts/ghost-1': 'F6', 'aliens/E5/grunt-2': 'F6', 'aliens/garrison/alien-doc': 'F6' },
      events: [{ type: 'revival', allegiance: 'aliens', sector: 'F6', soldiers: ['aliens/E5/grunt-2'] }],
    },
  },
  {
    name: 'CW-4.6 a fight in the craft\u2019s sector makes every alien fall back on it',
    clause: 'CW-4.6',
    pre: { units: [seer('red/grunt-1', 'F5'), ...garrison()] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'F6' }] },
    expect: {
      events: [{ type: 'aliens-collapse', sector: 'F6' }],
      check: (r) => expect(r.state.aliens).toEqual({ collapsed: true, aid: '' }),
    },
  },
  {
    name: 'CW-4.6 once collapsed, circling squads head for the craft',
    clause: 'CW-4.6',
    pre: {
      day: 1,
      aliens: { collapsed: true },
      units: [alien('grunt-1', 'grunt', 'E5', 'E5'), grunt('red/grunt-1', 'A1')],
    },
    expect: { at: { 'aliens/E5/grunt-1': 'F6' } },
  },
  {
    name: 'CW-4.6 once collapsed, an alien more than two sectors out takes two steps straight at the craft each day',
    clause: 'CW-4.6',
    // Only a custom scenario can put an alien so far out: a held outpost in B2, four from F6.
    pre: {
      day: 3,
      aliens: { collapsed: true },
      scenario: {
        aliens: [
          ...DEFAULT_SCENARIO.aliens,
          { id: 'outpost', behaviour: 'hold', sector: 'B2', units: [{ type: 'grunt', count: 1 }] },
        ],
      },
      units: [
        alien('grunt-1', 'grunt', 'B2', 'outpost'),
        alien('grunt-2', 'grunt', 'B9', 'outpost'),
        grunt('red/grunt-1', 'K1'),
      ],
    },
    expect: {
      // Diagonal while both row and column differ: B2 to C3 to D4; B9 to C8 to D7.
      at: { 'aliens/outpost/grunt-1': 'D4', 'aliens/outpost/grunt-2': 'D7' },
      events: [
        { type: 'step', phase: 1, soldiers: ['aliens/outpost/grunt-1'], from: 'B2', to: 'C3' },
        { type: 'step', phase: 3, soldiers: ['aliens/outpost/grunt-1'], from: 'C3', to: 'D4' },
      ],
    },
  },
  {
    name: 'CW-8.1 a survivor takes the tags of the fallen, and those they carried',
    clause: 'CW-8.1',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        seer('red/grunt-2', 'C2', { survive: 2, kill: 0 }),
        { ...grunt('red/grunt-3', 'C2'), dead: { tagsWith: 'red/grunt-1' } },
        bunny('blue/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      dead: ['red/grunt-1'],
      tags: { 'red/grunt-1': 'red/grunt-2', 'red/grunt-3': 'red/grunt-2' },
      events: [
        {
          type: 'tags-collected',
          sector: 'C3',
          carrier: 'red/grunt-2',
          tags: ['red/grunt-1', 'red/grunt-3'],
        },
      ],
    },
  },
  {
    name: 'CW-8.1 a surviving member of the Mobile Command takes the tags first',
    clause: 'CW-8.1',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        seer('red/grunt-2', 'C2', { survive: 3 }),
        ...mc('C2'),
        bunny('blue/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: { dead: ['red/grunt-1'], tags: { 'red/grunt-1': 'red/commander' } },
  },
  {
    name: 'CW-8.2 a group wiped out loses its tags, its own and those it carried',
    clause: 'CW-8.2',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        { ...grunt('red/grunt-3', 'C2'), dead: { tagsWith: 'red/grunt-1' } },
        bunny('blue/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3' }] },
    expect: {
      tags: { 'red/grunt-1': '', 'red/grunt-3': '' },
      events: [{ type: 'tags-lost', sector: 'C3', allegiance: 'red', tags: ['red/grunt-1', 'red/grunt-3'] }],
    },
  },
  {
    name: 'CW-8.3 tags brought to a Mobile Command that stayed all day in a key sector revive the fallen there',
    clause: 'CW-8.3',
    pre: {
      units: [
        ...mc('C3'),
        grunt('red/grunt-1', 'C4'),
        { ...grunt('red/grunt-2', 'E5'), dead: { tagsWith: 'red/grunt-1' } },
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3' }] },
    expect: {
      at: { 'red/grunt-2': 'C3' },
      events: [{ type: 'revival', allegiance: 'red', sector: 'C3', soldiers: ['red/grunt-2'] }],
    },
  },
  {
    name: 'CW-8.3 a Mobile Command that moved that day revives nobody',
    clause: 'CW-8.3',
    pre: {
      units: [
        ...mc('C4'),
        grunt('red/grunt-1', 'C3'),
        { ...grunt('red/grunt-2', 'E5'), dead: { tagsWith: 'red/grunt-1' } },
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    orders: { red: [{ soldier: 'red/commander', to: 'C3' }] },
    expect: { at: { 'red/commander': 'C3' }, dead: ['red/grunt-2'], noEvents: ['revival'] },
  },
  {
    name: 'CW-8.3 a Mobile Command outside a key sector revives nobody',
    clause: 'CW-8.3',
    pre: {
      units: [
        ...mc('C4'),
        grunt('red/grunt-1', 'C4'),
        { ...grunt('red/grunt-2', 'E5'), dead: { tagsWith: 'red/grunt-1' } },
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    expect: { dead: ['red/grunt-2'], noEvents: ['revival'] },
  },
  {
    name: 'CW-8.4 when the Commander and the Doc both fall, the Mobile Command is wreckage',
    clause: 'CW-8.4',
    pre: {
      units: [
        ...mc('C2'),
        bunny('blue/bunny-1', 'C3', { info: 4 }),
        bunny('blue/bunny-2', 'C3', { info: 4 }),
      ],
    },
    orders: { red: [{ soldier: 'red/commander', to: 'C3' }] },
    expect: {
      dead: ['red/commander', 'red/doc'],
      tags: { 'red/commander': '', 'red/doc': '' },
      events: [{ type: 'mobile-command-wrecked', allegiance: 'red', sector: 'C3' }],
      check: (r) => expect(r.state.wrecks.toArray()).toEqual([{ owner: 'red', sector: 2 * 11 + 2, day: 2 }]),
    },
  },
  {
    name: 'CW-8.5 docDeath revival-stops: without the Doc nobody is revived',
    clause: 'CW-8.5',
    option: ['docDeath', 'revival-stops'],
    pre: {
      units: [
        unit('red/commander', 'commander', 'C3'),
        { ...unit('red/doc', 'doc', 'C3'), dead: { tagsWith: 'red/commander' } },
        { ...grunt('red/grunt-2', 'C3'), dead: { tagsWith: 'red/commander' } },
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    expect: { dead: ['red/doc', 'red/grunt-2'], noEvents: ['revival'] },
  },
  {
    name: 'CW-8.5 docDeath no-effect: the Commander alone revives, the Doc too',
    clause: 'CW-8.5',
    option: ['docDeath', 'no-effect'],
    pre: {
      rules: { docDeath: 'no-effect' },
      units: [
        unit('red/commander', 'commander', 'C3'),
        { ...unit('red/doc', 'doc', 'C3'), dead: { tagsWith: 'red/commander' } },
        { ...grunt('red/grunt-2', 'C3'), dead: { tagsWith: 'red/commander' } },
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    expect: { at: { 'red/doc': 'C3', 'red/grunt-2': 'C3' } },
  },
  {
    name: 'CW-8.6 commanderDeath no-effect: orders are carried out without the Commander',
    clause: 'CW-8.6',
    option: ['commanderDeath', 'no-effect'],
    pre: {
      units: [
        { ...unit('red/commander', 'commander', 'C3'), dead: {} },
        grunt('red/grunt-1', 'C3'),
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }] },
    expect: { at: { 'red/grunt-1': 'C4' } },
  },
  {
    name: 'CW-8.6 commanderDeath orders-ignored: with the Commander fallen no order is carried out',
    clause: 'CW-8.6',
    option: ['commanderDeath', 'orders-ignored'],
    pre: {
      rules: { commanderDeath: 'orders-ignored' },
      units: [
        { ...unit('red/commander', 'commander', 'C3'), dead: {} },
        grunt('red/grunt-1', 'C3'),
        grunt('blue/grunt-1', 'K1'),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }] },
    expect: {
      at: { 'red/grunt-1': 'C3' },
      events: [{ type: 'orders', player: 'red', issues: [{ code: 'order/commander-dead' }] }],
      check: (r) => expect(r.reports.red?.orders.map((o: OrderOutcome) => o.status)).toEqual(['rejected']),
    },
  },
  {
    name: 'CW-9.1 a player alone in four key sectors at the end of the day claims them',
    clause: 'CW-9.1',
    pre: { units: [...keyHolders('red', RED4), grunt('blue/grunt-1', 'K1')] },
    expect: {
      events: [
        { type: 'victory-check', claims: [{ player: 'red', sectors: RED4 }], winners: [], outcome: null },
      ],
      check: (r) =>
        expect(r.state.claims.toArray()).toEqual([{ player: 'red', sectors: [24, 27, 30, 57], day: 2 }]),
    },
  },
  {
    name: 'CW-9.1 a key sector with an enemy in it, aliens included, cannot be claimed',
    clause: 'CW-9.1',
    pre: {
      units: [...keyHolders('red', [...RED4.slice(0, 3), 'F6']), ...garrison(), grunt('blue/grunt-1', 'K1')],
    },
    expect: { events: [{ type: 'victory-check', claims: [] }] },
  },
  {
    name: 'CW-9.2 holding the claimed sectors all the next day wins',
    clause: 'CW-9.2',
    pre: {
      claims: [{ player: 'red', sectors: RED4, day: 1 }],
      units: [...keyHolders('red', RED4), grunt('blue/grunt-1', 'K1')],
    },
    expect: {
      events: [
        {
          type: 'victory-check',
          holds: [{ player: 'red', held: RED4 }],
          winners: ['red'],
          outcome: 'victory',
        },
      ],
      check: (r) => {
        expect(r.state.outcome).toEqual({ reason: 'victory', winners: ['red'], day: 2 });
        expect(r.reports.red?.result).toBe('won');
        expect(r.reports.blue?.result).toBe('lost');
      },
    },
  },
  {
    name: 'CW-9.2 a sector left empty after any phase is not held, even if filled again',
    clause: 'CW-9.2',
    pre: {
      claims: [{ player: 'red', sectors: RED4, day: 1 }],
      units: [...keyHolders('red', RED4), grunt('red/grunt-9', 'C4'), grunt('blue/grunt-1', 'K1')],
    },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'A3' },
        { soldier: 'red/grunt-9', to: 'C3' },
      ],
    },
    expect: {
      at: { 'red/grunt-9': 'C3' },
      events: [{ type: 'victory-check', holds: [{ player: 'red', held: RED4.slice(1) }], winners: [] }],
    },
  },
  {
    name: 'CW-9.3 simultaneousWinners shared: everyone who holds on the same day wins',
    clause: 'CW-9.3',
    option: ['simultaneousWinners', 'shared'],
    pre: {
      claims: [
        { player: 'red', sectors: RED4, day: 1 },
        { player: 'blue', sectors: BLUE5, day: 1 },
      ],
      units: [...keyHolders('red', RED4), ...keyHolders('blue', BLUE5)],
    },
    expect: { check: (r) => expect(r.state.outcome?.winners).toEqual(['red', 'blue']) },
  },
  {
    name: 'CW-9.3 simultaneousWinners most-sectors: only those holding the most sectors win',
    clause: 'CW-9.3',
    option: ['simultaneousWinners', 'most-sectors'],
    pre: {
      rules: { simultaneousWinners: 'most-sectors' },
      claims: [
        { player: 'red', sectors: RED4, day: 1 },
        { player: 'blue', sectors: BLUE5, day: 1 },
      ],
      units: [...keyHolders('red', RED4), ...keyHolders('blue', BLUE5)],
    },
    expect: { check: (r) => expect(r.state.outcome?.winners).toEqual(['blue']) },
  },
  {
    name: 'CW-9.4 when no player can field four soldiers, nobody can win',
    clause: 'CW-9.4',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('blue/grunt-1', 'I3'), ...garrison()] },
    expect: { check: (r) => expect(r.state.outcome).toEqual({ reason: 'stalemate', winners: [], day: 2 }) },
  },
  {
    name: 'CW-9.4 fallen whose tags can still reach a Mobile Command keep a player in the game',
    clause: 'CW-9.4',
    pre: {
      units: [
        ...mc('C3'),
        grunt('red/grunt-1', 'D4'),
        { ...grunt('red/grunt-2', 'D4'), dead: { tagsWith: 'red/grunt-1' } },
        grunt('blue/grunt-1', 'I3'),
      ],
    },
    expect: { check: (r) => expect(r.state.outcome).toBeNull() },
  },
  {
    name: 'CW-9.5 dayLimit: the game ends with no winner when the last day ends',
    clause: 'CW-9.5',
    option: ['dayLimit', 3],
    pre: {
      day: 3,
      rules: { dayLimit: 3 },
      units: [...keyHolders('red', RED4), ...keyHolders('blue', ['I3', 'I6', 'I9', 'K1'])],
    },
    expect: { check: (r) => expect(r.state.outcome).toEqual({ reason: 'day-limit', winners: [], day: 3 }) },
  },
  {
    name: 'CW-9.5 dayLimit null: the game goes on',
    clause: 'CW-9.5',
    option: ['dayLimit', null],
    pre: {
      day: 300,
      units: [
        ...keyHolders('red', ['A1', 'A2', 'A3', 'A4']),
        ...keyHolders('blue', ['K1', 'K2', 'K3', 'K4']),
      ],
    },
    expect: { check: (r) => expect(r.state.outcome).toBeNull() },
  },
  {
    name: 'CW-9.5 dayLimit null: the day before MAX_DAY is the last, so its dawn can be saved (issue 30)',
    clause: 'CW-9.5',
    option: ['dayLimit', null],
    pre: {
      day: MAX_DAY - 1,
      units: [
        ...keyHolders('red', ['A1', 'A2', 'A3', 'A4']),
        ...keyHolders('blue', ['K1', 'K2', 'K3', 'K4']),
      ],
    },
    expect: {
      check: (r) => {
        expect(r.state.outcome).toEqual({ reason: 'day-limit', winners: [], day: MAX_DAY - 1 });
        expect(r.state.day).toBe(MAX_DAY);
        expect(parseState(serializeState(r.state)).ok).toBe(true);
      },
    },
  },
  {
    name: 'CW-9.6 a finished game refuses every order and does not change',
    clause: 'CW-9.6',
    run: () => {
      const pre = stage({ units: [grunt('red/grunt-1', 'C3'), grunt('blue/grunt-1', 'I3')] });
      const over = resolveDay(pre, {}).state;
      expect(over.outcome?.reason).toBe('stalemate');
      const r = resolveDay(over, { red: [{ soldier: 'red/grunt-1', to: 'C4' }] });
      expect(r.state).toBe(over);
      expect(r.trace.events).toEqual([
        expect.objectContaining({
          type: 'orders',
          player: 'red',
          issues: [expect.objectContaining({ code: 'order/game-over' })],
        }),
      ]);
    },
  },
];
