/**
 * The search player's guessed worlds (`bots/sample-world.ts`). A guess is built from
 * pieces kept between guesses (each corporation's soldiers, an enemy soldier in a given
 * sector, the aliens of a day) and lists its records and their plain rows side by side,
 * so these check what that must not break: the rows the rules read are the records'
 * fields, the player's own soldiers are exactly the view's, a guess is a function of the
 * view and the generator, and guessing again never changes a world guessed before.
 */
import { describe, expect, it } from 'vitest';
import { sampleWorld, worldGuesser } from '../../src/corporate-war/bots/sample-world.js';
import {
  type GameState,
  type PlayerView,
  parseSector,
  playerView,
  playMatch,
  stateHash,
} from '../../src/corporate-war/index.js';
import { soldierRows } from '../../src/corporate-war/state.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';

const rngFor = (seed: string) => restoreRng(seedRng(seed));

/** Every player's view at every third dawn of two default-line-up games. */
function views(): PlayerView[] {
  const out: PlayerView[] = [];
  for (const seed of ['guess/0', 'guess/1']) {
    playMatch({
      seed,
      seats: ['search', 'rusher', 'cautious', 'random'],
      record: false,
      dayLimit: 12,
      onDay: (r) => {
        if (r.state.outcome !== null || r.state.day % 3 !== 0) return;
        for (const p of r.state.players) out.push(playerView(r.state, p.id)!);
      },
    });
  }
  return out;
}

describe('sampleWorld', () => {
  const all = views();

  it('lists rows equal to its records, and the view’s own soldiers exactly (CW-3.2, CW-8)', () => {
    expect(all.length).toBeGreaterThan(8);
    for (const [i, view] of all.entries()) {
      const world = sampleWorld(view, rngFor(`rows/${i}`));
      const rows = soldierRows(world.soldiers);
      expect(rows.map((r) => ({ ...r }))).toEqual(world.soldiers.toArray().map((s) => s.toObject()));
      const mine = rows.filter((r) => r.owner === view.player);
      expect(mine.map((r) => r.id)).toEqual(view.soldiers.map((s) => s.id));
      for (const [k, s] of view.soldiers.entries()) {
        const r = mine[k]!;
        expect([r.kill, r.survive, r.escape, r.info, r.status]).toEqual([
          s.kill,
          s.survive,
          s.escape,
          s.info,
          s.status,
        ]);
        expect(r.sector).toBe(parseSector(world.scenario.board, s.sector));
        expect(r.tagsWith).toBe(s.tagsWith ?? '');
      }
      expect(world.players.first()!.id).toBe(view.player);
      expect(world.day).toBe(view.day);
    }
  });

  it('is a function of the view and the generator, one guesser or many', () => {
    for (const [i, view] of all.entries()) {
      const guess = worldGuesser(view);
      const a = guess(rngFor(`same/${i}`));
      const b = sampleWorld(view, rngFor(`same/${i}`));
      expect(stateHash(a)).toBe(stateHash(b));
    }
  });

  it('never changes a world guessed before (the pieces it shares are not written to)', () => {
    const first: [GameState, string][] = all.map((view, i) => {
      const w = sampleWorld(view, rngFor(`keep/${i}`));
      return [w, stateHash(w)];
    });
    for (const [i, view] of all.entries())
      for (let k = 0; k < 3; k++) sampleWorld(view, rngFor(`other/${i}/${k}`));
    for (const [w, hash] of first) {
      expect(stateHash(w)).toBe(hash);
      expect(soldierRows(w.soldiers).map((r) => ({ ...r }))).toEqual(
        w.soldiers.toArray().map((s) => s.toObject()),
      );
    }
  });
});
