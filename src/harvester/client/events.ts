/**
 * A turn's report as sentences a person reads (HV-1.4: every order gets an outcome), from
 * the report alone: what became of each order, the fights, conquests, losses, rebuilds
 * and gathering, and where the player stands after the turn.
 */
import type { HvReport } from '../report.js';
import type { UnitKind } from '../vocabulary.js';
import { listed, unitName } from './names.js';

/** The report's events as sentences, in the order they matter to the player. */
export function reportSentences(r: HvReport): string[] {
  const kinds = new Map<number, UnitKind>();
  for (const u of r.units) kinds.set(u.id, u.kind);
  for (const u of r.lost) kinds.set(u.id, u.kind);
  const where = new Map(r.units.map((u) => [u.id, u.hex]));
  const name = (id: number) => {
    const k = kinds.get(id);
    return k === undefined ? `unit ${id}` : unitName(k, id);
  };
  const out: string[] = [];
  out.push(
    r.out
      ? `Turn ${r.turn}: you are out of the game.`
      : `Turn ${r.turn}: your Harvester holds ${r.load} resource${r.load === 1 ? '' : 's'}; you have ${r.vp} victory points.`,
  );
  for (const i of r.refused) out.push(`Refused: ${i.message}.`.replace(/\.\.$/, '.'));
  for (const o of r.outcomes) out.push(orderSentence(o.order, o.outcome, name, where));
  for (const f of r.fights) {
    const sides = f.sides.map(
      (s) => `${s.players.includes(r.player) ? 'your side' : listed(s.players)} ${s.total}`,
    );
    const result =
      f.result === 'won'
        ? 'you won'
        : f.result === 'lost'
          ? 'you lost'
          : 'a tie: the units that came in fell back';
    out.push(`Fight at ${f.hex}: ${sides.join(' against ')}; ${result}.`);
  }
  for (const p of r.conquered) out.push(`You conquered ${p}: its Harvester serves you now.`);
  if (r.conqueredBy !== null) out.push(`Your Harvester was conquered by ${r.conqueredBy}: you serve it now.`);
  if (r.lost.length > 0) out.push(`You lost ${listed(r.lost.map((u) => unitName(u.kind, u.id)))}.`);
  if (r.built !== null) out.push(`A rebuilt ${r.built} joined your army at your Harvester.`);
  if (r.gathered > 0)
    out.push(`Your Harvester gathered ${r.gathered} resource${r.gathered === 1 ? '' : 's'}.`);
  const rulers = [...r.rulers];
  if (rulers.length > 0)
    out.push(
      `You serve ${rulers[0]}${rulers.length > 1 ? `, who serves ${rulers.slice(1).join(', who serves ')}` : ''}.`,
    );
  if (r.subjects.length > 0) out.push(`You rule ${listed(r.subjects)}.`);
  return out;
}

/** One order's outcome as a sentence (the outcomes' words are the turn steps'). */
function orderSentence(
  order: string,
  outcome: string,
  name: (id: number) => string,
  where: ReadonlyMap<number, string>,
): string {
  const [word, arg] = order.split(' ') as [string, string | undefined];
  const id = Number(arg);
  switch (word) {
    case 'target':
      return outcome === 'set' ? `Your Harvester took ${arg} as its target.` : `Target ${arg}: ${outcome}.`;
    case 'drop':
      return `Your Harvester ${outcome.replace(/^dropped (\d+)/, 'dropped $1 resources')}.`;
    case 'rebuild':
      return outcome.startsWith('started')
        ? `Rebuilding a ${arg}: ${outcome.replace(/^started, /, '')}.`
        : `The rebuild of a ${arg} did not start.`;
    case 'destroy':
      return outcome === 'already gone'
        ? `${name(id)} was already gone and could not self-destruct.`
        : `${name(id)} self-destructed ${outcome.replace(/^destroyed /, '')}.`;
    case 'move':
      if (outcome === 'arrived') return `${name(id)} arrived at ${where.get(id) ?? 'its goal'}.`;
      if (outcome === 'destroyed') return `${name(id)} was destroyed on its way.`;
      if (outcome === 'the unit is gone') return `${name(id)} was gone before it could move.`;
      return `${name(id)} ${outcome}${where.has(id) ? `; it stands at ${where.get(id)}` : ''}.`;
    default:
      return `${order}: ${outcome}.`;
  }
}
