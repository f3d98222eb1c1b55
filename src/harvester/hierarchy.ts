/**
 * The hierarchy's questions during a turn (HV-8.4): whether one player rules another,
 * however far up, and the top of a player's hierarchy. The movement step asks them for
 * every unit that steps next to another player's and for every unit in every fight, and
 * walking up the rulers for each answer cost a chain of subjects its whole length each
 * time: with every player in one chain at 10,000 players the walks were three quarters of
 * the turn (a CPU profile of two turns: `fightAt` 22.5%, `rulerThere` 20.5%, `rootIn`
 * 17.7%, `rules` 14.2%; 9.9 s a turn).
 *
 * Here a question first walks up a few rulers ({@link SHORT_WALK}), which answers it in
 * the hierarchies play makes; past that it reads a labelling of the forest, made by a
 * depth-first walk from its free players: a player's subtree is the run of labels from its
 * own (`enter`) to `exit`, so `ruler` rules `p` when `p`'s label falls strictly inside
 * `ruler`'s run, and each player keeps its top: two reads of a typed array. The labelling
 * is made again, whole, the first time it is needed after the hierarchy changed (a
 * conquest moves a subtree under its conqueror, HV-8.1, HV-A9; a player going out frees
 * its subjects, HV-7.5, HV-A15): a change only marks it stale. Measured at 10,000
 * players: making it costs 1.2 ms for one chain; the chain's turn, which asks for every
 * unit moved and fought and changes nothing, makes it once (9.9 → 2.2 s a turn under the
 * profiler). The turn after ten turns of gatherers' play has 505 conquests and never makes
 * it, its hierarchies being shallow; without the short walk it was made 387 times in that
 * turn, at about 0.6 ms each, a quarter of a second (docs/performance.md, "The turn's
 * hierarchy by index").
 *
 * The walks stay, as the answer for a player the labelling cannot reach (a cycle, which
 * the state's checks refuse; bounded as they always were) and as what the index is tested
 * against.
 */

/** What the index reads: each player's direct ruler, or null when it is free. */
export interface RulerOf {
  readonly ruler: string | null;
}

/** The top of `p`'s hierarchy, walked up (itself when free; bounded by the seats). */
export function walkedRoot(machines: Readonly<Record<string, RulerOf>>, seats: number, p: string): string {
  let r = p;
  for (let k = 0; k <= seats; k++) {
    const up = machines[r]!.ruler;
    if (up === null) return r;
    r = up;
  }
  return r;
}

/** True when `ruler` is one of `p`'s rulers, however far up, walked up (bounded by the seats). */
export function walkedRules(
  machines: Readonly<Record<string, RulerOf>>,
  seats: number,
  ruler: string,
  p: string,
): boolean {
  let r = machines[p]!.ruler;
  for (let k = 0; r !== null && k <= seats; k++) {
    if (r === ruler) return true;
    r = machines[r]!.ruler;
  }
  return false;
}

/**
 * How far the questions walk up before they turn to the labelling: hierarchies made in play
 * are a few levels deep and walk up in a few steps, where labelling them again after each
 * conquest would cost a pass over every player (hundreds of conquests a turn at 10,000
 * players after ten turns of play).
 */
export const SHORT_WALK = 16;

/** The labelling's tables, by seat, made at its first use (a game of shallow hierarchies never makes them). */
interface Labels {
  /** Its label in the walk, or -1 when no free player reaches it. */
  readonly enter: Int32Array;
  /** One past the last label of its subtree. */
  readonly exit: Int32Array;
  /** The seat of its hierarchy's top. */
  readonly top: Int32Array;
  /** Its ruler's seat, or -1; its first subject and the next of its ruler's, or -1. */
  readonly parent: Int32Array;
  readonly firstSubject: Int32Array;
  readonly nextSubject: Int32Array;
  /** The seats in label order, and the walk's stack. */
  readonly order: Int32Array;
  readonly stack: Int32Array;
}

/** The labelled forest of a turn's working copy; see the file's comment. */
export class HierarchyIndex {
  private readonly players: readonly string[];
  private readonly seat: ReadonlyMap<string, number>;
  private readonly machines: Readonly<Record<string, RulerOf>>;
  private readonly shortWalk: number;
  private labels: Labels | null = null;
  /** Each ruler's direct subjects, once asked for (see {@link subjectsOf}). */
  private subjects: Map<string, Set<string>> | null = null;
  private stale = true;
  /** How many times the labelling was made (for the tests and the bench's counts). */
  builds = 0;

  constructor(
    players: readonly string[],
    seat: ReadonlyMap<string, number>,
    machines: Readonly<Record<string, RulerOf>>,
    shortWalk = SHORT_WALK,
  ) {
    this.players = players;
    this.seat = seat;
    this.machines = machines;
    this.shortWalk = shortWalk;
  }

  /**
   * `p`'s ruler changed from `from` to `to` (the machine already says so): the labelling is
   * made again when next asked, and the lists of subjects, if made, follow.
   */
  moved(p: string, from: string | null, to: string | null): void {
    this.stale = true;
    if (this.subjects === null) return;
    if (from !== null) this.subjects.get(from)?.delete(p);
    if (to !== null) {
      const set = this.subjects.get(to);
      if (set === undefined) this.subjects.set(to, new Set([p]));
      else set.add(p);
    }
  }

  /** The hierarchy changed in a way not told by {@link moved}: everything is made again when next asked. */
  changed(): void {
    this.stale = true;
    this.subjects = null;
  }

  /**
   * `p`'s direct subjects, in seat order, as a fresh list. The lists are made at the first
   * call, by one pass over the players, and kept by {@link moved} after: a player going out
   * frees its subjects (HV-A15), and when thousands go out in one turn (idle players, HV-7.6)
   * a pass over every player for each cost 10,000 × 5,000 looks at 10,000 players.
   */
  subjectsOf(p: string): string[] {
    if (this.subjects === null) {
      const subjects = new Map<string, Set<string>>();
      for (const q of this.players) {
        const r = this.machines[q]!.ruler;
        if (r === null) continue;
        const set = subjects.get(r);
        if (set === undefined) subjects.set(r, new Set([q]));
        else set.add(q);
      }
      this.subjects = subjects;
    }
    const set = this.subjects.get(p);
    if (set === undefined || set.size === 0) return [];
    return [...set].sort((a, b) => (this.seat.get(a) as number) - (this.seat.get(b) as number));
  }

  /** The top of `p`'s hierarchy (HV-8.4): itself when free. */
  rootOf(p: string): string {
    let r = p;
    for (let k = 0; k < this.shortWalk; k++) {
      const up = this.machines[r]!.ruler;
      if (up === null) return r;
      r = up;
    }
    const { enter, top } = this.fresh();
    const q = this.seat.get(p) as number;
    if ((enter[q] as number) < 0) return walkedRoot(this.machines, this.players.length, p);
    return this.players[top[q] as number] as string;
  }

  /** True when `ruler` is one of `p`'s rulers, however far up (HV-8.4). */
  rules(ruler: string, p: string): boolean {
    let r = this.machines[p]!.ruler;
    for (let k = 0; k < this.shortWalk; k++) {
      if (r === null) return false;
      if (r === ruler) return true;
      r = this.machines[r]!.ruler;
    }
    if (r === null) return false;
    const { enter, exit } = this.fresh();
    const a = this.seat.get(ruler) as number;
    const at = enter[this.seat.get(p) as number] as number;
    if (at < 0 || (enter[a] as number) < 0) return walkedRules(this.machines, this.players.length, ruler, p);
    return (enter[a] as number) < at && at < (exit[a] as number);
  }

  /** The labelling, made again if the hierarchy changed since it was last made. */
  private fresh(): Labels {
    const n = this.players.length;
    if (this.labels === null) {
      const table = () => new Int32Array(n);
      this.labels = {
        enter: table(),
        exit: table(),
        top: table(),
        parent: table(),
        firstSubject: table(),
        nextSubject: table(),
        order: table(),
        stack: table(),
      };
    }
    const labels = this.labels;
    if (!this.stale) return labels;
    this.stale = false;
    this.builds++;
    const { enter, exit, top, parent, firstSubject, nextSubject, order, stack } = labels;
    // Each player's subjects, as lists through two arrays (the order among them is free).
    firstSubject.fill(-1);
    for (let k = 0; k < n; k++) {
      const r = this.machines[this.players[k] as string]!.ruler;
      const up = r === null ? -1 : (this.seat.get(r) ?? -1);
      parent[k] = up;
      if (up >= 0) {
        nextSubject[k] = firstSubject[up] as number;
        firstSubject[up] = k;
      }
    }
    enter.fill(-1);
    // Preorder from each free player with a stack of its own (no recursion: a chain of
    // thousands costs no deeper stack): a subtree's labels are one run.
    let label = 0;
    for (let root = 0; root < n; root++) {
      if ((parent[root] as number) >= 0) continue;
      let sp = 0;
      stack[sp++] = root;
      while (sp > 0) {
        const v = stack[--sp] as number;
        enter[v] = label;
        order[label++] = v;
        top[v] = root;
        for (let c = firstSubject[v] as number; c >= 0; c = nextSubject[c] as number) stack[sp++] = c;
      }
    }
    // Each subtree's size, subjects before their rulers (the preorder read backwards), then
    // the end of its run.
    exit.fill(0);
    for (let t = label - 1; t >= 0; t--) {
      const v = order[t] as number;
      exit[v] = (exit[v] as number) + 1;
      const up = parent[v] as number;
      if (up >= 0) exit[up] = (exit[up] as number) + (exit[v] as number);
    }
    for (let t = 0; t < label; t++) {
      const v = order[t] as number;
      exit[v] = (enter[v] as number) + (exit[v] as number);
    }
    return labels;
  }
}
