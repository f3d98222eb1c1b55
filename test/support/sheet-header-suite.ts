/**
 * The shared battery of an order sheet's header (issue 30), for every game whose codec
 * uses the kernel's `sheet-header.ts`: a blank sheet opens with `player:` and `step:` (the
 * game's `step(state)`) and reads back without issues; another player's sheet and an
 * earlier step's sheet are refused with the line that says so and no order; a sheet
 * without header lines (as written before them) is still read, its reply saying it was not
 * bound; a step that is not a number and a repeated line are issues. Every issue has a
 * message placed on its line.
 */
import { expect, it } from 'vitest';
import type { Game } from '../../src/kernel/game/contract.js';
import type { StepResult } from '../../src/kernel/game/steps.js';

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

/** Runs the battery as `it` cases, inside the caller's `describe`. */
export function sheetHeaderCases<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  make: () => SheetHeaderCase<State>,
): void {
  const codec = () => {
    const c = game.orderSheet;
    if (c === undefined) throw new Error(`${game.id} has no order sheet`);
    return c;
  };
  const blank = (s: State, p: string) => codec().blank(game.view(s, p));
  const codes = (r: { issues: readonly { code: string }[] }) => r.issues.map((i) => i.code);
  const placed = (r: { issues: readonly { message: string }[] }) => {
    for (const i of r.issues) expect(i.message).toMatch(/^line \d+: ./);
  };

  it('the blank sheet opens with player: and step: (the game’s step) and reads back without issues', () => {
    const c = make();
    const text = blank(c.state, c.player);
    expect(text).toMatch(new RegExp(`^player: ${c.player}$`, 'm'));
    expect(text).toMatch(new RegExp(`^step: ${game.step(c.state)}$`, 'm'));
    const r = codec().read(`${text}${c.orders}`, c.state, c.player);
    expect(r.issues).toEqual([]);
    expect(r.reply).not.toContain('note:');
    expect(game.checkOrders(c.state, c.player, r.orders).issues).toEqual([]);
  });

  it('refuses another player’s sheet, saying whose it is, and reads none of its orders', () => {
    const c = make();
    const r = codec().read(`${blank(c.state, c.other)}${c.orders}`, c.state, c.player);
    expect(codes(r)).toEqual(['sheet/wrong-player']);
    expect(r.issues[0]!.message).toMatch(
      new RegExp(`^line \\d+: this sheet is ${c.other}'s, not ${c.player}'s; none of its orders were read$`),
    );
    expect(r.reply).toContain(`this sheet is ${c.other}'s, not ${c.player}'s`);
    expect(r.orders).toEqual(c.none);
  });

  it('refuses an earlier step’s sheet, saying which step is due', () => {
    const c = make();
    const r = codec().read(`${blank(c.state, c.player)}${c.orders}`, c.later, c.player);
    expect(codes(r)).toEqual(['sheet/wrong-step']);
    expect(r.issues[0]!.message).toContain(
      `this sheet is for step ${game.step(c.state)}; step ${game.step(c.later)} is due`,
    );
    expect(r.orders).toEqual(c.none);
  });

  it('reads a sheet without header lines (as written before them) for the player, and says it was not bound', () => {
    const c = make();
    const legacy = codec().read(c.orders, c.state, c.player);
    expect(legacy.issues).toEqual([]);
    expect(legacy.reply).toContain(
      `note: this sheet has no "player:" or "step:" line, so it was read as ${c.player}'s for step ${game.step(c.state)} without checking`,
    );
    const bound = codec().read(`${blank(c.state, c.player)}${c.orders}`, c.state, c.player);
    expect(legacy.orders).toEqual(bound.orders);
    const half = codec().read(`player: ${c.player}\n${c.orders}`, c.state, c.player);
    expect(half.issues).toEqual([]);
    expect(half.reply).toContain('note: this sheet has no "step:" line');
  });

  it('names a step that is not a number and a repeated line, on their lines', () => {
    const c = make();
    const step = game.step(c.state);
    const abc = codec().read(`player: ${c.player}\nstep: abc\n${c.orders}`, c.state, c.player);
    expect(codes(abc)).toEqual(['sheet/bad-header']);
    expect(abc.issues[0]!.message).toBe(`line 2: cannot read "step: abc"; write it as "step: ${step}"`);
    placed(abc);
    const twice = codec().read(
      `player: ${c.player}\nstep: ${step}\n${c.orders}step: ${step}\nplayer: ${c.other}\n`,
      c.state,
      c.player,
    );
    expect(codes(twice)).toEqual(['sheet/repeated-header', 'sheet/repeated-header']);
    expect(twice.issues[0]!.message).toMatch(/^line \d+: a second "step:" line \(the first is on line 2\)/);
    placed(twice);
    const empty = codec().read(`player:\nstep: ${step}\n`, c.state, c.player);
    expect(codes(empty)).toEqual(['sheet/bad-header']);
    placed(empty);
  });
}
