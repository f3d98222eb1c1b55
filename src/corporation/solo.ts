/**
 * The solo puzzle's solver (CO-7.2): the least number of turns that brings all twelve
 * employees into the Boardroom, by iterative deepening (IDA*) over whole turns
 * (`legalEndStates`) with a table of positions already searched. Its lower bound is
 * admissible: one employee enters a turn (CO-4.2), so a turn is needed per employee still
 * off the board, and one at least while any is short of the Boardroom. The search has a
 * fixed budget of turns expanded, never a clock; when the budget runs out it says so,
 * with the bound it has proven, rather than guess.
 */
import { buildingIndex } from './building.js';
import { legalEndStates, type TurnInput } from './end-states.js';
import { awaiting, type CorporationState, offBoard } from './state.js';
import { COLOURS, PER_COLOUR } from './vocabulary.js';

/** What {@link solveSolo} found. */
export type SoloResult =
  | {
      /** Solved: `turns` is the least number of turns from the position, proven. */
      readonly status: 'solved';
      /** The least number of turns. */
      readonly turns: number;
      /** One line of play that takes `turns` turns: orders for `playTurn`, in order. */
      readonly line: readonly TurnInput[];
      /** Positions expanded. */
      readonly expanded: number;
    }
  | {
      /** Proven: no line of `maxTurns` turns or fewer solves the puzzle. */
      readonly status: 'none';
      /** The bound searched in full. */
      readonly maxTurns: number;
      /** Positions expanded. */
      readonly expanded: number;
    }
  | {
      /** The budget ran out first: the least number of turns is at least `atLeast`, and at most `best`'s if one was found. */
      readonly status: 'budget';
      /** Proven: no line shorter than this solves the puzzle. */
      readonly atLeast: number;
      /** The shortest line found, not proven the least, or null when none was found within `maxTurns`. */
      readonly best: {
        /** Its turns. */
        readonly turns: number;
        /** Orders for `playTurn`, in order. */
        readonly line: readonly TurnInput[];
      } | null;
      /** Positions expanded (the budget). */
      readonly expanded: number;
    };

/** The solver's fixed budget, in positions expanded (each costs one `legalEndStates`). */
export interface SoloBudget {
  /** The positions kept at each turn of the first, heuristic pass (a beam search that finds a line). */
  readonly beam: number;
  /** The most positions the exact pass (IDA*) expands before the solver gives up. */
  readonly expansions: number;
}

/** The default budget of {@link solveSolo}: a beam of 24, then five thousand positions expanded (about a minute). */
export const SOLO_BUDGET: SoloBudget = { beam: 24, expansions: 5_000 };

/** True when every employee is in the Boardroom. */
function solved(state: CorporationState): boolean {
  return COLOURS.every((c) => state.boardroom[c] === PER_COLOUR);
}

/** The admissible lower bound on the turns still needed (see the module's comment). */
export function soloLowerBound(state: CorporationState): number {
  if (solved(state)) return 0;
  const left = offBoard(state);
  return Math.max(
    1,
    COLOURS.reduce((n, c) => n + left[c], 0),
  );
}

/** How far the employees have climbed: for ordering the search only (best first). */
function climbed(state: CorporationState): number {
  const ix = buildingIndex(state.building);
  let v = 0;
  for (const c of COLOURS) v += state.boardroom[c] * (ix.maxHeight + 1);
  state.stacks.forEach((stack, r) => {
    v += stack.length * (1 + ix.maxHeight - ix.height[r]!);
  });
  return v;
}

/** The position a search table keys on: the Table, the stacks, the Boardroom and the quiet count. */
function key(state: CorporationState): string {
  return `${state.table.map((c) => c?.[0] ?? '-').join('')}|${state.stacks.map((s) => s.map((c) => c[0]).join('')).join('/')}|${COLOURS.map((c) => state.boardroom[c]).join('')}|${state.quietTurns}`;
}

/**
 * Solves the solo puzzle from `state` (CO-7.2): the least number of turns to bring all
 * twelve employees into the Boardroom, with one line of play, if it is at most
 * `maxTurns`; or `none`, proven, if no line of `maxTurns` turns or fewer exists; or
 * `budget` when the fixed budget of expansions ran out first, with the bound proven so
 * far. Deterministic. The state must be a solo game awaiting a turn; otherwise the result
 * is `none` with nothing expanded (a finished, solved puzzle is `solved` in 0 turns).
 *
 * @example
 * ```ts
 * const puzzle = newGame({ seed: 'solo', players: ['red'] });
 * if (puzzle.ok) {
 *   const r = solveSolo(puzzle.value, 14);
 *   if (r.status === 'solved') console.log(r.turns, r.line);
 * }
 * ```
 */
export function solveSolo(
  state: CorporationState,
  maxTurns: number,
  budget: SoloBudget = SOLO_BUDGET,
): SoloResult {
  if (solved(state)) return { status: 'solved', turns: 0, line: [], expanded: 0 };
  const wait = awaiting(state);
  if (state.players.length !== 1 || wait.kind !== 'turn') return { status: 'none', maxTurns, expanded: 0 };
  const player = wait.players[0]!;
  // First pass: a beam search for some line, which bounds the answer from above.
  const found = beamLine(state, player, maxTurns, budget.beam);
  let expanded = found.expanded;
  const limit = found.line === null ? maxTurns : found.line.length - 1;
  const line: TurnInput[] = [];
  let seen = new Map<string, number>();
  let out = false;

  // Depth-first within `bound` turns; true when solved (the line holds the turns).
  const dfs = (s: CorporationState, g: number, bound: number, cap: number): boolean => {
    if (solved(s)) return true;
    if (s.ended !== null || g + soloLowerBound(s) > bound) return false;
    const k = key(s);
    const before = seen.get(k);
    if (before !== undefined && before <= g) return false; // reached as soon before, searched
    if (expanded >= cap) {
      out = true;
      return false;
    }
    seen.set(k, g);
    expanded++;
    const children = legalEndStates(s, player)
      .map((c, order) => ({ c, order, h: soloLowerBound(c.state), v: climbed(c.state) }))
      .filter((x) => g + 1 + x.h <= bound)
      .sort((a, b) => a.h - b.h || b.v - a.v || a.order - b.order);
    for (const { c } of children) {
      line.push(c.orders);
      if (dfs(c.state, g + 1, bound, cap)) return true;
      line.pop();
      if (out) return false;
    }
    return false;
  };

  // Second pass: every bound from the lower bound up to one less than the line found.
  const cap = expanded + budget.expansions;
  for (let bound = soloLowerBound(state); bound <= limit; bound++) {
    seen = new Map();
    if (dfs(state, 0, bound, cap)) return { status: 'solved', turns: bound, line: line.slice(), expanded };
    if (out) {
      const best = found.line === null ? null : { turns: found.line.length, line: found.line };
      return { status: 'budget', atLeast: bound, best, expanded };
    }
  }
  if (found.line !== null) return { status: 'solved', turns: found.line.length, line: found.line, expanded };
  return { status: 'none', maxTurns, expanded };
}

/** A beam search: at each turn, the `width` positions that have climbed most; the first line that solves, or null. */
function beamLine(
  state: CorporationState,
  player: string,
  maxTurns: number,
  width: number,
): { line: TurnInput[] | null; expanded: number } {
  let layer: { s: CorporationState; line: TurnInput[] }[] = [{ s: state, line: [] }];
  let expanded = 0;
  for (let t = 1; t <= maxTurns && layer.length > 0 && width > 0; t++) {
    const next = new Map<string, { s: CorporationState; line: TurnInput[]; h: number; v: number }>();
    for (const { s, line } of layer) {
      expanded++;
      for (const c of legalEndStates(s, player)) {
        if (solved(c.state)) return { line: [...line, c.orders], expanded };
        if (c.state.ended !== null || t + soloLowerBound(c.state) > maxTurns) continue;
        const k = key(c.state);
        if (!next.has(k))
          next.set(k, {
            s: c.state,
            line: [...line, c.orders],
            h: soloLowerBound(c.state),
            v: climbed(c.state),
          });
      }
    }
    layer = [...next.values()].sort((a, b) => b.v - a.v || a.h - b.h).slice(0, width);
  }
  return { line: null, expanded };
}
