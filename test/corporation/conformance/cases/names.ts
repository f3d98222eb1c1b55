/**
 * Conformance cases for the sides' names (CO-2.1, CO-6.3): a public name per colour
 * seated, given to `newGame` beside the colours, checked at its path, kept in the state,
 * saved and read back, shown in every view and used where the game speaks of a side.
 */
import { expect } from 'vitest';
import {
  CORPORATION,
  type NewGameOptions,
  newGame,
  orderSheet,
  parseState,
  playerView,
  renderMap,
  serializeState,
  stateHash,
} from '../../../../src/corporation/index.js';
import { STATE_FORMAT } from '../../../../src/corporation/serialize.js';
import { game } from '../../support.js';
import type { ConformanceCase } from '../case.js';

/** A Table whose pair 1 promotes a red standing on blue (office 5a of the default building is blue). */
const TABLE = [
  'red',
  'blue',
  'green',
  'green',
  'green',
  'yellow',
  'yellow',
  'yellow',
  'blue',
  'blue',
  'red',
  'red',
] as const;

/** The issues of `newGame` for these options, as [code, path, nearest or the colour]. */
const issues = (options: unknown) => {
  const r = newGame(options as NewGameOptions);
  return r.ok
    ? []
    : r.error.map((i) => [i.code, i.path.join('.'), 'nearest' in i ? i.nearest : undefined, i.message]);
};

export const nameCases: ConformanceCase[] = [
  {
    name: 'CO-2.1 names: each colour seated may be given a public name, kept in the state; none given, none kept',
    clause: 'CO-2.1',
    run: () => {
      const s = game({
        seed: 's',
        players: ['red', 'blue', 'green'],
        names: { red: 'The Reds', green: ' Green  Party ' },
      });
      expect(s.names).toEqual({ red: 'The Reds', green: ' Green  Party ' });
      // No names: no field, so the state (and its hash) is the one a game had before names.
      expect('names' in game({ seed: 's', players: ['red', 'blue'] })).toBe(false);
      expect('names' in game({ seed: 's', players: ['red', 'blue'], names: {} })).toBe(false);
      // Kept in colour order, whatever order they were given in.
      expect(
        Object.keys(game({ seed: 's', players: ['blue', 'red'], names: { blue: 'B', red: 'R' } }).names!),
      ).toEqual(['red', 'blue']);
      // A name of exactly the longest length is taken.
      const long = 'x'.repeat(40);
      expect(game({ seed: 's', players: ['red', 'blue'], names: { blue: long } }).names).toEqual({
        blue: long,
      });
      // Names change nothing of the play: the same seed draws the same first player.
      expect(game({ seed: 's', players: ['red', 'blue'], names: { red: 'R' } }).first).toBe(
        game({ seed: 's', players: ['red', 'blue'] }).first,
      );
    },
  },
  {
    name: 'CO-2.1 names: an unknown colour, a colour not seated, or a bad name is refused at its path',
    clause: 'CO-2.1',
    run: () => {
      const base = { seed: 's', players: ['red', 'blue'] };
      expect(issues({ ...base, names: { rde: 'The Reds' } })).toEqual([
        ['options/unknown-key', 'names.rde', 'red', 'unknown colour "rde" in names; did you mean "red"?'],
      ]);
      expect(issues({ ...base, names: { green: 'The Greens' } })).toEqual([
        [
          'options/name-not-seated',
          'names.green',
          undefined,
          'names.green: green does not play in this game (the players: red, blue)',
        ],
      ]);
      for (const bad of ['', '   ', 'x'.repeat(41), 'line\nbreak', 7, null]) {
        const got = issues({ ...base, names: { red: bad } });
        expect(
          got.map((i) => i.slice(0, 2)),
          String(bad),
        ).toEqual([['options/bad-name', 'names.red']]);
        expect(got[0]![3]).toContain('a name of 1 to 40 characters');
      }
      expect(issues({ ...base, names: ['The Reds'] }).map((i) => i.slice(0, 2))).toEqual([
        ['options/invalid', 'names'],
      ]);
      expect(issues({ ...base, name: {} }).map((i) => i.slice(0, 3))).toEqual([
        ['options/unknown-key', 'name', 'names'],
      ]);
    },
  },
  {
    name: 'CO-2.1 names are public: every player’s view holds them, and the map and the order sheet list the sides by name',
    clause: 'CO-2.1',
    run: () => {
      const s = game({ seed: 's', players: ['red', 'blue'], names: { red: 'The Reds' } });
      for (const p of s.players) {
        expect(playerView(s, p).state.names).toEqual({ red: 'The Reds' });
        expect(renderMap(CORPORATION.view(s, p))).toContain('Players: The Reds (red), Blue');
        expect(orderSheet(playerView(s, p))).toContain('# Players: The Reds (red), Blue\n');
      }
      // Without names the map is as before: no players line.
      expect(renderMap(CORPORATION.view(game({ seed: 's', players: ['red', 'blue'] }), 'red'))).not.toContain(
        'Players:',
      );
    },
  },
  {
    name: 'CO-2.1 names: the outcome names the winner "Name (colour)"; a side without one keeps its colour',
    clause: 'CO-2.1',
    run: () => {
      const opening = {
        seed: 'w',
        players: ['red', 'blue'] as const,
        rules: { firstPlayer: 'first-seat' as const },
        start: { table: [...TABLE], rooms: { '5a': ['red' as const] }, boardroom: { red: 2, blue: 1 } },
      };
      const named = game({ ...opening, names: { red: 'The Reds', blue: 'Blue Chips' } });
      const end = CORPORATION.resolve(named, { red: { promote: ['5a'] } }).state;
      expect(CORPORATION.outcome(end)?.why).toBe(
        'The Reds (red) won: three red employees reached the Boardroom first, on turn 1 (the Boardroom: red 3, green 0, blue 1, yellow 0).',
      );
      const blueOnly = game({ ...opening, names: { blue: 'Blue Chips' } });
      const end2 = CORPORATION.resolve(blueOnly, { red: { promote: ['5a'] } }).state;
      expect(CORPORATION.outcome(end2)?.why).toMatch(/^Red won: /);
    },
  },
  {
    name: 'CO-6.3 names are saved and read back; a save of version 1 reads with no names; an edited save’s names are checked',
    clause: 'CO-6.3',
    run: () => {
      const s = game({ seed: 's', players: ['red', 'blue'], names: { red: 'The Reds', blue: 'Blue Chips' } });
      const text = serializeState(s);
      const back = parseState(text);
      expect(back.ok && back.value.names).toEqual({ red: 'The Reds', blue: 'Blue Chips' });
      expect(back.ok && stateHash(back.value)).toBe(stateHash(s));
      const doc = JSON.parse(text);
      expect(doc).toMatchObject({ format: STATE_FORMAT, version: 2 });
      // A save written before names (version 1, no `names` field) reads as it is: no names, the same hash.
      const { names: _, ...older } = doc.state;
      const v1Text = JSON.stringify({ format: STATE_FORMAT, version: 1, state: older });
      const v1 = parseState(v1Text);
      expect(v1.ok && 'names' in v1.value).toBe(false);
      expect(v1.ok && v1.value.table).toEqual(s.table);
      expect(v1.ok && stateHash(v1.value)).toBe(stateHash(JSON.parse(v1Text).state));
      // Version 1 had no names: a version 1 save with them is refused.
      expect(parseState(JSON.stringify({ format: STATE_FORMAT, version: 1, state: doc.state })).ok).toBe(
        false,
      );
      // Version 2 without the field is a game with no names; with it, held to the rules newGame keeps.
      const unnamed = parseState(JSON.stringify({ ...doc, state: older }));
      expect(unnamed.ok && 'names' in unnamed.value).toBe(false);
      const edited = (names: unknown) => {
        const r = parseState(JSON.stringify({ ...doc, state: { ...doc.state, names } }));
        return r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.')]);
      };
      expect(edited({ green: 'The Greens' })).toEqual([['state/invalid-field', 'state.names.green']]);
      expect(edited({ rde: 'The Reds' })).toEqual([['state/invalid-field', 'state.names.rde']]);
      expect(edited({ red: '' })).toEqual([['state/invalid-field', 'state.names.red']]);
      expect(edited({ red: 'x'.repeat(41) })).toEqual([['state/invalid-field', 'state.names.red']]);
      expect(edited(['The Reds'])).toEqual([['state/invalid-field', 'state.names']]);
      // No names is no field: an empty one would make a second state (and hash) for one game.
      expect(edited({})).toEqual([['state/invalid-field', 'state.names']]);
      expect(edited({ blue: 'Blue Chips' })).toEqual([]);
    },
  },
];
