/** Shared by the benchmarks and `loop.ts`: medians of interleaved calls. */

/** Median milliseconds of `runs` calls of each function, the calls interleaved so all see the same machine. */
export function medians(fns: readonly (() => unknown)[], runs: number): number[] {
  const times = fns.map(() => [] as number[]);
  for (let r = 0; r < runs; r++) {
    fns.forEach((fn, i) => {
      const t = performance.now();
      fn();
      times[i]!.push(performance.now() - t);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!);
}
