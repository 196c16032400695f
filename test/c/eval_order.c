/* The order gcc -O0 evaluates what C leaves unspecified (indeterminately sequenced calls, no
   undefined behaviour): a call's arguments last to first after its callee; `=` with a call on
   its right after the left's calls, any other right side first; `op=` its right side first.
   Values of side effects and of memory are taken where gcc takes them: before a call on their
   right, except a variable on the left of a commutative operator or a comparison (gcc's front
   end swaps it to the right); commas and `op=` with side effects in operands moved to the front. */
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

static int g;
static int h(int *q) { f(*q); *q += 1000; g += 100; return 1; }
static int k(void) { f(g); g = g * 2 + 1; return 5; }

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
  int i = 0, x = 1, y;
  char c = 3;
  show("(i = 5) - f(i)", (i = 5) - f(i));
  show("x + h(&x)", x + h(&x));
  x = 1; show("x - h(&x)", x - h(&x));
  x = 1; show("x < h(&x)", x < h(&x));
  g = 1; show("g - k()", g - k());
  g = 1; show("g * k()", g * k());
  g = 1; show("(g += 2) - k()", (g += 2) - k());
  x = 1; show("(x = 7, x) + h(&x)", (x = 7, x) + h(&x));
  x = 1; show("h(&x) > (c += h(&x))", h(&x) > (c += h(&x)));
  x = 1; show("k() == (--x, x)", k() == (--x, x));
  x = 1; show("(c = 5) * k() + x", (c = 5) * k() + x);
  i = 1; show("many(i++, f(i), ...)", two(i++, f(i)) + i);
  y = 2; show("y += (y = 3)", (y += (y = 3)) + y);
  q = arr; q[1] = 4; show("*q + h(q + 1)", q[1] + h(q + 1));
  g = 1; show("arr[g] = k()", (arr[g] = k()) + g);
  show("f + (f, f)", f(1) + (f(2), f(3)));
  x = 3; show("two(x *= 2, x += 1)", two(x *= 2, x += 1));
  i = 1; show("two(++i, i++) + i", two(++i, i++) * 10 + i);
  show("f * (f - (f, f))", f(1) * (f(4) - (f(2), f(3))));
  printf("%g %g %d %g %g %g\n", inf, minus_inf, isnan(nanf_value) != 0, table[0], table[1], table[2]);
  return 0;
}
