/**
 * K10: a step's deadline, the time by which its orders are due. The referee keeps it in
 * `game.json` beside the step's dawn and shows it; it never reads a clock (the rules
 * cannot, and what to do at the deadline, `resolve --force`, is the person's or the
 * mail pipeline's call). A deadline is given with its time zone, so that it means the
 * same instant on every machine, and kept in UTC as `Date.toISOString` writes it.
 */
import { err, ok, type Result } from '../kernel/result.js';
import { type RefereeIssue, refereeIssue } from './issues.js';

/**
 * An ISO 8601 date and time with its zone: `2026-12-01T18:00Z`, `2026-12-01T19:00:00+01:00`.
 * Groups: year, month, day, hour, minute, second (optional).
 */
const ISO_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The days of a month (1 to 12) in a year of the Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A deadline as written by a person, in UTC (`2026-12-01T18:00:00.000Z`), or why not.
 * The date and time are checked against the calendar before they are read: `Date.parse`
 * rolls an impossible one over (30 February is 2 March, 24:00 the next midnight), and a
 * mistyped deadline would then silently fall on another day. `new Date` here reads the
 * caller's text, never the clock.
 */
export function readDeadline(text: string): Result<string, RefereeIssue> {
  const t = text.trim();
  const m = ISO_WITH_ZONE.exec(t);
  if (m === null) return err(refereeIssue('referee/deadline-form', { text }, ['deadline']));
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = t.slice(0, 10);
  if (month < 1 || month > 12)
    return err(refereeIssue('referee/deadline-month', { date, month }, ['deadline']));
  const days = daysIn(year, month);
  if (day < 1 || day > days)
    return err(refereeIssue('referee/deadline-day', { date, year, month, day, days }, ['deadline']));
  const time = t.slice(11, m[6] === undefined ? 16 : 19);
  const wrong = (unit: 'hour' | 'minute' | 'second', value: number) =>
    err(refereeIssue('referee/deadline-time', { time, unit, value }, ['deadline']));
  if (hour > 23) return wrong('hour', hour);
  if (minute > 59) return wrong('minute', minute);
  if (m[6] !== undefined && Number(m[6]) > 59) return wrong('second', Number(m[6]));
  const ms = Date.parse(t);
  // Every part was checked; a zone past what Date reads (+24:00) is still not a deadline.
  if (Number.isNaN(ms)) return err(refereeIssue('referee/deadline-form', { text }, ['deadline']));
  return ok(new Date(ms).toISOString());
}

/** Whether a value is a deadline as kept: UTC, as `Date.toISOString` writes it. */
export const isDeadline = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) &&
  !Number.isNaN(Date.parse(v)) &&
  new Date(Date.parse(v)).toISOString() === v;
