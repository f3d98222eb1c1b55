/**
 * The order sheet's `no orders` line (issue 14, item 7): a sheet that gives no orders on
 * purpose says so, so that a referee can tell it from a sheet left empty by mistake.
 */
import { describe, expect, it } from 'vitest';
import { formatOrders, parseOrders, readSheet } from '../../src/corporate-war/order-sheet/sheet.js';

const context = { player: 'psicorps', day: 3 };

describe('"no orders"', () => {
  it('reads as no orders, in any case, with a comment, quoted and bulleted', () => {
    for (const text of [
      'no orders',
      'NO ORDERS  # we hold',
      '> - No orders',
      'player: psicorps\nday: 3\nno orders\n',
    ]) {
      expect(parseOrders(text, context), text).toEqual({ ok: true, value: [] });
      expect(readSheet(text, context).saysNoOrders, text).toBe(true);
    }
  });

  it('is told apart from a sheet that is empty or holds only comments and headers', () => {
    for (const text of ['', '\n', '# no orders', 'player: psicorps\nday: 3\n']) {
      expect(readSheet(text, context).saysNoOrders, text).toBe(false);
      expect(parseOrders(text, context), text).toEqual({ ok: true, value: [] });
    }
  });

  it('with an order on the same sheet, is a problem placed on the order', () => {
    const r = parseOrders('no orders\n\ngrunt-1 -> C5\n', context);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.map((i) => i.code)).toEqual(['sheet/no-orders-and-orders']);
      expect(r.error[0]!.message).toBe(
        'line 3, column 1: this sheet says "no orders" on line 1 but gives an order here; keep one or the other',
      );
    }
  });

  it('is what formatOrders writes for no orders, and reads back', () => {
    const text = formatOrders([], context);
    expect(text).toBe('player: psicorps\nday: 3\nno orders\n');
    expect(parseOrders(text, context)).toEqual({ ok: true, value: [] });
    expect(readSheet(text, context).saysNoOrders).toBe(true);
  });

  it('"no" or "orders" alone, or with more words, is not the line', () => {
    expect(parseOrders('no', context).ok).toBe(false);
    expect(parseOrders('no orders today', context).ok).toBe(false);
  });
});
