/**
 * `canonical-state.ts`: the scenarios held as checked and frozen (the seed's and each one
 * `parseState` has copied) and the engine's intel tables. A save loaded without a text in
 * between keeps such a scenario rather than copy and check it again, and `stateHash`
 * writes their text once. Every hash must stay the one of the whole state's canonical
 * JSON, and anything else the caller hands in (its own scenario or intel, or an edited
 * copy) is still copied, checked and written afresh.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCENARIO,
  type GameState,
  newGame,
  parseState,
  resolveDay,
  type Scenario,
  serializeState,
  stateHash,
  stateHashAsSaved,
} from '../../src/corporate-war/index.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import { canonicalJson, hash64 } from '../../src/kernel/hash.js';
import { playDays } from '../support/fc.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc'];

/** The hash as `stateHash` defines it: of the whole state's canonical JSON. */
const wholeHash = (s: GameState) => hash64(canonicalJson(stateToJson(s)));

/** The hash and the save are those of the whole state JSON, written in one piece. */
function expectWhole(s: GameState): void {
  expect(stateHash(s)).toBe(wholeHash(s));
  expect(serializeState(s)).toBe(JSON.stringify(stateToJson(s)));
}

function loaded(json: unknown): GameState {
  const r = parseState(json);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
  return r.value;
}

/** A scenario of the caller's: a plain, unfrozen copy of the seed's, renamed. */
const own = (): Scenario => ({ ...(JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Scenario), name: 'Own' });

describe('vetted scenarios', () => {
  const seedGame = playDays(newGame({ seed: 'vetted', corporations: CORPS }), 3, 'vetted');
  const ownGame = playDays(newGame({ seed: 'vetted', corporations: CORPS, scenario: own() }), 3, 'vetted');
  const fromText = loaded(serializeState(seedGame));
  const fromOwnText = loaded(serializeState(ownGame));

  it('leave every hash that of the whole canonical JSON, first time and after', () => {
    for (const s of [seedGame, ownGame, fromText, fromOwnText, loaded(stateToJson(fromText))]) {
      expectWhole(s);
      expectWhole(s);
    }
    expect(stateHash(fromText)).toBe(stateHash(seedGame));
    expect(stateHash(fromOwnText)).toBe(stateHash(ownGame));
    expect(stateHash(ownGame)).not.toBe(stateHash(seedGame));
    // The older form of the hash, without the options filled in, is spliced the same way.
    const saved = ['detection', 'duelModel'];
    const rules = Object.fromEntries(Object.entries(fromText.rules).filter(([k]) => saved.includes(k)));
    expect(stateHashAsSaved(fromText, saved)).toBe(
      hash64(canonicalJson({ ...stateToJson(fromText), rules })),
    );
  });

  it('are kept as they are when a state JSON hands one back, and frozen when first read', () => {
    expect(loaded(stateToJson(seedGame)).scenario).toBe(DEFAULT_SCENARIO);
    expect(fromOwnText.scenario).not.toBe(ownGame.scenario);
    expect(Object.isFrozen(fromOwnText.scenario.board)).toBe(true);
    expect(loaded(stateToJson(fromOwnText)).scenario).toBe(fromOwnText.scenario);
    // The caller's own scenario is copied, as before, and the caller's object left alone.
    const mine = loaded(stateToJson(ownGame));
    expect(mine.scenario).not.toBe(ownGame.scenario);
    expect(mine.scenario).toEqual(ownGame.scenario);
    expect(Object.isFrozen(ownGame.scenario)).toBe(false);
  });

  it('do not spare an edited copy, nor the text, from the checks', () => {
    const edited = {
      ...stateToJson(seedGame),
      scenario: { ...DEFAULT_SCENARIO, board: { rows: 1, cols: 1 } },
    };
    const r = parseState(edited);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toEqual(['scenario', 'board']);
    const text = serializeState(seedGame).replace('"craft":"F6"', '"craft":"Z99"');
    expect(text).not.toBe(serializeState(seedGame));
    const t = parseState(text);
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error[0]!.path).toEqual(['scenario', 'craft']);
  });
});

describe('vetted intel tables', () => {
  it("leave every hash that of the whole canonical JSON, with intel of the caller's changed in between", () => {
    const s = playDays(newGame({ seed: 'intel', corporations: CORPS }), 4, 'intel');
    expect(Object.keys(s.intel[CORPS[0]!] ?? {}).length).toBeGreaterThan(0);
    expectWhole(s);
    expectWhole(s);
    // A caller's own tables, not frozen: edited between two hashes, the hash follows.
    const mine = JSON.parse(JSON.stringify(s.intel)) as Record<string, Record<string, { day: number }>>;
    const own = s.set('intel', mine as never);
    const first = stateHash(own);
    expect(first).toBe(wholeHash(own));
    const [sector] = Object.keys(mine[CORPS[0]!]!);
    mine[CORPS[0]!]![sector!]!.day = 1;
    expectWhole(own);
    // A day played on from them carries the caller's entries: still written afresh.
    const next = resolveDay(own, {}).state;
    const before = stateHash(next);
    expect(before).toBe(wholeHash(next));
    const carried = Object.keys(next.intel[CORPS[0]!]!).find(
      (k) => next.intel[CORPS[0]!]![k] === mine[CORPS[0]!]![k],
    );
    expect(carried).toBeDefined();
    mine[CORPS[0]!]![carried!]!.day = 2;
    expectWhole(next);
    expect(stateHash(next)).not.toBe(before);
  });
});
