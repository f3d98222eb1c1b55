/**
 * The house's floors, read from the source's own imports (type imports too): the game
 * contract (`src/kernel/game/`) is the ground every tool stands on, so nothing in it
 * imports the match runner, the simulator or anything above the kernel; and no module of
 * `src/` imports itself around a loop, however long.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every source file under `dir`, as a path from the repository's root. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .sort();
}

/** The files a source file imports or re-exports by a relative path, as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g)].map(
    (m) => m[1]!,
  );
  return specs.map((s) => relative(ROOT, join(ROOT, dirname(file), s)).replace(/\.js$/, '.ts'));
}

/** The loops of a graph: its strongly connected components of more than one file, or a file importing itself. */
function loops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      part.push(w);
      if (w === v) break;
    }
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the floors of the house', () => {
  const graph = new Map(sources('src').map((f) => [f, importsOf(f)]));

  it('reads the imports it checks', () => {
    expect(graph.get('src/kernel/match.ts')).toContain('src/kernel/game/match-game.ts');
    expect(
      loops(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('keeps the game contract on the ground: src/kernel/game imports only the kernel ground beneath it', () => {
    for (const file of sources('src/kernel/game')) {
      for (const target of graph.get(file)!) {
        expect(target, `${file} imports ${target}`).toMatch(/^src\/kernel\/[^/]+\.ts$|^src\/kernel\/game\//);
        expect(target, `${file} imports ${target}`).not.toBe('src/kernel/match.ts');
      }
    }
  });

  it('has no import circle in src', () => {
    expect(loops(graph)).toEqual([]);
  });
});
