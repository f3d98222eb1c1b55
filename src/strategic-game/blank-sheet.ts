/**
 * The blank order sheet (TSG-9.2) a player fills in before a step, from its view: the
 * kernel's header, the step in words, the client's map (commented out, as every line but
 * the orders), the player's fleets and the enemy's counters summarised, and example orders:
 * at production the price list, ready designs and builds the player can pay for, a merge
 * where two fleets share a hex; at a move each fleet's nearest system in reach, with the
 * systems in reach and their distances. An example is one line with nothing after it but a
 * comment, so removing its `#` makes it an order.
 */
import { sheetHeaderLines } from '../kernel/sheet-header.js';
import { type Board, type BoardFleet, boardOf } from './client/board.js';
import { LINE_FORMS } from './client/builders.js';
import { designText, wrap } from './client/ids.js';
import { DESIGNS, priceList, shipSizes } from './client/prices.js';
import { legalTargets, type Target } from './client/targets.js';
import { fleetLines, gridLines, legendLines, WIDTH } from './client/text-map.js';
import { costOf } from './design.js';
import type { TsgView } from './view.js';

const comment = (lines: readonly string[]) => lines.map((l) => (l === '' ? '#' : `# ${l}`));

/** The price list as comment lines. */
function priceLines(view: TsgView): string[] {
  const sizes = shipSizes(view.rules);
  const size =
    sizes.length <= 3
      ? `exactly ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)}`
      : `1 to ${sizes.at(-1)}`;
  const prices = priceList(view.rules).map(
    (p, i, all) =>
      `${p.letter} ${p.name} ${p.min}-${p.max}, ${p.price} BP${p.price === 1 ? ' a point' : ' each'}${i === all.length - 1 ? '.' : ';'}`,
  );
  return [
    ...wrap(['Prices:', ...prices], WIDTH, '', '  '),
    `A ship E S T W costs E+S+T+2W BP, and must cost ${size} BP.`,
    ...wrap(
      [
        'Ready designs:',
        ...DESIGNS.map(
          (d, i) =>
            `${d.name} ${designText(d.design)} = ${costOf(d.design)} BP${i < DESIGNS.length - 1 ? ',' : '.'}`,
        ),
      ],
      WIDTH,
      '',
      '  ',
    ),
  ];
}

/** Example builds the player can pay for, and a merge where two of its fleets share a hex. */
function productionExamples(view: TsgView, board: Board): string[] {
  const cheapest = Math.min(...shipSizes(view.rules));
  const affordable = DESIGNS.filter((d) => costOf(d.design) <= board.bp);
  const out =
    affordable.length === 0
      ? [`# BP ${board.bp}: not enough for a ship (the cheapest costs ${cheapest}); BP left stay in hand.`]
      : [`# build ${designText(affordable[0]!.design)}`];
  const home = board.myHome.myFleets[0];
  if (home !== undefined && affordable.length > 0)
    out.push(`# build ${designText(affordable.at(-1)!.design)} into ${home}`);
  const shared = board.hexes.find((h) => h.myFleets.length > 1);
  if (shared !== undefined)
    out.push(`# merge ${shared.myFleets[1]} into ${shared.myFleets[0]}    # both at ${shared.name}`);
  return out;
}

/**
 * A fleet's example move, to the nearest system in reach not yet the player's, and the
 * systems in reach with their distances (a person cannot count hexes on an offset grid at a
 * glance), each marked when it is the enemy home or holds an enemy fleet.
 */
function moveExample(view: TsgView, board: Board, f: BoardFleet): string[] {
  const targets = legalTargets(view, f.id);
  if (targets.length === 0) return [`# ${f.id} at ${f.at} cannot move now`];
  const near = targets
    .filter((t) => board.hexes[t.cell]!.system !== 'none' && board.hexes[t.cell]!.system !== 'mine')
    .sort((a, b) => a.distance - b.distance || a.cell - b.cell);
  const describe = (t: Target) => {
    const h = board.hexes[t.cell]!;
    const notes = [
      String(t.distance),
      ...(h.home === 'enemy' ? ['the enemy home'] : []),
      ...(h.enemyFleets.length > 0 ? ['enemy fleet there'] : []),
    ];
    return `${t.name} (${notes.join(', ')})`;
  };
  const words = `${f.id} at ${f.at}, speed ${f.speed}, may end in any hex within ${f.speed}; ${
    near.length === 0
      ? 'no system not yours is in reach.'
      : `systems in reach: ${near.slice(0, 8).map(describe).join(', ')}${near.length > 8 ? ', …' : ''}.`
  }`;
  return [
    `# move ${f.id} to ${near[0]?.name ?? targets[0]!.name}`,
    ...comment(wrap(words.split(' '), WIDTH - 2, '  ', '  ')),
  ];
}

/** The sheet a player fills in before a step, from its view: the map, what it has, prices, and example orders commented out. */
export function blankSheet(view: TsgView): string {
  const board = boardOf(view);
  const lines = [
    `# Strategic Game: orders of ${view.me}, turn ${view.turn}, ${view.phase} (step ${view.step})`,
    ...sheetHeaderLines({ player: view.me, step: view.step }),
    ...comment([
      `Step ${view.step}: ${board.phaseText}.`,
      'One order a line; remove the # before an example to use it. Ids may be in any case.',
      '',
      ...gridLines(board),
      ...legendLines(),
      '',
      ...fleetLines(board),
      '',
    ]),
  ];
  if (!board.awaited) lines.push('# You are not awaited at this step: nothing you write here is read.');
  else if (view.phase === 'production') {
    lines.push(
      ...comment([
        ...priceLines(view),
        '',
        'Orders (BP are spent in the order written):',
        `  ${LINE_FORMS.build}`,
        `  ${LINE_FORMS.merge}`,
        `  ${LINE_FORMS.split}`,
        `  ${LINE_FORMS.battle}`,
        '',
      ]),
      ...productionExamples(view, board),
      `# battle retreat ${board.retreatAt ?? 50}`,
    );
  } else {
    lines.push(
      ...comment([
        ...wrap(`Orders: ${LINE_FORMS.move}; a fleet moves up to its speed.`.split(' '), WIDTH - 2, '', '  '),
        '',
      ]),
    );
    for (const f of board.fleets) lines.push(...moveExample(view, board, f));
  }
  return `${lines.join('\n')}\n`;
}
