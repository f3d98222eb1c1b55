/**
 * Which key sectors to go for. A player wins by clearing four key sectors of every enemy
 * (CW-9.1) and keeping a soldier in each all the next day (CW-9.2), but an enemy it cannot
 * see (CW-6.3) still spoils a claim, and it is never told which sector was spoilt. What it
 * can tell is that a claim did not come: it held four key sectors all yesterday and the
 * game did not end. Then one of them must hide an enemy, and trying another key sector
 * instead of one of them is the only way to find four clear ones without better eyes.
 *
 * Bots keep no memory between days, so the choice is read from the view alone: a key
 * sector the player has left (its last report says a group of ours left it, and nobody of
 * ours stands there now) is given up for {@link GIVE_UP_DAYS} days, which keeps a squad on
 * its way to the new sector instead of turning back.
 */
import { distance, type Sector } from '../board.js';
import type { PlayerView } from '../view.js';
import { type BoardTables, type Force, isCommand, isHot, type SectorNews, sectorOf } from './tactics.js';

/** Targets added when stuck with soldiers to spare. */
export const EXTRA = 2;
/** How many days a key sector the player left stays given up. */
const GIVE_UP_DAYS = 6;

/** What the player's reports say about its key sectors, as the target choice reads it. */
export interface KeyReading {
  /** Key sectors where a group of ours stood all yesterday (CW-11.1 `held`). */
  readonly heldYesterday: readonly Sector[];
  /** Key sectors we left on a recent day and where nobody of ours stands now. */
  readonly givenUp: readonly boolean[];
  /** The player's fallen lying in each sector (they lie where they fell until revived, CW-11.2). */
  readonly fallenAt: readonly number[];
  /** How many key sectors a claim needs (CW-9.1): four on the seed's map. */
  readonly need: number;
}

/** Reads the key sectors' reports and the player's fallen. */
export function readKeys(view: PlayerView, t: BoardTables, force: Force): KeyReading {
  const occupied = t.names.map(() => false);
  for (const m of force.living) occupied[m.at] = true;
  const givenUp = t.names.map(() => false);
  const heldYesterday: Sector[] = [];
  for (const name of view.keySectors) {
    const known = view.sectors[name];
    if (known === undefined) continue;
    const x = sectorOf(t, name);
    const age = view.day - known.day;
    let held = false;
    let left = false;
    for (const e of known.events) {
      if (e.type === 'held' && e.sector === name) held = true;
      if (e.type === 'left' && e.sector === name) left = true;
    }
    if (held && age === 1) heldYesterday.push(x);
    if (left && !held && !occupied[x] && age <= GIVE_UP_DAYS) givenUp[x] = true;
  }
  const fallenAt = t.names.map(() => 0);
  for (const s of view.soldiers) if (s.status !== 'alive') fallenAt[sectorOf(t, s.sector)]!++;
  return { heldYesterday, givenUp, fallenAt, need: view.victory.sectorsToWin };
}

/**
 * True when a claim should have come and did not: a group of ours stood all yesterday in
 * each of at least as many key sectors as a claim needs (four on the seed's map), so we held them at yesterday's dawn, which is when
 * the evening before's claim (CW-9.1) is made; had they all been clear, yesterday's hold
 * would have won (CW-9.2). So at least one of them hides an enemy.
 */
export const isStuck = (keys: KeyReading): boolean => keys.heldYesterday.length >= keys.need;

/**
 * The squads' targets: the `count` key sectors nearest home (`nearest`, in order), each
 * given-up one replaced by the nearest key sector that is neither a target, nor given up,
 * nor held by the enemy as far as the reports tell. When the player is stuck
 * ({@link isStuck}), one held target is given up today as well: the one with the most
 * signs of an unseen enemy (our soldiers shot by nobody seen, fighting heard there, our
 * fallen lying there), else one chosen by the day, so that day after day every one of
 * them is tried.
 */
export function chooseTargets(
  view: PlayerView,
  t: BoardTables,
  nearest: readonly Sector[],
  force: Force,
  news: readonly (SectorNews | undefined)[],
  keys: KeyReading,
  count: number,
): Sector[] {
  const b = t.board;
  const stuck = isStuck(keys);
  // Soldiers beyond one per sector held: they can try another sector without giving one up.
  const units = force.living.filter((m) => !isCommand(m.soldier)).length + (force.command.length > 0 ? 1 : 0);
  const spare = units - keys.heldYesterday.length;
  const targets = nearest.slice(0, stuck && spare > 0 ? count + EXTRA : count);
  const off = [...keys.givenUp];
  if (stuck && spare <= 0 && view.day % 2 === 1) {
    // The Mobile Command stays where it revives (CW-8.3) while it can.
    const movable = targets.filter(
      (x) =>
        keys.heldYesterday.includes(x) &&
        !(force.canRevive && x === force.commandAt) &&
        force.living.some((m) => m.at === x && !isCommand(m.soldier)),
    );
    if (movable.length > 0) {
      const signs = (x: Sector) => {
        const n = news[x];
        const recent = n !== undefined && n.age <= 1;
        return (
          (recent && n.shotBlind ? 4 : 0) + (recent && n.heardHere ? 2 : 0) + (keys.fallenAt[x]! > 0 ? 1 : 0)
        );
      };
      const most = Math.max(...movable.map(signs));
      const suspects = movable.filter((x) => signs(x) === most);
      off[suspects[Math.floor(view.day / 2) % suspects.length]!] = true;
    }
  }
  const taken = new Set(targets.filter((x) => !off[x]));
  return targets.map((x) => {
    if (!off[x]) return x;
    const other = nearest
      .filter((y) => !taken.has(y) && !off[y])
      .sort(
        (y, z) =>
          Number(isHot(news[y], 2)) - Number(isHot(news[z], 2)) ||
          distance(b, x, y) - distance(b, x, z) ||
          nearest.indexOf(y) - nearest.indexOf(z),
      )[0];
    if (other === undefined) return x;
    taken.add(other);
    return other;
  });
}
