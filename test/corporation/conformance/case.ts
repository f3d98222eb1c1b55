/**
 * The shape of a Corporation conformance case: a name starting with the clause of
 * docs/rules/corporation.md it tests, the rules option value it covers if any, and a
 * function that sets up a position, plays and checks.
 */
import { expect } from 'vitest';
import {
  type CorporationState,
  type IssueCode,
  playTurn,
  type StepResult,
  stateHash,
} from '../../../src/corporation/index.js';

/** A conformance case. */
export interface ConformanceCase {
  /** Starts with the clause id, e.g. `CO-5.1 green on a red employee is promoted`. */
  readonly name: string;
  /** The clause, e.g. `CO-5.1`. */
  readonly clause: string;
  /** The rules option value this case covers, if any. */
  readonly option?: readonly [string, string];
  /** Sets up, plays and checks. */
  readonly run: () => void;
}

/** Plays a step that must be accepted. */
export function play(state: CorporationState, player: string, raw: unknown): StepResult {
  const r = playTurn(state, player, raw);
  if (!r.ok) throw new Error(`refused: ${r.error.map((i) => `${i.code} ${i.message}`).join('; ')}`);
  return r.value;
}

/** Plays a step that must be refused, checks that the state is unchanged, and returns the issue codes. */
export function refused(state: CorporationState, player: string, raw: unknown): IssueCode[] {
  const before = stateHash(state);
  const r = playTurn(state, player, raw);
  expect(r.ok, 'the step should be refused').toBe(false);
  expect(stateHash(state)).toBe(before);
  return r.ok ? [] : r.error.map((i) => i.code);
}

/** The stacks of a state by room id, only the rooms that hold someone. */
export function stacks(state: CorporationState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  state.building.rooms.forEach((room, k) => {
    const s = state.stacks[k]!;
    if (s.length > 0) out[room.id] = [...s];
  });
  return out;
}
