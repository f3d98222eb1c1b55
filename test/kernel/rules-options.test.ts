/**
 * The kernel's option tables (`src/kernel/rules-options.ts`): reading `name=value` text
 * by a game's tables, with typed issues and the nearest known name for a slip; the
 * defaults; the check of partial options; and the Markdown table of a rules document.
 */
import { describe, expect, it } from 'vitest';
import {
  nearestName,
  nearestNames,
  optionDefaults,
  optionExpects,
  optionProblems,
  optionsTableMarkdown,
  readOptionText,
} from '../../src/kernel/rules-options.js';

const SETUP = {
  players: { min: 2, max: 4, default: 2, clause: 'MY-1.1' },
  dayLimit: { min: 1, max: Number.MAX_SAFE_INTEGER, default: 30, clause: 'MY-9.1' },
  radius: { min: 1, max: 100, default: null, clause: 'MY-2.1' },
} as const;
const RULES = {
  ties: { values: ['share', 'replay'], default: 'share', clause: 'MY-3.2', reason: 'The seed shares.' },
} as const;
const TABLES = { setup: SETUP, rules: RULES };

describe('readOptionText', () => {
  it('fills the set-up defaults (not a null one) and gathers the rules options given', () => {
    expect(readOptionText(TABLES, {})).toEqual({ ok: true, value: { players: 2, dayLimit: 30, rules: {} } });
    expect(readOptionText(TABLES, { players: '3', radius: '7', ties: 'replay', dayLimit: '012' })).toEqual({
      ok: true,
      value: { players: 3, dayLimit: 12, radius: 7, rules: { ties: 'replay' } },
    });
    // A game without rules options has no `rules` key.
    expect(readOptionText({ setup: SETUP }, { players: '4' })).toEqual({
      ok: true,
      value: { players: 4, dayLimit: 30 },
    });
  });

  it('refuses unknown names and bad values with typed issues, in the order given', () => {
    const r = readOptionText(TABLES, {
      dayLimt: '3',
      players: '5',
      ties: 'coin',
      fog: 'thick',
      radius: '-1',
      dayLimit: '1e3',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => [i.code, i.path])).toEqual([
      ['setup/unknown-option', ['dayLimt']],
      ['setup/bad-option-value', ['players']],
      ['setup/bad-option-value', ['ties']],
      ['setup/unknown-option', ['fog']],
      ['setup/bad-option-value', ['radius']],
      ['setup/bad-option-value', ['dayLimit']],
    ]);
    expect(r.error.map((i) => i.message)).toEqual([
      'there is no option named "dayLimt"; did you mean dayLimit?',
      'players cannot be "5"; expected a whole number from 2 to 4',
      'ties cannot be "coin"; expected one of share, replay',
      'there is no option named "fog"; the options are players, dayLimit, radius, ties',
      'radius cannot be "-1"; expected a whole number from 1 to 100',
      'dayLimit cannot be "1e3"; expected a whole number from 1',
    ]);
  });

  it('never throws: not an object, values that are not text, names of Object.prototype', () => {
    for (const text of [null, 'players=2', ['2'], 7]) {
      const r = readOptionText(TABLES, text);
      expect(r.ok ? 'ok' : r.error[0]!.code).toBe('setup/invalid');
    }
    const odd = readOptionText(TABLES, { players: 3, toString: 'x', constructor: '2' });
    expect(odd.ok ? [] : odd.error.map((i) => i.code)).toEqual([
      'setup/bad-option-value',
      'setup/unknown-option',
      'setup/unknown-option',
    ]);
  });
});

describe('the rest of a table', () => {
  it('names the nearest known option only for a slip', () => {
    expect(nearestName('dayLimt', ['players', 'dayLimit'])).toBe('dayLimit');
    expect(nearestName('daylimit', ['players', 'dayLimit'])).toBe('dayLimit');
    expect(nearestName('player', ['players', 'dayLimit'])).toBe('players');
    expect(nearestName('fog', ['players', 'map'])).toBeUndefined();
    expect(nearestName('x'.repeat(10_000), ['players'])).toBeUndefined();
    // Every name as near, so that a message can leave out a guess it cannot make.
    expect(nearestNames('gost-1', ['ghost-1', 'ghost-2', 'grunt-1'])).toEqual(['ghost-1']);
    expect(nearestNames('grunt-9', ['ghost-1', 'grunt-1', 'grunt-2'])).toEqual(['grunt-1', 'grunt-2']);
    expect(nearestNames('fog', ['players', 'map'])).toEqual([]);
  });

  it('gives defaults, the words for what an option takes, and the problems of partial options', () => {
    expect(optionDefaults(RULES)).toEqual({ ties: 'share' });
    expect(optionDefaults(SETUP)).toEqual({ players: 2, dayLimit: 30, radius: null });
    expect(optionExpects(SETUP.dayLimit)).toBe('a whole number from 1');
    expect(optionProblems(RULES, { ties: 'coin', fog: 1 })).toEqual([
      'rules.ties must be one of share, replay',
      'unknown rules option "fog"',
    ]);
    expect(optionProblems(SETUP, { players: 2.5 })).toEqual([
      'rules.players must be a whole number from 2 to 4',
    ]);
  });

  it('writes the options table of a rules document, a reason column when any option has a reason', () => {
    expect(optionsTableMarkdown(RULES)).toBe(
      [
        '| Option | Values | Default | Clause | Reason |',
        '| --- | --- | --- | --- | --- |',
        '| `ties` | `share`, `replay` | `share` | MY-3.2 | The seed shares. |',
      ].join('\n'),
    );
    expect(optionsTableMarkdown(SETUP).split('\n').slice(2)).toEqual([
      '| `players` | 2 to 4 | `2` | MY-1.1 |',
      '| `dayLimit` | 1 or more | `30` | MY-9.1 |',
      '| `radius` | 1 to 100 | none | MY-2.1 |',
    ]);
  });
});
