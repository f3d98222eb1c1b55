/**
 * What every game's rules document is held to (issue 16: one helper, not the same checks
 * written per game): its clause headings well formed, unique and nested in their
 * sections; each clause with a **Rule.** and a pointer to its conformance cases; and a
 * reader for one clause's text, for the game's own checks (options, issue codes, tables).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type OptionTable, optionsTableMarkdown } from '../../src/kernel/rules-options.js';

/** A rules document read for tests. */
export interface RulesDoc {
  /** Its lines. */
  readonly lines: readonly string[];
  /** The text of a clause, from its `### XX-a.b` heading to the next heading of level 1 to 3. */
  clauseText(clause: string): string | undefined;
  /** The cells of a Markdown table row. */
  cells(row: string): string[];
}

/** Reads `docs/rules/<file>` from the repository. */
export function readRulesDoc(file: string): RulesDoc {
  const text = readFileSync(new URL(`../../docs/rules/${file}`, import.meta.url), 'utf8');
  const lines = text.split(/\r?\n/);
  return {
    lines,
    clauseText(clause) {
      const start = lines.findIndex((l) => l.startsWith(`### ${clause} `));
      if (start < 0) return undefined;
      let end = start + 1;
      while (end < lines.length && !/^#{1,3} /.test(lines[end]!)) end++;
      return lines.slice(start, end).join('\n');
    },
    cells: (row) =>
      row
        .trim()
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((c) => c.trim()),
  };
}

/** A game's table of rules options, as each game declares it (`RULE_OPTIONS`). */
export type RuleOptionsTable = Readonly<
  Record<string, { readonly values: readonly unknown[]; readonly default: unknown; readonly clause: string }>
>;

/**
 * Registers the checks of a document's rules options: each explained under its clause
 * with every value and the default, and the options table the one the kernel makes from
 * the game's table (`optionsTableMarkdown`), so the two cannot drift.
 */
export function describeRulesOptions(doc: RulesDoc, table: RuleOptionsTable): void {
  const options = Object.entries(table).map(([name, meta]) => ({
    name,
    values: meta.values.map(String),
    default: String(meta.default),
    clause: meta.clause,
  }));
  describe('rules options in the document', () => {
    it.each(options)('$name is explained under $clause with each of its values and its default', (option) => {
      const text = doc.clauseText(option.clause);
      expect(text, `heading ### ${option.clause}`).toBeDefined();
      expect(text).toContain(`Option \`${option.name}\``);
      for (const value of option.values) expect(text, `value ${value}`).toContain(`\`${value}\``);
      expect(text).toContain(`\`${option.default}\` (default)`);
    });

    it('has the options table made from the code’s table, row for row, in its order', () => {
      expect(doc.lines.join('\n')).toContain(optionsTableMarkdown(table as OptionTable));
    });

    it.each(options)('$name has a row in the options table with its values, default and clause', (option) => {
      const row = doc.lines.find((l) => l.startsWith(`| \`${option.name}\` |`));
      expect(row, `options table row for ${option.name}`).toBeDefined();
      const [, values, defaultCell, clause] = doc.cells(row!);
      expect(values).toBe(option.values.map((v) => `\`${v}\``).join(', '));
      expect(defaultCell).toBe(`\`${option.default}\``);
      expect(clause).toBe(option.clause);
    });
  });
}

/** Registers the checks of a document's clause headings, whose ids start with `prefix` (`CW`, `CO`). */
export function describeClauseHeadings(doc: RulesDoc, prefix: string): void {
  describe('clause headings', () => {
    const headings = doc.lines.filter((l) => new RegExp(`^#{2,3} ${prefix}-`).test(l));

    it('are well formed, unique and nested in their sections', () => {
      expect(headings.length).toBeGreaterThan(0);
      const ids = new Set<string>();
      let section = '';
      for (const h of headings) {
        const m = new RegExp(`^(#{2,3}) (${prefix}-(\\d+)(?:\\.(\\d+))?) \\S`).exec(h);
        expect(m, h).not.toBeNull();
        const [, level, id, major, minor] = m!;
        if (level === '##') {
          expect(minor, h).toBeUndefined();
          section = major!;
        } else {
          expect(minor, h).toBeDefined();
          expect(major, `${h} under section ${prefix}-${section}`).toBe(section);
        }
        expect(ids.has(id!), `duplicate ${id}`).toBe(false);
        ids.add(id!);
      }
    });

    it('each clause has a Rule and points to its conformance cases', () => {
      for (const h of headings.filter((l) => l.startsWith('### '))) {
        const id = h.split(' ')[1]!;
        const text = doc.clauseText(id)!;
        expect(text, id).toContain('**Rule.**');
        expect(text, id).toContain(`**Tests.** Conformance cases named \`${id} …\``);
      }
    });
  });
}

/** What the coverage checks need of a conformance case. */
export interface CoveredCase {
  /** Starts with the clause it tests, such as `CO-5.1 …`. */
  readonly name: string;
  /** The clause, such as `CO-5.1`. */
  readonly clause: string;
  /** The rules option value it covers, if any. */
  readonly option?: readonly [string, string];
}

/**
 * Registers a conformance suite's coverage checks: every case named by its clause, every
 * clause of the document with a case and no case citing a clause it lacks, and every
 * value of every rules option with a case.
 */
export function describeCoverage(
  doc: RulesDoc,
  prefix: string,
  cases: readonly CoveredCase[],
  options: Readonly<Record<string, { readonly values: readonly string[] }>>,
): void {
  describe('conformance coverage', () => {
    it('every case is named by its clause', () => {
      for (const c of cases) expect(c.name.startsWith(`${c.clause} `), c.name).toBe(true);
    });
    it('every clause of the rules document has a case, and no case cites a clause it lacks', () => {
      const clauses = doc.lines.flatMap((l) => {
        const m = new RegExp(`^### (${prefix}-\\d+\\.\\d+)\\b`).exec(l);
        return m === null ? [] : [m[1]!];
      });
      expect(clauses.length).toBeGreaterThan(0);
      const covered = new Set(cases.map((c) => c.clause));
      expect(clauses.filter((c) => !covered.has(c))).toEqual([]);
      expect([...covered].filter((c) => !clauses.includes(c))).toEqual([]);
    });
    it('every value of every rules option has a case', () => {
      const covered = new Set(cases.filter((c) => c.option).map((c) => `${c.option![0]}=${c.option![1]}`));
      const missing: string[] = [];
      for (const [name, meta] of Object.entries(options)) {
        for (const v of meta.values) if (!covered.has(`${name}=${v}`)) missing.push(`${name}=${v}`);
      }
      expect(missing).toEqual([]);
    });
  });
}
