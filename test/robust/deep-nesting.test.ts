/**
 * Issue 14: the front end has no recursion limit gcc does not have. Each program is built and
 * run with gcc in the test, and compiled and run by mpisim's CLI on the MAIN thread of a plain
 * `node` (Node's default stack, not bin/mpisim.js's worker): deep nesting must cost heap, not
 * the host's call stack.
 */
import { test, before } from 'node:test';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { sameAsGccOnMainThread } from './main-thread';

const tmp = tmpDirForFile('deep');
before(() => requireGcc());

const sameAsGcc = (name: string, source: string): Promise<void> => sameAsGccOnMainThread(tmp, name, source);

const main = (body: string): string => `#include <stdio.h>\nint main(void) { volatile int v = 3; int x = 0;\n${body}\nprintf("%d\\n", x); return 0; }\n`;

test('parentheses 600 and 10^4 deep, on the default stack', async () => {
  await sameAsGcc('parens600', main(`x = ${'('.repeat(600)}v${')'.repeat(600)};`));
  await sameAsGcc('parens1e4', main(`x = ${'('.repeat(10000)}v + 1${')'.repeat(10000)};`));
});

test('1,000- and 30,000-term sums and 10^5 nested unary minus, on the default stack', async () => {
  await sameAsGcc('sum1k', main(`x = ${Array(1000).fill('v').join(' + ')};`));
  await sameAsGcc('sum30k', main(`x = ${Array(30000).fill('v').join(' - 1 + ')};`));
  await sameAsGcc('minus', main(`x = ${'- '.repeat(100001)}v;`));
});

test('10^5 nested blocks, nested if/else and a long else-if chain, on the default stack', async () => {
  await sameAsGcc('blocks', main(`${'{ '.repeat(100000)} x = 5; ${'} '.repeat(100000)}`));
  await sameAsGcc('ifelse', main(`${'if (v) { x++; '.repeat(3000)} x += 100; ${'} else x--; '.repeat(3000)}`));
  await sameAsGcc('elseif', main(Array.from({ length: 3000 }, (_, i) => `if (v == ${i}) x = ${i + 10};`).join(' else ') + ' else x = -1;'));
  await sameAsGcc('loops', main(`${'while (v-- > 0) '.repeat(2000)} x++;`));
});

test('braces around a scalar initializer 10^4 deep (and an aggregate\'s member\'s), on the default stack', async () => {
  await sameAsGcc('scalarbraces', main(`int y = ${'{'.repeat(10000)}v + 4${'}'.repeat(10000)}; struct { int a, b; } s = { ${'{'.repeat(10000)}v${'}'.repeat(10000)}, 2 }; x = y + s.a + s.b;`));
});

test('typeof nested 10^4 deep, of a type and of an expression, with declarators at each level, on the default stack', async () => {
  const n = 10000;
  await sameAsGcc('typeofs', main(`${'typeof('.repeat(n)}int${')'.repeat(n)} a = 5; ${'__typeof__('.repeat(n)}v${')'.repeat(n)} b = 6;
  ${'typeof('.repeat(n)}char${' *)'.repeat(n)} p = 0; typeof(typeof(typeof(short) const) [3]) c = { 1, 2, 3 };
  x = a + b + (int)sizeof p + (int)sizeof c + c[2] + (p == 0);`));
});

test('struct and union definitions nested 10^4 deep in member declarations, and a last member without its \';\', on the default stack', async () => {
  const n = 10000;
  const nest = (kw: string, p: string): string => `${Array.from({ length: n }, (_, i) => `${kw} ${p}${i} { int v${i}; `).join('')}long leaf; ${Array.from({ length: n - 1 }, (_, i) => `} m${n - 1 - i}, *q${n - 1 - i}; `).join('')}}`;
  await sameAsGcc('records', `#include <stdio.h>
${nest('struct', 's')};
${nest('union', 'u')};
struct last { int a; struct { int b; } }; /* gcc: no semicolon at end of struct (a warning) */
int main(void) {
  struct s0 s; union u0 u; struct s${n - 1} deep = { 7, 8 };
  s.v0 = 1; s.m1.v1 = 2; s.q1 = 0; u.v0 = 3;
  printf("%d %d %d %d %d %d %ld\\n", s.v0, s.m1.v1, s.q1 == 0, u.v0, (int)sizeof(struct s${n - 2}), (int)sizeof(union u${n - 2}), deep.leaf);
  return 0;
}
`);
});

test('_Generic nested 10^4 deep, in the controlling expression and in an association, on the default stack', async () => {
  const n = 10000;
  await sameAsGcc('generic', main(`x = ${'_Generic('.repeat(n)}v${', int: 7, default: 1)'.repeat(n)}; x += ${'_Generic(v, double: 0, int: '.repeat(n)}v${')'.repeat(n)};`));
});

test('function-pointer parameters of function-pointer parameters 10^4 deep, abstract and named, on the default stack', async () => {
  const n = 10000;
  await sameAsGcc('fnparams', `#include <stdio.h>
typedef int (*f0)(${'int (*)('.repeat(n)}int${')'.repeat(n)});
int g(${'int (*p)('.repeat(n)}int${')'.repeat(n)}) { return p == 0; }
int main(void) { f0 q = 0; printf("%d %d\\n", g(0), q == 0); return 0; }
`);
});

test('initializer braces 10^4 deep for an array of 10^4 dimensions and for nested structs, and a 2,000-member designator and member access, on the default stack', async () => {
  const defs = (n: number): string => `${Array.from({ length: n }, (_, i) => `struct s${i} { int v${i}; `).join('')}${Array.from({ length: n - 1 }, (_, i) => `} m${n - 1 - i}; `).join('')}}`;
  const n = 10000;
  // One program each: gcc took over 5 minutes for the two in one function (2.7 s and 1.3 s of CPU apart).
  await sameAsGcc('initarray', main(`int a${'[1]'.repeat(n)} = ${'{'.repeat(n)}5${'}'.repeat(n)}; x = *(int *)a;`));
  await sameAsGcc('initrecords', `#include <stdio.h>
${defs(n)};
int main(void) {
  struct s0 s = ${Array.from({ length: n }, (_, i) => `{ ${i + 1}, `).join('')}${'}'.repeat(n)};
  printf("%d %d\\n", s.v0, s.m1.m2.v2);
  return 0;
}
`);
  // gcc takes minutes for a chain of 1,000 members into structs nested 10^4 deep; a second each for these.
  const m = 2000, path = Array.from({ length: m - 1 }, (_, i) => `.m${i + 1}`).join('');
  await sameAsGcc('designators', `#include <stdio.h>
${defs(m)};
int main(void) {
  struct s0 d = { ${path}.v${m - 1} = 9 };
  printf("%d %d\\n", d${path}.v${m - 1}, d.v0);
  return 0;
}
`);
});

test('|| and && nested 10^4 deep on their right, with calls, on the default stack', async () => {
  const n = 10000;
  await sameAsGcc('logic', `#include <stdio.h>
int calls;
int f(int r) { calls++; return r; }
int main(void) {
  volatile int v = 0; int x = ${'(v || '.repeat(n)}f(3)${')'.repeat(n)}, y = ${'(f(1) && '.repeat(n)}v${')'.repeat(n)};
  printf("%d %d %d\\n", x, y, calls);
  return 0;
}
`);
});

test('compound literals nested 10^4 deep in their initializers (scalars, linked structs with and without designators, arrays), on the default stack', async () => {
  const n = 10000;
  await sameAsGcc('literals', `#include <stdio.h>
struct S { int v; struct S *p; };
int main(void) {
  volatile int v = 3; int x = 0;
  int a = ${'(int){ '.repeat(n)}v${' }'.repeat(n)};
  struct S *p = ${'&(struct S){ 2, '.repeat(n)}0${' }'.repeat(n)};
  struct S s = ${'(struct S){ .v = 1, .p = &'.repeat(n)}(struct S){ 5 }${' }'.repeat(n)};
  int *q = ${'(int[]){ v, *'.repeat(n)}(int[]){ 0 }${' }'.repeat(n)};
  for (; p; p = p->p) x += p->v;
  for (struct S *r = &s; r; r = r->p) x += r->v;
  printf("%d %d %d %zu\\n", a, x, q[0] + q[1], sizeof ${'(int[1]){ sizeof '.repeat(n)}v${' }'.repeat(n)});
  return 0;
}
`);
});

test('a declarator of pointers to functions returning pointers to functions, 10^4 levels, in linear time', async () => {
  const n = 10000;
  await sameAsGcc('fnreturns', main(`int ${'(*'.repeat(n)}f${')(void)'.repeat(n)} = 0; x = (f == 0) + (int)sizeof f;`));
});
