/** Conformance cases for orders, reports, saved games and the frontend helpers (CO-6). */
import { expect } from 'vitest';
import { quietStep } from '../../../../src/corporation/game.js';
import {
  applicablePromotions,
  applyPromotion,
  awaiting,
  CORPORATION,
  checkTurn,
  ISSUE_CODES,
  issueMessage,
  legalEndStates,
  parseState,
  playerView,
  promotionEndStates,
  readOrderSheet,
  renderMap,
  serializeState,
  stateHash,
} from '../../../../src/corporation/index.js';
import { STATE_FORMAT } from '../../../../src/corporation/serialize.js';
import { at, game } from '../../support.js';
import { type ConformanceCase, play, refused, stacks } from '../case.js';
import { seedExample } from './promotions.js';

export const engineCases: ConformanceCase[] = [
  {
    name: 'CO-6.1 checkTurn returns the validated step, and malformed input gives typed issues without a change',
    clause: 'CO-6.1',
    run: () => {
      const s = seedExample();
      const ok = checkTurn(s, 'red', { swap: [1, 0], promote: [] });
      expect(ok.ok && ok.value).toEqual({ kind: 'turn', swap: [1, 0], enter: null, promote: [] });
      expect(refused(s, 'red', 7)).toEqual(['orders/not-an-object']);
      expect(refused(s, 'red', [])).toEqual(['orders/not-an-object']);
      expect(refused(s, 'red', { go: 1 })).toEqual(['orders/unknown-field']);
      expect(refused(s, 'red', { circle: 1 })).toEqual(['orders/unknown-field']);
      expect(refused(s, 'red', { promote: 'A' })).toEqual(['promote/not-a-list']);
      expect(refused(s, 'red', { enter: { colour: 'mauve' } })).toEqual(['order/bad-colour']);
      expect(refused(s, 'red', { enter: { colour: 'red', area: 'red', extra: 1 } })).toEqual([
        'orders/unknown-field',
      ]);
      const hostile = {
        get promote(): string[] {
          throw new Error('boom');
        },
      };
      expect(refused(s, 'red', hostile)).toEqual(['orders/unreadable']);
      expect(refused(s, 'nobody', {})).toEqual(['orders/not-your-turn']);
    },
  },
  {
    name: 'CO-6.2 everyone sees the whole state, and the report lists what happened in order',
    clause: 'CO-6.2',
    run: () => {
      const s = seedExample();
      expect(playerView(s, 'blue')).toEqual({
        player: 'blue',
        awaiting: { players: ['red'], kind: 'turn' },
        state: s,
      });
      const r = play(s, 'red', { swap: [0, 1], enter: { colour: 'green', area: 'red' }, promote: [] });
      expect(r.report.step).toBe(1);
      expect(r.report.player).toBe('red');
      expect(r.report.events.slice(0, 2)).toEqual([
        { type: 'exchanged', circles: [0, 1], colours: ['green', 'blue'] },
        { type: 'entered', colour: 'green', room: 'reception-red' },
      ]);
    },
  },
  {
    name: 'CO-6.3 a saved game reads back equal, with the same hash; a wrong or broken file gives typed issues',
    clause: 'CO-6.3',
    run: () => {
      const s = play(seedExample(), 'red', {}).state;
      const text = serializeState(s);
      const back = parseState(text);
      expect(back.ok && back.value).toEqual(s);
      expect(back.ok && stateHash(back.value)).toBe(stateHash(s));
      expect(JSON.parse(text).format).toBe(STATE_FORMAT);
      const codes = (t: string) => {
        const r = parseState(t);
        return r.ok ? [] : [...new Set(r.error.map((i) => i.code))];
      };
      expect(codes('{')).toEqual(['state/malformed-json']);
      expect(codes(text.replace('"version":2', '"version":3'))).toEqual(['state/wrong-version']);
      const doc = JSON.parse(text);
      expect(codes(JSON.stringify({ ...doc, state: { ...doc.state, toMove: 9 } }))).toEqual([
        'state/invalid-field',
      ]);
      const four = {
        ...doc.state,
        boardroom: { red: 3, green: 0, blue: 0, yellow: 0 },
        stacks: doc.state.stacks.map((st: string[], k: number) => (k === 4 ? ['red'] : st)),
      };
      expect(codes(JSON.stringify({ ...doc, state: four }))).toEqual(['state/inconsistent']);
    },
  },
  {
    name: 'CO-6.4 every issue code has a message',
    clause: 'CO-6.4',
    run: () => {
      expect(ISSUE_CODES.length).toBeGreaterThan(20);
      for (const code of ISSUE_CODES) {
        const text = issueMessage(code, {
          detail: 'a detail',
          got: 'a value',
          field: 'f',
          kind: 'turn',
          player: 'p',
          awaited: ['red'],
          players: ['red', 'blue'],
          value: 'v',
          circle: 1,
          colour: 'red',
          pair: 1,
          area: 'blue',
          limit: 3,
          room: 'A',
          applicable: ['A'],
          rooms: ['A'],
          expected: 'e',
        } as never);
        expect(text.length, code).toBeGreaterThan(5);
      }
    },
  },
  {
    name: 'CO-6.5 the frontend helpers: the promotions now, one applied, and every legal end of a turn',
    clause: 'CO-6.5',
    run: () => {
      const s = seedExample();
      expect(applicablePromotions(s)).toEqual([
        { room: 'A', colour: 'red', to: 'B', pairs: [5] },
        { room: 'B', colour: 'yellow', to: 'C', pairs: [6] },
      ]);
      const a = applyPromotion(s, 'A');
      expect(a.ok && stacks(a.value)).toEqual({ A: ['blue'], B: ['yellow', 'red'] });
      expect(a.ok && a.value.turn).toBe(0);
      const viaObject = applyPromotion(s, applicablePromotions(s)[0]!);
      expect(viaObject.ok && stateHash(viaObject.value)).toBe(a.ok && stateHash(a.value));
      const bad = applyPromotion(s, 'C');
      expect(bad.ok ? [] : bad.error.map((i) => i.code)).toEqual(['promote/not-applicable']);
      const ends = legalEndStates(s, 'red');
      expect(new Set(ends.map((e) => stateHash(e.state))).size).toBe(ends.length);
      for (const e of ends.slice(0, 200))
        expect(stateHash(play(s, 'red', e.orders).state)).toBe(stateHash(e.state));
      // Without an exchange or an entry, the ends are the promotion ends.
      const plain = ends.filter((e) => e.orders.swap === undefined && e.orders.enter === undefined);
      expect(plain.length).toBe(promotionEndStates(s).length);
      expect(legalEndStates(s, 'blue')).toEqual([]);
      expect(legalEndStates(game({ seed: 's', players: ['red', 'blue'] }), 'red')).toEqual([]);
      expect(at({ table: s.table as never }).turn).toBe(0);
    },
  },
  {
    name: 'CO-6.6 on the contract, silence and a refused step play the quiet step; the refusal is reported to its player',
    clause: 'CO-6.6',
    run: () => {
      const s = seedExample();
      const mover = awaiting(s).players[0]!;
      const quiet = play(s, mover, quietStep(s, mover));
      const silent = CORPORATION.resolve(s, {});
      const wrong = CORPORATION.resolve(s, { [mover]: { go: 1 } });
      expect(stateHash(silent.state)).toBe(stateHash(quiet.state));
      expect(stateHash(wrong.state)).toBe(stateHash(quiet.state));
      expect(wrong.reports[mover]!.refused.map((i) => i.code)).toEqual(['orders/unknown-field']);
      expect(silent.reports[mover]!.refused).toEqual([]);
      // A step the rules accept is played as sent.
      const sent = { swap: [1, 0], promote: [] };
      expect(stateHash(CORPORATION.resolve(s, { [mover]: sent }).state)).toBe(
        stateHash(play(s, mover, sent).state),
      );
    },
  },
  {
    name: 'CO-6.7 the order sheet: lines read to orders with circles from 1, a bad line refuses the sheet with its line and column',
    clause: 'CO-6.7',
    run: () => {
      const s = game({ seed: 'sheet', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });
      const blank = CORPORATION.orderSheet!.blank(playerView(s, 'red'));
      expect(blank).toContain('player: red');
      expect(blank).toContain('step: 1');
      expect(blank).toContain('place CIRCLE COLOUR');
      expect(CORPORATION.orderSheet!.read(`${blank}place 4 red\n`, s, 'red').orders).toEqual({
        circle: 3,
        colour: 'red',
      });
      const bad = readOrderSheet('player: red\nplace 13 red', s, 'red');
      expect(bad.orders).toBeNull();
      expect(bad.problems).toEqual([
        { line: 2, column: 7, message: '"13" is not a circle: circles are numbered 1 to 12' },
      ]);
      expect(renderMap(playerView(s, 'red'))).toContain('Directors Table');
    },
  },
];
