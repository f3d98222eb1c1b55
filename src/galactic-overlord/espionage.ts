/**
 * Step 4 of a turn (GO-1.2): counter-espionage and spies (GO-9). Every spy acts at once:
 * a spy sent at a faction that spends counter-espionage or raises its shields this turn
 * is caught (GO-9.3); otherwise it stops the order it was sent against if its target
 * gave that order (GO-9.2). Spies never stop spies, counter-espionage or shields, so the
 * outcome does not depend on the order in which spies are looked at.
 */
import type { Draft } from './draft.js';
import type { Orders } from './orders.js';
import type { Espionage, SpyOutcome } from './report.js';

/** What the espionage step did: the orders left to carry out, and what each faction is told. */
export interface EspionageOutcome {
  /** Every faction's orders, with the special orders spies stopped removed. */
  readonly orders: Record<string, Orders>;
  /** What each faction is told (GO-9.4). */
  readonly told: Record<string, Espionage>;
}

/** Step 4: spends counter-espionage and spies, and stops the orders spies reach. */
export function resolveEspionage(
  draft: Draft,
  players: readonly string[],
  given: Readonly<Record<string, Orders>>,
): EspionageOutcome {
  const orders: Record<string, Orders> = { ...given };
  const told: Record<
    string,
    {
      counterEspionage: boolean;
      spy: SpyOutcome | null;
      cancelled: Orders['special'];
      caught: { by: string; order: string }[];
    }
  > = {};
  for (const p of players) {
    const o = given[p]!;
    told[p] = { counterEspionage: o.counterEspionage, spy: null, cancelled: null, caught: [] };
    // GO-9.3: a use is spent whether or not a spy comes.
    if (o.counterEspionage) draft.factions[p]!.counterEspionage--;
  }
  // GO-9.3: counter-espionage and a raised shield each stop every spy sent at the faction.
  const guarded = (p: string) => given[p]!.counterEspionage || given[p]!.special?.kind === 'raise-shields';
  for (const p of players) {
    const spy = given[p]!.spy;
    if (spy === null) continue;
    const f = draft.factions[p]!;
    f.spies--;
    const aimed = given[spy.target]?.special ?? null;
    let outcome: SpyOutcome['outcome'];
    if (guarded(spy.target)) {
      outcome = 'caught';
      told[spy.target]!.caught.push({ by: p, order: spy.order });
    } else if (aimed !== null && aimed.kind === spy.order) {
      outcome = 'stopped';
      told[spy.target]!.cancelled = aimed;
      orders[spy.target] = { ...orders[spy.target]!, special: null };
    } else outcome = 'missed';
    // GO-9.2, option `spyMiss`: a spy that found no such order comes back under `returned`.
    const returned = outcome === 'missed' && draft.rules.spyMiss === 'returned';
    if (returned) f.spies++;
    told[p]!.spy = {
      target: spy.target,
      order: spy.order,
      outcome,
      returned,
      // GO-9.4: a spy that stops an attack sees where it was going.
      attackOn: outcome === 'stopped' && aimed?.kind === 'attack' ? aimed.target : null,
    };
  }
  return { orders, told };
}
