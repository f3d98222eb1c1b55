/**
 * What every game's rules document is held to (issue 16: one helper, not the same checks
 * written per game): its clause headings well formed, unique and nested in their
 * sections; each clause with a **Rule.** and a pointer to its conformance cases; and a
 * reader for one clause's text, for the game's own checks (options, issue codes, tables).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
