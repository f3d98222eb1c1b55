/**
 * K10: a step's deadline, the time by which its orders are due. The referee keeps it in
 * `game.json` beside the step's dawn and shows it; it never reads a clock (the rules
 * cannot, and what to do at the deadline, `resolve --force`, is the person's or the
 * mail pipeline's call). A deadline is given with its time zone, so that it means the
 * same instant on every machine, and kept in UTC as `Date.toISOString` writes it.
 */

/** An ISO 8601 date and time with its zone: `2026-12-01T18:00Z`, `2026-12-01T19:00:00+01:00`. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A deadline as written by a person, in UTC (`2026-12-01T18:00:00.000Z`), or why not. */
export function readDeadline(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const t = text.trim();
  const ms = ISO_WITH_ZONE.test(t) ? Date.parse(t) : Number.NaN;
  if (Number.isNaN(ms))
    return {
      ok: false,
      error: `a deadline is a date and time with its zone, such as 2026-12-01T18:00Z, not "${text}"`,
    };
  return { ok: true, value: new Date(ms).toISOString() };
}

/** Whether a value is a deadline as kept: UTC, as `Date.toISOString` writes it. */
export const isDeadline = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) &&
  !Number.isNaN(Date.parse(v)) &&
  new Date(Date.parse(v)).toISOString() === v;
