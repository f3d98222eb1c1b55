/**
 * The computer players' ways of ending a game (issue 13): squads that arrive in their
 * targets every day so that their eyes start fights with enemies sitting there (CW-6.2,
 * CW-6.3), players that reach for other key sectors when a claim that should have come
 * did not (CW-9.1, CW-9.2), beaten players who go home (CW-9.4), scouts that look at a key
 * sector without sitting in it, and eyes dealt one to a squad. Fixed seeds throughout.
 */
import { List } from 'immutable';
import { describe, expect, it } from 'vitest';
import { passThrough } from '../../src/corporate-war/bots/cautious.js';
import { canStillWin, goHome } from '../../src/corporate-war/bots/endgame.js';
import { holdTarget, pulseSector } from '../../src/corporate-war/bots/holding.js';
import { dealSquads, EYES } from '../../src/corporate-war/bots/squads.js';
import {
  alienGround,
  homeSector,
  keyTargets,
  type Mine,
  readForce,
  readNews,
  tablesFor,
} from '../../src/corporate-war/bots/tactics.js';
import { chooseTargets, EXTRA, type KeyReading, readKeys } from '../../src/corporate-war/bots/targets.js';
import {
  botNamed,
  type CorporateWarBot,
  distance,
  type GameState,
  newGame,
  type OrderInput,
  type PlayerView,
  parseSector,
  playerView,
  playMatch,
  resolveDay,
  rusherBot,
  type Sector,
  sectorName,
} from '../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';

const rngFor = (seed: string) => restoreRng(seedRng(seed));
const PAIR = ['psicorps', 'tanker-toys'];
const at = (state: GameState, name: string) => parseSector(state.scenario.board, name) as Sector;

/** A game of two players with psicorps on the north edge. */
const northGame = (seed: string) =>
  newGame({ seed, corporations: PAIR, edges: { psicorps: 'north', 'tanker-toys': 'south' } });

/** Plays days with the given bots; returns every day's result. */
function play(
  state: GameState,
  seats: Readonly<Record<string, CorporateWarBot>>,
  days: number,
  seed: string,
) {
  const results = [];
  let s = state;
  for (let d = 0; d < days && s.outcome === null; d++) {
    const orders: Record<string, readonly OrderInput[]> = {};
    for (const [p, bot] of Object.entries(seats))
      orders[p] = bot(playerView(s, p)!, rngFor(`${seed}/${p}/${s.day}`));
    const r = resolveDay(s, orders);
    results.push(r);
    s = r.state;
  }
  return { state: s, results };
}

/** The state with some soldiers moved (by id) and the claims of the evening before forgotten. */
function placed(state: GameState, moves: Readonly<Record<string, Sector>>): GameState {
  return state
    .set(
      'soldiers',
      state.soldiers.map((s) => (Object.hasOwn(moves, s.id) ? s.set('sector', moves[s.id]!) : s)),
    )
    .set('claims', List());
}

describe('holding a target (holding.ts)', () => {
  const view = playerView(northGame('hold'), 'psicorps')!;
  const t = tablesFor(view.board);
  const force = readForce(view, t);
  const target = at(northGame('hold'), 'C3');
  const out = pulseSector(t, target, alienGround(view, t), homeSector(view, t))!;
  const squadAt = (sectors: readonly Sector[]): Mine[] =>
    [
      force.living.find((m) => m.soldier.type === 'ghost')!,
      ...force.living.filter((m) => m.soldier.type === 'grunt').slice(0, sectors.length - 1),
    ].map((m, k) => ({ ...m, at: sectors[k]! }));

  it('keeps an anchor with eyes in the target and has someone arrive every day (CW-6.2, CW-9.2)', () => {
    let soldiers = squadAt([target, target, out]);
    for (let day = 5; day < 9; day++) {
      const moves = holdTarget({ target, soldiers, commandHolds: false, out, day }, () => null);
      const arrivals = moves.filter((m) => m.step?.to === target && m.soldier.at !== target);
      expect(arrivals.length, `day ${day}`).toBe(1);
      // The Ghost (Info 2, the squad's eyes) never leaves, so the target is never empty.
      const ghost = moves.find((m) => m.soldier.soldier.info >= EYES)!;
      expect(ghost.soldier.at).toBe(target);
      expect(ghost.step).toBeNull();
      soldiers = moves.map(({ soldier, step }) => ({ ...soldier, at: step?.to ?? soldier.at }));
    }
  });

  it('walks everyone in while nobody of the squad holds the target', () => {
    const soldiers = squadAt([out, out, out]);
    const walk = () => ({ to: target, via: null }) as const;
    const moves = holdTarget({ target, soldiers, commandHolds: false, out, day: 3 }, walk);
    expect(moves.every((m) => m.step?.to === target)).toBe(true);
  });

  it('clears an enemy who sat down in a held target before the squad could see him arrive', () => {
    // Every soldier of psicorps (north) stands in its squad's target, and an enemy Grunt
    // sits in one of them. Groups already in a sector never start a fight (CW-6.2): only
    // the squad's arrivals do, and its eyes see him (Info 5 > Escape 1, CW-6.3).
    const game = northGame('blocker');
    const v = playerView(game, 'psicorps')!;
    const tb = tablesFor(v.board);
    const f = readForce(v, tb);
    const targets = keyTargets(v, tb, homeSector(v, tb)).slice(0, 4);
    const squadOf = dealSquads(v, tb, f, targets);
    const moves: Record<string, Sector> = {};
    v.soldiers.forEach((s, i) => {
      moves[s.id] = targets[Math.max(0, squadOf[i]!)]!;
    });
    const x = targets[1]!;
    const blocker = 'tanker-toys/grunt-1';
    moves[blocker] = x;
    const { state, results } = play(placed(game, moves), { psicorps: rusherBot }, 4, 'blocker');
    const name = sectorName(v.board, x);
    // Half the squad steps out on day 1 and back in on day 2: the fight comes on day 2, before
    // the player, finding its claim spoilt, reaches for other key sectors (targets.ts).
    const fights = results.slice(0, 2).flatMap((r) => r.trace.events);
    expect(fights.some((e) => e.type === 'fight' && e.sector === name)).toBe(true);
    expect(state.soldiers.find((s) => s.id === blocker)!.status).toBe('dead');
  });
});

describe('choosing targets (targets.ts)', () => {
  const state = northGame('targets');
  const view = playerView(state, 'psicorps')!;
  const t = tablesFor(view.board);
  const force = readForce(view, t);
  const news = readNews(view, t);
  const nearest = keyTargets(view, t, homeSector(view, t));
  const names = (xs: readonly Sector[]) => xs.map((x) => sectorName(view.board, x));
  const reading = (heldYesterday: readonly Sector[]): KeyReading => ({
    heldYesterday,
    need: 4,
    givenUp: t.names.map(() => false),
    fallenAt: t.names.map(() => 0),
  });

  it('goes for the four key sectors nearest home, the craft left out (CW-1.2, CW-1.3)', () => {
    const targets = chooseTargets(view, t, nearest, force, news, reading([]), 4);
    expect(names(targets)).toEqual(names(nearest.slice(0, 4)));
    expect(names(targets)).not.toContain(view.craft);
    expect(names(targets)[0]).toBe('C6');
  });

  it('reaches for more key sectors when four were held all yesterday and no claim came (CW-9.1)', () => {
    const stuck = reading(nearest.slice(0, 4));
    const targets = chooseTargets(view, t, nearest, force, news, stuck, 4);
    expect(names(targets)).toEqual(names(nearest.slice(0, 4 + EXTRA)));
  });

  it('gives one held key sector up for another when it has no soldier to spare', () => {
    const stuck = reading(nearest.slice(0, 4));
    // Four soldiers left, one in each target: nobody to spare.
    const grunts = force.living.filter((m) => m.soldier.type === 'grunt').slice(0, 4);
    const few = { ...force, living: grunts.map((m, k) => ({ ...m, at: nearest[k]! })), command: [] };
    const odd = { ...view, day: 7 };
    const targets = chooseTargets(odd, t, nearest, few, news, stuck, 4);
    expect(targets.length).toBe(4);
    const dropped = nearest.slice(0, 4).filter((x) => !targets.includes(x));
    expect(dropped.length).toBe(1);
    const added = targets.filter((x) => !nearest.slice(0, 4).includes(x));
    expect(added.length).toBe(1);
    // The replacement is the free key sector nearest the one given up.
    const b = view.board;
    for (const y of nearest.slice(4))
      expect(distance(b, dropped[0]!, added[0]!)).toBeLessThanOrEqual(distance(b, dropped[0]!, y));
    // Never on an even day: yesterday's missing claim may have come last night (CW-9.2).
    expect(chooseTargets({ ...view, day: 8 }, t, nearest, few, news, stuck, 4)).toEqual(nearest.slice(0, 4));
  });

  it('keeps a key sector it left given up, so that the squad does not turn back', () => {
    // psicorps held C3 and left it yesterday; nobody of its own stands there now.
    const c3 = 'C3';
    const left: PlayerView = {
      ...view,
      day: 6,
      sectors: {
        ...view.sectors,
        [c3]: {
          day: 5,
          events: [{ type: 'left', sector: c3, sectors: [c3], picture: 'quiet', phase: 0 }],
        },
      },
    };
    const keys = readKeys(left, t, force);
    expect(keys.givenUp[at(state, c3)]).toBe(true);
    const targets = chooseTargets(left, t, nearest, force, readNews(left, t), keys, 4);
    expect(names(targets)).not.toContain(c3);
    expect(targets.length).toBe(4);
  });
});

describe('a beaten player (endgame.ts)', () => {
  it('goes home once it cannot win any more (CW-9.4), out of the key sectors', () => {
    const { state } = play(northGame('beaten'), { psicorps: rusherBot }, 3, 'beaten');
    const view = playerView(state, 'psicorps')!;
    // Three soldiers left standing, the Doc among the fallen: nobody can be revived (CW-8.5).
    const alive = view.soldiers.filter((s) => s.status === 'alive' && s.type !== 'doc').slice(0, 3);
    const soldiers = view.soldiers.map((s) =>
      alive.includes(s) ? s : { ...s, status: 'dead' as const, tagsWith: null },
    );
    const beaten = { ...view, soldiers };
    const t = tablesFor(view.board);
    const force = readForce(beaten, t);
    expect(canStillWin(force, 4)).toBe(false);
    const home = homeSector(beaten, t);
    const orders = rusherBot(beaten, rngFor('beaten'));
    expect(orders).toEqual(goHome(t, force, home, alienGround(beaten, t)));
    for (const o of orders) {
      const from = alive.find((s) => s.id === o.soldier || o.soldiers?.includes(s.id))!;
      expect(distance(view.board, at(state, o.to), home)).toBeLessThan(
        distance(view.board, at(state, from.sector), home),
      );
    }
    expect(canStillWin(readForce(view, t), 4)).toBe(true);
    // With fewer key sectors to hold (a custom scenario), fewer soldiers can still win.
    expect(canStillWin(force, force.living.length)).toBe(true);
  });
});

describe('scouts and eyes', () => {
  const state = northGame('scouts');
  const view = playerView(state, 'psicorps')!;
  const t = tablesFor(view.board);

  it('a scout looks at a key sector nobody of ours holds by walking through it, and ends beside it', () => {
    const aliens = alienGround(view, t);
    const c3 = at(state, 'C3');
    const step = passThrough(t, at(state, 'B2'), c3, aliens)!;
    expect(step.via).toBe(c3);
    expect(distance(view.board, step.to, c3)).toBe(1);
    // From farther off: to a sector beside it, not into it.
    const walk = passThrough(t, at(state, 'A6'), c3, aliens)!;
    expect(walk.to).not.toBe(c3);
    expect(walk.via).not.toBe(c3);
  });

  it('deals the soldiers who see the common soldiers (Info 2 or more) one to a squad', () => {
    const force = readForce(view, t);
    const targets = keyTargets(view, t, homeSector(view, t)).slice(0, 4);
    const squadOf = dealSquads(view, t, force, targets);
    for (let q = 0; q < 4; q++) {
      const squad = view.soldiers.filter((_, i) => squadOf[i] === q);
      // Squad 0 walks with the Mobile Command, whose Commander (Info 3) sees for it.
      const eyes = q === 0 ? 3 : Math.max(...squad.map((s) => s.info));
      expect(eyes, `squad ${q}`).toBeGreaterThanOrEqual(EYES);
      expect(squad.length, `squad ${q}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('games with the default line-up', () => {
  it('are mostly decided well before the day limit', () => {
    // Twelve fixed seeds, the simulator's rotation of the four bots. Measured: all 12 are
    // decided (the study in docs/research has the figures over thousands of games).
    const bots = ['random', 'rusher', 'cautious', 'search'];
    const corporations = ['biotechnologies', 'psicorps', 'atlantic-securities', 'industrial-union'];
    let decided = 0;
    for (let g = 0; g < 12; g++) {
      let s = newGame({ seed: `end-${g}`, corporations, rules: { dayLimit: 30 } });
      while (s.outcome === null) {
        const orders: Record<string, readonly OrderInput[]> = {};
        corporations.forEach((p, j) => {
          orders[p] = botNamed(bots[(g + j) % 4]!)!.bot(playerView(s, p)!, rngFor(`end-${g}/${p}/${s.day}`));
        });
        s = resolveDay(s, orders).state;
      }
      if (s.outcome.winners.length > 0) decided++;
    }
    expect(decided).toBeGreaterThanOrEqual(9);
  });

  it('the search player beats the rusher, the best of the simple bots, head to head', () => {
    // Forty two-player games, seats alternating. Measured: search alone 22, rusher alone 5
    // (the rest shared or undecided); the study in docs/bots.md has 2,000 games.
    let search = 0;
    let rusher = 0;
    for (let g = 0; g < 40; g++) {
      const seats = g % 2 === 0 ? ['search', 'rusher'] : ['rusher', 'search'];
      const { outcome } = playMatch({ seed: `h2h/${g}`, seats, record: false });
      const won = (outcome?.winners ?? []).map((p) => seats[['biotechnologies', 'psicorps'].indexOf(p)]);
      if (won.length === 1 && won[0] === 'search') search++;
      if (won.length === 1 && won[0] === 'rusher') rusher++;
    }
    expect(search).toBeGreaterThanOrEqual(15);
    expect(rusher).toBeLessThanOrEqual(10);
  });
});
