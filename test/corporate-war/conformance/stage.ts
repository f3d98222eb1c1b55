/**
 * Builds prestates for conformance cases from a compact description, through the public
 * save format (so every prestate also passes `parseState`'s checks).
 */
import {
  DEFAULT_RULES_OPTIONS,
  DEFAULT_SCENARIO,
  type GameState,
  parseState,
  type RulesOptions,
  type Scenario,
  type Stats,
} from '../../../src/corporate-war/index.js';
import { STATE_FORMAT, STATE_VERSION } from '../../../src/corporate-war/serialize.js';
import { seedRng } from '../../../src/index.js';

/** A soldier in a staged position. Its owner is the part of the id before the first slash. */
export interface StageUnit {
  readonly id: string;
  readonly type: string;
  readonly at: string;
  /** For aliens: the squad whose script it follows. */
  readonly squad?: string;
  readonly stats?: Partial<Stats>;
  /** A fallen soldier: who carries its tags ('' or absent for lost), and the day it fell. */
  readonly dead?: { readonly tagsWith?: string; readonly diedOn?: number };
}

/** A staged game. */
export interface Stage {
  readonly units: readonly StageUnit[];
  readonly day?: number;
  readonly rules?: Partial<RulesOptions>;
  readonly scenario?: Partial<Scenario>;
  readonly aliens?: { readonly collapsed?: boolean; readonly aid?: string };
  readonly claims?: readonly {
    readonly player: string;
    readonly sectors: readonly string[];
    readonly day: number;
  }[];
}

/** Staged players' ids, their corporations and edges, in seat order. */
export const SEATS = [
  { id: 'red', corporation: 'psicorps', edge: 'north' },
  { id: 'blue', corporation: 'phoenicae', edge: 'south' },
  { id: 'green', corporation: 'orchid-inc', edge: 'west' },
  { id: 'gold', corporation: 'tanker-toys', edge: 'east' },
] as const;

const ownerOf = (id: string) => id.slice(0, id.indexOf('/'));

/** The staged state; throws (a broken test) if the stage is not a valid game. */
export function stage(s: Stage): GameState {
  const scenario: Scenario = { ...DEFAULT_SCENARIO, ...(s.scenario ?? {}) };
  const owners = new Set(s.units.map((u) => ownerOf(u.id)));
  const seats = SEATS.filter((p) => owners.has(p.id) || p.id === 'red' || p.id === 'blue');
  const day = s.day ?? 2;
  const json = {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    day,
    scenario,
    rules: { ...DEFAULT_RULES_OPTIONS, duelModel: 'compare', ...(s.rules ?? {}) },
    rng: seedRng('conformance'),
    players: seats.map((p) => ({ ...p })),
    soldiers: s.units.map((u) => {
      const owner = ownerOf(u.id);
      const t = scenario.unitTypes[u.type];
      if (t === undefined) throw new Error(`stage: unknown unit type ${u.type}`);
      const mc = owner === 'aliens' ? scenario.alienMobileCommand : scenario.mobileCommand;
      return {
        id: u.id,
        owner,
        type: u.type,
        squad: u.squad ?? (owner === 'aliens' ? 'garrison' : ''),
        role: u.type === mc.commander ? 'commander' : u.type === mc.doc ? 'doc' : '',
        kill: u.stats?.kill ?? t.kill,
        survive: u.stats?.survive ?? t.survive,
        escape: u.stats?.escape ?? t.escape,
        info: u.stats?.info ?? t.info,
        status: u.dead ? 'dead' : 'alive',
        sector: u.at,
        tagsWith: u.dead?.tagsWith ?? '',
        diedOn: u.dead ? (u.dead.diedOn ?? day - 1) : 0,
      };
    }),
    aliens: { collapsed: false, aid: '', ...(s.aliens ?? {}) },
    wrecks: [],
    claims: s.claims ?? [],
    outcome: null,
  };
  const r = parseState(json);
  if (!r.ok)
    throw new Error(
      `stage is not a valid state: ${r.error.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return r.value;
}
