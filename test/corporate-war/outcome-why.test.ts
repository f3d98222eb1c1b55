/**
 * The outcome as a sentence (`GameOutcome.why`): a victory names the winner and the key
 * sectors its soldiers stand in, where the report says only "another corporation holds
 * the key sectors"; a game nobody won says which rule ended it.
 */
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR, type GameState, playMatch } from '../../src/corporate-war/index.js';

const played = (seed: string, dayLimit = 30): GameState =>
  playMatch({
    seed,
    seats: ['rusher', 'cautious'],
    corporations: ['psicorps', 'phoenicae'],
    dayLimit,
    record: false,
  }).state;

/** The key sectors where `player` has living soldiers at the end, read from the state by hand. */
function standsIn(state: GameState, player: string): string[] {
  const cols = state.scenario.board.cols;
  const name = (s: number) => `${String.fromCharCode(65 + Math.floor(s / cols))}${(s % cols) + 1}`;
  const mine = state.soldiers
    .filter((s) => s.owner === player && s.status === 'alive')
    .map((s) => name(s.sector));
  return state.scenario.keySectors.filter((k) => mine.includes(k));
}

describe("Corporate War's outcome says why", () => {
  it('names the winner, the day and the key sectors it won by', () => {
    const state = played('why-1');
    const o = CORPORATE_WAR.outcome(state)!;
    expect(o.reason).toBe('victory');
    expect(o.winners).toHaveLength(1);
    const winner = o.winners[0]!;
    const name = state.scenario.corporations[state.players.find((p) => p.id === winner)!.corporation]!.name;
    const sectors = standsIn(state, winner);
    expect(sectors.length).toBeGreaterThanOrEqual(state.scenario.sectorsToWin);
    expect(o.why).toContain(`${name} won on day ${state.outcome!.day}`);
    expect(o.why).toContain('(CW-9.2)');
    expect(o.why).toContain(`${sectors.slice(0, -1).join(', ')} and ${sectors.at(-1)}`);
  });

  it('says nobody won, and why, at the day limit and in a stalemate', () => {
    const short = CORPORATE_WAR.outcome(played('why-1', 1))!;
    expect(short.reason).toBe('day-limit');
    expect(short.why).toMatch(/^Nobody won: day 1 was the last \(CW-9\.5\)/);
    const state = played('why-1', 1);
    const stuck = state.set('outcome', { reason: 'stalemate', winners: [], day: 1 });
    expect(CORPORATE_WAR.outcome(stuck)!.why).toMatch(
      /^Nobody won: after day 1 no corporation .*\(CW-9\.4\)\.$/,
    );
  });

  it('names every winner of a shared win', () => {
    const state = played('why-1');
    const both = state.set('outcome', { reason: 'victory', winners: ['psicorps', 'phoenicae'], day: 9 });
    const why = CORPORATE_WAR.outcome(both)!.why!;
    expect(why).toMatch(/^PsiCorps and Phoenicae share the win on day 9: .*\(CW-9\.2, CW-9\.3\)/);
    expect(why).toContain('PsiCorps in ');
    expect(why).toContain('Phoenicae in ');
  });
});
