// The solo solver on the default (invented) building, for the puzzles dealt from a few
// seeds, with its default budget (SOLO_BUDGET): the answer, the positions expanded and the
// time. The line found is replayed to check that it solves the puzzle.
// Run after `npx tsup`: node docs/research/corporation-2026-11-24/solo.mjs [seed ...]
import { newGame, playTurn, SOLO_BUDGET, solveSolo } from '../../../dist/corporation/index.js';

const seeds = process.argv.length > 2 ? process.argv.slice(2) : ['solo-1', 'solo-2', 'solo-3'];
for (const seed of seeds) {
  const g = newGame({ seed, players: ['red'] });
  if (!g.ok) throw new Error('newGame');
  const t0 = performance.now();
  const r = solveSolo(g.value, 20);
  const ms = Math.round(performance.now() - t0);
  const line = r.status === 'solved' ? r.line : r.status === 'budget' ? (r.best?.line ?? []) : [];
  let s = g.value;
  for (const orders of line) {
    const next = playTurn(s, 'red', orders);
    if (!next.ok) throw new Error(`${seed}: the line is refused`);
    s = next.value.state;
  }
  const answer =
    r.status === 'solved'
      ? `${r.turns} turns (proven least)`
      : r.status === 'budget'
        ? `at least ${r.atLeast}, a line of ${r.best?.turns ?? 'none'} found`
        : `none within ${r.maxTurns}`;
  console.log(
    `${seed}: table ${g.value.table.join(' ')}: ${answer}; ${r.expanded} positions, ${ms} ms; replayed: ${s.ended?.reason ?? 'unsolved'} in ${s.ended?.turn ?? '-'} turns (budget ${JSON.stringify(SOLO_BUDGET)})`,
  );
}
