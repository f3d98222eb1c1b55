/**
 * Issue 14: nobody sees or touches what is not theirs.
 *
 * 1. A computer player that attacks its view (and a player that attacks its report) with
 *    every trick JavaScript allows (symbols, getters called with another `this`, prototype
 *    walks, writes, deletes, redefinitions) learns nothing an honest view of its player
 *    lacks, and changes nothing: the other players' views and the match (its log, its
 *    replay, its final state) are those of an honest match.
 * 2. Order feedback gives one answer for every soldier id that is not the player's own.
 * 3. Objects that are not data (throwing getters, proxies, revoked proxies, getters that
 *    change between reads, cycles, functions) never make the engine throw: every entry
 *    point returns typed issues.
 */
import { describe, expect, it } from 'vitest';
import {
  advanceDay,
  checkOrderSheet,
  checkOrders,
  DEFAULT_BOTS,
  DEFAULT_RULES_OPTIONS,
  type GameState,
  newGame,
  type PlayerView,
  parseState,
  playerView,
  playMatch,
  replay,
  resolveDay,
  rusherBot,
  serializeState,
  stateHash,
  validateOrders,
} from '../../src/corporate-war/index.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import type { Rng } from '../../src/kernel/rng.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];

// ---------------------------------------------------------------------------------------
// 1. Views and reports

/** Every string reachable from `root` by any means a program has, getters called, prototypes walked. */
function reachableStrings(root: unknown, thisCandidates: readonly object[] = []): Set<string> {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const builtins = new Set<unknown>([Object.prototype, Array.prototype, Function.prototype]);
  const visit = (v: unknown, depth: number): void => {
    if (typeof v === 'string') {
      out.add(v);
      return;
    }
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v) || builtins.has(v))
      return;
    if (depth > 40) return;
    seen.add(v);
    visit(Object.getPrototypeOf(v), depth + 1);
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key === 'string') out.add(key);
      const d = Reflect.getOwnPropertyDescriptor(v, key)!;
      if ('value' in d) visit(d.value, depth + 1);
      if (d.get !== undefined) {
        for (const self of [v, ...thisCandidates]) {
          try {
            visit(d.get.call(self), depth + 1);
          } catch {
            // A getter that refuses another `this` gives nothing away.
          }
        }
      }
    }
  };
  visit(root, 0);
  return out;
}

/** Every write and delete a program can try on an object graph; failures are swallowed. */
function vandalise(root: unknown): void {
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || v === null || seen.has(v) || depth > 40) return;
    seen.add(v);
    for (const key of Reflect.ownKeys(v)) {
      const d = Reflect.getOwnPropertyDescriptor(v, key)!;
      const child = 'value' in d ? d.value : d.get?.call(v);
      visit(child, depth + 1);
      try {
        Reflect.set(v, key, 'vandalised');
      } catch {}
      try {
        Reflect.deleteProperty(v, key);
      } catch {}
      try {
        Reflect.defineProperty(v, key, { value: 'redefined', enumerable: true });
      } catch {}
    }
    try {
      Reflect.set(v, 'injected', 'vandalised');
    } catch {}
    if (Array.isArray(v)) {
      try {
        v.push('vandalised');
      } catch {}
    }
  };
  visit(root, 0);
}

/** Whether any object reachable from `root` has a symbol-keyed property (a hidden store). */
function hasSymbols(root: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (v: unknown): boolean => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return false;
    seen.add(v);
    if (Object.getOwnPropertySymbols(v).length > 0) return true;
    return Reflect.ownKeys(v).some((k) => {
      const d = Reflect.getOwnPropertyDescriptor(v, k)!;
      return visit('value' in d ? d.value : d.get?.call(v));
    });
  };
  return visit(root);
}

/**
 * A rusher that first attacks its view: reads everything it can reach (its own view and,
 * through another player's id planted in `player`, what that would give), then wrecks
 * every object it can reach. Its orders are the rusher's on an untouched copy, so an honest
 * match with a plain rusher in its seat is the same game.
 */
function hostileRusher(learnt: Set<string>[], honest: Set<string>[]) {
  return (view: PlayerView, rng: Rng) => {
    const copy = JSON.parse(JSON.stringify(view)) as PlayerView;
    const orders = rusherBot(copy, rng);
    honest.push(new Set([...reachableStrings(copy)]));
    const others = CORPS.filter((c) => c !== view.player);
    const fakeThis = others.map((p) => ({ ...copy, player: p }));
    const got = reachableStrings(view, fakeThis);
    const sectors = Object.getOwnPropertyDescriptor(view, 'sectors')!.get!;
    const tables = [view.sectors, ...fakeThis.map((f) => sectors.call(f))];
    if (hasSymbols(view)) got.add('<a symbol-keyed property>');
    for (const other of others) {
      try {
        (view as { player: string }).player = other;
      } catch {}
      tables.push(view.sectors);
      // The planted id is the bot's own doing, not something it learnt.
      for (const s of reachableStrings(view)) if (s !== other) got.add(s);
    }
    // Another `this` may read nothing, never another player's table.
    const own = JSON.stringify(copy.sectors);
    for (const t of tables) if (![own, '{}'].includes(JSON.stringify(t))) got.add('<another table>');
    learnt.push(got);
    vandalise(view);
    return orders;
  };
}

describe('issue 14.1: a computer player cannot read or change what is not its own', () => {
  const seed = 'hostile-view';
  const seats = ['search', 'cautious', 'rusher', 'random'] as const;
  const honestMatch = playMatch({ seed, seats: [...seats], dayLimit: 12 });

  it('learns nothing an honest view lacks, and the match is the honest one', () => {
    const learnt: Set<string>[] = [];
    const honest: Set<string>[] = [];
    const bots = {
      ...DEFAULT_BOTS,
      hostile: { name: 'hostile', summary: 'attacks its view', bot: hostileRusher(learnt, honest) },
    };
    const attacked = playMatch({
      seed,
      seats: ['search', 'cautious', 'hostile', 'random'],
      dayLimit: 12,
      bots,
    });
    expect(learnt.length).toBeGreaterThan(3);
    for (let day = 0; day < learnt.length; day++) {
      const extra = [...learnt[day]!].filter((s) => !honest[day]!.has(s));
      expect(extra, `day ${day + 1}`).toEqual([]);
    }
    // Same orders, same days, same end: nothing the bot did reached the game.
    expect(attacked.log.days.map((d) => d.hash)).toEqual(honestMatch.log.days.map((d) => d.hash));
    expect(stateHash(attacked.state)).toBe(stateHash(honestMatch.state));
    const r = replay(JSON.parse(JSON.stringify(attacked.log)));
    expect(r.ok && r.value.divergence).toBeNull();
    // Every player's view of the final state is the honest one.
    for (const p of CORPS) {
      expect(JSON.stringify(playerView(attacked.state, p))).toBe(
        JSON.stringify(playerView(honestMatch.state, p)),
      );
    }
  });

  it('a view has no symbols and its sectors follow its own player whatever `this` or `player` say', () => {
    let s: GameState = newGame({ seed, corporations: CORPS });
    for (let d = 0; d < 3; d++) s = resolveDay(s, {}).state;
    const view = playerView(s, 'psicorps')!;
    const other = playerView(s, 'phoenicae')!;
    expect(Object.getOwnPropertySymbols(view)).toEqual([]);
    const get = Object.getOwnPropertyDescriptor(view, 'sectors')!.get!;
    // The getter reads the view it is called on: with an object made to look like a view of
    // another player, it finds nothing.
    expect(get.call(other)).toBe(other.sectors);
    expect(get.call({ ...view, player: 'phoenicae' })).toEqual({});
    expect(get.call({ player: 'phoenicae' })).toEqual({});
    (view as { player: string }).player = 'phoenicae';
    expect(JSON.stringify(view.sectors)).toBe(JSON.stringify(playerView(s, 'psicorps')!.sectors));
    expect(Object.isFrozen(view.sectors)).toBe(true);
  });

  it('a report holds only its player\u2019s groups, and wrecking it changes nothing of the game', () => {
    const g = newGame({ seed, corporations: CORPS });
    const north = g.players.find((p) => p.edge === 'north')!.id;
    const at = playerView(g, north)!.soldiers[0]!.sector;
    const one = resolveDay(g, { [north]: [{ group: at, to: at }] });
    const two = resolveDay(g, { [north]: [{ group: at, to: at }] });
    for (const p of CORPS) {
      const report = one.reports[p]!;
      expect(Object.getOwnPropertySymbols(report)).toEqual([]);
      const reach = reachableStrings(
        report,
        CORPS.map((q) => ({ player: q })),
      );
      // No other player's group ids or soldiers are reachable.
      for (const q of CORPS.filter((x) => x !== p)) {
        for (const gr of two.reports[q]!.groups) {
          for (const id of gr.soldiers) expect(reach.has(id), `${p} reaches ${id}`).toBe(false);
        }
      }
      expect(hasSymbols(report)).toBe(false);
      vandalise(report);
    }
    // The wrecked reports were the state's knowledge too: it is untouched.
    expect(stateHash(one.state)).toBe(stateHash(two.state));
    expect(serializeState(one.state)).toBe(serializeState(two.state));
  });
});

/** A player's soldiers, as the state holds them. */
const soldierRowsOf = (g: GameState, player: string) =>
  g.soldiers.toArray().filter((x) => x.owner === player);

describe('issue 14.1: what players are shown is frozen all the way down', () => {
  const deepFrozen = (v: unknown, seen = new Set<unknown>()): boolean => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return true;
    seen.add(v);
    return Object.isFrozen(v) && Reflect.ownKeys(v).every((k) => deepFrozen(Reflect.get(v, k), seen));
  };
  it('every group report of played games, every event type, and every player\u2019s intel', () => {
    const types = new Set<string>();
    let last: GameState | undefined;
    playMatch({
      seed: 'frozen',
      seats: ['rusher', 'cautious', 'random', 'search'],
      dayLimit: 12,
      record: false,
      onDay: (day) => {
        for (const report of Object.values(day.reports)) {
          expect(deepFrozen(report.groups)).toBe(true);
          // Its lists too: its orders' outcomes are the trace's own (review of issue 14).
          for (const list of [report.orders, report.orderIssues, report.fallen, report.revived, report.claim])
            expect(deepFrozen(list)).toBe(true);
          for (const g of report.groups) for (const e of g.events) types.add(e.type);
        }
        last = day.state;
      },
    });
    // Enough kinds of event were seen for the check to mean something.
    expect(types.size).toBeGreaterThanOrEqual(8);
    for (const p of last!.players) expect(deepFrozen(playerView(last!, p.id)!.sectors)).toBe(true);
    // Outcomes with issues nest deepest (an issue's path and details): the report's lists
    // are frozen down to them, whatever the orders' flaws.
    const g = newGame({ seed: 'frozen', corporations: ['psicorps', 'phoenicae'] });
    const mine = soldierRowsOf(g, 'psicorps');
    const flawed = resolveDay(g, {
      psicorps: [
        { soldiers: [mine[0]!.id, 'phoenicae/1', mine[0]!.id], to: 'K11' },
        { soldier: mine[1]!.id, to: 'nowhere' },
        { group: 'Z99', to: 'A1' },
        { soldier: mine[2]!.id },
      ],
    });
    const report = flawed.reports.psicorps!;
    expect(report.orders.filter((o) => o.issues.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(deepFrozen(report.orders)).toBe(true);
    expect(deepFrozen(report.orderIssues)).toBe(true);
    // A loaded game's intel is frozen too.
    const loaded = parseState(serializeState(last!));
    expect(loaded.ok).toBe(true);
    if (loaded.ok)
      for (const p of loaded.value.players)
        expect(deepFrozen(playerView(loaded.value, p.id)!.sectors)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// 2. One answer for every soldier that is not the player's

describe('issue 14.4: order feedback does not tell who is in the game', () => {
  const g = newGame({ seed: 'who-plays', corporations: ['psicorps', 'phoenicae'] });
  const answer = (id: string) => {
    const v = validateOrders(g, 'psicorps', [{ soldier: id, to: 'A1' }]);
    const issues = v.ok ? [] : v.error;
    const outcome = checkOrders(g, 'psicorps', [{ soldier: id, to: 'A1' }], DEFAULT_RULES_OPTIONS)
      .outcomes[0]!;
    return { issues: [...issues, ...outcome.issues].map((i) => [i.code, i.message.replaceAll(id, 'ID')]) };
  };
  it('another side\u2019s soldier, an alien and an id nobody has get the same answer', () => {
    const playing = answer('phoenicae/grunt-1');
    expect(playing.issues.length).toBeGreaterThan(0);
    expect(answer('orchid-inc/grunt-1')).toEqual(playing); // orchid-inc is not in this game
    expect(answer('aliens/E5/grunt-1')).toEqual(playing);
    expect(answer('nobody/at-all')).toEqual(playing);
  });
  it('an id typed in another case is echoed as typed, whoever has that soldier (review of issue 14)', () => {
    const sheet = (id: string) => checkOrderSheet(`${id} -> A1`, g, 'psicorps').issues.map((i) => i.message);
    expect(sheet('PHOENICAE/COMMANDER')[0]).toContain('"PHOENICAE/COMMANDER"');
    expect(sheet('NOBODYINC/GHOST-1')[0]).toContain('"NOBODYINC/GHOST-1"');
  });

  it('the same holds on order sheets', () => {
    const sheet = (id: string) =>
      checkOrderSheet(`${id} -> A1`, g, 'psicorps').issues.map((i) => [
        i.code,
        i.message.replaceAll(id, 'ID'),
      ]);
    expect(sheet('phoenicae/grunt-1')).toEqual(sheet('orchid-inc/grunt-1'));
    expect(sheet('aliens/E5/grunt-1')).toEqual(sheet('orchid-inc/grunt-1'));
  });
});

// ---------------------------------------------------------------------------------------
// 3. Objects that are not data

const boom = () => {
  throw new Error('boom');
};
/** An object whose field `key` throws when read. */
const throwing = (base: Record<string, unknown>, key: string) =>
  Object.defineProperty({ ...base }, key, { get: boom, enumerable: true });
const hostileProxy = (target: object) =>
  new Proxy(target, {
    get: boom,
    ownKeys: boom,
    getOwnPropertyDescriptor: boom,
    has: boom,
    getPrototypeOf: boom,
  });
const revoked = () => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
};

/** Hostile values for a player's orders list, with a name each. */
function hostileOrders(player: string, at: string): [string, unknown][] {
  const order = { soldier: `${player}/grunt-1`, to: at };
  const cycle: unknown[] = [];
  cycle.push(cycle);
  let deep: unknown = [];
  for (let i = 0; i < 10_000; i++) deep = [deep];
  return [
    ['a throwing getter in an order', [throwing(order, 'to')]],
    ['a throwing getter on the list', Object.defineProperty([order], 0, { get: boom, enumerable: true })],
    ['a proxy list', hostileProxy([order])],
    ['a proxy order', [hostileProxy({ ...order })]],
    ['a revoked proxy list', revoked()],
    ['a revoked proxy order', [revoked()]],
    ['a cycle', cycle],
    ['a list nested 10,000 deep', deep],
    ['a function as a field', [{ ...order, to: () => at }]],
    ['a symbol as a field', [{ ...order, soldier: Symbol('x') }]],
    ['a bigint as a field', [{ ...order, to: 10n }]],
    [
      'a throwing length',
      new Proxy([order], { get: (t, k) => (k === 'length' ? boom() : Reflect.get(t, k)) }),
    ],
  ];
}

describe('issue 14.5: objects that are not data never throw out of the engine', () => {
  const g = newGame({ seed: 'hostile-input', corporations: ['psicorps', 'phoenicae'] });
  const player = 'psicorps';
  const at = playerView(g, player)!.soldiers[0]!.sector;

  it.each(hostileOrders(player, at))(
    '%s: typed issues from validateOrders, checkOrders, resolveDay and advanceDay',
    (_, raw) => {
      const v = validateOrders(g, player, raw);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.error.map((i) => i.code)).toEqual(['orders/unreadable']);
      const c = checkOrders(g, player, raw, DEFAULT_RULES_OPTIONS);
      expect(c.moves).toEqual([]);
      expect(c.issues.map((i) => i.code)).toEqual(['orders/unreadable']);
      const day = resolveDay(g, { [player]: raw });
      expect(day.reports[player]!.orderIssues.map((i) => i.code)).toEqual(['orders/unreadable']);
      // The player's soldiers stay, as with no orders; the other player is unaffected.
      expect(stateHash(day.state)).toBe(stateHash(resolveDay(g, {}).state));
      expect(stateHash(advanceDay(g, { [player]: raw }))).toBe(stateHash(advanceDay(g, {})));
    },
  );

  it('sparse lists count their holes: many references to one huge sparse list are refused at once', () => {
    const huge = new Array(999_999);
    const orders = Array.from({ length: 50 }, () => huge);
    const c = checkOrders(g, player, orders, DEFAULT_RULES_OPTIONS);
    expect(c.issues.map((i) => i.code)).toEqual(['orders/unreadable']);
  });

  it('a saved file nested deeper than any state is refused, not a stack overflow', () => {
    const json = JSON.parse(serializeState(resolveDay(g, {}).state));
    const marker = '"__deep__"';
    json.intel = {
      psicorps: {
        A1: {
          day: 1,
          events: [
            { type: 'held', sector: 'A1', sectors: ['A1'], picture: 'quiet', phase: 0, extra: '__deep__' },
          ],
        },
      },
    };
    // 200,000 levels, written out (JSON.stringify itself would overflow).
    const n = 200_000;
    const text = JSON.stringify(json).replace(marker, `${'{"x":'.repeat(n)}1${'}'.repeat(n)}`);
    const r = parseState(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((i) => i.code)).toEqual(['state/unreadable']);
  });

  it('a table of orders that cannot be read gives every player the issue, and no one moves', () => {
    for (const table of [hostileProxy({ psicorps: [] }), revoked(), throwing({}, 'psicorps')]) {
      const day = resolveDay(g, table);
      for (const p of ['psicorps', 'phoenicae']) {
        expect(day.reports[p]!.orderIssues.map((i) => i.code)).toEqual(['orders/unreadable']);
      }
      expect(stateHash(day.state)).toBe(stateHash(resolveDay(g, {}).state));
      expect(stateHash(advanceDay(g, table))).toBe(stateHash(advanceDay(g, {})));
    }
  });

  it('a getter that changes between reads is read once: the order carried out is the one reported', () => {
    let reads = 0;
    const order = Object.defineProperty({ soldier: `${player}/grunt-1` }, 'to', {
      get: () => (reads++ === 0 ? at : 'Z99'),
      enumerable: true,
    });
    const day = resolveDay(g, { [player]: [order] });
    const outcome = day.reports[player]!.orders[0]!;
    expect(reads).toBe(1);
    expect(outcome.status).toBe('accepted');
    expect(outcome.to).toBe(at);
  });

  it('parseState of an object reads it once and answers hostile ones with state/unreadable', () => {
    const json = stateToJson(g);
    const cases: unknown[] = [
      throwing(json as unknown as Record<string, unknown>, 'rules'),
      hostileProxy(json),
      revoked(),
      { ...json, soldiers: hostileProxy([]) },
    ];
    for (const raw of cases) {
      const r = parseState(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.map((i) => i.code)).toEqual(['state/unreadable']);
    }
    // A plain object parses, and the game keeps nothing of the caller's: freezing or
    // changing the object afterwards changes nothing.
    const mine = JSON.parse(serializeState(resolveDay(g, {}).state));
    const loaded = parseState(mine);
    expect(loaded.ok).toBe(true);
    mine.soldiers[0].sector = 'A1';
    mine.intel = { psicorps: {} };
    if (loaded.ok) expect(serializeState(loaded.value)).toBe(serializeState(resolveDay(g, {}).state));
    expect(Object.isFrozen(mine)).toBe(false);
  });

  it('replay and playMatch with an external seat answer hostile objects without throwing', () => {
    const log = playMatch({ seed: 'hostile-log', seats: ['rusher', 'random'], dayLimit: 3 }).log;
    for (const raw of [
      hostileProxy(log),
      revoked(),
      throwing(log as unknown as Record<string, unknown>, 'days'),
    ]) {
      const r = replay(raw);
      expect(r.ok).toBe(false);
    }
    const sources = hostileOrders('psicorps', at).map(([, v]) => v);
    let day = 0;
    for (const record of [true, false]) {
      const m = playMatch({
        seed: 'hostile-seat',
        seats: [{ orders: () => sources[day++ % sources.length] }, 'rusher'],
        dayLimit: 4,
        record,
      });
      expect(m.state.day).toBeGreaterThan(1);
      if (record) {
        const r = replay(JSON.parse(JSON.stringify(m.log)));
        expect(r.ok && r.value.divergence).toBeNull();
      }
    }
  });
});
