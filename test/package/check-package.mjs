#!/usr/bin/env node
/**
 * Checks the package as it would be published (issue 7, Packaging):
 *
 * 1. builds it with the package's own tsup config into a staging folder of its own (never
 *    `dist/`, which another process may rebuild and clean at any moment), beside copies of
 *    `package.json` and every other path in `files` (`--no-type-check`: without checking
 *    the sources' types again while emitting the declarations, where `tsc` just did);
 * 2. packs the staging folder with `npm pack` (scripts off: the build is step 1);
 * 3. lints the tarball with publint (`--strict`: warnings fail too) and with
 *    `@arethetypeswrong/cli` (every entry point, every resolution mode);
 * 4. checks the tarball's files: nothing from `test/`, no TypeScript sources, only what
 *    `files` names. The ESM build's source maps are shipped on purpose: they embed the
 *    TypeScript sources (`sourcesContent`), so a stack trace or debugger shows the real
 *    code, and the size budget below includes them. The CommonJS build (for `require`) has
 *    no maps and no command line: shipping both twice took 1.3 of the package's 4.5 MB
 *    (`test/package/build-config.test.ts` keeps the two builds' entries in step);
 * 5. checks the tarball and unpacked sizes against `sizeBudget` in package.json;
 * 6. installs the tarball into a fresh project, imports it once as ESM and once as
 *    CommonJS and resolves a day with each (the two must agree on the state's hash), runs
 *    the contract battery of `simulturn/testing` on Corporation both ways once fast-check
 *    (an optional peer, which installing simulturn must not bring) is put beside it, and
 *    runs the installed `simulturn` command;
 * 7. bundles every entry point but `simulturn/node` whole for the browser with esbuild,
 *    which fails on any import of a Node module (a dynamic one too); bundles the view
 *    helpers alone (what a client draws the board with) and checks they bring neither
 *    Immutable.js nor the rules engine, within their gzip budget (Harvester's client too);
 *    and bundles
 *    `simulturn/corporate-war`'s rules minified to check their gzip size against the budget.
 *
 * Run with `npm run check:package`; `test/package/package.test.ts` runs it under `npm test`.
 * Prints a summary and exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const budget = pkg.sizeBudget;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const keep = process.argv.includes('--keep');
const noTypeCheck = process.argv.includes('--no-type-check');

const results = [];
const failures = [];
const pass = (step, detail = '') => results.push(`ok    ${step}${detail ? `: ${detail}` : ''}`);
const fail = (step, detail) => {
  results.push(`FAIL  ${step}: ${detail}`);
  failures.push(step);
};

/** Runs a command; returns its output, or throws with the output when it fails. */
function run(command, args, cwd, options = {}) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.error) throw new Error(`${command} ${args.join(' ')}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${output.trim()}`);
  return r.stdout;
}

/** Runs one step; a failure is recorded and the steps after it still run when they can. */
function step(name, body) {
  const t = Date.now();
  try {
    const detail = body();
    pass(`${name} [${((Date.now() - t) / 1000).toFixed(1)} s]`, detail);
    return true;
  } catch (e) {
    fail(name, e instanceof Error ? e.message : String(e));
    return false;
  }
}

/** The package.json of a package in this repository's node_modules. */
const readPackage = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const withinBudget = (what, size, limit) => {
  if (typeof limit !== 'number') throw new Error(`package.json has no sizeBudget.${what}`);
  const text = `${kb(size)} of ${kb(limit)} (${Math.round((100 * size) / limit)}%)`;
  if (size > limit) throw new Error(`${what} is ${text}: over budget`);
  return text;
};

const work = mkdtempSync(join(tmpdir(), 'simulturn-package-'));
const stage = join(work, 'stage');
const packs = join(work, 'packs');
const project = join(work, 'project');
let tarball;
let info;
let unpackedSize;
const started = Date.now();

try {
  const built = step('build (tsup, package config, into staging)', () => {
    mkdirSync(stage);
    mkdirSync(packs);
    // With --no-type-check (as `npm test` runs it, after its own `tsc --noEmit` of the same
    // sources), the declarations are emitted without type-checking the sources again
    // (TypeScript's `noCheck`): 41 of the build's 45 CPU seconds were the declarations,
    // 15 of them that check. The files are the same but for the order of a few union
    // members in the declarations, which TypeScript writes in the order it met the types.
    const args = ['--silent', '--out-dir', join(stage, 'dist')];
    if (noTypeCheck) {
      const configs = pkg.tsup.map((c) =>
        c.dts === undefined ? c : { ...c, dts: { ...c.dts, compilerOptions: { noCheck: true } } },
      );
      const config = join(work, 'tsup.config.mjs');
      writeFileSync(config, `export default ${JSON.stringify(configs)};\n`);
      args.push('--config', config);
    }
    run(bin('tsup'), args, root);
    cpSync(join(root, 'package.json'), join(stage, 'package.json'));
    for (const path of pkg.files) {
      if (path !== 'dist') cpSync(join(root, path), join(stage, path), { recursive: true });
    }
  });

  const packed =
    built &&
    step('npm pack', () => {
      const out = JSON.parse(
        run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packs], stage),
      );
      info = out[0];
      tarball = join(packs, info.filename);
      const files = info.files.map((f) => f.path);
      const allowed = (p) => p === 'package.json' || pkg.files.some((f) => p === f || p.startsWith(`${f}/`));
      const bad = files.filter(
        (p) =>
          p.startsWith('test/') || /\.test\.|\.spec\./.test(p) || /(?<!\.d)\.[cm]?ts$/.test(p) || !allowed(p),
      );
      if (bad.length > 0) throw new Error(`files that should not ship: ${bad.join(', ')}`);
      unpackedSize = info.unpackedSize;
      return `${info.filename}, ${files.length} files, no tests or sources`;
    });

  if (packed) {
    // The README is the registry's page and the installed copy's front door: each of its
    // relative links, and each of the shipped guides', must reach a file the package
    // carries, but for the studies, performance notes and images, which stay in the repository.
    step('the README and the guides link only to files the package carries', () => {
      const shipped = new Set(info.files.map((f) => f.path));
      const repositoryOnly = (p) =>
        p.startsWith('docs/research/') || p.startsWith('docs/images/') || p === 'docs/performance.md';
      const broken = [];
      let links = 0;
      for (const doc of [
        'README.md',
        ...[...shipped].filter((p) => /^docs\/(guides\/[^/]+|bots|kernel)\.md$/.test(p)),
      ]) {
        const text = readFileSync(join(stage, doc), 'utf8');
        for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
          const href = m[1];
          if (/^[a-z]+:/i.test(href)) continue;
          const target = join(doc, '..', href).replace(/\\/g, '/').replace(/^\.\//, '');
          links++;
          if (!shipped.has(target) && !repositoryOnly(target)) broken.push(`${doc} -> ${href}`);
        }
      }
      if (broken.length > 0) throw new Error(`links to files not in the package: ${broken.join(', ')}`);
      return `${links} links`;
    });
    step('size of the tarball', () => withinBudget('tarball', statSync(tarball).size, budget?.tarball));
    step('size unpacked', () => withinBudget('unpacked', unpackedSize, budget?.unpacked));
    step('publint --strict', () => {
      run(bin('publint'), ['run', tarball, '--strict'], root);
      return 'all good';
    });
    step('attw (every entry point, every resolution mode)', () => {
      // attw exits non-zero when it finds problems, so its JSON is read whatever the status.
      const r = spawnSync(bin('attw'), [tarball, '--format', 'json'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      const analysis = JSON.parse(r.stdout).analysis;
      const problems = analysis.problems.map((p) => `${p.kind} (${p.entrypoint}, ${p.resolutionKind})`);
      if (problems.length > 0 || r.status !== 0) {
        throw new Error(`${problems.join(', ') || `exit ${r.status}`}; see \`npx attw ${tarball}\``);
      }
      return `${Object.keys(analysis.entrypoints).join(', ')}: no problems`;
    });

    const installed = step('install the tarball into a fresh project', () => {
      mkdirSync(project);
      writeFileSync(
        join(project, 'package.json'),
        `${JSON.stringify({ name: 'simulturn-package-check', version: '0.0.0', private: true }, null, 2)}\n`,
      );
      const r = spawnSync(
        'npm',
        ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'],
        { cwd: project, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (r.status !== 0) throw new Error(`npm install exited ${r.status}\n${r.stdout}${r.stderr}`);
      // The package runs no script when installed (issue 15: a prepare script drew a warning).
      const warned = `${r.stdout}${r.stderr}`
        .split('\n')
        .filter((l) => /install.?scripts?/i.test(l) && /simulturn/.test(l));
      if (warned.length > 0) throw new Error(`installing runs a script: ${warned.join(' | ')}`);
      return 'no install script';
    });

    if (installed) {
      const script = (importLine) => `${importLine}
const corporations = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
const game = newGame({ seed: 'package check', corporations });
const { state } = resolveDay(game, {});
if (game.day !== 1 || state.day !== 2) throw new Error('expected day 1 to resolve into day 2, got ' + state.day);
if (typeof hash64('x') !== 'string') throw new Error('hash64 from simulturn did not return a string');
console.log(stateHash(state));
`;
      writeFileSync(
        join(project, 'esm.mjs'),
        script(
          "import { newGame, resolveDay, stateHash } from 'simulturn/corporate-war';\nimport { hash64 } from 'simulturn';",
        ),
      );
      writeFileSync(
        join(project, 'cjs.cjs'),
        script(
          "const { newGame, resolveDay, stateHash } = require('simulturn/corporate-war');\nconst { hash64 } = require('simulturn');",
        ),
      );
      let esmHash;
      step('import as ESM and resolve a day', () => {
        esmHash = run(process.execPath, ['esm.mjs'], project).trim();
        return `state hash ${esmHash}`;
      });
      step('require as CommonJS and resolve a day', () => {
        const cjsHash = run(process.execPath, ['cjs.cjs'], project).trim();
        if (cjsHash !== esmHash)
          throw new Error(`state hash ${cjsHash} differs from the ESM build's ${esmHash}`);
        return `state hash ${cjsHash}, the same as ESM`;
      });
      // boardgame.io is an optional peer (issue 18): installing simulturn never brings it, and
      // the adapter's config is plain data that runs without it.
      step('simulturn/boardgame.io without boardgame.io installed (an optional peer)', () => {
        if (existsSync(join(project, 'node_modules', 'boardgame.io')))
          throw new Error('installing simulturn installed boardgame.io');
        writeFileSync(
          join(project, 'bgio.mjs'),
          `import { boardgameGame } from 'simulturn/boardgame.io';
import { CORPORATE_WAR } from 'simulturn/corporate-war';
const config = boardgameGame(CORPORATE_WAR, { secret: 'check' });
const G = config.setup(
  { ctx: { numPlayers: 2 }, random: { Number: () => 0.5 } },
  { seed: 's', options: { corporations: ['psicorps', 'phoenicae'] } },
);
console.log(config.playerView({ G, playerID: '0' }).player);
`,
        );
        const out = run(process.execPath, ['bgio.mjs'], project).trim();
        if (out !== 'psicorps') throw new Error(`expected the first seat's view, got ${out}`);
        return 'not installed; a match set up and a view made without it';
      });
      // fast-check is an optional peer too (issue 31): simulturn/testing draws its cases with
      // it, so it loads only where the user installed fast-check, and says so where not.
      step(
        'simulturn/testing without fast-check installed (an optional peer): its import names fast-check',
        () => {
          if (existsSync(join(project, 'node_modules', 'fast-check')))
            throw new Error('installing simulturn installed fast-check');
          writeFileSync(join(project, 'no-fc.mjs'), "await import('simulturn/testing');\n");
          const r = spawnSync(process.execPath, ['no-fc.mjs'], { cwd: project, encoding: 'utf8' });
          if (r.status === 0 || !/fast-check/.test(r.stderr))
            throw new Error(
              `expected the import to fail naming fast-check, got: ${r.stderr.trim() || 'success'}`,
            );
          return 'not installed; the import fails naming it';
        },
      );
      const battery = (importLines) => `${importLines}
const options = fc.constantFrom({ players: ['red', 'blue'] }, { players: ['red', 'blue', 'green'] });
const tally = checkContract(CORPORATION, { options, maxSteps: 12, numRuns: 4 });
const seats = checkSeatsIsolated(CORPORATION, { options, maxSteps: 12, numRuns: 2 });
if (tally.steps === 0 || tally.tamper.writes === 0 || tally.tamper.landed !== 0 || seats.matches !== 2)
  throw new Error('the battery saw nothing: ' + JSON.stringify({ tally, seats }));
if (scriptedRng([6]).int(6) !== 5) throw new Error('scriptedRng([6]) did not roll a six');
let caught = 'nothing';
try {
  checkContract({ ...CORPORATION, step: () => 1 }, { options, numRuns: 2 });
} catch (e) {
  caught = e.message.split('\\n')[1];
}
if (!caught.startsWith('the step grows at each resolve')) throw new Error('a stuck step was not named: ' + caught);
console.log(tally.steps + ' steps, ' + tally.tamper.writes + ' writes tried, none landed; a stuck step fails: ' + caught);
`;
      writeFileSync(
        join(project, 'testing.mjs'),
        battery(
          "import fc from 'fast-check';\nimport { checkContract, checkSeatsIsolated, scriptedRng } from 'simulturn/testing';\nimport { CORPORATION } from 'simulturn/corporation';",
        ),
      );
      writeFileSync(
        join(project, 'testing.cjs'),
        battery(
          "const fc = require('fast-check');\nconst { checkContract, checkSeatsIsolated, scriptedRng } = require('simulturn/testing');\nconst { CORPORATION } = require('simulturn/corporation');",
        ),
      );
      step(
        'simulturn/testing with fast-check beside it: the battery on Corporation, as ESM and as CommonJS',
        () => {
          // The user's fast-check, as `npm install --save-dev fast-check` would put it beside
          // simulturn: copied from this repository's own, with its dependencies (no network).
          for (const dep of ['fast-check', ...Object.keys(readPackage('fast-check').dependencies ?? {})]) {
            cpSync(join(root, 'node_modules', dep), join(project, 'node_modules', dep), {
              recursive: true,
              dereference: true,
            });
          }
          const esm = run(process.execPath, ['testing.mjs'], project).trim();
          const cjs = run(process.execPath, ['testing.cjs'], project).trim();
          if (cjs !== esm) throw new Error(`CommonJS saw "${cjs}", ESM "${esm}"`);
          return esm;
        },
      );
      step('the installed command: simulturn play --quiet --day-limit 3', () => {
        const out = run(
          'npm',
          ['exec', '--offline', '--', 'simulturn', 'play', '--quiet', '--day-limit', '3'],
          project,
        );
        return `${out.trim().split('\n').length} lines`;
      });
      // Every entry point but simulturn/node runs in a browser: bundled whole, any import
      // of a Node module (even a dynamic one) fails the bundle.
      for (const entry of [
        'simulturn',
        'simulturn/corporate-war',
        'simulturn/corporate-war/client',
        'simulturn/corporation',
        'simulturn/corporation/client',
        'simulturn/galactic-overlord',
        'simulturn/galactic-overlord/client',
        'simulturn/strategic-game',
        'simulturn/strategic-game/client',
        'simulturn/games',
        'simulturn/boardgame.io',
        'simulturn/harvester',
        'simulturn/harvester/client',
        'simulturn/testing',
      ]) {
        await stepAsync(`bundle all of ${entry} for the browser, with no Node module`, async () => {
          const code = await browserBundle(project, `export * from '${entry}';`);
          return `${kb(code.length)} minified`;
        });
      }
      // A client that draws the board from the view needs none of the rules engine: the
      // view helpers alone must not bring Immutable.js or the day's resolution (issue 15).
      await stepAsync(
        'bundle simulturn/corporate-war/client, the view helpers, for the browser (no engine, no Immutable.js, gzip)',
        async () => {
          const { code, inputs } = await browserBundle(
            project,
            "export * from 'simulturn/corporate-war/client';",
            true,
          );
          const immutable = inputs.filter((i) => i.includes('node_modules/immutable/'));
          if (immutable.length > 0)
            throw new Error(`the view helpers bring Immutable.js (${immutable.join(', ')})`);
          // Names are minified away, so the engine is known by strings only its day has (a
          // trace event, a rules option's value); checked present in a bundle of resolveDay,
          // so this check cannot pass by their having been renamed.
          const markers = ['victory-check', 'exactly-one-higher'];
          const engineCode = new TextDecoder().decode(
            await browserBundle(project, "export { resolveDay } from 'simulturn/corporate-war';"),
          );
          const unseen = markers.filter((m) => !engineCode.includes(m));
          if (unseen.length > 0)
            throw new Error(`the engine's markers are gone from its bundle: ${unseen.join(', ')}`);
          const engine = markers.filter((m) => new TextDecoder().decode(code).includes(m));
          if (engine.length > 0)
            throw new Error(`the view helpers bring the rules engine (${engine.join(', ')})`);
          return `${kb(code.length)} minified, ${withinBudget('viewHelpersGzip', gzipSync(code).length, budget?.viewHelpersGzip)} gzipped`;
        },
      );
      // Corporation's client likewise: the board model, targets and builders without the
      // engine that resolves a step (known by issue codes only the engine's checks raise).
      await stepAsync('bundle simulturn/corporation/client for the browser (no engine, gzip)', async () => {
        const { code } = await browserBundle(project, "export * from 'simulturn/corporation/client';", true);
        const markers = ['orders/not-your-turn', 'promote/auto-completed'];
        const engineCode = new TextDecoder().decode(
          await browserBundle(project, "export { playTurn } from 'simulturn/corporation';"),
        );
        const unseen = markers.filter((m) => !engineCode.includes(m));
        if (unseen.length > 0)
          throw new Error(`the engine's markers are gone from its bundle: ${unseen.join(', ')}`);
        const engine = markers.filter((m) => new TextDecoder().decode(code).includes(m));
        if (engine.length > 0) throw new Error(`the client brings the rules engine (${engine.join(', ')})`);
        return `${kb(code.length)} minified, ${withinBudget('corporationClientGzip', gzipSync(code).length, budget?.corporationClientGzip)} gzipped`;
      });
      // The Strategic Game's client draws its board from the view alone: none of the step's
      // resolution, known by rules option values only the engine's steps read.
      await stepAsync(
        'bundle simulturn/strategic-game/client for the browser (no engine, gzip)',
        async () => {
          const { code } = await browserBundle(
            project,
            "export * from 'simulturn/strategic-game/client';",
            true,
          );
          const markers = ['end-of-arrival', 'at-least-one'];
          const engineCode = new TextDecoder().decode(
            await browserBundle(project, "export { resolveStep } from 'simulturn/strategic-game';"),
          );
          const unseen = markers.filter((m) => !engineCode.includes(m));
          if (unseen.length > 0)
            throw new Error(`the engine's markers are gone from its bundle: ${unseen.join(', ')}`);
          const engine = markers.filter((m) => new TextDecoder().decode(code).includes(m));
          if (engine.length > 0) throw new Error(`the client brings the rules engine (${engine.join(', ')})`);
          return `${kb(code.length)} minified, ${withinBudget('strategicGameClientGzip', gzipSync(code).length, budget?.strategicGameClientGzip)} gzipped`;
        },
      );
      // Galactic Overlord's client draws the board from the view alone: no turn resolution.
      await stepAsync(
        'bundle simulturn/galactic-overlord/client for the browser (no engine, gzip)',
        async () => {
          const { code } = await browserBundle(
            project,
            "export * from 'simulturn/galactic-overlord/client';",
            true,
          );
          // Rules options only the battle and the attacks read (the client never does).
          const markers = ['captured-first', 'weapon-then-hull'];
          const engineCode = new TextDecoder().decode(
            await browserBundle(project, "export { resolveTurn } from 'simulturn/galactic-overlord';"),
          );
          const unseen = markers.filter((m) => !engineCode.includes(m));
          if (unseen.length > 0)
            throw new Error(`the engine's markers are gone from its bundle: ${unseen.join(', ')}`);
          const engine = markers.filter((m) => new TextDecoder().decode(code).includes(m));
          if (engine.length > 0) throw new Error(`the client brings the rules engine (${engine.join(', ')})`);
          return `${kb(code.length)} minified, ${withinBudget('galacticOverlordClientGzip', gzipSync(code).length, budget?.galacticOverlordClientGzip)} gzipped`;
        },
      );
      // Harvester's client draws a board from the view alone: no turn resolution, no set-up.
      await stepAsync('bundle simulturn/harvester/client for the browser (no engine, gzip)', async () => {
        const code = await browserBundle(project, "export * from 'simulturn/harvester/client';");
        const markers = ['fell back from', 'planet-too-small'];
        const engineCode = new TextDecoder().decode(
          await browserBundle(project, "export { newGame, resolveTurn } from 'simulturn/harvester';"),
        );
        const unseen = markers.filter((m) => !engineCode.includes(m));
        if (unseen.length > 0)
          throw new Error(`the engine's markers are gone from its bundle: ${unseen.join(', ')}`);
        const engine = markers.filter((m) => new TextDecoder().decode(code).includes(m));
        if (engine.length > 0) throw new Error(`the client brings the rules engine (${engine.join(', ')})`);
        return `${kb(code.length)} minified, ${withinBudget('harvesterClientGzip', gzipSync(code).length, budget?.harvesterClientGzip)} gzipped`;
      });
      await stepAsync(
        'bundle simulturn/corporate-war for the browser (esbuild, minified, gzip)',
        async () => {
          const code = await browserBundle(
            project,
            "export { newGame, resolveDay } from 'simulturn/corporate-war';",
          );
          return `${kb(code.length)} minified, ${withinBudget('corporateWarGzip', gzipSync(code).length, budget?.corporateWarGzip)} gzipped`;
        },
      );
    }
  }
} finally {
  if (keep) results.push(`kept  ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(`simulturn ${pkg.version}: package check (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of results) console.log(`  ${line}`);
if (failures.length > 0) {
  console.log(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('all package checks passed');

async function stepAsync(name, body) {
  const t = Date.now();
  try {
    const detail = await body();
    pass(`${name} [${((Date.now() - t) / 1000).toFixed(1)} s]`, detail);
  } catch (e) {
    const errors = e?.errors?.map((m) => m.text).join('; ');
    fail(name, errors || (e instanceof Error ? e.message : String(e)));
  }
}

/**
 * `contents` (a module importing from the installed package) bundled for the browser,
 * minified; with `withInputs`, also the files that went into it.
 */
async function browserBundle(project, contents, withInputs = false) {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: { contents, resolveDir: project, loader: 'js' },
    absWorkingDir: project,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: withInputs,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  return withInputs ? { code, inputs: Object.keys(out.metafile.inputs) } : code;
}
