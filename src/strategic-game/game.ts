/**
 * The Strategic Game on the game contract: {@link STRATEGIC_GAME} is what every generic
 * tool (the match runner, the registry, the simulator, the command line) plays.
 *
 * K1: the production step awaits both players together; each movement step awaits one
 * player, Player 1 then Player 2 by the turn's initiative roll; the step number grows by
 * one with each. K2: a missing player and `[]` are alike (TSG-2.3). K9: a seat's score is
 * the systems it owns; the winner places first, then by systems, then by ships.
 */

import type { Game, GameOutcome } from '../kernel/game/contract.js';
import { defineGame } from '../kernel/game/define.js';
import { ranksByScore } from '../kernel/game/outcome.js';
import { err, ok, type Result } from '../kernel/result.js';
import { expanderBot, randomBot } from './bots.js';
import { type Issue, issue } from './errors.js';
import { ORDER_SHEET } from './order-sheet.js';
import { orderIssues } from './orders.js';
import { renderMap, renderReport } from './render.js';
import type { TsgReport } from './report.js';
import { RULE_OPTION_NAMES, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
import { SCENARIOS } from './scenarios.js';
import { searchBot } from './search.js';
import { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
import { newGame, type TsgOptions } from './setup.js';
import { strategicSimulation } from './simulation.js';
import type { TsgState } from './state.js';
import { resolveStep, type TsgStep } from './turn.js';
import { awaiting, playerView, type TsgView } from './view.js';

/** K9: the end with scores and ranks, or null while the game goes on. */
export function outcomeOf(s: TsgState): GameOutcome | null {
  if (s.end === null) return null;
  const systems = (p: string) => s.systems.filter((x) => x.owner === p).length;
  const ships = (p: string) => s.fleets.filter((f) => f.owner === p).reduce((a, f) => a + f.ships.length, 0);
  const key = Object.fromEntries(
    s.players.map((p) => [
      p,
      (s.end!.winners.includes(p) ? 1e9 : 0) + systems(p) * 10_000 + Math.min(ships(p), 9999),
    ]),
  );
  const ranks = ranksByScore(key);
  return {
    reason: s.end.reason,
    winners: [...s.end.winners],
    seats: Object.fromEntries(s.players.map((p) => [p, { score: systems(p), rank: ranks[p]! }])),
  };
}

/** `players=2`, `map=seed|duel`, `budget=N`, `turnLimit=N` and the rules options, as text. */
export function readOptions(text: Readonly<Record<string, string>>): Result<TsgOptions, readonly Issue[]> {
  const issues: Issue[] = [];
  const out: { -readonly [K in keyof TsgOptions]: TsgOptions[K] } = {};
  const rules: Record<string, string> = {};
  for (const [name, value] of Object.entries(text)) {
    if (name === 'players') {
      // TSG-1.1: two players; generic tools may say so.
      if (value !== '2')
        issues.push(issue('options/invalid', ['players'], { detail: 'the game has 2 players' }));
    } else if (name === 'map') {
      if (value === 'seed' || value === 'duel') out.map = SCENARIOS[value];
      else issues.push(issue('options/invalid', ['map'], { detail: 'map is seed or duel' }));
    } else if (name === 'budget' || name === 'turnLimit') {
      if (/^\d{1,5}$/.test(value)) out[name] = Number(value);
      else issues.push(issue('options/invalid', [name], { detail: `${name} is a whole number` }));
    } else if ((RULE_OPTION_NAMES as readonly string[]).includes(name)) {
      const values = RULE_OPTIONS[name as keyof typeof RULE_OPTIONS].values as readonly string[];
      if (values.includes(value)) rules[name] = value;
      else
        issues.push(issue('options/invalid', [name], { detail: `${name} is one of ${values.join(', ')}` }));
    } else issues.push(issue('options/invalid', [name], { detail: `no option ${name}` }));
  }
  if (Object.keys(rules).length > 0) out.rules = rules as Partial<RulesOptions>;
  if (issues.length > 0) return err(issues);
  const tried = newGame(out, 'check');
  return tried.ok ? ok(out) : err(tried.error);
}

const BASE: Game<TsgState, TsgOptions, TsgView, TsgStep, TsgReport> = /* @__PURE__ */ defineGame({
  id: 'strategic-game',
  title: 'Minimal Space Combat: The Strategic Game',
  setup: newGame,
  readOptions,
  players: (s) => s.players,
  awaiting,
  step: (s) => s.step,
  checkOrders: (s, player, raw) => ({ issues: orderIssues(s, player, raw) }),
  resolve: (s, orders) => resolveStep(s, orders),
  view: playerView,
  // Each report ends with the reader's map after the step (a text map of what a player
  // knows, for play by mail), drawn here rather than in every look-ahead resolve.
  reports: (r) =>
    Object.fromEntries(
      Object.entries(r.reports).map(([p, report]) => [
        p,
        { ...report, map: renderMap(playerView(r.state, p)) },
      ]),
    ),
  outcome: outcomeOf,
  stateFormat: { name: STATE_FORMAT, version: STATE_VERSION },
  serialize: serializeState,
  parse: (text) => parseState(text),
  hash: stateHash,
  bots: {
    random: {
      name: 'random',
      summary: 'Builds, moves and sets battle orders at random, within the rules.',
      bot: randomBot,
    },
    expander: {
      name: 'expander',
      summary:
        'Sends fast scouts to the nearest free systems, keeps warships together at home, strikes once strong.',
      bot: expanderBot,
    },
    search: {
      name: 'search',
      summary:
        'Tries the expander’s moves and a few variants (raid the enemy home, go home, hold, strike) in playouts against an expander, from a state drawn from its view.',
      bot: searchBot,
    },
  },
  orderSheet: ORDER_SHEET,
  renderReport,
  renderMap,
});

/** The Strategic Game as every generic tool sees it (see the module's comment), with its simulator plug-in. */
export const STRATEGIC_GAME: Game<TsgState, TsgOptions, TsgView, TsgStep, TsgReport> =
  /* @__PURE__ */ Object.freeze({
    ...BASE,
    simulation: strategicSimulation(BASE),
  });
