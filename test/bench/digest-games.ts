/**
 * A digest of many played steps of the four newer games (Corporation, Galactic Overlord,
 * the Strategic Game, Harvester), for work that must not change any of them (a speed-up, a
 * refactoring): run it before and after, and each game's digest must be equal. It is
 * `digest.ts` for those games: for each, games over every value of every rules option
 * (one option off its default at a time), several numbers of players and every bot, each
 * step's orders, reports, public post, state hash, serialized state and every player's
 * view hashed. It holds no expected value of its own: the games' conformance tests are
 * the checks that run in CI.
 *
 *   npx esbuild test/bench/digest-games.ts --bundle --platform=node --format=esm --outfile=.cli-try/digest-games.mjs
 *   node .cli-try/digest-games.mjs [game …]    # 15 to 30 s for all four
 */
import { createHash } from 'node:crypto';
import { RULE_OPTIONS as CORPORATION_OPTIONS } from '../../src/corporation/rules-options.js';
import { RULE_OPTIONS as GO_OPTIONS } from '../../src/galactic-overlord/rules-options.js';
import { RULE_OPTIONS as HARVESTER_OPTIONS } from '../../src/harvester/rules-options.js';
import type { RuleOptionSpec } from '../../src/kernel/rules-options.js';
import { RULE_OPTIONS as TSG_OPTIONS } from '../../src/strategic-game/rules-options.js';
import { gameOf, playGame, type Setup } from './game-workloads.js';

type Text = Record<string, string>;

/** The default rules, then every value of every option off its default, one at a time. */
function ruleVariants(table: Readonly<Record<string, RuleOptionSpec>>): Text[] {
  const out: Text[] = [{}];
  for (const [name, spec] of Object.entries(table))
    for (const v of spec.values) if (v !== spec.default) out.push({ [name]: v });
  return out;
}

/** What each game plays: rules variants crossed with these sizes and line-ups, in turn. */
interface Plan {
  readonly id: string;
  readonly rules: Text[];
  /** Options beside the rules (players, turn limit, map), used in turn. */
  readonly sizes: Text[];
  /** Line-ups (rotated through the seats), used in turn. */
  readonly lineUps: string[][];
  /** Games with the search bot, beside those: few, it is slow. */
  readonly search: { readonly options: Text; readonly bots: string[] }[];
  /** Large games, beside those, where hierarchies grow deep. */
  readonly large?: { readonly options: Text; readonly bots: string[] }[];
}

const PLANS: Plan[] = [
  {
    id: 'corporation',
    rules: ruleVariants(CORPORATION_OPTIONS),
    sizes: [{ players: '2' }, { players: '3' }, { players: '4' }, { players: '1' }],
    lineUps: [['random', 'greedy'], ['greedy'], ['random']],
    search: [
      { options: { players: '2' }, bots: ['search', 'greedy'] },
      { options: { players: '4' }, bots: ['random', 'greedy', 'search'] },
    ],
  },
  {
    id: 'galactic-overlord',
    rules: ruleVariants(GO_OPTIONS),
    sizes: [
      { players: '2', turnLimit: '20' },
      { players: '3', turnLimit: '20' },
      { players: '5', turnLimit: '20' },
      { players: '12', turnLimit: '20' },
    ],
    lineUps: [['random', 'aggressor', 'economist'], ['aggressor', 'economist'], ['random'], ['economist']],
    search: [
      { options: { players: '2', turnLimit: '10' }, bots: ['search', 'economist'] },
      { options: { players: '4', turnLimit: '10' }, bots: ['random', 'aggressor', 'economist', 'search'] },
    ],
    large: [
      { options: { players: '12', turnLimit: '60' }, bots: ['economist'] },
      { options: { players: '4', turnLimit: '120' }, bots: ['economist'] },
      { options: { players: '8', turnLimit: '60' }, bots: ['economist', 'economist', 'aggressor'] },
    ],
  },
  {
    id: 'strategic-game',
    rules: ruleVariants(TSG_OPTIONS),
    sizes: [{ turnLimit: '30' }, { map: 'duel', turnLimit: '30' }, { budget: '1000', turnLimit: '20' }],
    lineUps: [['random', 'expander'], ['expander'], ['random'], ['expander', 'random']],
    search: [
      { options: { turnLimit: '20' }, bots: ['search', 'expander'] },
      { options: { map: 'duel', turnLimit: '20' }, bots: ['random', 'search'] },
    ],
    large: [
      { options: { budget: '4200', turnLimit: '30' }, bots: ['expander'] },
      { options: { budget: '2100', turnLimit: '60' }, bots: ['random', 'expander'] },
    ],
  },
  {
    id: 'harvester',
    rules: ruleVariants(HARVESTER_OPTIONS),
    sizes: [
      { players: '2', turnLimit: '25' },
      { players: '4', turnLimit: '25' },
      { players: '7', turnLimit: '25' },
      { players: '16', turnLimit: '15' },
    ],
    lineUps: [['random', 'gatherer'], ['gatherer'], ['random']],
    search: [
      { options: { players: '2', turnLimit: '12' }, bots: ['search', 'gatherer'] },
      { options: { players: '4', turnLimit: '8' }, bots: ['random', 'gatherer', 'search'] },
    ],
    large: [
      { options: { players: '64', turnLimit: '30' }, bots: ['gatherer'] },
      { options: { players: '40', turnLimit: '30' }, bots: ['gatherer', 'random'] },
    ],
  },
];

/** Each set-up of a plan: every rules variant twice over, with the sizes and line-ups in turn. */
function setups(plan: Plan): Setup[] {
  const game = gameOf(plan.id);
  const out: Setup[] = [];
  let k = 0;
  for (let round = 0; round < 2; round++)
    for (const rules of plan.rules) {
      out.push({
        game,
        options: { ...plan.sizes[k % plan.sizes.length]!, ...rules },
        bots: plan.lineUps[k % plan.lineUps.length]!,
      });
      k++;
    }
  for (const s of [...plan.search, ...(plan.large ?? [])])
    out.push({ game, options: s.options, bots: s.bots });
  return out;
}

/** One game's digest: the steps played and the first 16 hex digits of their hash. */
function digest(plan: Plan): string {
  const h = createHash('sha256');
  let steps = 0;
  setups(plan).forEach((setup, i) => {
    const { game } = setup;
    const seed = `golden/${plan.id}/${i}`;
    h.update(`game ${i} ${JSON.stringify(setup.options)} ${setup.bots.join(',')}\n`);
    playGame(setup, seed, (r, orders) => {
      steps++;
      h.update(JSON.stringify(orders));
      h.update(JSON.stringify(game.reports(r)));
      if (game.publicReport !== undefined) h.update(JSON.stringify(game.publicReport(r)));
      h.update(game.hash(r.state));
      h.update(game.serialize(r.state));
      for (const p of game.players(r.state)) h.update(JSON.stringify(game.view(r.state, p)));
    });
  });
  return `${steps} steps ${h.digest('hex').slice(0, 16)}`;
}

const only = process.argv.slice(2);
for (const plan of PLANS) {
  if (only.length > 0 && !only.includes(plan.id)) continue;
  const t = performance.now();
  const d = digest(plan);
  console.log(`${plan.id}: ${d}`);
  console.error(`  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
}
