/**
 * The text board (the contract's `renderMap`), drawn from the board model: the factions
 * side by side with their bases by name and their navies by kind, the faction's own fleet
 * with the names the sheet takes, its stocks, the turn's prices and a legend. Galactic
 * Overlord has no map, so the board is this table; it fits an 80-column terminal, and
 * long lists (a hundred ships, dozens of bases) are summarised.
 */
import type { GoView } from '../view.js';
import { type Board, type BoardShip, boardOf } from './board.js';
import { counted, kindCount, listed, shipRuns, summarised } from './names.js';
import { priceLines } from './prices.js';

const pad = (text: string, width: number): string => text.padEnd(width);
const padLeft = (text: string, width: number): string => text.padStart(width);

/** The faction's own fleet, by kind: whole ships as runs of names, damaged ones each with its hit points. */
function fleetLines(ships: readonly BoardShip[]): string[] {
  if (ships.length === 0) return ['  none'];
  const kinds: { kind: BoardShip; ids: number[]; damaged: BoardShip[] }[] = [];
  for (const s of ships) {
    let k = kinds.find((x) => x.kind.hull === s.hull && x.kind.weapon === s.weapon);
    if (k === undefined) kinds.push((k = { kind: s, ids: [], damaged: [] }));
    k.ids.push(s.id);
    if (s.hp < s.maxHp) k.damaged.push(s);
  }
  return kinds.map(({ kind, ids, damaged }) => {
    const hurt =
      damaged.length === 0
        ? ''
        : `; damaged: ${summarised(
            damaged.map((d) => `${d.name} ${d.hp}/${d.maxHp} HP`),
            4,
          )}`;
    return `  ${kindCount(ids.length, kind.hull, kind.weapon)} (${kind.maxHp} HP each): ${shipRuns(ids)}${hurt}`;
  });
}

/** The board as text. */
export function renderBoard(board: Board): string {
  const lines = [
    `Galactic Overlord, turn ${board.turn} of ${board.turnLimit}: what ${board.player} knows`,
    '',
  ];
  const head = ['faction', 'status', 'BP', 'income', 'navy BP', 'bases'];
  const rows = board.factions.map((f) => [
    f.you ? `${f.id} (you)` : f.allied ? `${f.id} (ally)` : f.id,
    f.status === 'out' ? `out (turn ${f.outAt})` : f.status,
    String(f.bp),
    `+${f.income}`,
    String(f.value),
    summarised(
      f.bases.map((b) => (b.home ? b.name : `${b.name}*`)),
      8,
    ) || '-',
  ]);
  const widths = head.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const right = [false, false, true, true, true, false];
  const row = (cells: string[]) =>
    `  ${cells.map((c, k) => (k === cells.length - 1 ? c : right[k] ? padLeft(c, widths[k]!) : pad(c, widths[k]!))).join('  ')}`.trimEnd();
  lines.push(row(head));
  board.factions.forEach((f, k) => {
    lines.push(row(rows[k]!));
    if (f.status !== 'out')
      lines.push(
        `  ${pad('', widths[0]!)}  navy: ${
          f.navy.length === 0 ? 'none' : listed(f.navy.map((n) => kindCount(n.count, n.hull, n.weapon)))
        }`,
      );
  });
  if (board.alliances.length > 0)
    lines.push(`  Alliances standing: ${board.alliances.map((a) => a.join(' and ')).join('; ')}`);
  const mine = board.factions.find((f) => f.you);
  const value = mine?.value ?? 0;
  lines.push(
    '',
    `Your fleet: ${counted(board.ships.length, 'ship')}, ${value} BP`,
    ...fleetLines(board.ships),
  );
  const s = board.stocks;
  lines.push(
    '',
    `Your stocks: ${s.bp} BP in stock, ${board.prices.available} to spend this turn;`,
    `  ${counted(s.generators, 'shield generator')}, ${counted(s.spies, 'spy', 'spies')}, ` +
      `${counted(s.counterEspionage, 'counter-espionage use')}`,
    ...priceLines(board.prices),
    '',
    'Legend:',
    ...board.legend.map((l) => `  ${pad(l.symbol, 8)} ${l.meaning}`),
  );
  return lines.join('\n');
}

/** The text board of a faction's view (the contract's `renderMap`). */
export function renderMap(view: GoView): string {
  return renderBoard(boardOf(view));
}
