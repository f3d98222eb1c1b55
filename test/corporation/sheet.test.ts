/**
 * The text order sheet and the building's picture (CO-6.7): bots' orders round-trip
 * through the sheet to the same state; problems come with line and column; reading never
 * throws on any text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  BOTS,
  CORPORATION,
  type Colour,
  type CorporationState,
  DEFAULT_BUILDING,
  describeSheetRead,
  newGame,
  orderSheet,
  playerView,
  playTurn,
  readOrderSheet,
  renderMap,
  stateHash,
} from '../../src/corporation/index.js';
import { sheetLines } from '../../src/corporation/sheet.js';
import { seededRng } from '../../src/kernel/rng.js';
import { arbPlayedGame, cheapOrders } from './arbitraries.js';
import { game } from './support.js';

const LINEUPS: Colour[][] = [
  ['red', 'blue'],
  ['green', 'yellow', 'red'],
  ['red', 'green', 'blue', 'yellow'],
  ['blue'],
];

describe('the order sheet (CO-6.7)', () => {
  it("bots' (and random) orders written on the sheet read back to the same step, for one to four seats and each kind of step", () => {
    let checked = 0;
    const kinds = new Set<string>();
    LINEUPS.forEach((players, k) => {
      const rules = k === 1 ? { missedPromotions: 'challenge' as const } : {};
      let s = game({ seed: `sheet${k}`, players, rules });
      for (let step = 0; step < 60 && awaiting(s).kind !== 'over'; step++) {
        const p = awaiting(s).players[0]!;
        const bot = step % 2 === 0 ? BOTS.greedy : BOTS.random;
        const rng = seededRng(`sheet${k}:${step}`);
        // Under `challenge`, orders that list no promotions open challenge windows.
        const orders = k === 1 && step % 2 === 1 ? cheapOrders(s, rng) : bot(playerView(s, p), rng);
        const text = `${orderSheet(playerView(s, p))}${sheetLines(orders).join('\n')}\n`;
        const read = readOrderSheet(text, s, p);
        expect(read.problems).toEqual([]);
        expect(read.issues).toEqual([]);
        const direct = playTurn(s, p, orders);
        const viaSheet = playTurn(s, p, read.orders);
        if (!direct.ok || !viaSheet.ok) throw new Error('refused');
        expect(stateHash(viaSheet.value.state)).toBe(stateHash(direct.value.state));
        kinds.add(awaiting(s).kind);
        s = direct.value.state;
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(80);
    expect([...kinds].sort()).toEqual(['challenge', 'place', 'turn']);
  });

  it('reads the grammar: swap, enter with an area by colour, number or id, promote over lines, place, challenge', () => {
    const s = game({
      seed: 'g',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: {
        table: [
          'red',
          'red',
          'red',
          'green',
          'green',
          'green',
          'blue',
          'blue',
          'blue',
          'yellow',
          'yellow',
          'yellow',
        ],
      },
    });
    const read = (text: string) => readOrderSheet(text, s, 'red');
    expect(read('swap 2 5').orders).toEqual({ swap: [1, 4] });
    expect(read('ENTER Red 3').orders).toEqual({ enter: { colour: 'red', area: 'blue' } });
    expect(read('enter red reception-yellow').orders).toEqual({ enter: { colour: 'red', area: 'yellow' } });
    expect(read('enter red').orders).toEqual({ enter: { colour: 'red', area: 'red' } });
    expect(read('enter green blue  # a note\npromote reception-blue\npromote 1c').orders).toEqual({
      enter: { colour: 'green', area: 'blue' },
      promote: ['reception-blue', '1c'],
    });
    expect(read('promote').orders).toEqual({ promote: [] });
    expect(read('player: red\nstep: 1\n').orders).toEqual({});
    const fresh = game({ seed: 'p', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });
    expect(readOrderSheet('place 4 red', fresh, 'red').orders).toEqual({ circle: 3, colour: 'red' });
  });

  it('names each problem by line and column, and takes none of the orders of a sheet with problems', () => {
    const s = game({ seed: 'p', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });
    const text = 'player: red\nstep: 1\nswap 1 2\nplace 0 red\nplace 3 pink\n  hello\nchallenge maybe';
    const r = readOrderSheet(text, s, 'red');
    expect(r.orders).toBeNull();
    expect(r.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 1],
      [4, 7],
      [5, 9],
      [6, 3],
      [7, 1],
    ]);
    // Another player's (or step's) sheet is refused by its header alone, as every game's.
    const foreign = readOrderSheet(text.replace('player: red\nstep: 1', 'player: blue\nstep: 9'), s, 'red');
    expect(foreign.orders).toBeNull();
    expect(foreign.header.map((i) => [i.code, ...i.path])).toEqual([
      ['sheet/wrong-player', 1, 9],
      ['sheet/wrong-step', 2, 7],
    ]);
    const reply = describeSheetRead(r, 'red');
    expect(reply).toContain('line 4, column 7: "0" is not a circle');
    expect(reply).toContain('None of its orders are taken');
    // A sound sheet the rules refuse: the orders are kept and the rules' issues given.
    const late = readOrderSheet('place 1 red\n', s, 'blue');
    expect(late.problems).toEqual([]);
    expect(late.issues.map((i) => i.code)).toEqual(['orders/not-your-turn']);
    expect(describeSheetRead(late, 'blue')).toContain('Refused by the rules');
  });

  it('a sheet without its player: and step: lines is read for the player named, and the reply says it was not bound (issue 30)', () => {
    const s = game({ seed: 'p', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });
    const codec = CORPORATION.orderSheet!;
    const blank = codec.blank(playerView(s, 'red'));
    const bound = codec.read(`${blank}place 4 red\n`, s, 'red');
    expect(bound.issues).toEqual([]);
    expect(bound.reply).not.toContain('note:');
    const legacy = codec.read('place 4 red\n', s, 'red');
    expect(legacy.issues).toEqual([]);
    expect(legacy.orders).toEqual(bound.orders);
    expect(legacy.reply).toContain(
      'note: this sheet has no "player:" or "step:" line, so it was read as red\'s for step 1 without checking; write "player: red" and "step: 1" on it to bind it',
    );
    expect(codec.read('step: 1\nplace 4 red\n', s, 'red').reply).toContain(
      'note: this sheet has no "player:" line',
    );
  });

  it('never throws on arbitrary text, and every problem points inside the text', () => {
    const word = fc.constantFrom(
      'swap',
      'enter',
      'promote',
      'place',
      'challenge',
      'player:',
      'step:',
      'red',
      'blue',
      'yes',
      '1',
      '12',
      '13',
      '1c',
      'reception-red',
      '#',
      '\t',
      '',
    );
    const sheetish = fc
      .array(
        fc.array(fc.oneof(word, fc.string({ maxLength: 4 })), { maxLength: 5 }).map((ws) => ws.join(' ')),
        { maxLength: 8 },
      )
      .map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(
        arbPlayedGame(20),
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), sheetish),
        (state: CorporationState, text) => {
          for (const p of state.players) {
            const r = readOrderSheet(text, state, p);
            const lines = text.split(/\r\n|\r|\n/);
            for (const q of r.problems) {
              expect(q.line).toBeGreaterThanOrEqual(1);
              expect(q.line).toBeLessThanOrEqual(lines.length);
              expect(q.column).toBeGreaterThanOrEqual(1);
            }
            expect(typeof CORPORATION.orderSheet!.read(text, state, p).reply).toBe('string');
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(
      readOrderSheet(42 as unknown as string, game({ seed: 'x', players: ['red', 'blue'] }), 'red').orders,
    ).toBeNull();
  });
});

describe('the picture of the building (CO-6.7)', () => {
  it('shows every room with its colour and stack, the reception areas numbered, the Table, and who is to act', () => {
    const g = newGame({
      seed: 'pic',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: {
        table: [
          'red',
          'blue',
          'red',
          'green',
          'green',
          'green',
          'blue',
          'blue',
          'red',
          'yellow',
          'yellow',
          'yellow',
        ],
        rooms: { '3b': ['blue', 'red'] },
        boardroom: { red: 1 },
      },
    });
    if (!g.ok) throw new Error('newGame');
    const map = renderMap(playerView(g.value, 'red'));
    for (const room of DEFAULT_BUILDING.rooms) expect(map).toContain(`${room.id} (${room.colour})`);
    expect(map).toContain('3b (blue): blue red  -> 4a');
    expect(map).toContain('Boardroom: red 1, green 0, blue 0, yellow 0');
    expect(map).toContain('1: red on blue  (circles 1 and 2)');
    expect(map).toContain('3. reception-blue (blue): -  -> 1c');
    expect(map).toContain('Step 1 (turn 1): red to play a turn.');
    expect(CORPORATION.renderMap!(playerView(g.value, 'blue'))).toBe(renderMap(playerView(g.value, 'blue')));
  });

  it('the report says what happened in sentences', () => {
    const s = game({ seed: 'rep', players: ['red', 'blue'] });
    const p = awaiting(s).players[0]!;
    const step = CORPORATION.resolve(s, { [p]: { circle: 2, colour: 'green' } });
    expect(CORPORATION.renderReport!(step.reports[p]!)).toBe(
      `Step 1:\n  ${p[0]!.toUpperCase()}${p.slice(1)} placed a green counter on circle 3 (pair 2, mover).`,
    );
  });
});
