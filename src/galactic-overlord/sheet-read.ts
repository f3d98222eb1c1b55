/**
 * Reading a filled-in order sheet (the **invented** one-order-a-line format of
 * `order-sheet.ts`) into the JSON orders `checkOrders` takes, with an answer in the
 * player's words: every problem on its line (an unreadable line, with a "did you mean"
 * for a slip of the pen; a refusal of the rules, on the line of the order it concerns),
 * and on acceptance the orders echoed one a line with what they spend and what is left.
 */
import type { SheetReply } from '../kernel/game/contract.js';
import type { IssueBase } from '../kernel/issue.js';
import { nearestName } from '../kernel/rules-options.js';
import { readSheetHeader, type SheetDue, unboundNote } from '../kernel/sheet-header.js';
import { listed, readBaseName, readShipName } from './client/names.js';
import { echoOrders } from './client/order-list.js';
import { checkOrders, type Orders } from './orders.js';
import type { GoState } from './state.js';
import { playerView } from './view.js';
import { HULLS, type Hull, WEAPONS, type Weapon } from './vocabulary.js';

/** The sheet's player and step: the faction, and the turn, which is the game's step (`game.ts`). */
export const dueOf = (player: string, turn: number): SheetDue => ({ player, step: turn });

/** The keywords a sheet line may open with. */
const KEYWORDS = [
  'bases',
  'ship',
  'repair',
  'attack',
  'shields',
  'generator',
  'train spy',
  'oob',
  'oob against',
  'spy',
  'counter-espionage',
  'ally',
  'break alliance',
  'give',
  'accept',
];

/** A hull or weapon word, singular or plural, in any case; with the nearest word when it is a slip. */
function wordOf<T extends string>(word: string, known: readonly T[]): T | null {
  const w = word.toLowerCase();
  for (const k of known) if (w === k || w === `${k}s` || w === `${k}es`) return k;
  return null;
}

/** A ship's kind from two words in either order (`torpedo cruiser`, `cruiser torpedo`), or what is wrong. */
function kindOf(words: readonly string[]): { hull: Hull; weapon: Weapon } | string {
  const [a, b] = words;
  if (words.length !== 2 || a === undefined || b === undefined)
    return `a ship is "ship: N x weapon hull", such as "ship: 5 x torpedo cruiser"`;
  const hull = wordOf(a, HULLS) ?? wordOf(b, HULLS);
  const weapon = wordOf(a, WEAPONS) ?? wordOf(b, WEAPONS);
  if (hull !== null && weapon !== null) return { hull, weapon };
  const slip = (w: string, known: readonly string[]) => nearestName(w.toLowerCase(), known);
  const unknown = [a, b].filter((w) => wordOf(w, HULLS) === null && wordOf(w, WEAPONS) === null);
  const guesses = unknown
    .map((w) => slip(w.replace(/e?s$/i, ''), [...HULLS, ...WEAPONS]) ?? slip(w, [...HULLS, ...WEAPONS]))
    .filter((g) => g !== undefined);
  const mean = guesses.length > 0 ? `; did you mean ${listed(guesses.map((g) => `"${g}"`))}?` : '';
  return `"${unknown.join(' ') || words.join(' ')}" is not a weapon and a hull${mean} (hulls ${HULLS.join(', ')}; weapons ${WEAPONS.join(', ')})`;
}

/** What a receipt says of orders that check: each order in words, then what they spend and what is left. */
const receiptLines = (state: GoState, player: string, orders: Orders): string[] => [
  'orders accepted:',
  ...echoOrders(playerView(state, player), orders).map((l) => `  ${l}`),
];

/**
 * The receipt of orders sent as JSON: the orders accepted, as a sheet's reply echoes
 * them; '' for orders the rules refuse (their problems are the answer).
 */
export function echoSent(orders: unknown, state: GoState, player: string): string {
  const check = checkOrders(state, player, orders);
  return check.ok ? receiptLines(state, player, check.value).join('\n') : '';
}

/** Reads a filled-in sheet of `player`; never throws on any text. */
export function readSheet(text: string, state: GoState, player: string): SheetReply {
  const orders: Record<string, unknown> = {};
  const ships: { hull: string; weapon: string }[] = [];
  const against: Record<string, unknown> = {};
  const give: { base: number; to: string }[] = [];
  const notes: string[] = [];
  // The sheet line of each order read, by the path checkOrders reports it at.
  const lineOf = new Map<string, number>();
  const buildLines: number[] = [];
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
  // Faction ids in any case: the one the game has, else the word as written.
  // A faction the game does not have, with the one a slip of the pen most likely meant.
  const slips = new Map<string, string>();
  const faction = (w: string | undefined) => {
    const word = w ?? '';
    const found = state.players.find((p) => p.toLowerCase() === word.toLowerCase());
    if (found !== undefined) return found;
    // Only a guess that no other faction is as close to (p4 among p1, p2, p3 guesses none).
    const others = state.players.filter((p) => p !== player);
    const near = nearestName(word.toLowerCase(), others);
    const rival =
      near === undefined
        ? undefined
        : nearestName(
            word.toLowerCase(),
            others.filter((p) => p !== near),
          );
    if (near !== undefined && rival === undefined) slips.set(word, near);
    return word;
  };
  const listInto = (field: string, values: unknown[], n: number) => {
    const old = (orders[field] as unknown[] | undefined) ?? [];
    values.forEach((_, k) => lineOf.set(`${field}.${old.length + k}`, n));
    orders[field] = [...old, ...values];
  };
  lines.forEach((raw, k) => {
    if (header.taken.has(k)) return;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const n = k + 1;
    const where = `line ${n}`;
    // Keys may name a faction (`oob against p2`), whose ids hold digits and dashes.
    const m = /^([a-z][a-z0-9 -]*?)\s*(?::\s*(.*))?$/i.exec(line);
    const key = (m?.[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const words = (m?.[2] ?? '').split(/\s+/).filter((w) => w !== '');
    const num = (w: string | undefined) => (w !== undefined && /^\d{1,6}$/.test(w) ? Number(w) : Number.NaN);
    const ids = (read: (w: string) => number | null) => words.map(read);
    if (key === 'bases' && words.length === 1 && Number.isInteger(num(words[0]))) {
      orders.bases = num(words[0]);
      lineOf.set('bases', n);
      buildLines.push(n);
    } else if (key === 'ship' || key === 'ships') {
      // `5 x torpedo cruiser`, `5x torpedo cruiser`, `5 torpedo cruisers`, `torpedo cruiser`.
      const rest = words.join(' ').replace(/^(\d+)\s*x\b/i, '$1 ');
      const parts = rest.split(/\s+/).filter((w) => w !== '');
      const count = /^\d+$/.test(parts[0] ?? '') ? Number(parts.shift()) : 1;
      const kind = kindOf(parts);
      if (typeof kind === 'string') notes.push(`${where}: ${kind}`);
      else if (!Number.isInteger(count) || count < 1 || count > 200)
        notes.push(`${where}: build from 1 to 200 ships of a kind on a line`);
      else {
        buildLines.push(n);
        for (let i = 0; i < count && ships.length < 200; i++) {
          lineOf.set(`ships.${ships.length}`, n);
          ships.push(kind);
        }
      }
    } else if (key === 'repair' && words.length > 0 && ids(readShipName).every((id) => id !== null)) {
      listInto('repair', ids(readShipName), n);
      buildLines.push(n);
    } else if (key === 'attack' && words.length >= 1) {
      const [target, ...rest] = words;
      const attack: Record<string, unknown> = { kind: 'attack', target: faction(target), ships: 'all' };
      const sent: number[] = [];
      for (let i = 0; i < rest.length; i++) {
        const w = rest[i]!.toLowerCase();
        const next = rest[i + 1];
        if (w === 'all') attack.ships = 'all';
        else if (w === 'to-death') attack.toDeath = true;
        else if (w === 'to' && next?.toLowerCase() === 'death') {
          attack.toDeath = true;
          i++;
        } else if (w === 'base' && next !== undefined && readBaseName(next) !== null)
          attack.base = readBaseName(rest[++i]!);
        else if (/^b\d+$/i.test(w)) attack.base = readBaseName(w);
        else if (w === 'takers' && i + 1 < rest.length) {
          // GO-11.4: the rest of the line names who takes the captures, in order.
          attack.takers = rest.slice(i + 1).map(faction);
          break;
        } else if (readShipName(w) !== null) sent.push(readShipName(w)!);
        else
          notes.push(
            `${where}: "${rest[i]}" is not a ship (S4), all, to-death, a base to take (base B5) or takers and their ids`,
          );
      }
      if (sent.length > 0) attack.ships = sent;
      orders.special = attack;
      lineOf.set('special', n);
    } else if ((key === 'shields' || key === 'raise shields') && words.length === 0) {
      orders.special = { kind: 'raise-shields' };
      lineOf.set('special', n);
    } else if ((key === 'generator' || key === 'build generator') && words.length === 0) {
      orders.special = { kind: 'build-generator' };
      lineOf.set('special', n);
    } else if (key === 'train spy' && words.length === 0) {
      orders.special = { kind: 'train-spy' };
      lineOf.set('special', n);
    } else if (key === 'spy' && words.length === 2) {
      orders.spy = { target: faction(words[0]), order: words[1]!.toLowerCase() };
      lineOf.set('spy', n);
    } else if (key === 'counter-espionage' && words.length === 0) {
      orders.counterEspionage = true;
      lineOf.set('counterEspionage', n);
    } else if ((key === 'ally' || key === 'break alliance') && words.length >= 1) {
      listInto(key === 'ally' ? 'ally' : 'breakAlliance', words.map(faction), n);
    } else if (
      key === 'give' &&
      words.length === 3 &&
      words[1]!.toLowerCase() === 'to' &&
      readBaseName(words[0]!) !== null
    ) {
      lineOf.set(`give.${give.length}`, n);
      give.push({ base: readBaseName(words[0]!)!, to: faction(words[2]) });
    } else if (key === 'accept' && words.length >= 1 && ids(readBaseName).every((id) => id !== null)) {
      listInto('accept', ids(readBaseName), n);
    } else if ((key === 'oob' || key.startsWith('oob against ')) && words.length >= 1 && words.length <= 3) {
      // Unknown tactics are left for checkOrders to refuse with oob/invalid.
      const oob = { slots: words[0], range: words[1] ?? 'none', formation: words[2] ?? 'none' };
      if (key === 'oob') {
        orders.oob = oob;
        lineOf.set('oob', n);
      } else {
        const foe = faction(key.slice('oob against '.length).trim());
        against[foe] = oob;
        lineOf.set(`against.${foe}`, n);
      }
    } else {
      const known = KEYWORDS.includes(key) || key.startsWith('oob against ');
      const near = known ? undefined : nearestName(key, KEYWORDS);
      notes.push(
        known
          ? `${where}: cannot read "${line.slice(0, 40)}"; the sheet's example of "${key.startsWith('oob') ? 'oob' : key}:" shows how it is written`
          : `${where}: cannot read "${line.slice(0, 40)}"${near !== undefined ? `; did you mean "${near}:"?` : ''}`,
      );
    }
  });
  if (ships.length > 0) orders.ships = ships;
  if (Object.keys(against).length > 0) orders.against = against;
  if (give.length > 0) orders.give = give;
  const check = checkOrders(state, player, orders);
  // The rules' refusals, each on the line of the order it concerns.
  const placed = (check.ok ? [] : check.error.map((i) => placeIssue(i, lineOf, buildLines))).map((i) => {
    const slip = [...slips].find(
      ([word]) => i.message.includes(`"${word}"`) || i.message.includes(`${word} is`),
    );
    return slip === undefined ? i : { ...i, message: `${i.message}; did you mean ${slip[1]}?` };
  });
  const note = unboundNote(header, due);
  const unread = [
    ...header.issues,
    ...notes.map((message) => ({ code: 'sheet/unreadable-line', path: [], message })),
  ];
  const accepted = check.ok && unread.length === 0;
  const reply = [
    ...unread.map((i) => i.message),
    ...placed.map((i) => i.message),
    ...(accepted ? receiptLines(state, player, check.value) : ['sheet refused: fix the lines above']),
    ...(note === null ? [] : [note]),
  ].join('\n');
  // Lines not read refuse the sheet whole; so do the rules' refusals, each placed on its line.
  return { orders, reply, issues: unread.length > 0 ? unread : placed };
}

/** A rules issue placed on the sheet line of the order it concerns (`line 4: …`). */
function placeIssue(
  i: IssueBase,
  lineOf: ReadonlyMap<string, number>,
  buildLines: readonly number[],
): IssueBase {
  let line: number | undefined;
  for (let k = i.path.length; k > 0 && line === undefined; k--)
    line = lineOf.get(i.path.slice(0, k).join('.'));
  // An issue of the whole sheet (the builds cost too much) is on the builds' first line.
  if (line === undefined && i.code === 'build/too-expensive' && buildLines.length > 0) {
    const more = buildLines.length > 1 ? ` (the builds on lines ${listed(buildLines.map(String))})` : '';
    return { ...i, message: `line ${buildLines[0]}: ${i.message}${more}` };
  }
  // Anything else (a game already over) is on the first order's line, or the first line.
  const first = Math.min(...lineOf.values(), ...buildLines);
  return { ...i, message: `line ${line ?? (Number.isFinite(first) ? first : 1)}: ${i.message}` };
}
