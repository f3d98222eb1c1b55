/**
 * `rusherBot`: takes the key sectors nearest its edge as fast as it can, holds them, and
 * clears them. A player wins by clearing at least four key sectors of every enemy (CW-9.1)
 * and keeping a soldier in each all through the next day (CW-9.2).
 *
 * - Targets: the four key sectors (CW-1.2) nearest the middle of its edge, leaving out the
 *   craft (CW-1.3), one squad each (`chooseTargets`). When a claim that should have come
 *   did not, one of them hides an enemy it cannot see: with soldiers to spare it reaches
 *   for two more key sectors, and without, it gives one up for another.
 * - Squads: dealt the same way every day (`dealSquads`), with a soldier who sees the
 *   common soldiers (Info 2 or more, CW-6.3) in every squad it can; the Mobile Command
 *   (Commander and Doc, CW-3.4), whose Commander sees for squad 0, goes to the nearest
 *   target and stays there, where it revives the fallen whose tags are brought to it
 *   (CW-8.3). Soldiers carrying a fallen comrade's tags walk to it.
 * - Moves: two sectors a day (CW-5.2) straight for the target, round the craft and the
 *   ring its alien squads circle (CW-4.3), always naming the middle sector (CW-5.3).
 * - Holding: an anchor stays in each target and the squad's other soldiers take turns
 *   stepping out and back in (`holdTarget`), so that someone arrives every day and the
 *   squad's eyes start a fight with any enemy they see there (CW-6.2).
 * - Beaten: once it cannot win any more (CW-9.4), its survivors go home (`goHome`).
 *
 * Strengths: fast (it beats the random player in about four days), and it clears what it
 * can see. Weaknesses: it walks into whatever is on its way, two of its squads see only
 * the common soldiers and two see nobody with Escape 2 or more, and it cannot tell which
 * of its sectors an unseen enemy spoils, so it finds out by trying others.
 */
import type { PlayerView } from '../view.js';
import type { CorporateWarBot, OrderInput } from './bot.js';
import { canStillWin, goHome } from './endgame.js';
import { holdTarget, pulseSector } from './holding.js';
import { readView, type ViewReading } from './reading.js';
import { dealSquads } from './squads.js';
import {
  alienGround,
  homeSector,
  isCommand,
  keyTargets,
  ordersFor,
  type Planned,
  type Step,
  stepTowards,
} from './tactics.js';
import { chooseTargets } from './targets.js';

/** The key-sector rusher: four squads straight to the four nearest key sectors, holding and clearing them. */
export const rusherBot: CorporateWarBot = (view) =>
  view.outcome !== null ? [] : rusherPlan(view, readView(view));

/** The rusher's orders from a reading of its view (`readView`), which the search player shares between plans. */
export function rusherPlan(view: PlayerView, reading: ViewReading): OrderInput[] {
  const { t, news, force, keys } = reading;
  const home = homeSector(view, t);
  const aliens = alienGround(view, t);
  if (!canStillWin(force, view.victory.sectorsToWin)) return goHome(t, force, home, aliens);
  // Squads, one per target: as many key sectors as a claim needs (CW-9.1).
  const targets = chooseTargets(
    view,
    t,
    keyTargets(view, t, home),
    force,
    news,
    keys,
    view.victory.sectorsToWin,
  );
  if (targets.length === 0) return [];
  const squadOf = dealSquads(view, t, force, targets);
  const go = (from: number, goal: number): Step | null =>
    stepTowards(t, from, goal, (s) => s === goal || !aliens[s]);

  const planned: Planned[] = [];
  // The Mobile Command goes to the nearest target as one, and stays there (CW-8.3).
  const lead = force.command[0];
  const step = lead === undefined ? null : go(lead.at, targets[0]!);
  if (step !== null) for (const m of force.command) planned.push({ id: m.soldier.id, from: m.at, step });
  // Tags go to the Mobile Command, while it can still revive (CW-8.1, CW-8.3, CW-8.5).
  const carriers = new Set(force.canRevive ? force.carriers : []);
  const commandAt = force.commandAt;

  targets.forEach((target, q) => {
    const soldiers = force.living.filter((m) => !isCommand(m.soldier) && squadOf[m.index] === q);
    const moves = holdTarget(
      {
        target,
        soldiers,
        commandHolds: q === 0 && commandAt === target,
        out: pulseSector(t, target, aliens, home),
        day: view.day,
      },
      (m) => go(m.at, target),
    );
    for (const { soldier: m, step: s } of moves) {
      const to =
        carriers.has(m.soldier.id) && commandAt !== null && m.at !== commandAt ? go(m.at, commandAt) : s;
      if (to !== null) planned.push({ id: m.soldier.id, from: m.at, step: to });
    }
  });
  return ordersFor(t, planned);
}
