import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import { newGame, type PlayerReport, renderReport, resolveDay } from '../../src/corporate-war/index.js';
import type { ReportEvent } from '../../src/corporate-war/report-events.js';

/** One event of every type, to render. */
const base = { sectors: ['C3'], picture: 'quiet', phase: 1 } as const;
const ALL_EVENTS: ReportEvent[] = [
  { ...base, type: 'held', sector: 'C3' },
  { ...base, type: 'left', sector: 'C3' },
  { ...base, type: 'entered', sector: 'C4', retreat: false },
  { ...base, type: 'entered', sector: 'C3', retreat: true },
  { ...base, type: 'corpses', sector: 'C4', insignia: ['aliens', 'phoenicae'], picture: 'corpses' },
  { ...base, type: 'wreckage', sector: 'C4', picture: 'wreckage' },
  { ...base, type: 'fighting-nearby', sector: 'B2', direction: 'northwest', picture: 'firefight' },
  { ...base, type: 'fighting-here', sector: 'C3', picture: 'firefight' },
  { ...base, type: 'movement-nearby', sector: 'D3', direction: 'south', picture: 'movement' },
  {
    ...base,
    type: 'fight',
    sector: 'C3',
    casualties: ['red/grunt-1'],
    enemyFallen: [{ allegiance: 'phoenicae', count: 2 }],
    picture: 'firefight',
  },
  {
    ...base,
    type: 'enemies-present',
    sector: 'C3',
    sightings: [{ allegiance: 'aliens', count: 3 }],
    picture: 'movement',
  },
  { ...base, type: 'lost-contact', sector: 'C3', picture: 'lost-contact' },
];

const reportWith = (events: ReportEvent[], day: number, id = 'C3>C4'): PlayerReport => ({
  player: 'red',
  day,
  orders: [],
  orderIssues: [],
  fallen: [],
  revived: ['red/grunt-2'],
  claim: [],
  result: 'playing',
  groups: [{ id, soldiers: ['red/grunt-1'], events, picture: 'firefight' }],
});

// The seed asks for reports without strong language; a short list of words we never print.
const STRONG = /\b(damn|hell|bloody|shit|fuck|bastard|crap)\b/i;

describe('renderReport', () => {
  it('says every kind of event, in text and Markdown, with no holes and no strong language', () => {
    for (let day = 1; day <= 12; day++) {
      for (const format of ['text', 'markdown'] as const) {
        const out = renderReport(reportWith(ALL_EVENTS, day), { format, names: { phoenicae: 'Phoenicae' } });
        expect(out).not.toMatch(/undefined|\{p\}|\[object|NaN/);
        expect(out).not.toMatch(STRONG);
        expect(out.split('\n').filter((l) => /^(- | {2})\S/.test(l)).length).toBeGreaterThanOrEqual(
          ALL_EVENTS.length,
        );
        expect(out).toContain('Phoenicae');
      }
    }
  });

  it('is deterministic, and varies its phrasing from day to day', () => {
    const a = renderReport(reportWith(ALL_EVENTS, 3));
    expect(renderReport(reportWith(ALL_EVENTS, 3))).toBe(a);
    const texts = new Set(
      [1, 2, 3, 4, 5, 6].map((d) => renderReport(reportWith(ALL_EVENTS, d)).replace(/Day \d+/, '')),
    );
    expect(texts.size).toBeGreaterThan(1);
  });

  it('renders Markdown headings and list items, and plain text underlines', () => {
    const md = renderReport(reportWith(ALL_EVENTS.slice(0, 2), 1), { format: 'markdown' });
    expect(md).toMatch(/^# Day 1: report to red$/m);
    expect(md).toMatch(/^## Group C3 > C4 \[firefight\]$/m);
    expect(md).toMatch(/^- /m);
    const text = renderReport(reportWith(ALL_EVENTS.slice(0, 2), 1));
    expect(text).toMatch(/^Day 1: report to red\n=+$/m);
  });

  it('names the player\u2019s fallen, even one who fell alone and shows only as lost contact (issue 15)', () => {
    const report: PlayerReport = {
      ...reportWith([{ ...base, type: 'lost-contact', sector: 'C3', picture: 'lost-contact' }], 2),
      fallen: ['red/ghost-1', 'red/grunt-4'],
      revived: [],
    };
    for (const format of ['text', 'markdown'] as const) {
      const out = renderReport(report, { format });
      expect(out).toMatch(/^#* ?Fallen$/m);
      // By the short ids the player's order sheet uses (issue 15).
      expect(out).toContain('We lost ghost-1 and grunt-4.');
      expect(out).not.toContain('red/');
    }
    expect(renderReport(reportWith([], 2))).not.toContain('Fallen');
  });

  it('tells a group order\u2019s problem once, not once per soldier (issue 15)', () => {
    const game = newGame({ seed: 'render-group', corporations: ['psicorps', 'phoenicae'] });
    const north = game.players.find((p) => p.edge === 'north')!.id;
    const home = game.soldiers.find((s) => s.owner === north)!;
    const at = `${String.fromCharCode(65 + Math.floor(home.sector / 11))}${(home.sector % 11) + 1}`;
    const r = resolveDay(game, { [north]: [{ group: at, to: 'K6' }] });
    const outcome = r.reports[north]!.orders[0]!;
    expect(outcome.issues.length).toBeGreaterThan(10); // one issue per soldier of the group
    const out = renderReport(r.reports[north]!);
    const lines = out.split('\n').filter((l) => l.includes('Order 1:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/too|away/);
    expect(lines[0]).toContain('(the same for ');
    for (const id of outcome.issues.map((i) => ('soldier' in i ? i.soldier : '')).slice(1))
      expect(lines[0]).toContain(id.slice(id.indexOf('/') + 1));
    expect(lines[0]).not.toContain(`${north}/`);
  });

  it('renders whole games without failing', () => {
    let state = newGame({
      seed: 'render',
      corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
    });
    let lines = 0;
    for (let d = 0; d < 6 && state.outcome === null; d++) {
      const r = resolveDay(state, demoOrders(state));
      for (const report of Object.values(r.reports)) {
        const out = renderReport(report, { format: 'markdown' });
        expect(out).not.toMatch(/undefined|\{p\}/);
        lines += out.split('\n').length;
      }
      state = r.state;
    }
    expect(lines).toBeGreaterThan(50);
  });
});
