/* Innermost loops without calls, which run as JavaScript loops: every exit (the condition, a
 * break, a goto, a return-free early exit), do-while and while forms, 64-bit and unsigned
 * counters, pointer walks, and loops whose bodies jump within themselves (which stay cases). */
#include <stdio.h>

static int data[64];

int main(void) {
  for (int i = 0; i < 64; i++) data[i] = (i * 37) % 64 - 20;

  long sum = 0;
  for (long j = 0; j < 64; j += 3) sum += data[j] * j;

  int k = 0;
  while (k < 64 && data[k] != 5) k++;

  unsigned u = 7, n = 0;
  do { u = u * 1103515245u + 12345u; n++; } while ((u >> 28) != 3 && n < 1000);

  double acc = 0.5;
  for (int i = 0; i < 40; i++) acc = acc * 1.01 + data[i % 64] * 0.125;

  int *p = data, *end = data + 64, neg = 0;
  while (p < end) neg += *p++ < 0;

  int first = -1;
  for (int i = 0; i < 64; i++) {
    if (data[i] > 40) { first = i; break; }
  }

  int g = 0;
  for (;;) {
    g += 7;
    if (g > 100) goto out;
  }
out:;

  int evens = 0;
  for (int i = 0; i < 64; i++) {
    if (data[i] % 2) continue;
    evens++;
  }

  char s[32];
  int len = 0;
  for (int i = 0; i < 31; i++) s[i] = (char)('a' + i % 26);
  s[31] = 0;
  while (s[len]) len++;

  long long big = 1;
  for (int i = 0; i < 70; i++) big = big * 3 + i;

  printf("%ld %d %u %u %.6f %d %d %d %d %d %lld\n", sum, k, u, n, acc, neg, first, g, evens, len, big);
  return 0;
}
