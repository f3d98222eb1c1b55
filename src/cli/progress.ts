/**
 * A progress bar for long runs: games done of the total, games a second and the time
 * left, redrawn in place at most ten times a second on a terminal. Elsewhere (a pipe, a
 * log file, a batch scheduler's or CI's output) it writes plain lines instead: one each
 * time another tenth of the games is done, if ten seconds have passed since the last
 * (so at most nine in a run, and none in a short one), and one at the end. Bounded so,
 * it cannot flood a log, and CI needs no setting of its own.
 */

/** Where the bar is drawn: a stream such as `process.stderr`. */
export interface ProgressStream {
  /** True on a terminal: only there is the bar redrawn in place. */
  readonly isTTY?: boolean;
  /** The terminal's width, to fit the bar. */
  readonly columns?: number;
  /** Writes text as it is. */
  write(text: string): unknown;
}

/** A progress bar; see {@link createProgressBar}. */
export interface ProgressBar {
  /** Records how many games are done; redraws if the last drawing is old enough. */
  update(done: number, total: number): void;
  /** Draws the final state and ends the line. */
  finish(): void;
}

/** What {@link createProgressBar} needs; everything has a default. */
export interface ProgressOptions {
  /** Default `process.stderr`. */
  readonly stream?: ProgressStream;
  /** A clock in milliseconds; default `performance.now`. */
  readonly now?: () => number;
  /** The least time between two drawings, in milliseconds; default 100. */
  readonly interval?: number;
  /** What is counted; default `games`. */
  readonly unit?: string;
  /** Off a terminal: the least time between two lines, in milliseconds; default 10,000. */
  readonly lineInterval?: number;
  /** Off a terminal: how many parts of the run may each earn a line; default 10 (a line a tenth). */
  readonly lineSteps?: number;
}

/** A duration in seconds as `1h02m`, `3m05s` or `42s`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  if (s >= 3600) return `${Math.floor(s / 3600)}h${two(Math.floor((s % 3600) / 60))}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m${two(s % 60)}s`;
  return `${s}s`;
}

/**
 * A progress bar on a stream (stderr by default).
 * @example
 * ```ts
 * const bar = createProgressBar();
 * await runSimulation({ ...options, onProgress: (done, total) => bar.update(done, total) });
 * bar.finish();
 * ```
 */
export function createProgressBar(options: ProgressOptions = {}): ProgressBar {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const interval = options.interval ?? 100;
  const unit = options.unit ?? 'games';
  const lineInterval = options.lineInterval ?? 10_000;
  const lineSteps = options.lineSteps ?? 10;
  const started = now();
  let drawn = Number.NEGATIVE_INFINITY;
  // Off a terminal: the last part of the run a line was written for, and when.
  let lastStep = 0;
  let lastLine = started;
  let done = 0;
  let total = 0;
  const line = (final: boolean): string => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const share = total > 0 ? done / total : 1;
    const tail = final
      ? `${done}/${total} ${unit} in ${formatDuration(seconds)}, ${rate.toFixed(1)} ${unit}/s`
      : `${done}/${total} ${unit}, ${rate.toFixed(1)} ${unit}/s, ${done > 0 ? formatDuration((total - done) / rate) : '?'} left`;
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - tail.length - 10));
    const filled = Math.round(share * width);
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(100 * share).toFixed(0).padStart(3)}% ${tail}`;
  };
  return {
    update(d, t) {
      done = d;
      total = t;
      if (stream.isTTY !== true) {
        const step = t > 0 ? Math.floor((lineSteps * d) / t) : 0;
        if (step <= lastStep || d >= t) return;
        const at = now();
        if (at - lastLine < lineInterval) return;
        lastStep = step;
        lastLine = at;
        stream.write(`${line(false)}\n`);
        return;
      }
      const at = now();
      if (at - drawn < interval) return;
      drawn = at;
      stream.write(`\r${line(false)}\u001b[K`);
    },
    finish() {
      stream.write(stream.isTTY === true ? `\r${line(true)}\u001b[K\n` : `${line(true)}\n`);
    },
  };
}
