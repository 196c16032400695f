/* The order gcc -O0 evaluates what C leaves unspecified (indeterminately sequenced calls, no
   undefined behaviour): a call's arguments last to first after its callee; `=` with a call on
   its right after the left's calls, any other right side first; `op=` its right side first. */
#include <math.h>
#include <stdio.h>
#include <string.h>

static int n;
static char trail[256];

static int f(int x) {
  char b[8];
  snprintf(b, sizeof b, "f%d ", x);
  strcat(trail, b);
  return n++;
}
static double d(int x) { f(x); return n * 0.5; }
struct big { int a[10]; };
static struct big s(int x) { struct big r; memset(&r, 0, sizeof r); r.a[0] = f(x); return r; }
static int many(int a, double b, struct big c, int d2, int e, int f2, int g, int h, int i) {
  return a + (int)b + c.a[0] + d2 + e + f2 + g + h + i;
}
static int vararg(int a, ...) { return a; }
static int two(int a, int b) { return a * 10 + b; }
static int (*pick(void))(int, int) { f(99); return two; }

static void show(const char *what, long v) {
  printf("%-22s %-40s= %ld\n", what, trail, v);
  trail[0] = 0;
}

/* INFINITY, NAN and HUGE_VAL are constant expressions to gcc. */
static double inf = INFINITY, minus_inf = -HUGE_VAL;
static float nanf_value = NAN;
static const double table[] = { 1.0, INFINITY, -INFINITY };

int main(void) {
  show("printf-like", two(f(1), f(2)));
  show("nine arguments", many(f(1), d(2), s(3), f(4), f(5), f(6), f(7), f(8), f(9)));
  show("variadic", vararg(f(1), d(2), s(3), f(4)));
  int (*fp)(int, ...) = vararg;
  show("through a pointer", fp(f(1), f(2)));
  show("callee first", pick()(f(1), f(2)));
  show("library call", (long)strlen(memset(trail + 200, 'a' + f(1) % 26, 1 + (size_t)f(2) % 3) - 200));
  int arr[16] = { 0 };
  arr[f(1) % 16] = f(2); show("a[f()] = g()", arr[1]);
  arr[f(3) % 16] += f(4); show("a[f()] += g()", arr[3]);
  int *q = arr;
  q[f(5) % 16] = q[f(6) % 16] + f(7); show("p[f()] = p[g()] + h()", q[5]);
  struct big b; b.a[f(8) % 10] = two(f(9), f(10)); show("b.a[f()] = call(g, h)", b.a[0]);
  show("binary", f(1) - f(2) * f(3));
  printf("%g %g %d %g %g %g\n", inf, minus_inf, isnan(nanf_value) != 0, table[0], table[1], table[2]);
  return 0;
}
