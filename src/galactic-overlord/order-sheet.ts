/**
 * The text order sheet a forum player writes for the referee: one order a line, as
 * `keyword: value`, read back into the JSON orders `checkOrders` takes, with an answer
 * that names each line it could not read and every issue of the orders. **Invented**
 * format (the seed has none):
 *
 * ```
 * bases: 1
 * ship: 2 x cruiser torpedo
 * repair: 4 7
 * attack: bob all to-death base 5      (or: attack: bob 1 2 3)
 * shields                              (or: generator, or: train spy)
 * oob: LFTLTF close-in bunch
 * oob against bob: TTFFLL
 * spy: bob attack                      (or: bob build-generator, bob train-spy)
 * counter-espionage
 * ally: cy                             (declare; several ids allowed)
 * break alliance: dee
 * give: 5 to cy                        (one line a base)
 * accept: 9 12
 * ```
 *
 * A sheet opens with the kernel's header, `player:` and `step:` (the turn, which is the
 * game's step), so that a sheet filed under another faction or sent again a turn later is
 * refused, not read as another faction's or turn's orders.
 */
import type { OrderSheetCodec, SheetReply } from '../kernel/game/contract.js';
import { readSheetHeader, type SheetDue, sheetHeaderLines, unboundNote } from '../kernel/sheet-header.js';
import { largestHull, viewBudget } from './bots.js';
import { formatSlots, type Oob } from './oob.js';
import { checkOrders, type Orders } from './orders.js';
import type { GoState } from './state.js';
import type { GoView } from './view.js';
import { HULLS, WEAPONS } from './vocabulary.js';

/** The sheet's player and step: the faction, and the turn, which is the game's step (`game.ts`). */
const dueOf = (player: string, turn: number): SheetDue => ({ player, step: turn });

/** The sheet a faction fills in, from its view: what it has, and every order commented out. */
export function blankSheet(view: GoView): string {
  const foes = view.players.filter((p) => p !== view.player && view.factions[p]!.outAt === null);
  return [
    `# Galactic Overlord: orders of ${view.player} for turn ${view.turn}`,
    ...sheetHeaderLines(dueOf(view.player, view.turn)),
    `# BP available: ${viewBudget(view)}; largest hull: ${largestHull(view) ?? 'none'}; generators: ${view.me.generators}; spies: ${view.me.spies}; counter-espionage: ${view.me.counterEspionage}`,
    `# Your bases: ${
      view.bases
        .filter((b) => b.holder === view.player)
        .map((b) => b.id)
        .join(', ') || 'none'
    }; your declared allies: ${view.me.allies.join(', ') || 'none'}`,
    `# Your ships: ${view.me.ships.map((s) => `${s.id} ${s.hull} ${s.weapon}${s.damage > 0 ? ` (${s.damage} damage)` : ''}`).join(', ') || 'none'}`,
    `# Factions in the game: ${foes.join(', ')}`,
    '# Remove the # before an order to give it. One special order: attack, shields, generator or train spy.',
    '# bases: 1',
    `# ship: 1 x ${largestHull(view) ?? 'frigate'} laser`,
    '# repair: 4 7',
    `# attack: ${foes[0] ?? 'faction'} all`,
    '# shields',
    '# generator',
    '# train spy',
    '# oob: LFTLTF none none',
    `# oob against ${foes[0] ?? 'faction'}: TLFTFL close-in bunch`,
    `# spy: ${foes[0] ?? 'faction'} attack`,
    '# counter-espionage',
    `# ally: ${foes[0] ?? 'faction'}`,
    `# break alliance: ${foes[0] ?? 'faction'}`,
    `# give: 1 to ${foes[0] ?? 'faction'}`,
    '# accept: 1',
    '',
  ].join('\n');
}

/** Reads a filled-in sheet of `player`; never throws on any text. */
export function readSheet(text: string, state: GoState, player: string): SheetReply {
  const orders: Record<string, unknown> = {};
  const ships: { hull: string; weapon: string }[] = [];
  const against: Record<string, unknown> = {};
  const give: { base: number; to: string }[] = [];
  const notes: string[] = [];
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : [];
  const due = dueOf(player, state.turn);
  const header = readSheetHeader(lines, due);
  // Another faction's or turn's sheet: none of its lines are this faction's orders.
  if (header.foreign) {
    const reply = [
      ...header.issues.map((i) => i.message),
      `sheet refused: send the sheet of ${player} for turn ${state.turn}`,
    ];
    return { orders: {}, reply: reply.join('\n'), issues: header.issues };
  }
  lines.forEach((raw, k) => {
    if (header.taken.has(k)) return;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const where = `line ${k + 1}`;
    // Keys may name a faction (`oob against p2`), whose ids hold digits and dashes.
    const m = /^([a-z][a-z0-9 -]*?)\s*(?::\s*(.*))?$/i.exec(line);
    const key = (m?.[1] ?? '').toLowerCase();
    const words = (m?.[2] ?? '').split(/\s+/).filter((w) => w !== '');
    const num = (w: string | undefined) => (w !== undefined && /^\d{1,6}$/.test(w) ? Number(w) : Number.NaN);
    if (key === 'bases' && words.length === 1 && Number.isInteger(num(words[0])))
      orders.bases = num(words[0]);
    else if (key === 'ship') {
      const n = words[1]?.toLowerCase() === 'x' ? num(words[0]) : 1;
      const [hull, weapon] = (words[1]?.toLowerCase() === 'x' ? words.slice(2) : words).map((w) =>
        w.toLowerCase(),
      );
      if (
        !Number.isInteger(n) ||
        n < 1 ||
        n > 200 ||
        !(HULLS as readonly string[]).includes(hull ?? '') ||
        !(WEAPONS as readonly string[]).includes(weapon ?? '')
      ) {
        notes.push(
          `${where}: a ship is "ship: [N x] hull weapon", hulls ${HULLS.join(', ')}, weapons ${WEAPONS.join(', ')}`,
        );
      } else for (let i = 0; i < n && ships.length < 200; i++) ships.push({ hull: hull!, weapon: weapon! });
    } else if (key === 'repair' && words.every((w) => Number.isInteger(num(w))))
      orders.repair = words.map(num);
    else if (key === 'attack' && words.length >= 1) {
      const [target, ...rest] = words;
      const attack: Record<string, unknown> = { kind: 'attack', target, ships: 'all' };
      const ids: number[] = [];
      for (let i = 0; i < rest.length; i++) {
        const w = rest[i]!.toLowerCase();
        if (w === 'all') attack.ships = 'all';
        else if (w === 'to-death') attack.toDeath = true;
        else if (w === 'base' && Number.isInteger(num(rest[i + 1]))) attack.base = num(rest[++i]);
        else if (Number.isInteger(num(w))) ids.push(num(w));
        else notes.push(`${where}: "${rest[i]}" is not a ship id, all, to-death or base N`);
      }
      if (ids.length > 0) attack.ships = ids;
      orders.special = attack;
    } else if (key === 'shields' && words.length === 0) orders.special = { kind: 'raise-shields' };
    else if (key === 'generator' && words.length === 0) orders.special = { kind: 'build-generator' };
    else if (key === 'train spy' && words.length === 0) orders.special = { kind: 'train-spy' };
    else if (key === 'spy' && words.length === 2)
      orders.spy = { target: words[0], order: words[1]!.toLowerCase() };
    else if (key === 'counter-espionage' && words.length === 0) orders.counterEspionage = true;
    else if ((key === 'ally' || key === 'break alliance') && words.length >= 1) {
      const field = key === 'ally' ? 'ally' : 'breakAlliance';
      orders[field] = [...((orders[field] as string[] | undefined) ?? []), ...words];
    } else if (
      key === 'give' &&
      words.length === 3 &&
      words[1]!.toLowerCase() === 'to' &&
      Number.isInteger(num(words[0]))
    )
      give.push({ base: num(words[0]), to: words[2]! });
    else if (key === 'accept' && words.length >= 1 && words.every((w) => Number.isInteger(num(w))))
      orders.accept = words.map(num);
    else if ((key === 'oob' || key.startsWith('oob against ')) && words.length >= 1 && words.length <= 3) {
      // Unknown tactics are left for checkOrders to refuse with oob/invalid.
      const oob = { slots: words[0], range: words[1] ?? 'none', formation: words[2] ?? 'none' };
      if (key === 'oob') orders.oob = oob;
      else against[key.slice('oob against '.length).trim()] = oob;
    } else notes.push(`${where}: cannot read "${line.slice(0, 40)}"`);
  });
  if (ships.length > 0) orders.ships = ships;
  if (Object.keys(against).length > 0) orders.against = against;
  if (give.length > 0) orders.give = give;
  const check = checkOrders(state, player, orders);
  const unread = header.issues.length + notes.length;
  const note = unboundNote(header, due);
  const reply = [
    ...header.issues.map((i) => i.message),
    ...notes,
    ...(check.ok ? [] : check.error.map((i) => `refused (${i.path.join('.') || 'orders'}): ${i.message}`)),
    // A line not read refuses the sheet whole (the referee stores nothing), so never say "accepted" then.
    ...(!check.ok ? [] : unread > 0 ? ['sheet refused: fix the lines above'] : ['orders accepted']),
    ...(note === null ? [] : [note]),
  ].join('\n');
  // The lines the sheet could not read, for a referee to refuse the sheet whole (the
  // rules' issues with the orders read are the referee's checkOrders' to find).
  const issues = [
    ...header.issues,
    ...notes.map((message) => ({ code: 'sheet/unreadable-line', path: [], message })),
  ];
  return { orders, reply, issues };
}

const oobLine = (o: Oob) => `${formatSlots(o.slots)} ${o.range} ${o.formation}`;

/**
 * Validated orders written as a sheet, one order a line, that `readSheet` reads back to
 * the same orders (a property checks it). Never fails.
 */
export function writeSheet(orders: Orders): string {
  const lines: string[] = [];
  if (orders.bases > 0) lines.push(`bases: ${orders.bases}`);
  for (const s of orders.ships) lines.push(`ship: ${s.hull} ${s.weapon}`);
  if (orders.repair.length > 0) lines.push(`repair: ${orders.repair.join(' ')}`);
  const sp = orders.special;
  if (sp?.kind === 'attack') {
    const ships = sp.ships === 'all' ? 'all' : sp.ships.join(' ');
    lines.push(
      `attack: ${sp.target} ${ships}${sp.toDeath ? ' to-death' : ''}${sp.base !== null ? ` base ${sp.base}` : ''}`,
    );
  } else if (sp?.kind === 'raise-shields') lines.push('shields');
  else if (sp?.kind === 'build-generator') lines.push('generator');
  else if (sp?.kind === 'train-spy') lines.push('train spy');
  if (orders.oob !== null) lines.push(`oob: ${oobLine(orders.oob)}`);
  for (const [enemy, o] of Object.entries(orders.against)) lines.push(`oob against ${enemy}: ${oobLine(o)}`);
  if (orders.spy !== null) lines.push(`spy: ${orders.spy.target} ${orders.spy.order}`);
  if (orders.counterEspionage) lines.push('counter-espionage');
  if (orders.ally.length > 0) lines.push(`ally: ${orders.ally.join(' ')}`);
  if (orders.breakAlliance.length > 0) lines.push(`break alliance: ${orders.breakAlliance.join(' ')}`);
  for (const g of orders.give) lines.push(`give: ${g.base} to ${g.to}`);
  if (orders.accept.length > 0) lines.push(`accept: ${orders.accept.join(' ')}`);
  return lines.map((l) => `${l}\n`).join('');
}

/** The order sheet codec of the game contract. */
export const ORDER_SHEET: OrderSheetCodec<GoState, GoView> = { blank: blankSheet, read: readSheet };
