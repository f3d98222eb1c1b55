/**
 * The kernel's batch writes (`writeFilesAtomic`) and the flushes they share (`flushAll`):
 * many files written whole, their folders made, nothing temporary left; a failure before
 * the renames leaves every file as it was; a flush of a path that is not there names it. Enough files that the
 * flushes run on the worker thread, and few enough that they run in place.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/kernel/result.js';
import { isTemporaryFile, writeFilesAtomic } from '../../src/kernel/storage/atomic-write.js';
import { FlushError, flushAll } from '../../src/kernel/storage/flush.js';
import { tempDir } from './support.js';

let dir = '';
let remove = () => {};
beforeEach(() => {
  ({ dir, remove } = tempDir('simulturn-storage-many-'));
});
afterEach(() => remove());

/** Every file under `dir`, by its path from `dir`. */
function files(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('writeFilesAtomic', () => {
  for (const n of [3, 40]) {
    it(`writes ${n} files whole in their folders, made as needed, and leaves no temporary file`, () => {
      const batch = Array.from({ length: n }, (_, k) => ({
        path: join(dir, 'reports', `p${k % 7}`, `step-${k}.txt`),
        data: `report ${k}\n`.repeat(k + 1),
      }));
      expect(writeFilesAtomic(batch)).toEqual(ok(undefined));
      for (const f of batch) expect(readFileSync(f.path, 'utf8')).toBe(f.data);
      expect(files()).toHaveLength(n);
      expect(files().some((p) => isTemporaryFile(p))).toBe(false);
    });
  }

  it('changes nothing when a file cannot be written: the others keep their old text, no temporary stays', () => {
    mkdirSync(join(dir, 'a'));
    const batch = Array.from({ length: 20 }, (_, k) => ({
      path: join(dir, 'a', `f${k}.txt`),
      data: `new ${k}`,
    }));
    for (const f of batch) writeFileSync(f.path, 'old');
    // A file where the 15th file's folder belongs: its temporary file cannot be made.
    writeFileSync(join(dir, 'b'), 'not a folder');
    const broken = [...batch.slice(0, 14), { path: join(dir, 'b', 'f.txt'), data: 'x' }, ...batch.slice(14)];
    const r = writeFilesAtomic(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('file/write-failed');
    for (const f of batch) expect(readFileSync(f.path, 'utf8')).toBe('old');
    expect(files().some((p) => isTemporaryFile(p))).toBe(false);
  });

  it('refuses a path that holds a folder, naming it, and writes nothing', () => {
    mkdirSync(join(dir, 'x', 'taken'), { recursive: true });
    const r = writeFilesAtomic([
      { path: join(dir, 'x', 'one.txt'), data: '1' },
      { path: join(dir, 'x', 'taken'), data: '2' },
    ]);
    expect(r.ok ? null : r.error.code).toBe('file/not-regular');
    expect(existsSync(join(dir, 'x', 'one.txt'))).toBe(false);
  });
});

describe('flushAll', () => {
  it('flushes files and folders, on the worker or in place, and names a path that is not there', () => {
    const made = Array.from({ length: 30 }, (_, k) => join(dir, `f${k}`));
    for (const p of made) writeFileSync(p, 'x');
    expect(() =>
      flushAll([...made.map((path) => ({ path, folder: false })), { path: dir, folder: true }]),
    ).not.toThrow();
    expect(() => flushAll(made.slice(0, 2).map((path) => ({ path, folder: false })))).not.toThrow();
    for (const targets of [made, made.slice(0, 2)]) {
      const missing = join(dir, 'nothing-here');
      try {
        flushAll([...targets, missing].map((path) => ({ path, folder: false })));
        expect.unreachable('a missing file was flushed');
      } catch (e) {
        expect(e).toBeInstanceOf(FlushError);
        expect((e as FlushError).path).toBe(missing);
      }
    }
  });
});
