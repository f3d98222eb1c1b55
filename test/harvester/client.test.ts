/**
 * `simulturn/harvester/client` against the engine: the planet's arithmetic agrees with the
 * kernel grid, the board holds what the view holds, every legal move, target, rebuild and
 * drop it offers is an order `checkOrders` accepts (and a rebuild it refuses is refused),
 * the builders' sheet lines read back to the same orders, every report reads as
 * sentences, and a board of a planet of millions of hexes stays within what the player
 * knows and 100 columns. The client imports nothing of the engine but the vocabulary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boardModel,
  draftLines,
  draftOrders,
  dropRange,
  EMPTY_DRAFT,
  hexAt,
  hexDistance,
  hexesWithin,
  hexNeighbours,
  legalMoves,
  legalTargets,
  readHex,
  rebuildPrices,
  renderBoard,
  reportSentences,
  withDestroy,
  withDrop,
  withMoveTo,
  without,
  withRebuild,
  withTarget,
  wrapHex,
} from '../../src/harvester/client/index.js';
import {
  BOTS,
  checkOrders,
  type HexKnowledge,
  type HvReport,
  type HvState,
  type HvView,
  newGame,
  ORDER_SHEET,
  planetGrid,
  playerView,
  resolveTurn,
} from '../../src/harvester/index.js';
import { seededRng } from '../../src/index.js';
import { hexWrapGrid } from '../../src/kernel/grid/hex-wrap.js';

/** A game played some turns by bots, with every state and report on the way. */
function played(seed: string, players: number, turns: number): { states: HvState[]; reports: HvReport[] } {
  const made = newGame({ seed, players });
  if (!made.ok) throw new Error('setup');
  const states = [made.value];
  const reports: HvReport[] = [];
  let s = made.value;
  for (let t = 0; t < turns; t++) {
    const orders: Record<string, unknown> = {};
    s.players.forEach((p, k) => {
      const bot = k % 2 === 0 ? BOTS.gatherer : BOTS.random;
      orders[p] = bot(playerView(s, p), seededRng(`${seed}/${p}/${t}`));
    });
    const r = resolveTurn(s, orders);
    reports.push(...Object.values(r.reports));
    s = r.state;
    states.push(s);
  }
  return { states, reports };
}

const accepted = (s: HvState, p: string, raw: unknown) => {
  const c = checkOrders(s, p, raw);
  return c.ok ? [] : c.error.map((i) => i.message);
};

describe('the planet arithmetic agrees with the kernel grid (HV-3.1)', () => {
  for (const radius of [1, 2, 3, 6]) {
    it(`radius ${radius}: names, wrapping, neighbours and distances`, () => {
      const grid = hexWrapGrid({ radius });
      for (let c = 0; c < grid.size; c++) {
        const h = readHex(radius, grid.name(c))!;
        expect(`${h.q},${h.r}`).toBe(grid.name(c));
        expect(hexNeighbours(radius, h).map((n) => `${n.q},${n.r}`)).toEqual(
          grid.neighbours(c).map(grid.name),
        );
        for (let d = 0; d < grid.size; d++)
          expect(hexDistance(radius, h, readHex(radius, grid.name(d))!)).toBe(grid.distance(c, d));
      }
      for (const [q, r] of [
        [3 * radius + 2, -radius],
        [-5 * radius, 2],
        [radius + 1, radius + 1],
      ] as const) {
        const w = wrapHex(radius, q, r);
        expect(`${w.q},${w.r}`).toBe(grid.name(grid.cellAt(q, r)));
      }
    });
  }

  it('reads hexes as a person types them, and refuses what is off the planet', () => {
    expect(readHex(6, ' -1, 4 ')).toEqual({ q: -1, r: 4 });
    expect(readHex(6, '(2,-3)')).toEqual({ q: 2, r: -3 });
    expect(readHex(6, '−1,4')).toEqual({ q: -1, r: 4 });
    expect(readHex(6, '9,9')).toBeUndefined();
    expect(readHex(6, 'north')).toBeUndefined();
  });
});

describe('the board model holds what the view holds (HV-4)', () => {
  const { states } = played('client-board', 4, 6);
  it('every known hex with its level and contents, every unit on its hex, other hexes on demand', () => {
    for (const s of [states[0]!, states.at(-1)!]) {
      for (const p of s.players) {
        const view = playerView(s, p);
        const board = boardModel(view);
        expect(board.known.map((h) => h.name).sort()).toEqual([...view.known].map((k) => k.hex).sort());
        for (const k of view.known) {
          const h = board.byName.get(k.hex)!;
          expect(h.level).toBe(k.level);
          expect(h.harvester).toBe(k.harvester);
          expect(h.resources).toBe(k.resources);
          expect(h.units).toBe(k.units);
          expect(h.contents).toEqual(k.contents);
        }
        for (const u of view.units) {
          expect(board.byName.get(u.hex)!.mine.map((m) => m.id)).toContain(u.id);
          expect(board.byName.get(u.hex)!.mark).toBe('@');
        }
        const unseen = planetGrid(s.radius);
        for (let c = 0; c < unseen.size; c += 7) {
          const name = unseen.name(c);
          if (!board.byName.has(name)) expect(hexAt(board, name)!.level).toBeNull();
        }
        expect(hexAt(board, `${s.radius + 1},0`)).toBeUndefined();
      }
    }
  });
});

describe('what the client offers is what checkOrders accepts (HV-1.4, HV-5, HV-7.3)', () => {
  const { states } = played('client-legal', 4, 10);
  const sample = [states[0]!, states[5]!, states[10]!];

  it("every legal move of every unit, and each of the Harvester's target choices", () => {
    for (const s of sample)
      for (const p of s.players) {
        const view = playerView(s, p);
        if (!view.active) continue;
        const board = boardModel(view);
        for (const u of board.units) {
          const moves = legalMoves(board, u.id);
          if (u.kind === 'harvester') {
            expect(moves).toEqual([]);
            continue;
          }
          const m = Math.min(u.move, s.radius);
          expect(moves).toHaveLength(3 * m * (m + 1));
          // Every reach of the first unit of a kind, one in five of the others (checkOrders scans every time).
          const first = board.units.find((x) => x.kind === u.kind) === u;
          for (const reach of moves.filter((_, k) => first || k % 5 === 0)) {
            expect(reach.path).toHaveLength(reach.distance);
            const orders = draftOrders(withMoveTo(board, EMPTY_DRAFT, u.id, reach.hex));
            expect(accepted(s, p, orders), `${p} ${u.name} to ${reach.hex}`).toEqual([]);
          }
          // A hex beyond its move is no legal move and the builder leaves the draft alone.
          const far = hexesWithin(s.radius, u.at, u.move + 1).find((h) => h.distance === u.move + 1);
          if (far !== undefined)
            expect(withMoveTo(board, EMPTY_DRAFT, u.id, `${far.hex.q},${far.hex.r}`)).toBe(EMPTY_DRAFT);
        }
        const targets = legalTargets(board);
        if (view.target !== null) expect(targets).toEqual([]);
        for (const t of targets)
          expect(accepted(s, p, draftOrders(withTarget(EMPTY_DRAFT, t.hex))), `${p} target ${t.hex}`).toEqual(
            [],
          );
        // A known hex without resources is no target choice, and checkOrders refuses it.
        const bare = board.known.find((k) => !k.resources);
        if (bare !== undefined && view.target === null) {
          expect(targets.map((t) => t.hex)).not.toContain(bare.name);
          expect(accepted(s, p, { target: bare.name })).not.toEqual([]);
        }
      }
  });

  it('rebuild prices say exactly when checkOrders refuses a rebuild, and drops up to the load are accepted', () => {
    let refusedSeen = 0;
    for (const s of sample)
      for (const p of s.players) {
        const view = playerView(s, p);
        if (!view.active) continue;
        const board = boardModel(view);
        for (const price of rebuildPrices(board)) {
          const errors = accepted(s, p, draftOrders(withRebuild(EMPTY_DRAFT, price.kind)));
          expect(errors.length === 0, `${p} rebuild ${price.kind}: ${price.refused}`).toBe(
            price.refused === null,
          );
          if (price.refused !== null) refusedSeen++;
        }
        const { most } = dropRange(board);
        expect(accepted(s, p, draftOrders(withDrop(EMPTY_DRAFT, most)))).toEqual([]);
        expect(accepted(s, p, { drop: most + 1 })).not.toEqual([]);
      }
    expect(refusedSeen).toBeGreaterThan(0);
  });

  it("the draft's sheet lines read back to the same orders, and without takes one away", () => {
    const s = states[3]!;
    const p = s.players.find((x) => playerView(s, x).active)!;
    const board = boardModel(playerView(s, p));
    const [a, b, c] = board.units.filter((u) => u.kind !== 'harvester');
    let draft = withMoveTo(board, EMPTY_DRAFT, a!.id, legalMoves(board, a!.id).at(-1)!.hex);
    draft = withMoveTo(board, draft, b!.id, legalMoves(board, b!.id)[0]!.hex);
    draft = withDestroy(draft, c!.id);
    const target = legalTargets(board)[0];
    if (target !== undefined) draft = withTarget(draft, target.hex);
    draft = withDrop(draft, 0);
    const lines = draftLines(board, draft);
    const sheet = `player: ${p}\nstep: ${s.turn}\n${lines.map((l) => l.line).join('\n')}\n`;
    const read = ORDER_SHEET.read(sheet, s, p);
    expect(read.issues).toEqual([]);
    expect(read.orders).toEqual(draftOrders(draft));
    expect(lines.find((l) => l.key === `move:${a!.id}`)!.text).toMatch(new RegExp(`^${a!.name} moves to `));
    const fewer = without(draft, `move:${a!.id}`);
    expect(fewer.moves.map((m) => m.unit)).toEqual([b!.id]);
    expect(without(fewer, `destroy:${c!.id}`).destroy).toEqual([]);
    expect(draftOrders(without(withDrop(EMPTY_DRAFT, 3), 'drop'))).toEqual({});
  });
});

describe('reports as sentences', () => {
  it('every report of a game reads as sentences, one at least for each order and fight', () => {
    const { reports } = played('client-report', 4, 12);
    expect(reports.some((r) => r.fights.length > 0)).toBe(true);
    for (const r of reports) {
      const lines = reportSentences(r);
      expect(lines.length).toBeGreaterThanOrEqual(1 + r.outcomes.length + r.fights.length);
      for (const l of lines) {
        expect(l).toMatch(/^[A-Z0-9a-z].*[.?]$/);
        expect(l).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });
});

describe('a board of a planet of millions of hexes', () => {
  it('is built from the view alone and drawn in windows within 100 columns', () => {
    const radius = 1000; // 3,003,001 hexes
    const known: HexKnowledge[] = [];
    for (let dq = -5; dq <= 5; dq++)
      for (let dr = Math.max(-5, -dq - 5); dr <= Math.min(5, -dq + 5); dr++) {
        const h = wrapHex(radius, 998 + dq, -500 + dr);
        const d = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
        known.push({
          hex: `${h.q},${h.r}`,
          level: Math.max(1, d) as 1,
          harvester: d === 0,
          resources: d === 3,
        });
      }
    const view: HvView = {
      player: 'p7',
      turn: 3,
      radius,
      rules: {
        planetSize: 'fit',
        regrowth: 'none',
        scanBands: 'absolute',
        roadResources: 'target',
        fightTiming: 'every-step',
        rebuildCost: 'scanners',
        idleOut: 'seven-turns',
        lateJoin: 'none',
      },
      terrain: { rough: [], shroud: [] },
      army: { general: 1, lieutenant: 2, soldier: 3, scout: 4 },
      active: true,
      load: 0,
      target: null,
      build: null,
      rulers: [],
      subjects: [],
      vp: 20,
      units: [{ id: 70, kind: 'harvester', hex: '998,-500' }],
      known,
    };
    const board = boardModel(view);
    expect(board.known).toHaveLength(91);
    expect(board.hexCount).toBe(3_003_001);
    const text = renderBoard(board);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    // Its known hexes straddle the east edge: two windows, one on each side, the Harvester's first.
    const windows = text.split('\n').filter((l) => l.startsWith('Hexes q '));
    expect(windows.length).toBe(2);
    expect(windows[0]).toMatch(/^Hexes q 9\d\d to 1000, r -5\d\d to -4\d\d:$/);
    expect(text).not.toContain('outside these maps');
  });
});

describe('the client entry imports nothing of the engine', () => {
  it('imports values only from its own folder, the vocabulary and the kernel axial arithmetic', () => {
    const dir = join(import.meta.dirname, '../../src/harvester/client');
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms)) {
        const from = m[1]!;
        expect(
          from.startsWith('./') || from === '../vocabulary.js' || from === '../../kernel/grid/axial.js',
          `${file} imports ${from}`,
        ).toBe(true);
      }
    }
  });
});
