/**
 * Corporation on the game contract (`Game`): {@link CORPORATION} is what every
 * generic tool (the match runner, the registry, the simulator, the command line) plays,
 * built from the game's own functions: `newGame`, `awaiting`, `checkTurn`, `playTurn`,
 * `playerView`, `outcome`, `serializeState`/`parseState`, `stateHash` and the bots.
 *
 * K1: one player acts at a time (a placement, a turn), except while a challenge window is
 * open, when every other player is awaited (CO-5.7). The step is the state's own `step`.
 * K2 and silence (CO-6.6): the contract resolves whatever the awaited players sent; a
 * player who sent nothing, or a step the rules refuse, is played as the quietest legal
 * step (see {@link quietStep}), so a game always moves on; in a challenge window the
 * answers are taken in arrival order, seat order without one, until the window closes.
 * K9: a seat's score is its employees in the Boardroom; winners place first.
 */

import type { Game, GameOutcome, SeatOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import type { OrderEnvelope } from '../kernel/game/steps.js';
import { NOBODY_AWAITED } from '../kernel/game/steps.js';
import { readSheetHeader, unboundNote } from '../kernel/sheet-header.js';
import { BOTS } from './bots.js';
import { outcomeWhy } from './client/outcome.js';
import { legalEndStates } from './end-states.js';
import type { Issue } from './errors.js';
import { legalOrders } from './legal-orders.js';
import type { StepReport } from './orders.js';
import { checkTurn, playTurn } from './play.js';
import { renderMap, renderStep } from './render.js';
import { RULE_OPTIONS, SETUP_OPTIONS } from './rules-options.js';
import { parseState, STATE_FORMAT, STATE_VERSION } from './serialize.js';
import { type CorporationOptions, newGame } from './setup.js';
import { describeSheetRead, orderSheet, placedMessage, readOrderSheet } from './sheet.js';
import { corporationSimulation } from './simulation.js';
import { awaiting, type CorporationState, countersLeft, outcome } from './state.js';
import { type CorporationView, playerView } from './view.js';
import { CIRCLES, COLOURS, type Colour } from './vocabulary.js';

/** What one player is told of a resolved step: every step played (nothing is hidden, CO-6.2), and its own refusals. */
export interface CorporationReport {
  /** The step resolved, counted from 1 as the sheet and the contract's `step` count it. */
  readonly step: number;
  /** What was played, in order: one step, or several answers in a challenge window. */
  readonly played: readonly StepReport[];
  /** The issues of this player's orders, when the rules refused them and its step was played quietly (CO-6.6). */
  readonly refused: readonly Issue[];
}

/** What resolving a step gives. */
export interface CorporationStep {
  /** The state after the step. */
  readonly state: CorporationState;
  /** Each player's report, by colour. */
  readonly reports: Readonly<Record<string, CorporationReport>>;
}

/**
 * CO-6.6: the step played for a player who sent nothing, or whose orders were refused:
 * in a challenge window, no challenge; at a placement, the first free circle with the
 * first colour that has counters left; at a turn, no exchange, no entry and the forced
 * promotions only, or, where the rules want a promotion named, the first legal end of the
 * turn. Deterministic, so replays agree.
 */
export function quietStep(state: CorporationState, player: Colour): unknown {
  const wait = awaiting(state);
  if (wait.kind === 'challenge') return { challenge: false };
  if (wait.kind === 'place') {
    const left = countersLeft(state);
    const circle = state.table.indexOf(null);
    const colour = COLOURS.find((c) => left[c] > 0);
    return circle < 0 || circle >= CIRCLES || colour === undefined ? {} : { circle, colour };
  }
  if (checkTurn(state, player, {}).ok) return {};
  return legalEndStates(state, player)[0]?.orders ?? {};
}

/** The awaited players in the order their answers are taken: arrival first, then seat order. */
function answerOrder(wait: readonly Colour[], envelope: OrderEnvelope | undefined): Colour[] {
  const first = (envelope?.arrival ?? []).filter((p): p is Colour => (wait as readonly string[]).includes(p));
  return [...first, ...wait.filter((p) => !first.includes(p))];
}

function resolveStep(
  state: CorporationState,
  orders: Readonly<Record<string, unknown>>,
  envelope?: OrderEnvelope,
): CorporationStep {
  const wait = awaiting(state);
  if (wait.kind === 'over') return { state, reports: {} };
  let s = state;
  const played: StepReport[] = [];
  const refused: Record<string, Issue[]> = {};
  for (const p of answerOrder(wait.players, envelope)) {
    // A challenge window closes at the first challenge: later answers are not asked for.
    if (!(awaiting(s).players as readonly string[]).includes(p)) continue;
    let r = Object.hasOwn(orders, p) ? playTurn(s, p, orders[p]) : null;
    if (r !== null && !r.ok) refused[p] = r.error;
    if (r === null || !r.ok) r = playTurn(s, p, quietStep(s, p));
    if (!r.ok) continue; // no legal quiet step: cannot happen while the player is awaited
    s = r.value.state;
    played.push(r.value.report);
  }
  const reports: Record<string, CorporationReport> = {};
  // The step resolved, by the contract's numbering (from 1).
  for (const p of state.players) reports[p] = { step: state.step + 1, played, refused: refused[p] ?? [] };
  return { state: s, reports };
}

/** K9: employees in the Boardroom as the score; winners first, everyone else by score. */
function outcomeOf(state: CorporationState): GameOutcome | null {
  const o = outcome(state);
  if (!o.over) return null;
  const scores: Record<string, number> = {};
  // A winner ranks above every other seat, whatever their Boardroom counts.
  for (const p of state.players) scores[p] = state.boardroom[p] + (o.winners.includes(p) ? 10 : 0);
  const ranks = ranksByScore(scores);
  const seats: Record<string, SeatOutcome> = {};
  for (const p of state.players) seats[p] = { score: state.boardroom[p], rank: ranks[p]! };
  const why = outcomeWhy(state);
  return { reason: o.reason ?? 'over', winners: [...o.winners], seats, ...(why === null ? {} : { why }) };
}

/**
 * Corporation as every generic tool sees it (see the module's comment for K1, K2, K9).
 * Its simulator plug-in adds the `seat` and `order` (of play) categories to each seat.
 */
export const CORPORATION: Game<
  CorporationState,
  CorporationOptions,
  CorporationView,
  CorporationStep,
  CorporationReport
> = /* @__PURE__ */ defineGame({
  id: 'corporation',
  facts: { steps: 'mixed', information: 'perfect', seats: { min: 1, max: COLOURS.length } },
  options: {
    setup: SETUP_OPTIONS,
    rules: RULE_OPTIONS,
    fromText: ({ players, rules }) => ({ players: COLOURS.slice(0, players), rules }),
  },
  newGame: (options, seed) => newGame({ ...options, seed }),
  awaiting: (state) => {
    const wait = awaiting(state);
    return wait.kind === 'over' ? NOBODY_AWAITED : wait;
  },
  // The step whose orders are due, counted from 1: the number the sheet's `step:` line,
  // the map, the reports, the command line and the web client all show (CO-6.7). The
  // state's own `step` counts the steps played, so it is one less.
  step: (state) => state.step + 1,
  checkOrders: checkTurn,
  legalOrders,
  resolve: resolveStep,
  view: (state, player) => playerView(state, player as Colour),
  outcome: outcomeOf,
  stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
  parse: parseState,
  bots: {
    random: { summary: 'Any legal step, drawn at random.', bot: BOTS.random },
    greedy: {
      summary:
        'Looks one turn ahead: its own progress against the best opponent and what it leaves open to them.',
      bot: BOTS.greedy,
    },
    search: {
      summary:
        'Looks two turns ahead: its best turns by the greedy score against every reply of the next player.',
      bot: BOTS.search,
    },
  },
  // Greedy against greedy: every one of 200 games of `simulturn simulate corporation
  // --games 200 --bots greedy` ended with a winner, with two, three and four players;
  // random against random stalled in 186 of 200 (CO-3.4); search is several times
  // slower, for a line-up that is mostly watched.
  defaultLineUp: ['greedy'],
  // Easiest first; each level beats the one below it in two-player games, seats swapped
  // (docs/research/corporation-ladder-2026-11-28 has the figures).
  ladder: [
    {
      level: 'easy',
      bot: 'random',
      summary: 'Takes any legal step at random: a first game to learn the moves.',
    },
    {
      level: 'medium',
      bot: 'greedy',
      summary: 'Looks one turn ahead at its own progress and at what it leaves open to you.',
    },
    {
      level: 'hard',
      bot: 'search',
      summary: 'Looks two turns ahead, against every reply of the next player.',
    },
  ],
  orderSheet: {
    blank: (view) => orderSheet(view),
    read: (text, state, player) => {
      const read = readOrderSheet(text, state, player);
      // Everything a referee refuses the sheet for, each on its line: the header's typed
      // issues, the sheet's own problems, then the rules' issues with the orders it read.
      const issues = [
        ...read.header,
        ...read.problems.map((p) => ({
          code: 'sheet/problem',
          path: [p.line, p.column],
          message: `line ${p.line}, column ${p.column}: ${p.message}`,
        })),
        ...read.issues.map((i) => ({
          code: i.code,
          path: i.at === undefined ? i.path : [i.at.line, i.at.column],
          message: placedMessage(i),
        })),
      ];
      // As with every game's sheet, the reply says when a header line is missing and the sheet unbound.
      const due = { player, step: state.step + 1 };
      const header = readSheetHeader(typeof text === 'string' ? text.split(/\r\n|\r|\n/) : [], due);
      const note = unboundNote(header, due);
      const reply = describeSheetRead(read, player);
      return { orders: read.orders, reply: note === null ? reply : `${reply}\n${note}`, issues };
    },
  },
  renderMap: (view) => renderMap(view),
  renderReport: (report) => renderReport(report),
  simulation: (game) => corporationSimulation(game as unknown as Parameters<typeof corporationSimulation>[0]),
});

/** A player's report as text (CO-6.7): each step played, event by event in sentences, then the player's refusals. */
export function renderReport(report: CorporationReport): string {
  return [
    `Step ${report.step}:`,
    ...report.played.flatMap((r) => renderStep(r)),
    ...report.refused.map(
      (i) => `  your orders were refused, and the quiet step played (CO-6.6): ${i.message}`,
    ),
  ].join('\n');
}
