/**
 * The simulator guide documents every flag and command this session added to `simulturn
 * simulate`, and the command's help names them (test/guides/simulator.test.ts checks
 * the older ones).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateUsage } from '../../src/cli/simulate.js';

const GUIDE = readFileSync(new URL('../../docs/guides/simulator.md', import.meta.url), 'utf8');

describe('the simulator guide and help', () => {
  it.each(['--round-robin', '--sweep', '--records', '--mixed-versions', 'simulate compare', '{sweep}'])(
    'document %s',
    (flag) => {
      expect(GUIDE).toContain(`\`${flag}`);
      expect(simulateUsage()).toContain(flag.replace('simulate compare', 'simulturn simulate compare'));
    },
  );

  it('say what progress does off a terminal and under CI', () => {
    expect(GUIDE).toContain('so `CI=true` changes nothing');
    expect(simulateUsage()).toContain('elsewhere (a pipe, a log, CI) a\nline each tenth of the study');
  });
});
