/**
 * `cautiousBot`: looks before it leaps. Its two Ghosts scout; its squads only walk into
 * sectors their reports have shown empty; its Mobile Command sits behind the lines in the
 * key sector nearest home and revives the fallen.
 *
 * - Targets and squads: as the rusher (`chooseTargets`, `dealSquads`), the key sectors
 *   nearest its edge without the craft (CW-1.2, CW-1.3), one squad each: the four CW-9.1
 *   asks for and one spare, and more, or others, when a claim that should have come did
 *   not. Squad 0 and the Mobile Command (CW-3.4) take the nearest; the Ghosts belong to no
 *   squad.
 * - Clear sectors: a sector is clear when one of its groups stood in it at most
 *   {@link FRESH} days ago (CW-11.1) and reported no enemies seen (CW-11.5), no fight,
 *   no fighting heard (CW-11.3), no movement noticed (CW-11.4) and no contact lost
 *   (CW-11.6). Bodies (CW-11.2) do not count against a sector: they lie there until
 *   revived, and say nothing of who is there now. The craft and the ring its alien squads
 *   circle (CW-4.3) are never clear.
 * - Advancing: a squad's move (its target and, for a two-sector move, the middle sector)
 *   must be clear. When it is not, the squad waits and asks for it to be scouted.
 * - Scouting: each living Ghost takes the nearest open request and goes there, naming the
 *   squad's middle sector so that both get reported. Ghosts are hard to see (Escape 3)
 *   and see the common soldiers (Info 2 against Escape 1, CW-6.3), so a Ghost walking in
 *   on Grunts, Bunnies or Riders sees them and is not seen back: it reports them and comes
 *   to no harm (CW-7.1). A squad whose next move is clear asks for the move after it, so
 *   the Ghosts keep a day ahead. With nothing to scout, the Ghosts join squads 2 and 3,
 *   which have no one with Info above 1 and so see nobody but Docs. A Ghost never ends a
 *   day in a key sector that no squad of ours holds (it looks on its way through,
 *   `passThrough`): unseen by most (Escape 3), it would spoil another player's claim
 *   (CW-9.1) for as long as it sat there, and tell its own player nothing more.
 * - Dog tags: the fallen come back only when a living soldier carrying their tags stands
 *   with a Mobile Command that stayed all day in a key sector (CW-8.1, CW-8.3). So every
 *   carrier walks to the Mobile Command, which stays in its key sector. (Only alien
 *   Ghosts take tags over from others, CW-4.4; a player's tags stay with whoever survived
 *   the fight, so the carrier himself must go, Ghost or not.)
 * - Safety: the Mobile Command walks only through clear sectors, like the squads, and
 *   steps back towards its edge (through clear sectors too) when yesterday it saw at
 *   least as many enemies in its sector as it has soldiers there.
 * - Holding: as the rusher (`holdTarget`), an anchor stays in the target and the others
 *   take turns stepping out and back in, so that its eyes start a fight with whatever
 *   they see sitting there (CW-6.2); they step out only into a sector beside it that the
 *   reports show clear.
 * - Patience: after day {@link PATIENCE}, or once both Ghosts have fallen, sectors nobody
 *   has looked at are good enough, and a squad walks into its target whatever was seen
 *   there, so that the game still ends.
 * - Beaten: once it cannot win any more (CW-9.4), its survivors go home (`goHome`).
 *
 * Strengths: loses few soldiers, keeps its Mobile Command, and gets its fallen back.
 * Weaknesses: slow (the squads move a day behind the Ghosts), blind to soldiers with
 * Escape 2 or more (Commanders, Ghosts, some specialists), and easily beaten to the key
 * sectors by a faster player.
 */
import { distance, neighbours, type Sector } from '../board.js';
import type { PlayerView } from '../view.js';
import type { CorporateWarBot, OrderInput } from './bot.js';
import { canStillWin, goHome } from './endgame.js';
import { holdTarget, pulseSector } from './holding.js';
import { readView, type ViewReading } from './reading.js';
import { dealSquads } from './squads.js';
import {
  alienGround,
  type BoardTables,
  homeSector,
  isClear,
  isCommand,
  isHot,
  keyTargets,
  type Mine,
  ordersFor,
  type Planned,
  type Step,
  sectorOf as sectorOfName,
  stepTowards,
} from './tactics.js';
import { chooseTargets } from './targets.js';

/** How many days old a report may be and still show a sector clear. */
export const FRESH = 2;
/** How many days enemies or fighting reported in a sector keep it out of bounds once patience runs out. */
export const DANGER_MEMORY = 3;
/** The last day of full caution; from the next one the bot settles for less, so that games end. */
export const PATIENCE = 12;
/** Squads, one per target: the four key sectors CW-9.1 asks for and a spare. */
const SQUADS = 5;

const isGhost = (m: Mine) => m.soldier.type === 'ghost';

interface Request {
  readonly to: Sector;
  readonly via: Sector | null;
}

/** The cautious player: Ghosts scout ahead, squads advance only into sectors reported clear. */
export const cautiousBot: CorporateWarBot = (view) =>
  view.outcome !== null ? [] : cautiousPlan(view, readView(view));

/** The cautious player's orders from a reading of its view (`readView`), which the search player shares between plans. */
export function cautiousPlan(view: PlayerView, reading: ViewReading): OrderInput[] {
  const { t, news, force, keys } = reading;
  const b = t.board;
  const home = homeSector(view, t);
  const aliens = alienGround(view, t);
  const targets = chooseTargets(view, t, keyTargets(view, t, home), force, news, keys, SQUADS);
  if (targets.length === 0) return [];
  if (!canStillWin(force, view.victory.sectorsToWin)) return goHome(t, force, home, aliens);
  const ghosts = force.living.filter(isGhost);
  const bold = view.day > PATIENCE || ghosts.length === 0;
  const squadOf = dealSquads(view, t, force, targets, (s) => !isCommand(s) && s.type !== 'ghost');

  /** May a soldier walking to `goal` set foot in `s` today? */
  const safe = (goal: Sector) => (s: Sector) => {
    if (aliens[s] && s !== goal) return false;
    if (isClear(news[s], FRESH)) return true;
    return bold && (s === goal || !isHot(news[s], DANGER_MEMORY));
  };
  /** Where any soldier could go if nothing were feared but the aliens. */
  const ideal = (from: Sector, goal: Sector) => stepTowards(t, from, goal, (s) => s === goal || !aliens[s]);

  const requests: Request[] = [];
  const ask = (r: Step | null) => {
    if (r === null || isClear(news[r.to], FRESH) || requests.some((q) => q.to === r.to)) return;
    requests.push(r);
  };
  const planned: Planned[] = [];
  const plan = (who: readonly Mine[], step: Step | null) => {
    if (step !== null) for (const m of who) planned.push({ id: m.soldier.id, from: m.at, step });
  };
  /** A cautious walk to `goal`: a clear move if there is one, else a wait and a request for scouting. */
  const advance = (who: readonly Mine[], from: Sector, goal: Sector) => {
    if (from === goal) return;
    const step = stepTowards(t, from, goal, safe(goal));
    plan(who, step);
    if (step === null) ask(ideal(from, goal));
    else if (step.to !== goal) ask(ideal(step.to, goal));
  };

  // The Mobile Command: to the nearest target through clear sectors, then stay (CW-8.3),
  // unless it was outnumbered there yesterday.
  const commandAt = force.commandAt;
  if (commandAt !== null) {
    const seen = news[commandAt];
    const ours = force.living.filter((m) => m.at === commandAt).length;
    if (seen !== undefined && seen.age <= 1 && seen.enemies >= ours) {
      plan(force.command, stepTowards(t, commandAt, home, safe(home)));
    } else {
      advance(force.command, commandAt, targets[0]!);
    }
  }

  // Tag carriers go to the Mobile Command; the others to their squad's target, where
  // they hold it and take turns arriving (holdTarget), as the rusher does.
  const carriers = force.canRevive ? force.carriers : [];
  const squads = new Map<string, { from: Sector; goal: Sector; who: Mine[] }>();
  const walk = (m: Mine, goal: Sector) => {
    const key = `${m.at}>${goal}`;
    const squad = squads.get(key);
    if (squad !== undefined) squad.who.push(m);
    else squads.set(key, { from: m.at, goal, who: [m] });
  };
  targets.forEach((target, q) => {
    // Turns are taken through a sector beside the target that the reports show clear (or
    // any, once patience has run out), so that stepping out is no more of a risk.
    const out =
      neighbours(b, target).find((s) => !aliens[s] && isClear(news[s], FRESH)) ??
      (bold ? pulseSector(t, target, aliens, home) : null);
    const near: Mine[] = [];
    for (const m of force.living) {
      if (isCommand(m.soldier) || isGhost(m) || squadOf[m.index] !== q) continue;
      if (carriers.includes(m.soldier.id) && commandAt !== null) walk(m, commandAt);
      else if (m.at === target || m.at === out) near.push(m);
      else walk(m, target);
    }
    const moves = holdTarget(
      { target, soldiers: near, commandHolds: q === 0 && commandAt === target, out, day: view.day },
      (m) => stepTowards(t, m.at, target, safe(target)),
    );
    for (const { soldier, step } of moves) plan([soldier], step);
  });
  // In the order first met, that is in view order: the same every day.
  for (const { from, goal, who } of squads.values()) advance(who, from, goal);

  const isKey = t.names.map(() => false);
  for (const k of view.keySectors) isKey[sectorOfName(t, k)] = true;
  const heldByUs = (x: Sector) => force.living.some((m) => m.at === x && !isGhost(m));
  // Ghosts: carriers home (unseen, they need no scouting), the others to the nearest request.
  const taken = requests.map(() => false);
  ghosts.forEach((g, k) => {
    if (carriers.includes(g.soldier.id) && commandAt !== null) {
      plan([g], ideal(g.at, commandAt));
      return;
    }
    let pick = -1;
    requests.forEach((r, i) => {
      if (!taken[i] && (pick < 0 || distance(b, g.at, r.to) < distance(b, g.at, requests[pick]!.to)))
        pick = i;
    });
    if (pick < 0) {
      const join = targets[Math.min(2 + k, targets.length - 1)]!;
      plan([g], heldByUs(join) ? ideal(g.at, join) : passThrough(t, g.at, join, aliens));
      return;
    }
    taken[pick] = true;
    const r = requests[pick]!;
    if (isKey[r.to] && !heldByUs(r.to)) {
      // A key sector nobody of ours holds: look on the way through, and end the day
      // beside it, so that a Ghost never sits unseen in another player's claim (CW-9.1).
      plan([g], passThrough(t, g.at, r.to, aliens));
      return;
    }
    const direct = scoutStep(t, g.at, r, aliens);
    plan([g], direct ?? ideal(g.at, r.to));
  });
  return ordersFor(t, planned);
}

/**
 * A look at `x` without staying: from next to it, a two-sector move through it (CW-5.3),
 * reported on the way (CW-11.1, CW-11.5); from farther, a walk to a sector next to it.
 */
export function passThrough(
  t: BoardTables,
  from: Sector,
  x: Sector,
  aliens: readonly boolean[],
): Step | null {
  const b = t.board;
  if (distance(b, from, x) === 1) {
    const reach = t.reach[from]!;
    for (let k = 1; k < reach.length; k++) {
      const to = reach[k]!;
      if (aliens[to] || distance(b, to, x) !== 1) continue;
      if (t.vias[from]![k]!.includes(x)) return { to, via: x };
    }
    return null;
  }
  return stepTowards(t, from, x, (s) => s !== x && !aliens[s]);
}

/** A Ghost's move onto a request within reach, through the squad's middle sector when it can. */
function scoutStep(t: BoardTables, from: Sector, r: Request, aliens: readonly boolean[]): Step | null {
  const d = distance(t.board, from, r.to);
  if (d === 0 || d > 2) return null;
  if (d === 1) return { to: r.to, via: null };
  const k = t.reach[from]!.indexOf(r.to);
  const mids = t.vias[from]![k]!;
  const via = mids.find((s) => s === r.via) ?? mids.find((s) => !aliens[s]);
  return via === undefined ? null : { to: r.to, via };
}
