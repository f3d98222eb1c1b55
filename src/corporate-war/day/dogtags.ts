/**
 * Dog tags and the Mobile Command (CW-8). Survivors of a fight carry the tags of their
 * fallen teammates; a group wiped out loses them. Tags brought to a Mobile Command that
 * stayed the whole day in a key sector bring the fallen back at the day's end.
 */
import type { Sector } from '../board.js';
import { ALIENS, type Allegiance } from '../vocabulary.js';
import { type Day, type Unit, unitsOf } from './context.js';

/**
 * CW-8.1: who carries a group's tags: a member of the Mobile Command if one survived
 * (the tags are then already home), else the survivor with the highest Survive, then the
 * one listed first. The seed says only "he collects", so this is our choice.
 */
function chooseCarrier(survivors: readonly Unit[]): Unit {
  let best = survivors[0]!;
  const score = (u: Unit) => (u.role !== '' ? 1000 : 0) + u.survive;
  for (const u of survivors) if (score(u) > score(best)) best = u;
  return best;
}

/**
 * CW-8.1, CW-8.2: after a fight, a group's survivors take the tags of its fallen and of what
 * they carried. The fallen of this fight are the units whose `day.killedIn` is `fight`.
 */
export function collectTags(day: Day, sector: Sector, group: readonly Unit[], fight: number): void {
  const killedIn = day.killedIn;
  let fallen = false;
  for (const u of group) if (killedIn[u.index] === fight) fallen = true;
  if (!fallen) return;
  // One of the group's fallen: a soldier of this group killed in this fight.
  const ownFallen = (i: number | undefined) =>
    i !== undefined && killedIn[i] === fight && day.units[i]!.owner === group[0]!.owner;
  const index = day.soldierIndex;
  const tags = day.units.filter(
    (u) =>
      day.status[u.index] === 'dead' &&
      (ownFallen(u.index) || (day.tagsWith[u.index] !== '' && ownFallen(index.get(day.tagsWith[u.index]!)))),
  );
  const survivors = group.filter((u) => day.status[u.index] === 'alive');
  const name = day.world.name(sector);
  if (survivors.length === 0) {
    for (const t of tags) day.tagsWith[t.index] = '';
    if (day.recording)
      day.events.push({
        type: 'tags-lost',
        sector: name,
        allegiance: group[0]!.owner,
        tags: tags.map((t) => t.id),
      });
    return;
  }
  const carrier = chooseCarrier(survivors);
  for (const t of tags) day.tagsWith[t.index] = carrier.id;
  if (day.recording)
    day.events.push({
      type: 'tags-collected',
      sector: name,
      carrier: carrier.id,
      tags: tags.map((t) => t.id),
    });
}

/** CW-8.4: when the last of a Mobile Command's Commander and Doc falls, it is wreckage. */
export function checkWrecks(day: Day, sector: Sector, hadCommand: ReadonlySet<Allegiance>): void {
  for (const a of hadCommand) {
    if (unitsOf(day, a).some((u) => day.status[u.index] === 'alive' && u.role !== '')) continue;
    day.newWrecks.push({ owner: a, sector, day: day.day });
    if (day.recording)
      day.events.push({ type: 'mobile-command-wrecked', allegiance: a, sector: day.world.name(sector) });
  }
}

/** CW-4.4: an alien Ghost takes the tags carried by alien soldiers it is standing with. */
export function handTagsToGhosts(day: Day): void {
  const aidSquads = new Set(day.state.scenario.aliens.filter((s) => s.behaviour === 'aid').map((s) => s.id));
  const aliens = unitsOf(day, ALIENS);
  for (const ghost of aliens) {
    if (day.status[ghost.index] !== 'alive' || !aidSquads.has(ghost.squad)) continue;
    const here = day.sector[ghost.index]!;
    const standing = (u: Unit) => day.status[u.index] === 'alive' && day.sector[u.index] === here;
    const firstGhostHere = aliens.find((u) => standing(u) && aidSquads.has(u.squad));
    if (firstGhostHere !== ghost) continue;
    const givers = aliens.filter((u) => standing(u) && !aidSquads.has(u.squad) && u.role === '');
    for (const giver of givers) {
      const tags = day.units.filter(
        (t) => day.status[t.index] === 'dead' && day.tagsWith[t.index] === giver.id,
      );
      if (tags.length === 0) continue;
      for (const t of tags) day.tagsWith[t.index] = ghost.id;
      if (day.recording)
        day.events.push({
          type: 'tags-handed',
          sector: day.world.name(here),
          from: giver.id,
          to: ghost.id,
          tags: tags.map((t) => t.id),
        });
    }
  }
}

/**
 * CW-8.3: for each allegiance whose Mobile Command stayed all day in a key sector, every
 * fallen soldier whose tags are carried by someone standing there returns, in that sector.
 * CW-8.5: under `docDeath: 'revival-stops'` the Doc must be alive to patch them up.
 */
export function reviveFallen(day: Day): void {
  for (let side = 0; side < day.allegiances.length; side++) {
    const a = day.allegiances[side]!;
    const mine = day.bySide[side]!;
    const command = mine.filter((u) => day.status[u.index] === 'alive' && u.role !== '');
    if (command.length === 0) continue;
    if (day.rules.docDeath === 'revival-stops' && !command.some((u) => u.role === 'doc')) continue;
    const stayed = command.every((u) => (day.plans[u.index]?.path.length ?? 0) === 0);
    const where = day.sector[(command.find((u) => u.role === 'commander') ?? command[0]!).index]!;
    if (!stayed || !day.world.isKey(where)) continue;
    const here = new Set(
      mine.filter((u) => day.status[u.index] === 'alive' && day.sector[u.index] === where).map((u) => u.id),
    );
    const back = mine.filter((u) => day.status[u.index] === 'dead' && here.has(day.tagsWith[u.index]!));
    if (back.length === 0) continue;
    for (const u of back) {
      day.status[u.index] = 'alive';
      day.sector[u.index] = where;
      day.tagsWith[u.index] = '';
      day.diedOn[u.index] = 0;
    }
    if (day.recording)
      day.events.push({
        type: 'revival',
        allegiance: a,
        sector: day.world.name(where),
        soldiers: back.map((u) => u.id),
      });
  }
}
