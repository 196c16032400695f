/**
 * OTF2's primitive encodings (otf2.md §2.1): raw little-endian integers for headers and
 * timestamps, compressed unsigned/signed integers for everything else, NUL-terminated strings.
 * 64-bit values are JavaScript numbers: exact below 2^53, which covers ticks, byte counts and
 * request ids of any real trace.
 */
import { TraceFormatError } from '../model';

export const UNDEF32 = 0xffffffff;
export const UNDEF64 = Number.MAX_SAFE_INTEGER; // stands for 2^64-1 (OTF2_UNDEFINED_UINT64)

/** A growable byte buffer; multi-byte values little endian, or big endian (OTF2 allows both, §2.3). */
export class ByteSink {
  private buf = new Uint8Array(256);
  length = 0;
  constructor(readonly bigEndian = false) {}

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.buf.subarray(0, this.length));
    this.buf = b;
  }
  u8(v: number): this { this.room(1); this.buf[this.length++] = v & 0xff; return this; }
  bytes(b: ArrayLike<number>): this { this.room(b.length); this.buf.set(b, this.length); this.length += b.length; return this; }
  /** Full-width integer of `n` bytes (u32full, u64full; also a compressed integer's payload). */
  full(v: number, n: number): this {
    this.room(n);
    this.patch(this.length, v, n);
    this.length += n;
    return this;
  }
  /** Compressed unsigned: a length byte, then the low-order bytes; 0xff alone means all ones. */
  private compressed(v: number, undef: number): this {
    if (v === 0) return this.u8(0);
    if (v === undef) return this.u8(0xff);
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`not an unsigned integer: ${v}`);
    let n = 0;
    for (let x = v; x > 0; x = Math.floor(x / 256)) n++;
    return this.u8(n).full(v, n);
  }
  cu32(v: number): this { return this.compressed(v, UNDEF32); }
  cu64(v: number): this { return this.compressed(v, UNDEF64); }
  string(s: string): this { return this.bytes(Buffer.from(s, 'utf8')).u8(0); }
  /** Overwrites a full-width value already written (chunk headers' lastEvent). */
  patch(at: number, v: number, n: number): void {
    // Plain arithmetic: values are safe integers (< 2^53), so division by 256 is exact.
    for (let k = 0, x = v; k < n; k++, x = Math.floor(x / 256)) this.buf[at + (this.bigEndian ? n - 1 - k : k)] = x % 256;
  }
  pad(to: number): void { this.room(to - this.length); this.buf.fill(0, this.length, to); this.length = to; }
  result(): Uint8Array { return this.buf.slice(0, this.length); }
  /** The bytes so far, without copying (valid until the next write or reset). */
  view(): Uint8Array { return this.buf.subarray(0, this.length); }
  reset(): this { this.length = 0; return this; }
}

/** A bounds-checked cursor over one buffer; `littleEndian` follows the chunk's endianness byte. */
export class ByteSource {
  littleEndian = true;
  constructor(readonly buf: Uint8Array, public pos: number, public end: number, readonly file: string) {}

  fail(what: string): never {
    throw new TraceFormatError(this.file, what);
  }
  private need(n: number, what: string): void {
    if (this.pos + n > this.end) this.fail(`truncated: ${what} runs past the end of the ${this.end === this.buf.length ? 'file' : 'record or chunk'} (offset ${this.pos})`);
  }
  u8(what = 'a byte'): number { this.need(1, what); return this.buf[this.pos++]; }
  private ordered(n: number, what: string): bigint {
    this.need(n, what);
    let v = 0n;
    for (let k = 0; k < n; k++) v = (v << 8n) | BigInt(this.buf[this.pos + (this.littleEndian ? n - 1 - k : k)]);
    this.pos += n;
    return v;
  }
  private static num(v: bigint): number { return v > BigInt(Number.MAX_SAFE_INTEGER) ? UNDEF64 : Number(v); }
  full(n: 4 | 8, what = 'an integer'): number { return ByteSource.num(this.ordered(n, what)); }
  private compressed(max: 4 | 8, what: string): bigint {
    const n = this.u8(what);
    if (n === 0) return 0n;
    if (n === 0xff) return max === 4 ? 0xffffffffn : 0xffffffffffffffffn;
    if (n > max) this.fail(`invalid compressed integer length byte 0x${n.toString(16)} in ${what} (offset ${this.pos - 1})`);
    return this.ordered(n, what);
  }
  cu32(what = 'a 32-bit field'): number { return Number(this.compressed(4, what)); }
  cu64(what = 'a 64-bit field'): number { return ByteSource.num(this.compressed(8, what)); }
  /** Compressed signed 64-bit: the unsigned form taken as two's complement. */
  ci64(what = 'a signed field'): number { return Number(BigInt.asIntN(64, this.compressed(8, what))); }
  string(what = 'a string'): string {
    const at = this.buf.indexOf(0, this.pos);
    if (at < 0 || at >= this.end) this.fail(`truncated: ${what} has no terminating NUL (offset ${this.pos})`);
    const s = Buffer.from(this.buf.subarray(this.pos, at)).toString('utf8');
    this.pos = at + 1;
    return s;
  }
  skip(n: number, what: string): void { this.need(n, what); this.pos += n; }
}
