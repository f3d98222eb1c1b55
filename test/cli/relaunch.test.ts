/**
 * `simulturn simulate` starts itself again under V8's single-threaded collector when a
 * study uses workers (src/cli/relaunch.ts): the arguments of that second start, and when
 * there is none.
 */
import { describe, expect, it } from 'vitest';
import { RELAUNCH_VARIABLE, relaunchArgs, STUDY_NODE_FLAG } from '../../src/cli/relaunch.js';

const ARGV = [
  '/usr/bin/node',
  '/opt/simulturn/dist/cli/main.js',
  'simulate',
  'corporate-war',
  '--workers',
  '2',
];

describe('relaunchArgs', () => {
  it('puts the switch first, then the Node options given, the script and its arguments', () => {
    expect(relaunchArgs({ execArgv: ['--max-old-space-size=4096'], argv: ARGV, env: {} })).toEqual([
      STUDY_NODE_FLAG,
      '--max-old-space-size=4096',
      '/opt/simulturn/dist/cli/main.js',
      'simulate',
      'corporate-war',
      '--workers',
      '2',
    ]);
  });

  it('starts no second process when Node already has the switch', () => {
    expect(relaunchArgs({ execArgv: [STUDY_NODE_FLAG], argv: ARGV, env: {} })).toBeUndefined();
  });

  it(`starts no second process when ${RELAUNCH_VARIABLE}=0, and does for any other value`, () => {
    expect(relaunchArgs({ execArgv: [], argv: ARGV, env: { [RELAUNCH_VARIABLE]: '0' } })).toBeUndefined();
    expect(relaunchArgs({ execArgv: [], argv: ARGV, env: { [RELAUNCH_VARIABLE]: '1' } })?.[0]).toBe(
      STUDY_NODE_FLAG,
    );
  });

  it('starts no second process without a script to start', () => {
    expect(relaunchArgs({ execArgv: ['--eval', 'x'], argv: ['/usr/bin/node'], env: {} })).toBeUndefined();
    expect(relaunchArgs({ execArgv: ['-e', 'x'], argv: ARGV, env: {} })).toBeUndefined();
    expect(relaunchArgs({ execArgv: [], argv: ['/usr/bin/node'], env: {} })).toBeUndefined();
  });
});
