/**
 * The flat form a state keeps of its soldiers (`day/dawn.ts`, issue 22): the roster of
 * what does not change during a game, shared by every day, and the dawn of what does,
 * handed by each day's commit to the next state. Both must always say what the state's
 * own soldiers say, whoever made the state.
 */
import { List } from 'immutable';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/corporate-war/bots/random.js';
import { dawnOf } from '../../src/corporate-war/day/dawn.js';
import { DEFAULT_GUNFIGHT_RESOLVERS } from '../../src/corporate-war/gunfight/registry.js';
import type { FightKind, GunfightResolver } from '../../src/corporate-war/gunfight/resolver.js';
import { newGame, resolveDay } from '../../src/corporate-war/index.js';
import { type GameState, soldierRows } from '../../src/corporate-war/state.js';
import { playerView } from '../../src/corporate-war/view.js';
import { seededRng } from '../../src/kernel/rng.js';

const game = newGame({ seed: 'dawn', corporations: ['psicorps', 'phoenicae', 'orchid-inc'] });

/** What the dawn should hold, read from the rows. */
function expected(state: GameState) {
  const rows = soldierRows(state.soldiers);
  return {
    ids: rows.map((s) => s.id),
    ratings: rows.map((s) => [s.owner, s.squad, s.role, s.kill, s.survive, s.escape, s.info]),
    status: rows.map((s) => s.status),
    sector: rows.map((s) => s.sector),
    tagsWith: rows.map((s) => s.tagsWith),
    diedOn: rows.map((s) => s.diedOn),
  };
}

function actual(state: GameState) {
  const d = dawnOf(state);
  return {
    ids: d.roster.units.map((u) => u.id),
    ratings: d.roster.units.map((u) => [u.owner, u.squad, u.role, u.kill, u.survive, u.escape, u.info]),
    status: [...d.status],
    sector: [...d.sector],
    tagsWith: [...d.tagsWith],
    diedOn: [...d.diedOn],
  };
}

/** A game of random bots, day by day. */
function days(count: number): GameState[] {
  const states = [game];
  let state = game;
  for (let d = 0; d < count && state.outcome === null; d++) {
    const orders: Record<string, unknown> = {};
    for (const p of state.players)
      orders[p.id] = randomBot(playerView(state, p.id)!, seededRng(`dawn/${d}/${p.id}`));
    state = resolveDay(state, orders).state;
    states.push(state);
  }
  return states;
}

describe('the dawn a commit keeps', () => {
  it('holds each new state soldiers as their rows give them, day after day', () => {
    const states = days(12);
    expect(states.length).toBeGreaterThan(6);
    // Some soldiers fell and some tags changed hands, so every array was written.
    const last = soldierRows(states[states.length - 1]!.soldiers);
    expect(last.some((s) => s.status === 'dead')).toBe(true);
    for (const s of states) expect(actual(s)).toEqual(expected(s));
  });

  it('is shared by the states of one game: one roster', () => {
    const states = days(4);
    const rosters = new Set(states.map((s) => dawnOf(s).roster));
    expect(rosters.size).toBe(1);
  });
});

describe('the roster', () => {
  it('is made anew when a campaign changes a rating between days', () => {
    const state = days(2)[2]!;
    const i = soldierRows(state.soldiers).findIndex((s) => s.owner === 'psicorps');
    const before = dawnOf(state).roster.units[i]!.kill;
    const edited = state.setIn(['soldiers', i, 'kill'], before + 3);
    expect(edited.scenario).toBe(state.scenario);
    expect(dawnOf(edited).roster.units[i]!.kill).toBe(before + 3);
    expect(actual(edited)).toEqual(expected(edited));
    // And the game's own states still read their own.
    expect(dawnOf(state).roster.units[i]!.kill).toBe(before);
  });

  it('follows the seats when the same soldiers sit in another order', () => {
    const reseated = game.set('players', List(game.players.toArray().reverse()));
    expect(reseated.soldiers).toBe(game.soldiers);
    const order = reseated.players.map((p) => p.id).toArray();
    expect(dawnOf(reseated).roster.allegiances.slice(0, order.length)).toEqual(order);
    expect(dawnOf(game).roster.allegiances.slice(0, order.length)).toEqual([...order].reverse());
  });

  it('gives frozen units, since every day and every resolver shares them', () => {
    const units = dawnOf(game).roster.units;
    expect(units.length).toBe(game.soldiers.size);
    for (const u of units) expect(Object.isFrozen(u)).toBe(true);
  });
});

describe('the fighters a resolver is given', () => {
  it('are the frozen units, so a resolver cannot change a soldier for the days after', () => {
    let fights = 0;
    let writes = 0;
    const watching = {} as Record<FightKind, GunfightResolver>;
    for (const [kind, inner] of Object.entries(DEFAULT_GUNFIGHT_RESOLVERS) as [
      FightKind,
      GunfightResolver,
    ][]) {
      watching[kind] = {
        name: inner.name,
        resolve(groups, ctx) {
          fights++;
          for (const g of groups) {
            for (const f of g.fighters) {
              expect(Object.isFrozen(f)).toBe(true);
              expect(() => {
                (f as { kill: number }).kill = 99;
              }).toThrow(TypeError);
              writes++;
            }
          }
          return inner.resolve(groups, ctx);
        },
      };
    }
    let state = game;
    for (let d = 0; d < 12 && state.outcome === null; d++) {
      const orders: Record<string, unknown> = {};
      for (const p of state.players)
        orders[p.id] = randomBot(playerView(state, p.id)!, seededRng(`f/${d}/${p.id}`));
      state = resolveDay(state, orders, { gunfightResolvers: watching }).state;
    }
    expect(fights).toBeGreaterThan(0);
    expect(writes).toBeGreaterThan(0);
    // No rating moved.
    expect(actual(state)).toEqual(expected(state));
    expect(soldierRows(state.soldiers).every((s) => s.kill !== 99)).toBe(true);
  });
});
