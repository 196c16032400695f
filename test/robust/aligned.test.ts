/**
 * gcc's `aligned` and `packed` attributes and C11's `_Alignas`, on members, records, typedefs
 * and objects, alone, together and under `#pragma pack`: a generated program prints sizeof,
 * _Alignof and offsetof of every combination, built and run with gcc in the test (its output is
 * the expectation) and with mpisim.
 */
import { test, before, after } from 'node:test';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { sameAsGccOnMainThread } from './main-thread';

const tmp = tmpDirForFile('aligned');
before(() => requireGcc());

const TYPES = ['char', 'short', 'int', 'long', 'double', 'long double', 'struct sm', 'T2', 'T8', 'TS', 'int[3]'];
/** Attributes of the middle member (`_Alignas` only where it does not lower the type's alignment, which gcc rejects). */
const MEMBER_ATTRS = ['', '__attribute__((packed))', '__attribute__((aligned(1)))', '__attribute__((aligned(2)))', '__attribute__((aligned(8)))',
  '__attribute__((__aligned__(32)))', '__attribute__((aligned))', '__attribute__((packed, aligned(2)))', '__attribute__((packed)) __attribute__((aligned(4)))',
  '_Alignas(16)', '__attribute__((aligned(sizeof(double))))'];
const RECORD_ATTRS = ['', '__attribute__((packed))', '__attribute__((aligned(16)))', '__attribute__((packed, aligned(4)))'];

function program(): string {
  const decls: string[] = [], prints: string[] = [];
  let n = 0;
  for (const pack of ['', '2']) {
    decls.push(pack ? `#pragma pack(${pack})` : '#pragma pack()');
    for (const rec of RECORD_ATTRS) {
      for (const ty of TYPES) {
        for (const attr of MEMBER_ATTRS) {
          if (attr.startsWith('_Alignas') && ty === 'TS') continue;
          const arr = ty.endsWith(']');
          const member = arr ? `${attr.startsWith('_Alignas') ? attr : ''} int m[3] ${attr.startsWith('_Alignas') ? '' : attr}` : attr.startsWith('_Alignas') ? `${attr} ${ty} m` : `${ty} m ${attr}`;
          const name = `s${n++}`;
          // The record's attributes go once before its body and once after it, as programs write them.
          decls.push(n % 2 ? `struct ${rec} ${name} { char c; ${member}; char d; };` : `struct ${name} { char c; ${member}; char d; } ${rec};`);
          prints.push(`P(${name}, m);`);
        }
      }
      const b = `b${n++}`;
      decls.push(`struct ${b} { char c; int f : 3 __attribute__((aligned(8))); unsigned g : 7 __attribute__((packed)); char d; long h : 33; } ${rec};`);
      prints.push(`P(${b}, d);`);
    }
  }
  return `#include <stdio.h>
#include <stddef.h>
struct sm { char a; short b; };
typedef int T2 __attribute__((aligned(2)));
typedef int __attribute__((aligned(8))) T8;
typedef struct { char c; } TS __attribute__((aligned(16)));
typedef struct { char c; short s; } __attribute__((aligned(16))) E;
typedef double D4 __attribute__((aligned(4)));
${decls.join('\n')}
#pragma pack()
struct ct { char c; T8 a; D4 d; E e; };
int v1 __attribute__((aligned(64)));
_Alignas(32) char v2;
static char v3 __attribute__((aligned(16))) = 1;
__attribute__((aligned(8))) char v4, v5;
#define P(S, M) printf(#S " %zu %zu %zu %zu\\n", sizeof(struct S), _Alignof(struct S), offsetof(struct S, M), offsetof(struct S, d))
#define A(X) printf(#X " %zu %zu %d\\n", sizeof(X), __alignof__(X), (int)((size_t)&X % __alignof__(X)))
int main(void) {
  ${prints.join('\n  ')}
  printf("%zu %zu %zu %zu %zu %zu %zu %zu\\n", sizeof(T2), _Alignof(T2), sizeof(T8), _Alignof(T8), sizeof(TS), _Alignof(TS), sizeof(E), _Alignof(E));
  printf("%zu %zu %zu %zu %zu\\n", sizeof(struct ct), _Alignof(struct ct), offsetof(struct ct, a), offsetof(struct ct, d), offsetof(struct ct, e));
  _Alignas(16) char l1; char l2 __attribute__((aligned(8))); static char l3 __attribute__((aligned(32))); T8 l4; _Alignas(long double) short l5;
  A(v1); A(v2); A(v3); A(v4); A(v5); A(l1); A(l2); A(l3); A(l4); A(l5);
  return 0;
}
`;
}

test('aligned, packed and _Alignas on members, records, typedefs and objects lay out as gcc lays them out', async () => {
  await sameAsGccOnMainThread(tmp, 'aligned', program());
});

test('locals, parameter copies and compound literals aligned above 16 (32 to 4096) sit at addresses so aligned, at every depth of recursion, as gcc\'s do', async () => {
  await sameAsGccOnMainThread(tmp, 'alignedlocals', `#include <stdio.h>
#include <stdint.h>
typedef struct { _Alignas(64) char c; int x; } A64;
struct B { int y; } __attribute__((aligned(128)));
typedef double D32 __attribute__((aligned(32)));
#define OFF(p, a) ((int)((uintptr_t)(p) % (a)))
static int f(A64 a, struct B b, int d) {
  char pad = 1;
  _Alignas(64) char l1 = 2;
  int __attribute__((aligned(256))) l2 = 3;
  D32 l3 = 4;
  char big[3] __attribute__((aligned(4096)));
  A64 copy = a, *lit = &(A64){ 5, 6 };
  struct B arr[2];
  big[0] = 7; arr[1].y = 8;
  int r = OFF(&l1, 64) + OFF(&l2, 256) + OFF(&l3, 32) + OFF(big, 4096) + OFF(&copy, 64) + OFF(lit, 64) + OFF(&arr[1], 128) + OFF(&a, 64) + OFF(&b, 128);
  int sum = pad + l1 + l2 + (int)l3 + big[0] + copy.x + lit->x + arr[1].y + a.x + b.y;
  if (d > 0) return r + f(a, b, d - 1);
  return r * 1000 + sum;
}
static int g(int d) { char c = (char)d; return d > 0 ? g(d - 1) + c : f((A64){ 0, 9 }, (struct B){ 10 }, 5); }
int main(void) {
  A64 a = { 1, 2 };
  struct B b = { 3 };
  printf("%zu %zu %zu %zu %zu %zu\\n", sizeof(A64), _Alignof(A64), sizeof(struct B), _Alignof(struct B), sizeof(D32), _Alignof(D32));
  printf("%d %d %d\\n", f(a, b, 4), g(7), OFF(&a, 64) + OFF(&b, 128));
  return 0;
}
`);
});

test('variable-length arrays of elements aligned above 16, or declared so aligned, sit at addresses so aligned, as gcc\'s do', async () => {
  await sameAsGccOnMainThread(tmp, 'alignedvla', `#include <stdio.h>
#include <stdint.h>
typedef struct { _Alignas(64) char c; } T64;
typedef struct { int x; } __attribute__((aligned(256))) T256;
#define OFF(p, a) ((int)((uintptr_t)(p) % (a)))
static int f(int n, int d) {
  char pad[3] = { 1, 2, 3 };
  T64 v[n];
  char odd[n + 1];
  _Alignas(32) double a[n];
  T256 w[n];
  int __attribute__((aligned(128))) b[n];
  v[n - 1].c = pad[d % 3]; a[0] = 1; w[0].x = 2; b[0] = 3; odd[n] = 4;
  int r = OFF(&v[0], 64) + OFF(&v[n - 1], 64) + OFF(a, 32) + OFF(w, 256) + OFF(b, 128);
  int sum = v[n - 1].c + (int)a[0] + w[0].x + b[0] + odd[n];
  return d > 0 ? r + f(n + 1, d - 1) : r * 100 + sum;
}
int main(void) {
  int r = 0;
  for (int n = 1; n < 8; n++) r += f(n, n);
  printf("%d %zu\\n", r, sizeof(T64));
  return 0;
}
`);
});
