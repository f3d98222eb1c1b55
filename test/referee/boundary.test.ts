/**
 * The referee's one engine is the root of `src/referee/`; Corporate War's folders by day
 * are a dialect in `src/referee/corporate-war/`. Nothing at the root knows Corporate War:
 * no file outside the dialect's folder imports `src/corporate-war/` or the dialect itself
 * (the command line chooses the dialect, `src/cli/referee.ts`). Read from the import lines
 * of every file, so a new file is checked as soon as it exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const REFEREE = join(SRC, 'referee');
const DIALECT = join(REFEREE, 'corporate-war');

/** Every TypeScript file under `dir`, as paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();

/** What a file imports (and re-exports from), as paths under `src/`, from its import lines. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms)].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(SRC, resolve(dirname(file), s)));
}

const inside = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

describe('the referee and its Corporate War dialect', () => {
  const root = filesUnder(REFEREE).filter((f) => !inside(f, DIALECT));
  const dialect = filesUnder(DIALECT);

  it('reads the import lines it checks', () => {
    expect(root.length).toBeGreaterThan(10);
    expect(dialect.length).toBeGreaterThan(5);
    // The dialect does import Corporate War: the reading finds what it looks for.
    expect(dialect.some((f) => importsOf(f).some((p) => inside(p, 'corporate-war')))).toBe(true);
  });

  it('keeps Corporate War out of the root: no import of src/corporate-war/ or of the dialect', () => {
    const found = root.flatMap((f) =>
      importsOf(f)
        .filter((p) => inside(p, 'corporate-war') || inside(p, 'referee/corporate-war'))
        .map((p) => `${relative(SRC, f)} imports ${p}`),
    );
    expect(found).toEqual([]);
  });

  it('has no folder of its own for the generic engine any more', () => {
    expect(filesUnder(REFEREE).filter((f) => inside(relative(REFEREE, f), 'steps'))).toEqual([]);
  });
});
