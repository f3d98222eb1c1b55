import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, type IssueCode, issueMessage } from '../../src/corporate-war/index.js';

// Every code's data filled with plausible values, so the message function runs for each.
const sample = {
  got: 'a number',
  limit: 500,
  player: 'nobody',
  field: 'to',
  soldier: 'red/grunt-1',
  value: 'Z9',
  sector: 'C3',
  from: 'C3',
  to: 'F3',
  distance: 3,
  via: 'D5',
  valid: ['D3', 'D4'],
  firstOrder: 0,
  detail: 'unexpected end',
  expected: 'a list',
  key: 'sectorToWin',
  known: 'sectorsToWin, sides',
  nearest: 'sectorsToWin',
};

describe('issue messages', () => {
  it.each(ISSUE_CODES)('%s has a message', (code: IssueCode) => {
    const message = issueMessage(code, sample as never);
    expect(message.trim().length).toBeGreaterThan(5);
    expect(message).not.toMatch(/undefined|\[object Object\]/);
  });
  it('lists the codes of the order and state issue namespaces', () => {
    expect(ISSUE_CODES.every((c) => /^(orders?|state|options|scenario)\/[a-z-]+$/.test(c))).toBe(true);
    expect(new Set(ISSUE_CODES).size).toBe(ISSUE_CODES.length);
  });
});
