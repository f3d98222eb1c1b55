/**
 * What a turn told, as sentences a person reads (GO-7): the private report of a faction
 * (its orders' fate, its build points with every term named, what it built by name and
 * kind, its battles, spies and gifts) and the game master's public post (every faction,
 * every battle, the alliances and the gifts). The referee's text report, the public post
 * file, `simulturn play` and the web board all print these.
 */
import type { BattleEnd, Side } from '../battle.js';
import type { Breakdown, GmPost, OwnBattle, PrivateReport, PublicBattle, PublicFaction } from '../report.js';
import { kindOf } from '../report.js';
import { HULLS, type Hull, hullSize, type Weapon } from '../vocabulary.js';
import {
  baseName,
  counted,
  kindCount,
  listed,
  oobName,
  SPECIAL_NAMES,
  shipRuns,
  summarised,
  WEAPON_PLURALS,
} from './names.js';
import { SPY_ORDER_NAMES } from './order-list.js';

/** A navy by kind in words: `2 torpedo cruisers and 3 fighter frigates`, or `no ships`. */
export function navyWords(navy: Breakdown): string {
  const parts: string[] = [];
  for (const [key, n] of Object.entries(navy)) {
    const kind = kindOf(key);
    if (kind !== null) parts.push(kindCount(n, kind.hull, kind.weapon));
  }
  return parts.length === 0 ? 'no ships' : listed(parts);
}

/** A navy's value in BP from its breakdown: the hulls' cost (GO-3.2). */
export function navyBp(navy: Breakdown): number {
  let v = 0;
  for (const [key, n] of Object.entries(navy)) {
    const kind = kindOf(key);
    if (kind !== null) v += n * hullSize(kind.hull);
  }
  return v;
}

/** Base names, a captured base marked `*` when its builder is known to differ. */
const basesWords = (ids: readonly number[]) => summarised(ids.map(baseName), 10);

/** Why a battle ended, in words (GO-10.8 to GO-10.10, GO-4.4). */
export const END_WORDS: { readonly [E in BattleEnd | 'shield']: string } = {
  destroyed: 'a fleet was destroyed',
  'six-rounds': 'both fleets lasted six rounds, and the one that took more hits lost',
  'no-oob': 'a fleet with no order of battle was destroyed',
  empty: 'there was no fleet at home to fight',
  'quiet-cycle': 'the fight to the death went six rounds without a hit, so the attacker counts as beaten',
  'cycle-cap': 'the fight to the death was stopped after its cycles ran out, and judged by hits',
  shield: 'a raised shield took the attack',
};

const attackers = (b: PublicBattle) => listed([...b.joint]);

/** A battle as the post tells it: one sentence. */
export function battleSentence(b: PublicBattle, n: number): string {
  const who = `${attackers(b)} attacked ${b.defender}`;
  const fleets = `with ${navyWords(b.attackerFleet)} against ${navyWords(b.defenderFleet)}`;
  if (b.shielded)
    return `Battle ${n}: ${who} ${fleets}; ${b.defender}'s shield held, and the attack lost ${navyWords(b.lost.attacker)}.`;
  const result =
    b.winner === null ? 'a draw' : b.winner === 'attacker' ? `${attackers(b)} won` : `${b.defender} held`;
  const losses = `losses: ${attackers(b)} ${navyWords(b.lost.attacker)}, ${b.defender} ${navyWords(b.lost.defender)}`;
  const taken =
    b.captured.length === 0
      ? 'no base changed hands'
      : b.joint.length > 1
        ? `bases taken: ${b.joint.map((m) => `${m} ${b.shares[m]!.map(baseName).join(', ') || 'none'}`).join('; ')}`
        : `${b.attacker} took ${basesWords(b.captured)}`;
  return `Battle ${n}: ${who} ${fleets}: ${result} (${END_WORDS[b.end]}); ${losses}; ${taken}.`;
}

/** A faction as the post shows it, in one line. */
export function factionLine(id: string, f: PublicFaction): string {
  if (f.outAt !== null) return `${id}: out since turn ${f.outAt}.`;
  const captured = f.bases.length - f.home;
  const bases =
    f.bases.length === 0
      ? 'no base (cut off: it loses ships to attrition, GO-6.2)'
      : `${counted(f.bases.length, 'base')} (${f.home} home, ${captured} captured): ${basesWords(f.bases)}`;
  const navy = navyBp(f.navy) === 0 ? 'no navy' : `navy ${navyWords(f.navy)} (${navyBp(f.navy)} BP)`;
  return `${id}: ${bases}; ${f.bp} BP; ${navy}.`;
}

/** The public post as lines (GO-7.1). */
export function postLines(post: GmPost): string[] {
  const lines = [`Turn ${post.turn}: the game master's post`];
  for (const [id, f] of Object.entries(post.factions)) lines.push(`  ${factionLine(id, f)}`);
  if (post.battles.length === 0) lines.push('  No battles.');
  post.battles.forEach((b, i) => lines.push(`  ${battleSentence(b, i + 1)}`));
  if (post.alliances.length > 0)
    lines.push(`  Alliances standing: ${post.alliances.map((a) => a.join(' and ')).join('; ')}.`);
  for (const g of post.gifts) lines.push(`  ${g.from} gave ${baseName(g.base)} to ${g.to}.`);
  return lines;
}

/** One of the faction's own battles in full: who, the orders of battle, the rounds in brief, the result, its losses by name. */
export function ownBattleLines(b: OwnBattle): string[] {
  const p = b.post;
  const n = b.index + 1;
  const foe = b.side === 'attacker' ? p.defender : attackers(p);
  const head =
    b.side === 'attacker'
      ? `Battle ${n}: you attacked ${p.defender} with ${navyWords(p.attackerFleet)}; ${p.defender} had ${navyWords(p.defenderFleet)} at home.`
      : `Battle ${n}: ${attackers(p)} attacked you with ${navyWords(p.attackerFleet)}; you had ${navyWords(p.defenderFleet)} at home.`;
  const lines = [head];
  const other: Side = b.side === 'attacker' ? 'defender' : 'attacker';
  const mine = b.oobs[b.side];
  const theirs = b.oobs[other];
  lines.push(
    `  Orders of battle: yours ${mine === null ? 'none' : oobName(mine)}; ${foe}'s ${theirs === null ? 'none' : oobName(theirs)}.`,
  );
  if (b.battle !== null) {
    const rounds = b.battle.rounds;
    for (const r of rounds.slice(0, 6)) {
      const you = `your ${WEAPON_PLURALS[r.weapons[b.side]]} ${r.strength[b.side]}`;
      const them = `their ${WEAPON_PLURALS[r.weapons[other]]} ${r.strength[other]}`;
      const hits =
        r.hits[b.side] > 0
          ? `you took ${r.hits[b.side]} hits`
          : r.hits[other] > 0
            ? `they took ${r.hits[other]} hits`
            : 'no hits';
      lines.push(`  Round ${r.round}: ${you} against ${them}: ${hits}.`);
    }
    if (rounds.length > 6)
      lines.push(`  … ${counted(rounds.length - 6, 'more round')} (a fight to the death).`);
    // The hits decide a battle both fleets survive (GO-10.9): the totals, exact.
    const hits = (n: number) => String(Math.round(n * 100) / 100);
    if (rounds.length > 0)
      lines.push(
        `  Hits taken in all: you ${hits(b.battle.hits[b.side])}, ${foe} ${hits(b.battle.hits[other])}.`,
      );
  }
  const result = p.shielded
    ? b.side === 'attacker'
      ? `${p.defender}'s shield held: your fleet took 12 hits.`
      : 'Your shield held: the attackers took 12 hits and you nothing.'
    : p.winner === null
      ? `A draw: ${END_WORDS[p.end]}.`
      : `${p.winner === b.side ? 'You won' : 'You lost'}: ${END_WORDS[p.end]}.`;
  lines.push(`  ${result}`);
  const lostMine = b.lost[b.side];
  lines.push(
    `  You lost ${lostMine.length === 0 ? 'no ship' : shipRuns(b.lost[b.side], 12)}; ${foe} lost ${navyWords(p.lost[other])}.`,
  );
  if (p.captured.length > 0) {
    const shares =
      p.joint.length > 1
        ? ` (${p.joint.map((m) => `${m}: ${p.shares[m]!.map(baseName).join(', ') || 'none'}`).join('; ')})`
        : '';
    lines.push(
      b.side === 'attacker'
        ? `  Bases taken: ${basesWords(p.captured)}${shares}.`
        : `  You lost ${basesWords(p.captured)} to ${attackers(p)}.`,
    );
  }
  return lines;
}

/** What was built, by name and kind: `1 laser battleship (S1) and base B10`. */
export function builtWords(built: PrivateReport['built']): string {
  const groups: { hull: Hull; weapon: Weapon; ids: number[] }[] = [];
  built.ships.forEach((id, k) => {
    const kind = built.kinds?.[k];
    if (kind === undefined) return;
    const g = groups.find((x) => x.hull === kind.hull && x.weapon === kind.weapon);
    if (g === undefined) groups.push({ hull: kind.hull, weapon: kind.weapon, ids: [id] });
    else g.ids.push(id);
  });
  groups.sort((a, b) => HULLS.indexOf(a.hull) - HULLS.indexOf(b.hull));
  const parts = groups.map((g) => `${kindCount(g.ids.length, g.hull, g.weapon)} (${shipRuns(g.ids, 6)})`);
  if (built.bases.length > 0)
    parts.push(`${built.bases.length === 1 ? 'base' : 'bases'} ${listed(built.bases.map(baseName))}`);
  return listed(parts);
}

/** A faction's private report as sentences (GO-7.2). */
export function reportLines(r: PrivateReport): string[] {
  const lines = [`Turn ${r.turn}: your report`];
  if (r.orders === 'accepted') lines.push('Your orders were accepted.');
  else if (r.orders === 'none')
    lines.push('No orders came from you: nothing was built and no special order given.');
  else {
    lines.push('Your orders were refused, so none of them were carried out:');
    for (const i of r.refused) lines.push(`  ${i.message}`);
  }
  if (r.randomOob !== null)
    lines.push(`You gave no order of battle, so one was drawn at random: ${oobName(r.randomOob)}.`);
  const bp = r.bp;
  lines.push(
    `Build points: ${bp.before} held at the start + ${bp.income} income − ${bp.spent} spent on builds and repairs − ${bp.forfeited} lost on being cut off = ${bp.after} held now.`,
  );
  if (r.built.ships.length + r.built.bases.length > 0) lines.push(`Built: ${builtWords(r.built)}.`);
  for (const b of r.battles) lines.push(...ownBattleLines(b));
  if (r.attrition.length > 0)
    lines.push(`Cut off from every base, you lost ${shipRuns(r.attrition, 12)} to attrition.`);
  const e = r.espionage;
  if (e.counterEspionage) lines.push('You used counter-espionage: no enemy spy could touch your orders.');
  if (e.spy !== null) {
    const order = SPY_ORDER_NAMES[e.spy.order as keyof typeof SPY_ORDER_NAMES] ?? e.spy.order;
    const fate =
      e.spy.outcome === 'stopped'
        ? `stopped it${e.spy.attackOn !== null ? ` (the attack was aimed at ${e.spy.attackOn})` : ''}`
        : e.spy.outcome === 'missed'
          ? `found no such order`
          : 'was caught';
    lines.push(
      `Your spy sent to stop ${e.spy.target}'s ${order} ${fate}; ${e.spy.returned ? 'it came back' : 'it is lost'}.`,
    );
  }
  if (e.cancelled !== null) lines.push(`An enemy spy stopped your ${SPECIAL_NAMES[e.cancelled.kind]}.`);
  for (const c of e.caught)
    lines.push(
      `You caught a spy of ${c.by} sent to stop your ${SPY_ORDER_NAMES[c.order as keyof typeof SPY_ORDER_NAMES] ?? c.order}.`,
    );
  for (const g of r.gifts.given)
    lines.push(
      `${baseName(g.base)} to ${g.to}: ${g.fate === 'given' ? 'given' : g.fate === 'taken-first' ? 'not given, it was captured first' : `not given, ${g.to} did not accept it`}.`,
    );
  for (const g of r.gifts.received) lines.push(`${g.from} gave you ${baseName(g.base)}.`);
  // Reports written before the status was kept have none.
  if (r.status === 'out') lines.push('You have no base and no ship left: you are out of the game (GO-6.3).');
  else if (r.status === 'cut-off')
    lines.push(
      'You hold no base: your fleet is cut off, earns nothing and loses ships to attrition until it takes or is given a base (GO-6).',
    );
  return lines;
}
