/**
 * The registries of pluggable rules code (duel models, CW-7.6; gunfight resolvers,
 * CW-7.10) are frozen, entries and all: a program passes its own through the rules of a
 * day (`resolveDay`'s third argument), and can never change what every other game in the
 * process plays by writing to a shared registry.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUNFIGHT_RESOLVERS, DUEL_MODELS } from '../../src/corporate-war/index.js';

describe('registries are frozen', () => {
  it.each([
    ['DUEL_MODELS', DUEL_MODELS],
    ['DEFAULT_GUNFIGHT_RESOLVERS', DEFAULT_GUNFIGHT_RESOLVERS],
  ] as const)('%s and each of its entries', (_, registry) => {
    expect(Object.isFrozen(registry)).toBe(true);
    for (const entry of Object.values(registry)) expect(Object.isFrozen(entry)).toBe(true);
    const first = Object.keys(registry)[0]!;
    const kept = (registry as Record<string, unknown>)[first];
    expect(() => {
      (registry as Record<string, unknown>)[first] = { name: 'mine' };
    }).toThrow(TypeError);
    expect(() => {
      (kept as { name: string }).name = 'mine';
    }).toThrow(TypeError);
    expect((registry as Record<string, unknown>)[first]).toBe(kept);
  });
});
