/**
 * `rusherBot` (prototype v2).
 */
import { distance, neighbours, type Sector } from '../board.js';
import type { CorporateWarBot } from './bot.js';
import {
  alienGround,
  homeSector,
  isCommand,
  keyTargets,
  type Mine,
  ordersFor,
  type Planned,
  readForce,
  readNews,
  sectorOf as sectorOfName,
  type Step,
  stepTowards,
  tablesFor,
} from './tactics.js';
import type { PlayerView } from '../view.js';
import { chooseTargets, readKeys } from './targets.js';

/** Development switches (to be removed). */
export const KNOBS: Record<string, number> = { hunt: 1, squads: 5, rebalance: 1, lost: 0, stuck: 1 };
/** Squads, one per target. */
export const SQUADS = 5;
/** The fewest living soldiers a squad should have: one to hold its target, one to arrive. */
const MIN_SQUAD = 2;
/** The least Info that sees the common soldiers (Escape 1, CW-6.3). */
const EYES = 2;

/**
 * Deals the soldiers into squads, one per target. Squad 0 is the Mobile Command's, whose
 * Commander (Info 3) is its eyes. The other living soldiers with Info of 2 or more go one
 * to each of squads 1, 2, ..., best first, so that as many targets as possible have eyes;
 * the rest are dealt by Kill, round the squads, fallen included so that the deal stays put.
 */
export function dealWithEyes(view: PlayerView, t: ReturnType<typeof tablesFor>, force: ReturnType<typeof readForce>, targets: readonly Sector[]): number[] {
  const count = targets.length;
  const squadOf = view.soldiers.map(() => -1);
  const order = view.soldiers.map((s, i) => ({ s, i }));
  const eyes = order
    .filter(({ s }) => !isCommand(s) && s.status === 'alive' && s.info >= EYES)
    .sort((a, b) => b.s.info - a.s.info || a.i - b.i);
  eyes.forEach(({ i }, r) => {
    squadOf[i] = count === 1 ? 0 : 1 + (r % (count - 1));
  });
  const rest = order
    .filter(({ s, i }) => !isCommand(s) && squadOf[i] === -1 && s.info < EYES)
    .sort((a, b) => b.s.kill - a.s.kill || b.s.survive - a.s.survive || a.i - b.i);
  rest.forEach(({ i }, r) => {
    squadOf[i] = r % count;
  });
  // Fallen eyes (Info 2+) are dealt after the rest, so that they do not shift the deal.
  let k = 0;
  order.forEach(({ s, i }) => {
    if (squadOf[i] === -1 && !isCommand(s)) squadOf[i] = k++ % count;
  });
  if (KNOBS.rebalance) rebalance(squadOf, force, targets, t);
  return squadOf;
}

/** The key-sector rusher, with eyes in every squad and an arrival in every target every day. */
export const rusherBot: CorporateWarBot = (view) => {
  if (view.outcome !== null) return [];
  const t = tablesFor(view.board);
  const b = t.board;
  const home = homeSector(view, t);
  const keys = keyTargets(view, t, home);
  const aliens = alienGround(view, t);
  const news = readNews(view, t);
  const force = readForce(view, t);
  const targets = KNOBS.lost
    ? chooseTargetsLost(view, t, keys, force, KNOBS.squads!)
    : KNOBS.stuck
      ? chooseTargets(view, t, keys, force, news, readKeys(view, t, force), KNOBS.squads!)
      : keys.slice(0, KNOBS.squads);
  if (targets.length === 0) return [];
  if (!canStillWin(force)) return retreatHome(t, force, home, aliens);
  const squadOf = dealWithEyes(view, t, force, targets);
  const go = (from: number, goal: number): Step | null =>
    stepTowards(t, from, goal, (s) => s === goal || !aliens[s]);

  const planned: Planned[] = [];
  const plan = (m: Mine, step: Step | null) => {
    if (step !== null) planned.push({ id: m.soldier.id, from: m.at, step });
  };
  // The Mobile Command goes to the nearest target as one, and stays there (CW-8.3).
  const command = force.command[0];
  if (command !== undefined) {
    const step = go(command.at, targets[0]!);
    if (step !== null) for (const m of force.command) plan(m, step);
  }
  const carriers = force.canRevive && force.commandAt !== null ? new Set(force.carriers) : new Set();

  // The hunter: a specialist who sees more than Info 2 (CW-3.3) tours the targets the
  // player holds whose eyes are worse than his, once it holds enough to claim (CW-9.1):
  // an enemy nobody else there can see may be what keeps the claim from coming.
  const hunter = force.living
    .filter((m) => !isCommand(m.soldier) && m.soldier.info > EYES)
    .sort((x, y) => y.soldier.info - x.soldier.info || x.index - y.index)[0];
  const held = targets.filter((x) => force.living.some((m) => m.at === x));
  let hunting = false;
  if (KNOBS.hunt && hunter !== undefined && held.length >= 4 && force.living.some((m) => m.at === hunter.at && m !== hunter)) {
    const eyesAt = (x: Sector) =>
      Math.max(0, ...force.living.filter((m) => m.at === x && m !== hunter).map((m) => m.soldier.info));
    const blind = held.filter((x) => eyesAt(x) < hunter.soldier.info);
    const n = news[hunter.at];
    const busy = targets.includes(hunter.at) && n !== undefined && n.age <= 1 && n.enemies > 0;
    if (busy) hunting = true;
    else if (blind.length > 0) {
      const here = targets.indexOf(hunter.at);
      const next =
        here >= 0
          ? (blind.find((x) => targets.indexOf(x) > here && x !== hunter.at) ?? blind.find((x) => x !== hunter.at))
          : blind.sort((x, y) => distance(b, hunter.at, x) - distance(b, hunter.at, y) || x - y)[0];
      if (next !== undefined) {
        hunting = true;
        plan(hunter, go(hunter.at, next));
      }
    }
  }

  targets.forEach((target, q) => {
    const squad = force.living.filter(
      (m) => !isCommand(m.soldier) && squadOf[m.index] === q && !(hunting && m === hunter),
    );
    const out = pulseSector(t, target, aliens, home);
    const atTarget = squad.filter((m) => m.at === target);
    // The anchor never leaves: the claim needs a soldier there at every moment (CW-9.2).
    const anchorHere =
      (q === 0 && force.commandAt === target) || atTarget.length > 0;
    const anchor = q === 0 && force.commandAt === target ? null : (atTarget.find((m) => m.soldier.info >= EYES) ?? atTarget[0] ?? null);
    const n = news[target];
    const haunted = n !== undefined && n.age <= 1 && n.shotBlind;
    let rank = 0;
    for (const m of squad) {
      if (carriers.has(m.soldier.id) && force.commandAt !== null && m.at !== force.commandAt) {
        plan(m, go(m.at, force.commandAt));
        continue;
      }
      if (m === anchor) continue;
      const near = m.at === target || m.at === out;
      if (!near || out === null || !anchorHere || haunted || m.soldier.info >= EYES) {
        plan(m, go(m.at, target));
        continue;
      }
      // Pulse: every day some step in and some step out, so that the squad arrives every
      // day and its eyes start a fight with any enemy they see there (CW-6.2, CW-6.3).
      const inside = (rank + view.day) % 2 === 0;
      rank++;
      if (inside && m.at !== target) plan(m, { to: target, via: null });
      else if (!inside && m.at === target) plan(m, { to: out, via: null });
    }
  });
  void distance;
  void b;
  return ordersFor(t, planned);
};

/**
 * The targets of the squads: the nearest key sectors, but a target is given up for the
 * next one when it is lost: comrades lie fallen there (CW-11.2: the fallen lie where they
 * fell until revived) and at most one soldier of ours still stands there, so whoever
 * killed them holds it, perhaps unseen. Each squad keeps its target while it can, so
 * that giving one up does not send the others across the map.
 */
export function chooseTargetsLost(
  view: PlayerView,
  t: ReturnType<typeof tablesFor>,
  keys: readonly Sector[],
  force: ReturnType<typeof readForce>,
  count: number,
): Sector[] {
  const dead = t.names.map(() => 0);
  const living = t.names.map(() => 0);
  for (const s of view.soldiers) if (s.status !== 'alive') dead[sectorOfName(t, s.sector)]!++;
  for (const m of force.living) if (!isCommand(m.soldier)) living[m.at]!++;
  const lost = (x: Sector) => x !== force.commandAt && dead[x]! > 0 && living[x]! <= 1;
  const spare = keys.slice(count).filter((x) => !lost(x));
  return keys.slice(0, count).map((x) => (lost(x) && spare.length > 0 ? spare.shift()! : x));
}

/** The sector next to a target where pulsing soldiers wait: off the aliens' ground, nearest home. */
function pulseSector(
  t: ReturnType<typeof tablesFor>,
  target: Sector,
  aliens: readonly boolean[],
  home: Sector,
): Sector | null {
  const b = t.board;
  return (
    neighbours(b, target)
      .filter((s) => !aliens[s])
      .sort((x, y) => distance(b, x, home) - distance(b, y, home) || x - y)[0] ?? null
  );
}

/**
 * Whether the player can still win (CW-9.4): four soldiers to hold four key sectors, the
 * fallen whose tags are carried counting while the Mobile Command can revive them.
 */
export function canStillWin(force: ReturnType<typeof readForce>): boolean {
  return force.living.length + (force.canRevive ? force.revivable : 0) >= 4;
}

/** A beaten player's survivors go home to their edge, out of the key sectors they can no longer win. */
export function retreatHome(
  t: ReturnType<typeof tablesFor>,
  force: ReturnType<typeof readForce>,
  home: Sector,
  aliens: readonly boolean[],
) {
  const planned: Planned[] = [];
  const step = (m: Mine) => stepTowards(t, m.at, home, (s) => s === home || !aliens[s]);
  const commandStep = force.command[0] === undefined ? null : step(force.command[0]);
  for (const m of force.living) {
    const s = isCommand(m.soldier) && force.command.includes(m) ? commandStep : step(m);
    if (s !== null) planned.push({ id: m.soldier.id, from: m.at, step: s });
  }
  return ordersFor(t, planned);
}

/**
 * Evens out squads that have lost soldiers: first every target gets someone to hold it
 * (a claim needs a soldier in each of four sectors, CW-9.1), then a second soldier to
 * arrive in it every day. A soldier moves from the largest squad, the one nearest the
 * target that needs him, and an eye (Info 2 or more) only from a squad with two of them.
 */
function rebalance(
  squadOf: number[],
  force: ReturnType<typeof readForce>,
  targets: readonly Sector[],
  t: ReturnType<typeof tablesFor>,
): void {
  const b = t.board;
  const members = (q: number) => force.living.filter((m) => !isCommand(m.soldier) && squadOf[m.index] === q);
  const size = (q: number) => members(q).length + (q === 0 && force.command.length > 0 ? 1 : 0);
  for (const need of [1, MIN_SQUAD]) {
    for (let round = 0; round < targets.length * 4; round++) {
      let needy = -1;
      let donor = -1;
      for (let q = 0; q < targets.length; q++) {
        if (size(q) < need && (needy < 0 || size(q) < size(needy))) needy = q;
        if (size(q) > need && (donor < 0 || size(q) > size(donor))) donor = q;
      }
      if (needy < 0 || donor < 0) break;
      const pool = members(donor);
      const eyes = pool.filter((m) => m.soldier.info >= EYES);
      const movable = pool.filter((m) => m.soldier.info < EYES || eyes.length > 1);
      const goal = targets[needy]!;
      const pick = movable.sort(
        (x, y) => distance(b, x.at, goal) - distance(b, y.at, goal) || x.index - y.index,
      )[0];
      if (pick === undefined) break;
      squadOf[pick.index] = needy;
    }
  }
}
