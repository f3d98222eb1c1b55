/**
 * The client's helpers (issue 15): where a soldier may be ordered, orders checked against
 * the view alone with the server's answers, and one line per report event in the voice of
 * the rendered report.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrders,
  checkOrdersForView,
  intermediates,
  lastSightings,
  legalDestinations,
  nameOf,
  newGame,
  parseSector,
  playerView,
  playMatch,
  renderEvent,
  renderReport,
  resolveDay,
} from '../../src/corporate-war/index.js';
import type { PlayerView } from '../../src/corporate-war/view.js';
import { arbPlayedGame, arbPlayerOrders, check } from '../support/fc.js';

describe('legalDestinations', () => {
  const game = newGame({ seed: 'client', corporations: ['psicorps', 'phoenicae'] });
  const view = playerView(game, game.players.find((p) => p.edge === 'north')!.id)!;

  it('every sector within two, the own one first among equals, with the middle sectors of two-sector moves', () => {
    const d = legalDestinations(view, 'A6');
    // A row on the edge: three rows by five columns.
    expect(d).toHaveLength(15);
    expect(d.find((x) => x.to === 'A6')).toEqual({ to: 'A6', distance: 0, via: [] });
    expect(d.find((x) => x.to === 'B6')).toEqual({ to: 'B6', distance: 1, via: [] });
    const b = view.board;
    for (const x of d.filter((y) => y.distance === 2)) {
      expect(x.via, x.to).toEqual(
        intermediates(b, parseSector(b, 'A6')!, parseSector(b, x.to)!).map(
          (m) => String.fromCharCode(65 + Math.floor(m / b.cols)) + String((m % b.cols) + 1),
        ),
      );
    }
    expect(legalDestinations(view, 'F6')).toHaveLength(25);
  });

  it('a soldier by id goes from where he stands; a fallen soldier or a bad name nowhere', () => {
    const s = view.soldiers[0]!;
    expect(legalDestinations(view, s.id)).toEqual(legalDestinations(view, s.sector));
    expect(legalDestinations(view, 'Z99')).toEqual([]);
    const fallen = { ...view, soldiers: [{ ...s, status: 'dead' as const }] };
    expect(legalDestinations(fallen, s.id)).toEqual([]);
  });
});

describe('checkOrdersForView', () => {
  it('gives the server\u2019s outcomes and issues, from the view alone', () => {
    check(
      fc.property(
        arbPlayedGame(4).chain((state) =>
          fc
            .tuple(fc.constant(state), fc.constantFrom(...state.players.map((p) => p.id)))
            .chain(([s, p]) => fc.tuple(fc.constant(s), fc.constant(p), arbPlayerOrders(s, p))),
        ),
        ([state, player, orders]) => {
          const server = checkOrders(state, player, orders, state.rules);
          const client = checkOrdersForView(playerView(state, player)!, orders, state.rules);
          expect(JSON.stringify(client.outcomes)).toBe(JSON.stringify(server.outcomes));
          expect(JSON.stringify(client.issues)).toBe(JSON.stringify(server.issues));
          // A move's index counts in the view's list of soldiers, not the state's.
          const bare = (v: typeof server) => JSON.stringify(v.moves.map(({ index, ...m }) => m));
          expect(bare(client)).toBe(bare(server));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('renderEvent', () => {
  it('writes the very line renderReport writes for each event', () => {
    let state = newGame({ seed: 'client-events', corporations: ['psicorps', 'phoenicae', 'orchid-inc'] });
    let lines = 0;
    for (let d = 0; d < 4; d++) {
      const r = resolveDay(state, {});
      for (const report of Object.values(r.reports)) {
        const text = renderReport(report);
        for (const g of report.groups) {
          g.events.forEach((e, index) => {
            const line = renderEvent(e, { player: report.player, day: report.day, group: g.id, index });
            expect(text).toContain(`  ${line}`);
            lines++;
          });
        }
      }
      state = r.state;
    }
    expect(lines).toBeGreaterThan(10);
  });
});

describe('the view names people and things (issue 15)', () => {
  const game = newGame({ seed: 'names', corporations: ['psicorps', 'phoenicae', 'orchid-inc'] });
  const view = playerView(game, 'phoenicae')!;

  it('lists the other players in seat order, never the player, with display names', () => {
    expect(view.others).toEqual([
      { player: 'psicorps', corporation: 'psicorps', name: 'PsiCorps' },
      { player: 'orchid-inc', corporation: 'orchid-inc', name: 'Orchid Inc' },
    ]);
    // Where the others entered is not told (CW-2.1): nothing but who plays.
    expect(JSON.stringify(view.others)).not.toMatch(/north|east|south|west/);
  });

  it('names soldiers as the order sheet writes them and unit types by their display names', () => {
    const s = view.soldiers.find((x) => x.id === 'phoenicae/commander')!;
    expect(s.name).toBe('commander');
    expect(s.typeName).toBe(game.scenario.unitTypes[s.type]!.name);
    expect(view.soldiers.every((x) => x.id === `phoenicae/${x.name}`)).toBe(true);
    expect(view.names.aliens).toBe('the aliens');
    expect(view.names['orchid-inc']).toBe('Orchid Inc');
  });
});

describe('lastSightings', () => {
  const base = playerView(
    newGame({ seed: 'sightings', corporations: ['psicorps', 'phoenicae'] }),
    'psicorps',
  )!;
  const at = (sectors: PlayerView['sectors']): PlayerView => ({ ...base, sectors });
  const event = { picture: 'movement', phase: 2 } as const;

  it('finds every side in the sectors whose latest report shows it, latest day first', () => {
    const view = at({
      C6: {
        day: 3,
        events: [
          {
            ...event,
            type: 'enemies-present',
            sector: 'C6',
            sectors: ['C6'],
            sightings: [{ allegiance: 'phoenicae', count: 2 }],
          },
        ],
      },
      F6: {
        day: 5,
        events: [
          {
            ...event,
            picture: 'firefight',
            type: 'fight',
            sector: 'F6',
            sectors: ['F6'],
            casualties: [],
            enemyFallen: [
              { allegiance: 'phoenicae', count: 1 },
              { allegiance: 'aliens', count: 3 },
            ],
          },
        ],
      },
      B2: { day: 4, events: [{ ...event, picture: 'quiet', type: 'held', sector: 'B2', sectors: ['B2'] }] },
    });
    expect(lastSightings(view)).toEqual([
      {
        allegiance: 'phoenicae',
        name: base.names.phoenicae,
        sightings: [
          { sector: 'F6', day: 5, standing: 0, fell: 1 },
          { sector: 'C6', day: 3, standing: 2, fell: 0 },
        ],
      },
      {
        allegiance: 'aliens',
        name: 'the aliens',
        sightings: [{ sector: 'F6', day: 5, standing: 0, fell: 3 }],
      },
    ]);
  });

  it('has every side, with no sightings, before anything is reported', () => {
    expect(lastSightings(at({}))).toEqual([
      { allegiance: 'phoenicae', name: base.names.phoenicae, sightings: [] },
      { allegiance: 'aliens', name: 'the aliens', sightings: [] },
    ]);
  });

  it('in played games, each sighting is in a sector whose latest report names that side', () => {
    let seen = 0;
    playMatch({
      seed: 'sightings-played',
      seats: ['rusher', 'rusher', 'cautious', 'rusher'],
      dayLimit: 10,
      onDay: ({ state }) => {
        for (const p of state.players) {
          const view = playerView(state, p.id)!;
          for (const side of lastSightings(view)) {
            expect(side.allegiance).not.toBe(p.id);
            for (const x of side.sightings) {
              const known = view.sectors[x.sector]!;
              expect(x.day).toBe(known.day);
              expect(JSON.stringify(known.events)).toContain(`"allegiance":"${side.allegiance}"`);
              seen++;
            }
          }
        }
      },
    });
    expect(seen).toBeGreaterThan(0);
  });
});

describe('nameOf', () => {
  const game = newGame({ seed: 'names', corporations: ['psicorps', 'phoenicae', 'orchid-inc'] });
  const view = playerView(game, 'phoenicae')!;

  it('names own soldiers by their short names, players and corporations by display names, the aliens', () => {
    expect(nameOf(view, 'phoenicae/commander')).toBe('commander');
    expect(nameOf(view, 'phoenicae')).toBe('Phoenicae');
    expect(nameOf(view, 'orchid-inc')).toBe('Orchid Inc');
    expect(nameOf(view, 'aliens')).toBe('the aliens');
    expect(nameOf(view, 'tanker-toys')).toBe('Tanker Toys');
  });

  it('leaves what it does not know as it is: another side\u2019s soldier is not named', () => {
    expect(nameOf(view, 'psicorps/ghost-1')).toBe('psicorps/ghost-1');
    expect(nameOf(view, 'nobody')).toBe('nobody');
  });
});
