/**
 * `simulturn simulate compare first.json second.json`: two studies of one game side by
 * side, every difference with its 95% interval and a two-sided test, and how many games
 * it would take to see the difference in the decided share (`compareSummaries`).
 * Studies of different games are refused with exit code 2.
 */
import { parseArgs } from 'node:util';
import { compareSummaries } from '../kernel/simulate/compare.js';
import { renderComparison } from '../kernel/simulate/compare-table.js';
import { SIMULATION_GAMES } from './games.js';
import { checkWritable, readSummary, UsageError, writeAtomically } from './simulate-files.js';

/** Compares two summary files; `--json FILE` also writes the comparison as JSON. */
export function compare(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'string' } },
  });
  if (positionals.length !== 2) {
    throw new UsageError(
      `compare takes two summary files, the first and the second study, got ${positionals.length}`,
    );
  }
  const [firstPath, secondPath] = positionals as [string, string];
  const first = readSummary(firstPath);
  const second = readSummary(secondPath);
  const compared = compareSummaries(first, second);
  if (!compared.ok) {
    throw new UsageError(
      `cannot compare ${firstPath} with ${secondPath}: ${compared.error.map((i) => i.message).join('; ')}`,
    );
  }
  if (values.json !== undefined) checkWritable(values.json);
  const game = Object.hasOwn(SIMULATION_GAMES, first.meta.game)
    ? SIMULATION_GAMES[first.meta.game]
    : undefined;
  process.stdout.write(renderComparison(compared.value, game));
  if (values.json !== undefined) {
    writeAtomically(
      values.json,
      `${JSON.stringify({ format: 'simulturn/simulation-comparison', version: 1, files: { first: firstPath, second: secondPath }, ...compared.value }, null, 2)}\n`,
    );
  }
}
