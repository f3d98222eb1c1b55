/**
 * A step of the turn (TSG-2.1), as a numbered list of named steps, one file each in
 * `steps/`. The production step (both players together): 1 battle orders, 2 transfers,
 * 3 builds, 4 initiative. Player 1's move: 5 movement, 6 sensors. Player 2's move:
 * 5 movement, 6 sensors, 7 combat, 8 capture, 9 victory, 10 the next turn's income.
 * K2: a missing player and `[]` are alike: nothing built, nothing moved, battle orders
 * standing (K7). Never throws on any orders; throws `SimulturnError` only when the
 * resolvers given lack the one the rules name (TSG-7.2), the calling program's error.
 */
import { BATTLE_RESOLVERS, type BattleResolvers, resolverNamed } from './battle/registry.js';
import type { Issue } from './errors.js';
import { gridOf } from './map.js';
import type {
  BattleOrder,
  BuildOrder,
  MergeOrder,
  MoveOrder,
  Order,
  ReadOrders,
  SplitOrder,
} from './orders.js';
import { awaitedPlayers, readOrders } from './orders.js';
import { emptyReport, type OrderOutcome, type TsgReport } from './report.js';
import type { TsgState } from './state.js';
import { applyBattleOrders } from './steps/01-battle-orders.js';
import { applyTransfers } from './steps/02-transfers.js';
import { applyBuilds } from './steps/03-builds.js';
import { rollInitiative } from './steps/04-initiative.js';
import { applyMoves } from './steps/05-movement.js';
import { applySensors } from './steps/06-sensors.js';
import { type Battle, fightBattles } from './steps/07-combat.js';
import { applyCapture } from './steps/08-capture.js';
import { victoryCheck } from './steps/09-victory.js';
import { withIncome } from './steps/10-income.js';

/** The referee's record of a step: every battle with every die (not for players). */
export interface TsgTrace {
  /** The battles fought. */
  readonly battles: readonly Battle[];
}

/** What resolving a step gives: the next state, each player's report, and the full trace. */
export interface TsgStep {
  /** The state after the step. */
  readonly state: TsgState;
  /** Each player's report. */
  readonly reports: Readonly<Record<string, TsgReport>>;
  /** Every battle fought, with every die (for the referee's records; not for players). */
  readonly trace: TsgTrace;
}

const outcomesOf = (read: ReadOrders): OrderOutcome[] =>
  read.orders.map((o) =>
    o.ok
      ? { index: o.index, kind: o.order.kind, result: 'done', message: 'done' }
      : {
          index: o.index,
          kind:
            typeof (o.raw as { kind?: unknown })?.kind === 'string'
              ? String((o.raw as { kind: string }).kind).slice(0, 20)
              : '?',
          result: (o.issues[0] as Issue).code,
          message: o.issues.map((i) => i.message).join('; '),
        },
  );

const valid = (read: ReadOrders): Order[] => read.orders.flatMap((o) => (o.ok ? [o.order] : []));
const ofKind = <K extends Order['kind']>(orders: readonly Order[], kind: K) =>
  orders.filter((o): o is Extract<Order, { kind: K }> => o.kind === kind);

/**
 * Resolves the step awaited in `state` from raw orders by player, its battles fought by
 * the resolver the rules name among `resolvers` (those the game was set up with; default
 * the built-ins). A state naming a resolver they lack is refused at once, at any step.
 */
export function resolveStep(
  state: TsgState,
  orders: Readonly<Record<string, unknown>>,
  resolvers: BattleResolvers = BATTLE_RESOLVERS,
): TsgStep {
  resolverNamed(resolvers, state.rules.combat);
  const awaited = awaitedPlayers(state);
  if (awaited.length === 0) return { state, reports: {}, trace: { battles: [] } };
  const reads: Record<string, ReadOrders> = {};
  for (const p of awaited)
    reads[p] = Object.hasOwn(orders, p) ? readOrders(state, p, orders[p]) : { listIssues: [], orders: [] };
  const reports: Record<string, TsgReport> = Object.fromEntries(
    state.players.map((p) => [p, emptyReport(state, p)]),
  );
  const tell = (p: string, patch: Partial<TsgReport>) => {
    reports[p] = { ...reports[p]!, ...patch };
  };
  for (const p of awaited)
    tell(p, { refused: reads[p]!.listIssues.map((i) => i.message), outcomes: outcomesOf(reads[p]!) });
  return state.phase === 'production'
    ? production(state, reads, reports, tell)
    : movement(state, reads, reports, tell, resolvers);
}

type Tell = (p: string, patch: Partial<TsgReport>) => void;

function production(
  s0: TsgState,
  reads: Record<string, ReadOrders>,
  reports: Record<string, TsgReport>,
  tell: Tell,
): TsgStep {
  const orders = Object.fromEntries(s0.players.map((p) => [p, valid(reads[p]!)]));
  // 1 battle orders (TSG-7.6, TSG-7.7)
  let s = applyBattleOrders(
    s0,
    Object.fromEntries(s0.players.map((p) => [p, ofKind(orders[p]!, 'battle') as BattleOrder[]])),
  );
  for (const p of s.players) {
    // 2 transfers (TSG-6.3)
    const transfers = orders[p]!.filter(
      (o): o is MergeOrder | SplitOrder => o.kind === 'merge' || o.kind === 'split',
    );
    s = applyTransfers(s, p, transfers);
    // 3 builds (TSG-5.2, TSG-5.3)
    const b = applyBuilds(s, p, ofKind(orders[p]!, 'build') as BuildOrder[]);
    s = b.state;
    tell(p, { built: b.built });
  }
  // 4 initiative (TSG-2.2)
  const init = rollInitiative(s);
  s = { ...init.state, phase: 'move-1', step: s.step + 1 };
  for (const p of s.players)
    tell(p, { initiative: { rolls: init.rolls, first: s.initiative[0] }, bp: s.sides[p]!.bp });
  return { state: s, reports, trace: { battles: [] } };
}

function movement(
  s0: TsgState,
  reads: Record<string, ReadOrders>,
  reports: Record<string, TsgReport>,
  tell: Tell,
  resolvers: BattleResolvers,
): TsgStep {
  const mover = s0.phase === 'move-1' ? s0.initiative[0] : s0.initiative[1];
  // 5 movement (TSG-6.1, TSG-6.2)
  let s = applyMoves(s0, ofKind(valid(reads[mover]!), 'move') as MoveOrder[]);
  // 6 sensors (TSG-6.6)
  const sensed = applySensors(s, mover);
  s = sensed.state;
  for (const [p, contacts] of Object.entries(sensed.swept)) tell(p, { contacts });
  if (s0.phase === 'move-1')
    return { state: { ...s, phase: 'move-2', step: s.step + 1 }, reports, trace: { battles: [] } };
  // 7 combat (TSG-7)
  const fought = fightBattles(s, resolvers);
  s = fought.state;
  const grid = gridOf(s.map);
  for (const b of fought.battles)
    for (const p of [b.attacker, b.defender])
      tell(p, {
        battles: [
          ...reports[p]!.battles,
          {
            at: grid.name(b.at),
            attacker: b.attacker,
            defender: b.defender,
            combat: b.combat,
            told: b.result.told?.[p] ?? null,
            rounds: b.result.rounds.length,
            myLosses: b.result.lost[p] ?? [],
            enemyLosses: (b.result.lost[p === b.attacker ? b.defender : b.attacker] ?? []).length,
            retreated: b.result.retreated,
            end: b.result.end,
          },
        ],
      });
  // 8 capture (TSG-6.4, TSG-6.5)
  const captured = applyCapture(s);
  s = captured.state;
  const systems = captured.changed.map((x) => ({ at: grid.name(x.cell), owner: x.owner }));
  for (const p of s.players) tell(p, { systems });
  // 9 victory (TSG-4)
  const end = victoryCheck(s);
  if (end !== null) {
    s = { ...s, phase: 'over', step: s.step + 1, end };
    for (const p of s.players) tell(p, { end, bp: s.sides[p]!.bp });
    return { state: s, reports, trace: { battles: fought.battles } };
  }
  // 10 the next turn's income (TSG-5.1)
  const next = withIncome({ ...s, turn: s.turn + 1, phase: 'production', step: s.step + 1 });
  for (const p of s.players) tell(p, { income: next.income[p]!, bp: next.state.sides[p]!.bp });
  return { state: next.state, reports, trace: { battles: fought.battles } };
}
