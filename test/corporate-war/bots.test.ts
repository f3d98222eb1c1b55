/**
 * The computer players. Every bot in the registry must give only orders that
 * `checkOrders` accepts in full, see nothing but its player's view (fog of war: two
 * states its player cannot tell apart get the same orders) and be a pure function of its
 * view and generator. Each built-in bot also has a test of its own strategy, and whole
 * games check that games between bots end and that the rusher beats the random player.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRESH, PATIENCE } from '../../src/corporate-war/bots/cautious.js';
import {
  type BotEntry,
  botNamed,
  type CorporateWarBot,
  cautiousBot,
  checkOrders,
  DEFAULT_BOTS,
  distance,
  type GameState,
  newGame,
  type OrderInput,
  type PlayerView,
  parseSector,
  playerView,
  randomBot,
  resolveDay,
  rusherBot,
  type Sector,
  sectorName,
} from '../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import { arbPlayedGame, check } from '../support/fc.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
/** Every registered bot: the contract tests grow with the registry. */
const BOTS: readonly BotEntry[] = Object.values(DEFAULT_BOTS);

const rngFor = (seed: string) => restoreRng(seedRng(seed));
const ordersOf = (bot: CorporateWarBot, view: PlayerView, seed: string) => bot(view, rngFor(seed));
const sectorOf = (state: GameState, name: string) => parseSector(state.scenario.board, name) as Sector;

/** Who an order names. */
const named = (o: OrderInput): readonly string[] =>
  o.soldier !== undefined ? [o.soldier] : (o.soldiers ?? []);

/**
 * Asserts that `checkOrders` carries out every order in full. The one exception is a
 * refusal of the whole list that no bot can avoid and none can foresee, as the rules
 * options are not in the view: under `commanderDeath: 'orders-ignored'` with the
 * Commander fallen (CW-8.6), every order gets `order/commander-dead` and nothing else.
 */
function expectAccepted(state: GameState, player: string, orders: readonly OrderInput[], who: string): void {
  const v = checkOrders(state, player, orders, state.rules);
  const commander = state.soldiers.find((s) => s.owner === player && s.role === 'commander');
  const ignored = state.rules.commanderDeath === 'orders-ignored' && commander?.status === 'dead';
  if (ignored) {
    expect(
      v.issues.map((i) => i.code),
      who,
    ).toEqual(['order/commander-dead']);
    for (const o of v.outcomes)
      expect(
        o.issues.map((i) => i.code),
        who,
      ).toEqual(['order/commander-dead']);
    return;
  }
  expect(v.issues, who).toEqual([]);
  for (const o of v.outcomes) {
    expect(o.issues, `${who}: order ${o.order} ${JSON.stringify(orders[o.order])}`).toEqual([]);
    expect(o.status, who).toBe('accepted');
  }
}

describe('the registry', () => {
  it('has the built-in bots under their names, and finds them by name', () => {
    for (const name of ['random', 'rusher', 'cautious']) {
      expect(DEFAULT_BOTS[name]?.name).toBe(name);
      expect(botNamed(name)).toBe(DEFAULT_BOTS[name]);
    }
    expect(botNamed('random')?.bot).toBe(randomBot);
    expect(botNamed('rusher')?.bot).toBe(rusherBot);
    expect(botNamed('cautious')?.bot).toBe(cautiousBot);
    expect(botNamed('nobody')).toBeUndefined();
    expect(botNamed('toString')).toBeUndefined();
    for (const entry of BOTS) expect(entry.summary.length).toBeGreaterThan(10);
  });

  it('is extended by spreading', () => {
    const idle: BotEntry = { name: 'idle', summary: 'Never moves.', bot: () => [] };
    const mine = { ...DEFAULT_BOTS, idle };
    expect(botNamed('idle', mine)).toBe(idle);
    expect(botNamed('rusher', mine)).toBe(DEFAULT_BOTS.rusher);
    expect(botNamed('idle')).toBeUndefined();
  });
});

/**
 * The contract properties draw a played game and one of its players; every registered bot
 * then plays that player. Slow bots (the search player thinks for milliseconds) make these
 * the slowest tests of the file, hence the generous time limit.
 */
const CONTRACT_TIMEOUT = 120_000;
const arbSeat = () =>
  fc.tuple(arbPlayedGame(10), fc.nat()).map(([state, k]) => {
    const player = state.players.get(k % state.players.size)!.id;
    return { state, player, view: playerView(state, player)! };
  });

describe('every bot', () => {
  it(
    'gives only orders that are carried out in full, in games at any day',
    () => {
      check(
        fc.property(arbSeat(), fc.string({ maxLength: 6 }), ({ state, player, view }, seed) => {
          for (const entry of BOTS) {
            const orders = ordersOf(entry.bot, view, `${seed}/${entry.name}`);
            if (state.outcome !== null) expect(orders, entry.name).toEqual([]);
            else expectAccepted(state, player, orders, `${entry.name} as ${player} on day ${state.day}`);
          }
        }),
        { numRuns: 200 },
      );
    },
    CONTRACT_TIMEOUT,
  );

  it(
    'sees only its player\u2019s view: what the player cannot know never changes its orders',
    () => {
      check(
        fc.property(arbSeat(), fc.nat(), fc.nat(), ({ state, player, view }, pick, where) => {
          const b = state.scenario.board;
          const mine = state.soldiers.filter((s) => s.owner === player && s.status === 'alive').toArray();
          // Sectors the player has no report of, more than two from all of its soldiers.
          const unseen = (s: Sector) =>
            view.sectors[sectorName(b, s)] === undefined && mine.every((m) => distance(b, m.sector, s) > 2);
          const enemies = state.soldiers
            .toArray()
            .flatMap((s, i) => (s.owner !== player && s.status === 'alive' && unseen(s.sector) ? [i] : []));
          const places = Array.from({ length: b.rows * b.cols }, (_, s) => s).filter(unseen);
          // World B: another generator state and, when there is one, an unseen enemy moved
          // to another unseen sector.
          let other = state.set('rng', seedRng(`other ${pick}`));
          if (enemies.length > 0 && places.length > 0) {
            const i = enemies[pick % enemies.length]!;
            const to = places[where % places.length]!;
            other = other.set(
              'soldiers',
              other.soldiers.update(i, (s) => s!.set('sector', to)),
            );
          }
          const otherView = playerView(other, player)!;
          expect(otherView).toEqual(view);
          for (const entry of BOTS) {
            const seed = `fog/${entry.name}/${pick}`;
            expect(ordersOf(entry.bot, otherView, seed), entry.name).toEqual(ordersOf(entry.bot, view, seed));
          }
        }),
        { numRuns: 100 },
      );
    },
    CONTRACT_TIMEOUT,
  );

  it(
    'is deterministic: the same view (or a copy of it) and the same seed give the same orders',
    () => {
      check(
        fc.property(arbSeat(), fc.string({ maxLength: 6 }), ({ view }, seed) => {
          const copy = JSON.parse(JSON.stringify(view)) as PlayerView;
          for (const entry of BOTS) {
            const first = ordersOf(entry.bot, view, seed);
            expect(ordersOf(entry.bot, view, seed), entry.name).toEqual(first);
            expect(ordersOf(entry.bot, copy, seed), entry.name).toEqual(first);
          }
        }),
        { numRuns: 100 },
      );
    },
    CONTRACT_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------
// Strategies

/** Plays days with the given bots (players without a bot give no orders). */
function playWith(
  state: GameState,
  seats: Readonly<Record<string, CorporateWarBot>>,
  days: number,
  seed: string,
): GameState {
  let s = state;
  for (let d = 0; d < days && s.outcome === null; d++) {
    const orders: Record<string, readonly OrderInput[]> = {};
    for (const [p, bot] of Object.entries(seats)) {
      orders[p] = bot(playerView(s, p)!, rngFor(`${seed}/${p}/${s.day}`));
    }
    s = resolveDay(s, orders).state;
  }
  return s;
}

describe('randomBot', () => {
  const state = newGame({ seed: 'random-bot', corporations: CORPS });
  const view = playerView(state, 'psicorps')!;
  const start = view.soldiers[0]!.sector;

  it('draws different targets with different seeds, all within two sectors (CW-5.2)', () => {
    const b = state.scenario.board;
    const targets = new Set<string>();
    for (let k = 0; k < 20; k++) {
      for (const o of randomBot(view, rngFor(`r${k}`))) {
        targets.add(o.to);
        expect(distance(b, sectorOf(state, start), sectorOf(state, o.to))).toBeLessThanOrEqual(2);
      }
    }
    expect(targets.size).toBeGreaterThan(5);
  });

  it('moves the Commander and the Doc with one order (CW-3.4)', () => {
    for (let k = 0; k < 20; k++) {
      const orders = randomBot(view, rngFor(`mc${k}`));
      const cmd = orders.filter((o) => named(o).includes('psicorps/commander'));
      const doc = orders.filter((o) => named(o).includes('psicorps/doc'));
      expect(doc).toEqual(cmd);
      expect(cmd.length).toBeLessThanOrEqual(1);
    }
  });

  it('gives no orders once the game is over', () => {
    const over = state.set('outcome', { reason: 'day-limit', winners: [], day: 1 });
    expect(randomBot(playerView(over, 'psicorps')!, rngFor('x'))).toEqual([]);
  });
});

describe('rusherBot', () => {
  /** The sum over a player's living soldiers of the distance to their nearest key sector other than the craft. */
  function distanceToKeys(state: GameState, player: string): number {
    const b = state.scenario.board;
    const keys = state.scenario.keySectors
      .filter((k) => k !== state.scenario.craft)
      .map((k) => sectorOf(state, k));
    return state.soldiers
      .filter((s) => s.owner === player && s.status === 'alive')
      .reduce((sum, s) => sum + Math.min(...keys.map((k) => distance(b, s.sector, k))), 0);
  }

  it('closes in on the key sectors on day 1', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const state = newGame({ seed, corporations: CORPS });
      for (const p of CORPS) {
        const next = playWith(state, { [p]: rusherBot }, 1, seed);
        expect(distanceToKeys(next, p), `${seed} ${p}`).toBeLessThan(distanceToKeys(state, p));
      }
    }
  });

  it('takes and holds four key sectors against players who stay home (CW-9.1, CW-9.2)', () => {
    for (const seed of ['a', 'b', 'c']) {
      const state = newGame({ seed, corporations: CORPS, rules: { dayLimit: 12 } });
      const end = playWith(state, { [CORPS[1]!]: rusherBot }, 12, seed);
      expect(end.outcome?.reason, seed).toBe('victory');
      expect(end.outcome?.winners, seed).toEqual([CORPS[1]]);
    }
  });

  it('keeps its Mobile Command in a key sector once there (CW-8.3)', () => {
    const state = newGame({ seed: 'mc', corporations: CORPS });
    const end = playWith(state, { psicorps: rusherBot }, 3, 'mc');
    const view = playerView(end, 'psicorps')!;
    expect(view.keySectors).toContain(view.mobileCommand.sector);
    const orders = rusherBot(view, rngFor('mc'));
    expect(orders.some((o) => named(o).includes('psicorps/commander'))).toBe(false);
  });
});

describe('cautiousBot', () => {
  const DANGER = [
    'enemies-present',
    'fight',
    'fighting-here',
    'fighting-nearby',
    'movement-nearby',
    'lost-contact',
  ];
  /** Read straight from the view: a group stood there at most FRESH days ago and reported no trouble. */
  const reportedClear = (view: PlayerView, sector: string) => {
    const known = view.sectors[sector];
    return (
      known !== undefined &&
      view.day - known.day <= FRESH &&
      known.events.some((e) => e.type === 'held' || e.type === 'entered') &&
      !known.events.some((e) => DANGER.includes(e.type))
    );
  };

  it('sends only its Ghosts out on day 1, before anything has been reported', () => {
    for (const seed of ['a', 'b', 'c']) {
      const state = newGame({ seed, corporations: CORPS });
      for (const p of CORPS) {
        const view = playerView(state, p)!;
        const orders = cautiousBot(view, rngFor(seed));
        const moved = orders.flatMap(named);
        const ghosts = view.soldiers.filter((s) => s.type === 'ghost').map((s) => s.id);
        expect(moved.length, `${seed} ${p}`).toBeGreaterThan(0);
        expect(
          moved.every((id) => ghosts.includes(id)),
          `${seed} ${p}: ${moved}`,
        ).toBe(true);
      }
    }
  });

  it('walks its main body a day behind its Ghosts, into sectors they reported', () => {
    const state = newGame({ seed: 'ahead', corporations: CORPS });
    const home = playerView(state, 'psicorps')!.soldiers[0]!.sector;
    const dawn2 = playWith(state, { psicorps: cautiousBot }, 1, 'ahead');
    const scouted = playerView(dawn2, 'psicorps')!.sectors;
    const entered = (sector: string) => scouted[sector]?.events.some((e) => e.type === 'entered') === true;
    const view = playerView(playWith(dawn2, { psicorps: cautiousBot }, 1, 'ahead'), 'psicorps')!;
    const main = view.soldiers.filter((s) => s.type !== 'ghost' && s.sector !== home);
    expect(main.length).toBeGreaterThan(0);
    for (const s of main) expect(entered(s.sector), `${s.id} in ${s.sector}`).toBe(true);
  });

  it('moves its main body only into sectors its reports show clear, while it has Ghosts and patience', () => {
    let checked = 0;
    check(
      fc.property(arbPlayedGame(10), (state) => {
        if (state.outcome !== null) return;
        for (const p of state.players) {
          const view = playerView(state, p.id)!;
          const ghosts = view.soldiers.filter((s) => s.type === 'ghost' && s.status === 'alive');
          if (view.day > PATIENCE || ghosts.length === 0) continue;
          // A player that can no longer win (CW-9.4) takes its survivors home, whatever the reports say.
          const alive = view.soldiers.filter((s) => s.status === 'alive').length;
          const carried = view.soldiers.filter((s) => s.status === 'dead' && s.tagsWith !== null).length;
          const doc = view.soldiers.some((s) => s.type === 'doc' && s.status === 'alive');
          if (alive + (doc ? carried : 0) < 4) continue;
          for (const o of cautiousBot(view, rngFor('clear'))) {
            if (named(o).every((id) => ghosts.some((g) => g.id === id))) continue;
            checked++;
            expect(reportedClear(view, o.to), `${p.id} day ${view.day}: ${JSON.stringify(o)}`).toBe(true);
            if (o.via !== undefined) expect(reportedClear(view, o.via), JSON.stringify(o)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('sends a soldier carrying a comrade\u2019s tags to the Mobile Command (CW-8.1, CW-8.3)', () => {
    const state = playWith(
      newGame({ seed: 'tags', corporations: CORPS }),
      { psicorps: cautiousBot },
      3,
      'tags',
    );
    expect(state.outcome).toBeNull();
    const view = playerView(state, 'psicorps')!;
    const b = state.scenario.board;
    const mc = view.mobileCommand.sector!;
    expect(view.keySectors).toContain(mc);
    expect(reportedClear(view, mc)).toBe(true);
    const next = sectorName(
      b,
      [...Array(b.rows * b.cols).keys()].find((s) => distance(b, s, sectorOf(state, mc)) === 1)!,
    );
    const target = (v: PlayerView, id: string) =>
      cautiousBot(v, rngFor('t')).find((o) => named(o).includes(id))?.to ?? next;
    // A Grunt next to the Mobile Command, one that would not go there without tags.
    const movedNext = (k: number) => view.soldiers.map((s, i) => (i === k ? { ...s, sector: next } : s));
    const carrier = view.soldiers.findIndex(
      (s, k) =>
        s.status === 'alive' &&
        s.type === 'grunt' &&
        target({ ...view, soldiers: movedNext(k) }, s.id) !== mc,
    );
    expect(carrier).toBeGreaterThanOrEqual(0);
    const id = view.soldiers[carrier]!.id;
    const fallen = view.soldiers.findIndex((s, k) => k !== carrier && s.type === 'grunt');
    const rows = movedNext(carrier).map((s, k) =>
      k === fallen ? { ...s, status: 'dead' as const, tagsWith: id } : s,
    );
    expect(target({ ...view, soldiers: rows }, id)).toBe(mc);
    // With the Doc fallen nobody can be revived (CW-8.5), so the tags stay where they are.
    const noDoc = rows.map((s) => (s.type === 'doc' ? { ...s, status: 'dead' as const, tagsWith: null } : s));
    expect(target({ ...view, soldiers: noDoc }, id)).not.toBe(mc);
  });

  it('brings a Ghost carrying tags home', () => {
    const state = playWith(
      newGame({ seed: 'ghost-tags', corporations: CORPS }),
      { psicorps: cautiousBot },
      3,
      'g',
    );
    expect(state.outcome).toBeNull();
    const view = playerView(state, 'psicorps')!;
    const b = state.scenario.board;
    const mc = sectorOf(state, view.mobileCommand.sector!);
    const craft = sectorOf(state, state.scenario.craft);
    // A Ghost four sectors from the Mobile Command, well clear of the aliens.
    const from = [...Array(b.rows * b.cols).keys()].find(
      (s) => distance(b, s, mc) === 4 && distance(b, s, craft) > 1,
    )!;
    const rows = [...view.soldiers];
    const ghost = rows.findIndex((s) => s.type === 'ghost' && s.status === 'alive');
    const fallen = rows.findIndex((s) => s.type === 'grunt');
    rows[ghost] = { ...rows[ghost]!, sector: sectorName(b, from) };
    rows[fallen] = { ...rows[fallen]!, status: 'dead', tagsWith: rows[ghost]!.id };
    const order = cautiousBot({ ...view, soldiers: rows }, rngFor('g')).find((o) =>
      named(o).includes(rows[ghost]!.id),
    );
    // Unseen by most (Escape 3), it needs no scouting: two sectors closer in a day.
    expect(distance(b, sectorOf(state, order!.to), mc)).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------
// Whole games

/** A whole game between bots by seat, every day's orders checked; returns the final state. */
function playGame(seed: string, seats: readonly string[], dayLimit: number): GameState {
  let state = newGame({ seed, corporations: CORPS.slice(0, seats.length), rules: { dayLimit } });
  for (let guard = 0; state.outcome === null; guard++) {
    expect(guard).toBeLessThanOrEqual(dayLimit);
    const orders: Record<string, readonly OrderInput[]> = {};
    seats.forEach((name, i) => {
      const p = CORPS[i]!;
      const o = botNamed(name)!.bot(playerView(state, p)!, rngFor(`${seed}/${p}/${state.day}`));
      expectAccepted(state, p, o, `${name} as ${p} on day ${state.day} of ${seed}`);
      orders[p] = o;
    });
    state = resolveDay(state, orders).state;
  }
  return state;
}

describe('games between bots', () => {
  it('end, with every order of every day accepted', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const end = playGame(seed, ['random', 'rusher', 'cautious', 'rusher'], 30);
      expect(end.outcome).not.toBeNull();
      expect(end.outcome!.day).toBeLessThanOrEqual(30);
    }
  });

  it('the rusher beats the random player', () => {
    // Measured over these 20 seeds the rusher wins every game, in about four days; a rusher
    // that failed to take or hold four key sectors would win none.
    let rusher = 0;
    let random = 0;
    for (let g = 0; g < 20; g++) {
      const seats = g % 2 === 0 ? ['rusher', 'random'] : ['random', 'rusher'];
      const end = playGame(`duel-${g}`, seats, 30);
      for (const w of end.outcome!.winners) {
        if (seats[CORPS.indexOf(w)] === 'rusher') rusher++;
        else random++;
      }
    }
    expect(rusher).toBeGreaterThanOrEqual(16);
    expect(random).toBeLessThanOrEqual(2);
  });
});
