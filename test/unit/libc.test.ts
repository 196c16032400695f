/**
 * Differential tests of src/sim/runtime/libc against the real glibc: one table of cases drives
 * both a generated C program (compiled with gcc -O0 and run) and our implementation; their
 * outputs are compared line by line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { MemoryAccess, VarArgs } from '../../src/sim/runtime/memoryAccess';
import { formatPrintfEx } from '../../src/sim/runtime/libc/format';
import { scanFormat, memoryScanStore } from '../../src/sim/runtime/libc/scan';
import { strtol, strtoul, strtod, strtof, atoi } from '../../src/sim/runtime/libc/strconv';
import { GlibcRandom, rand_r } from '../../src/sim/runtime/libc/random';
import { strerror, EINVAL } from '../../src/sim/runtime/libc/errno';
import * as ctype from '../../src/sim/runtime/libc/ctype';

// ---------------------------------------------------------------------------------------------
// Fakes

class FakeMem implements MemoryAccess {
  readonly base = 0x10000;
  readonly buf: Uint8Array;
  readonly dv: DataView;
  private top: number;
  constructor(size = 1 << 20) {
    this.buf = new Uint8Array(size);
    this.dv = new DataView(this.buf.buffer);
    this.top = this.base;
  }
  get limit(): number {
    return this.base + this.buf.length;
  }
  private o(addr: number, n: number): number {
    if (!Number.isInteger(addr) || addr < this.base || addr + n > this.limit) {
      throw new Error(`fault at 0x${addr.toString(16)}`);
    }
    return addr - this.base;
  }
  alloc(n: number, fill = 0): number {
    const a = (this.top + 15) & ~15;
    this.top = a + n;
    this.buf.fill(fill, a - this.base, a - this.base + n);
    return a;
  }
  allocString(s: string): number {
    const a = this.alloc(s.length + 1);
    this.writeBytes(a, s);
    this.setU8(a + s.length, 0);
    return a;
  }
  u8(a: number): number {
    return this.buf[this.o(a, 1)];
  }
  setU8(a: number, v: number): void {
    this.buf[this.o(a, 1)] = v & 0xff;
  }
  i16(a: number): number {
    return this.dv.getInt16(this.o(a, 2), true);
  }
  setI16(a: number, v: number): void {
    this.dv.setInt16(this.o(a, 2), v, true);
  }
  i32(a: number): number {
    return this.dv.getInt32(this.o(a, 4), true);
  }
  setI32(a: number, v: number): void {
    this.dv.setInt32(this.o(a, 4), v, true);
  }
  i64(a: number): bigint {
    return this.dv.getBigInt64(this.o(a, 8), true);
  }
  setI64(a: number, v: bigint): void {
    this.dv.setBigInt64(this.o(a, 8), BigInt.asIntN(64, v), true);
  }
  f32(a: number): number {
    return this.dv.getFloat32(this.o(a, 4), true);
  }
  setF32(a: number, v: number): void {
    this.dv.setFloat32(this.o(a, 4), v, true);
  }
  f64(a: number): number {
    return this.dv.getFloat64(this.o(a, 8), true);
  }
  setF64(a: number, v: number): void {
    this.dv.setFloat64(this.o(a, 8), v, true);
  }
  ptr(a: number): number {
    return Number(BigInt.asUintN(32, this.i64(a)));
  }
  setPtr(a: number, v: number): void {
    this.setI64(a, BigInt(v));
  }
  cstring(addr: number, maxLen?: number): string {
    let s = '';
    for (let i = 0; maxLen === undefined || i < maxLen; i++) {
      const b = this.u8(addr + i);
      if (b === 0) break;
      s += String.fromCharCode(b);
    }
    return s;
  }
  writeBytes(addr: number, s: string): void {
    for (let i = 0; i < s.length; i++) this.setU8(addr + i, s.charCodeAt(i));
  }
  hex(addr: number, n: number): string {
    let r = '';
    for (let i = 0; i < n; i++) r += this.u8(addr + i).toString(16).padStart(2, '0');
    return r;
  }
}

/** VarArgs over explicit integer and double sequences (doubles kept as raw bits). */
function varArgs(ints: bigint[], doubles: Float64Array): VarArgs {
  let i = 0;
  let d = 0;
  return {
    int: () => (i < ints.length ? ints[i++] : 0n),
    double: () => (d < doubles.length ? doubles[d++] : 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
function bitsOf(x: number): bigint {
  f64[0] = x;
  return u64[0];
}
function fromBits(b: bigint): number {
  u64[0] = b;
  return f64[0];
}
function hex64(b: bigint): string {
  return BigInt.asUintN(64, b).toString(16).padStart(16, '0');
}
function f32bits(x: number): string {
  f32[0] = x;
  return u32[0].toString(16).padStart(8, '0');
}

/** Escapes bytes the same way as the C helper esc(). */
function esc(s: string): string {
  let r = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f && c !== 0x5c) r += s[i];
    else r += '\\x' + c.toString(16).padStart(2, '0');
  }
  return r;
}

/** A C string literal for a byte string. */
function cstr(s: string): string {
  let r = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c && c !== 0x3f) r += s[i];
    else r += '\\' + c.toString(8).padStart(3, '0');
  }
  return r + '"';
}

// ---------------------------------------------------------------------------------------------
// The case tables

type PArg =
  | { k: 'i'; v: bigint } // any integer-class argument, passed as long long
  | { k: 'd'; bits: bigint } // double
  | { k: 'ld'; bits: bigint } // long double (converted from the double exactly)
  | { k: 's'; v: string | null } // char *
  | { k: 'ws'; v: string } // wchar_t *
  | { k: 'n' }; // pointer to a zeroed 8-byte cell, dumped after the call

interface PCase {
  fmt: string;
  args: PArg[];
  errno?: number;
}

const I = (v: number | bigint): PArg => ({ k: 'i', v: BigInt(v) });
const D = (x: number): PArg => ({ k: 'd', bits: bitsOf(x) });
const S = (v: string | null): PArg => ({ k: 's', v });

const NEG_NAN_BITS = 0xfff8000000000000n;

const DOUBLES: number[] = [
  0, -0, 0.5, 1.5, 2.5, -2.5, 3.5, 0.125, 0.375, -0.625, 1, 10, 100, 1e300, 5e-324, 1.7976931348623157e308,
  2.2250738585072014e-308, 2.225073858507201e-308, 0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 123456.789, 1e21, 1e22, 1e23,
  9.9999995, 99.5, 0.05, 0.0005, 1e-5, 123e-7, 1.005, 2.675, 1e15, 1e16, 1e17, 4.35, Math.PI, Math.E,
  -Math.PI * 1e100, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e-310, 7e-320, 0.999999, 0.9999995, 9.5, 1e-4,
  999999.5, 0.00001234, 5e-5, 65536.125, -1e-300, 1.25e-7, 6.02214076e23, 1.602176634e-19, 0.015625, 1023.9375,
  Infinity, -Infinity, NaN,
];

const DOUBLE_FORMATS: string[] = [
  '%f', '%.0f', '%.1f', '%.2f', '%.3f', '%.10f', '%.17f', '%.20f', '%.60f', '%e', '%.0e', '%.1e', '%.3e',
  '%.10e', '%.16e', '%.20e', '%.40e', '%g', '%.0g', '%.1g', '%.2g', '%.3g', '%.10g', '%.17g', '%.30g', '%#g',
  '%#.3g', '%#.0g', '%a', '%.0a', '%.1a', '%.3a', '%.12a', '%.14a', '%A', '%#a', '%#.0a', '%+.3e', '%-12.4f|',
  '%012.3f', '%+f', '% f', '%#.0f', '%#.0e', '%G', '%E', '%F', '%15.6g', '%-15.6g|', '%+015.5e', '% 020a',
  '%-+20a|', "%'.2f", '%010.3g', '%.100f', '%.120e', '%.3F', '%08.2E',
];

const INTS: bigint[] = [
  0n, 1n, -1n, 7n, 8n, 42n, -42n, 255n, 256n, 300n, 65535n, 70000n, 0x1234abcdn, 2147483647n, -2147483648n,
  4294967295n, 9223372036854775807n, -9223372036854775808n, 123456789012345n, -987654321098n,
];

const INT_FORMATS: string[] = [
  '%d', '%i', '%u', '%o', '%x', '%X', '%b', '%B', '%#b', '%#o', '%#x', '%#X', '%5d', '%-5d|', '%05d', '%+d',
  '% d', '%.0d', '%.3d', '%8.3d', '%-8.3x|', '%hhd', '%hhu', '%hd', '%hu', '%ld', '%lu', '%lld', '%llu',
  '%lx', '%llo', '%zd', '%zu', '%jd', '%ju', '%td', '%qd', '%Lu', '%+.0d', '%#.0o', '%#5.0x|', "%'d", '%I d',
  '%010.4d', '%+05d', '%-+5d|', '% 05i', '%#.5o', '%#10.3o', '%#-10x|', '%#010x', '%#lx', '%+lld', '%hhx',
  '%hho', '%#hhX', '%llX', '%.20llu', '%25lld', '%-25lld|', '%+u', '% u', '%+x', '%Zd',
];

const STRINGS: (string | null)[] = ['', 'a', 'hello', 'hello world', 'ab\tc', '\xe9\xff\x01', null];
const STRING_FORMATS: string[] = [
  '%s', '%10s', '%-10s|', '%.0s', '%.2s', '%5.2s', '%-5.2s|', '%.10s', '%3s', '%05s', '%.6s', '%.5s', '%hs',
];

const PRINTF_SPECIAL: PCase[] = [
  { fmt: '%*d|%-*d|%*d', args: [I(5), I(42), I(5), I(42), I(-5), I(42)] },
  { fmt: '%.*f|%.*f|%.*e', args: [I(3), D(2.5), I(-1), D(2.5), I(2), D(12345.678)] },
  { fmt: '%-*.*e|', args: [I(15), I(3), D(-1.5e-7)] },
  { fmt: '%*.*s|', args: [I(-8), I(3), S('abcdef')] },
  { fmt: '%2$d %1$d', args: [I(1), I(2)] },
  { fmt: '%1$s %1$s %2$5.1f', args: [S('x'), D(2.25)] },
  { fmt: '%2$*1$d|', args: [I(6), I(42)] },
  { fmt: '%1$.*2$f|%3$s', args: [D(3.14159), I(2), S('end')] },
  { fmt: '%3$s %1$d %2$g', args: [I(7), D(0.5), S('s')] },
  { fmt: '%d %f %d %f %s %e', args: [I(1), D(2.5), I(3), D(4.5), S('x'), D(1e10)] },
  { fmt: '%p %p %20p|%-20p|%020p %.20p %+p % p', args: [I(0x1234), I(0), I(0x10), I(0x10), I(0x10), I(0x10), I(0x1234), I(0x10)] },
  { fmt: '%5p|%-7p|%.3p|%p', args: [I(0), I(0), I(0), I(0x7ffd12345678n)] },
  { fmt: 'abc%nxyz', args: [{ k: 'n' }] },
  { fmt: 'abcdef%hhn', args: [{ k: 'n' }] },
  { fmt: '%300d%hhn', args: [I(1), { k: 'n' }] },
  { fmt: '%70000d%hn', args: [I(1), { k: 'n' }] },
  { fmt: '12345%ln', args: [{ k: 'n' }] },
  { fmt: '12345%lln', args: [{ k: 'n' }] },
  { fmt: '%d%n%d', args: [I(123), { k: 'n' }, I(45)] },
  { fmt: '[%y][%5.3y][%#-+ 08.3k][%ll][%hq][%lly][%5-d]', args: [I(3)] },
  { fmt: '[%0-5d][%-05d][%#-+ 08.3d]', args: [I(5), I(4), I(6)] },
  { fmt: '[%*y][%-*.*k]', args: [I(-7), I(3), I(4)] },
  { fmt: 'abc%', args: [] },
  { fmt: 'abc%5', args: [] },
  { fmt: 'abc%l', args: [] },
  { fmt: 'abc%.', args: [] },
  { fmt: '%d abc%-', args: [I(1)] },
  { fmt: '[%%][%5%][%-5%][%05%]', args: [] },
  { fmt: '[%m][%10m][%.3m]', args: [], errno: 22 },
  { fmt: '[%m]', args: [], errno: 0 },
  { fmt: '[%m]', args: [], errno: 2 },
  { fmt: '[%lc][%C][%5c][%-5c|][%c]', args: [I(97), I(98), I(99), I(100), I(0x141)] },
  { fmt: '[%lc]', args: [I(0xe9)] },
  { fmt: '[%ls][%.2ls][%5ls][%S]', args: [{ k: 'ws', v: 'abc' }, { k: 'ws', v: 'xyz' }, { k: 'ws', v: 'q' }, { k: 'ws', v: 'S' }] },
  { fmt: '[%Lf][%Le][%Lg][%.30Lf]', args: [{ k: 'ld', bits: bitsOf(1.5) }, { k: 'ld', bits: bitsOf(0.1) }, { k: 'ld', bits: bitsOf(1e-5) }, { k: 'ld', bits: bitsOf(0.1) }] },
  { fmt: '[%hf][%hhf][%lf][%lg]', args: [D(1.5), D(2.5), D(0.1), D(1e100)] },
  { fmt: '%f %e %g %a', args: [{ k: 'd', bits: NEG_NAN_BITS }, { k: 'd', bits: NEG_NAN_BITS }, { k: 'd', bits: NEG_NAN_BITS }, { k: 'd', bits: NEG_NAN_BITS }] },
  { fmt: '[%05f][%-05f|][%+05f][% 5f][%05e][%010a][%5F][%-6E|][%+G]', args: [D(Infinity), D(-Infinity), D(NaN), { k: 'd', bits: NEG_NAN_BITS }, D(NaN), D(-1.5), D(Infinity), D(NaN), D(Infinity)] },
  { fmt: '%.1074f', args: [D(5e-324)] },
  { fmt: '%.1100e', args: [D(5e-324)] },
  { fmt: '%.767g', args: [D(2.2250738585072014e-308)] },
  { fmt: '%.0f %.0f', args: [D(1.7976931348623157e308), D(-1e308)] },
  { fmt: '%.340f', args: [D(1e-300)] },
  { fmt: '%s|%s', args: [S('multi\nline'), S('')] },
  { fmt: 'no conversions at all', args: [] },
  { fmt: '', args: [] },
  { fmt: '%c%c%c', args: [I(0), I(65), I(0x1ff)] },
  // glibc's fast path treats L/q as also 'l' (%Lc is wide) until a spec sends it to
  // printf_positional (here %hf), whose parser does not.
  { fmt: '[%Lc]', args: [I(0x162)] },
  { fmt: '[%Lc]', args: [I(0x62)] },
  { fmt: '[%hf|%Lc|%qc]', args: [D(1.5), I(0x162), I(0x163)] },
  { fmt: '[%y|%Ls]', args: [S('narrow')] },
  { fmt: '[%Ls]', args: [{ k: 'ws', v: 'wide' }] },
  { fmt: '[%1$Lc]', args: [I(0x164)] },
  { fmt: 'x%2147483648d', args: [I(1)] },
  { fmt: 'x%.2147483648d', args: [I(1)] },
  { fmt: '%2147483647$d', args: [I(1)] },
];

function buildPrintfCases(): PCase[] {
  const cases: PCase[] = [];
  for (const fmt of DOUBLE_FORMATS) for (const x of DOUBLES) cases.push({ fmt, args: [D(x)] });
  for (const fmt of INT_FORMATS) for (const v of INTS) cases.push({ fmt, args: [I(v)] });
  for (const fmt of STRING_FORMATS) for (const s of STRINGS) cases.push({ fmt, args: [S(s)] });
  for (const fmt of ['%c', '%5c', '%-3c|']) for (const v of [65n, 0x141n, 0n, 255n, -1n]) cases.push({ fmt, args: [I(v)] });
  // Rounding of halves at many precisions.
  for (let p = 0; p <= 25; p++) {
    for (const x of [0.5, 1.5, 2.5, 0.25, 0.125, 1.0000152587890625, 5.0000000000000001e-3, 0.3, 1 / 1024, 1e-10]) {
      cases.push({ fmt: `%.${p}f|%.${p}e|%.${p}g`, args: [D(x), D(x), D(x)] });
    }
  }
  // Pseudo-random doubles (deterministic), in several styles.
  let seed = 12345;
  const rnd = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed;
  };
  for (let k = 0; k < 150; k++) {
    const hi = rnd();
    const lo = rnd();
    let bits = (BigInt(hi) << 32n) | BigInt(lo);
    // Keep finite: force exponent below 0x7ff.
    if (((bits >> 52n) & 0x7ffn) === 0x7ffn) bits ^= 1n << 62n;
    const p = rnd() % 25;
    cases.push({ fmt: `%.${p}e|%.${p}g|%.${p}a|%#.${p}g`, args: [{ k: 'd', bits }, { k: 'd', bits }, { k: 'd', bits }, { k: 'd', bits }] });
    cases.push({ fmt: `%.${p}f`, args: [{ k: 'd', bits: bits & 0x43ffffffffffffffn }] });
  }
  cases.push(...PRINTF_SPECIAL);
  return cases;
}

const STRTOL_INPUTS: string[] = [
  '0', '123', '-123', '+42', '  \t\n 42abc', '0x1A', '0X1a', '0x', '0xg', '-0x10', '077', '08', '0b101', 'zz',
  'Zz', '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
  '18446744073709551615', '18446744073709551616', '-1', '-18446744073709551615', '99999999999999999999999',
  '', '   ', '-', '+', '- 5', '1e5', '12.5', '0x7fffffffffffffff', '0xffffffffffffffff', '0x10000000000000000',
  '2147483648', '4294967296', '-2147483649', 'abc', 'z', '0x0x1', '  -0', '1111111111111111111111111111111111111111111111111111111111111111',
  '10000000000000000000000000000000000000000000000000000000000000000', '-7fffffffffffffff', '+0x', '0X',
];
const STRTOL_BASES = [0, 2, 8, 10, 16, 36];

const STRTOD_INPUTS: string[] = [
  '0', '-0', '1', '1.5', '.5', '5.', '.', '-.', '1e5', '1e', '1e+', '1e-5', '1E5', '  3.14abc', 'inf', '-INF',
  'infinity', 'infinit', 'Infinity', 'nan', '-nan', 'NAN(123)', 'nan(', 'nan()', 'nan(abc_1)', 'nan(a-b)',
  '0x1p3', '0x1.8p1', '0X.8P-1', '0x', '0xg', '0x.p1', '0x1p', '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7p1023',
  '0x1p-1074', '0x1p-1075', '0x1.8p-1075', '0x1p-1076', '0x1.0000000000001p-1022', '0x0p5', '0x.8', '0x1.',
  '1e308', '1.8e308', '1e309', '-1e309', '1e-320', '4.9406564584124654e-324', '2.4703282292062327e-324',
  '2.4703282292062328e-324', '1e-324', '2.2250738585072011e-308', '2.2250738585072014e-308', '0.1',
  '0.30000000000000004', '123456789012345678901234567890', '1' + '0'.repeat(400), '0.' + '0'.repeat(400) + '1',
  '1e-400', '0e-400', '0e999999', '1e99999999999999999999', '1e-99999999999999999999', '3.4028235e38',
  '3.4028236e38', '3.40282357e38', '1e-45', '1.4e-45', '7e-46', '7.1e-46', '1.17549435e-38', '1.1754942e-38',
  '1.0000000596046447753906250', '1.00000005960464477539062501', '1.0000000596046447753906249', '16777217',
  '0.000000000000000000000000000000000000000000001', '12345678.9e-3', '+.e1', '-0x1.8p+1', '  -  1', '00012',
  '0x00000.0000001p-1000', '9007199254740993', '9007199254740993.0000000001', '2.5e-324', '0.0e0',
  '1.7976931348623158e308', '1.7976931348623159e308', '0x1.ffffffp127', '0x1.fffffefp127', '0x1p-150',
  '0x1.000001p-150', '1e-46', '-1e-50', '2.2250738585072013e-308', '2.22507385850720138e-308',
  '0x1.fffffffffffffp-1023', '0x1.fffffffffffff8p-1023', '0x1.fffffffffffffcp-1023', '1.1754943e-38',
  '1.17549433e-38', '0x1.fffffep-127', '0x1.ffffffp-127', '0x1.fffffe8p-127', '0x1.000001p-149',
  '0x1.00000000000008p-1074', 'nan(0x7ffffffffffff)', 'nan(0x8000000000000)', '-nan(12)',
];

interface SCase {
  input: string;
  fmt: string;
  /** Storage sizes of the pointed-to objects (bytes). */
  sizes: number[];
}
const SSCANF_CASES: SCase[] = [
  { input: '42', fmt: '%d', sizes: [4] },
  { input: '  -17abc', fmt: '%d%s', sizes: [4, 24] },
  { input: '0x1f', fmt: '%x', sizes: [4] },
  { input: '0x1f', fmt: '%i', sizes: [4] },
  { input: '017', fmt: '%i', sizes: [4] },
  { input: '08', fmt: '%i%d', sizes: [4, 4] },
  { input: '0x', fmt: '%x%n', sizes: [4, 4] },
  { input: '0xz', fmt: '%i%s', sizes: [4, 24] },
  { input: '0x1f', fmt: '%2x%s', sizes: [4, 24] },
  { input: '0x1f', fmt: '%3x%s', sizes: [4, 24] },
  { input: '-0x1f', fmt: '%i', sizes: [4] },
  { input: '0x5', fmt: '%d%s', sizes: [4, 24] },
  { input: '0x5', fmt: '%o%s', sizes: [4, 24] },
  { input: '+', fmt: '%d', sizes: [4] },
  { input: '-x', fmt: '%d', sizes: [4] },
  { input: '', fmt: '%d', sizes: [4] },
  { input: '   ', fmt: '%d', sizes: [4] },
  { input: '12', fmt: '%*d%d', sizes: [4] },
  { input: '1 2 3', fmt: '%d %d %d', sizes: [4, 4, 4] },
  { input: '1,2', fmt: '%d,%d', sizes: [4, 4] },
  { input: '1 ,2', fmt: '%d,%d', sizes: [4, 4] },
  { input: '1 ,2', fmt: '%d ,%d', sizes: [4, 4] },
  { input: 'abc', fmt: '%2s%s', sizes: [24, 24] },
  { input: 'abc def', fmt: '%s%n', sizes: [24, 4] },
  { input: 'abc', fmt: '%5c', sizes: [24] },
  { input: 'abcdef', fmt: '%3c%n', sizes: [24, 4] },
  { input: 'hello world', fmt: '%[a-z]%n', sizes: [24, 4] },
  { input: 'hello world', fmt: '%[^ ]%*c%s', sizes: [24, 24] },
  { input: ']abc', fmt: '%[]a]', sizes: [24] },
  { input: 'a-b', fmt: '%[a-]', sizes: [24] },
  { input: 'a-b', fmt: '%[-a]%n', sizes: [24, 4] },
  { input: 'xyz', fmt: '%[a-c]', sizes: [24] },
  { input: 'cba', fmt: '%[c-a]%n', sizes: [24, 4] },
  { input: '', fmt: '%[a]', sizes: [24] },
  { input: 'aaab', fmt: '%2[a]%s', sizes: [24, 24] },
  { input: 'abc', fmt: '%[abc', sizes: [24] },
  { input: '3.14', fmt: '%f', sizes: [4] },
  { input: '3.14', fmt: '%lf', sizes: [8] },
  { input: '1e5', fmt: '%lf', sizes: [8] },
  { input: '1e', fmt: '%lf%n', sizes: [8, 4] },
  { input: '1e+', fmt: '%lf%n', sizes: [8, 4] },
  { input: '1e+5x', fmt: '%lf%s', sizes: [8, 24] },
  { input: '-inf', fmt: '%lf', sizes: [8] },
  { input: 'nan(12)', fmt: '%lf%s', sizes: [8, 24] },
  { input: 'NaN', fmt: '%e%n', sizes: [4, 4] },
  { input: 'na', fmt: '%lf', sizes: [8] },
  { input: 'inf', fmt: '%f', sizes: [4] },
  { input: 'infinity', fmt: '%lf%n', sizes: [8, 4] },
  { input: 'infinit', fmt: '%lf', sizes: [8] },
  { input: 'infx', fmt: '%lf%s', sizes: [8, 24] },
  { input: '0x1.8p1', fmt: '%lf', sizes: [8] },
  { input: '0x', fmt: '%lf', sizes: [8] },
  { input: '0x', fmt: '%2lf%n', sizes: [8, 4] },
  { input: '0x1p', fmt: '%lf%n', sizes: [8, 4] },
  { input: '12345', fmt: '%3lf%d', sizes: [8, 4] },
  { input: '1.5.5', fmt: '%lf%n', sizes: [8, 4] },
  { input: '-', fmt: '%lf', sizes: [8] },
  { input: '.', fmt: '%lf', sizes: [8] },
  { input: '.5', fmt: '%g', sizes: [4] },
  { input: '-.5e-3', fmt: '%G', sizes: [4] },
  { input: '1.0000000596046447753906250', fmt: '%f', sizes: [4] },
  { input: 'abc', fmt: '%d', sizes: [4] },
  { input: '100', fmt: '%hhd', sizes: [1] },
  { input: '300', fmt: '%hhd', sizes: [1] },
  { input: '-129', fmt: '%hhu', sizes: [1] },
  { input: '70000', fmt: '%hd', sizes: [2] },
  { input: '99999999999', fmt: '%d', sizes: [4] },
  { input: '99999999999', fmt: '%ld', sizes: [8] },
  { input: '99999999999999999999', fmt: '%lld', sizes: [8] },
  { input: '-1', fmt: '%u', sizes: [4] },
  { input: '-1', fmt: '%lu', sizes: [8] },
  { input: '18446744073709551616', fmt: '%lu', sizes: [8] },
  { input: '123', fmt: '%zu %jd %td', sizes: [8, 8, 8] },
  { input: '%', fmt: '%%', sizes: [] },
  { input: '5%', fmt: '%d%%', sizes: [4] },
  { input: '5 %', fmt: '%d%%', sizes: [4] },
  { input: '5x', fmt: '%d%%', sizes: [4] },
  { input: '  x', fmt: ' %c', sizes: [24] },
  { input: '  x', fmt: '%c', sizes: [24] },
  { input: '1 2', fmt: '%2$d %1$d', sizes: [4, 4] },
  { input: '0x7f', fmt: '%p', sizes: [8] },
  { input: '7f', fmt: '%p', sizes: [8] },
  { input: '(nil)', fmt: '%p%n', sizes: [8, 4] },
  { input: '(nix)', fmt: '%p%n', sizes: [8, 4] },
  { input: 'abc', fmt: '%y', sizes: [4] },
  { input: 'abc', fmt: '%b', sizes: [4] },
  { input: '101', fmt: '%b', sizes: [4] },
  { input: '12 34', fmt: '%d%n %d%n', sizes: [4, 4, 4, 4] },
  { input: '  42  ', fmt: '%d %n', sizes: [4, 4] },
  { input: 'abc', fmt: 'a%n', sizes: [4] },
  { input: 'abc', fmt: 'x%d', sizes: [4] },
  { input: '', fmt: 'abc', sizes: [] },
  { input: '', fmt: '%n', sizes: [4] },
  { input: '', fmt: '', sizes: [] },
  { input: '  ', fmt: ' ', sizes: [] },
  { input: '1', fmt: '%d%d', sizes: [4, 4] },
  { input: '1 ', fmt: '%d %d', sizes: [4, 4] },
  { input: 'ab', fmt: '%hhn%s%hn', sizes: [1, 24, 2] },
  { input: 'a b', fmt: '%c%c%c', sizes: [24, 24, 24] },
  { input: 'xyz', fmt: '%*s%n', sizes: [4] },
  { input: 'xyz', fmt: '%*c%*c%c', sizes: [24] },
  { input: '  12abc', fmt: '%*[ ]%2d%[a-z]', sizes: [4, 24] },
  { input: '123456', fmt: '%2d%2d%2d', sizes: [4, 4, 4] },
  { input: '+12', fmt: '%2d%n', sizes: [4, 4] },
  { input: '0777', fmt: '%o', sizes: [4] },
  { input: '0x', fmt: '%i%n', sizes: [4, 4] },
  { input: '1.5e3', fmt: '%le%n', sizes: [8, 4] },
  { input: 'test 1 2.5', fmt: '%4c %ld %lf', sizes: [24, 8, 8] },
  { input: 'a\tb\nc', fmt: '%s %s %s', sizes: [24, 24, 24] },
];

const SEEDS = [0, 1, 42, 12345, 4294967295, 2147483648];

// ---------------------------------------------------------------------------------------------
// The C side

function buildCProgram(pcases: PCase[]): string {
  const L: string[] = [];
  L.push(`#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <ctype.h>
#include <wchar.h>
static char buf[20000];
static double u2d(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
static void esc(const char *s, int n) {
  for (int i = 0; i < n; i++) { unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != 0x5c) putchar(c); else printf("\\\\x%02x", c); }
}
static void pout(int idx, int r, long long nv) {
  printf("P%d r=%d [", idx, r); if (r >= 0) esc(buf, r < (int)sizeof buf ? r : (int)sizeof buf - 1); printf("] n=%016llx\\n", (unsigned long long)nv);
}
static void dump(const void *p, int n) { const unsigned char *b = p; for (int i = 0; i < n; i++) printf("%02x", b[i]); }
static unsigned long long d2u(double d) { unsigned long long b; memcpy(&b, &d, 8); return b; }
static unsigned f2u(float f) { unsigned b; memcpy(&b, &f, 4); return b; }
int main(void) {
  setvbuf(stdout, NULL, _IOFBF, 1 << 16);
  for (int i = 0; i < 10; i++) printf("R default %d\\n", rand());
`);
  // printf cases
  pcases.forEach((c, idx) => {
    const args = c.args.map((a) => {
      switch (a.k) {
        case 'i':
          return `(long long)0x${hex64(a.v)}ULL`;
        case 'd':
          return `u2d(0x${hex64(a.bits)}ULL)`;
        case 'ld':
          return `(long double)u2d(0x${hex64(a.bits)}ULL)`;
        case 's':
          return a.v === null ? '(char *)0' : cstr(a.v);
        case 'ws':
          return 'L' + cstr(a.v);
        case 'n':
          return '&nv';
      }
    });
    L.push(
      `  { long long nv = 0; errno = ${c.errno ?? 0}; int r = snprintf(buf, sizeof buf, ${cstr(c.fmt)}${args.map((a) => ', ' + a).join('')}); pout(${idx}, r, nv); }`,
    );
  });
  // strtol family
  STRTOL_INPUTS.forEach((s, idx) => {
    for (const base of [...STRTOL_BASES, 1, 37]) {
      L.push(`  { const char *s = ${cstr(s)}; char *e = 0; errno = 0; long v = strtol(s, &e, ${base}); int er = errno;
    char *e2 = 0; errno = 0; unsigned long u = strtoul(s, &e2, ${base}); int er2 = errno;
    printf("L${idx} b${base} %ld %ld %d %lu %ld %d\\n", v, e ? (long)(e - s) : -1L, er, u, e2 ? (long)(e2 - s) : -1L, er2); }`);
    }
    L.push(`  printf("A${idx} %d\\n", atoi(${cstr(s)}));`);
  });
  // strtod / strtof
  STRTOD_INPUTS.forEach((s, idx) => {
    L.push(`  { const char *s = ${cstr(s)}; char *e; errno = 0; double d = strtod(s, &e); int er = errno;
    char *e2; errno = 0; float f = strtof(s, &e2); int er2 = errno;
    printf("D${idx} %016llx %ld %d %08x %ld %d\\n", d2u(d), (long)(e - s), er, f2u(f), (long)(e2 - s), er2); }`);
  });
  // sscanf
  SSCANF_CASES.forEach((c, idx) => {
    const decl = c.sizes.map((_, k) => `_Alignas(16) unsigned char a${k}[32]; memset(a${k}, 0xaa, 32);`).join(' ');
    const ptrs = c.sizes.map((_, k) => `, (void *)a${k}`).join('');
    const dumps = c.sizes.map((sz, k) => `printf(" "); dump(a${k}, ${sz});`).join(' ');
    L.push(`  { ${decl} int r = sscanf(${cstr(c.input)}, ${cstr(c.fmt)}${ptrs}); printf("S${idx} r=%d", r); ${dumps} printf("\\n"); }`);
  });
  // rand
  for (const s of SEEDS) {
    L.push(`  srand(${s}u); for (int i = 0; i < 100; i++) printf("R ${s} %d\\n", rand());`);
  }
  L.push(`  srandom(7); for (int i = 0; i < 10; i++) { long a = random(); int b = rand(); printf("R r7 %ld %d\\n", a, b); }`);
  L.push(`  { unsigned s1 = 1, s2 = 12345, s3 = 4294967295u; for (int i = 0; i < 20; i++) { int a = rand_r(&s1); int b = rand_r(&s2); int c = rand_r(&s3); printf("RR %d %u %d %u %d %u\\n", a, s1, b, s2, c, s3); } }`);
  // strerror
  L.push(`  for (int i = -2; i <= 140; i++) printf("E %d %s\\n", i, strerror(i));`);
  // ctype
  L.push(`  for (int c = -128; c <= 255; c++) printf("C %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\\n", c,
    (isalnum)(c), (isalpha)(c), (isblank)(c), (iscntrl)(c), (isdigit)(c), (isgraph)(c), (islower)(c),
    (isprint)(c), (ispunct)(c), (isspace)(c), (isupper)(c), (isxdigit)(c), (toupper)(c), (tolower)(c), isascii(c));`);
  L.push('  return 0;\n}');
  return L.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Our side, producing the same lines

function runPrintfCase(c: PCase, idx: number): string {
  const mem = new FakeMem(1 << 16);
  const ints: bigint[] = [];
  const dbl: number[] = [];
  let nAddr = 0;
  for (const a of c.args) {
    switch (a.k) {
      case 'i':
        ints.push(a.v);
        break;
      case 'd':
      case 'ld':
        dbl.push(fromBits(a.bits));
        break;
      case 's':
        ints.push(a.v === null ? 0n : BigInt(mem.allocString(a.v)));
        break;
      case 'ws': {
        const p = mem.alloc(4 * (a.v.length + 1));
        for (let k = 0; k < a.v.length; k++) mem.setI32(p + 4 * k, a.v.charCodeAt(k));
        ints.push(BigInt(p));
        break;
      }
      case 'n':
        nAddr = mem.alloc(8);
        ints.push(BigInt(nAddr));
        break;
    }
  }
  const dbits = new Float64Array(dbl.length);
  c.args.filter((a) => a.k === 'd' || a.k === 'ld').forEach((a, k) => {
    dbits[k] = fromBits((a as { bits: bigint }).bits);
  });
  const res = formatPrintfEx(c.fmt, varArgs(ints, dbits), mem, { errno: c.errno ?? 0, strerror });
  const r = res.error ? -1 : res.text.length;
  const nv = nAddr ? mem.i64(nAddr) : 0n;
  return `P${idx} r=${r} [${r >= 0 ? esc(res.text.slice(0, 19999)) : ''}] n=${hex64(nv)}`;
}

function runOurs(pcases: PCase[]): string[] {
  const out: string[] = [];
  const def = new GlibcRandom();
  for (let i = 0; i < 10; i++) out.push(`R default ${def.next()}`);
  pcases.forEach((c, idx) => out.push(runPrintfCase(c, idx)));
  STRTOL_INPUTS.forEach((s, idx) => {
    for (const base of [...STRTOL_BASES, 1, 37]) {
      const a = strtol(s, 0, base);
      const b = strtoul(s, 0, base);
      const ea = a.errno === EINVAL ? -1 : a.end;
      const eb = b.errno === EINVAL ? -1 : b.end;
      out.push(`L${idx} b${base} ${a.value} ${ea} ${a.errno} ${b.value} ${eb} ${b.errno}`);
    }
    out.push(`A${idx} ${atoi(s)}`);
  });
  STRTOD_INPUTS.forEach((s, idx) => {
    const d = strtod(s, 0);
    const f = strtof(s, 0);
    out.push(`D${idx} ${hex64(bitsOf(d.value))} ${d.end} ${d.errno} ${f32bits(f.value)} ${f.end} ${f.errno}`);
  });
  SSCANF_CASES.forEach((c, idx) => {
    const mem = new FakeMem(1 << 16);
    const addrs = c.sizes.map(() => mem.alloc(32, 0xaa));
    const args = varArgs(addrs.map((a) => BigInt(a)), new Float64Array(0));
    const r = scanFormat(c.input, c.fmt, memoryScanStore(mem, args));
    out.push(`S${idx} r=${r.assigned}` + c.sizes.map((sz, k) => ' ' + mem.hex(addrs[k], sz)).join(''));
  });
  const g = new GlibcRandom();
  for (const s of SEEDS) {
    g.seed(s);
    for (let i = 0; i < 100; i++) out.push(`R ${s} ${g.next()}`);
  }
  g.seed(7);
  for (let i = 0; i < 10; i++) {
    const a = g.next();
    const b = g.next();
    out.push(`R r7 ${a} ${b}`);
  }
  let s1 = 1;
  let s2 = 12345;
  let s3 = 4294967295;
  for (let i = 0; i < 20; i++) {
    const a = rand_r(s1);
    s1 = a.seed;
    const b = rand_r(s2);
    s2 = b.seed;
    const c = rand_r(s3);
    s3 = c.seed;
    out.push(`RR ${a.value} ${s1} ${b.value} ${s2} ${c.value} ${s3}`);
  }
  for (let i = -2; i <= 140; i++) out.push(`E ${i} ${strerror(i)}`);
  for (let c = -128; c <= 255; c++) {
    const v = [
      ctype.isalnum(c), ctype.isalpha(c), ctype.isblank(c), ctype.iscntrl(c), ctype.isdigit(c), ctype.isgraph(c),
      ctype.islower(c), ctype.isprint(c), ctype.ispunct(c), ctype.isspace(c), ctype.isupper(c), ctype.isxdigit(c),
      ctype.toupper(c), ctype.tolower(c), ctype.isascii(c),
    ];
    out.push(`C ${c} ${v.join(' ')}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

const haveGcc = spawnSync('gcc', ['--version']).status === 0;

test('libc matches glibc (printf, strtol, strtod, sscanf, rand, strerror, ctype)', () => {
  // The expected results come from glibc itself: without gcc the test cannot run, so it fails.
  assert.ok(haveGcc, 'gcc is missing: install gcc (apt-get install -y gcc)');
  const pcases = buildPrintfCases();
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-libc-'));
  try {
    const src = join(dir, 'ref.c');
    const exe = join(dir, 'ref');
    writeFileSync(src, buildCProgram(pcases));
    execFileSync('gcc', ['-O0', '-w', '-std=gnu11', '-fno-builtin', '-o', exe, src]);
    const expected = execFileSync(exe, { maxBuffer: 256 << 20 }).toString('latin1').split('\n');
    if (expected[expected.length - 1] === '') expected.pop();
    const actual = runOurs(pcases);
    const bad: string[] = [];
    const n = Math.max(expected.length, actual.length);
    for (let i = 0; i < n; i++) {
      if (expected[i] !== actual[i]) bad.push(`line ${i}:\n  glibc: ${expected[i]}\n  ours:  ${actual[i]}`);
    }
    if (process.env.MPISIM_KEEP_LIBC_TEST) writeFileSync(join(dir, 'mismatches.txt'), bad.join('\n'));
    assert.equal(actual.length, expected.length, 'line count');
    assert.deepEqual(bad.slice(0, 30), [], `${bad.length} mismatches`);
  } finally {
    // MPISIM_KEEP_LIBC_TEST=1 keeps the generated C program for inspection.
    if (process.env.MPISIM_KEEP_LIBC_TEST) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
});

test('%s with a precision reads no further than the precision', () => {
  const mem = new FakeMem(64);
  const at = mem.limit - 3;
  mem.writeBytes(at, 'abc'); // no NUL before the end of memory
  const res = formatPrintfEx('[%.3s][%.2s][%5.3s]', varArgs([BigInt(at), BigInt(at), BigInt(at)], new Float64Array(0)), mem);
  assert.equal(res.text, '[abc][ab][  abc]');
  assert.throws(() => formatPrintfEx('%s', varArgs([BigInt(at)], new Float64Array(0)), mem));
});

test('GlibcRandom save/restore resumes the sequence', () => {
  const g = new GlibcRandom();
  g.seed(99);
  for (let i = 0; i < 5; i++) g.next();
  const st = JSON.parse(JSON.stringify(g.save()));
  const a = [g.next(), g.next(), g.next()];
  const h = new GlibcRandom();
  h.restore(st);
  assert.deepEqual([h.next(), h.next(), h.next()], a);
});

test('sscanf reports consumed bytes and EOF', () => {
  const mem = new FakeMem(256);
  const p = mem.alloc(8);
  const r = scanFormat('  42 rest', '%d', memoryScanStore(mem, varArgs([BigInt(p)], new Float64Array(0))));
  assert.deepEqual(r, { assigned: 1, consumed: 4, eof: false });
  assert.equal(mem.i32(p), 42);
  const e = scanFormat('   ', '%d', memoryScanStore(mem, varArgs([BigInt(p)], new Float64Array(0))));
  assert.equal(e.assigned, -1);
  assert.equal(e.eof, true);
});
