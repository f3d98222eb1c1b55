/**
 * Shared helpers of the referee's tests: running `simulturn referee` in-process, game
 * folders in a temporary directory, sheets "written by hand" (a bot's orders for a human
 * seat, written as a sheet with `formatOrders`), and snapshots of a folder's files.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type RefereeIo, runReferee } from '../../src/cli/referee.js';
import { DEFAULT_BOTS } from '../../src/corporate-war/bots/registry.js';
import { formatOrders } from '../../src/corporate-war/order-sheet/sheet.js';
import { playerView } from '../../src/corporate-war/view.js';
import type { GameRegistry } from '../../src/kernel/game/registry.js';
import { botRng } from '../../src/kernel/match.js';
import { err, ok } from '../../src/kernel/result.js';
import { type LoadedGame, loadGame } from '../../src/referee/corporate-war/load.js';
import type { RefereeEnv } from '../../src/referee/env.js';

/** What a command said and its exit code. */
export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs `simulturn referee ...args` in this process. Orders files named `<name>` are read
 * from `inputs` when there, else from the disk; `-` reads `stdin`.
 */
export function referee(
  args: readonly string[],
  options: {
    inputs?: Record<string, string | Uint8Array>;
    stdin?: string;
    env?: RefereeEnv;
    games?: GameRegistry;
  } = {},
): Ran {
  let out = '';
  let errText = '';
  const io: RefereeIo = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      errText += t;
    },
    readInput: (path) => {
      const given = path === '-' ? options.stdin : options.inputs?.[path];
      if (given !== undefined) return ok(typeof given === 'string' ? Buffer.from(given, 'utf8') : given);
      try {
        return ok(readFileSync(path));
      } catch (e) {
        return err(`cannot read ${path}: ${String(e)}`);
      }
    },
    ...(options.env !== undefined ? { env: options.env } : {}),
    ...(options.games !== undefined ? { games: options.games } : {}),
  };
  const code = runReferee(args, io);
  return { code, out, err: errText };
}

/** A new empty temporary folder; `remove` deletes it. */
export function tempDir(prefix = 'simulturn-referee-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The game in `dir`, which must load. */
export function loaded(dir: string): LoadedGame {
  const r = loadGame(dir);
  if (!r.ok) throw new Error(r.error.map((i) => i.message).join('\n'));
  return r.value;
}

/**
 * A sheet for a human seat as a player would write it: the orders a bot would give from
 * the player's view (its own generator, so not the computer players' choices), written
 * as a sheet for the current day.
 */
export function botSheet(dir: string, player: string, bot = 'rusher'): string {
  const g = loaded(dir);
  const view = playerView(g.state, player)!;
  const orders = DEFAULT_BOTS[bot]!.bot(view, botRng(`human:${g.game.seed}`, player, g.game.day));
  return formatOrders(orders, { player, day: g.game.day });
}

/**
 * Every file under `dir` (none if it does not exist) by its path relative to it (with `/`),
 * with its bytes as text; a link as `-> target` (never followed), anything else but a
 * file or a folder as `<its kind>` (never opened).
 */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(d, e.name);
      const name = relative(dir, path).split('\\').join('/');
      if (e.isDirectory()) walk(path);
      else if (e.isSymbolicLink()) out[name] = `-> ${readlinkSync(path)}`;
      else if (e.isFile()) out[name] = readFileSync(path, 'latin1');
      else out[name] = e.isFIFO() ? '<pipe>' : '<other>';
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}
