/**
 * Text for play by mail: a player's report, and a map of what the player knows (TSG-9.1,
 * TSG-9.2). The map draws the offset grid as the seed does, odd columns half a row
 * lower: each row is two lines, the even columns on the first and the odd ones on the
 * second, three characters a hex.
 */
import { gridOf } from './map.js';
import type { TsgReport } from './report.js';
import type { TsgView } from './view.js';

/**
 * The map as the player knows it. A hex shows its system (`.` none, `*` neutral, `o`
 * yours, `x` the enemy's, `O` your home, `X` the enemy home) and its fleets (`m` yours,
 * `e` the enemy's, `!` both). Below it: your fleets with their ships, the enemy's
 * counters, and your latest sensor contacts.
 */
export function renderMap(view: TsgView): string {
  const grid = gridOf(view.map);
  const mine = view.map.homes[view.players.indexOf(view.me) === 1 ? 1 : 0];
  const sys = new Map(view.systems.map((s) => [s.cell, s]));
  // Whose fleets are in each hex (bit 1 own, bit 2 enemy), found once rather than by a
  // search of every fleet for each of the map's hexes.
  const present = new Map<number, number>();
  for (const f of view.fleets) present.set(f.at, (present.get(f.at) ?? 0) | (f.owner === view.me ? 1 : 2));
  const cellText = (c: number): string => {
    const s = sys.get(c);
    let a = '.';
    if (s !== undefined) {
      const home = view.map.homes.includes(c);
      const ours = s.owner === view.me;
      a =
        s.owner === null
          ? '*'
          : home && c === mine
            ? ours
              ? 'O'
              : 'x'
            : home
              ? ours
                ? 'o'
                : 'X'
              : ours
                ? 'o'
                : 'x';
    }
    const here = present.get(c) ?? 0;
    const m = (here & 1) !== 0;
    const e = (here & 2) !== 0;
    return `${a}${m && e ? '!' : m ? 'm' : e ? 'e' : ' '} `;
  };
  const lines = [
    `Turn ${view.turn}, ${view.phase}: the map of ${view.me} (${view.map.cols}x${view.map.rows})`,
  ];
  const header = Array.from({ length: view.map.cols }, (_, c) =>
    c % 2 === 0 ? String(c + 1).padStart(2, '0') : '   ',
  ).join('');
  lines.push(`     ${header}`);
  for (let r = 0; r < view.map.rows; r++) {
    for (const parity of [0, 1]) {
      let line = parity === 0 ? `${String(r + 1).padStart(2, '0')}   ` : '     ';
      for (let c = 0; c < view.map.cols; c++) line += c % 2 === parity ? cellText(grid.cellAt(c, r)!) : '   ';
      lines.push(line.trimEnd());
    }
  }
  lines.push(
    `BP ${view.bp}; battle orders: retreat ${view.battle.retreatAt === null ? 'never' : `at ${view.battle.retreatAt}% lost`}`,
  );
  for (const f of view.myFleets) {
    const ships = f.ships
      .map((s) => `${s.id} E${s.engine} S${s.shields} T${s.toHit} W${s.weapons}`)
      .join(', ');
    lines.push(`  ${f.id} at ${grid.name(f.at)}: ${ships}`);
  }
  for (const f of view.fleets.filter((x) => x.owner !== view.me))
    lines.push(`  enemy ${f.id} at ${grid.name(f.at)}`);
  for (const c of view.contacts)
    lines.push(`  sensors, turn ${c.turn}: ${c.fleet} at ${grid.name(c.at)} has ${c.ships} ships`);
  return lines.join('\n');
}

/** A report as text. */
export function renderReport(r: TsgReport): string {
  const lines = [`Turn ${r.turn}, step ${r.step} (${r.phase}): report for ${r.player}`];
  for (const m of r.refused) lines.push(`  orders refused: ${m}`);
  for (const o of r.outcomes)
    lines.push(
      `  order ${o.index + 1} (${o.kind}): ${o.result === 'done' ? 'done' : `refused, ${o.message}`}`,
    );
  if (r.built.length > 0) lines.push(`  built ${r.built.join(', ')}`);
  if (r.initiative !== null)
    lines.push(
      `  initiative: ${r.initiative.rolls.map((x) => x.join('-')).join(', then ')}; ${r.initiative.first} moves first`,
    );
  if (r.contacts !== null)
    lines.push(
      r.contacts.length === 0
        ? '  sensors: nothing within range'
        : `  sensors: ${r.contacts.map((c) => `${c.fleet} ${c.ships} ships`).join(', ')}`,
    );
  for (const b of r.battles)
    lines.push(
      `  battle at ${b.at}, ${b.attacker} attacking: ${b.rounds} round(s), ${b.end}${b.retreated !== null ? ` (${b.retreated} broke off)` : ''}; lost ${b.myLosses.length} (${b.myLosses.join(', ') || '-'}), enemy lost ${b.enemyLosses}`,
    );
  for (const s of r.systems) lines.push(`  system ${s.at} now ${s.owner ?? 'neutral'}`);
  if (r.income !== null) lines.push(`  income ${r.income} BP`);
  lines.push(`  BP ${r.bp}`);
  if (r.end !== null)
    lines.push(`  game over: ${r.end.reason}; winners ${r.end.winners.join(', ') || 'none'}`);
  if (r.map !== undefined) lines.push('', r.map.trimEnd());
  return lines.join('\n');
}
