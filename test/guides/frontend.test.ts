/**
 * The guide docs/guides/frontend.md: its TypeScript blocks are the regions of
 * frontend.example.ts (so the guide cannot drift from code that compiles), the example's
 * client code is built on the library's client helpers with no board logic of its own,
 * and the model it builds does what the guide says: on the first day, and over a whole
 * match in which one seat is played by clicks through the model against bots.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DayResult,
  lastSightings,
  legalDestinations,
  mapCell,
  PICTURES,
  type PlayerReport,
  type PlayerView,
  playerView,
  playMatch,
  renderReport,
  sectorName,
} from '../../src/corporate-war/index.js';
import {
  a6,
  board,
  c4,
  cells,
  chooseVia,
  clean,
  clickSector,
  dawn,
  day1,
  EMPTY_PAD,
  game,
  marked,
  type OrderPad,
  pad,
  panel,
  receiveOrders,
  refusals,
  reply,
  reportTabs,
  SCHEMAS,
  selectGroup,
  selectSoldier,
  split,
  standing,
  statusWindow,
  tabs,
  view,
} from './frontend.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/frontend.md');
const EXAMPLE = repoFile('test/guides/frontend.example.ts');
const REGIONS = ['board', 'standing', 'status', 'orders', 'server', 'tabs', 'turn'];

/** What the server answered about a player's orders, as `refusals` gives it. */
const refusedBy = (report: PlayerReport) =>
  report.orders
    .filter((o) => o.status !== 'accepted')
    .map((o) => ({ order: o.order, status: o.status, codes: o.issues.map((i) => i.code) }));

/** The lines of a rendered report, without their list marks. */
const reportLines = (view: PlayerView, report: PlayerReport) =>
  new Set(
    renderReport(report, { names: view.names })
      .split('\n')
      .map((l) => l.trim()),
  );

describe('the frontend guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(REGIONS);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war/client'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('draws, words and checks with the library: the client code has no board logic of its own', () => {
    const client = publishedRegions(EXAMPLE).filter((r) =>
      ['board', 'standing', 'status', 'orders', 'tabs'].includes(r.name),
    );
    const imports = client.flatMap((r) => [...r.code.matchAll(/^import[\s\S]*?from '([^']+)';$/gm)]);
    // The browser's code imports the client entry, and the engine only for checking orders.
    expect(imports.map((m) => m[1])).toEqual(['simulturn/corporate-war/client', 'simulturn/corporate-war']);
    expect(imports[1]![0]).toBe("import { checkOrdersForView } from 'simulturn/corporate-war';");
    for (const r of client) {
      // No distances, paths or sector arithmetic, and no wording of events by their type.
      expect(r.code, r.name).not.toMatch(/\b(distance|intermediates|parseSector)\(|\.type\b|switch \(/);
    }
  });

  it('names the entry points, every picture and every JSON Schema a client needs', () => {
    for (const name of [
      'simulturn/corporate-war/client',
      'checkOrdersForView',
      'legalDestinations',
      'lastSightings',
      'mapCell',
      'renderEvent',
      'describeStanding',
      'PLAYER_VIEW_SCHEMA',
      'PLAYER_REPORT_SCHEMA',
      'REPORT_EVENT_SCHEMA',
      'PICTURES',
    ]) {
      expect(GUIDE).toContain(`\`${name}\``);
    }
    for (const p of PICTURES) expect(GUIDE).toContain(`\`${p}\``);
    expect(Object.keys(SCHEMAS)).toEqual(['view', 'report', 'event']);
  });

  it('cites clauses of the rules that exist', () => {
    const rules = repoFile('docs/rules/corporate-war.md');
    const cited = new Set(GUIDE.match(/CW-\d+(\.\d+)?/g));
    expect(cited.size).toBeGreaterThan(5);
    for (const c of cited) expect(rules, c).toContain(`## ${c} `);
  });
});

describe('the interface model on day 1', () => {
  it('draws the 11x11 board from mapCell, row by row from A1', () => {
    expect(cells).toHaveLength(11);
    expect(cells.every((row) => row.length === 11)).toBe(true);
    const flat = cells.flat();
    expect(flat.map((c) => c.sector)).toEqual(flat.map((_, i) => sectorName(view.board, i)));
    expect(flat.filter((c) => c.key).map((c) => c.sector)).toEqual(view.keySectors);
    expect(flat.filter((c) => c.craft).map((c) => c.sector)).toEqual(['F6']);
    expect(flat.reduce((n, c) => n + c.own, 0)).toBe(17);
    expect(cells[0]![5]).toMatchObject({ sector: 'A6', own: 17, command: true, reportDay: null });
  });

  it('shows the standing: the day, the other players by name, the key sectors and no claim', () => {
    expect(panel.day).toBe(1);
    expect(panel.players).toEqual(['Phoenicae', 'Orchid Inc', 'Tanker Toys']);
    expect(panel.lines).toHaveLength(1 + view.keySectors.length + 1);
    expect(panel.lines.at(-1)).toMatch(/no claim/);
    expect(panel.over).toBe(false);
  });

  it('opens the status window of A6 with the 17 soldiers and nothing reported yet', () => {
    expect(a6.soldiers).toHaveLength(17);
    expect(a6.soldiers.map((s) => s.name)).toContain('ghost-1');
    expect(a6).toMatchObject({ fallen: [], seen: [], reports: [] });
  });

  it('lights exactly the legal destinations of a clicked soldier or group', () => {
    const ghost = selectSoldier(view, EMPTY_PAD, 'psicorps/ghost-1');
    expect(ghost.highlighted).toEqual(legalDestinations(view, 'psicorps/ghost-1'));
    expect(ghost.highlighted).toHaveLength(15);
    expect(selectGroup(view, EMPTY_PAD, 'A6').highlighted).toEqual(legalDestinations(view, 'A6'));
    // A sector that is not lit is not an order: the selection is dropped.
    expect(clickSector(ghost, 'A9')).toEqual(EMPTY_PAD);
    // A middle sector the move cannot pass through is left out: the server's default path is taken.
    expect(clickSector(chooseVia(ghost, 'A7'), 'C4').orders).toEqual([
      { soldier: 'psicorps/ghost-1', to: 'C4' },
    ]);
    // A second order for the same soldier replaces the first.
    const twice = clickSector(selectSoldier(view, clickSector(ghost, 'B6'), 'psicorps/ghost-1'), 'B7');
    expect(twice.orders).toEqual([{ soldier: 'psicorps/ghost-1', to: 'B7' }]);
  });

  it('turns the clicks into the orders the guide shows', () => {
    expect(pad).toEqual({
      ...EMPTY_PAD,
      orders: [
        { group: 'A6', to: 'B6' },
        { soldier: 'psicorps/ghost-1', to: 'C4', via: 'B5' },
        { soldier: 'psicorps/doc', to: 'A5' },
        { soldier: 'psicorps/commander', to: 'A5' },
      ],
    });
  });

  it('marks a refused order before sending with the code the server gives', () => {
    expect(marked).toEqual([{ order: 2, status: 'rejected', codes: ['order/mobile-command-split'] }]);
    expect(split).toMatchObject({
      accepted: false,
      issues: [{ code: 'order/mobile-command-split', path: '[2]' }],
    });
    expect(clean).toEqual([]);
    expect(reply).toEqual({ accepted: true });
    // A move too long, as a pasted or stale order might be: the same code on both sides.
    const far = { ...EMPTY_PAD, orders: [{ soldier: 'psicorps/ghost-1', to: 'A9' }] };
    expect(refusals(view, far)).toEqual([{ order: 0, status: 'rejected', codes: ['order/too-far'] }]);
    expect(receiveOrders(game, 'psicorps', JSON.stringify(far.orders))).toMatchObject({
      accepted: false,
      issues: [{ code: 'order/too-far', path: '[0].to' }],
    });
    expect(receiveOrders(game, 'psicorps', '{')).toMatchObject({ accepted: false });
  });

  it('sends each player its view and report as JSON, and the server carried out every order', () => {
    expect(Object.keys(day1.dawn).sort()).toEqual(['orchid-inc', 'phoenicae', 'psicorps', 'tanker-toys']);
    expect(dawn.view).toEqual(JSON.parse(JSON.stringify(playerView(day1.state, 'psicorps'))));
    expect(refusedBy(dawn.report!)).toEqual([]);
  });

  it('shows one tab per group, with its picture, its soldiers by name and the lines of the rendered report', () => {
    expect(tabs.map((t) => t.title)).toEqual(['A6 > A5', 'A6 > B6', 'A6 > B5 > C4']);
    expect(tabs.map((t) => t.picture)).toEqual(dawn.report!.groups.map((g) => g.picture));
    expect(tabs[0]!.soldiers).toEqual(['commander', 'doc']);
    expect(tabs[2]!.soldiers).toEqual(['ghost-1']);
    const text = reportLines(dawn.view, dawn.report!);
    for (const line of tabs.flatMap((t) => t.lines)) expect(text).toContain(line);
  });

  it('opens the status window of C4 with the Ghost and what he reported there', () => {
    expect(c4.soldiers.map((s) => s.name)).toEqual(['ghost-1']);
    expect(c4.cell).toMatchObject({ sector: 'C4', own: 1, reportDay: 1, fresh: true });
    expect(c4.reports).toEqual([{ day: 1, group: 'A6>B5>C4', picture: 'quiet', lines: [tabs[2]!.lines[2]] }]);
  });
});

/** A small seeded generator, so the clicking player is the same on every run. */
function clicks(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
}

describe('the interface model over a whole match', () => {
  const pick = clicks(15);
  const archive: PlayerReport[] = [];
  const expected: ReturnType<typeof refusals>[] = [];
  const days: DayResult[] = [];
  let windows = 0;
  let sightings = 0;

  /** One day of a player who clicks at random through the model, checking it as it goes. */
  const player = (sent: PlayerView): unknown => {
    const view: PlayerView = JSON.parse(JSON.stringify(sent)); // what a browser receives
    const drawn = board(view).flat();
    expect(drawn).toEqual(drawn.map((c) => mapCell(view, c.sector)));
    expect(standing(view).lines.length).toBeGreaterThan(view.keySectors.length);
    const sides = lastSightings(view);
    for (const cell of drawn) {
      const status = statusWindow(view, archive, cell.sector);
      windows++;
      expect(status.soldiers).toHaveLength(cell.own);
      // Every report about the sector: the newest is the one the view keeps, event for event.
      const known = view.sectors[cell.sector];
      if (known === undefined) expect(status.reports).toEqual([]);
      else {
        expect(status.reports[0]?.day, cell.sector).toBe(known.day);
        const newest = status.reports.filter((r) => r.day === known.day);
        expect(newest.reduce((n, r) => n + r.lines.length, 0)).toBe(known.events.length);
      }
      // Whose troops were last seen there: lastSightings, side by side.
      const seen = sides.flatMap((s) =>
        s.sightings
          .filter((x) => x.sector === cell.sector)
          .map((x) => ({ name: s.name, standing: x.standing, fell: x.fell, day: x.day })),
      );
      expect(status.seen).toEqual(seen);
      sightings += seen.length;
    }
    let pad: OrderPad = EMPTY_PAD;
    const living = view.soldiers.filter((s) => s.status === 'alive');
    // The Mobile Command twice as often: its two members must move together (CW-3.4).
    const clickable = [...living, ...living.filter((s) => s.type === 'commander' || s.type === 'doc')];
    for (let n = 0; n < 8 && living.length > 0; n++) {
      const who = pick(clickable);
      const before: OrderPad = pad;
      pad = pick([true, false]) ? selectSoldier(view, pad, who.id) : selectGroup(view, pad, who.sector);
      const id = 'soldier' in pad.selected! ? pad.selected.soldier : pad.selected!.group;
      expect(pad.highlighted).toEqual(legalDestinations(view, id));
      const far = pad.highlighted.filter((d) => d.via.length > 0);
      if (far.length > 0 && pick([true, false])) pad = chooseVia(pad, pick(pick(far).via));
      const lit = pick([true, true, true, false]);
      const to = lit
        ? pick(pad.highlighted).to
        : sectorName(view.board, Math.floor(pick([0, 0.5, 0.99]) * 121));
      const lighted = pad.highlighted.some((d) => d.to === to);
      pad = clickSector(pad, to);
      if (lighted) expect(pad.orders.at(-1)).toMatchObject({ to });
      else expect(pad.orders).toEqual(before.orders);
    }
    expected.push(refusals(view, pad));
    return pad.orders;
  };

  beforeAll(() => {
    playMatch({
      seed: 'frontend-guide',
      seats: {
        psicorps: { orders: player },
        phoenicae: 'rusher',
        'orchid-inc': 'rusher',
        'tanker-toys': 'search',
      },
      dayLimit: 12,
      onDay: (result) => {
        days.push(result);
        archive.push(JSON.parse(JSON.stringify(result.reports.psicorps)));
      },
    });
  });

  it('plays every day through the model, which never throws', () => {
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(expected).toHaveLength(days.length);
    expect(windows).toBe(121 * days.length);
    expect(sightings).toBeGreaterThan(0);
  });

  it('marks before sending exactly the orders the server refuses, with the same codes', () => {
    days.forEach((d, i) => {
      expect(expected[i], `day ${i + 1}`).toEqual(refusedBy(d.reports.psicorps!));
    });
    // The random clicks do make orders the rules refuse, the Mobile Command split among them.
    const codes = new Set(expected.flat().flatMap((r) => r.codes));
    expect(codes).toContain('order/mobile-command-split');
  });

  it('shows one tab per group for every player, its lines those of the rendered report', () => {
    const kinds = new Set<string>();
    for (const d of days) {
      for (const report of Object.values(d.reports)) {
        const v = playerView(d.state, report.player)!;
        const t = reportTabs(v, report);
        expect(t.map((x) => x.picture)).toEqual(report.groups.map((g) => g.picture));
        const text = reportLines(v, report);
        for (const [i, tab] of t.entries()) {
          expect(tab.lines).toHaveLength(report.groups[i]!.events.length);
          for (const line of tab.lines) expect(text).toContain(line);
        }
        for (const e of report.groups.flatMap((g) => g.events)) kinds.add(e.type);
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(6);
    expect(kinds).toContain('fight');
  });
});
