/**
 * Checks that a guide's TypeScript blocks are the regions of its example file, so the code
 * a reader copies is code that tsc compiles and the test suite runs. A region is marked in
 * the example file by `// #region name` and `// #endregion` lines; the guide's blocks are
 * the regions in order, with the import paths rewritten from the sources to the package.
 */
import { readFileSync } from 'node:fs';

/** Import paths of the example files and the package subpaths a reader imports instead. */
const PUBLISHED: readonly (readonly [string, string])[] = [
  ["from '../../src/boardgame-io/index.js'", "from 'simulturn/boardgame.io'"],
  ["from '../../src/corporate-war/client/index.js'", "from 'simulturn/corporate-war/client'"],
  ["from '../../src/corporate-war/index.js'", "from 'simulturn/corporate-war'"],
  ["from '../../src/corporation/client/index.js'", "from 'simulturn/corporation/client'"],
  ["from '../../src/corporation/index.js'", "from 'simulturn/corporation'"],
  ["from '../../src/galactic-overlord/index.js'", "from 'simulturn/galactic-overlord'"],
  ["from '../../src/strategic-game/index.js'", "from 'simulturn/strategic-game'"],
  ["from '../../src/strategic-game/client/index.js'", "from 'simulturn/strategic-game/client'"],
  ["from '../../src/harvester/client/index.js'", "from 'simulturn/harvester/client'"],
  ["from '../../src/harvester/index.js'", "from 'simulturn/harvester'"],
  ["from '../../src/games.js'", "from 'simulturn/games'"],
  ["from '../../src/index.js'", "from 'simulturn'"],
  ["from '../../src/node.js'", "from 'simulturn/node'"],
  ["from '../../src/testing/index.js'", "from 'simulturn/testing'"],
];

/** The text of a file next to the docs and tests, by its path from the repository root. */
export const repoFile = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The guide's ```ts blocks, without their fences. */
export function tsBlocks(guide: string): string[] {
  return [...guide.matchAll(/^```ts\r?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.replace(/(\r?\n)+$/, '\n'));
}

/** The example file's regions in order, each with the package import paths. */
export function publishedRegions(example: string): { name: string; code: string }[] {
  const out: { name: string; code: string }[] = [];
  for (const m of example.matchAll(/^\/\/ #region (\S+)\r?\n([\s\S]*?)^\/\/ #endregion$/gm)) {
    // The formatter may leave a blank line after a region's marker and wants one before its
    // end marker, so blank lines at either end do not count.
    let code = m[2]!.replace(/^(\r?\n)+/, '').replace(/(\r?\n)+$/, '\n');
    for (const [from, to] of PUBLISHED) code = code.split(from).join(to);
    out.push({ name: m[1]!, code });
  }
  return out;
}
