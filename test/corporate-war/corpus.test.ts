/**
 * The corpus of recorded games: every CI run replays each log under test/corpus and
 * fails on the first day whose state hash differs, so a change that alters old games is
 * seen. A change that is meant to alter them re-records the corpus on purpose:
 *
 *   UPDATE_CORPUS=1 npx vitest run test/corporate-war/corpus.test.ts
 *
 * and the commit says which rule changed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PlayMatchOptions, playMatch, replay } from '../../src/corporate-war/index.js';

const DIR = join(import.meta.dirname, '..', 'corpus', 'corporate-war');

/** The recorded games: varied bots, player counts and rules options. */
const GAMES: Readonly<Record<string, PlayMatchOptions>> = {
  'four-bots': { seed: 'corpus-1', seats: ['rusher', 'cautious', 'random', 'search'], dayLimit: 30 },
  'rushers-d6': {
    seed: 'corpus-2',
    seats: ['rusher', 'rusher', 'rusher'],
    rules: { duelModel: 'd6', fightBeforeStep: 'move-on' },
    dayLimit: 20,
  },
  'duel-compare': {
    seed: 'corpus-3',
    seats: ['cautious', 'rusher', 'rusher', 'cautious'],
    rules: {
      duelModel: 'compare',
      excessDoubling: 'once',
      headToHeadSwap: 'fight',
      fightBeforeStep: 'stay',
      threeArriving: 'ring',
    },
    dayLimit: 20,
  },
  'two-players': {
    seed: 'corpus-4',
    seats: ['search', 'rusher'],
    rules: { docDeath: 'no-effect', commanderDeath: 'orders-ignored', deployment: 'random' },
    dayLimit: 20,
  },
  'random-dawn-fights': {
    seed: 'corpus-5',
    seats: ['random', 'random', 'random', 'rusher'],
    rules: {
      dawnSharing: 'fight',
      detection: 'whole-group',
      pathChoice: 'orthogonal-first',
      simultaneousWinners: 'most-sectors',
      infoTieBreak: 'random',
      movementSighting: 'exactly-one-higher',
    },
    dayLimit: 15,
  },
  // Random bots split into many small groups, so these two exercise the reports (and the
  // intel they feed, which the state hash covers) more than any other line-up.
  'random-whole-group': {
    seed: 'corpus-6',
    seats: ['random', 'random', 'random', 'random'],
    rules: {
      detection: 'whole-group',
      movementSighting: 'exactly-one-higher',
      headToHeadSwap: 'fight',
      movementNearby: 'steps-only',
      garrisonRatings: 'whole-garrison',
    },
    dayLimit: 20,
  },
  'random-d6-dawn-fights': {
    seed: 'corpus-7',
    seats: ['random', 'random', 'cautious', 'rusher'],
    rules: { duelModel: 'd6', dawnSharing: 'fight', excessDoubling: 'once', infoTieBreak: 'total-kill' },
    dayLimit: 20,
  },
};

const fileOf = (name: string) => join(DIR, `${name}.json`);

if (process.env.UPDATE_CORPUS === '1') {
  for (const [name, options] of Object.entries(GAMES)) {
    writeFileSync(fileOf(name), `${JSON.stringify(playMatch(options).log)}\n`);
  }
}

describe('the corpus of recorded games', () => {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();

  it('holds exactly the games listed here', () => {
    expect(files).toEqual(
      Object.keys(GAMES)
        .map((n) => `${n}.json`)
        .sort(),
    );
  });

  for (const file of files) {
    it(`${file} replays day for day`, () => {
      const log = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
      const r = replay(log);
      if (!r.ok) throw new Error(r.error.map((i) => i.message).join('\n'));
      const d = r.value.divergence;
      expect(d, d ? `${file}: day ${d.step} differs (log ${d.expected}, now ${d.actual})` : '').toBeNull();
      expect(r.value.daysReplayed).toBe(log.days.length);
      expect(r.value.state.outcome).toEqual(log.outcome);
    });
  }
});
