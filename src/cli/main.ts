#!/usr/bin/env node
/**
 * The simulturn command line: one file per command, dispatched from here.
 */
import { play } from './play.js';
import { referee } from './referee.js';
import { simulate } from './simulate.js';

const COMMANDS: Readonly<Record<string, (args: string[]) => void | Promise<void>>> = {
  play,
  referee,
  simulate,
};

const USAGE = `usage: simulturn <command> [options]
commands:
  play        play one game between computer players and print its reports (play <game>)
  referee     referee a play-by-mail game kept in a folder: orders as text, reports per player
  simulate    play many games between bots on worker threads and tabulate the results`;

const [command = 'play', ...rest] = process.argv.slice(2);
// Own entries only: "constructor" or "__proto__" is no command.
const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
if (command === '--help' || command === '-h' || command === 'help') {
  // Asked for: the usage on standard output, and success, so `help | less` and scripts
  // work; unasked, it goes to standard error with a failure.
  console.log(USAGE);
} else if (run === undefined) {
  console.error(USAGE);
  process.exit(2);
} else {
  const fail = (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  };
  try {
    Promise.resolve(run(rest)).catch(fail);
  } catch (e) {
    fail(e);
  }
}
