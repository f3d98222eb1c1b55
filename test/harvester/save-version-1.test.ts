/**
 * A save of version 1 (before terrain, names, armies and the options roadResources and
 * idleOut) loads as the game it was: no terrain, no names, whole armies, and the two
 * options at the readings version 1 played (a target alone needs resources, HV-5.2; seven
 * idle turns take a player out, HV-7.6). The save is one the library wrote at commit
 * 37e7e17, kept in a referee fixture. Before the options were filled in, it was refused:
 * "state.rules: expected every rules option once".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseState, STATE_VERSION, serializeState } from '../../src/harvester/serialize.js';

const SAVED = join(
  import.meta.dirname,
  '..',
  'referee',
  'fixtures',
  'harvester-state-v1',
  'state',
  'step-1.json',
);

describe('a Harvester save of version 1', () => {
  const text = readFileSync(SAVED, 'utf8');

  it('is of version 1', () => {
    expect(JSON.parse(text).version).toBe(1);
  });

  it('loads with the readings it was played under, and saves in the version of today', () => {
    const r = parseState(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.rules.roadResources).toBe('target');
    expect(r.value.rules.idleOut).toBe('seven-turns');
    expect(r.value.terrain).toEqual({ rough: [], shroud: [] });
    expect(r.value.names).toEqual({});
    const again = parseState(serializeState(r.value));
    expect(again.ok && JSON.parse(serializeState(again.value)).version).toBe(STATE_VERSION);
  });
});
