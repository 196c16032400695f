/* CPU-bound kernel for bench/cpu.mjs: matrix multiply, integer hashing and a sieve. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 160
#endif

static double a[N][N], b[N][N], c[N][N];

static unsigned int hash(unsigned int x) {
  x ^= x >> 16;
  x *= 0x45d9f3bu;
  x ^= x >> 16;
  return x;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i * 7 + j) % 13 * 0.25;
      b[i][j] = (i + j * 3) % 11 * 0.5;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  double trace = 0;
  for (int i = 0; i < N; i++) trace += c[i][i];

  unsigned int h = 0;
  for (int i = 0; i < 2000000; i++) h += hash(i);

  int limit = 2000000;
  char *sieve = calloc(limit + 1, 1);
  int primes = 0;
  for (int i = 2; i <= limit; i++) {
    if (!sieve[i]) {
      primes++;
      for (long j = (long)i * i; j <= limit; j += i) sieve[j] = 1;
    }
  }
  free(sieve);
  printf("trace=%.3f hash=%u primes=%d\n", trace, h, primes);
  return 0;
}
