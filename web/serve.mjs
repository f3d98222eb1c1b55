/**
 * `npm run web`: builds the client and serves it on 127.0.0.1 with esbuild's own server
 * (`context().serve()`), printing the address. `--port N` picks the port (default 5180;
 * 0 for any free one); `--outdir DIR` builds into DIR instead of web/dist (the browser
 * tests, which run side by side, each build their own).
 *
 * esbuild serves GET and HEAD of the build's files and of the folder (index.html), and
 * nothing outside it (another host name than 127.0.0.1 or localhost is refused). A
 * request rebuilds the client first unless a build finished in the last quarter second,
 * so a page reloaded after an edit to web/src or src shows the edit; the list of games
 * (`virtual:games`) is found once, at start.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';
import { builtClient, clientBuild, describeSize } from './build.mjs';

/**
 * Builds the client into `outdir` (web/dist if not given) and serves it on
 * 127.0.0.1:`port`; resolves to what was built, its address and the esbuild context
 * (`dispose()` stops the server).
 */
export async function serveClient({ outdir, port }) {
  const client = await clientBuild(outdir === undefined ? {} : { outdir });
  const ctx = await context(client.options);
  const first = await ctx.rebuild();
  const served = await ctx.serve({ host: '127.0.0.1', port, servedir: client.outdir });
  return {
    ctx,
    built: builtClient(client.outdir, client.games, first.metafile),
    url: `http://127.0.0.1:${served.port}/`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--port');
  const port = at >= 0 ? Number(process.argv[at + 1]) : 5180;
  const out = process.argv.indexOf('--outdir');
  const { built, url } = await serveClient({
    port,
    ...(out >= 0 ? { outdir: resolve(process.argv[out + 1]) } : {}),
  });
  console.log(`Built the web client:\n${describeSize(built)}`);
  console.log(`The web client is served at ${url} (Ctrl-C to stop)`);
}
