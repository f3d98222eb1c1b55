/**
 * Typed arrays carved out of one buffer: a speed trick, kept here with its measurement.
 *
 * V8 keeps a typed array of at most 64 bytes on the garbage-collected heap; a longer one
 * gets a buffer of its own outside it, allocated and later freed through the embedder.
 * On Node 20 here, `new Int32Array(85)` (a Corporate War game's soldiers) costs about
 * 800 ns with its collection, a view on a buffer made before about 30 ns, and an
 * `Int32Array(12)` 25 ns (the soldiers' flat form, in `docs/performance.md`). A day
 * that made a dozen such arrays, one per working set and one per snapshot, spent more
 * on them than on its movement phase. So a day takes one buffer, sized for everything it
 * will need, and carves its arrays from it.
 *
 * A new buffer is itself an allocation outside the heap (about as dear as a few small
 * arrays), so an arena whose arrays are all done with can be `reset` and carved again: a
 * look-ahead day, which keeps none of its arrays, reuses the arena of the one before.
 *
 * Every array is zeroed and aligned to 8 bytes. An arena never runs out: past its size it
 * makes ordinary arrays, so a wrong estimate costs speed, not correctness. What is carved
 * keeps the whole buffer alive, so an arena suits arrays that live and die together, such
 * as one day's.
 */
export class Arena {
  private readonly buffer: ArrayBuffer;
  private used = 0;

  /** The arena's size in bytes. */
  get bytes(): number {
    return this.buffer.byteLength;
  }

  /** An arena of `bytes` bytes (rounded up to 8). */
  constructor(bytes: number) {
    this.buffer = new ArrayBuffer(align(Math.max(0, bytes)));
  }

  /** The bytes an arena needs for these arrays: `int32` and `uint8` elements, `float64` too. */
  static bytesFor(
    int32s: readonly number[],
    uint8s: readonly number[] = [],
    float64s: readonly number[] = [],
  ): number {
    let bytes = 0;
    for (const n of int32s) bytes += align(4 * n);
    for (const n of uint8s) bytes += align(n);
    for (const n of float64s) bytes += align(8 * n);
    return bytes;
  }

  /** A zeroed `Int32Array` of `n` elements. */
  int32(n: number): Int32Array {
    const at = this.take(4 * n);
    return at < 0 ? new Int32Array(n) : new Int32Array(this.buffer, at, n);
  }

  /** A zeroed `Uint8Array` of `n` elements. */
  uint8(n: number): Uint8Array {
    const at = this.take(n);
    return at < 0 ? new Uint8Array(n) : new Uint8Array(this.buffer, at, n);
  }

  /** A zeroed `Float64Array` of `n` elements. */
  float64(n: number): Float64Array {
    const at = this.take(8 * n);
    return at < 0 ? new Float64Array(n) : new Float64Array(this.buffer, at, n);
  }

  /**
   * Zeroes what was carved so far and starts carving again from the start. Every array
   * carved before must be done with: they would see the new arrays' values.
   */
  reset(): void {
    new Uint8Array(this.buffer, 0, this.used).fill(0);
    this.used = 0;
  }

  /** The byte offset of `bytes` more bytes, or -1 when they do not fit. */
  private take(bytes: number): number {
    const at = this.used;
    const end = at + align(bytes);
    if (end > this.buffer.byteLength) return -1;
    this.used = end;
    return at;
  }
}

function align(bytes: number): number {
  return (bytes + 7) & ~7;
}
