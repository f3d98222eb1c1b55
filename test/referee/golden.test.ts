/**
 * Corporate War's referee, byte for byte: a game made with `new`, orders sent as sheets
 * and as JSON (refused ones too), a day resolved with every order in and one forced, the
 * status, a report and a resolve already done, every command's words and exit code and
 * every file of the folder hashed.
 *
 * The figures below were recorded with the referee of commit 2dcb4e0, before Corporate
 * War moved onto the step referee (issue 16): that move promises a new game writes the
 * same files and says the same things as before, so the recorded hashes are the spec,
 * not the code's output taken on trust. A change that means to alter a file or a message
 * must say so here, with its reason. `GOLDEN_DUMP=1` prints every command's words, to see
 * what a failing hash hides.
 *
 * Changed since: the six sheets, whose map legend says that counts are never cut (a
 * crowded sector takes more lines), since a cell cut to five characters showed 17
 * enemies as 1, and whose reminder says a diagonal step counts as one; and the answer to json-phoenicae-1, which tells a whole group's order as
 * "the group in F11 (17 soldiers)" rather than by seventeen names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerView } from '../../src/corporate-war/view.js';
import { hash64 } from '../../src/kernel/hash.js';
import { botSheet, loaded, referee, snapshot, tempDir } from './support.js';

let dir = '';
let remove = () => {};
beforeAll(() => {
  ({ dir, remove } = tempDir('simulturn-golden-'));
});
afterAll(() => remove());

/** A command's exit code and words, with the folder's name taken out. */
function said(r: { code: number; out: string; err: string }): string {
  return `${r.code}\n${r.out}\n${r.err}`.split(dir).join('<dir>');
}

/** The whole game, every command in order; returns each command's words and the folder's files, hashed. */
function play(): { said: Record<string, string>; files: Record<string, string> } {
  const out: Record<string, string> = {};
  const run = (name: string, args: string[], input?: string) => {
    const r = referee(args, input === undefined ? {} : { inputs: { 'sent.txt': input } });
    out[name] = hash64(said(r));
    if (process.env.GOLDEN_DUMP) console.log(`== ${name}\n${said(r)}`);
    return r;
  };
  run('new', [
    'new',
    dir,
    '--seed',
    'golden-1',
    '--options',
    'corporations=psicorps,phoenicae,dayLimit=12',
    '--bots',
    'rusher,cautious',
  ]);
  run('status-1', ['status', dir]);
  run('sheet-psicorps-1', ['orders', dir, 'psicorps', 'sent.txt'], botSheet(dir, 'psicorps'));
  run('refused-phoenicae-1', ['orders', dir, 'Phoenicae', 'sent.txt'], '[{"group": "Z1"}]');
  run('empty-phoenicae-1', ['orders', dir, 'phoenicae', 'sent.txt'], 'player: phoenicae\nday: 1\n');
  const at = playerView(loaded(dir).state, 'phoenicae')!.soldiers[0]!.sector;
  run('json-phoenicae-1', ['orders', dir, 'phoenicae', 'sent.txt'], `[{"group": "${at}", "to": "${at}"}]`);
  run('resend-psicorps-1', ['orders', dir, 'PsiCorps', 'sent.txt'], botSheet(dir, 'psicorps', 'cautious'));
  run('status-1-ready', ['status', dir]);
  run('resolve-1', ['resolve', dir]);
  run('resolve-1-again', ['resolve', dir, '--step', '1']);
  run('json-psicorps-2', ['orders', dir, 'psicorps', 'sent.txt'], '[]');
  run('waiting-2', ['resolve', dir]);
  run('resolve-2-forced', ['resolve', dir, '--force', '--step', '2']);
  run('status-3', ['status', dir]);
  run('report-md', ['report', dir, 'psicorps', '--step', '1']);
  run('report-json', ['report', dir, 'biotechnologies', '--json']);
  run('report-early', ['report', dir, 'psicorps', '--step', '3']);
  const files = Object.fromEntries(
    Object.keys(snapshot(dir)).map((path) => [path, hash64(readFileSync(join(dir, path), 'utf8'))]),
  );
  return { said: out, files };
}

describe("Corporate War's referee writes and says what it did before the move (issue 16)", () => {
  it('every command and every file of a two-day game, hashed', { timeout: 60_000 }, () => {
    const got = play();
    expect(got).toEqual(GOLDEN);
  });
});

const GOLDEN = {
  said: {
    new: '6dcaaa3dd6402279',
    'status-1': '9fb036cd1bb049ad',
    'sheet-psicorps-1': 'e7fa33f7367713d5',
    'refused-phoenicae-1': 'abdeaa807740b006',
    'empty-phoenicae-1': 'c7613d840a737529',
    'json-phoenicae-1': 'ab3323a12fefe103',
    'resend-psicorps-1': '4c0cd69d6db9c542',
    'status-1-ready': '1cf1a632869dad6e',
    'resolve-1': '3a887a5b6a1c707e',
    'resolve-1-again': '53fbecee17935004',
    'json-psicorps-2': '171db65dd5c6389b',
    'waiting-2': '4ffbef3032d6dc3d',
    'resolve-2-forced': '665f447cc3ce4393',
    'status-3': '99b4992decd645ff',
    'report-md': 'c10f1bf2e4446ed7',
    'report-json': '75b87045788c5b14',
    'report-early': '87a88aac58b5b06e',
  },
  files: {
    'archive/day-1.json': '2fcf8871fa5ac7b7',
    'archive/day-2.json': 'e083107a5f742822',
    'game.json': '7b9ce01e0b340fe5',
    'orders/day-1/phoenicae.json': 'cd7cd7b9c162f4ed',
    'orders/day-1/psicorps.json': '14794bbb0c1cf0be',
    'orders/day-2/psicorps.json': 'c2e2bbd291b2be8d',
    'reports/atlantic-securities/day-1.json': 'e70034b474f1f38a',
    'reports/atlantic-securities/day-1.md': 'e088c145af0232a1',
    'reports/atlantic-securities/day-2.json': '5892344d85a2cefc',
    'reports/atlantic-securities/day-2.md': '7910b4c2c57e05c3',
    'reports/biotechnologies/day-1.json': 'c6e50da3d870cc45',
    'reports/biotechnologies/day-1.md': 'a7e688e35ea7fdfa',
    'reports/biotechnologies/day-2.json': '8a91d627c4c9dfdb',
    'reports/biotechnologies/day-2.md': '71f81c3a087cb8b1',
    'reports/phoenicae/day-1.json': '6f60705eeebe2980',
    'reports/phoenicae/day-1.md': '0f3efc770dd8cca7',
    'reports/phoenicae/day-2.json': '6219abb59f98c767',
    'reports/phoenicae/day-2.md': '827083a5ca94a38a',
    'reports/psicorps/day-1.json': '0cd7f217bdd1e011',
    'reports/psicorps/day-1.md': '555bde17d36bed0f',
    'reports/psicorps/day-2.json': 'ab6fe0daf2c66415',
    'reports/psicorps/day-2.md': '8fb77235e3728e61',
    'sheets/phoenicae/day-1.txt': 'd042901ee0d35df8',
    'sheets/phoenicae/day-2.txt': '11955e9299206f28',
    'sheets/phoenicae/day-3.txt': '12e982c02f8cb7f8',
    'sheets/psicorps/day-1.txt': '10943ed83406d8e1',
    'sheets/psicorps/day-2.txt': '6679cb31285eb60f',
    'sheets/psicorps/day-3.txt': '982a73ca81d3361d',
    'state/day-1.json': 'd26f85c38e1c9e9c',
    'state/day-2.json': '814cf41bcbda2cc5',
    'state/day-3.json': '0a5d8fed7f88a69e',
  },
};
