/**
 * Random #if expressions over the values where intmax_t / uintmax_t arithmetic has edges (2^31,
 * 2^53 where doubles stop being exact, 2^63, 2^64 - 1, negative values met by unsigned ones,
 * char constants), and a file of directives that shows each one's signedness and 64 bits in
 * the preprocessed output (test/differential/pp-if-values.test.ts compares it with gcc -E's).
 */
import { rng } from '../helpers/rng';

const LEAVES = [
  '0', '1', '2', '3', '7', '-1', '255', '63', '64', '65', '52', '53', '31', '32', '0u', '1u', '3u', '100000',
  '0x7fffffff', '0x80000000', '4294967295', '4294967296', '94906265', '94906266', '3037000499', '3037000500',
  '9007199254740991', '9007199254740992', '9007199254740993', '4503599627370496', '0x1fffffffffffff', '0x20000000000000u',
  '9223372036854775807', '0x8000000000000000', '18446744073709551615u', '0xffffffffffffffff', '9223372036854775807u',
  "'a'", "'\\377'", "'ab'", "L'\\xffff'", "u'x'",
];
const BINOPS = ['+', '-', '*', '/', '%', '<<', '>>', '<', '>', '<=', '>=', '==', '!=', '&', '^', '|', '&&', '||', '+', '-', '*'];

export function ifExpressions(seed: number, count: number): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const expr = (depth: number): string => {
    const u = r();
    if (depth > 3 || u < 0.25) return pick(LEAVES);
    if (u < 0.75) return `(${expr(depth + 1)} ${pick(BINOPS)} ${expr(depth + 1)})`;
    if (u < 0.9) return `${pick(['-', '~', '!', '+', '- -'])}${expr(depth + 1)}`;
    return `(${expr(depth + 1)} ? ${expr(depth + 1)} : ${expr(depth + 1)})`;
  };
  return Array.from({ length: count }, () => expr(0));
}

/** Directives asking each expression's signedness and bits; the line each expression's block starts at. */
export function ifValuesSource(exprs: readonly string[]): { text: string; starts: number[] } {
  const lines: string[] = [];
  const starts: number[] = [];
  exprs.forEach((e, n) => {
    starts.push(lines.length + 1);
    lines.push(`#if ((${e}) & 0) - 1 < 0`, `e${n} signed`, '#else', `e${n} unsigned`, '#endif');
    for (let k = 0; k < 64; k++) lines.push(`#if ((${e}) >> ${k}) & 1`, `e${n} bit${k}`, '#endif');
  });
  return { text: lines.join('\n') + '\n', starts };
}

