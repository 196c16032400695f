// gcc's __int128 and unsigned __int128: arithmetic, division, shifts, conversions to and from
// every width and double, layout, static initializers, varargs, switch, compound assignment.
#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>
typedef unsigned __int128 u128;
static u128 gtab[3] = { 1, (u128)1 << 100, ~(u128)0 };
static __int128 gneg = -((__int128)1 << 90);
struct S { char c; __int128 v; } s = { 'x', 5 };
static void p128(const char *tag, __int128 v) {
  unsigned __int128 u = v;
  printf("%s %016llx%016llx\n", tag, (unsigned long long)(u >> 64), (unsigned long long)u);
}
static __int128 sumv(int n, ...) {
  va_list ap; va_start(ap, n);
  __int128 s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, __int128);
  va_end(ap);
  return s;
}
int main(void) {
  __int128 a = (__int128)1 << 100;
  unsigned __int128 b = ~(unsigned __int128)0;
  __int128_t t = -5; __uint128_t ut = 7;
  a += 12345;
  p128("a", a); p128("b", b); p128("b>>3", b >> 3);
  p128("a/7", a / 7); p128("a%7", a % 7); p128("-a/7", -a / 7); p128("-a%7", -a % 7);
  p128("a*a", (u128)a * (u128)a); p128("t*ut", t * ut); p128("t>>1", t >> 1); p128("ut<<120", ut << 120);
  p128("mix", (long long)-3 + (unsigned __int128)2);
  printf("%zu %zu %zu %zu\n", sizeof(__int128), _Alignof(__int128), sizeof(struct S), __builtin_offsetof(struct S, v));
  p128("g0", gtab[0]); p128("g1", gtab[1]); p128("g2", gtab[2]); p128("gneg", gneg); p128("s.v", s.v);
  double d = (double)a; printf("%.17g %.17g\n", d, (double)b);
  __int128 fromd = (__int128)1e30; p128("1e30", fromd);
  unsigned __int128 fu = (unsigned __int128)3.9e38; p128("3.9e38", fu);
  float f = (float)b; printf("%.9g\n", f);
  long long low = (long long)(a + 77); int i32 = (int)b; unsigned char uc = (unsigned char)(a + 300);
  printf("%lld %d %u\n", low, i32, uc);
  p128("cmp", (a > b) + 2 * (t < 0) + 4 * (ut == 7) + 8 * (b == ~(u128)0));
  p128("sumv", sumv(3, (__int128)1 << 70, (__int128)-1, a));
  switch (a >> 100) { case 1: puts("switch 1"); break; default: puts("switch default"); }
  u128 h = 14695981039346656037ull;
  for (int k = 0; k < 100; k++) h = (h ^ (unsigned char)k) * (((u128)1 << 88) + 315);
  p128("fnv", h);
  __int128 q = a; q++; q--; q *= -1; q = (__int128)((u128)q << 3); q |= 1; q ^= 0xff; q &= ~(__int128)0xf; p128("q", q);
  printf("%d\n", !a + !(a - a));
  volatile __int128 m = -(__int128)(((u128)1 << 126) - 1) * 2, n1 = -3;
  p128("m/-3", m / n1); p128("m%-3", m % n1);
  u128 sq = 0x7fffffffffffffffLL; sq *= sq; sq *= sq; p128("sq", sq);
  return (int)(a & 0x7f);
}
