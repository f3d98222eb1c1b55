/**
 * What the rules require of a whole state, beyond each field's own shape: `parseState`
 * asks it of every save, so an edited save can hold no more than a game could reach, nor
 * than a scenario may give (HV-1.5). Each check names the clause it keeps:
 *
 * - each player holds at most its army of each defence kind (HV-2.1), one Harvester while
 *   on the planet, and no unit while waiting to join or out (HV-1.3, HV-7.5);
 * - a rebuild under way is of a kind the player lacks, due within the turns it takes
 *   (HV-7.3);
 * - no two Harvesters share a hex (HV-5.3), and only nimble units stand on rough ground
 *   (HV-3.5);
 * - a served player and its ruler are on the planet (HV-8), and a player waiting or out
 *   has no ruler, target or rebuild and an out one holds nothing (HV-7.5);
 * - a player on the planet has been idle fewer than seven turns, under `idleOut:
 *   seven-turns` (HV-7.6), joined by this turn and went out before it;
 * - the resources balance: on the planet, held and spent equal placed, grown and salvaged
 *   (HV-3.4).
 */

import type { HvState } from './state.js';
import { isActive } from './state.js';
import { terrainSets } from './terrain.js';
import { CAPACITY, IDLE_TURNS, NIMBLE_KINDS, UNIT_STATS } from './vocabulary.js';

/** A problem: the path in the state and what was expected there. */
export type StateProblem = [(string | number)[], string];

/** The first thing the rules forbid in a state whose fields are each sound, or null. */
export function rulesProblem(s: HvState): StateProblem | null {
  const counts = new Map<string, number>();
  const harvesterAt = new Map<number, number>();
  const rough = s.terrain.rough.length === 0 ? undefined : terrainSets(s.terrain).rough;
  for (const [k, u] of s.units.entries()) {
    const m = s.machines[u.owner]!;
    if (m.joinedAt === null || m.outAt !== null)
      return [
        ['units', k, 'owner'],
        `a player on the planet: ${u.owner} is ${m.outAt !== null ? 'out' : 'waiting to join'}`,
      ];
    const key = `${u.owner} ${u.kind}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    const cap = u.kind === 'harvester' ? 1 : m.army[u.kind];
    if (n > cap)
      return [
        ['units', k, 'kind'],
        `at most ${cap} ${u.kind}${cap === 1 ? '' : 's'} of ${u.owner} (HV-2.1: its army)`,
      ];
    if (u.kind === 'harvester') {
      const other = harvesterAt.get(u.hex);
      if (other !== undefined)
        return [['units', k, 'hex'], `a hex without another Harvester (HV-5.3: unit ${other}'s)`];
      harvesterAt.set(u.hex, u.id);
    }
    if (rough?.has(u.hex) === true && !NIMBLE_KINDS.includes(u.kind))
      return [
        ['units', k, 'hex'],
        'a hex that is not rough: only soldiers and scouts stand on rough ground (HV-3.5)',
      ];
  }
  for (const p of s.players) {
    const m = s.machines[p]!;
    const at = (field: string, expected: string): StateProblem => [['machines', p, field], expected];
    const on = isActive(s, p);
    if (on && !counts.has(`${p} harvester`))
      return [['units'], `a Harvester for ${p}, which is on the planet`];
    if (m.joinedAt !== null && m.joinedAt > s.turn)
      return at('joinedAt', 'null or a turn up to the current one');
    if (m.outAt !== null && (m.joinedAt === null || m.outAt >= s.turn || m.outAt < m.joinedAt))
      return at('outAt', 'null or a turn after joining and before the current one');
    if (!on) {
      if (m.ruler !== null) return at('ruler', 'null: a player not on the planet serves nobody');
      if (m.target !== null) return at('target', 'null: a player not on the planet has no target');
      if (m.build !== null) return at('build', 'null: a player not on the planet rebuilds nothing');
      if (m.outAt !== null && m.load !== 0) return at('load', '0: a player out holds nothing (HV-7.5)');
      continue;
    }
    if (m.ruler !== null && !isActive(s, m.ruler))
      return at('ruler', 'null or a player on the planet (HV-8)');
    if (s.rules.idleOut === 'seven-turns' && m.idle >= IDLE_TURNS)
      return at('idle', `fewer than ${IDLE_TURNS} idle turns: at ${IDLE_TURNS} the player is out (HV-7.6)`);
    const b = m.build;
    if (b !== null) {
      const combat = UNIT_STATS[b.kind].combat;
      if ((counts.get(`${p} ${b.kind}`) ?? 0) >= m.army[b.kind])
        return at('build', `a rebuild of a kind ${p} lacks (HV-7.3)`);
      // Ordered in turn t < the current one, it is due at the end of turn t + combat − 1.
      if (b.done < s.turn || b.done > s.turn + combat - 2)
        return [['machines', p, 'build', 'done'], `a turn from ${s.turn} to ${s.turn + combat - 2} (HV-7.3)`];
    }
  }
  // HV-3.4: the books balance.
  let have = 0;
  for (const r of s.resources) have += r;
  for (const p of s.players) have += Math.min(s.machines[p]!.load, CAPACITY);
  const l = s.ledger;
  if (have + l.spent !== l.placed + l.grown + l.salvage)
    return [
      ['ledger'],
      'books that balance: on the planet + held + spent = placed + grown + salvage (HV-3.4)',
    ];
  return null;
}
