/**
 * Each event of a report as a sentence a player reads (TSG-9.2): the orders' outcomes
 * (those done counted by kind, each refused one with its reason), the ships built, the
 * initiative roll, the sweep, each battle, the systems that changed hands, income, BP and
 * the end. Long lists are summarised (ids as ranges), so a report's length does not grow
 * with the number of ships.
 */
import type { BattleReport, TsgReport } from '../report.js';
import type { BattleEnd } from '../vocabulary.js';
import { count, idRanges, wrap } from './ids.js';

const BATTLE_ENDS: Readonly<Record<BattleEnd, string>> = {
  destroyed: 'until one side had no ships left',
  retreat: 'until one side broke off',
  stalemate: 'until a round in which neither side could fire',
  'round-cap': 'for the most rounds a battle lasts',
};

/** Who a player is to the report's reader. */
const who = (r: TsgReport, p: string) => (p === r.player ? 'you' : p);

/** One battle as a sentence. */
export function battleSentence(r: TsgReport, b: BattleReport): string {
  const attacker = b.attacker === r.player ? 'you attacked' : `${b.attacker} attacked`;
  const lost =
    b.myLosses.length === 0
      ? 'you lost no ships'
      : `you lost ${count(b.myLosses.length, 'ship')} (${idRanges(b.myLosses)})`;
  const broke = b.retreated === null ? '' : `; ${who(r, b.retreated)} broke off toward home`;
  // TSG-7.2: a resolver without dice rounds (a sub-match) is named, and says how it went.
  const by = b.combat === 'strategic' ? '' : ` (fought by ${b.combat})`;
  const rounds = b.rounds > 0 ? `${count(b.rounds, 'round')} fought` : 'fought';
  const told = b.told === null ? '' : `: ${b.told.replace(/[.\s]+$/, '')}`;
  return `Battle at ${b.at}${by}: ${attacker}, ${rounds} ${BATTLE_ENDS[b.end]}${told}; ${lost}, the enemy lost ${count(b.enemyLosses, 'ship')}${broke}.`;
}

/**
 * The report's events as sentences, in the order of the step (see the module's comment).
 * @example
 * ```ts
 * reportSentences(report); // ['Orders done: 3 build, 1 battle.', 'You built 3 ships: p1-s1 to p1-s3.', …]
 * ```
 */
export function reportSentences(r: TsgReport): string[] {
  const out: string[] = [];
  for (const m of r.refused) out.push(`Your orders were refused as a whole: ${m}.`);
  const done = new Map<string, number>();
  for (const o of r.outcomes) if (o.result === 'done') done.set(o.kind, (done.get(o.kind) ?? 0) + 1);
  if (done.size > 0) out.push(`Orders done: ${[...done.entries()].map(([k, n]) => `${n} ${k}`).join(', ')}.`);
  for (const o of r.outcomes)
    if (o.result !== 'done') out.push(`Order ${o.index + 1} (${o.kind}) refused: ${o.message}.`);
  if (r.built.length > 0) out.push(`You built ${count(r.built.length, 'ship')}: ${idRanges(r.built)}.`);
  if (r.initiative !== null) {
    const rolls = r.initiative.rolls.map((x) => x.join(' to ')).join(', tied, then ');
    const first = r.initiative.first;
    out.push(
      `Initiative: rolled ${rolls}; ${first === r.player ? 'you move' : `${first} moves`} first this turn.`,
    );
  }
  if (r.contacts !== null)
    out.push(
      r.contacts.length === 0
        ? 'Sensors: no enemy fleet within 3 hexes.'
        : `Sensors: ${r.contacts.map((c) => `${c.fleet} has ${count(c.ships, 'ship')}`).join(', ')}.`,
    );
  for (const b of r.battles) out.push(battleSentence(r, b));
  // Systems that changed hands, grouped by their new owner: one sentence, not one a system.
  const owners = new Map<string, string[]>();
  for (const s of r.systems) {
    const whose = s.owner === null ? 'neutral' : s.owner === r.player ? 'yours' : `${s.owner}'s`;
    owners.set(whose, [...(owners.get(whose) ?? []), s.at]);
  }
  if (owners.size > 0)
    out.push(
      `Systems that changed hands: ${[...owners.entries()].map(([whose, at]) => `${at.join(', ')} ${at.length === 1 ? 'is' : 'are'} now ${whose}`).join('; ')}.`,
    );
  if (r.income !== null) out.push(`Income: ${r.income} BP for the next turn.`);
  out.push(`You have ${r.bp} BP.`);
  if (r.end !== null && r.why !== undefined) out.push(`The game is over. ${r.why}`);
  else if (r.end !== null)
    out.push(
      r.end.winners.length === 0
        ? `The game is over (${r.end.reason}), with no winner.`
        : `The game is over (${r.end.reason}): ${r.end.winners.includes(r.player) ? 'you won' : `${r.end.winners.join(', ')} won`}.`,
    );
  return out;
}

/** A report as text: a title, the sentences, then the reader's map when the report carries it. */
export function reportText(r: TsgReport): string {
  const lines = [
    `Turn ${r.turn}, step ${r.step} (${r.phase}): report for ${r.player}`,
    ...reportSentences(r).flatMap((s) => wrap(s.split(' '), 96, '  ', '    ')),
  ];
  if (r.map !== undefined) lines.push('', r.map.trimEnd());
  return lines.join('\n');
}
