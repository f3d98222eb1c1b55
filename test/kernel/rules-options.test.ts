/**
 * The kernel's option tables (`src/kernel/rules-options.ts`): reading `name=value` text
 * by a game's tables, with typed issues and the nearest known name for a slip, and
 * reading options given as values (a game's set-up, when it leaves them to the kernel); the
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
  readOptionValues,
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

describe('readOptionValues', () => {
  it('fills the set-up defaults, keeps the rules options given under rules, and reads its own answer again', () => {
    expect(readOptionValues(TABLES, {})).toEqual({
      ok: true,
      value: { players: 2, dayLimit: 30, rules: {} },
    });
    const given = { players: 3, radius: 7, rules: { ties: 'replay' } };
    const read = readOptionValues(TABLES, given);
    expect(read).toEqual({ ok: true, value: { ...given, dayLimit: 30 } });
    expect(read.ok && readOptionValues(TABLES, read.value)).toEqual(read);
    // The same options as text read to the same values.
    expect(readOptionText(TABLES, { players: '3', radius: '7', ties: 'replay' })).toEqual(read);
    // A game without rules options has no `rules`.
    expect(readOptionValues({ setup: SETUP }, { players: 4 })).toEqual({
      ok: true,
      value: { players: 4, dayLimit: 30 },
    });
  });

  it('refuses, each at its path and in order, unknown names, values out of range or of the wrong kind', () => {
    const r = readOptionValues(TABLES, {
      player: 3,
      players: '3',
      dayLimit: 2.5,
      radius: 101,
      rules: { ties: 'coin', fog: 'thick' },
      ties: 'share',
    });
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.path, i.message])).toEqual([
      ['setup/unknown-option', ['player'], 'there is no option named "player"; did you mean players?'],
      ['setup/bad-option-value', ['players'], 'players cannot be "3"; expected a whole number from 2 to 4'],
      ['setup/bad-option-value', ['dayLimit'], 'dayLimit cannot be "2.5"; expected a whole number from 1'],
      ['setup/bad-option-value', ['radius'], 'radius cannot be "101"; expected a whole number from 1 to 100'],
      // A rules option belongs under `rules`, a set-up option at the top.
      [
        'setup/unknown-option',
        ['ties'],
        'there is no option named "ties"; the options are players, dayLimit, radius',
      ],
      ['setup/bad-option-value', ['rules', 'ties'], 'ties cannot be "coin"; expected one of share, replay'],
      ['setup/unknown-option', ['rules', 'fog'], 'there is no option named "fog"; the options are ties'],
    ]);
  });

  it('never throws: not an object, rules that are not an object, a `rules` key of a game without rules options', () => {
    for (const values of [null, 'players=2', [2], 7, undefined]) {
      const r = readOptionValues(TABLES, values);
      expect(r.ok ? 'ok' : [r.error[0]!.code, r.error[0]!.path]).toEqual(['setup/invalid', []]);
    }
    const rules = readOptionValues(TABLES, { rules: ['replay'] });
    expect(rules.ok ? 'ok' : [rules.error[0]!.code, rules.error[0]!.path]).toEqual([
      'setup/invalid',
      ['rules'],
    ]);
    const none = readOptionValues({ setup: SETUP }, { rules: {} });
    expect(none.ok ? 'ok' : [none.error[0]!.code, none.error[0]!.path]).toEqual([
      'setup/unknown-option',
      ['rules'],
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
