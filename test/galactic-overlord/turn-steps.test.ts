/**
 * One numbering of a turn's steps everywhere (GO-1.2): the steps `resolveTurn` calls, in
 * their order, are the ones GO-1.2 lists; every other clause that says "step N" names a
 * step whose call in `turn.ts` cites that clause; and each module that carries out a
 * step says which, and is called there. The rules once put generators in step 6 under
 * GO-1.2 and in step 4 under GO-4.5, and the attack module called itself step 6.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRulesDoc } from '../support/rules-doc.js';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src/galactic-overlord');
const TURN = readFileSync(join(SRC, 'turn.ts'), 'utf8');
const DOC = readRulesDoc('galactic-overlord.md');

/** The steps of `turn.ts`: number, the clauses its comment cites, and its code up to the next step. */
function turnSteps(): { n: number; clauses: string[]; code: string }[] {
  const parts = TURN.split(/^ {2}\/\/ Step (\d+) \(([^)]*)\)/m);
  const out: { n: number; clauses: string[]; code: string }[] = [];
  for (let k = 1; k + 2 < parts.length; k += 3) {
    const cited = parts[k + 1]!;
    // "GO-11.2 to GO-11.4" cites the clauses between.
    const clauses = [...cited.matchAll(/GO-(\d+)(?:\.(\d+))?(?: to GO-\1\.(\d+))?/g)].flatMap((m) => {
      if (m[3] === undefined) return [`GO-${m[1]}${m[2] === undefined ? '' : `.${m[2]}`}`];
      const out: string[] = [];
      for (let c = Number(m[2]); c <= Number(m[3]); c++) out.push(`GO-${m[1]}.${c}`);
      return out;
    });
    out.push({ n: Number(parts[k]), clauses, code: parts[k + 2]! });
  }
  return out;
}

/** Whether a step's citations cover a clause (a chapter such as `GO-9` covers `GO-9.2`). */
const covers = (cited: readonly string[], clause: string) =>
  cited.some((c) => c === clause || clause.startsWith(`${c}.`));

describe('GO-1.2 one numbering of the steps of a turn', () => {
  const steps = turnSteps();

  it('turn.ts numbers its steps 0 to 13 in order, one comment each', () => {
    expect(steps.map((s) => s.n)).toEqual(Array.from({ length: 14 }, (_, k) => k));
  });

  it('GO-1.2 lists the same steps, in the same order', () => {
    const text = DOC.clauseText('GO-1.2')!.replace(/\s+/g, ' ');
    const listed = [...text.matchAll(/(?:: |; )(\d+) /g)].map((m) => Number(m[1]));
    expect(listed).toEqual(steps.map((s) => s.n));
  });

  it('every other clause that names a step names the step that carries it out', () => {
    const wrong: string[] = [];
    let seen = 0;
    const clauses = DOC.lines.flatMap((l) => /^### (GO-\d+\.\d+) /.exec(l)?.[1] ?? []);
    for (const clause of clauses) {
      if (clause === 'GO-1.2') continue;
      const text = DOC.clauseText(clause)!.replace(/\s+/g, ' ');
      for (const m of text.matchAll(/\bsteps? (\d+)\b/g)) {
        seen++;
        const step = steps.find((s) => s.n === Number(m[1]));
        if (step === undefined || !covers(step.clauses, clause))
          wrong.push(
            `${clause} says step ${m[1]}, whose call cites ${step?.clauses.join(', ') ?? 'nothing'}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThanOrEqual(8);
  });

  it('every module that says which steps it carries out is called in those steps', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const file of readdirSync(SRC).filter((f) => f.endsWith('.ts') && f !== 'turn.ts')) {
      const text = readFileSync(join(SRC, file), 'utf8');
      const head = /^ \* Steps? ([\d, and]+) of a turn/m.exec(text);
      if (head === null) continue;
      const exported = [...text.matchAll(/^export function (\w+)/gm)].map((m) => m[1]!);
      for (const n of head[1]!.match(/\d+/g)!.map(Number)) {
        seen++;
        const step = steps.find((s) => s.n === n);
        if (step === undefined || !exported.some((f) => new RegExp(`\\b${f}\\(`).test(step.code)))
          wrong.push(`${file} says it is step ${n}, but step ${n} calls none of ${exported.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThanOrEqual(8);
  });
});
