/**
 * Step 6, encounters (CW-6.2 to CW-6.4, CW-7). After each phase's steps, every sector
 * that hostile soldiers share, and into which someone has just moved, is checked: groups
 * that see an enemy fight one round, whatever their orders. Sectors are taken in index
 * order so that the RNG is drawn in a fixed order.
 */
import type { Sector } from '../board.js';
import { classifyFight } from '../gunfight/classify.js';
import { encounters, highestInfo, isSeenBy } from '../gunfight/detection.js';
import type { FightContext, FightGroup, FightKind } from '../gunfight/resolver.js';
import type { Shot, TraceGroup, TracePhase } from '../trace.js';
import { ALIENS, type Allegiance, type PassingDecision } from '../vocabulary.js';
import { type Day, fightRng, groupsIn, type Unit } from './context.js';
import { checkWrecks, collectTags } from './dogtags.js';

const toGroup = (units: readonly Unit[], arriving: boolean): FightGroup => ({
  allegiance: units[0]!.owner,
  fighters: units,
  arriving,
});

const traceGroup = (g: FightGroup): TraceGroup => ({
  allegiance: g.allegiance,
  soldiers: g.fighters.map((f) => f.id),
  arriving: g.arriving,
  highestInfo: highestInfo(g),
});

/**
 * Checks every sector for encounters after a phase. At dawn (phase 0, only under
 * `dawnSharing: 'fight'`, CW-6.6) every sector with hostile groups is checked and every
 * group counts as arriving.
 */
export function checkEncounters(day: Day, phase: TracePhase): void {
  const sectors = new Set<Sector>();
  if (phase === 0) {
    for (const u of day.units) if (u.status === 'alive') sectors.add(u.sector);
  } else {
    for (const u of day.units)
      if (u.status === 'alive' && day.arrivedThisPhase[u.index] === 1) sectors.add(u.sector);
  }
  // Nobody moves while encounters are checked, so the units are sorted into sectors once;
  // who is still alive is read when each sector's turn comes.
  const bySector = new Map<Sector, Unit[]>();
  for (const u of day.units) {
    if (!sectors.has(u.sector)) continue;
    const here = bySector.get(u.sector);
    if (here === undefined) bySector.set(u.sector, [u]);
    else here.push(u);
  }
  for (const sector of [...sectors].sort((a, b) => a - b)) {
    const unitGroups = groupsIn(day, bySector.get(sector)!);
    if (unitGroups.length < 2) continue;
    const groups = unitGroups.map((units) =>
      toGroup(units, phase === 0 || units.some((u) => day.arrivedThisPhase[u.index] === 1)),
    );
    // CW-6.2: an encounter needs someone arriving; groups already there do not start one.
    const detected: [FightGroup, FightGroup][] = [];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]!;
        const b = groups[j]!;
        if ((a.arriving || b.arriving) && encounters(a, b)) detected.push([a, b]);
      }
    }
    day.events.push({
      type: 'encounter',
      phase,
      sector: day.world.name(sector),
      groups: groups.map(traceGroup),
      detected: detected.map(([a, b]) => [a.allegiance, b.allegiance] as const),
    });
    if (detected.length === 0) continue;
    const engaged = groups.filter((g) => detected.some(([a, b]) => a === g || b === g));
    const fought = runFight(day, phase, sector, engaged);
    decidePassing(day, phase, sector, engaged, fought);
  }
}

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
      : `/swap/${groups.map((g) => `${g.allegiance}@${(g.fighters[0] as Unit).sector}`).join('/')}`;
  const rng = fightRng(day, `${phase}/${sector}${where}`);
  const ctx: FightContext = {
    rules: day.rules,
    rng,
    duel: day.duel,
    isSeenBy: (observer, target, targetGroup) => isSeenBy(day.rules, observer, target, targetGroup),
  };
  const plan = resolver.resolve(groups, ctx);
  const byId = new Map<string, Unit>();
  for (const g of groups) for (const f of g.fighters) byId.set(f.id, f as Unit);
  // CW-7.7: every shot of the round is fired before anyone falls.
  const shots: Shot[] = [];
  const killers = new Map<string, string[]>();
  for (const e of plan.engagements) {
    for (const p of e.pairings) {
      const a = byId.get(p.attacker);
      const t = byId.get(p.target);
      if (a === undefined || t === undefined || a.owner === t.owner) {
        throw new Error(
          `resolver ${resolver.name} paired ${p.attacker} with ${p.target}, not hostile fighters in ${sector}`,
        );
      }
      const r = day.duel.shoot(a.kill, t.survive, rng);
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
        const by = killers.get(t.id);
        if (by === undefined) killers.set(t.id, [a.id]);
        else by.push(a.id);
      }
    }
  }
  const killed = [...killers.keys()].sort((x, y) => byId.get(x)!.index - byId.get(y)!.index);
  day.events.push({
    type: 'fight',
    phase,
    sector: day.world.name(sector),
    kind,
    resolver: resolver.name,
    engagements: plan.engagements.map((e) => ({ sides: e.sides, pairings: e.pairings })),
    shots,
    killed,
  });
  // CW-8.4: only a side whose Commander or Doc falls here can lose its Mobile Command.
  const commandHit = new Set<Allegiance>();
  for (const id of killed) if (byId.get(id)!.role !== '') commandHit.add(byId.get(id)!.owner);
  for (const id of killed) {
    const u = byId.get(id)!;
    u.status = 'dead';
    u.diedOn = day.day;
    u.tagsWith = '';
    // Where the body lies: the fight's sector, or for a head-to-head swap (CW-6.5) the
    // sector the fallen was leaving.
    day.events.push({
      type: 'kill',
      phase,
      sector: day.world.name(u.sector),
      soldier: id,
      by: killers.get(id)!,
    });
  }
  for (const g of groups) collectTags(day, sector, g.fighters as Unit[], new Set(killed));
  if (commandHit.size > 0) checkWrecks(day, sector, commandHit);
  // CW-4.4, CW-4.6: the aliens' script remembers who was attacked.
  for (const g of groups) {
    if (g.allegiance !== ALIENS) continue;
    if (sector === day.world.craft) day.craftAttacked = true;
    for (const f of g.fighters as Unit[]) {
      const lost = killers.has(f.id) ? 1 : 0;
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

const totalKill = (units: readonly Unit[]) =>
  units.reduce((s, u) => s + (u.status === 'alive' ? u.kill : 0), 0);

function decision(own: number, enemy: number): PassingDecision {
  return own > enemy ? 'continue' : own === enemy ? 'stop' : 'retreat';
}

/**
 * CW-7.8, CW-7.9, CW-7.12: after the round, soldiers at their target (or staying) remain
 * where they are. Soldiers still on their way (between the two steps of a two-sector move)
 * compare their group's total Kill with the enemy's: higher continues, equal stops here,
 * lower retreats to the start sector (stepping back in phase 3). Against several enemy
 * groups, their Kill is added up. Soldiers caught in their start sector before their own
 * step are judged by the `fightBeforeStep` option.
 */
function decidePassing(
  day: Day,
  phase: TracePhase,
  sector: Sector,
  groups: readonly FightGroup[],
  fought: Fought,
): void {
  const beforeStep = day.rules.fightBeforeStep;
  for (const g of groups) {
    const own = g.fighters as Unit[];
    const onTheWay: Unit[] = [];
    const notLeft: Unit[] = [];
    for (const u of own) {
      const plan = day.plans[u.index];
      if (u.status !== 'alive' || plan === undefined || plan.state !== 'moving') continue;
      if (plan.path.length === 2 && u.sector === plan.path[0]) onTheWay.push(u);
      else if (u.sector === plan.start && beforeStep !== 'move-on') notLeft.push(u);
    }
    if (onTheWay.length === 0 && notLeft.length === 0) continue;
    const ownKill = totalKill(own);
    // CW-10.7: the enemy is every group this one fought (its parts included), no bystander.
    const foes = fought.get(g.allegiance);
    const enemyKill = groups
      .filter((o) => foes?.has(o.allegiance))
      .reduce((s, o) => s + totalKill(o.fighters as Unit[]), 0);
    const d = decision(ownKill, enemyKill);
    const record = (soldiers: Unit[], decided: PassingDecision, fromStart: boolean) => {
      if (soldiers.length === 0) return;
      day.events.push({
        type: 'passing',
        phase,
        sector: day.world.name(sector),
        allegiance: g.allegiance,
        soldiers: soldiers.map((u) => u.id),
        decision: decided,
        ownKill,
        enemyKill,
        fromStart,
      });
    };
    for (const u of onTheWay)
      day.plans[u.index]!.state = d === 'continue' ? 'moving' : d === 'stop' ? 'stopped' : 'retreating';
    record(onTheWay, d, false);
    // CW-7.12: not yet gone, so a retreat to the start is staying there; under `stay`
    // the encounter alone keeps them.
    const dNotLeft: PassingDecision = beforeStep === 'stay' ? 'stop' : d;
    for (const u of notLeft) if (dNotLeft !== 'continue') day.plans[u.index]!.state = 'stopped';
    record(notLeft, dNotLeft, true);
  }
}

/** CW-6.5: a head-to-head swap that turns into a fight; returns each side's decision. */
export function fightSwap(
  day: Day,
  phase: TracePhase,
  between: readonly [Sector, Sector],
  x: readonly Unit[],
  y: readonly Unit[],
): [readonly Unit[], PassingDecision][] {
  const gx = toGroup(x, true);
  const gy = toGroup(y, true);
  const met = encounters(gx, gy);
  day.events.push({
    type: 'swap',
    phase,
    between: [day.world.name(between[0]), day.world.name(between[1])],
    groups: [traceGroup(gx), traceGroup(gy)],
    encounter: met,
  });
  if (!met) return [];
  // The fight happens on the border; it is recorded in the sector the first group leaves.
  runFight(day, phase, x[0]!.sector, [gx, gy], 'two-way');
  const kx = totalKill(x);
  const ky = totalKill(y);
  const out: [readonly Unit[], PassingDecision][] = [
    [x, decision(kx, ky)],
    [y, decision(ky, kx)],
  ];
  for (const [units, d] of out) {
    day.events.push({
      type: 'passing',
      phase,
      sector: day.world.name(units[0]!.sector),
      allegiance: units[0]!.owner,
      soldiers: units.filter((u) => u.status === 'alive').map((u) => u.id),
      decision: d,
      ownKill: units === x ? kx : ky,
      enemyKill: units === x ? ky : kx,
      fromStart: false,
    });
  }
  return out;
}
