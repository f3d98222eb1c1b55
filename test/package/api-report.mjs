#!/usr/bin/env node
/**
 * The package's public surface, entry by entry: every name each entry point exports, with
 * its kind, written to `docs/api-report.md`. The report is checked in, so that a change of
 * the surface (a name added, removed, or turned from a type into a value) shows in review
 * as a change of that file; `test/package/api-report.test.ts` fails when the report and
 * the code disagree.
 *
 *   node test/package/api-report.mjs          # rewrite docs/api-report.md
 *   node test/package/api-report.mjs --check  # exit 1 if it is out of date
 *
 * The entries are the package's `exports` map, read from package.json; names come from the
 * TypeScript compiler's view of each entry (re-exports followed), so a type and a value of
 * one name count once, as a value.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORT = join(root, 'docs', 'api-report.md');

/** Each subpath of the exports map with the source file of its entry (`dist/x.js` → `src/x.ts`). */
export function entries() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const out = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const types = target?.import?.types;
    if (typeof types !== 'string') continue;
    const source = types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts');
    out.push({ name: subpath === '.' ? 'simulturn' : `simulturn/${subpath.slice(2)}`, source });
  }
  return out;
}

function kindOf(checker, symbol) {
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const f = s.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.ValueModule) return 'namespace';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  return 'other';
}

const TYPE_KINDS = new Set(['interface', 'type']);

/** The report's text, from the sources as they are now. */
export function report() {
  const list = entries();
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(
    list.map((e) => join(root, e.source)),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const lines = [
    '# The public surface',
    '',
    'Every name each entry point of the package exports, with its kind. Written by',
    '`node test/package/api-report.mjs`; a test fails when it is out of date, so a change',
    'of the surface shows in review as a change of this file. `type` and `interface` names',
    'exist for the compiler only; the others are there at run time.',
    '',
  ];
  for (const e of list) {
    const file = program.getSourceFile(join(root, e.source));
    if (file === undefined) throw new Error(`no source for ${e.name}: ${e.source}`);
    const symbol = checker.getSymbolAtLocation(file);
    const names = (symbol === undefined ? [] : checker.getExportsOfModule(symbol))
      .map((s) => ({ name: s.getName(), kind: kindOf(checker, s) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const runtime = names.filter((n) => !TYPE_KINDS.has(n.kind)).length;
    lines.push(`## \`${e.name}\` (${e.source})`, '');
    lines.push(`${names.length} names, ${runtime} at run time.`, '');
    for (const n of names) lines.push(`- \`${n.name}\`: ${n.kind}`);
    lines.push('');
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = report();
  if (process.argv.includes('--check')) {
    const now = readFileSync(REPORT, 'utf8');
    if (now !== text) {
      console.error('docs/api-report.md is out of date: run node test/package/api-report.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(REPORT, text);
    console.log(`wrote ${REPORT}`);
  }
}
