/**
 * The code of docs/guides/campaign-battles.md, region by region (the guide's blocks are
 * these regions with the package import paths): a Strategic Game whose battles are each
 * fought as a Corporate War match, the fleets mapped to squads and the survivors back.
 */
// #region ground
import {
  DEFAULT_SCENARIO,
  type MatchResult,
  playMatch,
  type Scenario,
  type Stats,
  playerView as squadView,
} from '../../src/corporate-war/index.js';
import type { BattleResolver, BattleSide, Ship } from '../../src/strategic-game/index.js';

/** The ground of every boarding action: the seed's city with one key sector in its middle and no aliens. */
export function deck(shipsASide: number): Scenario {
  return {
    ...DEFAULT_SCENARIO,
    id: 'my-campaign/deck',
    name: 'Boarding action',
    keySectors: ['F6'],
    craft: 'A1', // no aliens: the craft is a corner nobody wants
    sectorsToWin: 1,
    unitTypes: {
      ...DEFAULT_SCENARIO.unitTypes,
      ship: { name: 'Ship', kill: 0, survive: 0, escape: 0, info: 0 },
    },
    // CW-3.1: every side fields the same force, so both field the larger fleet's count.
    forces: [
      { type: 'commander', count: 1 },
      { type: 'doc', count: 1 },
      { type: 'ship', count: shipsASide },
    ],
    aliens: [],
  };
}

/** A ship's design as a soldier's ratings: guns make Kill, shields Survive, engines Escape. */
export function ratingsOf(ship: Ship): Stats {
  return {
    kill: Math.min(9, Math.ceil((2 * ship.weapons + ship.toHit) / 2)),
    survive: ship.shields,
    escape: Math.floor(ship.engine / 2),
    info: 1 + Math.floor(ship.toHit / 2),
  };
}

/** The corporation each side of a battle commands: the attacker's, then the defender's. */
export const CORPS = ['psicorps', 'orchid-inc'] as const;
// #endregion

// #region resolver
/** The soldier ids of a side's `ship` places, in order (`psicorps/ship-1`, …). */
function places(corp: string, count: number): string[] {
  return count === 1 ? [`${corp}/ship`] : Array.from({ length: count }, (_, k) => `${corp}/ship-${k + 1}`);
}

/** Every Corporate War match fought, for the campaign's records. */
export const matches: MatchResult[] = [];

/**
 * A battle of the Strategic Game fought as a Corporate War match: each ship a soldier with
 * its design's ratings, the smaller fleet's spare places rated 0 (they are no ships and
 * come back as nothing), the attacker's rushers from the west against the defender's
 * cautious squad from the east. A ship whose soldier fell is lost; the match's loser, with
 * ships left, breaks off when it can (TSG-7.7).
 */
export const corporateWarBattle: BattleResolver = ({ attacker, defender, rng }) => {
  const sides: readonly BattleSide[] = [attacker, defender];
  const count = Math.max(attacker.ships.length, defender.ships.length);
  // Ships to soldiers: each ship's place gets its ratings; spare places are rated 0.
  const soldierStats: Record<string, Stats> = {};
  const shipOf = new Map<string, string>();
  sides.forEach((side, k) => {
    places(CORPS[k]!, count).forEach((id, j) => {
      const ship = side.ships[j];
      soldierStats[id] = ship === undefined ? { kill: 0, survive: 0, escape: 0, info: 0 } : ratingsOf(ship);
      if (ship !== undefined) shipOf.set(id, ship.id);
    });
  });
  // The match's seed comes from the battle's own generator, so the campaign replays.
  const match = playMatch({
    seed: `battle-${rng.int(0x7fff_ffff)}`,
    scenario: deck(count),
    seats: { [CORPS[0]]: 'rusher', [CORPS[1]]: 'cautious' },
    edges: { [CORPS[0]]: 'west', [CORPS[1]]: 'east' },
    soldierStats,
    dayLimit: 12,
    record: false,
  });
  matches.push(match);
  // Soldiers back to ships: the fallen's ships are lost.
  const lost: Record<string, string[]> = {};
  sides.forEach((side, k) => {
    const fallen = squadView(match.state, CORPS[k]!)!.soldiers.filter((s) => s.status === 'dead');
    lost[side.player] = fallen.flatMap((s) => shipOf.get(s.id) ?? []);
  });
  // The match's winner holds the field: a beaten side with ships left breaks off if it can.
  const left = (side: BattleSide) => side.ships.length - lost[side.player]!.length;
  const winners = match.outcome?.winners ?? [];
  const won = winners.length === 1 ? sides.find((_, k) => CORPS[k] === winners[0]) : undefined;
  const beaten = won === undefined ? undefined : sides.find((side) => side !== won);
  const retreated = beaten?.canRetreat && left(beaten) > 0 ? beaten.player : null;
  const how = won === undefined ? 'undecided' : `won by ${won.player}`;
  const told = `a Corporate War match, ${how} on day ${match.outcome?.day ?? 0}`;
  return {
    rounds: [],
    lost,
    retreated,
    // A match that leaves both sides ships ends as a battle that ran its course does.
    end:
      retreated !== null
        ? 'retreat'
        : left(attacker) === 0 || left(defender) === 0
          ? 'destroyed'
          : 'round-cap',
    told: { [attacker.player]: told, [defender.player]: told },
  };
};

// #endregion

// #region campaign
import { runMatch } from '../../src/index.js';
import {
  DUEL_MAP,
  randomBot,
  STRATEGIC_GAME,
  searchBot,
  strategicGame,
  type TsgReport,
} from '../../src/strategic-game/index.js';

// The Strategic Game with the resolver under a name of ours, and rules that name it.
const campaign = strategicGame({ resolvers: { 'corporate-war': corporateWarBattle } });
const start = campaign.setup(
  { map: DUEL_MAP, budget: 150, turnLimit: 12, rules: { combat: 'corporate-war' } },
  'a',
);
if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));

const reports: TsgReport[] = [];
const war = runMatch(campaign, {
  seed: 'a',
  start: start.value,
  seats: { p1: randomBot, p2: searchBot }, // its playouts fight with Strategic Combat: no matches
  onStep: (step) => reports.push(...Object.values(campaign.reports(step))),
});

// Each battle in the reports: the resolver's name, and what it told each side.
export const battleLines = reports.flatMap((r) => r.battles.map((b) => `${r.player}: ${b.at} ${b.told}`));
export const shipsLost = reports.flatMap((r) => r.battles.flatMap((b) => b.myLosses)); // each side its own
export const fleetsLeft = war.state.fleets.map((f) => `${f.id}: ${f.ships.length}`); // survivors carried on

// The choice is in the state and every save: this program loads the game ...
const saved = campaign.serialize(war.state);
export const loads = campaign.parse(saved).ok; // true
// ... and one without the resolver refuses it, saying which is missing.
const elsewhere = STRATEGIC_GAME.parse(saved);
export const refused = elsewhere.ok ? null : elsewhere.error[0]!.code; // 'combat/unknown-resolver'
// #endregion

export { campaign, start, war };
