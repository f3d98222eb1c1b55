/**
 * A socket.io parser for a boardgame.io server whose messages are plain JSON: it writes
 * exactly what socket.io-parser writes, without walking every message for binary first.
 *
 * socket.io-parser's `Encoder` checks each event it sends for binary (`hasBinary`: every
 * key of every object, with `instanceof` tests and a `toJSON` look-up at each), then writes
 * it with `JSON.stringify`. At the close of a step of a thousand seats, every seat is sent
 * its view, and that walk is a fifth to a quarter of the sending. boardgame.io sends no
 * binary: its states, logs and metadata are JSON. This encoder walks a message for what
 * `JSON.stringify` would not write as it is (anything but plain objects, arrays and
 * primitives: a `Buffer`, an `ArrayBuffer`, a typed array, a `Blob`, a `Date`, any class's
 * object), and hands such a message to socket.io-parser's own encoder, which writes it as
 * it always did (binary as attachments): no message is written otherwise than it would be.
 * Its walk is as dear as socket.io-parser's; what it saves is the walk of the adapter's
 * views and reports, which the adapter made from JSON text and froze, and noted as such
 * (`noteFrozenJson`): most of a close's messages, walked no more.
 *
 * socket.io-parser is socket.io's own dependency, given by the host as the `SocketIO`
 * transport's parts are: this module imports nothing of it. The decoder is socket.io-parser's.
 * @example
 * ```ts
 * const parser = require('socket.io-parser');
 * const transport = new SocketIO({ socketOpts: { parser: jsonParser(parser) } });
 * ```
 */

import { isFrozenJson } from './json-values.js';

/** socket.io-parser's packet, as far as the encoder reads it. */
export interface SocketPacket {
  /** The packet's kind: 2 an event, 3 an acknowledgement (the others are left to socket.io-parser). */
  readonly type: number;
  /** The namespace: a game's name for boardgame.io (`/` is left out of the text). */
  readonly nsp?: string;
  /** An acknowledgement's id, if the event asks for one. */
  readonly id?: number;
  /** The event's name and arguments. */
  readonly data?: unknown;
}

/** socket.io-parser's module (`require('socket.io-parser')`), as far as this one reads it. */
export interface StockParser {
  /** Its encoder's class. */
  readonly Encoder: {
    /** An encoder (socket.io-parser's takes a replacer for `JSON.stringify`; none is passed here). */
    new (
      replacer?: never,
    ): {
      /** The packet's text, or its text then its binary attachments. */
      encode(packet: SocketPacket): unknown[];
    };
  };
}

/** socket.io-parser's packet kinds that carry JSON: an event and an acknowledgement. */
const EVENT = 2;
const ACK = 3;

/**
 * Whether `value` is written by `JSON.stringify` as it is: primitives, arrays and objects
 * whose prototype is `Object.prototype` or null (no binary, no `toJSON`, no class's object).
 * The adapter's views and reports are not walked ({@link isFrozenJson}). Nothing found
 * plain is remembered: a weak set of every frozen object found plain (three runs) held the
 * server's peak RSS at 465–510 MiB against 399–414 MiB without.
 */
function plainJson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || isFrozenJson(value)) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!plainJson(value[i])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  // An own `toJSON` changes what is written: socket.io-parser's walk calls it.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  for (const key in value) if (!plainJson((value as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * `stock` (socket.io-parser's module) with an encoder that writes an event or an
 * acknowledgement of plain JSON as socket.io-parser does, without its walk for binary;
 * anything else (another packet kind, binary, a class's object, a replacer given) is
 * encoded by socket.io-parser's own encoder. Give it to socket.io as its `parser` option.
 */
export function jsonParser<P extends StockParser>(stock: P): P {
  const Stock = stock.Encoder as new (replacer?: unknown) => { encode(packet: SocketPacket): unknown[] };
  class JsonEncoder extends Stock {
    readonly #replacer: unknown;
    constructor(replacer?: unknown) {
      super(replacer);
      this.#replacer = replacer;
    }
    override encode(packet: SocketPacket): unknown[] {
      if (
        (packet.type !== EVENT && packet.type !== ACK) ||
        this.#replacer !== undefined ||
        !plainJson(packet.data)
      )
        return super.encode(packet);
      // socket.io-parser's `encodeAsString`, for a packet without attachments.
      let text = String(packet.type);
      if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
      if (packet.id != null) text += packet.id;
      if (packet.data != null) text += JSON.stringify(packet.data);
      return [text];
    }
  }
  return { ...stock, Encoder: JsonEncoder };
}
