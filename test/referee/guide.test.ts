/**
 * The guide docs/guides/play-by-mail.md cannot drift from the referee: its transcripts are
 * what the command line prints today for the game it describes (`...` stands for text
 * left out), its folder layout is the one `corporate-war/layout.ts` documents, and it covers every
 * command and exit code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referee, tempDir } from './support.js';

const GUIDE = readFileSync(new URL('../../docs/guides/play-by-mail.md', import.meta.url), 'utf8');
const LAYOUT = readFileSync(new URL('../../src/referee/corporate-war/layout.ts', import.meta.url), 'utf8');
const CLI = readFileSync(new URL('../../src/cli/referee.ts', import.meta.url), 'utf8');

/** The guide's ```text blocks. */
const textBlocks = [...GUIDE.matchAll(/^```text\r?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

/** Whether `printed` is the block, `...` matching any text. */
function shows(block: string, printed: string): boolean {
  const pattern = block
    .split('...')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`).test(printed);
}

const { dir: tmp, remove } = tempDir();
afterAll(() => remove());

describe('the play-by-mail guide', { timeout: 60_000 }, () => {
  it('shows what the commands print for its game', () => {
    const dir = join(tmp, 'games', 'autumn');
    const local = (text: string) => text.split(`${tmp}/`).join('');
    const step = (args: string[], stdin?: string) => {
      const r = referee(args, stdin === undefined ? {} : { stdin });
      return local(r.out + r.err);
    };
    const block = (start: string) => {
      const b = textBlocks.find((t) => t.startsWith(start));
      expect(b, start).toBeDefined();
      return b!;
    };
    const sheet = block('player: psicorps\nday: 1\n');
    const printed = [
      step([
        'new',
        dir,
        '--seed',
        'autumn league 7',
        '--options',
        'corporations=psicorps,phoenicae,dayLimit=20',
        '--bots',
        'rusher,cautious',
      ]),
      step(['orders', dir, 'psicorps', '-'], 'player: psicorps\nday: 1\ngrunt-1 -> K1\ngrunt-99 -> E10\n'),
      step(['orders', dir, 'psicorps', '-'], ''),
      step(['orders', dir, 'psicorps', '-'], sheet),
      step(['status', dir]),
      step(['resolve', dir, '--force']),
    ];
    const starts = [
      'Corporate War in games/autumn: seed',
      'The orders of psicorps',
      'The orders of psicorps for day 1 are refused: 1 problem',
      'Orders of psicorps',
      'Corporate War in games/autumn: day 1',
      'Day 1 resolved.',
    ];
    starts.forEach((start, i) =>
      expect(shows(block(start), printed[i]!), `${start}\n${printed[i]}`).toBe(true),
    );
    writeFileSync(join(dir, 'state', 'day-2.json'), 'garbage\n');
    const damaged = step(['status', dir]);
    const said = textBlocks.find((t) => t.startsWith('simulturn referee status:'))!;
    expect(damaged.endsWith(said), damaged).toBe(true);
  });

  it('draws the folder as corporate-war/layout.ts documents it', () => {
    const inCode = /```text\n([\s\S]*?) \* ```/.exec(LAYOUT)![1]!.replace(/^ \* /gm, '');
    expect(GUIDE).toContain(`\`\`\`text\n${inCode}\`\`\``);
  });

  it('covers every command and exit code', () => {
    for (const command of ['new', 'orders', 'status', 'resolve', 'report']) {
      expect(CLI).toContain(`  ${command} <dir>`);
      expect(GUIDE).toContain(`simulturn referee ${command} games/autumn`);
    }
    for (const code of [0, 1, 2, 3, 4]) expect(GUIDE).toMatch(new RegExp(`^\\| ${code} \\| \\w`, 'm'));
  });
});
