/**
 * jsonParser: what its encoder writes is what socket.io-parser's writes, for every packet
 * a hosted match sends (seatTransport's and boardgame.io's own transport), and for
 * anything else (binary, a class's object, another packet kind) it is socket.io-parser's
 * own encoder that writes.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardgameGame, jsonParser, type SocketPacket } from '../../src/boardgame-io/index.js';
import { isFrozenJson } from '../../src/boardgame-io/json-values.js';
import { GAMES } from '../../src/games.js';
import { type Hosted, host, openMatch } from '../guides/online.example.js';
import { drive, type SeatClient } from './drive.js';
import { connect, optionsFor } from './hosted.js';

const require = createRequire(import.meta.url);
const stock = require('socket.io-parser') as typeof import('socket.io-parser');
const parser = jsonParser(stock);

const stockEncode = (packet: SocketPacket) => new stock.Encoder().encode(packet as never);
const jsonEncode = (packet: SocketPacket) => new parser.Encoder().encode(packet as never);

/** jsonParser's encoder, noting each packet it was given and what it and socket.io-parser wrote. */
function recording() {
  const seen: { packet: SocketPacket; ours: unknown[]; theirs: unknown[] }[] = [];
  class Recording extends parser.Encoder {
    override encode(packet: never) {
      const ours = super.encode(packet);
      seen.push({ packet, ours, theirs: stockEncode(packet) });
      return ours;
    }
  }
  return { seen, parser: { ...parser, Encoder: Recording } };
}

describe('jsonParser: a hosted match', () => {
  const game = GAMES.games.find((g) => g.id === 'corporate-war')!;
  for (const [name, seats] of [
    ['seatTransport', {}],
    ["boardgame.io's own transport", undefined],
  ] as const) {
    let hosted: Hosted;
    const record = recording();
    beforeAll(async () => {
      hosted = await host({
        secret: 'socket-parser-secret',
        port: 0,
        parser: record.parser,
        ...(seats === undefined ? {} : { seats }),
      });
    });
    afterAll(async () => {
      await hosted?.stop();
    });

    it(`${name}: every packet written as socket.io-parser writes it, and the match played`, async () => {
      const setupData = { seed: 'socket-parser', options: optionsFor(game, 4) };
      const { matchID, credentials } = await openMatch(hosted.url, game.id, 4, setupData);
      const { clients, wire } = connect(game, hosted.url, matchID, credentials);
      const played = await drive(game, clients as unknown as SeatClient[], {
        seed: 'socket-parser-bots',
        bot: Object.keys(game.bots)[0]!,
        untilStep: 3,
      });
      for (const c of clients) c.stop();
      expect(played.seen['0']!.length).toBeGreaterThan(0);
      // Each seat decoded what it was sent (the stock client's decoder).
      for (const seat of ['0', '1', '2', '3']) expect(wire[seat]!.length).toBeGreaterThan(0);
      const events = new Set(
        record.seen.filter((s) => s.packet.type === 2).map((s) => (s.packet.data as unknown[])[0]),
      );
      for (const kind of seats === undefined ? ['sync', 'update', 'matchData'] : ['sync', 'update', 'patch'])
        expect(events).toContain(kind);
      for (const { ours, theirs } of record.seen) expect(ours).toEqual(theirs);
      // The packets were written by the fast path: one text each, no attachment.
      for (const { ours } of record.seen) expect(ours).toHaveLength(1);
    });
  }
});

describe('jsonParser: what is not plain JSON is left to socket.io-parser', () => {
  const event = (data: unknown, nsp = '/corporate-war', id?: number): SocketPacket => ({
    type: 2,
    nsp,
    data,
    ...(id === undefined ? {} : { id }),
  });

  it('writes plain events and acknowledgements as socket.io-parser does', () => {
    const packets: SocketPacket[] = [
      event(['update', 'm1', { G: { a: [1, 'two', null, true, { b: -0.5 }] }, ctx: {} }, []]),
      event(['chat', 'm1', { s: '\u2028 "quoted" \\ é' }], '/'),
      event(['x', { skipped: undefined, f: () => 1, n: Number.NaN }], '/', 7),
      { type: 3, nsp: '/g', id: 12, data: [{ ok: true }] },
      event(['empty']),
      event([Object.freeze({ frozen: Object.freeze([1, 2]) })]),
    ];
    for (const p of packets) {
      expect(jsonEncode(p)).toEqual(stockEncode(p));
      expect(jsonEncode(p)).toHaveLength(1);
    }
  });

  it('hands binary to socket.io-parser: written as attachments, never as JSON', () => {
    const binaries = [
      Buffer.from([1, 2, 3]),
      new Uint8Array([4, 5]),
      new ArrayBuffer(3),
      new DataView(new ArrayBuffer(2)),
      new Blob(['text']),
    ];
    for (const binary of binaries) {
      const p = event(['update', 'm1', { G: { deep: [{ binary }] } }]);
      const ours = jsonEncode(p);
      expect(ours).toEqual(stockEncode(p));
      // socket.io-parser's binary event: its text (kind 5, one attachment) and the binary.
      expect(String(ours[0]).startsWith('51-')).toBe(true);
      expect(ours).toHaveLength(2);
    }
  });

  it("hands a class's object or a toJSON to socket.io-parser", () => {
    class Point {
      constructor(readonly x: number) {}
    }
    for (const odd of [new Date(0), new Point(1), { toJSON: () => 'mine' }, new Map([[1, 2]])]) {
      const p = event(['update', { odd }]);
      expect(jsonEncode(p)).toEqual(stockEncode(p));
    }
  });

  it('checks again what may have changed since it was written: binary put in later is still found', () => {
    // Plain when first sent, then given binary: an object not frozen, and a frozen one
    // holding an object that is not.
    const loose: Record<string, unknown> = { a: 1 };
    const inner: Record<string, unknown> = { b: 2 };
    const frozen = Object.freeze({ inner });
    expect(jsonEncode(event([loose, frozen]))).toHaveLength(1);
    loose.a = Buffer.from([1]);
    expect(jsonEncode(event([loose]))).toEqual(stockEncode(event([loose])));
    expect(jsonEncode(event([loose]))).toHaveLength(2);
    inner.b = new Uint8Array([9]);
    expect(jsonEncode(event([frozen]))).toEqual(stockEncode(event([frozen])));
    expect(jsonEncode(event([frozen]))).toHaveLength(2);
  });

  it('leaves other packet kinds, and an encoder given a replacer, to socket.io-parser', () => {
    const connect: SocketPacket = { type: 0, nsp: '/g', data: { sid: 'abc' } };
    expect(jsonEncode(connect)).toEqual(stockEncode(connect));
    const replacer = (_k: string, v: unknown) => (v === 1 ? 'one' : v);
    const p = event([{ a: 1 }]);
    expect(new parser.Encoder(replacer as never).encode(p as never)).toEqual(
      new stock.Encoder(replacer).encode(p as never),
    );
    expect(new parser.Encoder(replacer as never).encode(p as never)[0]).toContain('"one"');
  });

  it("is not walked through the adapter's views and reports, which are noted as frozen JSON", () => {
    const game = GAMES.named('corporate-war')!;
    const config = boardgameGame(game, { secret: 's' });
    const G = config.setup(
      { ctx: { numPlayers: 4 }, random: { Number: () => 0.5 } },
      { seed: 'json', options: optionsFor(game, 4) },
    );
    const seat = config.playerView({ G, playerID: '1' });
    expect(isFrozenJson(seat.view as object)).toBe(true);
    expect(Object.isFrozen(seat.view)).toBe(true);
    // The seat's state around it is made for each message, and walked.
    expect(isFrozenJson(seat)).toBe(false);
    const p = event(['update', 'm1', { G: seat, ctx: {}, _stateID: 0 }, []]);
    expect(jsonEncode(p)).toEqual(stockEncode(p));
    // A binary beside a noted view is still found.
    const withBinary = event(['update', 'm1', { G: { ...seat, extra: Buffer.from([1]) } }]);
    expect(jsonEncode(withBinary)).toEqual(stockEncode(withBinary));
    expect(jsonEncode(withBinary)).toHaveLength(2);
  });

  it("keeps socket.io-parser's decoder and the rest of its module", () => {
    expect(parser.Decoder).toBe(stock.Decoder);
    expect(parser.protocol).toBe(stock.protocol);
    expect(parser.PacketType).toBe(stock.PacketType);
  });
});
