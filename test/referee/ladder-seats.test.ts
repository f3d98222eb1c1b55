/**
 * The referee seats a person's named opponents: a ladder level (`easy`, `hard`) in a bot's
 * place seats the level's bot, so a mail game offers the same names as `play` and the web
 * client (issue of the ladder, K10's seats).
 */
import { describe, expect, it } from 'vitest';
import { HARVESTER } from '../../src/harvester/index.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { botOfName } from '../../src/kernel/game/line-up.js';
import { planStepSeats } from '../../src/referee/create.js';
import { STRATEGIC_GAME } from '../../src/strategic-game/index.js';

describe('the referee seats ladder levels', () => {
  for (const game of [STRATEGIC_GAME, HARVESTER] as unknown as AnyGame[]) {
    it(`${game.title}: every level seats its bot, by seat and bare`, () => {
      const ladder = game.ladder ?? [];
      expect(ladder.length).toBeGreaterThanOrEqual(3);
      for (const l of ladder) {
        const byName = planStepSeats(game, ['p1', 'p2'], [`p2=${l.level}`]);
        expect(byName.ok && byName.value).toEqual([
          { player: 'p1', bot: null },
          { player: 'p2', bot: botOfName(game, l.level) },
        ]);
        const bare = planStepSeats(game, ['p1', 'p2'], [l.level]);
        expect(bare.ok && bare.value[0]).toEqual({ player: 'p1', bot: l.bot });
      }
    });
  }

  it('names the levels beside the bots when a name is neither', () => {
    const r = planStepSeats(STRATEGIC_GAME as unknown as AnyGame, ['p1', 'p2'], ['p2=hardest']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toContain('the levels are easy, medium, hard');
  });
});

describe("Corporate War's referee seats ladder levels", () => {
  it('seats each level as its bot', async () => {
    const { planSeats } = await import('../../src/referee/corporate-war/create.js');
    const { CORPORATE_WAR } = await import('../../src/corporate-war/game.js');
    for (const l of CORPORATE_WAR.ladder ?? []) {
      const r = planSeats({ corporations: ['psicorps', 'phoenicae'], bots: [`phoenicae=${l.level}`] });
      expect(r.ok && r.value.find((s) => s.player === 'phoenicae')?.bot).toBe(l.bot);
    }
  });
});
