/**
 * parseState against damaged files: every damaged file gives `ok: false` with a typed issue
 * (its code and where it is), and nothing — truncated, hand-edited or fuzzed — makes it throw.
 */
import fc from 'fast-check';
import { is } from 'immutable';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES_OPTIONS,
  DEFAULT_SCENARIO,
  type GameState,
  ISSUE_CODES,
  type IssueCode,
  MAX_DAY,
  newGame,
  parseState,
  RULES_BEFORE_OPTIONS,
  resolveDay,
  serializeState,
} from '../../src/corporate-war/index.js';
import { STATE_FORMAT, STATE_VERSION, type StateJson } from '../../src/corporate-war/serialize.js';
import { arbPlayedGame, check, playDays } from '../support/fc.js';

const TIMEOUT = 60_000;

const game = newGame({ seed: 'parse-state', corporations: ['psicorps', 'phoenicae', 'orchid-inc'] });
/** A game some days in, so that it has fallen soldiers, carried tags and claims to damage. */
const played = playDays(game, 5, 'parse-state');

/** A fresh, mutable copy of a state's JSON. */
const jsonOf = (s: GameState): StateJson => JSON.parse(serializeState(s)) as StateJson;

type Path = readonly (string | number)[];

/** Sets (or with `undefined`, deletes) the value at `path` in a JSON value. */
function setAt(root: unknown, path: Path, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = value;
}

/** Parses text and its JSON value; neither may throw, and both must agree. */
function parseBoth(text: string) {
  let fromText: ReturnType<typeof parseState> | undefined;
  expect(() => {
    fromText = parseState(text);
  }).not.toThrow();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fromText!;
  }
  let fromValue: ReturnType<typeof parseState> | undefined;
  expect(() => {
    fromValue = parseState(value);
  }).not.toThrow();
  expect(fromValue!.ok).toBe(fromText!.ok);
  if (!fromValue!.ok && !fromText!.ok) expect(fromValue!.error).toEqual(fromText!.error);
  return fromText!;
}

describe('parseState: damaged files', () => {
  const base = jsonOf(game);
  const [p0, p1] = base.players;
  const s3 = base.soldiers[3]!;
  const s4 = base.soldiers[4]!;
  const enemy = base.soldiers.find((s) => s.owner !== s3.owner && s.owner === p1!.id)!;
  const enemyIndex = base.soldiers.indexOf(enemy);

  /** [name, the damage done to a fresh copy of the game's JSON (or the file's text), code, path]. */
  const cases: readonly [string, ((j: StateJson) => void) | string, IssueCode, Path][] = [
    ['not JSON', 'this is not a saved game', 'state/malformed-json', []],
    ['an empty file', '', 'state/malformed-json', []],
    ['JSON but a list', '[1, 2, 3]', 'state/invalid-field', []],
    ['JSON but null', 'null', 'state/invalid-field', []],
    ['JSON but a number', '42', 'state/invalid-field', []],
    [
      'another format',
      (j) => setAt(j, ['format'], 'simulturn/diplomacy'),
      'state/wrong-version',
      ['version'],
    ],
    ['no format', (j) => setAt(j, ['format'], undefined), 'state/wrong-version', ['version']],
    ['a newer version', (j) => setAt(j, ['version'], STATE_VERSION + 1), 'state/wrong-version', ['version']],
    [
      'the version as a string',
      (j) => setAt(j, ['version'], String(STATE_VERSION)),
      'state/wrong-version',
      ['version'],
    ],
    ['no soldiers', (j) => setAt(j, ['soldiers'], undefined), 'state/invalid-field', ['soldiers']],
    [
      'soldiers not a list',
      (j) => setAt(j, ['soldiers'], { [s3.id]: s3 }),
      'state/invalid-field',
      ['soldiers'],
    ],
    [
      'a soldier that is not an object',
      (j) => setAt(j, ['soldiers', 3], 'grunt'),
      'state/invalid-field',
      ['soldiers', 3],
    ],
    [
      'a soldier with no id',
      (j) => setAt(j, ['soldiers', 3, 'id'], undefined),
      'state/invalid-field',
      ['soldiers', 3, 'id'],
    ],
    [
      'a soldier with an unknown owner',
      (j) => setAt(j, ['soldiers', 3, 'owner'], 'umbrella-corporation'),
      'state/invalid-field',
      ['soldiers', 3, 'owner'],
    ],
    [
      'a soldier of a corporation that is not playing',
      (j) => setAt(j, ['soldiers', 3, 'owner'], 'tanker-toys'),
      'state/invalid-field',
      ['soldiers', 3, 'owner'],
    ],
    [
      'a sector below the board',
      (j) => setAt(j, ['soldiers', 3, 'sector'], 'L1'),
      'state/invalid-field',
      ['soldiers', 3, 'sector'],
    ],
    [
      'a sector east of the board',
      (j) => setAt(j, ['soldiers', 3, 'sector'], 'A12'),
      'state/invalid-field',
      ['soldiers', 3, 'sector'],
    ],
    [
      'a sector in column 0',
      (j) => setAt(j, ['soldiers', 3, 'sector'], 'F0'),
      'state/invalid-field',
      ['soldiers', 3, 'sector'],
    ],
    [
      'a sector as an index',
      (j) => setAt(j, ['soldiers', 3, 'sector'], 60),
      'state/invalid-field',
      ['soldiers', 3, 'sector'],
    ],
    [
      'an unknown unit type',
      (j) => setAt(j, ['soldiers', 3, 'type'], 'dragon'),
      'state/invalid-field',
      ['soldiers', 3, 'type'],
    ],
    [
      'a rating out of range',
      (j) => setAt(j, ['soldiers', 3, 'kill'], 100),
      'state/invalid-field',
      ['soldiers', 3, 'kill'],
    ],
    [
      'an unknown status',
      (j) => setAt(j, ['soldiers', 3, 'status'], 'missing'),
      'state/invalid-field',
      ['soldiers', 3, 'status'],
    ],
    [
      'duplicate soldier ids',
      (j) => setAt(j, ['soldiers', 4, 'id'], s3.id),
      'state/inconsistent',
      ['soldiers', 4, 'id'],
    ],
    [
      'a living soldier with diedOn set',
      (j) => setAt(j, ['soldiers', 3, 'diedOn'], 1),
      'state/inconsistent',
      ['soldiers', 3],
    ],
    [
      'a living soldier whose tags are carried',
      (j) => setAt(j, ['soldiers', 3, 'tagsWith'], s4.id),
      'state/inconsistent',
      ['soldiers', 3],
    ],
    [
      'a fallen soldier that fell today or later',
      (j) => {
        setAt(j, ['day'], 5);
        setAt(j, ['soldiers', 3, 'status'], 'dead');
        setAt(j, ['soldiers', 3, 'diedOn'], 5);
      },
      'state/inconsistent',
      ['soldiers', 3, 'diedOn'],
    ],
    [
      'tags carried by a dead soldier',
      (j) => {
        setAt(j, ['day'], 5);
        setAt(j, ['soldiers', 3, 'status'], 'dead');
        setAt(j, ['soldiers', 3, 'diedOn'], 2);
        setAt(j, ['soldiers', 4, 'status'], 'dead');
        setAt(j, ['soldiers', 4, 'diedOn'], 3);
        setAt(j, ['soldiers', 4, 'tagsWith'], s3.id);
      },
      'state/inconsistent',
      ['soldiers', 4, 'tagsWith'],
    ],
    [
      'tags carried by an enemy',
      (j) => {
        setAt(j, ['day'], 5);
        setAt(j, ['soldiers', 4, 'status'], 'dead');
        setAt(j, ['soldiers', 4, 'diedOn'], 3);
        setAt(j, ['soldiers', 4, 'tagsWith'], enemy.id);
      },
      'state/inconsistent',
      ['soldiers', 4, 'tagsWith'],
    ],
    [
      'tags carried by nobody',
      (j) => {
        setAt(j, ['day'], 5);
        setAt(j, ['soldiers', enemyIndex, 'status'], 'dead');
        setAt(j, ['soldiers', enemyIndex, 'diedOn'], 3);
        setAt(j, ['soldiers', enemyIndex, 'tagsWith'], 'no-such-soldier');
      },
      'state/inconsistent',
      ['soldiers', enemyIndex, 'tagsWith'],
    ],
    [
      'an unknown rules option value',
      (j) => setAt(j, ['rules', 'pathChoice'], 'zigzag'),
      'state/invalid-field',
      ['rules', 'pathChoice'],
    ],
    [
      'an unknown rules option',
      (j) => setAt(j, ['rules', 'gravity'], 'on'),
      'state/invalid-field',
      ['rules', 'gravity'],
    ],
    [
      'a missing rules option',
      (j) => setAt(j, ['rules', 'docDeath'], undefined),
      'state/invalid-field',
      ['rules', 'docDeath'],
    ],
    [
      'an unknown duel model',
      (j) => setAt(j, ['rules', 'duelModel'], 'coin-toss'),
      'state/invalid-field',
      ['rules', 'duelModel'],
    ],
    [
      'a bad day limit',
      (j) => setAt(j, ['rules', 'dayLimit'], 0),
      'state/invalid-field',
      ['rules', 'dayLimit'],
    ],
    [
      'a claim of a non-key sector',
      (j) => {
        setAt(j, ['day'], 3);
        setAt(j, ['claims'], [{ player: p0!.id, sectors: ['C3', 'C6', 'A1', 'F9'], day: 2 }]);
      },
      'state/inconsistent',
      ['claims', 0, 'sectors'],
    ],
    [
      'a claim by a player not in the game',
      (j) => {
        setAt(j, ['day'], 3);
        setAt(j, ['claims'], [{ player: 'tanker-toys', sectors: ['C3', 'C6', 'C9', 'F3'], day: 2 }]);
      },
      'state/invalid-field',
      ['claims', 0],
    ],
    ['day 0', (j) => setAt(j, ['day'], 0), 'state/invalid-field', ['day']],
    ['a fractional day', (j) => setAt(j, ['day'], 1.5), 'state/invalid-field', ['day']],
    ['a broken generator state', (j) => setAt(j, ['rng', 's0'], 2), 'state/invalid-field', ['rng']],
    ['no generator state', (j) => setAt(j, ['rng'], undefined), 'state/invalid-field', ['rng']],
    [
      'two players from one edge',
      (j) => setAt(j, ['players', 1, 'edge'], p0!.edge),
      'state/inconsistent',
      ['players', 1, 'edge'],
    ],
    [
      'a player of an unknown corporation',
      (j) => setAt(j, ['players', 1, 'corporation'], 'acme'),
      'state/invalid-field',
      ['players', 1, 'corporation'],
    ],
    ['no players', (j) => setAt(j, ['players'], []), 'state/invalid-field', ['players']],
    [
      'a bad aliens memory',
      (j) => setAt(j, ['aliens', 'collapsed'], 'yes'),
      'state/invalid-field',
      ['aliens'],
    ],
    [
      'aid for a squad that does not circle',
      (j) => setAt(j, ['aliens', 'aid'], 'garrison'),
      'state/invalid-field',
      ['aliens', 'aid'],
    ],
    [
      'a board too large',
      (j) => setAt(j, ['scenario', 'board', 'rows'], 27),
      'state/invalid-field',
      ['scenario', 'board'],
    ],
    [
      'an outcome with a stranger as winner',
      (j) => setAt(j, ['outcome'], { reason: 'victory', winners: ['acme'], day: 1 }),
      'state/invalid-field',
      ['outcome'],
    ],
  ];

  it('the undamaged file parses', () => {
    const r = parseBoth(JSON.stringify(base));
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it.each(cases)('%s: fails with the issue and its path, without throwing', (_name, damage, code, path) => {
    let text: string;
    if (typeof damage === 'string') text = damage;
    else {
      const j = jsonOf(game);
      damage(j);
      text = JSON.stringify(j);
    }
    const r = parseBoth(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => [i.code, i.path])).toContainEqual([code, path]);
    for (const i of r.error) {
      expect(ISSUE_CODES).toContain(i.code);
      expect(i.code.startsWith('state/')).toBe(true);
      expect(i.message).not.toBe('');
      expect(Array.isArray(i.path)).toBe(true);
    }
  });

  it('a claim of key sectors only, with the same damage otherwise, parses (control for the case above)', () => {
    const j = jsonOf(game);
    setAt(j, ['day'], 3);
    setAt(j, ['claims'], [{ player: p0!.id, sectors: ['C3', 'C6', 'C9', 'F9'], day: 2 }]);
    const r = parseBoth(JSON.stringify(j));
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it('fallen soldiers whose tags a living comrade carries parse (control for the tags cases)', () => {
    const j = jsonOf(game);
    setAt(j, ['day'], 5);
    setAt(j, ['soldiers', 4, 'status'], 'dead');
    setAt(j, ['soldiers', 4, 'diedOn'], 3);
    setAt(j, ['soldiers', 4, 'tagsWith'], s3.id);
    const r = parseBoth(JSON.stringify(j));
    expect(r.ok ? [] : r.error).toEqual([]);
  });
});

describe('parseState: truncated files', { timeout: TIMEOUT }, () => {
  const text = serializeState(played);
  const cuts = [0, 1, 2, 10, 100, 1000, Math.floor(text.length / 2), text.length - 2, text.length - 1];

  it.each(cuts)('cut to %i characters fails with state/malformed-json', (n) => {
    const r = parseBoth(text.slice(0, n));
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path])).toEqual([['state/malformed-json', []]]);
  });

  it('cut at any length fails with state/malformed-json', () => {
    check(
      fc.property(fc.nat({ max: text.length - 1 }), (n) => {
        const r = parseState(text.slice(0, n));
        expect(r.ok ? [] : r.error.map((i) => i.code)).toEqual(['state/malformed-json']);
      }),
    );
  });
});

describe('parseState: round trip', () => {
  it('gives back equal soldiers and players (Immutable.is), and the same text', () => {
    // The played game has fallen soldiers and carried tags to round-trip.
    expect(played.soldiers.some((s) => s.status === 'dead')).toBe(true);
    expect(played.soldiers.some((s) => s.tagsWith !== '')).toBe(true);
    for (const s of [game, played]) {
      const r = parseState(serializeState(s));
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(is(r.value.soldiers, s.soldiers)).toBe(true);
      expect(is(r.value.players, s.players)).toBe(true);
      expect(serializeState(r.value)).toBe(serializeState(s));
    }
    // The comparison can fail: one changed field is seen.
    const other = played.setIn(['soldiers', 0, 'kill'], played.soldiers.get(0)!.kill + 1);
    expect(is(other.soldiers, played.soldiers)).toBe(false);
  });
});

/** Every path into a JSON value, the root excepted. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...prefix, i]);
      pathsOf(v, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      pathsOf(v, [...prefix, k], out);
    }
  }
  return out;
}

describe('parseState: games saved before an option existed', () => {
  it('load with the reading they were played under, and any other missing option is still an error', () => {
    const json = jsonOf(played) as unknown as { rules: Record<string, unknown> };
    for (const name of Object.keys(RULES_BEFORE_OPTIONS)) delete json.rules[name];
    const r = parseState(JSON.stringify(json));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.rules).toMatchObject(RULES_BEFORE_OPTIONS);
    // Every other option keeps its saved value.
    const { garrisonRatings, fightBeforeStep, threeArriving, movementNearby, ...rest } = r.value.rules;
    const {
      garrisonRatings: g,
      fightBeforeStep: f,
      threeArriving: t,
      movementNearby: m,
      ...saved
    } = played.rules;
    expect(rest).toEqual(saved);
    // The older readings differ from today's defaults, or filling them in would prove nothing.
    for (const [name, value] of Object.entries(RULES_BEFORE_OPTIONS)) {
      expect(DEFAULT_RULES_OPTIONS[name as keyof typeof DEFAULT_RULES_OPTIONS], name).not.toBe(value);
    }
    // An option that has always existed is not filled in.
    delete json.rules.detection;
    const bad = parseState(JSON.stringify(json));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((i) => i.path.join('.'))).toEqual(['rules.detection']);
  });
});

describe('parseState: fuzzed files', { timeout: TIMEOUT }, () => {
  /** Values likely to get past the first checks, so the deeper ones are reached too. */
  const nearlyValid = (s: GameState) =>
    fc.constantFrom<unknown>(
      ...s.soldiers
        .map((x) => x.id)
        .toArray()
        .filter((_, i) => i % 7 === 0),
      ...s.players.map((p) => p.id).toArray(),
      'aliens',
      'A1',
      'F6',
      'K11',
      'L1',
      'E5',
      'ghosts',
      'garrison',
      'alive',
      'dead',
      'commander',
      'doc',
      'grunt',
      'north',
      'victory',
      STATE_FORMAT,
      '',
      0,
      1,
      2,
      3,
      99,
      100,
      -1,
      0.5,
      1_000_000,
      true,
      false,
      null,
      [],
      {},
    );

  it('never throws when one field is replaced by any JSON value or removed; what it accepts, it can play and save', () => {
    check(
      fc.property(
        arbPlayedGame().chain((s) => {
          const paths = pathsOf(jsonOf(s));
          return fc.tuple(
            fc.constant(s),
            fc.oneof(
              fc.constantFrom(...paths),
              fc.constantFrom(...paths.filter((p) => p.length <= 2 || p[0] !== 'scenario')),
            ),
            fc.oneof(
              { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
              { weight: 3, arbitrary: nearlyValid(s) },
              { weight: 1, arbitrary: fc.constant(undefined) },
            ),
          );
        }),
        ([state, path, value]) => {
          const j = jsonOf(state);
          setAt(j, path, value);
          const r = parseBoth(JSON.stringify(j));
          if (!r.ok) {
            expect(r.error.length).toBeGreaterThan(0);
            for (const i of r.error) {
              expect(ISSUE_CODES).toContain(i.code);
              expect(i.message).not.toBe('');
              expect(Array.isArray(i.path)).toBe(true);
            }
            return;
          }
          // Accepted: it saves to a file that parses to the same, and a day can be played.
          const text = serializeState(r.value);
          const again = parseState(text);
          expect(again.ok ? serializeState(again.value) : again.error).toBe(text);
          // And it carries forward: the next dawn loads again (issue 14).
          const next = serializeState(resolveDay(r.value, {}).state);
          const loaded = parseState(next);
          expect(loaded.ok ? 'loads' : loaded.error).toBe('loads');
        },
      ),
    );
  });
});

describe('parseState: saves no game can carry forward are refused (issue 14)', () => {
  const refused = (edit: (j: StateJson) => void, code: string, where: string) => {
    const j = jsonOf(played);
    edit(j);
    const r = parseState(JSON.stringify(j));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((i) => `${i.code} ${i.path.join('.')}`)).toContain(`${code} ${where}`);
  };
  const first = (j: StateJson) => j.players[0]!.id;
  it('a side with two Commanders', () => {
    refused(
      (j) => {
        const p = first(j);
        const grunt = j.soldiers.findIndex((s) => s.owner === p && s.type === 'grunt');
        const cmd = j.soldiers.find((s) => s.owner === p && s.role === 'commander')!;
        j.soldiers[grunt] = {
          ...j.soldiers[grunt]!,
          role: 'commander',
          sector: cmd.sector,
          status: 'alive',
          tagsWith: '',
          diedOn: 0,
        };
      },
      'state/inconsistent',
      `soldiers.${jsonOf(played).soldiers.findIndex((s) => s.owner === jsonOf(played).players[0]!.id && s.type === 'grunt')}.role`,
    );
  });
  it('a day past the day limit with no outcome', () => {
    refused(
      (j) => {
        j.rules = { ...j.rules, dayLimit: j.day - 1 };
      },
      'state/inconsistent',
      'day',
    );
  });
  it('a dawn still playing at MAX_DAY, whose next dawn no save could hold (issue 30)', () => {
    refused(
      (j) => {
        const by = MAX_DAY - j.day;
        j.day = MAX_DAY;
        j.rules = { ...j.rules, dayLimit: null };
        for (const s of j.soldiers) if (s.status === 'dead') s.diedOn += by;
        for (const w of j.wrecks) w.day += by;
        for (const c of j.claims) c.day += by;
        j.intel = {};
      },
      'state/inconsistent',
      'day',
    );
  });
  it('a victory without winners, and a stalemate or day limit with winners', () => {
    refused(
      (j) => {
        j.claims = [];
        j.outcome = { reason: 'victory', winners: [], day: j.day - 1 };
      },
      'state/inconsistent',
      'outcome.winners',
    );
    for (const reason of ['stalemate', 'day-limit'] as const) {
      refused(
        (j) => {
          j.claims = [];
          j.outcome = { reason, winners: [first(j)], day: j.day - 1 };
        },
        'state/inconsistent',
        'outcome.winners',
      );
    }
  });
  it('an outcome on another day than the one before the dawn', () => {
    refused(
      (j) => {
        j.claims = [];
        j.outcome = { reason: 'stalemate', winners: [], day: 1 };
      },
      'state/inconsistent',
      'outcome.day',
    );
  });
  it('two claims by one player', () => {
    refused(
      (j) => {
        const c = { player: first(j), sectors: ['C3', 'C6', 'C9', 'F3'], day: j.day - 1 };
        j.claims = [c, { ...c, sectors: ['F9', 'I3', 'I6', 'I9'] }];
      },
      'state/inconsistent',
      'claims.1',
    );
  });
  it('a wreck while the Commander lives, and two wrecks of one side', () => {
    refused(
      (j) => {
        j.wrecks = [{ owner: first(j), sector: 'C3', day: 1 }];
      },
      'state/inconsistent',
      'wrecks.0',
    );
    refused(
      (j) => {
        for (const s of j.soldiers) {
          if (s.owner === 'aliens' && s.role !== '')
            Object.assign(s, { status: 'dead', diedOn: 1, tagsWith: '' });
        }
        j.wrecks = [
          { owner: 'aliens', sector: 'F6', day: 1 },
          { owner: 'aliens', sector: 'F6', day: 2 },
        ];
      },
      'state/inconsistent',
      'wrecks.1',
    );
  });
  it('two players of one corporation', () => {
    refused(
      (j) => {
        j.players[1] = { ...j.players[1]!, corporation: j.players[0]!.corporation };
      },
      'state/inconsistent',
      'players.1.corporation',
    );
  });
  it('a generator whose state is all zero', () => {
    refused(
      (j) => {
        j.rng = { c: 0, s0: 0, s1: 0, s2: 0 };
      },
      'state/invalid-field',
      'rng',
    );
  });
  it('a scenario whose force has two Commanders cannot start a game', () => {
    const scenario = {
      ...DEFAULT_SCENARIO,
      forces: [...DEFAULT_SCENARIO.forces, { type: 'commander', count: 1 }],
    };
    expect(() => newGame({ seed: 'x', corporations: ['psicorps', 'phoenicae'], scenario })).toThrow(
      /at most one commander/,
    );
  });
});

/**
 * Hand-edited files that no game can reach must not break the rules: each test states the
 * rule that would break, whatever the remedy (reject the file, or make the engine cope).
 */
describe('parseState: files no game can reach', () => {
  it('a repeated sector in a claim does not count twice', () => {
    const j = jsonOf(game);
    const player = j.players[0]!.id;
    for (const s of j.soldiers) if (s.owner === player) s.sector = 'C3';
    setAt(j, ['day'], 2);
    setAt(j, ['claims'], [{ player, sectors: ['C3', 'C3', 'C3', 'C3'], day: 1 }]);
    const r = parseState(JSON.stringify(j));
    if (!r.ok) return; // rejecting the file is a fix
    const next = resolveDay(r.value, {}).state;
    // One key sector held cannot be a win when four are needed.
    expect(next.outcome).toBeNull();
  });

  it('a Doc in another sector than its Commander does not march farther than two sectors', () => {
    const j = jsonOf(game);
    const player = j.players[0]!.id;
    const commander = j.soldiers.find((s) => s.owner === player && s.role === 'commander')!;
    const doc = j.soldiers.find((s) => s.owner === player && s.role === 'doc')!;
    commander.sector = 'F2';
    doc.sector = 'F10';
    const r = parseState(JSON.stringify(j));
    if (!r.ok) return; // rejecting the file is a fix
    const next = resolveDay(r.value, { [player]: [{ soldier: commander.id, to: 'F4' }] }).state;
    const b = next.scenario.board;
    const was = r.value.soldiers.find((s) => s.id === doc.id)!.sector;
    const now = next.soldiers.find((s) => s.id === doc.id)!.sector;
    const dist = Math.max(
      Math.abs(Math.floor(was / b.cols) - Math.floor(now / b.cols)),
      Math.abs((was % b.cols) - (now % b.cols)),
    );
    expect(dist).toBeLessThanOrEqual(2);
  });
});
