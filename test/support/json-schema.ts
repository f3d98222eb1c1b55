/**
 * A small validator for the part of JSON Schema that simulturn's schemas use (type,
 * const, enum, properties, required, additionalProperties, items, oneOf, pattern,
 * minimum). Returns the paths that fail, empty when the value is valid.
 */
type Schema = Readonly<Record<string, unknown>>;

const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

export function validate(schema: Schema, value: unknown, path = '$'): string[] {
  const errors: string[] = [];
  const fail = (why: string) => errors.push(`${path}: ${why}`);
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    const t = typeOf(value);
    if (!types.some((x) => x === t || (x === 'number' && t === 'integer')))
      fail(`expected ${types.join('|')}, got ${t}`);
  }
  if ('const' in schema && value !== schema.const) fail(`expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    fail(`not one of ${JSON.stringify(schema.enum)}`);
  if (
    typeof schema.pattern === 'string' &&
    typeof value === 'string' &&
    !new RegExp(schema.pattern).test(value)
  ) {
    fail(`does not match ${schema.pattern}`);
  }
  if (typeof schema.minimum === 'number' && typeof value === 'number' && value < schema.minimum)
    fail(`below ${schema.minimum}`);
  if (Array.isArray(schema.oneOf)) {
    const passing = schema.oneOf.filter((s) => validate(s as Schema, value, path).length === 0).length;
    if (passing !== 1) fail(`matches ${passing} of the oneOf schemas, not exactly one`);
  }
  if (typeOf(value) === 'object') {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const k of (schema.required ?? []) as string[]) if (!(k in obj)) fail(`missing ${k}`);
    for (const [k, v] of Object.entries(obj)) {
      if (k in props) errors.push(...validate(props[k]!, v, `${path}.${k}`));
      else if (schema.additionalProperties === false) fail(`unexpected ${k}`);
      else if (typeof schema.additionalProperties === 'object') {
        errors.push(...validate(schema.additionalProperties as Schema, v, `${path}.${k}`));
      }
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((v, i) => errors.push(...validate(schema.items as Schema, v, `${path}[${i}]`)));
  }
  return errors;
}
