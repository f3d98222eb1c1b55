/**
 * The guide docs/guides/online.md and its server (issue 18, Hosting online): its
 * TypeScript blocks are the regions of online.example.ts, and that server, on 127.0.0.1
 * at a free port, hosts every game at once. Four clients, each on its own socket, play
 * Corporate War to the end with the game's bots on their own views while a Corporation and
 * a Galactic Overlord match go on beside it. Everything each socket received is checked:
 * the state it was sent is its own seat's (its view equal to the game's `view` of the same
 * match resolved by the contract directly), the log carries no other seat's orders, and
 * neither the first `G` boardgame.io sends unfiltered nor anything else holds the state
 * or the server's secret. The stored state's hash is that of the match resolved by the
 * contract, with the same orders in the same arrival order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { replay } from '../boardgame-io/drive.js';
import { checkWire, type HostedMatch, playHosted } from '../boardgame-io/hosted.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';
import { type Hosted, host } from './online.example.js';

const GUIDE = repoFile('docs/guides/online.md');
const EXAMPLE = repoFile('test/guides/online.example.ts');
const SECRET = 'online-guide-secret';

describe('the online guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['server', 'storage', 'lobby', 'client', 'journal']);
    expect(regions[0]!.code).toContain("from 'simulturn/boardgame.io'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('a boardgame.io server hosting every game at once, on 127.0.0.1', () => {
  let hosted: Hosted;
  const matches: HostedMatch[] = [];

  beforeAll(async () => {
    hosted = await host({ secret: SECRET, port: 0 });
    matches.push(
      ...(await Promise.all([
        playHosted(hosted, GAMES.named('corporate-war')!, 4),
        playHosted(hosted, GAMES.named('corporation')!, 2, 10),
        playHosted(hosted, GAMES.named('galactic-overlord')!, 4, 6),
      ])),
    );
  }, 90_000);
  afterAll(async () => {
    await hosted?.stop();
  });

  it('listens on 127.0.0.1 only', () => {
    expect(hosted.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('plays Corporate War with four clients to the end, its final state that of the contract', () => {
    const m = matches[0]!;
    expect(m.played.over).toBe(true);
    expect(m.stored.outcome).not.toBeNull();
    const { final } = replay(m.game, { ...m.setupData, secret: SECRET }, m.played);
    const parsed = m.game.parse(m.stored.state!);
    expect(parsed.ok).toBe(true);
    expect(m.game.hash(parsed.ok ? parsed.value : null)).toBe(m.game.hash(final));
    expect(m.stored.outcome).toEqual(JSON.parse(JSON.stringify(m.game.outcome(final))));
  });

  it.each([0, 1, 2])(
    'match %i: the arrival order each client read is the server’s, and the state the contract’s',
    (k) => {
      const m = matches[k]!;
      expect(m.played.arrivals).toEqual(m.storedArrivals.slice(0, m.played.arrivals.length));
      const { final } = replay(m.game, { ...m.setupData, secret: SECRET }, m.played);
      const parsed = m.game.parse(m.stored.state!);
      expect(m.game.hash(parsed.ok ? parsed.value : null)).toBe(m.game.hash(final));
    },
  );

  it.each([0, 1, 2])('match %i: each client received its own seat’s view and nothing else', (k) => {
    const m = matches[k]!;
    const { byStep } = replay(m.game, { ...m.setupData, secret: SECRET }, m.played);
    expect(Object.keys(m.wire)).toHaveLength(m.stored.seats.length);
    expect(checkWire(m, byStep, SECRET)).toBeGreaterThan(m.played.orders.length);
  });
});
