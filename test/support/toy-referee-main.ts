/**
 * `simulturn referee` with the toy game registered beside the shipped games: the entry
 * the crash test builds and kills, since the real command line's registry (`src/games.ts`)
 * does not hold a test's game. Orders are read whole from a file or standard input.
 */
import { readFileSync } from 'node:fs';
import { runReferee } from '../../src/cli/referee.js';
import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { err, ok } from '../../src/kernel/result.js';
import { TOY } from './toy-game.js';

process.exitCode = runReferee(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readInput: (path) => {
    try {
      return ok(readFileSync(path === '-' ? 0 : path));
    } catch (e) {
      return err(String(e));
    }
  },
  games: gameRegistry([...GAMES.games, TOY as unknown as AnyGame]),
});
