/**
 * Step 9, the victory check (CW-9), at the end of the day:
 * 1. CW-9.2: a player that claimed key sectors yesterday wins if it kept at least one
 *    soldier in enough of them at dawn and after every phase of today.
 * 2. CW-9.3: several winners on one day share the win, or under `simultaneousWinners:
 *    'most-sectors'` the ones holding the most sectors win.
 * 3. CW-9.1: a player with a soldier and no enemy (aliens included) in enough key sectors
 *    claims them, to hold tomorrow.
 * 4. CW-9.4: when no player can still field enough soldiers, nobody can win.
 * 5. CW-9.5: the day limit, or without one the last day a save can follow (`MAX_DAY`).
 */

import type { Sector } from '../board.js';
import { lastDay } from '../rules-options.js';
import type { Claim, Outcome } from '../state.js';
import type { Allegiance, PlayerId } from '../vocabulary.js';
import { type Day, unitsOf } from './context.js';

/** The result of the check, for the commit step. */
export interface VictoryResult {
  readonly claims: readonly Claim[];
  readonly outcome: Outcome | null;
}

/** Runs the check and records it in the trace. */
export function checkVictory(day: Day): VictoryResult {
  const w = day.world;
  const need = day.state.scenario.sectorsToWin;
  const players = day.state.players.map((p) => p.id).toArray();
  const holds = day.state.claims.toArray().map((claim) => {
    const mine = unitsOf(day, claim.player);
    const held = claim.sectors.filter((s) =>
      day.snapshots.every((snap) => mine.some((u) => snap[u.index] === s)),
    );
    return { player: claim.player, claimed: claim.sectors, held };
  });
  let winners = holds.filter((h) => h.held.length >= need);
  if (winners.length > 1 && day.rules.simultaneousWinners === 'most-sectors') {
    const most = Math.max(...winners.map((h) => h.held.length));
    winners = winners.filter((h) => h.held.length === most);
  }
  const winnerIds = players.filter((p) => winners.some((h) => h.player === p));

  // CW-9.1: a key sector is cleared by a player whose soldiers are the only living ones
  // in it. Who holds each key sector alone is read in one pass over the units.
  const alone = new Map<Sector, Allegiance | null>(); // null: shared
  for (const u of day.units) {
    if (day.status[u.index] !== 'alive' || !w.isKey(day.sector[u.index]!)) continue;
    const held = alone.get(day.sector[u.index]!);
    if (held === undefined) alone.set(day.sector[u.index]!, u.owner);
    else if (held !== u.owner) alone.set(day.sector[u.index]!, null);
  }
  const claims: Claim[] = [];
  for (const p of players) {
    const sectors = w.keySectors.filter((s) => alone.get(s) === p);
    if (sectors.length >= need) claims.push({ player: p, sectors, day: day.day });
  }

  let outcome: Outcome | null = null;
  if (winnerIds.length > 0) outcome = { reason: 'victory', winners: winnerIds, day: day.day };
  else if (!players.some((p) => canStillWin(day, p, need)))
    outcome = { reason: 'stalemate', winners: [], day: day.day };
  else if (day.day >= lastDay(day.rules)) {
    outcome = { reason: 'day-limit', winners: [], day: day.day };
  }
  if (day.recording)
    day.events.push({
      type: 'victory-check',
      holds: holds.map((h) => ({
        player: h.player,
        claimed: h.claimed.map(w.name),
        held: h.held.map(w.name),
      })),
      claims: claims.map((c) => ({ player: c.player, sectors: c.sectors.map(w.name) })),
      winners: winnerIds,
      outcome: outcome?.reason ?? null,
    });
  return { claims: outcome === null ? claims : [], outcome };
}

/**
 * CW-9.4: a player can still win while its living soldiers, plus the fallen whose tags a
 * living comrade carries and who could still be revived, number at least the sectors needed.
 */
function canStillWin(day: Day, player: PlayerId, need: number): boolean {
  const mine = unitsOf(day, player);
  const alive = mine.filter((u) => day.status[u.index] === 'alive');
  if (alive.length >= need) return true;
  const command = alive.filter((u) => u.role !== '');
  const canRevive =
    command.length > 0 && (day.rules.docDeath === 'no-effect' || command.some((u) => u.role === 'doc'));
  if (!canRevive) return false;
  const carried = mine.filter((u) => day.status[u.index] === 'dead' && day.tagsWith[u.index] !== '');
  return alive.length + carried.length >= need;
}
