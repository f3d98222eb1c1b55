/**
 * The text order sheet a forum player writes for the referee: one order a line, as
 * `keyword: value`, read back into the JSON orders `checkOrders` takes (`sheet-read.ts`),
 * with an answer that names each line it could not read and every issue of the orders,
 * and echoes the orders when they are accepted. **Invented** format (the seed has none);
 * ships are named `S4` and bases `B5` as the board names them (bare numbers are read too),
 * and a kind is its weapon and hull in either order:
 *
 * ```
 * bases: 1
 * ship: 2 x torpedo cruiser
 * repair: S4 S7
 * attack: bob all to-death base B5     (or: attack: bob S1 S2 S3)
 * attack: bob all takers cy ann        (allies: who takes what it captures, in turn)
 * shields                              (or: generator, or: train spy)
 * oob: LFTLTF close-in bunch
 * oob against bob: TTFFLL
 * spy: bob attack                      (or: bob build-generator, bob train-spy)
 * counter-espionage
 * ally: cy                             (declare; several ids allowed)
 * break alliance: dee
 * give: B5 to cy                       (one line a base)
 * accept: B9 B12
 * ```
 *
 * A sheet opens with the kernel's header, `player:` and `step:` (the turn, which is the
 * game's step), so that a sheet filed under another faction or sent again a turn later is
 * refused, not read as another faction's or turn's orders.
 */
import type { OrderSheetCodec } from '../kernel/game/contract.js';
import { sheetHeaderLines } from '../kernel/sheet-header.js';
import { type BoardShip, boardOf } from './client/board.js';
import { navyWords } from './client/events.js';
import { baseName, counted, kindCount, shipName, shipRuns, summarised } from './client/names.js';
import { basesHeld, largestHull, priceLines, priceList } from './client/prices.js';
import { formatSlots, type Oob } from './oob.js';
import type { Orders } from './orders.js';
import { dueOf, echoSent, readSheet } from './sheet-read.js';
import type { GoState } from './state.js';
import type { GoView } from './view.js';
import { hullSize } from './vocabulary.js';

export { readSheet };

/** The faction's ships on the sheet, from the board model: by kind with their names (`2 torpedo cruisers (S2, S3)`), the damaged ones with their hit points. */
function shipsLine(view: GoView): string {
  const kinds: { ships: BoardShip[] }[] = [];
  for (const ship of boardOf(view).ships) {
    const k = kinds.find((x) => x.ships[0]!.kind === ship.kind);
    if (k === undefined) kinds.push({ ships: [ship] });
    else k.ships.push(ship);
  }
  const parts = kinds.map(({ ships }) => {
    const first = ships[0]!;
    const hurt = ships.filter((x) => x.hp < x.maxHp).map((x) => `${x.name} ${x.hp}/${x.maxHp} HP`);
    return `${kindCount(ships.length, first.hull, first.weapon)} (${shipRuns(ships.map((x) => x.id))}${hurt.length > 0 ? `; damaged ${summarised(hurt, 4)}` : ''})`;
  });
  return parts.length === 0 ? 'none' : parts.join('; ');
}

/** An example order with its note after a second `#`, the notes lined up. */
const example = (order: string, note?: string) =>
  note === undefined ? `# ${order}` : `# ${order.padEnd(32)} # ${note}`;

/**
 * The sheet a faction fills in, from its view: its budget with the prices of everything
 * it may build, its bases and ships by the names the sheet takes, the other factions as
 * the post shows them, and every order commented out with what it does and costs.
 */
export function blankSheet(view: GoView): string {
  const foes = view.players.filter((p) => p !== view.player && view.factions[p]!.outAt === null);
  const foe = foes[0] ?? 'faction';
  const prices = priceList(view);
  const top = largestHull(view);
  const held = view.bases.filter((b) => b.holder === view.player);
  const { home } = basesHeld(view);
  const firstBase = held[0] !== undefined ? baseName(held[0].id) : 'B1';
  const foeBase = baseName(view.factions[foe]?.bases[0] ?? 5);
  const firstShip = view.me.ships[0] !== undefined ? shipName(view.me.ships[0].id) : 'S1';
  const damaged = view.me.ships.filter((s) => s.damage > 0).map((s) => shipName(s.id));
  const cheapest = top === null ? 0 : Math.floor(prices.available / hullSize(top));
  const income = prices.income > 0 ? ` (${prices.stock} in stock + ${prices.income} income this turn)` : '';
  return [
    `# Galactic Overlord: orders of ${view.player} for turn ${view.turn}`,
    ...sheetHeaderLines(dueOf(view.player, view.turn)),
    `# BP available: ${prices.available}${income}; what you do not spend is kept.`,
    ...priceLines(prices).map((l) => `# ${l}`),
    top === null
      ? '#   You hold no home base, so you cannot build ships this turn.'
      : `#   A ship is as big as its price: ${prices.available} BP buy ${counted(cheapest, top)} or ${counted(prices.available, 'frigate')}.`,
    '#   Each ship carries one weapon: lasers beat fighters, fighters beat torpedoes, torpedoes beat lasers.',
    `# Your bases: ${
      summarised(
        held.map((b) => (b.builder === view.player ? baseName(b.id) : `${baseName(b.id)} (captured)`)),
        12,
      ) || 'none'
    }; ${home} home, so ${top === null ? 'no hull can be built' : `hulls up to ${top}`}`,
    `# Your ships: ${shipsLine(view)}`,
    `# Your stocks: ${counted(view.me.generators, 'shield generator')}, ${counted(view.me.spies, 'spy', 'spies')}, ${counted(view.me.counterEspionage, 'counter-espionage use')}; declared allies: ${view.me.allies.join(', ') || 'none'}`,
    ...foes.map((p) => {
      const f = view.factions[p]!;
      return `# ${p}: ${counted(f.bases.length, 'base')} (${summarised(f.bases.map(baseName), 6)}), ${f.bp} BP; navy: ${navyWords(f.navy)}`;
    }),
    '#',
    '# Remove the # before an order to give it; what follows a second # is a note.',
    '# One special order a turn: attack, shields, generator or train spy.',
    example('bases: 1', `${prices.bases[0] ?? '-'} BP for the next base; it earns 5 BP a turn`),
    example(
      `ship: 5 x torpedo ${top ?? 'frigate'}`,
      `N x weapon hull; ${top === null ? 'no hull allowed now' : `5 x ${hullSize(top)} BP`}`,
    ),
    example(
      `repair: ${damaged.length > 0 ? damaged.slice(0, 3).join(' ') : firstShip}`,
      '1 BP a ship, by name',
    ),
    example(`attack: ${foe} all`, `or by name: attack: ${foe} ${firstShip}; add to-death, base ${foeBase}`),
    ...(view.rules.jointCaptures === 'named-takers' && view.me.allies.length > 0
      ? [
          example(
            `attack: ${foe} all takers ${view.me.allies[0]} ${view.player}`,
            'with allies: who takes the bases taken, in turn',
          ),
        ]
      : []),
    '#   Ships sent to attack are away this turn: whoever attacks you meets only those at home.',
    example('shields', 'Raise Shields! (uses a generator)'),
    example('generator', 'Build Generator (ready next turn)'),
    example('train spy', 'Train Spy (ready next turn)'),
    example('oob: LFTLTF', 'the weapon firing in rounds 1 to 6: L, F, T twice each'),
    example(`oob against ${foe}: TLFTFL close-in bunch`, 'range close-in/back-off; bunch/spread'),
    example(`spy: ${foe} attack`, `stops ${foe}'s attack, generator or train-spy`),
    example('counter-espionage', 'guards your orders from spies'),
    example(`ally: ${foe}`),
    example(`break alliance: ${foe}`),
    example(`give: ${firstBase} to ${foe}`),
    example(`accept: ${firstBase}`),
    '',
  ].join('\n');
}

const oobLine = (o: Oob) => `${formatSlots(o.slots)} ${o.range} ${o.formation}`;

/**
 * Validated orders written as a sheet, one order a line, that `readSheet` reads back to
 * the same orders (a property checks it). Never fails.
 */
export function writeSheet(orders: Orders): string {
  const lines: string[] = [];
  if (orders.bases > 0) lines.push(`bases: ${orders.bases}`);
  for (const s of orders.ships) lines.push(`ship: ${s.weapon} ${s.hull}`);
  if (orders.repair.length > 0) lines.push(`repair: ${orders.repair.map(shipName).join(' ')}`);
  const sp = orders.special;
  if (sp?.kind === 'attack') {
    const ships = sp.ships === 'all' ? 'all' : sp.ships.map(shipName).join(' ');
    lines.push(
      `attack: ${sp.target} ${ships}${sp.toDeath ? ' to-death' : ''}${sp.base !== null ? ` base ${baseName(sp.base)}` : ''}${
        sp.takers.length > 0 ? ` takers ${sp.takers.join(' ')}` : ''
      }`,
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
  for (const g of orders.give) lines.push(`give: ${baseName(g.base)} to ${g.to}`);
  if (orders.accept.length > 0) lines.push(`accept: ${orders.accept.map(baseName).join(' ')}`);
  return lines.map((l) => `${l}\n`).join('');
}

/** The order sheet codec of the game contract. */
export const ORDER_SHEET: OrderSheetCodec<GoState, GoView> = {
  blank: blankSheet,
  read: readSheet,
  echo: echoSent,
};
