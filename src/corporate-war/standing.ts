/**
 * `describeStanding`: where a player stands, in a few lines a person reads: each key
 * sector with what the player last knew of it, its claim and what winning still takes,
 * and the day limit (CW-9). From the player's view alone, so it shows nothing its soldiers
 * could not see. The order sheet of a play-by-mail player carries it every day, with the
 * map, since a player by mail has no client to show it.
 */
import { mapCell } from './render-map.js';
import type { PlayerView } from './view.js';

const soldiers = (n: number) => `${n} ${n === 1 ? 'soldier' : 'soldiers'}`;

/**
 * Where the player stands at dawn, as lines of text (no trailing newlines).
 * @example
 * ```ts
 * console.log(describeStanding(playerView(state, 'psicorps')!).join('\n'));
 * ```
 */
export function describeStanding(view: PlayerView): string[] {
  const need = view.victory.sectorsToWin;
  const lines = [`Key sectors (clear ${need} of every enemy, then hold them all the next day, CW-9):`];
  for (const name of view.keySectors) {
    const c = mapCell(view, name);
    const parts: string[] = [];
    if (c.craft) parts.push('the alien craft');
    if (c.own > 0) parts.push(`${soldiers(c.own)} of yours${c.command ? ' with the Mobile Command' : ''}`);
    if (c.reportDay === null) parts.push(c.own > 0 ? 'no report yet' : 'no report');
    else {
      const seen = [
        c.corporate > 0 ? `${soldiers(c.corporate)} of other corporations` : '',
        c.aliens > 0 ? `${c.aliens} ${c.aliens === 1 ? 'alien' : 'aliens'}` : '',
      ].filter((x) => x !== '');
      parts.push(
        `report of day ${c.reportDay}: ${seen.length === 0 ? 'no enemy seen' : `${seen.join(' and ')} seen`}`,
      );
    }
    lines.push(`  ${name}: ${parts.join('; ')}`);
  }
  if (view.outcome !== null) return lines;
  lines.push(
    view.claim.length > 0
      ? `Your claim: ${view.claim.join(', ')}. Keep a soldier in ${need === 1 ? 'it' : `${need} of them`} at dawn and after every phase of day ${view.day}, and you win.`
      : `You hold no claim: at the end of a day, be alone in ${need} key sectors to claim them.`,
  );
  if (view.victory.dayLimit !== null) {
    lines.push(`The game ends undecided after day ${view.victory.dayLimit}; this is day ${view.day}.`);
  }
  return lines;
}
