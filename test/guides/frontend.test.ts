/**
 * The guide docs/guides/frontend.md: its TypeScript blocks are the regions of
 * frontend.example.ts (so the guide cannot drift from code that compiles), and the model it
 * builds does what the guide says, on the first day and over a whole match between bots.
 */
import { describe, expect, it } from 'vitest';
import {
  type DayResult,
  PICTURES,
  type PlayerReport,
  playerView,
  playMatch,
} from '../../src/corporate-war/index.js';
import {
  a6,
  boardCells,
  c4,
  day1,
  describeEvent,
  EMPTY_PAD,
  game,
  pad,
  receiveOrders,
  refused,
  refusedOrders,
  reply,
  reportTabs,
  statusWindow,
  tabs,
  view,
} from './frontend.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/frontend.md');
const EXAMPLE = repoFile('test/guides/frontend.example.ts');

describe('the frontend guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['board', 'status', 'orders', 'server', 'tabs', 'turn']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war'");
    expect(regions[0]!.code).toContain("from 'simulturn'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('names every picture and every JSON Schema a client needs', () => {
    for (const name of ['PLAYER_VIEW_SCHEMA', 'PLAYER_REPORT_SCHEMA', 'REPORT_EVENT_SCHEMA', 'PICTURES']) {
      expect(GUIDE).toContain(`\`${name}\``);
    }
    for (const p of PICTURES) expect(GUIDE).toContain(`\`${p}\``);
  });
});

describe('the interface model on day 1', () => {
  it('draws the 11x11 board with the key sectors, the craft and the force in A6', () => {
    const cells = boardCells(view);
    expect(cells).toHaveLength(11);
    expect(cells.every((row) => row.length === 11)).toBe(true);
    const flat = cells.flat();
    expect(flat.filter((c) => c.key).map((c) => c.name)).toEqual(view.keySectors);
    expect(flat.filter((c) => c.craft).map((c) => c.name)).toEqual(['F6']);
    expect(flat.reduce((n, c) => n + c.own, 0)).toBe(17);
    expect(a6).toMatchObject({ name: 'A6', own: 17, command: true, reportDay: null, picture: null });
  });

  it('turns clicks into orders, warns of a move too long and keeps the soldier selected', () => {
    expect(pad).toEqual({
      ...EMPTY_PAD,
      orders: [
        { soldier: 'psicorps/ghost-1', to: 'C4', via: 'B5' },
        { soldier: 'psicorps/rider-1', to: 'C6' },
      ],
    });
    expect(reply).toEqual({ accepted: true });
    expect(refused).toMatchObject({ accepted: false, issues: [{ code: 'order/too-far', path: '[0].to' }] });
    expect(receiveOrders(game, 'psicorps', '{')).toMatchObject({ accepted: false });
  });

  it('shows a tab per group and the status window of the sector the Ghost reached', () => {
    expect(tabs.map((t) => t.title)).toEqual(['A6', 'A6 > B5 > C4', 'A6 > B6 > C6']);
    expect(tabs[1]!.lines).toEqual(['left A6', 'entered B5', 'entered C4']);
    expect(day1.reports.psicorps!.orders.every((o) => o.status === 'accepted')).toBe(true);
    expect(c4).toMatchObject({ sector: 'C4', reportDay: 1, lines: ['entered C4'], fallen: [] });
    expect(c4.soldiers.map((s) => s.id)).toEqual(['psicorps/ghost-1']);
  });
});

describe('the interface model over a whole match', () => {
  const days: DayResult[] = [];
  playMatch({
    seed: 'frontend-guide',
    seats: { psicorps: 'cautious', phoenicae: 'rusher', 'orchid-inc': 'rusher', 'tanker-toys': 'search' },
    dayLimit: 12,
    onDay: (result) => days.push(result),
  });
  const reports: PlayerReport[] = days.flatMap((d) => Object.values(d.reports));

  it('describes every event the reports hold, of many kinds', () => {
    const kinds = new Set<string>();
    for (const r of reports) {
      const t = reportTabs(r);
      expect(t).toHaveLength(r.groups.length);
      for (const [i, tab] of t.entries()) {
        expect(tab.lines).toHaveLength(r.groups[i]!.events.length);
        expect(tab.lines.every((l) => l.length > 0)).toBe(true);
      }
      for (const e of r.groups.flatMap((g) => g.events)) kinds.add(e.type);
      expect(refusedOrders(r)).toEqual([]); // the bots' orders are always carried out in full
    }
    expect(kinds.size).toBeGreaterThanOrEqual(6);
    expect(kinds).toContain('fight');
  });

  it('shows on the board and in the status windows every sector a player has news of', () => {
    const last = days.at(-1)!;
    for (const p of last.state.players) {
      const v = playerView(last.state, p.id)!;
      const cells = boardCells(v).flat();
      for (const c of cells) {
        const intel = v.sectors[c.name];
        expect(c.reportDay).toBe(intel?.day ?? null);
        const status = statusWindow(v, c.name);
        expect(status.lines).toHaveLength(intel?.events.length ?? 0);
        expect(status.soldiers.length).toBe(c.own);
      }
      expect(cells.some((c) => c.reportDay !== null)).toBe(true);
      for (const e of Object.values(v.sectors).flatMap((s) => s.events))
        expect(describeEvent(e)).not.toBe('');
    }
  });
});
