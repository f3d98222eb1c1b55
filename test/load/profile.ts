/**
 * A V8 CPU profile (`node --cpu-prof`) in a few lines: where the server's time went, by
 * package and by source folder, and its busiest functions. The server runs as an esbuild
 * bundle, so a position in the bundle is mapped back to its source file through the
 * bundle's source map.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments as [generated column, source index], from a source map's `mappings`. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The source file of a position in a bundle, through its source map, or null. */
function sourceMapOf(url: string): ((line: number, column: number) => string | null) | null {
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (!existsSync(`${file}.map`)) return null;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (segments === undefined || segments.length === 0) return null;
    let found = segments[0]!;
    for (const s of segments) {
      if (s[0] > column) break;
      found = s;
    }
    return map.sources[found[1]] ?? null;
  };
}

/** Where a frame's code comes from: a package, a source folder of the repository, V8 or Node. */
function categoryOf(url: string, source: string | null, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node';
  // The last node_modules in the path: koa-socket-2 brings its own socket.io.
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg !== null) return pkg[1]!;
  if (source !== null) {
    const folder = /(?:^|\/)(src\/[^/]+|test\/[^/]+)\//.exec(source);
    if (folder !== null) return folder[1]!;
  }
  return 'other';
}

/** The profile's time by category and its busiest functions, as printable lines, and the shares. */
export function summarizeProfile(path: string): {
  readonly totalMs: number;
  readonly categories: Readonly<Record<string, number>>;
  readonly lines: readonly string[];
} {
  if (!existsSync(path)) return { totalMs: 0, categories: {}, lines: [`profile: ${path} was not written`] };
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const maps = new Map<string, ReturnType<typeof sourceMapOf>>();
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    // Only the server's own bundle is mapped: a package's source map names its own folders.
    if (!maps.has(callFrame.url))
      maps.set(
        callFrame.url,
        callFrame.url.includes('/node_modules/') || callFrame.url === '' ? null : sourceMapOf(callFrame.url),
      );
    const source = maps.get(callFrame.url)?.(callFrame.lineNumber, callFrame.columnNumber) ?? null;
    const category = categoryOf(callFrame.url, source, callFrame.functionName);
    total += micros;
    if (category === '(idle)') continue;
    categories.set(category, (categories.get(category) ?? 0) + micros);
    const where = (source ?? callFrame.url).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const busy = [...categories.values()].reduce((a, b) => a + b, 0);
  const share = (m: number) => `${((100 * m) / busy).toFixed(1)}%`;
  const lines = [
    `profile: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled (idle left out)`,
    ...[...categories.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([c, m]) => `  ${share(m).padStart(6)}  ${c}`),
    'busiest functions (self time):',
    ...[...functions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([f, m]) => `  ${share(m).padStart(6)}  ${f}`),
  ];
  return {
    totalMs: busy / 1000,
    categories: Object.fromEntries([...categories.entries()].map(([c, m]) => [c, m / busy])),
    lines,
  };
}

/** One step's moves in a profile: from its first move to its close. */
export interface MoveWindow {
  /** The profile's time from the first move sampled to the first sample of the step's resolution. */
  readonly wallMs: number;
  /** The time the server was busy (not idle) in it. */
  readonly busyMs: number;
  /** Busy time a move: `busyMs` over the moves that left the step open (the seats less one). */
  readonly perMoveMs: number;
  /** The busiest functions in it (self time), each as milliseconds a move. */
  readonly busiest: readonly { readonly name: string; readonly perMoveMs: number }[];
}

/**
 * Each step's moves in a profile: a window opens when the step's first journal write was
 * asked for (`starts`, on the profile's clock: the server's note, just after the step's
 * first move), and closes at the first sample of the step's resolution (a frame of
 * src/harvester/steps/). Its busy time over the seats less one (the moves that left the
 * step open) is what a move cost the server, everything included (the socket's message,
 * the move, its writes, its acknowledgement, the collector). Without `starts`, a window
 * opens at the first sample with the adapter's move on its stack (`move` of
 * src/boardgame-io/game-config.ts) 200 ms after the last resolution's sample, which the
 * closing move's own tail (its reports, its state's text) may open too early.
 */
export function moveWindows(path: string, seats: number, starts?: readonly number[]): MoveWindow[] {
  if (!existsSync(path)) return [];
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const maps = new Map<string, ReturnType<typeof sourceMapOf>>();
  const sourceOf = (n: ProfileNode): string | null => {
    const { url, lineNumber, columnNumber } = n.callFrame;
    if (!maps.has(url)) maps.set(url, url.includes('/node_modules/') || url === '' ? null : sourceMapOf(url));
    return maps.get(url)?.(lineNumber, columnNumber) ?? null;
  };
  // What each node's stack holds, found once per node.
  type Kind = { move: boolean; resolution: boolean; idle: boolean; name: string };
  const kinds = new Map<number, Kind>();
  const kindOf = (id: number): Kind => {
    const known = kinds.get(id);
    if (known !== undefined) return known;
    const n = byId.get(id)!;
    const above = parent.has(id)
      ? kindOf(parent.get(id)!)
      : { move: false, resolution: false, idle: false, name: '' };
    const source = n.callFrame.url === '' ? null : sourceOf(n);
    const where = (source ?? n.callFrame.url).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    const kind = {
      name: `${n.callFrame.functionName || '(anonymous)'} ${where}`.trim(),
      move:
        above.move ||
        (n.callFrame.functionName === 'move' && (source ?? '').endsWith('boardgame-io/game-config.ts')),
      resolution: above.resolution || (source ?? '').includes('src/harvester/steps/'),
      idle: n.callFrame.functionName === '(idle)',
    };
    kinds.set(id, kind);
    return kind;
  };
  const windows: MoveWindow[] = [];
  const profileStart = (profile as { startTime?: number }).startTime ?? 0;
  const pending = [...(starts ?? [])];
  let t = starts === undefined ? 0 : profileStart;
  let start: number | null = null;
  let busy = 0;
  let functions = new Map<string, number>();
  let lastResolution = Number.NEGATIVE_INFINITY;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    const kind = kindOf(id);
    if (kind.resolution) {
      if (start !== null) {
        windows.push({
          wallMs: (t - start) / 1000,
          busyMs: busy / 1000,
          perMoveMs: busy / 1000 / (seats - 1),
          busiest: [...functions.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 14)
            .map(([name, micros]) => ({ name, perMoveMs: micros / 1000 / (seats - 1) })),
        });
        start = null;
      }
      lastResolution = t;
      return;
    }
    const opens =
      starts === undefined
        ? kind.move && t - lastResolution > 200_000
        : pending.length > 0 && t >= pending[0]!;
    if (start === null && opens) {
      pending.shift();
      start = t;
      busy = 0;
      functions = new Map();
    }
    if (start !== null && !kind.idle) {
      busy += delta;
      functions.set(kind.name, (functions.get(kind.name) ?? 0) + delta);
    }
  });
  return windows;
}
