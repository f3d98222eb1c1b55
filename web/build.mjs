/**
 * Builds the web client into web/dist with esbuild: web/src/main.tsx and everything it
 * imports, the package's public entry points mapped to src/ by web/tsconfig.json's paths.
 * `node web/build.mjs` builds and prints the bundle's size; `buildClient()` is what
 * web/serve.mjs and the browser test call.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the client; returns the output folder and the script's size in bytes, minified and gzipped. */
export async function buildClient({ outdir = join(here, 'dist') } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [join(here, 'src/main.tsx')],
    outdir,
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    tsconfig: join(here, 'tsconfig.json'),
    legalComments: 'none',
    logLevel: 'warning',
  });
  copyFileSync(join(here, 'index.html'), join(outdir, 'index.html'));
  const js = readFileSync(join(outdir, 'main.js'));
  return { outdir, minified: js.length, gzipped: gzipSync(js, { level: 9 }).length };
}

export const describeSize = ({ minified, gzipped }) =>
  `main.js ${(minified / 1000).toFixed(1)} kB minified, ${(gzipped / 1000).toFixed(1)} kB gzipped`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildClient();
  console.log(`Built ${built.outdir}: ${describeSize(built)}`);
}
