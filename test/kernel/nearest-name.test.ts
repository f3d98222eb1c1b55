/**
 * The one "did you mean" matcher (src/kernel/nearest-name.ts) every message offering a
 * name uses, the games' sheets and orders among them: a slip is a letter put in, left out,
 * changed, or two neighbours swapped, in any case; a tie is no suggestion.
 */
import { describe, expect, it } from 'vitest';
import { nearestName, nearestNames, onlyNearestName } from '../../src/kernel/nearest-name.js';

describe('nearest names', () => {
  it('counts two neighbours swapped as one slip, as the games always read a sheet', () => {
    expect(nearestName('mvoe', ['merge', 'move'])).toBe('move');
    expect(onlyNearestName('biuld', ['build', 'merge', 'split', 'battle', 'move'])).toBe('build');
    expect(onlyNearestName('scuot', ['general', 'lieutenant', 'soldier', 'scout'])).toBe('scout');
  });

  it('ignores case, allows one slip below eight characters and two from eight', () => {
    expect(nearestName('DAYLIMIT', ['dayLimit'])).toBe('dayLimit');
    expect(nearestName('dyLimt', ['dayLimit'])).toBeUndefined();
    expect(nearestName('dayLmt', ['dayLimit'])).toBeUndefined();
    expect(nearestName('dayLimt', ['dayLimit'])).toBe('dayLimit');
    expect(nearestName('turnLmt', ['turnLimit'])).toBeUndefined();
    expect(nearestName('trunLimt', ['turnLimit'])).toBe('turnLimit');
    expect(onlyNearestName('moev', ['move'], 0)).toBeUndefined();
  });

  it('gives every name as near, and no single one where two are', () => {
    expect(nearestNames('grunt-9', ['grunt-1', 'grunt-2', 'ghost-1'])).toEqual(['grunt-1', 'grunt-2']);
    expect(onlyNearestName('grunt-9', ['grunt-1', 'grunt-2'])).toBeUndefined();
    expect(onlyNearestName('p1-f9', ['p1-f8', 'p1-f19'])).toBeUndefined();
    expect(onlyNearestName('move', ['move', 'move'])).toBe('move');
    expect(nearestNames('x'.repeat(65), ['x'.repeat(65)])).toEqual([]);
  });
});
