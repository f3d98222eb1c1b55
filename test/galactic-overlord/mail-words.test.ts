/**
 * What a player by mail reads, in words a person can use (the mail trial): the blank
 * sheet gives the price of everything buildable, with what the budget buys; the report
 * names every term of its book of build points; a built ship is a name and a kind, never
 * a bare id that reads as a count; a kind reads as weapon and hull ("2 torpedo cruisers"),
 * never "2 cruiser torpedo"; and the receipt echoes the orders read, with what they spend
 * and what is left.
 */
import { describe, expect, it } from 'vitest';
import { blankSheet, GALACTIC_OVERLORD, playerView, readSheet } from '../../src/galactic-overlord/index.js';
import { game, ships, turn, withFaction } from './support.js';

describe('Galactic Overlord by mail, in words a player can use', () => {
  it('the blank sheet prices every base, hull and repair, and says what the budget buys (GO-3)', () => {
    const blank = blankSheet(playerView(game(), 'ann'));
    // GO-2.2: 32 BP + 3 home bases × 5.
    expect(blank).toContain('# BP available: 47 (32 in stock + 15 income this turn)');
    // GO-3.1, GO-3.2, GO-3.4: the next bases, every hull, a repair.
    expect(blank).toContain('# Prices in BP: next base 16 (then 16, 16); repair 1 a ship');
    expect(blank).toContain(
      '#   ships: frigate 1, cruiser 2, battleship 3 (not yet: dreadnaught 4, titan 5)',
    );
    // GO-3.3: why the big hulls are not open.
    expect(blank).toContain('a hull needs as many home bases as its price; you hold 3');
    // The trap of the trial: one battleship against fifteen.
    expect(blank).toContain('47 BP buy 15 battleships or 47 frigates');
  });

  it('the report names every term of the book of build points (GO-2.3)', () => {
    const t = turn(game(), { ann: { bases: 1, ships: [{ hull: 'battleship', weapon: 'laser' }] } });
    const text = GALACTIC_OVERLORD.renderReport!(t.reports.ann!);
    expect(text).toContain(
      'Build points: 32 held at the start + 15 income − 19 spent on builds and repairs − 0 lost on being cut off = 28 held now.',
    );
    expect(text).not.toMatch(/BP \d+ \+ \d+ - \d+ - \d+ = \d+/);
  });

  it('the report names what was built by name and kind, never a bare id (GO-7.2)', () => {
    const t = turn(game(), {
      ann: {
        bases: 1,
        ships: [
          { hull: 'cruiser', weapon: 'torpedo' },
          { hull: 'battleship', weapon: 'laser' },
          { hull: 'cruiser', weapon: 'torpedo' },
        ],
      },
    });
    const text = GALACTIC_OVERLORD.renderReport!(t.reports.ann!);
    // Ship ids 1 to 3 in order; base 10 (nine starting bases before it).
    expect(text).toContain('Built: 2 torpedo cruisers (S1, S3), 1 laser battleship (S2) and base B10.');
    expect(text).not.toMatch(/built ships \d/);
  });

  it('a kind reads as weapon and hull, never as a count (the sheet, the map, the post)', () => {
    const s = withFaction(game(), 'ann', { ships: ships(2, 'cruiser', 'torpedo', 2) });
    const view = playerView(s, 'ann');
    const blank = blankSheet(view);
    expect(blank).toContain('# Your ships: 2 torpedo cruisers (S2, S3)');
    expect(blank).not.toContain('2 cruiser torpedo');
    expect(GALACTIC_OVERLORD.renderMap!(view)).toContain('2 torpedo cruisers');
    const post = GALACTIC_OVERLORD.renderPublic!(turn(s, {}).post);
    expect(post).toContain('navy 2 torpedo cruisers (4 BP)');
    expect(post).not.toContain('cruiser/torpedo');
  });

  it('the receipt of a sheet echoes the orders read, what they cost and what is left', () => {
    const s = withFaction(game(), 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1) });
    const text = [
      'player: ann',
      'step: 1',
      'bases: 1',
      'ship: 5 x torpedo cruiser',
      'repair: S1',
      'attack: bob S1 S2 base B5',
      'oob: TLFTFL close-in',
    ].join('\n');
    const r = readSheet(text, s, 'ann');
    expect(r.issues).toEqual([]);
    expect(r.reply.split('\n')).toEqual([
      'orders accepted:',
      '  Build 1 base: 16 BP',
      '  Build 5 torpedo cruisers: 10 BP',
      '  Repair S1: 1 BP',
      '  Attack! bob with S1 and S2, to take B5',
      '  Order of battle (default): TLFTFL, close in, no formation order',
      '  BP: 47 to spend, 27 spent, 20 left for later turns.',
    ]);
    expect(r.orders).toMatchObject({ repair: [1], special: { ships: [1, 2], base: 5 } });
  });

  it('a refusal speaks the sheet’s words: the line, the ship’s name, a did-you-mean', () => {
    const r = readSheet(
      'player: ann\nstep: 1\nship: 20 x torpedo battleship\nrepair: S9\natack: bob\nship: 2 x cruiser lazer\n',
      game(),
      'ann',
    );
    expect(r.reply).toContain('line 5: cannot read "atack: bob"; did you mean "attack:"?');
    expect(r.reply).toContain('did you mean "laser"?');
    const rules = readSheet(
      'player: ann\nstep: 1\nship: 20 x torpedo battleship\nrepair: S9\n',
      game(),
      'ann',
    );
    expect(rules.issues.map((i) => i.message)).toEqual([
      'line 4: S9 is not one of your ships, or is listed twice',
      'line 3: the builds and repairs cost 60 BP; 47 BP are available (the builds on lines 3 and 4)',
    ]);
    expect(rules.reply).not.toMatch(/refused \(\w/);
    // Faction ids in any case; a slip names the faction meant, and only when one is nearest.
    const cased = readSheet('player: ann\nstep: 1\nship: laser frigate\nattack: BOB all\n', game(), 'ann');
    expect(cased.orders).toMatchObject({ special: { target: 'bob' } });
    const slip = readSheet('player: ann\nstep: 1\nship: laser frigate\nattack: bobb all\n', game(), 'ann');
    expect(slip.issues.map((i) => i.message)).toEqual([
      'line 4: "bobb" is not another faction still in the game; did you mean bob?',
    ]);
    const numbered = game({}, ['p1', 'p2', 'p3']);
    const tie = readSheet('player: p1\nstep: 1\nship: laser frigate\nattack: p4 all\n', numbered, 'p1');
    expect(tie.issues.map((i) => i.message)).toEqual([
      'line 4: "p4" is not another faction still in the game',
    ]);
  });

  it('the report tells a battle in sentences, with the orders of battle and the rounds', () => {
    const s = withFaction(withFaction(game(), 'ann', { ships: ships(3, 'battleship', 'laser', 1) }), 'bob', {
      ships: ships(4, 'cruiser', 'torpedo', 4),
    });
    const t = turn(s, {
      ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'LFTLTF' } },
      bob: { oob: { slots: 'TLFTFL' } },
    });
    const text = GALACTIC_OVERLORD.renderReport!(t.reports.ann!);
    // GO-10.7's worked example (GO-T6): 9 against 16 in round 1, and the attacker loses.
    expect(text).toContain(
      'Battle 1: you attacked bob with 3 laser battleships; bob had 4 torpedo cruisers at home.',
    );
    expect(text).toContain('Round 1: your lasers 9 against their torpedoes 16: you took 7 hits.');
    expect(text).toContain('You lost: both fleets lasted six rounds, and the one that took more hits lost.');
    expect(text).toMatch(/You lost S1, S2; bob lost no ships\./);
    // GO-10.9: who took more hits loses a battle both fleets survive; the totals say so.
    expect(text).toContain('Hits taken in all: you 17, bob 0.');
  });

  it('the report tells a faction it is cut off, or out (GO-6)', () => {
    const s = withFaction(game({}, ['ann', 'bob']), 'bob', { ships: ships(5, 'battleship', 'laser', 1) });
    const attack = { special: { kind: 'attack', target: 'ann', ships: 'all' }, oob: { slots: 'LFTLTF' } };
    const out = turn(s, { bob: attack });
    expect(GALACTIC_OVERLORD.renderReport!(out.reports.ann!)).toContain(
      'You have no base and no ship left: you are out of the game (GO-6.3).',
    );
    // ann's titans are away at cy's raised shield (GO-4.4) while bob takes her empty home.
    let armed = game({}, ['ann', 'bob', 'cy']);
    armed = withFaction(armed, 'bob', { ships: ships(5, 'battleship', 'laser', 1) });
    armed = withFaction(armed, 'ann', { ships: ships(3, 'titan', 'laser', 6) });
    armed = withFaction(armed, 'cy', { generators: 1 });
    const away = turn(armed, {
      bob: attack,
      ann: { special: { kind: 'attack', target: 'cy', ships: 'all' }, oob: { slots: 'LFTLTF' } },
      cy: { special: { kind: 'raise-shields' } },
    });
    expect(GALACTIC_OVERLORD.renderReport!(away.reports.ann!)).toContain(
      'You hold no base: your fleet is cut off',
    );
  });
});
