/**
 * Checks a value against one of simulturn's JSON Schemas (draft 2020-12) with ajv, in
 * strict mode, so a schema using a keyword wrongly fails the test too. Returns the
 * failures as `path: message` lines (the path from `$`, the root), empty when the value
 * is valid.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

type Schema = Readonly<Record<string, unknown>>;

// Every error rather than the first, so a failing test shows all that is wrong at once.
// Union types (`type: ['string', 'null']`) are how the schemas say "or null".
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const compiled = new WeakMap<Schema, ValidateFunction>();

/** `/groups/0/events` as `$.groups[0].events`. */
const pathOf = (pointer: string): string =>
  `$${pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')}`;

/** Ajv's message with what it leaves in `params`: the property or the values allowed. */
function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') return `unexpected property ${p.additionalProperty}`;
  if (e.keyword === 'enum') return `${e.message}: ${JSON.stringify(p.allowedValues)}`;
  if (e.keyword === 'const') return `${e.message}: ${JSON.stringify(p.allowedValue)}`;
  return e.message ?? e.keyword;
}

/**
 * A `oneOf` of report events is told apart by each branch's `type` constant: the errors
 * of a branch whose constant did not match say only that the value is another event, so
 * they are left out, and the branch the value claims to be speaks for it.
 */
function withoutOtherBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const branch = (e: ErrorObject) => /^(.*\/oneOf\/\d+)\//.exec(e.schemaPath)?.[1];
  const mismatched = new Set(errors.filter((e) => e.keyword === 'const').map(branch));
  return errors.filter((e) => {
    const b = branch(e);
    return b === undefined || !mismatched.has(b);
  });
}

export function validate(schema: Schema, value: unknown): string[] {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  if (check(value)) return [];
  return withoutOtherBranches(check.errors ?? []).map((e) => `${pathOf(e.instancePath)}: ${messageOf(e)}`);
}
