/**
 * A faction's view as a text map (the contract's `renderMap`). Galactic Overlord has no
 * board: its map is a table of the factions as the post shows them (bases, build points,
 * navies by kind, GO-7.1), the bases with holder and builder, and the faction's own ships
 * and stocks in full. It is made from the view alone, so it shows nothing the faction
 * does not know: no other faction's damage, generators or orders.
 */
import { viewBudget } from './bots.js';
import { kindOf } from './report.js';
import type { GoView } from './view.js';
import { hullHp, hullSize } from './vocabulary.js';

const pad = (text: string, width: number): string => text.padEnd(width);

/** A navy breakdown as `3 battleship/laser, 1 cruiser/torpedo`, or `none`. */
function navyText(navy: Readonly<Record<string, number>>): string {
  return (
    Object.entries(navy)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ') || 'none'
  );
}

/** A navy's BP value from its breakdown (GO-3.2). */
function navyValue(navy: Readonly<Record<string, number>>): number {
  let v = 0;
  for (const [k, n] of Object.entries(navy)) {
    const kind = kindOf(k);
    if (kind !== null) v += n * hullSize(kind.hull);
  }
  return v;
}

/** `view` as a text map: factions, bases, and the faction's own fleet and stocks. */
export function renderMap(view: GoView): string {
  const lines = [`Galactic Overlord, turn ${view.turn} of ${view.turnLimit}: what ${view.player} knows`, ''];
  const rows = view.players.map((p) => {
    const f = view.factions[p]!;
    const status = f.outAt !== null ? `out (turn ${f.outAt})` : f.cutOff ? 'cut off' : 'in';
    const captured = f.bases.length - f.home;
    return [
      p === view.player ? `${p} (you)` : p,
      status,
      `${f.home}+${captured}`,
      String(f.bp),
      String(navyValue(f.navy)),
      navyText(f.navy),
    ];
  });
  const head = ['faction', 'status', 'bases', 'BP', 'navy BP', 'navy'];
  const widths = head.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const row = (cells: string[]) =>
    `  ${cells.map((c, k) => (k === cells.length - 1 ? c : pad(c, widths[k]!))).join('  ')}`.trimEnd();
  lines.push(row(head), ...rows.map(row), '  (bases: home + captured; navy BP: the hulls’ cost)', '');
  lines.push('Bases (id: holder, built by)');
  for (const p of view.players) {
    const held = view.bases.filter((b) => b.holder === p);
    if (held.length === 0) continue;
    lines.push(
      `  ${pad(`${p}:`, 12)} ${held.map((b) => (b.builder === p ? `${b.id}` : `${b.id} (built by ${b.builder})`)).join(', ')}`,
    );
  }
  lines.push('', `Your fleet (${view.me.ships.length} ships)`);
  for (const s of view.me.ships) {
    const hp = hullHp(s.hull);
    lines.push(`  ${pad(String(s.id), 6)} ${pad(s.hull, 12)} ${pad(s.weapon, 8)} ${hp - s.damage}/${hp} HP`);
  }
  if (view.me.ships.length === 0) lines.push('  none');
  lines.push(
    '',
    `Your stocks: ${view.me.bp} BP (${viewBudget(view)} to spend this turn), ` +
      `${view.me.generators} shield generators, ${view.me.counterEspionage} counter-espionage` +
      (view.me.cutOffShips !== null ? `; cut off with ${view.me.cutOffShips} ships` : ''),
  );
  return lines.join('\n');
}
