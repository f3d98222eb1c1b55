/**
 * The progress of `simulturn simulate` off a terminal (a pipe, a log, CI): a plain line
 * each tenth of the study if ten seconds have passed since the last, so never more than
 * nine before the final one, and none in a short run; on a terminal, the bar as before.
 */
import { describe, expect, it } from 'vitest';
import { createProgressBar } from '../../src/cli/progress.js';

/** A stream that keeps what is written, and a clock the test moves. */
function fake(isTTY: boolean) {
  const written: string[] = [];
  let t = 0;
  return {
    written,
    tick: (ms: number) => (t += ms),
    options: { stream: { isTTY, columns: 100, write: (s: string) => written.push(s) }, now: () => t },
  };
}

describe('progress off a terminal', () => {
  it('writes a line a tenth when ten seconds have passed, and the final line', () => {
    const f = fake(false);
    const bar = createProgressBar(f.options);
    for (let done = 0; done <= 1000; done += 10) {
      f.tick(2000); // 200 s in all: every tenth is 20 s after the one before
      bar.update(done, 1000);
    }
    bar.finish();
    expect(f.written).toHaveLength(10);
    expect(f.written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(f.written[0]).toMatch(/ 10% 100\/1000 games, [\d.]+ games\/s, \S+ left\n$/);
    expect(f.written[8]).toMatch(/ 90% 900\/1000 games/);
    expect(f.written[9]).toMatch(/100% 1000\/1000 games in 3m2\ds, [\d.]+ games\/s\n$/);
  });

  it('stays quiet but for the final line in a short run, and bounded in a long one', () => {
    const short = fake(false);
    const bar = createProgressBar(short.options);
    for (let done = 0; done <= 100; done++) {
      short.tick(50);
      bar.update(done, 100);
    }
    bar.finish();
    expect(short.written).toHaveLength(1);

    const long = fake(false);
    const slow = createProgressBar(long.options);
    for (let done = 0; done <= 100_000; done++) {
      long.tick(100);
      slow.update(done, 100_000);
    }
    slow.finish();
    expect(long.written.length).toBeLessThanOrEqual(10);
  });

  it('redraws in place on a terminal', () => {
    const f = fake(true);
    const bar = createProgressBar(f.options);
    f.tick(200);
    bar.update(5, 10);
    f.tick(200);
    bar.update(10, 10);
    bar.finish();
    expect(f.written[0]).toMatch(/^\r\[.*\] {2}50% 5\/10 games/);
    expect(f.written[2]).toMatch(/^\r.*10\/10 games in .*\n$/);
  });
});
