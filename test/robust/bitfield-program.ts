/**
 * Generates one C program that exercises every promotion and conversion rule around bit-fields
 * (C11 6.3.1.1p2, and gcc's own rules for bit-fields wider than int): each declared type (_Bool,
 * char, short, int, long long, an enum; signed and unsigned) at every width it allows, each set
 * to the boundary values of its width, through the usual arithmetic conversions, shifts, unary
 * operators, comparisons with signed and unsigned operands, conditional expressions, sizeof,
 * compound assignment and ++/--. The expected output is gcc's (-O0 -fwrapv: signed
 * wrap-around is then defined, as mpisim computes it).
 */

interface FieldKind { type: string; widths: number[] }

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const BITFIELD_KINDS: FieldKind[] = [
  { type: '_Bool', widths: [1] },
  { type: 'unsigned char', widths: range(1, 8) },
  { type: 'signed char', widths: range(1, 8) },
  { type: 'unsigned short', widths: range(1, 16) },
  { type: 'short', widths: range(1, 16) },
  { type: 'unsigned int', widths: range(1, 32) },
  { type: 'int', widths: range(1, 32) },
  { type: 'enum E', widths: [3, 4, 16, 31, 32] },
  { type: 'unsigned long long', widths: range(1, 64) },
  { type: 'long long', widths: range(1, 64) },
  { type: 'unsigned long', widths: [20, 32, 33, 40, 63, 64] },
  { type: 'long', widths: [20, 32, 33, 40, 63, 64] },
];

/** Expressions over the field (`s.f`), `x` (-3) and `c` (1), all read through volatiles. */
const READS = [
  'x | s.f', 'x & s.f', 'x ^ s.f', 's.f - 1 < 0', 's.f < 0', 's.f > -1', 's.f < 1u', 's.f - 1u > 5',
  's.f + 1', 's.f - 1', 's.f * 3', 's.f / -2', 's.f % -3', 's.f << 3', 's.f >> 1', '-s.f', '~s.f', '!s.f', '+s.f',
  's.f + 1u', 's.f + 1L', 's.f + 1ULL', 's.f - 1ULL', 's.f * 0.25', 's.f - 1.5 < 0', '(float)s.f == s.f',
  'c ? s.f : -1', 'c ? s.f : 0u', '(c ? s.f : x) < 0', 'c ? s.f : 1LL', '(c ? s.f : s.f) - 1 < 0', 's.f ?: 7',
  'sizeof(s.f + 0)', 'sizeof(-s.f)', 'sizeof(c ? s.f : 0)', 'sizeof(s.f << 1)',
  's.f == x', 's.f != 0', 's.f && x', '(long long)s.f', '(unsigned)s.f', '(signed char)s.f', '(_Bool)s.f',
];
/** Updates of a copy `t` of `s`: the expression's value, then the field's. */
const UPDATES = [
  't.f += -1', 't.f -= 5', 't.f *= -3', 't.f /= -2', 't.f %= -3', 't.f <<= 2', 't.f >>= 1', 't.f |= x', 't.f ^= -1',
  't.f &= ~1u', 't.f++', '++t.f', 't.f--', '--t.f', 't.f = x', 't.f = 1ULL << 40 | 5', 't.f *= 0.5', 't.f -= 1u',
  't.f += 1ULL', 't.f = s.f + 1', 't.f = -s.f',
];

/** What each number on a line is, in order (the last is the padding field next to f). */
export function bitfieldExpressions(): string[] {
  return [...READS, ...UPDATES.flatMap((u) => [u, `${u}, then t.f`]), 'pad'];
}

export function bitfieldProgram(): string {
  const out: string[] = [
    '#include <stdio.h>',
    'enum E { EA, EB = 5 };',
    'static volatile int x = -3, c = 1;',
    'static void values(long long *v, int w) {',
    '  unsigned long long half = 1ULL << (w - 1);',
    '  long long vs[9] = { 0, 1, 5, -1, -6, (long long)half, (long long)(half - 1), (long long)(half * 2 - 1), (long long)(half * 2 - 2) };',
    '  for (int i = 0; i < 9; i++) v[i] = vs[i];',
    '}',
    '#define P(e) printf(" %llx", (unsigned long long)(e))',
    `#define READS ${READS.map((e) => `P(${e});`).join(' ')}`,
    `#define UPDATES ${UPDATES.map((e) => `t = s; P(${e}); P(t.f);`).join(' ')}`,
    '#define FIELD(T, W, N) \\',
    '  static void test_##N(void) { \\',
    '    struct { unsigned char pad : 3; T f : W; } s, t; long long v[9]; values(v, W); \\',
    '    for (int i = 0; i < 9; i++) { s.pad = 5; s.f = v[i]; printf(#T ":" #W " %d:", i); READS; UPDATES; printf(" %d\\n", s.pad); } \\',
    '  }',
  ];
  const calls: string[] = [];
  let n = 0;
  for (const k of BITFIELD_KINDS) {
    for (const w of k.widths) {
      out.push(`FIELD(${k.type}, ${w}, ${n})`);
      calls.push(`  test_${n}();`);
      n++;
    }
  }
  out.push('int main(void) {', ...calls, '  return 0;', '}', '');
  return out.join('\n');
}
