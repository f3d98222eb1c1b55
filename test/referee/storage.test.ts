/**
 * The kernel's storage: atomic writes (a reader sees the old file or the new one, never
 * a mixture; a failed write leaves the old one), the folder lock (exclusive; a stale lock
 * of a dead process is broken; a damaged one is reported) and reading files that must be
 * whole, each problem a typed issue naming the file.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../src/kernel/result.js';
import {
  isTemporaryFile,
  removeTemporaries,
  temporaryPath,
  writeFileAtomic,
} from '../../src/kernel/storage/atomic-write.js';
import { STORAGE_ISSUE_CODES, storageIssueMessage } from '../../src/kernel/storage/issues.js';
import { withLock } from '../../src/kernel/storage/lock.js';
import { readJsonFile, readTextFile } from '../../src/kernel/storage/read-file.js';
import { REFEREE_ISSUE_CODES, refereeIssueMessage } from '../../src/referee/issues.js';
import { tempDir } from './support.js';

let dir = '';
let remove = () => {};
beforeEach(() => {
  ({ dir, remove } = tempDir('simulturn-storage-'));
});
afterEach(() => remove());

describe('writeFileAtomic', () => {
  it('writes a file whole, creating its folders, and leaves no temporary file', () => {
    const path = join(dir, 'a', 'b', 'file.json');
    expect(writeFileAtomic(path, '{"v":1}\n')).toEqual(ok(undefined));
    expect(readFileSync(path, 'utf8')).toBe('{"v":1}\n');
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['file.json']);
  });

  it('replaces the file by a rename: a reader of the old one still reads it whole', () => {
    const path = join(dir, 'file.txt');
    const old = 'old '.repeat(50_000);
    const next = 'new '.repeat(60_000);
    writeFileAtomic(path, old);
    const fd = openSync(path, 'r');
    try {
      expect(writeFileAtomic(path, next).ok).toBe(true);
      const buffer = Buffer.alloc(old.length + 10);
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      expect(buffer.subarray(0, n).toString('utf8')).toBe(old);
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(path, 'utf8')).toBe(next);
  });

  it('fails with file/write-failed and leaves what was there', () => {
    const blocker = join(dir, 'plain');
    writeFileSync(blocker, 'kept');
    const r = writeFileAtomic(join(blocker, 'sub', 'file.json'), 'data');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('file/write-failed');
      expect(r.error.message).toContain(blocker);
    }
    expect(readFileSync(blocker, 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['plain']);
  });

  it('refuses to replace a folder, a link or a pipe: file/not-regular, and leaves it', () => {
    const path = join(dir, 'taken');
    mkdirSync(path);
    writeFileSync(join(path, 'inside'), 'kept');
    const link = join(dir, 'link');
    symlinkSync(join(path, 'inside'), link);
    for (const [target, found] of [
      [path, 'a folder'],
      [link, 'a symbolic link'],
    ] as const) {
      const r = writeFileAtomic(target, 'data');
      expect(r.ok ? null : r.error.code).toBe('file/not-regular');
      expect(r.ok ? '' : r.error.message).toContain(`${target} is ${found}, not a file`);
    }
    expect(readFileSync(join(path, 'inside'), 'utf8')).toBe('kept');
    expect(readdirSync(dir).sort()).toEqual(['link', 'taken']);
  });

  it('names temporary files so that a killed writer’s leftovers are recognised and removed', () => {
    const path = join(dir, 'sub', 'game.json');
    const leftover = temporaryPath(path);
    mkdirSync(join(dir, 'sub'));
    writeFileSync(leftover, '{"half');
    writeFileSync(path, '{}');
    expect(isTemporaryFile(leftover)).toBe(true);
    expect(isTemporaryFile(path)).toBe(false);
    expect(isTemporaryFile('.hidden')).toBe(false);
    expect(removeTemporaries(dir)).toEqual([leftover]);
    expect(readdirSync(join(dir, 'sub'))).toEqual(['game.json']);
  });
});

describe('withLock', () => {
  const lockFile = () => join(dir, '.lock');

  it('runs the function holding the lock, and releases it after, also on a throw', () => {
    expect(withLock(dir, () => existsSync(lockFile()))).toEqual(ok(true));
    expect(existsSync(lockFile())).toBe(false);
    expect(() =>
      withLock(dir, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(existsSync(lockFile())).toBe(false);
  });

  it('is exclusive: while it is held, another taker is refused with the holder’s pid', () => {
    const inner = withLock(dir, () => withLock(dir, () => 'never'));
    expect(inner.ok).toBe(true);
    const r = inner.ok ? inner.value : undefined;
    expect(r?.ok).toBe(false);
    if (r !== undefined && !r.ok) {
      expect(r.error.code).toBe('lock/held');
      expect(r.error.message).toContain(`pid ${process.pid}`);
    }
  });

  it('refuses a lock held by another living process', () => {
    // The parent of this test process runs while the test does.
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: hostname() }));
    let ran = false;
    const r = withLock(dir, () => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('lock/held');
      expect(r.error.message).toMatch(
        new RegExp(`another process is running on this folder \\(pid ${process.ppid} `),
      );
    }
    expect(existsSync(lockFile())).toBe(true);
  });

  it('breaks the stale lock of a process that is gone, and says whose it was', () => {
    const child = spawnSync(process.execPath, ['-e', '0']);
    const dead = child.pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid: dead, host: hostname() }));
    const broken: number[] = [];
    const r = withLock(dir, () => existsSync(lockFile()), { onStaleLock: (h) => broken.push(h.pid) });
    expect(r).toEqual(ok(true));
    expect(broken).toEqual([dead]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports a damaged lock file, and a folder where no lock can be taken', () => {
    writeFileSync(lockFile(), 'garbage');
    const r = withLock(dir, () => 1);
    expect(r.ok ? null : r.error.code).toBe('lock/unreadable');
    const missing = withLock(join(dir, 'no', 'such'), () => 1);
    expect(missing.ok ? null : missing.error.code).toBe('lock/failed');
  });
});

describe('readJsonFile and readTextFile', () => {
  const validate = (j: unknown) =>
    typeof j === 'object' && j !== null && (j as { v?: unknown }).v === 1
      ? ok(j)
      : err([{ code: 'x/bad', path: ['v'], message: 'expected 1' }]);

  it('reads a good file', () => {
    const path = join(dir, 'f.json');
    writeFileSync(path, '\uFEFF{"v":1}');
    expect(readJsonFile(path, validate)).toEqual(ok({ v: 1 }));
  });

  it('names the file and says what is wrong with it', () => {
    const cases: [string, string | Buffer | null, string, RegExp][] = [
      ['missing.json', null, 'file/missing', /missing\.json is missing$/],
      [
        'empty.json',
        '',
        'file/malformed-json',
        /empty\.json is damaged: it is not valid JSON \(the file is empty\)/,
      ],
      ['cut.json', '{"v":', 'file/malformed-json', /cut\.json is damaged: it is not valid JSON/],
      [
        'bytes.json',
        Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
        'file/invalid',
        /bytes\.json is damaged: it is not UTF-8 text/,
      ],
      ['wrong.json', '{"v":2}', 'file/invalid', /wrong\.json is damaged: v: expected 1$/],
    ];
    for (const [name, content, code, message] of cases) {
      const path = join(dir, name);
      if (content !== null) writeFileSync(path, content);
      const r = readJsonFile(path, validate);
      expect(r.ok, name).toBe(false);
      if (!r.ok) {
        expect(r.error[0]!.code, name).toBe(code);
        expect(r.error[0]!.message, name).toMatch(message);
      }
    }
    mkdirSync(join(dir, 'folder.json'));
    const r = readTextFile(join(dir, 'folder.json'));
    expect(r.ok ? null : r.error.code).toBe('file/not-regular');
    expect(r.ok ? '' : r.error.message).toContain('folder.json is a folder, not a file');
  });
});

describe('issue messages', () => {
  it('every storage and referee issue code has a message', () => {
    const sample = { file: 'f', detail: 'd', at: 'a', pid: 1, host: 'h', since: 's', dir: 'x', entry: 'e' };
    for (const code of STORAGE_ISSUE_CODES) {
      expect(storageIssueMessage(code, sample as never), code).toMatch(/\w/);
    }
    const refereeSample = {
      ...sample,
      player: 'p',
      players: ['p'],
      bot: 'b',
      day: 2,
      current: 3,
      missing: ['p'],
      line: 1,
      column: 1,
      expected: 'x',
      got: 'y',
      // The codes of games named by step (K10).
      step: 1,
      awaited: ['q'],
      game: 'g',
      games: ['corporate-war'],
    };
    for (const code of REFEREE_ISSUE_CODES) {
      expect(refereeIssueMessage(code, refereeSample as never), code).toMatch(/\w/);
    }
  });
});
