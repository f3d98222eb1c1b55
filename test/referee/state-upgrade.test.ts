/**
 * A folder begun before its game's saved state gained fields still loads and plays on
 * (K: a referee folder survives library updates). Each fixture was written by the library
 * at commit 37e7e17 (Galactic Overlord's save format 2, the Strategic Game's 1, Harvester's
 * 1; each game's parse now upgrades them): a game of two, p2 a bot, one step or two
 * resolved and p1's orders in for the next. Its `game.json`, orders and archives record
 * the hashes of the states as that version saved them. A state altered by hand, in its
 * own version or "upgraded" by hand, is still refused as damaged.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { referee, tempDir } from './support.js';

const { dir: tmp, remove } = tempDir('simulturn-state-upgrade-');
afterAll(() => remove());

type Saved = { format: string; version: number; state: Record<string, unknown> };

const FIXTURES = [
  // fixture, the game, the step its orders are in for, the version it saved, today's version
  { name: 'galactic-overlord-state-v2', step: 2, saved: 2, now: 3 },
  { name: 'strategic-game-state-v1', step: 3, saved: 1, now: 2 },
  { name: 'harvester-state-v1', step: 2, saved: 1, now: 2 },
] as const;

describe.each(FIXTURES)('a $name folder', ({ name, step, saved, now }) => {
  const fixture = join(import.meta.dirname, 'fixtures', name);
  const copy = (as: string): string => {
    const dir = join(tmp, `${name}-${as}`);
    cpSync(fixture, dir, { recursive: true });
    return dir;
  };
  const statePath = (dir: string, s: number) => join(dir, 'state', `step-${s}.json`);
  const readSaved = (dir: string, s: number) => JSON.parse(readFileSync(statePath(dir, s), 'utf8')) as Saved;

  it(`was saved in version ${saved}, which today's game upgrades to ${now}`, () => {
    const dir = copy('as-written');
    expect(readSaved(dir, step).version).toBe(saved);
    expect(GAMES.named(readSaved(dir, step).format.replace('simulturn/', ''))?.stateFormat.version).toBe(now);
  });

  it('loads, its orders in, and every file checks, every step resolved again alike', () => {
    const dir = copy('loads');
    const status = referee(['status', dir]);
    expect(status.code, status.out + status.err).toBe(0);
    expect(status.out).toContain(`step ${step}, waiting for`);
    expect(status.out).toMatch(/p1 {2}human, awaited, orders in/);
    const g = loadStepGame(dir, GAMES);
    expect(g.ok && verifyStepGame(g.value, { replay: true })).toEqual([]);
  });

  it("resolves and plays on, the next dawn in today's version", () => {
    const dir = copy('plays');
    const r = referee(['resolve', dir]);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(`Step ${step} resolved.`);
    const next = (JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8')) as { step: number }).step;
    expect(readSaved(dir, next).version).toBe(now);
    // The dawn the earlier version saved is untouched.
    expect(readFileSync(statePath(dir, step), 'utf8')).toBe(readFileSync(statePath(fixture, step), 'utf8'));
    const g = loadStepGame(dir, GAMES);
    expect(g.ok && verifyStepGame(g.value, { replay: true })).toEqual([]);
  });

  it('still refuses a state altered by hand in the version it was saved in', () => {
    const dir = copy('altered');
    const s = readSaved(dir, step);
    const rng = s.state.rng as { c: number };
    writeFileSync(
      statePath(dir, step),
      canonicalJson({ ...s, state: { ...s.state, rng: { ...rng, c: rng.c + 1 } } }),
    );
    const status = referee(['status', dir]);
    expect(status.code).not.toBe(0);
    expect(status.out + status.err).toContain(`step-${step}.json is damaged: its state hash is`);
  });

  it("still refuses a state upgraded by hand to today's version", () => {
    const dir = copy('hand-upgraded');
    // Read with today's game and written back in today's version: the same game, other text.
    const game = GAMES.named(readSaved(dir, step).format.replace('simulturn/', ''))!;
    const state = game.parse(readFileSync(statePath(dir, step), 'utf8'));
    expect(state.ok).toBe(true);
    writeFileSync(statePath(dir, step), game.serialize(state.ok ? state.value : null));
    expect(readSaved(dir, step).version).toBe(now);
    const status = referee(['status', dir]);
    expect(status.code).not.toBe(0);
    expect(status.out + status.err).toContain(`step-${step}.json is damaged: its state hash is`);
  });
});
