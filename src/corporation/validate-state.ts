/**
 * Checking that data is a sound state, for saved games and start positions: every field
 * of the right shape, and the parts agreeing (three employees and three counters of each
 * colour, the Table full once play has begun, nobody already past three).
 */
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { optionNames, optionProblems } from '../kernel/rules-options.js';
import { buildingProblems, type Room } from './building.js';
import { type Issue, issue } from './errors.js';
import { MAX_TURNS, RULE_OPTIONS } from './rules-options.js';
import { namesProblem } from './side-names.js';
import type { CorporationState } from './state.js';
import { COLOURS, type Colour, END_REASONS, isColour, PER_COLOUR } from './vocabulary.js';

const FIELDS = [
  'building',
  'rules',
  'players',
  'names',
  'first',
  'table',
  'stacks',
  'boardroom',
  'toMove',
  'step',
  'turn',
  'quietTurns',
  'challenge',
  'ended',
  'rng',
] as const;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The data as a state, or the issues that stop it being one. Never throws on plain data. */
export function checkState(raw: unknown): Result<CorporationState, Issue[]> {
  const out: Issue[] = [];
  const bad = (path: (string | number)[], expected: string) =>
    out.push(issue('state/invalid-field', path, { expected }));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err([issue('state/invalid-field', [], { expected: 'an object' })]);
  }
  const s = raw as Record<string, unknown>;
  for (const key of Object.keys(s)) {
    if (!(FIELDS as readonly string[]).includes(key)) bad([key], `no field "${key}"`);
  }
  for (const p of buildingProblems(s.building)) bad(['building'], p);
  if (typeof s.rules !== 'object' || s.rules === null || Array.isArray(s.rules))
    bad(['rules'], 'an object of rules options');
  else {
    for (const p of optionProblems(RULE_OPTIONS, s.rules)) bad(['rules'], p);
    for (const name of optionNames(RULE_OPTIONS))
      if (!(name in s.rules)) bad(['rules', name], `rules.${name}`);
  }
  const players = s.players;
  const playersOk =
    Array.isArray(players) &&
    players.length >= 1 &&
    players.length <= COLOURS.length &&
    players.every(isColour) &&
    new Set(players).size === players.length;
  if (!playersOk) bad(['players'], 'one to four different colours');
  const n = playersOk ? (players as Colour[]).length : 0;
  // CO-2.1: names as newGame takes them, for colours that play; absent when none is given.
  if (s.names !== undefined) {
    const names = namesProblem(s.names, playersOk ? (players as Colour[]) : COLOURS);
    if (names !== null) bad(...names);
  }
  for (const f of ['first', 'toMove'] as const) {
    if (!isCount(s[f]) || (playersOk && (s[f] as number) >= n)) bad([f], 'a seat number of the players');
  }
  for (const f of ['step', 'quietTurns'] as const) if (!isCount(s[f])) bad([f], 'a whole number from 0');
  if (!isCount(s.turn) || s.turn > MAX_TURNS) bad(['turn'], `a whole number from 0 to ${MAX_TURNS}`);
  if (!Array.isArray(s.table) || s.table.length !== 12 || !s.table.every((c) => c === null || isColour(c))) {
    bad(['table'], 'twelve circles, each a colour or null');
  }
  const rooms = (
    Array.isArray((s.building as { rooms?: unknown })?.rooms)
      ? (s.building as { rooms: unknown[] }).rooms
      : []
  ) as Room[];
  if (
    !Array.isArray(s.stacks) ||
    s.stacks.length !== rooms.length ||
    !s.stacks.every((st) => Array.isArray(st) && st.every(isColour))
  ) {
    bad(['stacks'], 'one list of colours per room of the building');
  }
  const br = s.boardroom as Record<string, unknown> | null;
  if (
    typeof br !== 'object' ||
    br === null ||
    Object.keys(br).length !== COLOURS.length ||
    !COLOURS.every((c) => isCount(br[c]) && (br[c] as number) <= PER_COLOUR)
  ) {
    bad(['boardroom'], 'a count from 0 to 3 for each colour');
  }
  if (!isRngState(s.rng)) bad(['rng'], 'a generator state');
  const ch = s.challenge as Record<string, unknown> | null;
  if (
    ch !== null &&
    (typeof ch !== 'object' ||
      Object.keys(ch).some((k) => k !== 'mover' && k !== 'declined' && k !== 'moved') ||
      !isColour(ch.mover) ||
      typeof ch.moved !== 'boolean' ||
      !Array.isArray(ch.declined) ||
      !ch.declined.every(isColour))
  ) {
    bad(['challenge'], 'null or {mover, declined, moved}');
  }
  const ended = s.ended as Record<string, unknown> | null;
  if (
    ended !== null &&
    (typeof ended !== 'object' ||
      Object.keys(ended).some((k) => !['reason', 'winners', 'turn'].includes(k)) ||
      !(END_REASONS as readonly unknown[]).includes(ended.reason) ||
      !Array.isArray(ended.winners) ||
      !ended.winners.every(isColour) ||
      !isCount(ended.turn) ||
      ended.turn > MAX_TURNS)
  ) {
    bad(['ended'], 'null or {reason, winners, turn}');
  }
  if (out.length > 0) return err(out);

  // The parts agree.
  const state = s as unknown as CorporationState;
  const inconsistent = (detail: string) => out.push(issue('state/inconsistent', [], { detail }));
  for (const c of COLOURS) {
    const onTable = state.table.filter((x) => x === c).length;
    if (onTable > PER_COLOUR) inconsistent(`the Table holds ${onTable} ${c} counters; there are three`);
    const placed =
      state.stacks.reduce((a, st) => a + st.filter((x) => x === c).length, 0) + state.boardroom[c];
    if (placed > PER_COLOUR) inconsistent(`${placed} ${c} employees are in the building; there are three`);
  }
  const placing = state.table.includes(null);
  if (placing && (state.stacks.some((st) => st.length > 0) || COLOURS.some((c) => state.boardroom[c] > 0))) {
    inconsistent('employees are in the building before the Table is full');
  }
  if (placing && n === 1) inconsistent('the solo Table is dealt full');
  if (state.challenge !== null) {
    if (n < 2 || state.challenge.mover !== state.players[state.toMove]) {
      inconsistent('a challenge window is open for a player who is not the mover');
    }
    if (state.challenge.declined.some((c) => !state.players.includes(c) || c === state.challenge?.mover)) {
      inconsistent('a challenge was declined by someone who is not another player');
    }
    // CO-5.7: the window closes when the last other player declines, so it is open while
    // one of them has not answered, and nobody answers twice.
    const declined = state.challenge.declined;
    if (new Set(declined).size !== declined.length || declined.length >= n - 1) {
      inconsistent(
        'a challenge window is open though every other player has declined, or one declined twice',
      );
    }
  }
  // The counts can only have grown as play makes them grow, so that the next step's
  // counts fit in a save too: the game ends at turn MAX_TURNS (CO-3.4); quiet
  // turns in a row are turns; a step is a placement (one per filled circle), a turn, or
  // an answer to a challenge window (at most one a player each turn, CO-5.7).
  if (state.ended === null && state.turn >= MAX_TURNS)
    inconsistent(`turn ${state.turn} is past the last turn, ${MAX_TURNS - 1}, but the game goes on`);
  if (state.quietTurns > state.turn)
    inconsistent(`${state.quietTurns} quiet turns in a row, in ${state.turn} turns played`);
  const window = state.challenge === null ? 0 : 1 + state.challenge.declined.length;
  const steps = state.table.filter((c) => c !== null).length + n * state.turn + window;
  if (state.step > steps)
    inconsistent(`step ${state.step} is more than the placements, turns and answers played allow (${steps})`);
  if (state.ended === null && n > 1) {
    for (const c of state.players) {
      if (state.boardroom[c] >= PER_COLOUR)
        inconsistent(`${c} has three in the Boardroom but the game goes on`);
    }
  }
  if (state.ended === null && n === 1 && COLOURS.every((c) => state.boardroom[c] === PER_COLOUR)) {
    inconsistent('every employee is in the Boardroom but the puzzle goes on');
  }
  return out.length > 0 ? err(out) : ok(state);
}
