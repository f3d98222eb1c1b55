/**
 * docs/bots.md: its bot type is the library's, and the "Adding a bot" block is the region
 * of bots-doc.example.ts (compiled by tsc), whose bot is found by name and marches north.
 */
import { describe, expect, it } from 'vitest';
import {
  type CorporateWarBot,
  checkOrders,
  newGame,
  type OrderInput,
  type PlayerView,
  playerView,
  resolveDay,
} from '../../src/corporate-war/index.js';
import { type Rng, restoreRng, seedRng } from '../../src/index.js';
import { bot, bots, northBot } from './bots-doc.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/bots.md');

describe('docs/bots.md', () => {
  it('states the bot type the library has', () => {
    const blocks = tsBlocks(GUIDE);
    expect(blocks[0]).toBe('type CorporateWarBot = (view: PlayerView, rng: Rng) => readonly OrderInput[];\n');
    // Both ways round: the stated type and the library's are the same function type.
    const stated: (view: PlayerView, rng: Rng) => readonly OrderInput[] = northBot;
    const library: CorporateWarBot = stated;
    expect(library).toBe(northBot);
  });

  it('has the example region as its "Adding a bot" block', () => {
    const regions = publishedRegions(repoFile('test/guides/bots-doc.example.ts'));
    expect(tsBlocks(GUIDE).slice(1)).toEqual(regions.map((r) => r.code));
  });

  it('finds the added bot by name, and it marches north with orders that are carried out', () => {
    expect(bot).toBe(northBot);
    expect(Object.keys(bots)).toContain('north');
    const state = newGame({
      seed: 'north',
      corporations: ['psicorps', 'phoenicae'],
      edges: { psicorps: 'south' },
    });
    const view = playerView(state, 'psicorps')!;
    const orders = northBot(view, restoreRng(seedRng('x')));
    expect(orders.length).toBeGreaterThan(0);
    const checked = checkOrders(state, 'psicorps', orders, state.rules);
    expect(checked.outcomes.every((o) => o.status === 'accepted')).toBe(true);
    const next = playerView(resolveDay(state, { psicorps: orders }).state, 'psicorps')!;
    const rows = (v: PlayerView) => v.soldiers.filter((s) => s.status === 'alive').map((s) => s.sector[0]);
    expect(new Set(rows(view))).toEqual(new Set(['K']));
    expect(new Set(rows(next))).toEqual(new Set(['J']));
  });
});
