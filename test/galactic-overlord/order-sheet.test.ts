/**
 * The Galactic Overlord order sheet: the blank sheet reads back as no orders, a filled-in
 * sheet reads as the JSON orders a player means, bad lines are named by number, and no
 * text makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankSheet,
  checkOrders,
  GALACTIC_OVERLORD,
  playerView,
  readSheet,
  resolveTurn,
  writeSheet,
} from '../../src/galactic-overlord/index.js';
import { check, sheetHeaderChecks } from '../../src/testing/index.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';
import { game, ships, withFaction } from './support.js';

describe('Galactic Overlord order sheet', () => {
  it('the blank sheet reads back as no orders, accepted', () => {
    const s = game();
    const r = readSheet(blankSheet(playerView(s, 'ann')), s, 'ann');
    expect(r.orders).toEqual({});
    expect(r.reply).toMatch(/^orders accepted:\n {2}No orders: /);
    expect(GALACTIC_OVERLORD.orderSheet).toBeDefined();
  });

  it('echoes orders sent as JSON as the sheet echoes them, and nothing for refused ones', () => {
    const s = withFaction(game(), 'ann', { ships: ships(3, 'frigate', 'laser', 1) });
    const read = readSheet('ship: 2 x cruiser torpedo\nattack: bob all\n', s, 'ann');
    const echo = GALACTIC_OVERLORD.orderSheet!.echo!(read.orders, s, 'ann');
    expect(echo).toMatch(
      /^orders accepted:\n {2}Build 2 torpedo cruisers: \d+ BP\n {2}Attack! bob with every ship\n/,
    );
    // The sheet's reply is the same echo, with its note on the missing header after it.
    expect(read.reply.startsWith(`${echo}\n`)).toBe(true);
    expect(
      GALACTIC_OVERLORD.orderSheet!.echo!({ ships: [{ hull: 'moon', weapon: 'laser' }] }, s, 'ann'),
    ).toBe('');
  });

  it('a filled-in sheet reads as the orders meant', () => {
    const s = withFaction(game(), 'ann', { ships: ships(3, 'frigate', 'laser', 1) });
    const text = [
      'bases: 1',
      'ship: 2 x cruiser torpedo',
      'ship: frigate fighter',
      'repair: 1',
      'attack: bob 1 2 to-death base 5',
      'oob: lftltf close-in bunch',
      'oob against cy: TTFFLL   # against cy only',
    ].join('\n');
    const r = readSheet(text, s, 'ann');
    expect(r.reply).toMatch(/^orders accepted:\n/);
    expect(r.reply).toMatch(/\nnote: [^\n]*$/); // no header: read as ann's, unbound
    expect(r.orders).toEqual({
      bases: 1,
      ships: [
        { hull: 'cruiser', weapon: 'torpedo' },
        { hull: 'cruiser', weapon: 'torpedo' },
        { hull: 'frigate', weapon: 'fighter' },
      ],
      repair: [1],
      special: { kind: 'attack', target: 'bob', ships: [1, 2], toDeath: true, base: 5 },
      oob: { slots: 'lftltf', range: 'close-in', formation: 'bunch' },
      against: { cy: { slots: 'TTFFLL', range: 'none', formation: 'none' } },
    });
    expect(checkOrders(s, 'ann', r.orders).ok).toBe(true);
  });

  it('names unreadable lines by number and passes on the rules’ refusals', () => {
    const s = game();
    const r = readSheet('fly: away\nship: titan laser\nshields', s, 'ann');
    expect(r.reply).toContain('line 1: cannot read');
    expect(r.reply).toContain('needs 5 self-built bases');
    expect(r.reply).toContain('raising shields needs a shield generator');
  });

  it('reads spies, counter-espionage, Train Spy, alliances, gifts and acceptances (GO-9, GO-11)', () => {
    const s = withFaction(game(), 'ann', { spies: 1 });
    const text = [
      'spy: bob attack',
      'counter-espionage',
      'generator',
      'ally: cy',
      'break alliance: bob',
      'give: 1 to cy',
      'give: 2 to bob',
      'accept: 7 8',
    ].join('\n');
    const r = readSheet(text, s, 'ann');
    expect(r.reply).toMatch(/^orders accepted:\n/);
    expect(r.reply).toMatch(/\nnote: [^\n]*$/); // no header: read as ann's, unbound
    expect(r.orders).toEqual({
      spy: { target: 'bob', order: 'attack' },
      counterEspionage: true,
      special: { kind: 'build-generator' },
      ally: ['cy'],
      breakAlliance: ['bob'],
      give: [
        { base: 1, to: 'cy' },
        { base: 2, to: 'bob' },
      ],
      accept: [7, 8],
    });
    expect(readSheet('train spy', game(), 'ann').orders).toEqual({ special: { kind: 'train-spy' } });
    const bad = readSheet('give: 1 cy\nspy: bob\ntrain spy\nspy: bob attack', game(), 'ann');
    expect(bad.reply).toContain('line 1: cannot read');
    expect(bad.reply).toContain('line 2: cannot read');
    expect(bad.reply).toContain('no spy can be sent: no spy in stock');
    const blank = blankSheet(playerView(s, 'ann'));
    expect(blank).toContain('1 spy, 2 counter-espionage uses');
    expect(blank).toContain('# spy: bob attack');
  });

  it('writeSheet writes any accepted orders as a sheet that reads back to the same orders', () => {
    let seen = 0;
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        for (const [p, raw] of Object.entries(ordersFor(s, t.kinds, t.junk, t.seed))) {
          const before = checkOrders(s, p, raw);
          if (!before.ok) continue;
          const read = readSheet(writeSheet(before.value), s, p);
          expect(read.issues).toEqual([]);
          const after = checkOrders(s, p, read.orders);
          expect(after.ok && after.value).toEqual(before.value);
          seen++;
        }
      }),
      { numRuns: 300 },
    );
    expect(seen).toBeGreaterThan(500);
  });

  it('never says accepted when a line was not read (the referee refuses such a sheet whole)', () => {
    const s = game();
    const r = readSheet('ship: 2 x cruiser lazer\n', s, 'ann');
    expect(r.issues).toHaveLength(1);
    expect(r.reply).not.toContain('orders accepted');
    expect(r.reply).toContain('sheet refused');
  });

  it('reads an order of battle against a faction whose id has digits and dashes (the referee trial)', () => {
    const s = game({}, ['p1', 'p-2']);
    const r = readSheet('oob against p-2: TLFTFL close-in\n', s, 'p1');
    expect(r.issues).toEqual([]);
    expect(r.orders).toEqual({
      against: { 'p-2': { slots: 'TLFTFL', range: 'close-in', formation: 'none' } },
    });
  });

  it('never throws on any text', () => {
    const s = game();
    check(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => readSheet(text, s, 'ann')).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('Galactic Overlord order sheet header: bound to its faction and turn (issue 30)', () => {
  const checks = sheetHeaderChecks(GALACTIC_OVERLORD, () => {
    const state = game();
    return {
      state,
      later: resolveTurn(state, {}).state,
      player: 'ann',
      other: 'bob',
      orders: 'bases: 1\nship: 2 x cruiser torpedo\n',
      none: {},
    };
  });
  for (const c of checks) it(c.name, c.run);

  it('the step is the turn the sheet names in its title', () => {
    const s = game({ turnZero: 'prebuild' });
    const blank = blankSheet(playerView(s, 'ann'));
    expect(blank).toContain('# Galactic Overlord: orders of ann for turn 0\nplayer: ann\nstep: 0\n');
    expect(readSheet(blank, s, 'ann').issues).toEqual([]);
  });
});
