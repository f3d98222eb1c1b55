/**
 * Saved games across format versions: version 3 (the options of GO-2.1 and GO-11.4) is
 * written; a version 2 save is read with those options as its game was played (no
 * starting generator, captures dealt); a version 1 save also with no spy, no ally and the
 * options of GO-2.4, GO-9.2, GO-11.2 and GO-11.5 at their defaults; any other version is
 * refused with a typed issue, and a save missing its version's fields is refused too.
 */
import { describe, expect, it } from 'vitest';
import {
  GALACTIC_OVERLORD,
  type GoState,
  MAX_TURN_LIMIT,
  parseState,
  serializeState,
} from '../../src/galactic-overlord/index.js';
import { MAX_BASE_BUILDS, MAX_SHIP_BUILDS } from '../../src/galactic-overlord/orders.js';
import { STATE_VERSION } from '../../src/galactic-overlord/serialize.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { game, ships, turn, withFaction } from './support.js';

const NEW_OPTIONS = ['turnZero', 'spyMiss', 'jointOob', 'baseGifts'];
const V3_OPTIONS = ['startingGenerators', 'jointCaptures'];

/** A state as version 2 wrote it: seventeen options, no names. */
function asVersion2(s: GoState): string {
  const rules = Object.fromEntries(Object.entries(s.rules).filter(([k]) => !V3_OPTIONS.includes(k)));
  const { names: _n, ...old } = s;
  return canonicalJson({ format: 'simulturn/galactic-overlord', version: 2, state: { ...old, rules } });
}

/** A state as version 1 wrote it: no spies, no allies, thirteen options. */
function asVersion1(s: GoState): string {
  const factions = Object.fromEntries(
    Object.entries(s.factions).map(([p, f]) => {
      const { spies: _s, allies: _a, ...old } = f;
      return [p, old];
    }),
  );
  const rules = Object.fromEntries(
    Object.entries(s.rules).filter(([k]) => !NEW_OPTIONS.includes(k) && !V3_OPTIONS.includes(k)),
  );
  const { names: _n, ...old } = s;
  return canonicalJson({
    format: 'simulturn/galactic-overlord',
    version: 1,
    state: { ...old, factions, rules },
  });
}

describe('Galactic Overlord saved games', () => {
  it('writes version 3, and the contract says so', () => {
    expect(STATE_VERSION).toBe(3);
    expect(GALACTIC_OVERLORD.stateFormat.version).toBe(3);
    expect(JSON.parse(serializeState(game())).version).toBe(3);
  });

  it('reads a version 2 save with the options its game was played under (no starting generator, captures dealt) and no names', () => {
    let s = withFaction(game({ jointCaptures: 'dealt' }), 'ann', { ships: ships(2, 'cruiser', 'laser', 1) });
    s = turn(s, { ann: { special: { kind: 'attack', target: 'bob', ships: 'all' } } }).state;
    const back = parseState(asVersion2(s));
    expect(back.ok ? back.value : back.error).toEqual(s);
    expect(s.rules.startingGenerators).toBe('none');
    // A version 3 save without the two options is refused.
    const v3old = parseState(asVersion2(s).replace('"version":2', '"version":3'));
    expect(v3old.ok ? [] : v3old.error.map((i) => i.code)).toEqual(['state/invalid-field']);
  });

  it('reads a version 1 save with no spy, no ally and the new options at their defaults', () => {
    let s = withFaction(game({ jointCaptures: 'dealt' }), 'ann', { ships: ships(2, 'cruiser', 'laser', 1) });
    s = turn(s, { ann: { special: { kind: 'attack', target: 'bob', ships: 'all' } } }).state;
    const back = parseState(asVersion1(s));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value).toEqual(s);
    // And it plays on: a spy can be trained from it.
    if (back.ok)
      expect(turn(back.value, { cy: { special: { kind: 'train-spy' } } }).state.factions.cy!.spies).toBe(1);
  });

  it('refuses other versions and version 2 saves without the new fields, with typed issues', () => {
    const doc = JSON.parse(serializeState(game()));
    const v4 = parseState(JSON.stringify({ ...doc, version: 4 }));
    expect(v4.ok ? [] : v4.error.map((i) => i.code)).toEqual(['state/wrong-version']);
    const noSpies = JSON.parse(asVersion1(game()));
    const v2old = parseState(JSON.stringify({ ...noSpies, version: 2 }));
    expect(v2old.ok ? [] : v2old.error.map((i) => i.code)).toEqual(['state/invalid-field']);
    const badAlly = JSON.parse(serializeState(withFaction(game(), 'ann', { allies: ['ann'] })));
    const r = parseState(JSON.stringify(badAlly));
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['state/invalid-field', 'state.factions.ann.allies'],
    ]);
    const turn0 = JSON.parse(serializeState(game()));
    turn0.state.turn = 0;
    expect(parseState(JSON.stringify(turn0)).ok).toBe(false);
    const prebuild = JSON.parse(serializeState(game({ turnZero: 'prebuild' })));
    expect(prebuild.state.turn).toBe(0);
    expect(parseState(JSON.stringify(prebuild)).ok).toBe(true);
  });
});

describe('Galactic Overlord saves that could not play on (issue 30)', () => {
  const refusedAt = (edit: (state: Record<string, unknown>) => void) => {
    const doc = JSON.parse(serializeState(game()));
    edit(doc.state);
    const r = parseState(JSON.stringify(doc));
    return r.ok ? 'accepted' : r.error.map((i) => `${i.code} ${i.path.join('.')}`);
  };

  it('refuses a turn limit past MAX_TURN_LIMIT and a turn past the one after the limit', () => {
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT))).toBe('accepted');
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT + 1))).toEqual([
      'state/invalid-field state.turnLimit',
    ]);
    expect(refusedAt((s) => (s.turn = (s.turnLimit as number) + 1))).toBe('accepted');
    expect(refusedAt((s) => (s.turn = (s.turnLimit as number) + 2))).toEqual([
      'state/invalid-field state.turn',
    ]);
  });

  it('refuses next ids without room for the ships and bases of the turns left', () => {
    // Three factions and the default limit of 60 turns, all still to play.
    const room = (most: number) => 60 * 3 * most;
    expect(refusedAt((s) => (s.nextShip = Number.MAX_SAFE_INTEGER - room(MAX_SHIP_BUILDS)))).toBe('accepted');
    expect(refusedAt((s) => (s.nextShip = Number.MAX_SAFE_INTEGER - room(MAX_SHIP_BUILDS) + 1))).toEqual([
      'state/invalid-field state.nextShip',
    ]);
    expect(refusedAt((s) => (s.nextBase = Number.MAX_SAFE_INTEGER - room(MAX_BASE_BUILDS) + 1))).toEqual([
      'state/invalid-field state.nextBase',
    ]);
  });
});
