/**
 * docs/kernel.md defines the kernel's requirements, K1 to K13, that code comments cite:
 * every code cited in `src/` has its section there, each section says what it asks of a
 * game and which tools rely on it, and the README and the new-game guide link the page.
 * A comment citing a new code fails here until the page defines it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const DOC = read('docs/kernel.md');

/** The sections of the page, by code: `## K<n>: name` and the text up to the next heading. */
const SECTIONS = new Map(
  [...DOC.matchAll(/^## (K\d+): (.+)\n([\s\S]*?)(?=^## |(?![\s\S]))/gm)].map((m) => [m[1]!, m[3]!]),
);

/**
 * The codes cited in the source's comments and text: `K` and a number as a word, but not
 * in quotes, where it is a sector's name (`'K11'`, a square of Corporate War's board).
 */
function citedCodes(): Map<string, string> {
  const cited = new Map<string, string>();
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.tsx?$/.test(f),
  );
  for (const file of files) {
    for (const m of read(join('src', file)).matchAll(/(?<!['"\w])K\d{1,2}\b(?!['"])/g)) {
      if (!cited.has(m[0])) cited.set(m[0], join('src', file));
    }
  }
  return cited;
}

describe('docs/kernel.md', () => {
  it('defines K1 to K13, in order, each saying what it asks of a game and which tools rely on it', () => {
    expect([...SECTIONS.keys()]).toEqual(Array.from({ length: 13 }, (_, i) => `K${i + 1}`));
    for (const [code, text] of SECTIONS) {
      expect(text, code).toMatch(/What it asks of a game/);
      expect(text, code).toMatch(/[Tt]ools\s+that\s+rely\s+on\s+it/);
    }
  });

  it('defines every code the source cites', () => {
    const cited = citedCodes();
    expect(cited.size).toBeGreaterThan(5);
    for (const [code, file] of cited) expect(SECTIONS.has(code), `${code}, cited in ${file}`).toBe(true);
  });

  it('is linked from the README and the new-game guide', () => {
    expect(read('README.md')).toContain('(docs/kernel.md)');
    expect(read('docs/guides/new-game.md')).toContain('(../kernel.md)');
  });
});
