/**
 * Issue 14: constant expressions, #if expressions, nested calls, subscripts, member chains and
 * ?: chains as deep as gcc takes them, compiled by mpisim's CLI on the MAIN thread of a plain
 * `node` (Node's default stack): folding and parsing them costs heap, not the host's stack.
 * Each program is built and run with gcc in the test.
 */
import { test, before } from 'node:test';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { sameAsGccOnMainThread } from './main-thread';

const tmp = tmpDirForFile('deepx');
before(() => requireGcc());

const sameAsGcc = (name: string, source: string): Promise<void> => sameAsGccOnMainThread(tmp, name, source);

const terms = (n: number, t: string, op: string): string => Array(n).fill(t).join(` ${op} `);

test('30,000-term constant expressions: enumerator, case label, static initializers, #if', async () => {
  const n = 30000;
  await sameAsGcc('constants', `#include <stdio.h>
#if ${terms(n, '1', '+')} == ${n} && ${'('.repeat(10000)}1${')'.repeat(10000)} && ${'- '.repeat(10000)}1 == 1
#define PP ${Array.from({ length: 3000 }, (_, i) => `${i % 7} == 5 ? ${i} :`).join(' ')} -1
#else
#define PP -2
#endif
enum { E = ${terms(n, '1', '+')}, M = ${'- '.repeat(10001)}1 };
static int gi = ${terms(n, '2', '-')};
static double gd = ${terms(n, '0.25', '+')};
static int arr[16];
static int *gp = &arr[${terms(n, '0', '+')} + 3];
int main(void) {
  volatile int v = ${n};
  switch (v) { case ${terms(n, '1', '+')}: printf("case\\n"); break; default: printf("default\\n"); }
  printf("%d %d %d %g %d %d\\n", E, M, gi, gd, (int)(gp - arr), PP);
  return 0;
}
`);
});

test('nested calls, subscripts, member chains and long ?: and else-if chains', async () => {
  const n = 3000;
  await sameAsGcc('postfix', `#include <stdio.h>
struct S { struct S *n; int v; };
static struct S s = { &s, 7 };
static int f(int y) { return y + 1; }
int main(void) {
  volatile int v = 3;
  int a[4] = { 0, 1, 2, 3 };
  int x = 0;
  printf("%d\\n", ${'f('.repeat(n)}v${')'.repeat(n)});
  printf("%d\\n", ${'a['.repeat(n)}1${']'.repeat(n)});
  printf("%d\\n", s.n${'->n'.repeat(n)}->v);
  printf("%d\\n", ${Array.from({ length: n }, (_, i) => `v == ${i} ? f(${i}) :`).join(' ')} -1);
  ${Array.from({ length: n }, (_, i) => `if (v == ${i}) x = ${i + 10};`).join(' else ')} else x = -1;
  printf("%d\\n", x);
  return 0;
}
`);
});

test('declarators 10,000 levels deep (pointers, parentheses, array dimensions) and ?: nested in its arms', async () => {
  const n = 10000, m = 3000;
  await sameAsGcc('declarators', `#include <stdio.h>
int main(void) {
  int x = 5;
  int ${'*'.repeat(n)}p = 0;
  int ${'('.repeat(n)}y${')'.repeat(n)} = 3;
  static int a${'[1]'.repeat(n)};
  int (${'*'.repeat(n)}fp)(void) = 0;
  volatile int v = 1;
  int t = ${'v ? '.repeat(m)} x ${' : 0'.repeat(m)};
  int u = ${'v - 1 ? 0 : '.repeat(m)} y;
  printf("%d %d %d %d %d %d\\n", p == 0, y, (int)sizeof a, fp == 0, t, u);
  return 0;
}
`);
});

test('calls in expressions taller than a slice run in the order gcc -O0 runs them', async () => {
  const n = 200;
  const upTo = (m: number, f: (i: number) => string): string => Array.from({ length: m }, (_, i) => f(i)).join('');
  const close = (s: string): string => s.repeat(n);
  const forms = [
    upTo(n, (i) => `${i ? ' + ' : ''}f(${i})`),
    `${upTo(n, (i) => `f(${i}) + (`)}0${close(')')}`,
    `${upTo(n, (i) => `(f(${i}) - (`)}1${close('))')}`,
    `${upTo(n, (i) => `g(${i}, `)}0${close(')')}`,
    `${upTo(n, (i) => `g(f(${i}) - `)}0${close(', 1)')}`,
    `${upTo(n, (i) => `(f(${i}), `)}f(-1)${close(')')}`,
    `${upTo(n, (i) => `f(${i}) ? f(${i + 1000}) : `)}f(-2)`,
    `${upTo(n, (i) => `(f(${i}) * `)}1${close(')')}`,
    `${upTo(n, (i) => `a[f(${i}) & 3] + `)}0`,
    `${upTo(n, (i) => `(f(${i}) && `)}f(-3)${close(')')} + ${upTo(n, (i) => `(f(${i}) || `)}f(-4)${close(')')}`,
  ];
  await sameAsGcc('call_order', `#include <stdio.h>
static int a[4] = { 1, 2, 3, 4 };
static int f(int x) { printf("%d ", x); return x & 1; }
static int g(int x, int y) { printf("g%d ", x); return x + y; }
int main(void) {
${forms.map((e) => `  printf("\\n%d\\n", ${e});\n`).join('')}  return 0;
}
`);
});
