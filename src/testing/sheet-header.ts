/**
 * The shared battery of an order sheet's header, for every game whose codec
 * uses the kernel's sheet header (`readSheetHeader`, `sheetHeaderLines`): a blank sheet
 * opens with `player:` and `step:` (the game's `step(state)`) and reads back without
 * issues; another player's sheet and an earlier step's sheet are refused with the line
 * that says so and no order; a sheet without header lines (as written before them) is
 * still read, its reply saying it was not bound; a step that is not a number and a
 * repeated line are issues. Every issue has a message placed on its line.
 */
import type { Game, StepResult } from '../index.js';
import { assertEqual, assertThat } from './assert.js';

/** A game at a step, with two players, and how to write orders on its sheet. */
export interface SheetHeaderCase<State> {
  /** The state at the step whose sheets are read. */
  readonly state: State;
  /** The state at a later step. */
  readonly later: State;
  /** The player whose sheet is read. */
  readonly player: string;
  /** Another player of the game. */
  readonly other: string;
  /** Order lines the player may give at `state`, accepted, without any header. */
  readonly orders: string;
  /** What `read` gives as orders when it reads none (the game's "no orders"). */
  readonly none: unknown;
}

/** One check of the battery: a name for the test runner's case, and the check, which throws on failure. */
export interface NamedCheck {
  /** What the check shows, as a test's name. */
  readonly name: string;
  /** Runs the check; throws an `Error` naming what failed. */
  readonly run: () => void;
}

/** `text` matches `pattern`, or an `Error` naming `what`. */
function assertMatch(text: string, pattern: RegExp, what: string): void {
  assertThat(pattern.test(text), `${what} matches ${pattern}`, () => `got ${JSON.stringify(text)}`);
}

/** `text` holds `part`, or an `Error` naming `what`. */
function assertHolds(text: string, part: string, what: string): void {
  assertThat(
    text.includes(part),
    `${what} contains ${JSON.stringify(part)}`,
    () => `got ${JSON.stringify(text)}`,
  );
}

/**
 * The battery as named checks, one per test case: `make` gives a fresh case each time.
 * Register them with the test runner, as in `for (const c of sheetHeaderChecks(...)) it(c.name, c.run)`.
 * @example
 * ```ts
 * for (const c of sheetHeaderChecks(MY_GAME, () => ({ state, later, player: 'ann', other: 'bob', orders: 'bid 3\n', none: [] })))
 *   it(c.name, c.run);
 * ```
 */
export function sheetHeaderChecks<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  make: () => SheetHeaderCase<State>,
): readonly NamedCheck[] {
  const codec = () => {
    const c = game.orderSheet;
    if (c === undefined) throw new Error(`${game.id} has no order sheet`);
    return c;
  };
  const blank = (s: State, p: string) => codec().blank(game.view(s, p));
  const codes = (r: { issues: readonly { code: string }[] }) => r.issues.map((i) => i.code);
  const placed = (r: { issues: readonly { message: string }[] }) => {
    for (const i of r.issues) assertMatch(i.message, /^line \d+: ./, 'an issue placed on its line');
  };

  // A game without an order sheet fails every check at once, whatever its state.
  const named = (name: string, run: () => void): NamedCheck => ({
    name,
    run: () => {
      codec();
      run();
    },
  });
  return [
    named(
      'the blank sheet opens with player: and step: (the game’s step) and reads back without issues',
      () => {
        const c = make();
        const text = blank(c.state, c.player);
        assertMatch(text, new RegExp(`^player: ${c.player}$`, 'm'), 'the blank sheet');
        assertMatch(text, new RegExp(`^step: ${game.step(c.state)}$`, 'm'), 'the blank sheet');
        const r = codec().read(`${text}${c.orders}`, c.state, c.player);
        assertEqual(r.issues, [], 'the issues of the blank sheet with orders');
        assertThat(!r.reply.includes('note:'), 'a bound sheet’s reply has no note', () => r.reply);
        assertEqual(game.checkOrders(c.state, c.player, r.orders).issues, [], 'the issues of its orders');
      },
    ),
    named('refuses another player’s sheet, saying whose it is, and reads none of its orders', () => {
      const c = make();
      const r = codec().read(`${blank(c.state, c.other)}${c.orders}`, c.state, c.player);
      assertEqual(codes(r), ['sheet/wrong-player'], 'the issues of another player’s sheet');
      assertMatch(
        r.issues[0]!.message,
        new RegExp(
          `^line \\d+: this sheet is ${c.other}'s, not ${c.player}'s; none of its orders were read$`,
        ),
        'the issue’s message',
      );
      assertHolds(r.reply, `this sheet is ${c.other}'s, not ${c.player}'s`, 'the reply');
      assertEqual(r.orders, c.none, 'the orders read from another player’s sheet');
    }),
    named('refuses an earlier step’s sheet, saying which step is due', () => {
      const c = make();
      const r = codec().read(`${blank(c.state, c.player)}${c.orders}`, c.later, c.player);
      assertEqual(codes(r), ['sheet/wrong-step'], 'the issues of an earlier step’s sheet');
      assertHolds(
        r.issues[0]!.message,
        `this sheet is for step ${game.step(c.state)}; step ${game.step(c.later)} is due`,
        'the issue’s message',
      );
      assertEqual(r.orders, c.none, 'the orders read from an earlier step’s sheet');
    }),
    named(
      'reads a sheet without header lines (as written before them) for the player, and says it was not bound',
      () => {
        const c = make();
        const legacy = codec().read(c.orders, c.state, c.player);
        assertEqual(legacy.issues, [], 'the issues of a sheet without header lines');
        assertHolds(
          legacy.reply,
          `note: this sheet has no "player:" or "step:" line, so it was read as ${c.player}'s for step ${game.step(c.state)} without checking`,
          'the reply to a sheet without header lines',
        );
        const bound = codec().read(`${blank(c.state, c.player)}${c.orders}`, c.state, c.player);
        assertEqual(legacy.orders, bound.orders, 'the orders of a sheet without header lines');
        const half = codec().read(`player: ${c.player}\n${c.orders}`, c.state, c.player);
        assertEqual(half.issues, [], 'the issues of a sheet without a step: line');
        assertHolds(
          half.reply,
          'note: this sheet has no "step:" line',
          'the reply to a sheet without a step: line',
        );
      },
    ),
    named('names a step that is not a number and a repeated line, on their lines', () => {
      const c = make();
      const step = game.step(c.state);
      const abc = codec().read(`player: ${c.player}\nstep: abc\n${c.orders}`, c.state, c.player);
      assertEqual(codes(abc), ['sheet/bad-header'], 'the issues of "step: abc"');
      assertEqual(
        abc.issues[0]!.message,
        `line 2: cannot read "step: abc"; write it as "step: ${step}"`,
        'the issue’s message',
      );
      placed(abc);
      const twice = codec().read(
        `player: ${c.player}\nstep: ${step}\n${c.orders}step: ${step}\nplayer: ${c.other}\n`,
        c.state,
        c.player,
      );
      assertEqual(
        codes(twice),
        ['sheet/repeated-header', 'sheet/repeated-header'],
        'the issues of repeated lines',
      );
      assertMatch(
        twice.issues[0]!.message,
        /^line \d+: a second "step:" line \(the first is on line 2\)/,
        'the issue’s message',
      );
      placed(twice);
      const empty = codec().read(`player:\nstep: ${step}\n`, c.state, c.player);
      assertEqual(codes(empty), ['sheet/bad-header'], 'the issues of an empty "player:"');
      placed(empty);
    }),
  ];
}
