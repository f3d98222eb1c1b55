/**
 * Builds the web client into web/dist with esbuild: web/src/main.tsx and everything it
 * imports, split into chunks (`splitting`, ESM) so that each game's engine is loaded only
 * when the game is picked. `node web/build.mjs [--outdir DIR]` builds and prints the sizes
 * (the first screen's, each game's and board's, and every chunk's with its gzip size);
 * `clientBuild()` gives the options that web/serve.mjs serves with.
 *
 * Two things are made here rather than written by hand, so that a game added to the
 * library's registry appears in the client with no client code:
 *
 * - `simulturn` and its subpaths resolve to the library's sources through the package's
 *   own `exports` and tsup entries: the client can import what the package exports and
 *   nothing else (a subpath the package does not export fails the build).
 * - `virtual:games` is the catalogue of the registry (`GAMES` of `simulturn/games`): each
 *   game's id and title, and a loader that imports the one subpath that exports the game
 *   (found by evaluating the registry and every subpath here, at build time). The first
 *   screen lists the games from it without loading any engine. A game no subpath exports
 *   is loaded from `simulturn/games` itself, whole registry and all.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Each exported subpath (`simulturn/corporation`) and its source file, from `exports` and the ESM tsup entries. */
export function publicSources() {
  const entries = pkg.tsup[0].entry;
  const sources = {};
  for (const [sub, target] of Object.entries(pkg.exports)) {
    const built = target?.import?.default;
    if (typeof built !== 'string') continue; // ./package.json
    const entry = entries[built.replace(/^\.\/dist\//, '').replace(/\.js$/, '')];
    if (entry === undefined) continue;
    sources[sub === '.' ? 'simulturn' : `simulturn/${sub.slice(2)}`] = join(root, entry);
  }
  return sources;
}

/** Resolves `simulturn[/…]` to the sources of what the package exports; anything else under it fails. */
function publicApi(sources) {
  return {
    name: 'simulturn-public-api',
    setup(b) {
      b.onResolve({ filter: /^simulturn(\/.*)?$/ }, (args) => {
        const path = sources[args.path];
        if (path !== undefined) return { path };
        return {
          errors: [
            {
              text: `${args.path} is not one of the package's exports (${Object.keys(sources).join(', ')})`,
            },
          ],
        };
      });
    },
  };
}

/**
 * The registry's games with the subpath and export name each is reached by, found by
 * bundling the registry and every browser subpath for Node into a temporary module and
 * comparing the exported values with the registry's games. Should the subpaths not
 * bundle for Node together (a subpath with a Node-only dependency that is not installed),
 * every game is loaded from `simulturn/games` instead, with a warning: the client still
 * plays them all, only not one engine at a time.
 */
async function discoverGames(sources) {
  const others = Object.keys(sources).filter((s) => s !== 'simulturn/node' && s !== 'simulturn/games');
  try {
    return await evaluateCatalogue(sources, others);
  } catch (e) {
    console.warn(
      `web/build.mjs: every game loads from simulturn/games, as the subpaths did not bundle: ${e.message}`,
    );
    return evaluateCatalogue(sources, []);
  }
}

async function evaluateCatalogue(sources, subpaths) {
  const lines = [
    `import { GAMES } from 'simulturn/games';`,
    ...subpaths.map((s, i) => `import * as m${i} from '${s}';`),
    `const modules = [${subpaths.map((s, i) => `[${JSON.stringify(s)}, m${i}]`).join(', ')}];`,
    'export const games = GAMES.games.map((g) => {',
    '  for (const [from, m] of modules)',
    '    for (const [name, value] of Object.entries(m)) if (value === g) return { id: g.id, title: g.title, from, name };',
    "  return { id: g.id, title: g.title, from: 'simulturn/games', name: null };",
    '});',
  ];
  const dir = mkdtempSync(join(tmpdir(), 'simulturn-web-'));
  try {
    const file = join(dir, 'games.mjs');
    await build({
      stdin: { contents: lines.join('\n'), resolveDir: here, loader: 'js' },
      outfile: file,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'warning',
      plugins: [publicApi(sources)],
    });
    return (await import(pathToFileURL(file).href)).games;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `virtual:games`: the catalogue as a module, each game behind a dynamic import of its subpath. */
function catalogueModule(games) {
  const rows = games.map((g) => {
    const pick = g.name === null ? `m.gameNamed(${JSON.stringify(g.id)})` : `m[${JSON.stringify(g.name)}]`;
    return `  { id: ${JSON.stringify(g.id)}, title: ${JSON.stringify(g.title)}, load: () => import(${JSON.stringify(g.from)}).then((m) => ${pick}) },`;
  });
  return `export const CATALOGUE = [\n${rows.join('\n')}\n];\n`;
}

function catalogue(games) {
  return {
    name: 'simulturn-catalogue',
    setup(b) {
      b.onResolve({ filter: /^virtual:games$/ }, () => ({ path: 'games', namespace: 'virtual' }));
      b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
        contents: catalogueModule(games),
        resolveDir: here,
        loader: 'js',
      }));
    },
  };
}

/** The size of these output files (paths as esbuild's metafile gives them, from the root). */
const sizeOf = (files) => {
  let minified = 0;
  let gzipped = 0;
  for (const f of files) {
    const bytes = readFileSync(join(root, f));
    minified += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return { minified, gzipped };
};

/** The games with a board of their own, loaded in place of the generic board. */
const BOARDS = { 'corporate-war': join(here, 'src/corporate-war/app.tsx') };

/** A board of web/src/boards.ts: the game's id of `web/src/<id>/board.tsx`, else undefined. */
const boardOf = (entryPoint) => /^web\/src\/([a-z0-9-]+)\/board\.tsx$/.exec(entryPoint ?? '')?.[1];

/**
 * Where a chunk comes from: a script's entry point (a page, a game, a board), else the
 * largest sources in it (a chunk esbuild split out for the entries that share it, or a
 * stylesheet).
 */
function originOf(path, output) {
  if (output.entryPoint !== undefined) return `entry ${output.entryPoint}`;
  const inputs = Object.entries(output.inputs)
    .filter(([, i]) => i.bytesInOutput > 0)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .map(([input]) => input.replace(/^(\.\.\/)*([^/]+\/)*node_modules\//, ''));
  const more = inputs.length > 2 ? ` and ${inputs.length - 2} more` : '';
  return `${path.endsWith('.css') ? 'stylesheet of' : 'shared'} ${inputs.slice(0, 2).join(', ')}${more}`;
}

/**
 * What each part of the client downloads, from esbuild's metafile: the main chunk with the
 * chunks it imports statically (the first screen); for each game the chunks its dynamic
 * import brings beyond those, and for each game with a board of its own (web/src/boards.ts)
 * what its board brings beyond the main chunk and the game; and every chunk on its own
 * (scripts and stylesheets, each with where it comes from).
 */
function chunkSizes(metafile, games, outdir) {
  const outputs = metafile.outputs;
  const name = (p) => p.slice(p.lastIndexOf('/') + 1);
  const closure = (start) => {
    const seen = new Set();
    const visit = (p) => {
      if (seen.has(p)) return;
      seen.add(p);
      for (const i of outputs[p]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(start);
    return seen;
  };
  const paths = Object.keys(outputs).filter((p) => p.endsWith('.js'));
  const main = paths.find((p) => name(p) === 'main.js');
  const first = closure(main);
  const parts = { main: sizeOf([...first]) };
  const sourcesOf = publicSources();
  const engines = {};
  for (const g of games) {
    // The chunk whose entry is the game's own board (Corporate War's), else its subpath.
    const source = BOARDS[g.id] ?? sourcesOf[g.from];
    const entry = paths.find(
      (p) => outputs[p].entryPoint !== undefined && join(root, outputs[p].entryPoint) === source,
    );
    if (entry === undefined) continue;
    engines[g.id] = closure(entry);
    parts[g.id] = sizeOf([...engines[g.id]].filter((p) => !first.has(p)));
  }
  for (const p of paths) {
    const id = boardOf(outputs[p].entryPoint);
    if (id === undefined) continue;
    const before = new Set([...first, ...(engines[id] ?? [])]);
    parts[`${id} board`] = sizeOf([...closure(p)].filter((q) => !before.has(q)));
  }
  const chunks = Object.keys(outputs)
    .filter((p) => p.endsWith('.js') || p.endsWith('.css'))
    .map((p) => ({ file: relative(outdir, join(root, p)), from: originOf(p, outputs[p]), ...sizeOf([p]) }))
    .sort((a, b) => b.gzipped - a.gzipped || a.file.localeCompare(b.file));
  return { parts, chunks };
}

/**
 * Empties `outdir`, puts index.html in it and finds the games; returns esbuild's options
 * for the client and the games, for `build` here or a `context` that serves
 * (web/serve.mjs).
 */
export async function clientBuild({ outdir = join(here, 'dist') } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  copyFileSync(join(here, 'index.html'), join(outdir, 'index.html'));
  const sources = publicSources();
  const games = await discoverGames(sources);
  const options = {
    entryPoints: [join(here, 'src/main.tsx')],
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    platform: 'browser',
    target: ['es2022'],
    tsconfig: join(here, 'tsconfig.json'),
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [publicApi(sources), catalogue(games)],
  };
  return { outdir, games, options };
}

/**
 * What a build of the client made: the output folder, the main chunk's size in bytes
 * (minified and gzipped, with the chunks it imports statically), each game's (what
 * picking it downloads beyond the main chunk) and each board's (`<id> board`: what opening
 * it downloads beyond those), every chunk's (`chunks`: file, origin, sizes, largest
 * gzipped first), and esbuild's metafile.
 */
export function builtClient(outdir, games, metafile) {
  const { parts, chunks } = chunkSizes(metafile, games, outdir);
  return { outdir, games, parts, chunks, metafile, ...parts.main };
}

/** Builds the client once; returns what {@link builtClient} does. */
export async function buildClient(options = {}) {
  const client = await clientBuild(options);
  const result = await build(client.options);
  return builtClient(client.outdir, client.games, result.metafile);
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

/** The sizes as lines: the main chunk, each game and each board, then every chunk with its gzip size. */
export const describeSize = ({ parts, chunks }) => {
  const lines = Object.entries(parts).map(
    ([part, s]) =>
      `${part === 'main' ? 'main chunk (first screen)' : `+ ${part}`}: ${kB(s.minified)} minified, ${kB(s.gzipped)} gzipped`,
  );
  const width = Math.max(...chunks.map((c) => c.file.length));
  lines.push(
    `Every chunk (${chunks.length}), largest gzipped first:`,
    ...chunks.map(
      (c) =>
        `  ${c.file.padEnd(width)}  ${kB(c.minified).padStart(8)} minified  ${kB(c.gzipped).padStart(8)} gzipped  ${c.from}`,
    ),
  );
  return lines.join('\n');
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--outdir DIR` builds into DIR instead of web/dist, as web/serve.mjs does.
  const out = process.argv.indexOf('--outdir');
  const built = await buildClient(out >= 0 ? { outdir: resolve(process.argv[out + 1]) } : {});
  console.log(`Built ${built.outdir}:\n${describeSize(built)}`);
}
