/**
 * The public types hold what the rules say (issue 15): `npm test` type-checks this file
 * first, so each `@ts-expect-error` below fails the run if the type it tests stops
 * refusing the mistake, and each `expectTypeOf` fails if a union widens back to `string`.
 * The run-time checks beside them hold the values the types are made from.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BOT_NAMES,
  type BotName,
  botNamed,
  CORPORATIONS,
  type CorporationKey,
  type DayOrders,
  DEFAULT_BOTS,
  legalDestinations,
  newGame,
  type OrderInput,
  type PlayerView,
  playerView,
  resolveDay,
  stateHash,
} from '../../src/corporate-war/index.js';
import { EDGES, type Edge } from '../../src/corporate-war/vocabulary.js';

describe('OrderInput: one soldier, a list of soldiers or a group, never two, never none', () => {
  it('accepts each of the three forms and refuses the rest at compile time', () => {
    const orders: OrderInput[] = [
      { soldier: 'psicorps/ghost-1', to: 'B5' },
      { soldiers: ['psicorps/grunt-1', 'psicorps/grunt-2'], to: 'C6', via: 'B6' },
      { group: 'A6', to: 'B6' },
    ];
    // @ts-expect-error a group order and a soldier order at once
    const both: OrderInput = { soldier: 'psicorps/ghost-1', group: 'A6', to: 'B5' };
    // @ts-expect-error nobody to move
    const none: OrderInput = { to: 'B5' };
    // @ts-expect-error no target
    const nowhere: OrderInput = { group: 'A6' };
    // The compiler's refusals are the server's too: each is an issue at run time.
    const game = newGame({ seed: 'types', corporations: ['psicorps', 'phoenicae'] });
    const player = game.players.find((p) => p.corporation === 'psicorps')!.id;
    const r = resolveDay(game, { [player]: [both, none, nowhere] } as unknown);
    expect(r.reports[player]!.orders.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(orders).toHaveLength(3);
  });
});

describe('resolveDay: a typed signature beside the one for raw input', () => {
  it('takes DayOrders and unknown alike, with the same result', () => {
    const game = newGame({ seed: 'types', corporations: ['psicorps', 'phoenicae'] });
    const view = playerView(game, 'psicorps')!;
    const from = view.soldiers[0]!.sector;
    const to = legalDestinations(view, from).find((d) => d.distance === 1)!.to;
    const typed: DayOrders = { psicorps: [{ group: from, to }] };
    const raw: unknown = JSON.parse(JSON.stringify(typed));
    expect(stateHash(resolveDay(game, typed).state)).toBe(stateHash(resolveDay(game, raw).state));
    // @ts-expect-error DayOrders holds orders, not strings
    const wrong: DayOrders = { psicorps: ['A6 to B6'] };
    expect(wrong).toBeDefined();
  });
});

describe('closed sets are unions, not strings', () => {
  it('the view names its edge, its outcome and its corporation from their unions', () => {
    expectTypeOf<PlayerView['edge']>().toEqualTypeOf<Edge>();
    expectTypeOf<NonNullable<PlayerView['outcome']>['reason']>().toEqualTypeOf<
      'victory' | 'stalemate' | 'day-limit'
    >();
    expectTypeOf<PlayerView['corporation']>().toEqualTypeOf<CorporationKey>();
    const view = playerView(newGame({ seed: 'types', corporations: ['psicorps', 'phoenicae'] }), 'psicorps')!;
    expect(EDGES).toContain(view.edge);
    expect(CORPORATIONS).toContain(view.corporation);
  });

  it('the built-in bots have typed names, and DEFAULT_BOTS has exactly them', () => {
    expectTypeOf<BotName>().toEqualTypeOf<'random' | 'rusher' | 'cautious' | 'search'>();
    expectTypeOf(DEFAULT_BOTS.search).toEqualTypeOf<(typeof DEFAULT_BOTS)['random']>();
    expect(Object.keys(DEFAULT_BOTS)).toEqual([...BOT_NAMES]);
    for (const name of BOT_NAMES) expect(botNamed(name)?.name).toBe(name);
    // A registry of the caller's own may add names: any string is still a key.
    expect(botNamed('mine')).toBeUndefined();
  });
});
