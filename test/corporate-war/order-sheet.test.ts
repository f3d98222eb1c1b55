/**
 * The order sheet (docs/guides/order-sheet.md): the guide's examples read as documented,
 * `formatOrders` and `parseOrders` round-trip, the pre-filled sheet of a real game reads
 * as no orders, `checkOrderSheet` places every problem on its line and column, and the
 * reader survives random bytes, mutated sheets and huge inputs.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import {
  checkOrderSheet,
  checkOrders,
  describeSheetResult,
  formatOrders,
  type GameState,
  ISSUE_CODES,
  issueMessage,
  MAX_SHEET_LINE_LENGTH,
  MAX_SHEET_LINES,
  neighbours,
  newGame,
  normaliseOrders,
  type OrderInput,
  type OrderIssue,
  orderSheet,
  parseOrders,
  parseSector,
  playerView,
  readSheet,
  resolveDay,
  SHEET_ISSUE_CODES,
  type SheetContext,
  type SheetIssue,
  type SheetIssueCode,
  sectorName,
  sheetIssueMessage,
  validateOrders,
} from '../../src/corporate-war/index.js';
import { arbPlayedGame, arbValidPlayerOrders, check } from '../support/fc.js';

// ---------------------------------------------------------------------------------------
// The game of the guide

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
const NAMES = { psicorps: 'PsiCorps' };

/** The guide's game: seed 'docs', three days of the demo's orders; PsiCorps' sheet is for day 4. */
function docsGame(): GameState {
  let s = newGame({ seed: 'docs', corporations: CORPS });
  for (let d = 0; d < 3; d++) s = resolveDay(s, demoOrders(s)).state;
  return s;
}
const GAME = docsGame();
const ME = 'psicorps';
const DOCS_SHEET = orderSheet(playerView(GAME, ME)!, { names: NAMES });

const GUIDE = readFileSync(new URL('../../docs/guides/order-sheet.md', import.meta.url), 'utf8');
/** The guide's fenced blocks, with their info strings (`text sheet`, `json`, `text answer`, ...). */
const BLOCKS = [...GUIDE.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
  info: m[1]!.trim(),
  body: m[2]!,
}));

describe('the order sheet guide', () => {
  const sheets = BLOCKS.flatMap((b, i) =>
    b.info === 'text sheet' ? [{ sheet: b.body, next: BLOCKS[i + 1] }] : [],
  );

  it('has examples with their orders and answers', () => {
    expect(sheets.filter((s) => s.next?.info === 'json').length).toBeGreaterThanOrEqual(4);
    expect(sheets.filter((s) => s.next?.info === 'text answer').length).toBeGreaterThanOrEqual(2);
  });

  it.each(sheets.map((s, i) => [i + 1, s] as const))(
    'example %i reads as documented',
    (_, { sheet, next }) => {
      if (next?.info === 'text answer') {
        expect(describeSheetResult(checkOrderSheet(sheet, GAME, ME))).toBe(next.body);
        return;
      }
      const r = parseOrders(sheet, { player: ME });
      expect(r.ok ? [] : r.error.map((i) => i.message)).toEqual([]);
      if (next?.info === 'json') expect(r.ok && r.value).toEqual(JSON.parse(next.body));
      // The examples are orders that the guide's game carries out without a problem.
      expect(checkOrderSheet(sheet, GAME, ME).issues.map((i) => i.message)).toEqual([]);
    },
  );

  it('shows the pre-filled sheet that orderSheet writes for the guide game', () => {
    const shown = BLOCKS.filter((b) => b.info === 'text pre-filled');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.body).toBe(DOCS_SHEET);
  });

  it('states the limits the code has', () => {
    expect(GUIDE).toContain(`${MAX_SHEET_LINES.toLocaleString('en')} lines`);
    expect(GUIDE).toContain(`${MAX_SHEET_LINE_LENGTH} characters`);
    for (const code of SHEET_ISSUE_CODES) expect(GUIDE).toContain(`\`${code}\``);
  });
});

// ---------------------------------------------------------------------------------------
// Messages

const ORDER_SAMPLE = {
  got: 'a number',
  limit: 500,
  player: 'nobody',
  field: 'to',
  soldier: 'psicorps/grunt-1',
  value: 'Z9',
  sector: 'C3',
  from: 'C3',
  to: 'F3',
  distance: 3,
  via: 'D5',
  valid: ['D3', 'D4'],
  firstOrder: 0,
  detail: 'a function is not data',
};
const orderIssues = ISSUE_CODES.filter((c) => c.startsWith('order')).map(
  (code) =>
    ({ code, path: [0], message: issueMessage(code, ORDER_SAMPLE as never), ...ORDER_SAMPLE }) as OrderIssue,
);

describe('sheet issue messages', () => {
  const sample = {
    limit: 500,
    unit: 'lines',
    expected: '"->"',
    found: '"x"',
    keyword: 'thru',
    got: 'phoenicae',
    order: 0,
    soldiers: ['psicorps/grunt-1', 'psicorps/grunt-2'],
    valid: ['A1', 'K11'],
    firstLine: 2,
    noOrdersLine: 1,
    line: 3,
    column: 7,
  };
  it.each(SHEET_ISSUE_CODES)('%s has a message naming its line and column', (code: SheetIssueCode) => {
    const m = sheetIssueMessage(code, { ...sample, issue: orderIssues[0] } as never);
    expect(m).toMatch(/^line 3, column 7: \S.{5,}/);
    expect(m).not.toMatch(/undefined|\[object Object\]/);
  });
  it.each(orderIssues.map((i) => [i.code, i] as const))('sheet/order has a message for %s', (_, issue) => {
    for (const valid of [[], ['A1', 'K11']]) {
      const m = sheetIssueMessage('sheet/order', { ...sample, valid, issue });
      expect(m).toMatch(/^line 3, column 7: \S.{5,}/);
      expect(m).not.toMatch(/undefined|\[object Object\]/);
    }
  });
});

// ---------------------------------------------------------------------------------------
// Reading

const P: SheetContext = { player: ME };

describe('parseOrders', () => {
  const g = (group: string, to: string, via?: string): OrderInput =>
    via === undefined ? { group, to } : { group, to, via };
  it.each<[string, string, OrderInput[]]>([
    ['a group', 'C5 -> D6', [g('C5', 'D6')]],
    [
      'one soldier, keywords in capitals',
      '  GRUNT-1 TO c5 VIA b4 ',
      [{ soldier: 'psicorps/GRUNT-1', to: 'C5', via: 'B4' }],
    ],
    [
      'a list without spaces',
      'grunt-1,grunt-2->C5',
      [{ soldiers: ['psicorps/grunt-1', 'psicorps/grunt-2'], to: 'C5' }],
    ],
    ['tabs, no-break spaces and the arrow character', '\tC5\u00a0→\u00a0D6\r\n', [g('C5', 'D6')]],
    ['quote marks and a numbered bullet', '>> 1. C5 -> D6', [g('C5', 'D6')]],
    ['a star bullet', '* grunt-1 -> C5 # go', [{ soldier: 'psicorps/grunt-1', to: 'C5' }]],
    [
      'another player\u2019s soldier, in full',
      'phoenicae/grunt-1 -> C5',
      [{ soldier: 'phoenicae/grunt-1', to: 'C5' }],
    ],
    ['headers in any case', 'Player: PSICORPS\nDAY: 7\nC5 -> C5', [g('C5', 'C5')]],
    ['a signature ends the sheet', 'C5 -> D6\n-- \nJane, not an order', [g('C5', 'D6')]],
    ['a byte-order mark', '\uFEFFC5 -> D6', [g('C5', 'D6')]],
    ['old Mac line ends', 'C5 -> D6\rC7 -> C8 via C9', [g('C5', 'D6'), g('C7', 'C8', 'C9')]],
    ['nothing', '', []],
    ['only comments and blank lines', '# hello\n\n   \r\n> # quoted\n', []],
    ['off-board sectors (checked later)', 'Z99 -> a1', [g('Z99', 'A1')]],
  ])('reads %s', (_, text, orders) => {
    expect(parseOrders(text, P)).toEqual({ ok: true, value: orders });
  });

  const errors: [string, SheetContext, SheetIssueCode, number, number, string][] = [
    [
      'grunt-1 C5',
      P,
      'sheet/syntax',
      1,
      9,
      'expected "," and another soldier, or "->" or "to" and a target, found "C5"',
    ],
    ['C5', P, 'sheet/syntax', 1, 3, 'expected "->" or "to" after the sector, found the end of the line'],
    [
      'C5, C6 -> D6',
      P,
      'sheet/syntax',
      1,
      3,
      'a line moves either the group in one sector or a list of soldiers',
    ],
    ['grunt-1, C6 -> D6', P, 'sheet/syntax', 1, 10, 'expected a soldier such as grunt-1 (a line moves'],
    [
      'grunt-1 ->',
      P,
      'sheet/syntax',
      1,
      11,
      'expected a target sector such as C5, found the end of the line',
    ],
    ['grunt-1 -> somewhere', P, 'sheet/syntax', 1, 12, 'found "somewhere"'],
    ['grunt-1 -> C5 via', P, 'sheet/syntax', 1, 18, 'expected a middle sector such as C5 after "via"'],
    ['grunt-1 -> C5 thru B4', P, 'sheet/unknown-keyword', 1, 15, 'unknown word "thru"; expected "via"'],
    [
      'grunt-1 -> C5 via B4 C3',
      P,
      'sheet/syntax',
      1,
      22,
      'expected the end of the line (one order per line)',
    ],
    ['grunt-1 => C5', P, 'sheet/syntax', 1, 9, 'found the character "=" (U+003D)'],
    ['grunt-1, -> C5', P, 'sheet/syntax', 1, 10, 'expected a soldier such as grunt-1 after ","'],
    ['to -> C5', P, 'sheet/syntax', 1, 1, 'expected a sector such as C5 (for the group there) or soldiers'],
    ['\n\n   -> C5', P, 'sheet/syntax', 3, 4, 'found "->"'],
    [
      'Subject: my orders',
      P,
      'sheet/unknown-keyword',
      1,
      1,
      'unknown word "Subject"; expected "player" or "day"',
    ],
    [
      'player: phoenicae',
      P,
      'sheet/wrong-player',
      1,
      9,
      'this sheet is for player "phoenicae", not "psicorps"',
    ],
    ['day: 3', { player: ME, day: 4 }, 'sheet/wrong-day', 1, 6, 'this sheet is for day 3, not day 4'],
    ['day: three', P, 'sheet/syntax', 1, 6, 'expected a day number such as 3 after "day:", found "three"'],
    ['player:', P, 'sheet/syntax', 1, 8, 'expected a player id such as psicorps'],
    ['grunt-1 \u0007-> C5', P, 'sheet/syntax', 1, 9, 'found the character U+0007'],
    ['🙂🙂 C5 -> D6', P, 'sheet/syntax', 1, 1, 'found the character "🙂" (U+1F642)'],
    ['C5 -> D6 # ok\nC5 🙂', P, 'sheet/syntax', 2, 4, '"->" or "to" after the sector'],
    ['x'.repeat(MAX_SHEET_LINE_LENGTH + 1), P, 'sheet/too-long', 1, 501, 'at most 500 characters'],
    ['C5 -> D6\n'.repeat(MAX_SHEET_LINES + 1), P, 'sheet/too-long', 2001, 1, 'at most 2000 lines'],
  ];
  it.each(
    errors.map(([text, context, code, line, column, words]) => ({
      name: `${JSON.stringify(text.slice(0, 30))}${text.length > 30 ? '...' : ''}: ${code} at ${line}:${column}`,
      text,
      context,
      code,
      line,
      column,
      words,
    })),
  )('$name', ({ text, context, code, line, column, words }) => {
    const r = parseOrders(text, context);
    expect(r.ok).toBe(false);
    const issues = r.ok ? [] : r.error;
    expect(issues.map((i) => [i.code, i.line, i.column])).toEqual([[code, line, column]]);
    expect(issues[0]!.message).toContain(`line ${line}, column ${column}: `);
    expect(issues[0]!.message).toContain(words);
  });

  it('reports every bad line, one problem each, and reads the lines around them', () => {
    const text = 'C5 -> D6\n\ngrunt-1 C5 D5\n  # fine\nC7 ->\ngrunt-2 -> C5';
    const r = parseOrders(text, P);
    expect(r.ok ? [] : r.error.map((i) => [i.line, i.column])).toEqual([
      [3, 9],
      [5, 6],
    ]);
  });

  it('reads a sheet that fills a line of MAX_SHEET_LINE_LENGTH characters and MAX_SHEET_LINES lines', () => {
    const line = `C5 -> D6 #${'x'.repeat(MAX_SHEET_LINE_LENGTH - 10)}`;
    expect(line).toHaveLength(MAX_SHEET_LINE_LENGTH);
    const r = parseOrders(`${Array(MAX_SHEET_LINES).fill(line).join('\n')}\n\n  \n`, P);
    expect(r.ok && r.value.length).toBe(MAX_SHEET_LINES);
  });
});

// ---------------------------------------------------------------------------------------
// Writing

describe('formatOrders', () => {
  it('writes the canonical form', () => {
    const text = formatOrders(
      [
        { group: 'c6', to: 'c7' },
        { soldiers: ['psicorps/grunt-1', 'grunt-2', 'phoenicae/grunt-1'], to: 'D7', via: 'd6' },
        { soldiers: ['psicorps/ghost-1'], to: 'E7' },
        { soldier: 'psicorps/c5', to: 'E7' },
        { soldier: 'psicorps/to', to: 'E7' },
        { soldier: 'psicorps/1.', to: 'E7' },
      ],
      { player: ME, day: 4 },
    );
    expect(text).toBe(
      [
        'player: psicorps',
        'day: 4',
        'C6 -> C7',
        'grunt-1, grunt-2, phoenicae/grunt-1 -> D7 via D6',
        'ghost-1 -> E7',
        'psicorps/c5 -> E7',
        'psicorps/to -> E7',
        'psicorps/1. -> E7',
        '',
      ].join('\n'),
    );
  });

  it('writes an order a line cannot express as a comment', () => {
    // What a caller without the compiler (JSON, JavaScript) may pass: `OrderInput` forbids both.
    const bad = [
      { soldier: 'psicorps/grunt-1', group: 'C6', to: 'C7' },
      { soldiers: [], to: 'C7' },
    ] as unknown as OrderInput[];
    const text = formatOrders(bad, P);
    expect(text.split('\n').filter((l) => l.startsWith('# not an order'))).toHaveLength(2);
    expect(parseOrders(text, P)).toEqual({ ok: true, value: [] });
    expect(normaliseOrders(bad, P)).toEqual(bad);
  });

  it('round-trips the valid orders of played games', () => {
    const arbCase = arbPlayedGame(4).chain((state) =>
      fc
        .constantFrom(...state.players.map((p) => p.id))
        .chain((player) => arbValidPlayerOrders(state, player).map((orders) => ({ state, player, orders }))),
    );
    check(
      fc.property(arbCase, ({ state, player, orders }) => {
        const context = { player, day: state.day };
        const input = orders as unknown as OrderInput[];
        const text = formatOrders(input, context);
        expect(parseOrders(text, context)).toEqual({ ok: true, value: normaliseOrders(input, context) });
        // The sheet is carried out as the JSON would be.
        const sheet = checkOrderSheet(text, state, player);
        expect(sheet.validated).toEqual(
          checkOrders(state, player, normaliseOrders(input, context), state.rules),
        );
        if (validateOrders(state, player, input).ok) expect(sheet.issues).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('round-trips generated orders up to normalisation', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abkzAZ0189-_./é'.split('')),
      minLength: 1,
      maxLength: 10,
    });
    const id = fc.oneof(
      word,
      word.map((w) => `psicorps/${w}`),
      word.map((w) => `phoenicae/${w}`),
      fc.constantFrom(
        'to',
        'VIA',
        'c5',
        'psicorps/C5',
        'psicorps/to',
        '-',
        '12.',
        'psicorps/-',
        'psicorps/3.',
      ),
    );
    const sector = fc
      .tuple(fc.constantFrom(...'AaBfKkZz'.split('')), fc.integer({ min: 1, max: 99 }))
      .map(([l, n]) => `${l}${n}`);
    const who = fc.oneof(
      sector.map((group) => ({ group })),
      id.map((soldier) => ({ soldier })),
      fc.array(id, { minLength: 1, maxLength: 4 }).map((soldiers) => ({ soldiers })),
    );
    const order = fc
      .tuple(who, sector, fc.option(sector, { nil: undefined }))
      .map(([w, to, via]): OrderInput => (via === undefined ? { ...w, to } : { ...w, to, via }));
    const player = fc.constantFrom(ME, 'atlantic-securities', 'a.b_c');
    check(
      fc.property(
        fc.array(order, { maxLength: 6 }),
        player,
        fc.option(fc.nat(999), { nil: undefined }),
        (orders, p, day) => {
          const context = day === undefined ? { player: p } : { player: p, day: day + 1 };
          const text = formatOrders(orders, context);
          expect(parseOrders(text, context)).toEqual({ ok: true, value: normaliseOrders(orders, context) });
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------
// The pre-filled sheet

describe('orderSheet', () => {
  it('reads as no orders when sent back unedited, and a filled template line is the group order', () => {
    check(
      fc.property(arbPlayedGame(5), (state) => {
        const b = state.scenario.board;
        for (const p of state.players) {
          const context = { player: p.id, day: state.day };
          const sheet = orderSheet(playerView(state, p.id)!);
          expect(parseOrders(sheet, context)).toEqual({ ok: true, value: [] });
          const unedited = checkOrderSheet(sheet, state, p.id);
          expect([unedited.orders, unedited.issues]).toEqual([[], []]);
          const template = /^# ([A-Z][0-9]+) ->$/m.exec(sheet);
          const alive = state.soldiers.some((s) => s.owner === p.id && s.status === 'alive');
          expect(template !== null).toBe(alive);
          if (template === null) continue;
          const from = template[1]!;
          const to = sectorName(b, neighbours(b, parseSector(b, from)!)[0]!);
          const filled = sheet.replace(template[0], `${from} -> ${to}`);
          expect(parseOrders(filled, context)).toEqual({ ok: true, value: [{ group: from, to }] });
          const checked = checkOrderSheet(filled, state, p.id);
          expect(checked.orders).toEqual([{ group: from, to }]);
          expect(checked.lines).toEqual([sheet.slice(0, template.index).split('\n').length]);
          if (validateOrders(state, p.id, [{ group: from, to }]).ok) expect(checked.issues).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('lists every soldier once, the living by sector with the Mobile Command marked, then the fallen', () => {
    const view = playerView(GAME, ME)!;
    for (const s of view.soldiers) {
      const short = s.id.slice(ME.length + 1);
      expect(DOCS_SHEET.match(new RegExp(`^#   ${short} `, 'gm'))).toHaveLength(1);
    }
    expect(DOCS_SHEET).toContain(`# ${view.mobileCommand.sector}: 2 soldiers, Mobile Command`);
    expect(DOCS_SHEET).toMatch(/^# Fallen .*\n# {3}combat-bunny-2 .* fell in F6, tags with rider-2$/m);
  });
});

// ---------------------------------------------------------------------------------------
// Checking against the game

describe('a sheet in an email (issue 15)', () => {
  const ctx = { player: 'psicorps', day: 1 };
  it('skips a greeting before the first header, and says so', () => {
    const mail = 'Hi referee,\nhere are my orders for today.\n\nplayer: psicorps\nday: 1\nC6 -> C7\n';
    const r = readSheet(mail, ctx);
    expect(r.issues).toEqual([]);
    expect(r.orders.map((o) => o.order)).toEqual([{ group: 'C6', to: 'C7' }]);
    expect(r.prose).toEqual({ from: 1, to: 3 });
    const game = newGame({ seed: 'mail', corporations: ['psicorps', 'phoenicae'] });
    const result = checkOrderSheet(mail.replace('day: 1', 'day: 1'), game, 'psicorps');
    expect(describeSheetResult(result)).toContain(
      "(lines 1 to 3, before the sheet's first header, were taken as the email's own words and not read)",
    );
  });
  it('reads every line when there is no header, or when an order comes before it', () => {
    expect(readSheet('Hi referee\nC6 -> C7', ctx).issues).toHaveLength(1);
    const early = readSheet('C6 -> C7\nthanks\nplayer: psicorps\n', ctx);
    expect(early.prose).toBeNull();
    expect(early.issues.map((i) => i.line)).toEqual([2]);
    // Prose after the header is not the email's: it is refused where it stands.
    expect(readSheet('player: psicorps\nC6 -> C7\nthanks a lot', ctx).issues.map((i) => i.line)).toEqual([3]);
  });
  it('hints at the colon of a header written without it', () => {
    const day = readSheet('Day 1\nC6 -> C7', ctx).issues;
    expect(day.map((i) => i.message)).toEqual([
      'line 1, column 5: expected ":" after "Day" (a header is written "day: 3"), found "1"',
    ]);
    expect(readSheet('Player psicorps', ctx).issues[0]!.message).toContain(
      'a header is written "player: psicorps"',
    );
  });
});

describe('checkOrderSheet', () => {
  const issuesOf = (text: string) => checkOrderSheet(text, GAME, ME).issues;
  const where = (issues: readonly SheetIssue[]) =>
    issues.map((i) => [i.line, i.column, i.code === 'sheet/order' ? i.issue.code : i.code]);

  it('places each order issue on its line and on the word it is about', () => {
    const text = [
      '# PsiCorps, day 4', // 1
      'grunt-1 -> D10', // 2
      '  grunt-1, ghost-1 -> A1', // 3: grunt-1 named twice; ghost-1 too far
      'commander -> F10', // 4
      'doc -> F8', // 5: the Doc follows the Commander
      'C6 -> C8 via D8', // 6: one issue for the whole group
      'phoenicae/grunt-1, combat-bunny-2 -> C6', // 7
    ].join('\n');
    const issues = issuesOf(text);
    expect(where(issues)).toEqual([
      [3, 3, 'order/duplicate-soldier'],
      [3, 23, 'order/too-far'],
      [5, 1, 'order/mobile-command-split'],
      [6, 14, 'order/bad-intermediate'],
      [7, 1, 'order/unknown-soldier'],
      [7, 20, 'order/dead-soldier'],
    ]);
    expect(issues[0]!.message).toBe(
      // The sheet is refused whole (by the referee), so nothing is "ignored" (issue 15).
      'line 3, column 3: grunt-1 already has an order on line 2; give each soldier one order',
    );
    expect(issues[1]!.message).toBe(
      'line 3, column 23: ghost-1 cannot move from I6 to A1: it is 8 sectors away and the limit is 2; within reach of I6 is any sector from G4 to K8',
    );
    const group = issues[3]!;
    expect(group.code === 'sheet/order' && [group.soldiers, group.valid]).toEqual([
      ['psicorps/telepath', 'psicorps/grunt-4', 'psicorps/grunt-8', 'psicorps/ghost-2'],
      ['B7', 'C7', 'D7'],
    ]);
    expect(issues[4]!.message).toMatch(
      /you have no soldier called "phoenicae\/grunt-1"; your soldiers are commander, doc, telepath, /,
    );
    expect(issues[5]!.message).toBe('line 7, column 20: combat-bunny-2 has fallen and cannot move');
  });

  it('carries out the lines that could be read, matching soldier ids without regard to case', () => {
    const r = checkOrderSheet('GRUNT-1 -> D10\nthis is not an order\nC6 -> C7', GAME, ME);
    expect(r.orders).toEqual([
      { soldier: 'psicorps/grunt-1', to: 'D10' },
      { group: 'C6', to: 'C7' },
    ]);
    expect(r.lines).toEqual([1, 3]);
    expect(where(r.issues)).toEqual([[2, 6, 'sheet/syntax']]);
    expect(r.validated.outcomes.map((o) => o.status)).toEqual(['accepted', 'accepted']);
    expect(describeSheetResult(r)).toContain(
      'line 1: grunt-1 moves D9 → D10\nline 3: the group in C6 (4 soldiers) moves C6 → C7\n',
    );
  });

  it('reads nothing of a sheet for another player or day', () => {
    for (const text of ['player: phoenicae\nC6 -> C7', 'C6 -> C7\nday: 5']) {
      const r = checkOrderSheet(text, GAME, ME);
      expect([r.refused, r.orders, r.validated.outcomes]).toEqual([true, [], []]);
      expect(r.issues).toHaveLength(1);
    }
  });

  it('places the issues of the orders as a whole', () => {
    const many = checkOrderSheet('grunt-1 -> D9\n'.repeat(501), GAME, ME).issues;
    const tooMany = many.find((i) => i.code === 'sheet/order' && i.issue.code === 'orders/too-many');
    expect(tooMany && [tooMany.line, tooMany.column]).toEqual([501, 1]);
    expect(where(checkOrderSheet('C6 -> C7', GAME, 'nobody').issues)).toEqual([
      [1, 1, 'orders/unknown-player'],
    ]);
  });

  it('says there are no orders when there are none', () => {
    expect(describeSheetResult(checkOrderSheet(DOCS_SHEET, GAME, ME))).toBe(
      'Orders of psicorps for day 4: no orders.\nSoldiers without an order stay where they are (CW-5.4).\n',
    );
  });
});

// ---------------------------------------------------------------------------------------
// Fuzz

/**
 * What must hold of any input: no throw and a clear error each time. (Its speed on huge
 * inputs is a benchmark's to measure, not a test's: the machines are noisy.)
 */
function holdsFor(text: string, context: SheetContext, withGame: boolean): void {
  const r = parseOrders(text, context);
  if (r.ok) {
    // A sheet that reads writes back as one that reads the same, when its lines fit.
    const back = formatOrders(r.value, context);
    if (back.split('\n').every((l) => l.length <= MAX_SHEET_LINE_LENGTH)) {
      expect(parseOrders(back, context)).toEqual(r);
    }
  } else {
    expect(r.error.length).toBeGreaterThan(0);
    expect(r.error.filter(misplaced)).toEqual([]);
    // At most one problem per line.
    expect(new Set(r.error.map((i) => i.line)).size).toBe(r.error.length);
  }
  if (withGame) {
    const c = checkOrderSheet(text, GAME, ME);
    expect(c.issues.filter(misplaced)).toEqual([]);
    expect(c.issues.length > 0).toBe(!r.ok || c.validated.outcomes.some((o) => o.issues.length > 0));
  }
}

/** Whether an issue fails to say clearly where it is and what is wrong. */
function misplaced(i: SheetIssue): boolean {
  const where = `line ${i.line}, column ${i.column}: `;
  return !(
    SHEET_ISSUE_CODES.includes(i.code) &&
    Number.isInteger(i.line) &&
    i.line >= 1 &&
    i.line <= MAX_SHEET_LINES + 1 &&
    Number.isInteger(i.column) &&
    i.column >= 1 &&
    i.column <= MAX_SHEET_LINE_LENGTH + 1 &&
    i.message.startsWith(where) &&
    i.message.length > where.length + 5
  );
}

/** Valid sheets to mutate: the guide's examples, the pre-filled sheet with its templates filled in. */
const BASES = [
  ...BLOCKS.filter((b) => b.info === 'text sheet').map((b) => b.body),
  DOCS_SHEET,
  DOCS_SHEET.replace('# C6 ->', 'C6 -> C7').replace('# F9 ->', 'F9 -> F11 via F10'),
  formatOrders([{ soldiers: ['psicorps/grunt-1', 'psicorps/rider-1'], to: 'D10', via: 'D10' }], {
    player: ME,
    day: 4,
  }),
];
const TOKENS = [
  '->',
  '→',
  'to',
  'TO',
  'via',
  ',',
  '#',
  ':',
  'player',
  'day',
  'player:',
  'day: 4',
  'C6',
  'c6',
  'Z99',
  'A100',
  'grunt-1',
  'psicorps/ghost-1',
  '>',
  '-',
  '--',
  '1.',
  '2)',
  '*',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u00a0',
  ' ',
  '',
  '=',
  '\u0000',
  '🙂',
  '\ud800',
  'A',
  '9',
  '-->',
  '->->',
  ', ,',
];

type Mutation = {
  readonly kind: 'delete' | 'duplicate' | 'swap' | 'insert' | 'token';
  readonly at: number;
  readonly token: string;
};

function mutate(text: string, m: Mutation): string {
  const n = Math.max(1, text.length);
  const at = m.at % n;
  switch (m.kind) {
    case 'delete':
      return text.slice(0, at) + text.slice(at + 1);
    case 'duplicate':
      return text.slice(0, at + 1) + text.slice(at);
    case 'swap':
      return text.slice(0, at) + text.charAt(at + 1) + text.charAt(at) + text.slice(at + 2);
    case 'insert':
      return text.slice(0, at) + m.token + text.slice(at);
    case 'token': {
      const parts = text.split(/(\s+)/);
      const words = parts.flatMap((p, i) => (p.trim() === '' ? [] : [i]));
      if (words.length === 0) return m.token;
      parts[words[m.at % words.length]!] = m.token;
      return parts.join('');
    }
  }
}

const arbMutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('delete', 'duplicate', 'swap', 'insert', 'token'),
  at: fc.nat(),
  token: fc.constantFrom(...TOKENS),
});

describe('the sheet reader under fuzz', () => {
  it('answers random bytes with a clear error', () => {
    const bytes = fc.uint8Array({ maxLength: 1500 });
    check(
      fc.property(
        fc.oneof(
          bytes.map((b) => Buffer.from(b).toString('latin1')),
          bytes.map((b) => Buffer.from(b).toString('utf8')),
          fc.string({ unit: 'binary', maxLength: 600 }),
        ),
        (text) => holdsFor(text, P, true),
      ),
      { numRuns: 200 },
    );
  });

  it('answers near-valid sheets with orders or a clear error', () => {
    const arbText = fc
      .tuple(fc.constantFrom(...BASES), fc.array(arbMutation, { minLength: 1, maxLength: 8 }))
      .map(([base, ms]) => ms.reduce(mutate, base));
    check(
      fc.property(arbText, (text) => holdsFor(text, { player: ME, day: 4 }, true)),
      { numRuns: 400 },
    );
  });

  it('reads huge and pathological inputs without throwing, each answered', () => {
    const long = 'g,'.repeat(240) + 'g -> C6';
    const inputs = [
      'C6 -> C7\n'.repeat(100_000),
      'x'.repeat(5_000_000),
      `${'a'.repeat(MAX_SHEET_LINE_LENGTH - 1)}\n`.repeat(3_000),
      `${long}\n`.repeat(MAX_SHEET_LINES),
      '\r'.repeat(1_000_000),
      '\n'.repeat(1_000_000),
      '#'.repeat(1_000_000),
      '>'.repeat(MAX_SHEET_LINE_LENGTH),
      '->'.repeat(250),
      '-'.repeat(MAX_SHEET_LINE_LENGTH),
      '🙂'.repeat(400),
      '🙂'.repeat(501),
      '\ud800'.repeat(600),
      '\u2028'.repeat(100_000),
      ', '.repeat(249),
      `grunt-1${', grunt-1'.repeat(54)} -> C6 via`,
      `${'player: psicorps\n'.repeat(1000)}${'day: 4\n'.repeat(999)}`,
    ];
    for (const text of inputs) holdsFor(text, { player: ME, day: 4 }, true);
  });
});
