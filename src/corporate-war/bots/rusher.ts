/**
 * `rusherBot`: takes the key sectors nearest its edge as fast as it can and sits on them.
 * A player wins by clearing at least four key sectors of every enemy (CW-9.1) and keeping
 * a soldier in each all through the next day (CW-9.2), so speed is what counts.
 *
 * - Targets: the six key sectors (CW-1.2) nearest the middle of its edge, leaving out the
 *   craft (CW-1.3), which the aliens' garrison holds with 4 in every rating (CW-4.5).
 *   Four would do; the two spares are there because an enemy nobody has seen still
 *   blocks a claim (CW-9.1), and two groups that cannot see each other never fight
 *   (CW-6.3), so a contested sector can stay blocked all game. In trial games six
 *   squads won clearly more often than four or five against every other bot.
 * - Squads: the soldiers other than the Mobile Command are dealt into six squads the same
 *   way every day (`dealSquads`), so that the best eyes (Info, CW-6.3) are spread over
 *   squads 1 to 3, and squad 0 goes with the Mobile Command (Commander and Doc, CW-3.4),
 *   whose Commander sees for it, to the nearest target. There the Mobile Command stays:
 *   a Mobile Command standing still in a key sector revives the fallen whose tags are
 *   brought to it (CW-8.3), and revived soldiers walk back to their squads.
 * - Moves: two sectors a day (CW-5.2) straight for the target, round the craft and the
 *   ring its alien squads circle (CW-4.3), always naming the middle sector (CW-5.3).
 * - Holding: soldiers in their target stay. Groups that were both there already do not
 *   fight (CW-6.2), so enemies sitting in a target (seen there yesterday, CW-11.5) would
 *   block the claim for ever; then every second soldier there steps out for a day, and his
 *   return the next day is an arrival that starts a fight (CW-6.2, CW-7.8).
 *
 * Strengths: fast (it beats the random player in about four days), and strong against
 * players who spread thin or move slowly. Weaknesses: it walks into whatever is on its
 * way, sees little (most squads have Info 1 or 2, and Grunts see no one but Docs), fights
 * other rushers for the same corner sectors, where blind squads can sit side by side
 * until the day limit, and only revives the fallen whose tags happen to reach its Mobile
 * Command.
 */
import type { CorporateWarBot } from './bot.js';
import {
  alienGround,
  dealSquads,
  homeSector,
  isCommand,
  keyTargets,
  ordersFor,
  type Planned,
  readForce,
  readNews,
  type Step,
  stepOutOfContested,
  stepTowards,
  tablesFor,
} from './tactics.js';

/** Squads, one per target: the four key sectors CW-9.1 asks for and two spares. */
const SQUADS = 6;

/** The key-sector rusher: six squads straight to the six nearest key sectors, and hold them. */
export const rusherBot: CorporateWarBot = (view) => {
  if (view.outcome !== null) return [];
  const t = tablesFor(view.board);
  const home = homeSector(view, t);
  const targets = keyTargets(view, t, home).slice(0, SQUADS);
  if (targets.length === 0) return [];
  const aliens = alienGround(view, t);
  const news = readNews(view, t);
  const force = readForce(view, t);
  const squadOf = dealSquads(view, targets.length, (s) => !isCommand(s));
  const goalOf = (index: number) => targets[Math.max(0, squadOf[index]!)]!;
  const go = (from: number, goal: number): Step | null =>
    stepTowards(t, from, goal, (s) => s === goal || !aliens[s]);

  const stepOut = stepOutOfContested(
    t,
    force.living,
    targets,
    news,
    aliens,
    home,
    (m) => !isCommand(m.soldier),
  );

  const planned: Planned[] = [];
  // The Mobile Command goes to the nearest target as one, and stays there.
  const command = force.command[0];
  if (command !== undefined) {
    const step = go(command.at, targets[0]!);
    if (step !== null) for (const m of force.command) planned.push({ id: m.soldier.id, from: m.at, step });
  }
  for (const m of force.living) {
    if (isCommand(m.soldier)) continue;
    const goal = goalOf(m.index);
    const out = stepOut.get(m.soldier.id);
    if (m.at === goal && out !== undefined) {
      planned.push({ id: m.soldier.id, from: m.at, step: { to: out, via: null } });
      continue;
    }
    const step = go(m.at, goal);
    if (step !== null) planned.push({ id: m.soldier.id, from: m.at, step });
  }
  return ordersFor(t, planned);
};
