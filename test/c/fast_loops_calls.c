/* Loops that call leaf functions (no calls of their own, no locals in memory): the calls in
 * expressions, conditions, declarations, nested in each other's arguments, two in one
 * expression, a void one writing through a pointer, one whose callee loops itself, and a
 * return from inside the loop. The loops run as JavaScript copies calling the callees'
 * frameless versions; gcc -O0 says what they compute. */
#include <stdio.h>

static int table[64];
static int counter;

static unsigned mix(unsigned x) {
  x ^= x >> 7;
  x *= 2654435761u;
  return x ^ (x >> 13);
}

static void bump(int *c, int by) { *c += by; }

static int position(const int *p, int n, int x) {
  for (int i = 0; i < n; i++)
    if (p[i] == x) return i;
  return -1;
}

static double half(double d) { return d * 0.5; }

static int first_over(int limit) {
  for (int i = 0; i < 1000; i++)
    if ((int)(mix(i) % 1000) > limit) return i;
  return -1;
}

int main(void) {
  for (int i = 0; i < 64; i++) table[i] = (i * 37 + 11) % 64;

  unsigned hsum = 0;
  long found = 0;
  int skipped = 0;
  for (int i = 0; i < 400; i++) {
    hsum += mix(i) + mix(hsum & 255);
    if (mix(i) % 7 == 0) { skipped++; continue; }
    unsigned m = mix(mix(i));
    if (position(table, 64, m % 64) > 40) found++;
    bump(&counter, i & 3);
  }

  double d = 1000;
  int halvings = 0;
  while (half(d) > 1e-3) { d = half(d); halvings++; }

  long long total = 0;
  for (int i = 0; i < 50; i++)
    for (int j = 0; j < i; j++)
      total += position(table, 64, (i * j) % 64) * (long long)mix(j);

  printf("%u %ld %d %d %d %.6f %lld %d\n", hsum, found, skipped, counter, halvings, d, total, first_over(990));
  return 0;
}
