/**
 * docs/rules/corporation.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under CO-6.4.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDING, ISSUE_CODES, RULE_OPTIONS } from '../../src/corporation/index.js';

const doc = readFileSync(new URL('../../docs/rules/corporation.md', import.meta.url), 'utf8');
const lines = doc.split('\n');

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** The text of a clause: from its `### CO-x.y` heading to the next heading of level 1 to 3. */
function clauseText(clause: string): string | undefined {
  const start = lines.findIndex((l) => l.startsWith(`### ${clause} `));
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && !/^#{1,3} /.test(lines[end]!)) end++;
  return lines.slice(start, end).join('\n');
}

const OPTIONS = Object.entries(RULE_OPTIONS).map(([name, meta]) => ({
  name,
  values: meta.values as readonly string[],
  default: meta.default as string,
  clause: meta.clause as string,
}));

describe('rules options in the document', () => {
  it.each(OPTIONS)('$name is explained under $clause with each of its values and its default', (option) => {
    const text = clauseText(option.clause);
    expect(text, `heading ### ${option.clause}`).toBeDefined();
    expect(text).toContain(`Option \`${option.name}\``);
    for (const value of option.values) expect(text, `value ${value}`).toContain(`\`${value}\``);
    expect(text).toContain(`\`${option.default}\` (default)`);
  });

  it.each(OPTIONS)('$name has a row in the options table with its values, default and clause', (option) => {
    const row = lines.find((l) => l.startsWith(`| \`${option.name}\` |`));
    expect(row, `options table row for ${option.name}`).toBeDefined();
    const [, values, defaultCell, clause] = cells(row!);
    expect(values).toBe(option.values.map((v) => `\`${v}\``).join(', '));
    expect(defaultCell).toBe(`\`${option.default}\``);
    expect(clause).toBe(option.clause);
  });
});

describe('clause headings', () => {
  const headings = lines.filter((l) => /^#{2,3} CO-/.test(l));

  it('are well formed, unique and nested in their sections', () => {
    const ids = new Set<string>();
    let section = '';
    for (const h of headings) {
      const m = /^(#{2,3}) (CO-(\d+)(?:\.(\d+))?) \S/.exec(h);
      expect(m, h).not.toBeNull();
      const [, level, id, major, minor] = m!;
      if (level === '##') {
        expect(minor, h).toBeUndefined();
        section = major!;
      } else {
        expect(minor, h).toBeDefined();
        expect(major, `${h} under section CO-${section}`).toBe(section);
      }
      expect(ids.has(id!), `duplicate ${id}`).toBe(false);
      ids.add(id!);
    }
  });

  it('each clause has a Rule and points to its conformance cases', () => {
    for (const h of headings.filter((l) => l.startsWith('### '))) {
      const id = h.split(' ')[1]!;
      const text = clauseText(id)!;
      expect(text, id).toContain('**Rule.**');
      expect(text, id).toContain(`**Tests.** Conformance cases named \`${id} …\``);
    }
  });
});

describe('CO-6.4 issue codes', () => {
  it('lists every issue code, and no other', () => {
    const text = clauseText('CO-6.4')!;
    for (const code of ISSUE_CODES) expect(text, code).toContain(`- \`${code}\`:`);
    const listed = [...text.matchAll(/^- `([\w/-]+)`:/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...ISSUE_CODES].sort());
  });
});

describe('CO-1.4 the invented default building', () => {
  it('is said to be invented in the data and in the document, which names its offices', () => {
    expect(DEFAULT_BUILDING.invented).toBe(true);
    expect(DEFAULT_BUILDING.name).toMatch(/invented/);
    const text = clauseText('CO-1.4')!;
    expect(text).toContain('**invented**');
    for (const room of DEFAULT_BUILDING.rooms.filter((r) => !r.reception))
      expect(text).toContain(`${room.id} ${room.colour}`);
  });
});
