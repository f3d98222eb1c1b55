/**
 * The header of an order sheet: a `player:` line naming whose sheet it is and a
 * `step:` line naming the step whose orders it holds (the number the game's `step(state)`
 * gives, the one the referee names its files by). Without them a sheet filed under
 * another player, or sent again a step later, would be read as the orders of whoever the
 * referee was told; with them it is refused, and says why.
 *
 * A game's sheet codec writes the two lines on its blank sheet with
 * {@link sheetHeaderLines}, reads them with {@link readSheetHeader} before its own lines
 * (skipping the lines it took), and gives no orders when the header is
 * {@link SheetHeader.foreign}. A sheet without a header line (written before sheets had
 * one) is still read, for the player and step the reader was given; {@link unboundNote}
 * says so in the reply. A header line that is there must be sound, given once, and match.
 *
 * @example
 * ```ts
 * const due = { player: 'p2', step: 3 };
 * const header = readSheetHeader(['player: p1', 'step: 3', 'bases: 1'], due);
 * header.foreign; // true: the sheet is p1's
 * header.issues[0]?.message; // "line 1: this sheet is p1's, not p2's; none of its orders were read"
 * sheetHeaderLines(due); // ['player: p2', 'step: 3']
 * ```
 */
import type { IssueBase } from './issue.js';
import { type IssueOf, issueFamily } from './issue-family.js';

/** The keys of a sheet's header lines, in the order a blank sheet writes them. */
export const SHEET_HEADER_KEYS = ['player', 'step'] as const;

/** A key of a header line: `player` or `step`. */
export type SheetHeaderKey = (typeof SHEET_HEADER_KEYS)[number];

/** The sheet a reader expects: whose it is and which step's orders are due. */
export interface SheetDue {
  /** The player the sheet is read for. */
  readonly player: string;
  /** The step whose orders are due: the game's `step(state)`. */
  readonly step: number;
}

/** Where a header issue is: its 1-based line and column. */
export interface SheetHeaderPlace {
  /** The line, from 1. */
  readonly line: number;
  /** The column, from 1, in Unicode characters. */
  readonly column: number;
}

/** The data each header issue code carries, by code (its place included). */
export interface SheetHeaderIssueData {
  /** The `player:` line names another player: none of the sheet's orders are read. */
  'sheet/wrong-player': SheetHeaderPlace & {
    /** The player the line names. */
    readonly got: string;
    /** The player the sheet was read for. */
    readonly expected: string;
  };
  /** The `step:` line names another step: none of the sheet's orders are read. */
  'sheet/wrong-step': SheetHeaderPlace & {
    /** The step the line names. */
    readonly got: number;
    /** The step whose orders are due. */
    readonly expected: number;
  };
  /** A header line whose value cannot be read: none, more than one word, or a step that is not a whole number. */
  'sheet/bad-header': SheetHeaderPlace & {
    /** The line's key. */
    readonly key: SheetHeaderKey;
    /** What follows the colon, trimmed (empty when nothing does). */
    readonly found: string;
    /** The line as it should be written for this sheet. */
    readonly expected: string;
  };
  /** A second line of one key: which one the player meant cannot be told. */
  'sheet/repeated-header': SheetHeaderPlace & {
    /** The line's key. */
    readonly key: SheetHeaderKey;
    /** The line of the first one. */
    readonly first: number;
  };
}

/** A header issue's code. */
export type SheetHeaderIssueCode = keyof SheetHeaderIssueData;

/** One typed problem of a sheet's header; `path` is `[line, column]`. */
export type SheetHeaderIssue = IssueOf<SheetHeaderIssueData>;

/** The header issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<SheetHeaderIssueData>({
  'sheet/wrong-player': (d) =>
    `line ${d.line}: this sheet is ${d.got}'s, not ${d.expected}'s; none of its orders were read`,
  'sheet/wrong-step': (d) =>
    `line ${d.line}: this sheet is for step ${d.got}; step ${d.expected} is due; none of its orders were read`,
  'sheet/bad-header': (d) =>
    `line ${d.line}: cannot read "${d.key}:${d.found === '' ? '' : ` ${d.found}`}"; write it as "${d.expected}"`,
  'sheet/repeated-header': (d) =>
    `line ${d.line}: a second "${d.key}:" line (the first is on line ${d.first}); keep one`,
});

/** The sentence for a header issue, made from its code and data. */
export function sheetHeaderIssueMessage<C extends SheetHeaderIssueCode>(
  code: C,
  data: SheetHeaderIssueData[C],
): string {
  return FAMILY.message(code, data);
}

/** Builds a typed header issue with its message; its path is `[line, column]`. */
export function sheetHeaderIssue<C extends SheetHeaderIssueCode>(
  code: C,
  data: SheetHeaderIssueData[C],
): IssueBase<C> & SheetHeaderIssueData[C] {
  return FAMILY.issue(code, [data.line, data.column], data);
}

/** Every header issue code, for tests. */
export const SHEET_HEADER_ISSUE_CODES = FAMILY.codes;

/** What the header lines of a sheet say, and what is wrong with them. */
export interface SheetHeader {
  /** The player the `player:` line names, or null when there is none or it cannot be read. */
  readonly player: string | null;
  /** The step the `step:` line names, or null when there is none or it cannot be read. */
  readonly step: number | null;
  /** Which keys have a line, sound or not: a key without one leaves the sheet unbound to it. */
  readonly present: Readonly<Record<SheetHeaderKey, boolean>>;
  /** The 0-based indices of the header lines, which the game's own reader skips. */
  readonly taken: ReadonlySet<number>;
  /** Every problem of the header lines, in line order. */
  readonly issues: readonly SheetHeaderIssue[];
  /** True when a line names another player or step: then none of the sheet's orders are read. */
  readonly foreign: boolean;
}

/** The two lines a blank sheet opens with, for the player and step due. Never fails. */
export function sheetHeaderLines(due: SheetDue): string[] {
  return [`player: ${due.player}`, `step: ${due.step}`];
}

// A header line: its key, a colon, and what follows, after `#` notes are cut off. Keys may
// be in any case and spaces may surround the colon, as the games' own order words allow.
const HEADER = /^(\s*)(player|step)(\s*:\s*)(.*)$/i;
const STEP_NUMBER = /^\d{1,9}$/;

/** The 1-based column, in Unicode characters, of the UTF-16 index `at` of `text`. */
const columnOf = (text: string, at: number): number => Array.from(text.slice(0, at)).length + 1;

/**
 * Reads the header lines of a sheet's `lines` (any line whose first word is `player:` or
 * `step:`, wherever it is, a `#` note after it ignored) and checks them against `due`:
 * another player or step makes the sheet {@link SheetHeader.foreign}; a value that cannot
 * be read or a key given twice is an issue too. The player is matched in any case, as the
 * referee matches seat names. Never throws; linear in the text.
 */
export function readSheetHeader(lines: readonly string[], due: SheetDue): SheetHeader {
  const issues: SheetHeaderIssue[] = [];
  const taken = new Set<number>();
  const first: Partial<Record<SheetHeaderKey, number>> = {};
  let player: string | null = null;
  let step: number | null = null;
  let foreign = false;
  lines.forEach((raw, k) => {
    const hash = raw.indexOf('#');
    const m = HEADER.exec(hash < 0 ? raw : raw.slice(0, hash));
    if (m === null) return;
    taken.add(k);
    const line = k + 1;
    const key = m[2]!.toLowerCase() as SheetHeaderKey;
    const keyAt = m[1]!.length;
    const valueAt = keyAt + m[2]!.length + m[3]!.length;
    const found = m[4]!.trim();
    const before = first[key];
    if (before !== undefined) {
      issues.push(
        sheetHeaderIssue('sheet/repeated-header', { line, column: columnOf(raw, keyAt), key, first: before }),
      );
      return;
    }
    first[key] = line;
    const column = columnOf(raw, valueAt);
    const expected = key === 'player' ? `player: ${due.player}` : `step: ${due.step}`;
    const bad = () =>
      issues.push(sheetHeaderIssue('sheet/bad-header', { line, column, key, found, expected }));
    if (found === '' || /\s/.test(found)) return bad();
    if (key === 'player') {
      player = found;
      if (found.toLowerCase() !== due.player.toLowerCase()) {
        foreign = true;
        issues.push(
          sheetHeaderIssue('sheet/wrong-player', { line, column, got: found, expected: due.player }),
        );
      }
      return;
    }
    if (!STEP_NUMBER.test(found)) return bad();
    step = Number(found);
    if (step !== due.step) {
      foreign = true;
      issues.push(sheetHeaderIssue('sheet/wrong-step', { line, column, got: step, expected: due.step }));
    }
  });
  const present = { player: first.player !== undefined, step: first.step !== undefined };
  return { player, step, present, taken, issues, foreign };
}

/**
 * The sentence for the reply to a sheet that lacks a header line (one written before
 * sheets had them): it was read for the player and step due, unchecked. Null when both
 * lines are there.
 */
export function unboundNote(header: SheetHeader, due: SheetDue): string | null {
  const { player, step } = header.present;
  if (player && step) return null;
  const lines = [...(player ? [] : ['player']), ...(step ? [] : ['step'])];
  const readAs = [...(player ? [] : [`as ${due.player}'s`]), ...(step ? [] : [`for step ${due.step}`])];
  const add = [...(player ? [] : [`"player: ${due.player}"`]), ...(step ? [] : [`"step: ${due.step}"`])];
  return `note: this sheet has no ${lines.map((k) => `"${k}:"`).join(' or ')} line, so it was read ${readAs.join(' ')} without checking; write ${add.join(' and ')} on it to bind it`;
}

/**
 * The text without its header lines: a blank sheet as it was written before sheets had a
 * header, so that a referee still knows the sheets it wrote then.
 */
export function withoutSheetHeader(text: string): string {
  const lines = text.split('\n');
  const taken = readSheetHeader(lines, { player: '', step: 0 }).taken;
  return lines.filter((_, k) => !taken.has(k)).join('\n');
}
