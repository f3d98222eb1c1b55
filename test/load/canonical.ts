/**
 * A value's JSON with every object's keys in order: two views equal as values hash alike
 * whatever order their keys were made in (a Harvester state read back from its text orders
 * some keys otherwise than the state it was written from).
 */
import { createHash } from 'node:crypto';

/** `value` as JSON text, objects' keys sorted. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-1 of a value's canonical JSON. */
export const canonicalHash = (value: unknown): string =>
  createHash('sha1').update(canonicalJson(value)).digest('hex');
