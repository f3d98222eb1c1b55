/**
 * `npm run web`: builds the client and serves web/dist on 127.0.0.1, printing the
 * address. `--port N` picks the port (default 5180; 0 for any free one); `--outdir DIR`
 * builds into DIR instead of web/dist (the browser tests, which run side by side, each
 * build their own). A small static
 * server: GET and HEAD of the built files only, nothing outside the folder.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, describeSize } from './build.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves `root` on 127.0.0.1:`port`; resolves to the server and its address. */
export function serveFolder(root, port) {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    let size = -1;
    try {
      if (file.startsWith(root + sep)) {
        const st = statSync(file);
        if (st.isFile()) size = st.size;
      }
    } catch {
      // not there
    }
    if (size < 0) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({ server, url: `http://127.0.0.1:${bound}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--port');
  const port = at >= 0 ? Number(process.argv[at + 1]) : 5180;
  const out = process.argv.indexOf('--outdir');
  const built = await buildClient(out >= 0 ? { outdir: resolve(process.argv[out + 1]) } : {});
  console.log(`Built the web client:\n${describeSize(built)}`);
  const { url } = await serveFolder(built.outdir, port);
  console.log(`The web client is served at ${url} (Ctrl-C to stop)`);
}
