/**
 * The batch-system examples of docs/guides/simulator.md, run as written but scaled down
 * (100,000 games → 6, 50 shards → 3, day limit 20 → 3): the Kubernetes Indexed Job's
 * command, once per index as Kubernetes would run it, and the Slurm script, once per array
 * task, through a `simulturn` on the PATH that is the command line built from the sources.
 * The shards merged by the guide's merge command give the whole study's summary byte for
 * byte. And `--shard env/n` stops with exit code 2, naming the variables, when no index
 * or a wrong one is set.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARD_INDEX_VARIABLES } from '../../src/kernel/simulate/shard-env.js';
import { type BuiltCli, buildCli } from '../support/build-cli.js';
import { repoFile } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/simulator.md');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment without any batch system's variables, plus `extra`. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const v of SHARD_INDEX_VARIABLES) delete env[v.variable];
  for (const k of Object.keys(env)) if (k.startsWith('SLURM_') || k.startsWith('SGE_')) delete env[k];
  return { ...env, ...extra };
}

function run(file: string, args: string[], cwd: string, extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, timeout: 60_000, env: environment(extra) }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The guide's fenced blocks of a language. */
const blocks = (lang: string): string[] =>
  [...GUIDE.matchAll(new RegExp(`^\`\`\`${lang}\\r?\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);

/** The Kubernetes manifest and the items of its container's command. */
const MANIFEST = blocks('yaml').find((b) => b.includes('kind: Job'))!;
const COMMAND = (() => {
  const lines = MANIFEST.split('\n');
  const at = lines.findIndex((l) => /^\s+command:$/.test(l));
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const m = /^\s+- (.*)$/.exec(line);
    if (m === null) break;
    items.push(m[1]!.replace(/^"(.*)"$/, '$1'));
  }
  return items;
})();
const SLURM = blocks('sh').find((b) => b.includes('#SBATCH'))!;
const MERGE = blocks('sh').find((b) => b.startsWith('simulturn simulate merge /results/'))!;

/** The value after a flag in the Kubernetes command. */
const flag = (name: string): string => COMMAND[COMMAND.indexOf(name) + 1]!;

let cli: BuiltCli;
let dir: string;
let bin: string;

describe('the simulator guide on batch systems', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cli = await buildCli();
    dir = mkdtempSync(join(tmpdir(), 'simulturn-batch-'));
    bin = join(dir, 'bin');
    mkdirSync(bin);
    // `simulturn` on the PATH, as the package's bin would be.
    writeFileSync(join(bin, 'simulturn'), `#!/bin/sh\nexec "${process.execPath}" "${cli.main}" "$@"\n`);
    chmodSync(join(bin, 'simulturn'), 0o755);
  });
  afterAll(() => {
    cli?.remove();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  const PATH = () => `${bin}${delimiter}${process.env.PATH ?? ''}`;
  const text = (f: string) => readFileSync(join(dir, f), 'utf8');

  it('shows an Indexed Job whose completions are the shards of env/n, each writing its own file', () => {
    expect(MANIFEST).toMatch(/^\s+completionMode: Indexed$/m);
    const completions = Number(/^\s+completions: (\d+)$/m.exec(MANIFEST)![1]);
    expect(MANIFEST).toMatch(/^\s+parallelism: \d+$/m);
    expect(COMMAND.slice(0, 3)).toEqual(['simulturn', 'simulate', 'corporate-war']);
    expect(flag('--shard')).toBe(`env/${completions}`);
    const mount = /^\s+mountPath: (\S+)$/m.exec(MANIFEST)![1]!;
    expect(flag('--json').startsWith(`${mount}/`)).toBe(true);
    expect(flag('--json')).toContain('{index}');
    expect(MERGE).toContain(flag('--json').replace('{index}', '*'));
    // The Slurm example is the same study, in as many shards.
    expect(SLURM).toContain(`--array=1-${completions} `);
    for (const f of ['--games', '--seed', '--bots', '--rules', '--day-limit', '--shard']) {
      expect(SLURM).toContain(`${f} ${flag(f)}`);
    }
  });

  it('runs both, scaled down: the merged shards are the whole study, byte for byte', async () => {
    const scaled = COMMAND.slice(1).map((item, k, all) => {
      const after = all[k - 1];
      if (after === '--games') return '6';
      if (after === '--day-limit') return '3';
      if (after === '--shard') return 'env/3';
      return item.replace(/^\/results\//, `${dir}/results/`);
    });
    mkdirSync(join(dir, 'results', 'study-2'), { recursive: true });
    const pods = await Promise.all(
      [0, 1, 2].map((k) => run('simulturn', scaled, dir, { PATH: PATH(), JOB_COMPLETION_INDEX: String(k) })),
    );
    for (const pod of pods) expect(pod, pod.stderr).toMatchObject({ code: 0 });
    const merged = await run('sh', ['-c', MERGE.replaceAll('/results/', `${dir}/results/`)], dir, {
      PATH: PATH(),
    });
    expect(merged, merged.stderr).toMatchObject({ code: 0 });
    expect(merged.stderr).toContain('merged 3 summaries: 6 of 6 games covered (complete)');

    const shardAt = scaled.indexOf('--shard');
    const whole = [...scaled.slice(0, shardAt), ...scaled.slice(shardAt + 2)].map((a) =>
      a.endsWith('shard-{index}.json') ? `${dir}/whole.json` : a,
    );
    const once = await run('simulturn', whole, dir, { PATH: PATH() });
    expect(once, once.stderr).toMatchObject({ code: 0 });
    expect(text('whole.json')).toContain('"covered": [\n    [\n      0,\n      6\n    ]\n  ]');
    expect(text('results/study-2/study-2.json')).toBe(text('whole.json'));
    expect(merged.stdout).toBe(once.stdout);

    const script = SLURM.replace('--games 100000', '--games 6')
      .replace('--day-limit 20', '--day-limit 3')
      .replace('env/50', 'env/3');
    expect(script).not.toBe(SLURM);
    writeFileSync(join(dir, 'study-2.sh'), script);
    mkdirSync(join(dir, 'shards'));
    const tasks = await Promise.all(
      [1, 2, 3].map((id) =>
        run('sh', ['study-2.sh'], dir, {
          PATH: PATH(),
          SLURM_ARRAY_TASK_ID: String(id),
          SLURM_ARRAY_TASK_MIN: '1',
          SLURM_ARRAY_TASK_MAX: '3',
          SLURM_ARRAY_TASK_COUNT: '3',
          SLURM_CPUS_PER_TASK: '1',
        }),
      ),
    );
    for (const task of tasks) expect(task, task.stderr).toMatchObject({ code: 0 });
    expect(GUIDE).toContain('then `simulturn simulate merge shards/shard-*.json`');
    const slurmMerged = await run(
      'sh',
      ['-c', 'simulturn simulate merge shards/shard-*.json --json slurm.json'],
      dir,
      { PATH: PATH() },
    );
    expect(slurmMerged, slurmMerged.stderr).toMatchObject({ code: 0 });
    expect(text('slurm.json')).toBe(text('whole.json'));
  });

  it('stops with exit code 2 and names the variables when no index or a wrong one is set', async () => {
    const study = ['simulate', 'corporate-war', '--games', '6', '--day-limit', '2', '--workers', '0'];
    const cases: [env: Record<string, string>, message: RegExp][] = [
      [
        {},
        /--shard: no batch system's array index is set in the environment: looked for JOB_COMPLETION_INDEX \(Kubernetes Indexed Job\), SLURM_ARRAY_TASK_ID/,
      ],
      [
        { JOB_COMPLETION_INDEX: '3' },
        /--shard: JOB_COMPLETION_INDEX="3": this is task 4 of the array but the study has 3 shards/,
      ],
      [{ SLURM_ARRAY_TASK_ID: '2' }, /SLURM_ARRAY_TASK_MIN, the array's first index, is not set/],
      [{ AWS_BATCH_JOB_ARRAY_INDEX: 'x' }, /AWS_BATCH_JOB_ARRAY_INDEX="x": not a whole number/],
    ];
    const runs = await Promise.all(
      cases.map(([env]) =>
        run(
          process.execPath,
          [cli.main, ...study, '--shard', 'env/3', '--json', 'never-{index}.json'],
          dir,
          env,
        ),
      ),
    );
    runs.forEach((r, k) => {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(cases[k]![1]);
      expect(r.stdout).toBe('');
    });
    // A shard from the environment names its file by its index.
    const ok = await run(
      process.execPath,
      [cli.main, ...study, '--shard', 'env/3', '--json', 'one-{index}.json'],
      dir,
      {
        PBS_ARRAY_INDEX: '2',
      },
    );
    expect(ok, ok.stderr).toMatchObject({ code: 0 });
    expect(ok.stdout).toMatch(/^Corporate War: 2 of 6 games/);
    expect(JSON.parse(text('one-2.json')).covered).toEqual([[2, 4]]);
  });
});
