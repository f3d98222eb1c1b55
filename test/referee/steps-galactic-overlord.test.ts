/**
 * The referee trial of Galactic Overlord (issue 19): a game run through `simulturn
 * referee` by step, two factions played by forum players who write text order sheets
 * (the invented one-order-a-line format of `order-sheet.ts`) and one by a bot. What the
 * trial found is fixed and pinned here: a sheet line `oob against p3: …` was not read,
 * since the line's keyword could not hold a faction id with digits (the default ids
 * `p1`, `p2`… all have one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { botRng } from '../../src/kernel/match.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-galactic-overlord-');
afterAll(() => remove());

/** Orders as a forum player would write them on the sheet. */
function sheetOf(orders: Record<string, unknown>): string {
  const lines = ['# my orders'];
  if (typeof orders.bases === 'number' && orders.bases > 0) lines.push(`bases: ${orders.bases}`);
  const ships = (orders.ships ?? []) as { hull: string; weapon: string }[];
  const kinds = new Map<string, number>();
  for (const s of ships) kinds.set(`${s.hull} ${s.weapon}`, (kinds.get(`${s.hull} ${s.weapon}`) ?? 0) + 1);
  for (const [kind, n] of kinds) lines.push(`ship: ${n} x ${kind}`);
  const repair = (orders.repair ?? []) as number[];
  if (repair.length > 0) lines.push(`repair: ${repair.join(' ')}`);
  const special = orders.special as Record<string, unknown> | undefined;
  if (special?.kind === 'attack') {
    const ships = special.ships === 'all' ? 'all' : (special.ships as number[]).join(' ');
    lines.push(`attack: ${special.target} ${ships}${special.toDeath === true ? ' to-death' : ''}`);
  } else if (special?.kind === 'raise-shields') lines.push('shields');
  else if (special?.kind === 'build-generator') lines.push('generator');
  const oob = (o: Record<string, unknown>) => `${o.slots} ${o.range ?? 'none'} ${o.formation ?? 'none'}`;
  if (orders.oob !== undefined) lines.push(`oob: ${oob(orders.oob as Record<string, unknown>)}`);
  for (const [enemy, o] of Object.entries((orders.against ?? {}) as Record<string, Record<string, unknown>>))
    lines.push(`oob against ${enemy}: ${oob(o)}`);
  return `${lines.join('\n')}\n`;
}

describe('refereeing Galactic Overlord with text order sheets', () => {
  const dir = join(tmp, 'go');

  it('takes sheets a forum player writes, refuses bad ones by line, and resolves', () => {
    const made = referee([
      'new',
      dir,
      '--game',
      'galactic-overlord',
      '--seed',
      'trial',
      '--options',
      'players=3',
      '--bots',
      'p3=aggressor',
    ]);
    expect(made.code, made.err).toBe(0);
    const blank = readFileSync(join(dir, 'sheets', 'p1', 'step-1.txt'), 'utf8');
    // The budget and the price of everything buildable (the mail trial: a player could not see them).
    expect(blank).toContain('# BP available: 47 (32 in stock + 15 income this turn)');
    expect(blank).toContain('# Prices in BP: next base 16 (then 16, 16); repair 1 a ship');
    expect(blank).toContain('# oob against p2:');

    // A slip of the pen: the sheet is refused whole, the line named, nothing stored.
    const slip = 'bases: 1\nship: 10 x battleship fightr\noob: FTLFLT none spread\n';
    const refused = referee(['orders', dir, 'p1', 'p1.txt'], { inputs: { 'p1.txt': slip } });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('line 2: "fightr" is not a weapon and a hull; did you mean "fighter"?');
    expect(refused.out).toContain('nothing was stored');

    // GO-3.3: three home bases allow a battleship, not a dreadnaught.
    const big = 'ship: 1 x dreadnaught laser\n';
    const tooBig = referee(['orders', dir, 'p1', 'p1.txt'], { inputs: { 'p1.txt': big } });
    expect(tooBig.code).toBe(1);
    expect(tooBig.out).toMatch(/dreadnaught/);

    // The fixed sheet, with an order of battle against one faction (the trial's fix).
    const fixed =
      '# turn 1\nbases: 1\nship: 10 x battleship fighter\nship: frigate laser\n' +
      'oob: FTLFLT none spread\noob against p3: FLTFTL close-in bunch\n';
    const ok1 = referee(['orders', dir, 'p1', 'p1.txt'], { inputs: { 'p1.txt': fixed } });
    expect(ok1.code, ok1.out).toBe(0);
    const stored = JSON.parse(readFileSync(join(dir, 'orders', 'step-1', 'p1.json'), 'utf8'));
    expect(JSON.stringify(stored)).toContain(
      '"p3":{"slots":"FLTFTL","range":"close-in","formation":"bunch"}',
    );

    // Keywords in any case, and an attack.
    const p2 = 'Ship: 5 x Cruiser Torpedo\nATTACK: p1 all\nOOB: tlftfl\n';
    const ok2 = referee(['orders', dir, 'p2', '-'], { stdin: p2 });
    expect(ok2.code, ok2.out).toBe(0);
    // The receipt echoes the orders read, with what they spend and what is left.
    expect(ok2.out).toContain(
      'orders accepted:\n  Build 5 torpedo cruisers: 10 BP\n  Attack! p1 with every ship\n',
    );
    expect(ok2.out).toContain('  BP: 47 to spend, 10 spent, 37 left for later turns.\n');
    // The same orders sent as JSON (what was stored): the receipt echoes them alike.
    const json = JSON.stringify(
      JSON.parse(readFileSync(join(dir, 'orders', 'step-1', 'p2.json'), 'utf8')).orders,
    );
    const ok3 = referee(['orders', dir, 'p2', '-'], { stdin: json });
    expect(ok3.code, ok3.out).toBe(0);
    expect(ok3.out).toContain(
      'orders accepted:\n  Build 5 torpedo cruisers: 10 BP\n  Attack! p1 with every ship\n',
    );
    expect(ok3.out).toContain('  BP: 47 to spend, 10 spent, 37 left for later turns.\n');
    expect(ok3.out).toContain('replacing the orders sent before');

    const r = referee(['resolve', dir]);
    expect(r.code, r.err).toBe(0);
    // The public post is among the files to send, for everyone.
    expect(r.out).toContain('Send each player its report, and everyone the public post:');
    expect(r.out).toContain(`  everyone: ${join(dir, 'public', 'step-1.txt')} (the public post)`);
    const report = readFileSync(join(dir, 'reports', 'p2', 'step-1.txt'), 'utf8');
    expect(report).toContain('Your orders were accepted.');
    expect(report).toContain(
      'Build points: 32 held at the start + 15 income − 10 spent on builds and repairs − 0 lost on being cut off = 37 held now.',
    );
    expect(report).toContain('Built: 5 torpedo cruisers (S12–S16).');
    expect(report).toMatch(/Battle \d: you attacked p1/);
  });

  it('plays on to the end with every human order written as a sheet, and replays', {
    timeout: 120_000,
  }, () => {
    let steps = 0;
    for (let k = 0; k < 60; k++) {
      const g = loadStepGame(dir, GAMES);
      if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
      const { game, file, state } = g.value;
      if (file.outcome !== null) break;
      for (const seat of file.seats) {
        if (seat.bot !== null || !game.awaiting(state).players.includes(seat.player)) continue;
        const bot = seat.player === 'p1' ? 'economist' : 'aggressor';
        const orders = game.bots[bot]!.bot(
          game.view(state, seat.player),
          botRng(`forum:${file.seed}`, seat.player, file.step),
        ) as Record<string, unknown>;
        const sent = referee(['orders', dir, seat.player, '-'], { stdin: sheetOf(orders) });
        expect(sent.code, `${sheetOf(orders)}\n${sent.out}${sent.err}`).toBe(0);
      }
      const r = referee(['resolve', dir]);
      expect(r.code, r.err).toBe(0);
      steps++;
    }
    const end = loadStepGame(dir, GAMES);
    if (!end.ok) throw new Error('load');
    expect(end.value.file.outcome).not.toBeNull();
    expect(steps).toBeGreaterThan(0);
    expect(verifyStepGame(end.value, { replay: true })).toEqual([]);
    const s = referee(['status', dir]);
    expect(s.out).toContain('over at step');
  });
});
