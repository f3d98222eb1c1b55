import { describe, expect, it } from 'vitest';
import { canonicalJson, hash64 } from '../../src/kernel/hash.js';

// Reference FNV-1a 64 over UTF-16LE bytes, written with BigInt to check the limb arithmetic.
function reference(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    for (const byte of [c & 0xff, c >>> 8]) {
      h ^= BigInt(byte);
      h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
    }
  }
  return h.toString(16).padStart(16, '0');
}

describe('hash64', () => {
  it.each(['', 'a', 'hello world', 'ünïcødé ☃ 𝄞', 'x'.repeat(2000)])(
    'matches the BigInt FNV-1a for %j',
    (text) => {
      expect(hash64(text)).toBe(reference(text));
    },
  );
  it('differs for different texts', () => {
    expect(hash64('a')).not.toBe(hash64('b'));
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('keeps a "__proto__" key that JSON gave, as JSON.stringify writes it', () => {
    // JSON.parse makes "__proto__" an own key; writing it back into a plain object set the
    // copy's prototype instead, so the key and its value never counted in a hash.
    const text = '{"b":1,"__proto__":{"x":1}}';
    expect(canonicalJson(JSON.parse(text))).toBe('{"__proto__":{"x":1},"b":1}');
    expect(canonicalJson(JSON.parse(text))).not.toBe(
      canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":2}}')),
    );
    expect(canonicalJson(JSON.parse('{"__proto__":3}'))).toBe('{"__proto__":3}');
  });
});
