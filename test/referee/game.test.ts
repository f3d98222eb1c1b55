/**
 * A four-player game refereed from the command line, from `new` to victory: two human
 * players send order sheets (one written by hand in this test, the others a bot's orders
 * written as sheets, as a player would), two computer players fill the empty seats. Along
 * the way: refused orders with every problem placed on its line and column, JSON orders,
 * resending, the status, a resolve that waits, one forced, run twice, and the reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSector, sectorAt, sectorName } from '../../src/corporate-war/board.js';
import { playerView } from '../../src/corporate-war/view.js';
import { parseArchiveFile } from '../../src/referee/corporate-war/day-files.js';
import { verifyGame } from '../../src/referee/corporate-war/verify.js';
import { botSheet, loaded, referee, snapshot, tempDir } from './support.js';

const SEED = 'mail-1';
let dir = '';
let remove = () => {};
beforeAll(() => {
  ({ dir, remove } = tempDir());
});
afterAll(() => remove());

const file = (path: string) => readFileSync(join(dir, path), 'utf8');
const orders = (player: string, text: string) =>
  referee(['orders', dir, player, 'sent.txt'], { inputs: { 'sent.txt': text } });

/**
 * The pre-filled sheet, filled in by hand: the line `# C5 ->` of the group's sector made an
 * order one sector towards the middle of the board, a comment added.
 */
function handWritten(sheet: string, player: string): string {
  const g = loaded(dir);
  const b = g.state.scenario.board;
  const view = playerView(g.state, player)!;
  const from = view.soldiers.find((s) => s.status === 'alive')!.sector;
  const s = parseSector(b, from)!;
  const step = (x: number, mid: number) => x + Math.sign(mid - x);
  const row = Math.floor(s / b.cols);
  const col = s % b.cols;
  const to = sectorName(b, sectorAt(b, step(row, (b.rows - 1) / 2), step(col, (b.cols - 1) / 2))!);
  const template = `# ${from} ->`;
  expect(sheet).toContain(template);
  return sheet.replace(template, `${from} -> ${to}   # everyone one step in, carefully`);
}

describe('a play-by-mail game from new to victory', { timeout: 60_000 }, () => {
  it('new: writes the first dawn, game.json and a sheet for each human player only', () => {
    const r = referee([
      'new',
      dir,
      '--seed',
      SEED,
      '--options',
      'corporations=psicorps,phoenicae,dayLimit=15',
      '--bots',
      'random,random',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^ {2}psicorps +human +enters from the \w+ +sheet: .*sheets\/psicorps\/day-1\.txt$/m,
    );
    expect(r.out).toMatch(/^ {2}biotechnologies +bot random +enters from the \w+ *$/m);
    expect(r.out).toMatch(/^ {2}atlantic-securities +bot random/m);
    expect(Object.keys(snapshot(dir)).sort()).toEqual([
      'game.json',
      'sheets/phoenicae/day-1.txt',
      'sheets/psicorps/day-1.txt',
      'state/day-1.json',
    ]);
    const sheet = file('sheets/psicorps/day-1.txt');
    expect(sheet).toContain('player: psicorps\nday: 1\n');
    expect(sheet).not.toContain(SEED);
  });

  it('new: refuses a folder that holds a game or something else, and bad options', () => {
    const again = referee(['new', dir, '--seed', 'x', '--corporations', 'psicorps,phoenicae']);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already holds a game');
    const other = tempDir();
    try {
      const bad = referee([
        'new',
        other.dir,
        '--seed',
        'x',
        '--corporations',
        'psicorps',
        '--bots',
        'nobody',
      ]);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain(
        'there is no bot "nobody"; the bots are cautious, random, rusher, search; the levels are',
      );
      const one = referee(['new', other.dir, '--seed', 'x', '--corporations', 'psicorps']);
      expect(one.err).toContain('a game has two to four players; these seats make 1');
      const limit = referee([
        'new',
        other.dir,
        '--seed',
        'x',
        '--corporations',
        'psicorps,phoenicae',
        '--day-limit',
        '0',
      ]);
      expect(limit.code).toBe(2);
      expect(snapshot(other.dir)).toEqual({});
    } finally {
      other.remove();
    }
  });

  it('status: the day, and who is missing', () => {
    const r = referee(['status', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('day 1 of at most 15.');
    expect(r.out).toMatch(/^ {2}psicorps +human, orders missing$/m);
    expect(r.out).toContain('Waiting for the orders of psicorps, phoenicae.');
  });

  it('orders: a sheet written by hand is accepted and summarised', () => {
    const sheet = handWritten(file('sheets/phoenicae/day-1.txt'), 'phoenicae');
    const r = orders('phoenicae', sheet);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Orders of phoenicae for day 1: 1 order read: 1 accepted\.$/m);
    expect(r.out).toMatch(/^line \d+: .* moves? [A-K]\d+ → [A-K]\d+$/m);
    expect(r.out).toContain('Accepted: these are the orders of phoenicae for day 1.');
    const stored = JSON.parse(file('orders/day-1/phoenicae.json'));
    expect(stored).toMatchObject({
      format: 'simulturn/referee-orders',
      player: 'phoenicae',
      day: 1,
      source: 'sheet',
      text: sheet,
    });
    expect(stored.orders).toHaveLength(1);
  });

  it('orders: any problem refuses the sheet whole, each problem on its line and column with what is valid', () => {
    const before = snapshot(dir);
    const sheet = [
      'player: psicorps',
      'day: 1',
      'grunt-1 -> K11',
      'grunt-99 -> B2',
      'ghost-1 -> Z99',
      'grunt-2 to',
      'commander, doc -> B2 vai B1',
    ].join('\n');
    const r = orders('psicorps', sheet);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^The orders of psicorps for day 1 are refused: \d+ problems; nothing was stored\.$/m,
    );
    // Where the problem is, what is wrong, and what would be valid (the wording is the sheet's).
    expect(r.out).toMatch(/^line 3, column 12: .*grunt-1.*K11.*[A-K]\d+ to [A-K]\d+$/m);
    expect(r.out).toMatch(/^line 4, column 1: .*grunt-99.*commander, doc, /m);
    expect(r.out).toMatch(/^line 5, column \d+: .*Z99/m);
    expect(r.out).toMatch(/^line 6, column \d+: expected /m);
    expect(r.out).toMatch(/^line 7, column \d+: .*"vai".*"via"/m);
    expect(r.out).toContain('No orders of psicorps for day 1 are in yet.');
    expect(snapshot(dir)).toEqual(before);
    // Refused orders never replace accepted ones.
    const refused = orders('phoenicae', 'player: phoenicae\nday: 1\nnobody -> A1\n');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('The orders of phoenicae accepted before for day 1 still stand.');
    expect(snapshot(dir)).toEqual(before);
  });

  it('orders: a sheet for another player or day is refused', () => {
    const r = orders('psicorps', 'player: phoenicae\nday: 1\n');
    expect(r.code).toBe(1);
    expect(r.out).toContain('line 1, column');
    const d = orders('psicorps', 'player: psicorps\nday: 7\n');
    expect(d.code).toBe(1);
    expect(d.out).toContain('this sheet is for day 7, not day 1');
  });

  it('orders: JSON is accepted too, with problems placed on lines', () => {
    const syntax = orders('psicorps', '[\n  {"group": "A1", "to": "B2"}\n  {"group": "A1"}\n]');
    expect(syntax.code).toBe(1);
    expect(syntax.out).toContain(
      'line 3, column 3: the orders are not valid JSON: expected "," or "]", found "{"',
    );
    const g = loaded(dir);
    const at = playerView(g.state, 'psicorps')!.soldiers[0]!.sector;
    const bad = orders(
      'psicorps',
      `[\n  {"group": "${at}", "to": "${at}"},\n  {"soldier": "phoenicae/commander", "to": "${at}"}\n]`,
    );
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(
      'line 3, column 3: order 2 (soldier): you have no soldier called "phoenicae/commander"',
    );
    const good = orders('psicorps', `[{"group": "${at}", "to": "${at}"}]`);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^line 1: .* stays? in /m);
    expect(JSON.parse(file('orders/day-1/psicorps.json')).source).toBe('json');
  });

  it('orders: only human players of the game send orders', () => {
    const bot = orders('biotechnologies', 'player: biotechnologies\n');
    expect(bot.code).toBe(2);
    expect(bot.err).toContain('biotechnologies is a computer player (random); the referee gives its orders');
    const nobody = orders('orchid-inc', '');
    expect(nobody.code).toBe(2);
    expect(nobody.err).toContain(
      'there is no player "orchid-inc"; the players are psicorps, phoenicae, biotechnologies, atlantic-securities',
    );
    const usage = referee(['orders', dir, 'psicorps']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('usage: simulturn referee');
  });

  it('orders: sending again replaces the orders; stdin works', () => {
    const r = referee(['orders', dir, 'psicorps', '-'], { stdin: botSheet(dir, 'psicorps') });
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'Accepted: these are the orders of psicorps for day 1, replacing the orders sent before.',
    );
    expect(JSON.parse(file('orders/day-1/psicorps.json')).source).toBe('sheet');
    expect(referee(['status', dir]).out).toContain('Every order is in: day 1 is ready to resolve.');
  });

  it('resolve: writes the reports, the sheets and the archive; run again, does nothing and says so', () => {
    const r = referee(['resolve', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Day 1 resolved\.$/m);
    expect(r.out).toContain('Day 2 begins.');
    for (const p of ['psicorps', 'phoenicae', 'biotechnologies', 'atlantic-securities']) {
      expect(existsSync(join(dir, 'reports', p, 'day-1.md')), p).toBe(true);
      expect(existsSync(join(dir, 'reports', p, 'day-1.json')), p).toBe(true);
    }
    expect(existsSync(join(dir, 'sheets/psicorps/day-2.txt'))).toBe(true);
    expect(existsSync(join(dir, 'sheets/biotechnologies'))).toBe(false);
    const archive = parseArchiveFile(JSON.parse(file('archive/day-1.json')));
    expect(archive.ok).toBe(true);
    const before = snapshot(dir);
    const again = referee(['resolve', dir]);
    expect(again.code).toBe(1);
    // The one reason, on standard error; nothing on standard output (issue 15).
    expect(again.out).toBe('');
    expect(again.err).toContain('day 2 is waiting for the orders of psicorps, phoenicae');
    const named = referee(['resolve', dir, '--day', '1', '--force']);
    expect(named.code).toBe(0);
    expect(named.out).toBe('Day 1 is already resolved (the game is at day 2); nothing was done.\n');
    expect(snapshot(dir)).toEqual(before);
    expect(referee(['resolve', dir, '--day', '9']).err).toContain(
      'day 9 has not come yet; the game is at day 2',
    );
  });

  it('report: prints a player’s report of a day, as Markdown or JSON', () => {
    const md = referee(['report', dir, 'psicorps']);
    expect(md.code).toBe(0);
    expect(md.out).toBe(file('reports/psicorps/day-1.md'));
    // A player as a person writes it: the display name, any case (issue 15).
    for (const name of ['PsiCorps', 'PSICORPS', 'psi corps'])
      expect(referee(['report', dir, name]).out).toBe(md.out);
    expect(md.out).toMatch(/^# Day 1: report to PsiCorps$/m);
    const json = referee(['report', dir, 'phoenicae', '--day', '1', '--json']);
    expect(JSON.parse(json.out)).toMatchObject({ player: 'phoenicae', day: 1 });
    const early = referee(['report', dir, 'psicorps', '--day', '2']);
    expect(early.code).toBe(2);
    expect(early.err).toContain('there is no report for psicorps of day 2; the days resolved are 1 to 1');
  });

  it('resolve --force: the missing player’s soldiers stay', () => {
    expect(orders('psicorps', botSheet(dir, 'psicorps')).code).toBe(0);
    const waiting = referee(['resolve', dir]);
    expect(waiting.code).toBe(1);
    expect(waiting.err).toContain('day 2 is waiting for the orders of phoenicae');
    const r = referee(['resolve', dir, '--force']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('No orders came from phoenicae: their soldiers stayed where they stood.');
    const archive = JSON.parse(file('archive/day-2.json'));
    expect(archive.orders.phoenicae).toBeNull();
    expect(archive.orders.psicorps.length).toBeGreaterThan(0);
    expect(archive.orders.biotechnologies).toBeInstanceOf(Array);
  });

  it('plays on with sheets to victory; then no more orders and no more days', () => {
    for (let day = 3; day <= 15; day++) {
      for (const [p, bot] of [
        ['psicorps', 'rusher'],
        ['phoenicae', 'cautious'],
      ] as const) {
        const r = orders(p, botSheet(dir, p, bot));
        expect(r.code, r.out + r.err).toBe(0);
      }
      const r = referee(['resolve', dir]);
      expect(r.code, r.err).toBe(0);
      if (r.out.includes('The game is over')) break;
    }
    const g = loaded(dir);
    expect(g.game.outcome?.reason).toBe('victory');
    const status = referee(['status', dir]);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/^The game is over: victory on day \d+, won by \w+/m);
    // Why, naming the winner's key sectors, where the report says "another corporation".
    expect(status.out).toMatch(/^\w+ won on day \d+: .+ \(CW-9\.2\); its soldiers stand in [A-K]\d+, .+\.$/m);
    // And so does the last report every player receives, under its Outcome.
    const over = g.game.outcome!;
    for (const p of ['psicorps', 'phoenicae']) {
      const md = file(`reports/${p}/day-${over.day}.md`);
      expect(md).toMatch(
        /## Outcome\n\n.+\n\n\w+ won on day \d+: .+; its soldiers stand in [A-K]\d+, .+\.\n$/,
      );
      const printed = referee(['report', dir, p]);
      expect(printed.code, printed.err).toBe(0);
      expect(printed.out).toBe(md);
    }
    const late = orders('psicorps', 'player: psicorps\n');
    expect(late.code).toBe(1);
    expect(late.err).toContain('the game is over');
    expect(referee(['resolve', dir]).code).toBe(1);
    // No sheet for a day that will not come.
    expect(existsSync(join(dir, `sheets/psicorps/day-${g.game.day}.txt`))).toBe(false);
  });

  it('every sheet a human player was sent shows the map, the key sectors and its claim (issue 15)', () => {
    const g = loaded(dir);
    const keys = g.state.scenario.keySectors;
    let claims = 0;
    for (const p of ['psicorps', 'phoenicae']) {
      for (let day = 1; day < g.game.day; day++) {
        const sheet = file(`sheets/${p}/day-${day}.txt`);
        expect(sheet, `${p} day ${day}`).toContain('# Legend: [ ] key sector');
        expect(sheet).toMatch(/^# {3}A B C|^# +1 +2 +3/m);
        expect(sheet).toContain('# Key sectors (clear 4 of every enemy');
        for (const k of keys) expect(sheet).toMatch(new RegExp(`^#   ${k}: `, 'm'));
        expect(sheet).toMatch(/^# (Your claim: [A-K0-9, ]+\.|You hold no claim)/m);
        // The claim it is told of is the claim its report of the night before gave.
        if (day > 1) {
          const { report } = JSON.parse(file(`reports/${p}/day-${day - 1}.json`)) as {
            report: { claim: string[] };
          };
          if (report.claim.length > 0) {
            expect(sheet).toContain(`# Your claim: ${report.claim.join(', ')}.`);
            claims++;
          } else expect(sheet).toContain('# You hold no claim');
        }
      }
    }
    expect(g.game.day).toBeGreaterThan(3);
    // In this game (seed mail-1) a human player holds a claim on some dawn, so that line is tested too.
    expect(claims).toBeGreaterThan(0);
  });

  it('every file of the game agrees, and every day resolves again to the same dawn', () => {
    expect(verifyGame(loaded(dir), { replay: true })).toEqual([]);
    expect(Object.keys(snapshot(dir)).filter((p) => p.startsWith('.') || p.includes('/.'))).toEqual([]);
  });
});
