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
  legalDestinations,
  newGame,
  parseSector,
  playerView,
  renderEvent,
  renderReport,
  resolveDay,
} from '../../src/corporate-war/index.js';
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
