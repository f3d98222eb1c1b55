/**
 * `orders <dir> --mailbox <folder>`: every player's orders taken from a folder of files,
 * one a player, named for the player (`p17.txt`, `p17.json`, `p17`: the name up to its
 * first dot). What a referee does with a day's mail: for a planet of thousands of players,
 * sending each file with its own `orders` command would load the whole game once a file,
 * so games named by step take the mailbox in one batch, with the game loaded once
 * (`submitStepOrdersMany`). Each file is answered as `orders` would answer it, in the
 * order of the files' names; a file that cannot be read, is too long or is not UTF-8 text
 * is refused alone. Corporate War's few corporations are taken one file at a time.
 */

import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRegistry } from '../kernel/game/registry.js';
import { submitOrders } from '../referee/corporate-war/submit.js';
import type { RefereeEnv } from '../referee/env.js';
import { isFileProblem, type RefereeProblem } from '../referee/issues.js';
import { MAX_ORDERS_BYTES, MAX_ORDERS_TEXT } from '../referee/limits.js';
import { holdsStepGame } from '../referee/load.js';
import { type StepOrdersText, submitStepOrdersMany } from '../referee/submit.js';
import { ordinal } from './outcome.js';
import { decodeUtf8 } from './utf8.js';

/** What the mailbox command reads with and prints to. */
export interface MailboxIo {
  readonly out: (text: string) => void;
  readonly readInput: (path: string) => { ok: true; value: Uint8Array } | { ok: false; error: string };
}

/** A file of the mailbox, read. */
type Letter = ReadLetter | UnreadLetter;
interface ReadLetter {
  readonly name: string;
  readonly player: string;
  readonly text: string;
}
interface UnreadLetter {
  readonly name: string;
  readonly player: string;
  readonly refused: string;
}
const unread = (l: Letter): l is UnreadLetter => 'refused' in l;

/** The player a file speaks for: its name up to the first dot. */
const playerOf = (name: string): string => name.split('.')[0] as string;

/**
 * The mailbox's files in the order of their names (by code unit, the same on every
 * machine), each read; hidden files (a leading dot: an editor's or a mailer's) are left
 * alone. Anything but a plain file is an error, before anything is stored.
 */
function readMailbox(folder: string, io: MailboxIo): { letters: Letter[] } | { error: string } {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (e) {
    const code = (e as { code?: string }).code;
    const why =
      code === 'ENOENT' ? 'there is no such folder' : code === 'ENOTDIR' ? 'it is not a folder' : String(e);
    return { error: `cannot read the mailbox ${folder}: ${why}` };
  }
  const names = entries
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const letters: Letter[] = [];
  for (const entry of names) {
    if (!entry.isFile())
      return { error: `the mailbox holds ${entry.name}, which is not a plain file (only files are read)` };
    const { name } = entry;
    const player = playerOf(name);
    const read = io.readInput(join(folder, name));
    if (!read.ok) letters.push({ name, player, refused: read.error });
    else if (read.value.length > MAX_ORDERS_BYTES)
      letters.push({ name, player, refused: `more than ${MAX_ORDERS_TEXT} characters` });
    else {
      const text = decodeUtf8(read.value);
      letters.push(text === undefined ? { name, player, refused: 'not UTF-8 text' } : { name, player, text });
    }
  }
  return { letters };
}

/** The lines of one refused file: what, then each problem indented. */
const refusedLines = (name: string, problems: readonly string[], kept: string): string[] => [
  `${name}: refused, ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; nothing of it was stored.${kept === '' ? '' : ` ${kept}`}`,
  ...problems.map((p) => `  ${p}`),
];

/**
 * Takes the mailbox's orders into the game in `dir`. Exit code 0 when every file was
 * accepted, 1 when one was refused or the mailbox is empty; the problems that stop the
 * command (the game cannot be used, a file names no awaited human player) come back as
 * problems, and then nothing of a step game's mailbox was stored.
 */
export function mailboxOrders(
  dir: string,
  folder: string,
  wait: number,
  io: MailboxIo & { readonly err: (text: string) => void },
  env: RefereeEnv,
  games: GameRegistry,
): number | RefereeProblem[] {
  const read = readMailbox(folder, io);
  if ('error' in read) {
    io.err(`simulturn referee orders: ${read.error}; nothing was stored.\n`);
    return 1;
  }
  const { letters } = read;
  if (letters.length === 0) {
    io.out(`The mailbox ${folder} holds no orders; nothing was stored.\n`);
    return 1;
  }
  const lines: string[] = [];
  let refused = 0;
  if (holdsStepGame(dir)) {
    const sent: StepOrdersText[] = [];
    for (const l of letters) if (!unread(l)) sent.push({ player: l.player, text: l.text });
    const r = sent.length === 0 ? undefined : submitStepOrdersMany(dir, games, sent, env, { wait });
    if (r !== undefined && !r.ok) {
      io.err(`simulturn referee orders: nothing of the mailbox ${folder} was stored, because:\n`);
      return r.error;
    }
    const answers = r?.value ?? [];
    let k = 0;
    for (const l of letters) {
      if (unread(l)) {
        refused++;
        lines.push(...refusedLines(l.name, [l.refused], ''));
        continue;
      }
      const a = answers[k++];
      if (a === undefined) continue;
      if (a.accepted)
        lines.push(
          `${l.name}: accepted, the orders of ${a.player} for step ${a.step}${a.replaced ? ', replacing those sent before' : ''} (received ${ordinal(a.file.receipt)}).`,
        );
      else {
        refused++;
        const kept = a.kept ? `The orders of ${a.player} accepted before still stand.` : '';
        lines.push(...refusedLines(l.name, a.problems, kept));
      }
    }
  } else {
    for (const l of letters) {
      if (unread(l)) {
        refused++;
        lines.push(...refusedLines(l.name, [l.refused], ''));
        continue;
      }
      const r = submitOrders(dir, l.player, l.text, env, { wait });
      if (!r.ok) {
        // The game cannot be used (busy, damaged, over): stop; what came before stays taken.
        if (
          r.error.some((p) => p.code === 'lock/held' || isFileProblem(p) || p.code === 'referee/game-over')
        ) {
          io.out(`${lines.join('\n')}${lines.length > 0 ? '\n' : ''}`);
          return r.error;
        }
        refused++;
        lines.push(
          ...refusedLines(
            l.name,
            r.error.map((p) => p.message),
            '',
          ),
        );
        continue;
      }
      const s = r.value;
      if (s.accepted)
        lines.push(
          `${l.name}: accepted, the orders of ${s.player} for day ${s.day}${s.replaced ? ', replacing those sent before' : ''}.`,
        );
      else {
        refused++;
        const kept = s.kept ? `The orders of ${s.player} accepted before still stand.` : '';
        lines.push(...refusedLines(l.name, s.problems, kept));
      }
    }
  }
  const n = letters.length;
  lines.push(
    `The mailbox ${folder}: ${n} ${n === 1 ? 'file' : 'files'}, ${n - refused} accepted, ${refused} refused.`,
  );
  io.out(`${lines.join('\n')}\n`);
  return refused === 0 ? 0 : 1;
}
