/**
 * What each of the four newer games' bench files does with its workloads
 * (`game-cases.ts`): one vitest `bench` per workload, grouped by row, then, after all,
 * each row's medians of interleaved calls with the ratio of cost to the ratio of size
 * (the figures in docs/performance.md, "The other games").
 */
import { afterAll, bench, describe } from 'vitest';
import { type GameCases, growthLine, type Prepared, type Workload } from './game-cases.js';

/** How many calls a row's bench and its medians take: few for whole games with search bots. */
export interface RowRuns {
  readonly iterations: number;
  readonly medians: number;
}

/**
 * Benches every row of a game's workloads but those named in `skip`; `runs` by row name,
 * `fallback` for the rest.
 */
export function benchGame(
  c: GameCases,
  runs: Readonly<Record<string, RowRuns>>,
  fallback: RowRuns,
  skip: readonly string[] = [],
): void {
  const rows = (
    [['turn', c.turn], ['game', c.game], ['length', c.length], ...Object.entries(c.more ?? {})] as [
      string,
      readonly Workload[],
    ][]
  ).filter(([name]) => !skip.includes(name));
  const prepared: Prepared[][] = [];
  rows.forEach(([name, row], r) => {
    const n = runs[name] ?? fallback;
    prepared[r] = row.map((w) => w.prepare());
    describe(`${c.id}: ${name} (${name === 'length' ? c.units.length : name === 'turn' ? c.units.turn : 'by size'})`, () => {
      row.forEach((w, i) => {
        bench(w.label, () => void prepared[r]![i]!.call(), {
          iterations: n.iterations,
          time: 0,
          warmupIterations: n.iterations > 2 ? 1 : 0,
          warmupTime: 0,
        });
      });
    });
  });
  afterAll(() => {
    rows.forEach(([name, row], r) => {
      console.log(growthLine(`${c.id} ${name}`, row, (runs[name] ?? fallback).medians, prepared[r]!));
    });
  }, 600_000);
}
