/**
 * A turn of Galactic Overlord (GO-1.2): every faction's secret orders resolved together,
 * as a short list of numbered steps, one call each. Returns the next state, the public
 * post and each faction's private report. Pure and deterministic: the random stream is
 * in the state, and the only other input is the arrival order (K2), which only step 8
 * uses (GO-1.3).
 */
import type { OrderEnvelope } from '../kernel/game/steps.js';
import { declareAlliances } from './alliances.js';
import { resolveAttacks } from './attacks.js';
import { applyBuilds, collectIncome } from './builds.js';
import { cutOff, eliminate } from './cut-off.js';
import { draftOf, stateOf } from './draft.js';
import type { Issue } from './errors.js';
import { resolveEspionage } from './espionage.js';
import { giveBases } from './gifts.js';
import { type Oob, randomOob } from './oob.js';
import { checkOrders, NO_ORDERS, type Orders } from './orders.js';
import type { Built, GmPost, PrivateReport, PublicFaction } from './report.js';
import { breakdown } from './report.js';
import { alive, alliances, type Base, type GoState, isOver } from './state.js';

/** What resolving a turn gives. */
export interface TurnResult {
  /** The state at the next turn. */
  readonly state: GoState;
  /** The public post (GO-7.1). */
  readonly post: GmPost;
  /** Each faction's private report, by id (GO-7.2); only factions in the game at the start of the turn. */
  readonly reports: Readonly<Record<string, PrivateReport>>;
}

/**
 * Resolves one turn from raw orders by faction. A missing key, `[]` and `{}` are all
 * "no orders"; orders the rules refuse are played as none and reported (GO-4.2).
 * A finished game is returned unchanged, with an empty post. Never throws on orders.
 */
export function resolveTurn(
  state: GoState,
  raw: Readonly<Record<string, unknown>>,
  envelope?: OrderEnvelope,
): TurnResult {
  const playing = alive(state);
  if (isOver(state))
    return {
      state,
      post: { turn: state.turn, factions: {}, battles: [], alliances: [], gifts: [] },
      reports: {},
    };
  // Step 0 (GO-4.2): read every faction's orders.
  const sheets: Record<string, Orders> = {};
  const refused: Record<string, Issue[]> = {};
  for (const p of playing) {
    if (!Object.hasOwn(raw, p)) {
      sheets[p] = NO_ORDERS;
      continue;
    }
    const r = checkOrders(state, p, raw[p]);
    sheets[p] = r.ok ? r.value : NO_ORDERS;
    if (!r.ok) refused[p] = r.error;
  }
  const d = draftOf(state);
  const book: Record<string, { before: number; income: number; spent: number; forfeited: number }> = {};
  for (const p of playing) book[p] = { before: d.factions[p]!.bp, income: 0, spent: 0, forfeited: 0 };

  // Step 1 (GO-11.1): alliances declared and broken.
  declareAlliances(d, playing, sheets);
  // Step 2 (GO-2.2): income, under `incomeTiming: start` (none in the prebuild turn, GO-2.4).
  if (d.rules.incomeTiming === 'start' && d.turn > 0)
    for (const p of playing) book[p]!.income += collectIncome(d, p);
  // Step 3 (GO-3): builds and repairs.
  const built: Record<string, Built> = {};
  for (const p of playing) {
    const b = applyBuilds(d, p, sheets[p]!);
    book[p]!.spent = b.spent;
    built[p] = {
      ships: b.ships,
      kinds: sheets[p]!.ships.map((s) => ({ hull: s.hull, weapon: s.weapon })),
      bases: b.bases,
    };
  }
  // Step 4 (GO-9): counter-espionage and spies; the special orders spies stop are dropped.
  const spied = resolveEspionage(d, playing, sheets);
  const orders = spied.orders;
  // Step 5 (GO-4.4): shields raised, each spending a generator.
  const shielded = new Set<string>();
  for (const p of playing) {
    if (orders[p]!.special?.kind !== 'raise-shields') continue;
    d.factions[p]!.generators--;
    shielded.add(p);
  }
  // Step 6 (GO-4.5, GO-9.1): generators built and spies trained.
  for (const p of playing) {
    const kind = orders[p]!.special?.kind;
    if (kind === 'build-generator') d.factions[p]!.generators++;
    if (kind === 'train-spy') d.factions[p]!.spies++;
  }
  // Step 7 (GO-10.3): a faction with no order of battle gets a random one, in seat order.
  const oobs: Record<string, Oob | null> = {};
  const drawn: Record<string, Oob> = {};
  for (const p of playing) {
    const given = orders[p]!.oob;
    if (given !== null || d.rules.missingOob === 'destroyed') oobs[p] = given;
    else oobs[p] = drawn[p] = randomOob(d.rng);
  }
  // Step 8 (GO-5, GO-10, GO-11.2 to GO-11.4, GO-1.3): the attacks, joint or one after another by arrival (GO-5.4).
  const arrival = envelope?.arrival ?? state.players;
  const fought = resolveAttacks(d, { orders, oobs, shielded, arrival });
  // Step 9 (GO-11.5): bases given away.
  const gifts = giveBases(d, playing, orders);
  // Step 10 (GO-2.2): income, under `incomeTiming: end` (none in the prebuild turn, GO-2.4).
  if (d.rules.incomeTiming === 'end' && d.turn > 0)
    for (const p of playing) book[p]!.income += collectIncome(d, p);
  // Step 11 (GO-6.1, GO-6.2): cut-off factions.
  const attrition: Record<string, number[]> = {};
  for (const p of playing) {
    const c = cutOff(d, p);
    book[p]!.forfeited = c.forfeited;
    attrition[p] = c.lost;
  }
  // Step 12 (GO-6.3): factions with nothing left go out.
  for (const p of playing) eliminate(d, p);

  // Step 13 (GO-7): the post and the reports.
  const next = stateOf(d, state);
  const factions = publicFactions(next);
  const post: GmPost = {
    turn: state.turn,
    factions,
    battles: fought.battles,
    alliances: alliances(next),
    gifts: gifts.made,
  };
  const reports: Record<string, PrivateReport> = {};
  for (const p of playing) {
    reports[p] = {
      turn: state.turn,
      orders: refused[p] !== undefined ? 'refused' : Object.hasOwn(raw, p) ? 'accepted' : 'none',
      refused: refused[p] ?? [],
      randomOob: drawn[p] ?? null,
      status:
        next.factions[p]!.outAt !== null ? 'out' : next.factions[p]!.cutOffShips !== null ? 'cut-off' : 'in',
      bp: { ...book[p]!, after: next.factions[p]!.bp },
      built: built[p]!,
      attrition: attrition[p]!,
      battles: fought.own[p]!,
      espionage: spied.told[p]!,
      gifts: { given: gifts.given[p]!, received: gifts.made.filter((g) => g.to === p) },
    };
  }
  return { state: next, post, reports };
}

/** GO-7.1: a faction as the post shows it. */
export function publicFaction(state: GoState, p: string): PublicFaction {
  return factionAsPosted(
    state,
    p,
    state.bases.filter((b) => b.holder === p),
  );
}

/** GO-7.1: a faction as the post shows it, given the bases it holds in the state's order. */
function factionAsPosted(state: GoState, p: string, held: readonly Base[]): PublicFaction {
  const f = state.factions[p]!;
  return {
    bases: held.map((b) => b.id),
    home: held.filter((b) => b.builder === p).length,
    navy: breakdown(f.ships),
    bp: f.bp,
    cutOff: f.cutOffShips !== null,
    outAt: f.outAt,
  };
}

/**
 * GO-7.1: every faction as the post shows it, by faction in seat order: the bases are
 * dealt to their holders in one pass, where {@link publicFaction} for each faction would
 * search every base once a faction (factions × bases for the post and for each view).
 */
export function publicFactions(state: GoState): Record<string, PublicFaction> {
  const held = new Map<string, Base[]>(state.players.map((p) => [p, []]));
  for (const b of state.bases) held.get(b.holder)?.push(b);
  const out: Record<string, PublicFaction> = {};
  for (const p of state.players) out[p] = factionAsPosted(state, p, held.get(p)!);
  return out;
}
