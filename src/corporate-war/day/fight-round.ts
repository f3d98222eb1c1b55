/**
 * One round of fire (CW-7): the gunfight resolver of the fight's kind pairs the fighters,
 * every shot of the round is fired before anyone falls (CW-7.7), and then the fallen drop
 * their tags (CW-8.2), a Mobile Command may be wrecked (CW-8.4) and the aliens remember
 * who attacked them (CW-4.4, CW-4.6).
 */
import type { Sector } from '../board.js';
import { classifyFight } from '../gunfight/classify.js';
import { highestInfo } from '../gunfight/detection.js';
import type { FightContext, FightGroup, FightKind } from '../gunfight/resolver.js';
import type { Shot, TraceGroup, TracePhase } from '../trace.js';
import { ALIENS, type Allegiance } from '../vocabulary.js';
import { type Day, fightRng, type Unit } from './context.js';
import { checkWrecks, collectTags } from './dogtags.js';

/** The fighting group of units standing together, arriving or not. */
export const toGroup = (units: readonly Unit[], arriving: boolean): FightGroup => ({
  allegiance: units[0]!.owner,
  fighters: units,
  arriving,
});

/** A group as the trace records it. */
export const traceGroup = (g: FightGroup): TraceGroup => ({
  allegiance: g.allegiance,
  soldiers: g.fighters.map((f) => f.id),
  arriving: g.arriving,
  highestInfo: highestInfo(g),
});

/** Who fought whom in a fight: each allegiance's opponents. */
export type Fought = ReadonlyMap<Allegiance, ReadonlySet<Allegiance>>;

/** Runs one round of combat among the engaged groups; returns who fought whom. */
export function runFight(
  day: Day,
  phase: TracePhase,
  sector: Sector,
  groups: readonly FightGroup[],
  forced?: FightKind,
): Fought {
  const kind = forced ?? classifyFight(groups);
  const resolver = day.rules.gunfightResolvers[kind];
  // One stream per fight, keyed by where it is; a swap fight (CW-6.5) by who crosses too.
  const where =
    forced === undefined
      ? ''
      : `/swap/${groups.map((g) => `${g.allegiance}@${day.sector[(g.fighters[0] as Unit).index]}`).join('/')}`;
  const rng = fightRng(day, `${phase}/${sector}${where}`);
  const ctx: FightContext = { rules: day.rules, rng, duel: day.duel, isSeenBy: day.isSeenBy };
  const plan = resolver.resolve(groups, ctx);
  // Who is in this fight, by unit index: stamped with the fight's serial number, so that
  // a pairing is checked against the fight's soldiers without a map of them.
  const stamp = ++day.fights;
  const units = day.units;
  for (const g of groups) for (const f of g.fighters) day.inFight[(f as Unit).index] = stamp;
  const index = day.soldierIndex;
  const fighter = (id: string): Unit | undefined => {
    const i = index.get(id);
    return i !== undefined && day.inFight[i] === stamp ? units[i] : undefined;
  };
  // CW-7.7: every shot of the round is fired before anyone falls.
  const shots: Shot[] = [];
  const killers = new Map<Unit, string[]>();
  for (const e of plan.engagements) {
    for (const p of e.pairings) {
      const a = fighter(p.attacker);
      const t = fighter(p.target);
      if (a === undefined || t === undefined || a.owner === t.owner) {
        throw new Error(
          `resolver ${resolver.name} paired ${p.attacker} with ${p.target}, not hostile fighters in ${sector}`,
        );
      }
      const r = day.duel.shoot(a.kill, t.survive, rng);
      if (day.recording)
        shots.push({
          attacker: p.attacker,
          target: p.target,
          kind: p.kind,
          kill: a.kill,
          survive: t.survive,
          model: day.duel.name,
          roll: r.roll,
          killed: r.killed,
        });
      if (r.killed) {
        const by = killers.get(t);
        if (by === undefined) killers.set(t, [a.id]);
        else by.push(a.id);
      }
    }
  }
  const killed = [...killers.keys()].sort((x, y) => x.index - y.index);
  if (day.recording)
    day.events.push({
      type: 'fight',
      phase,
      sector: day.world.name(sector),
      kind,
      resolver: resolver.name,
      engagements: plan.engagements.map((e) => ({ sides: e.sides, pairings: e.pairings })),
      shots,
      killed: killed.map((u) => u.id),
    });
  // CW-8.4: only a side whose Commander or Doc falls here can lose its Mobile Command.
  let commandHit: Set<Allegiance> | undefined;
  for (const u of killed) if (u.role !== '') (commandHit ??= new Set()).add(u.owner);
  for (const u of killed) {
    day.status[u.index] = 'dead';
    day.diedOn[u.index] = day.day;
    day.tagsWith[u.index] = '';
    day.killedIn[u.index] = stamp;
    // Where the body lies: the fight's sector, or for a head-to-head swap (CW-6.5) the
    // sector the fallen was leaving.
    if (day.recording)
      day.events.push({
        type: 'kill',
        phase,
        sector: day.world.name(day.sector[u.index]!),
        soldier: u.id,
        by: killers.get(u)!,
      });
  }
  if (killed.length > 0) for (const g of groups) collectTags(day, sector, g.fighters as Unit[], stamp);
  if (commandHit !== undefined) checkWrecks(day, sector, commandHit);
  // CW-4.4, CW-4.6: the aliens' script remembers who was attacked.
  for (const g of groups) {
    if (g.allegiance !== ALIENS) continue;
    if (sector === day.world.craft) day.craftAttacked = true;
    for (const f of g.fighters as Unit[]) {
      const lost = day.killedIn[f.index] === stamp ? 1 : 0;
      day.alienSquadsAttacked.set(f.squad, (day.alienSquadsAttacked.get(f.squad) ?? 0) + lost);
    }
  }
  const fought = new Map<Allegiance, Set<Allegiance>>();
  for (const e of plan.engagements) {
    const [a, b] = [e.sides[0].allegiance, e.sides[1].allegiance];
    if (!fought.has(a)) fought.set(a, new Set());
    if (!fought.has(b)) fought.set(b, new Set());
    fought.get(a)!.add(b);
    fought.get(b)!.add(a);
  }
  return fought;
}
