/* Loops that call functions with frames of their own (calls, locals in memory, recursion):
 * the fast copy pushes the callee's frame as the original case does and goes on after the
 * call when the callee returns at once, or leaves for the case after the call when it does
 * not (a breakpoint inside it, the budget spent inside it). The callee's value used in an
 * expression, in a condition, as the argument of another call, a void callee writing a
 * local's address, a recursive one, and a callee whose own loop calls another; gcc -O0 says
 * what they compute. */
#include <stdio.h>

static int calls;

static int depth(int n) { return n <= 0 ? 0 : 1 + depth(n - 1); }

static void note(int *total, int v) {
  int local = v * 3;
  int *p = &local;
  calls++;
  *total += *p - v;
}

static int spread(int seed) {
  int s = 0;
  for (int k = 0; k < 4; k++) s += depth((seed + k) % 5);
  return s;
}

static long report(long v) {
  if (v % 97 == 0) printf("at %ld\n", v);
  return v / 2;
}

int main(void) {
  int total = 0;
  long acc = 0;
  for (int i = 0; i < 300; i++) {
    acc += depth(i % 6) * 10;
    if (depth(i % 4) == 3) acc -= 7;
    note(&total, i & 7);
    acc += spread(depth(i % 3) + i);
  }
  long v = 0;
  for (int j = 0; j < 500; j++) v += report(j + v % 11);
  printf("%ld %d %ld %d\n", acc, total, v, calls);
  return 0;
}
