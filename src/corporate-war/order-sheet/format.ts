/**
 * Writing order sheets: `formatOrders` writes orders in the canonical form of the sheet
 * grammar (see `grammar.ts`), and `orderSheet` writes the pre-filled sheet a
 * player receives for the coming day. Neither can fail; `parseOrders` reads back what
 * `formatOrders` wrote, up to `normaliseOrders`.
 */
import { parseSector } from '../board.js';
import type { OrderInput } from '../orders.js';
import { renderMap } from '../render-map.js';
import { DEFAULT_SCENARIO } from '../scenario.js';
import { describeStanding } from '../standing.js';
import type { PlayerView, ViewSoldier } from '../view.js';
import { fullId, isSectorWord, type SheetContext, shortId } from './grammar.js';

/**
 * Whether an order names its soldiers in exactly one of the three ways (CW-5.2), with a
 * non-empty list: the orders a sheet line can express.
 */
function wellFormed(o: OrderInput): boolean {
  if (o === null || typeof o !== 'object' || typeof o.to !== 'string') return false;
  if (o.via !== undefined && typeof o.via !== 'string') return false;
  const ways = [o.soldier, o.soldiers, o.group].filter((x) => x !== undefined).length;
  if (ways !== 1) return false;
  if (o.soldier !== undefined) return typeof o.soldier === 'string';
  if (o.group !== undefined) return typeof o.group === 'string';
  return Array.isArray(o.soldiers) && o.soldiers.length > 0 && o.soldiers.every((s) => typeof s === 'string');
}

const sector = (s: string): string => {
  const t = s.trim();
  return isSectorWord(t) ? t.toUpperCase() : s;
};

/**
 * Orders in the normal form that `parseOrders` gives: soldier ids in full (an id
 * without `/` gets the player's id in front), a list of one soldier written as
 * `soldier`, sector names trimmed and upper-cased, and fields in the order whom, `to`,
 * `via`. An order that names its soldiers in none or more than one of the three ways, or
 * by an empty list, cannot be written on a sheet and is returned unchanged.
 *
 * @example
 * ```ts
 * normaliseOrders([{ soldiers: ['grunt-1'], to: 'c6' }], { player: 'psicorps' });
 * // [{ soldier: 'psicorps/grunt-1', to: 'C6' }]
 * ```
 */
export function normaliseOrders(orders: readonly OrderInput[], context: SheetContext): OrderInput[] {
  return orders.map((o) => {
    if (!wellFormed(o)) return o;
    const to = sector(o.to);
    const via = o.via === undefined ? {} : { via: sector(o.via) };
    if (o.group !== undefined) return { group: sector(o.group), to, ...via };
    const ids = (o.soldier !== undefined ? [o.soldier] : o.soldiers!).map((id) => fullId(context.player, id));
    return ids.length === 1 ? { soldier: ids[0]!, to, ...via } : { soldiers: ids, to, ...via };
  });
}

function describeJson(o: unknown): string {
  try {
    return JSON.stringify(o) ?? String(o);
  } catch {
    return String(typeof o);
  }
}

/** One order as a sheet line. */
function formatOrder(o: OrderInput, player: string): string {
  if (!wellFormed(o)) {
    // Kept visible, and never carried out: a comment cannot be mistaken for an order.
    const json = describeJson(o);
    return `# not an order a sheet can express: ${json.length > 400 ? `${json.slice(0, 400)}...` : json}`;
  }
  const who =
    o.group !== undefined
      ? o.group
      : (o.soldier !== undefined ? [o.soldier] : o.soldiers!).map((id) => shortId(player, id)).join(', ');
  return `${who} -> ${o.to}${o.via === undefined ? '' : ` via ${o.via}`}`;
}

/**
 * Orders as an order sheet in canonical form: a `player:` header (and `day:` when the
 * context has a day), then one line per order, soldiers by their short ids when that
 * reads back the same. Never fails. `parseOrders(formatOrders(orders, c), c)` gives
 * `normaliseOrders(orders, c)` back when every soldier id is a word of the grammar
 * (letters, digits, `-`, `_`, `.`, `/`) and every line fits in `MAX_SHEET_LINE_LENGTH`
 * characters (a list of a few dozen soldiers); a longer line is written all the same,
 * and reading it back says it is too long. An order a line cannot express (see
 * `normaliseOrders`) is written as a comment, so it is seen but not carried out.
 *
 * @example
 * ```ts
 * formatOrders([{ soldiers: ['psicorps/grunt-1', 'psicorps/grunt-2'], to: 'C6', via: 'B5' }], { player: 'psicorps', day: 3 });
 * // 'player: psicorps\nday: 3\ngrunt-1, grunt-2 -> C6 via B5\n'
 * ```
 */
export function formatOrders(orders: readonly OrderInput[], context: SheetContext): string {
  const lines = [`player: ${context.player}`];
  if (context.day !== undefined) lines.push(`day: ${context.day}`);
  const normal = normaliseOrders(orders, context);
  // No orders are said to be none on purpose, so that the sheet is not taken for an empty one.
  if (normal.length === 0) lines.push('no orders');
  for (const o of normal) lines.push(formatOrder(o, context.player));
  return `${lines.join('\n')}\n`;
}

/** How to write a pre-filled sheet. */
export interface OrderSheetOptions {
  /** Display names for corporation ids (default the view's own `names`); the id is shown otherwise. */
  readonly names?: Readonly<Record<string, string>>;
  /** Add the map, the key sectors and the claim as comments (default true). */
  readonly standing?: boolean;
}

/**
 * What the sheet says of the Mobile Command (CW-3.4) in the sector it stands in, from who
 * of its two still stands there: the Doc follows the Commander only while both live. The
 * view does not carry the soldiers' roles, so they are known by the standard scenario's
 * unit types, as `checkOrdersForView` knows them.
 */
function mobileCommandNote(here: readonly ViewSoldier[]): string {
  const { commander, doc } = DEFAULT_SCENARIO.mobileCommand;
  const hasCommander = here.some((s) => s.type === commander);
  const hasDoc = here.some((s) => s.type === doc);
  if (hasCommander && hasDoc) return ', Mobile Command (the Doc goes where the Commander goes)';
  if (hasCommander) return ', Mobile Command: the Commander alone, the Doc has fallen';
  if (hasDoc) return ', Mobile Command: the Doc alone, the Commander has fallen';
  return ', Mobile Command';
}

/**
 * Whether and how the fallen can come back, for the heading of the sheet's list of them:
 * never once the Mobile Command is wrecked (CW-8.4); not by the standard rules while the
 * Doc is fallen (CW-8.5, the option `docDeath`, whose value the view does not carry);
 * else when their tags reach it in a key sector (CW-8.3).
 */
function revivalNote(view: PlayerView): string {
  if (view.mobileCommand.wrecked) return 'your Mobile Command is wrecked: they stay fallen, CW-8.4';
  const doc = DEFAULT_SCENARIO.mobileCommand.doc;
  if (view.soldiers.some((s) => s.type === doc && s.status !== 'alive'))
    return 'the Doc has fallen: by the standard rules nobody is revived any more, CW-8.5';
  return 'back when their tags reach the Mobile Command and it holds a key sector, CW-8.3';
}

/** The grammar reminder at the top of every sheet. */
const REMINDER = [
  '# One order per line: the soldiers, "->" (or "to"), the target sector, and on a',
  '# two-sector move optionally "via" and the sector to pass through. Name the soldiers',
  '# by the sector they stand in (the whole group there) or by their ids, separated',
  '# by commas. A target is at most two sectors away, a diagonal step counting as one',
  '# (CW-5.2); a soldier without an order stays where he is (CW-5.4). Everything after',
  '# "#" is a comment. For example:',
  '#   C5 -> D6                        the whole group in C5 moves to D6',
  '#   grunt-1, ghost-2 -> E7 via D6   these two move to E7, passing through D6',
  '# To order a group, delete the "#" in front of its line and write the target after "->".',
  '# Each soldier is listed with his unit type and ratings kill/survive/escape/info.',
];

/**
 * The pre-filled order sheet of a player for the coming day, from its view alone: a
 * header (`player:`, `day:`, the corporation), a short reminder of the grammar in
 * comments, then for every sector where the player has living soldiers a commented
 * block listing them (short id, unit type and ratings kill/survive/escape/info), the
 * Mobile Command marked (CW-3.4), with a commented template line such as `# C5 ->` for
 * the group; and the fallen, listed as comments. Everything but the headers is a
 * comment, so a sheet returned unedited reads as no orders: everyone stays (CW-5.4).
 *
 * @example
 * ```ts
 * const sheet = orderSheet(playerView(state, 'psicorps')!, { names: { psicorps: 'PsiCorps' } });
 * sendMail('psicorps@example.com', `Orders for day ${state.day}`, sheet);
 * ```
 */
export function orderSheet(view: PlayerView, options: OrderSheetOptions = {}): string {
  const player = view.player;
  const name = (options.names ?? view.names)[view.corporation] ?? view.corporation;
  const id = (s: ViewSoldier) => shortId(player, s.id);
  const living = view.soldiers.filter((s) => s.status === 'alive');
  const fallen = view.soldiers.filter((s) => s.status !== 'alive');
  const idWidth = Math.max(0, ...view.soldiers.map((s) => id(s).length));
  const typeWidth = Math.max(0, ...view.soldiers.map((s) => s.type.length));
  const row = (s: ViewSoldier) =>
    `${id(s).padEnd(idWidth)}  ${s.type.padEnd(typeWidth)}  ${s.kill}/${s.survive}/${s.escape}/${s.info}`;

  const out = [
    `# Corporate War: the orders of ${name} for day ${view.day}, entering from the ${view.edge}.`,
    `player: ${player}`,
    `day: ${view.day}`,
    '#',
    ...REMINDER,
  ];
  if (view.outcome !== null) {
    out.push(
      '#',
      `# The game is over (day ${view.outcome.day}, ${view.outcome.reason}): no orders are carried out.`,
    );
  }
  // What a mail player knows, every day: the map, the key sectors, its claim; without a
  // client to draw them, the sheet is all it has.
  if (options.standing !== false) {
    out.push('#', `# What ${name} knows at dawn of day ${view.day}:`, '#');
    for (const line of renderMap(view).trimEnd().split('\n')) out.push(`# ${line}`.trimEnd());
    out.push('#');
    for (const line of describeStanding(view)) out.push(`# ${line}`);
  }
  // Board order (row, then column): the sectors' indices, as `parseSector` gives them.
  const index = (name: string) => parseSector(view.board, name) ?? -1;
  const sectors = [...new Set(living.map((s) => s.sector))].sort((a, b) => index(a) - index(b));
  if (sectors.length === 0) out.push('#', '# None of your soldiers is standing.');
  for (const sector of sectors) {
    const here = living.filter((s) => s.sector === sector);
    const command =
      view.mobileCommand.sector === sector && !view.mobileCommand.wrecked ? mobileCommandNote(here) : '';
    out.push('#', `# ${sector}: ${here.length} ${here.length === 1 ? 'soldier' : 'soldiers'}${command}`);
    for (const s of here) out.push(`#   ${row(s)}`);
    out.push(`# ${sector} ->`);
  }
  if (fallen.length > 0) {
    out.push('#', `# Fallen (${revivalNote(view)}):`);
    for (const s of fallen) {
      const tags = s.tagsWith === null ? 'tags lost' : `tags with ${shortId(player, s.tagsWith)}`;
      out.push(`#   ${row(s)}  fell in ${s.sector}, ${tags}`);
    }
  }
  if (view.mobileCommand.wrecked && view.mobileCommand.sector !== null) {
    out.push('#', `# The wreck of your Mobile Command lies in ${view.mobileCommand.sector} (CW-8.4).`);
  }
  return `${out.join('\n')}\n`;
}
