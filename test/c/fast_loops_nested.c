/* Loops without calls whose bodies branch: if/else chains, break and continue at several
 * depths, nested loops of every form, a return from inside a loop, 64-bit, unsigned and
 * floating counters. They run as structured JavaScript copies of their cases; gcc -O0 says
 * what they compute. */
#include <stdio.h>

static int a[200];
static double w[64];

static int find(const int *p, int n, int x) {
  for (int i = 0; i < n; i++)
    if (p[i] == x) return i;
  return -1;
}

static long long collatz_total(int upto) {
  long long total = 0;
  for (int k = 1; k <= upto; k++) {
    long long t = k;
    while (t != 1) {
      if (t & 1) t = 3 * t + 1;
      else t >>= 1;
      total++;
    }
  }
  return total;
}

int main(void) {
  for (int i = 0; i < 200; i++) a[i] = (i * 29 + 7) % 200;

  long s = 0;
  int odd = 0, big = 0;
  for (int i = 0; i < 200; i++) {
    if (a[i] % 2) { odd++; continue; }
    else if (a[i] > 150) big++;
    else s += a[i];
    for (int j = 0; j < i; j++) {
      if (j > 6) break;
      if (j & 1) continue;
      s += (long)a[j] * j;
    }
    if (s > 100000) break;
  }

  int n = 0, k = 0;
  do {
    k++;
    if (k % 3 == 0) continue;
    int t = k;
    while (t > 1) {
      if (t % 2) t = 3 * t + 1;
      else t /= 2;
      n++;
    }
  } while (k < 30);

  unsigned primes = 0;
  for (unsigned p = 2; p < 3000; p++) {
    unsigned d = 2;
    for (; d * d <= p; d++)
      if (p % d == 0) break;
    if (d * d > p) primes++;
  }

  for (int i = 0; i < 64; i++) w[i] = i * 0.5 - 7.25;
  double pos = 0, neg = 0;
  int flips = 0;
  for (int i = 0; i < 64; i++) {
    double x = w[i];
    if (x > 0) pos += x;
    else if (x < 0) { neg -= x; if (x < -3) { flips++; continue; } }
    else flips += 100;
    for (int r = 0; r < 3; r++) { x = x * 0.5; if (x > -0.5 && x < 0.5) break; }
    pos += x;
  }

  unsigned long long bits = 0;
  int count = 0;
  for (unsigned long long v = 1; v != 0; v <<= 1) {
    count++;
    if (count % 5 == 0) continue;
    bits ^= v;
    if (count > 70) break;
  }

  int tri = 0;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++) {
      if (j > i) break;
      for (int m = j; m < i; m++) {
        if ((m ^ j) & 4) continue;
        tri += m - j;
      }
    }

  printf("%ld %d %d %d %u %.4f %.4f %d %llx %d %d\n", s, odd, big, n, primes, pos, neg, flips, bits, count, tri);
  printf("%d %d %lld\n", find(a, 200, 33), find(a, 200, 999), collatz_total(300));
  return 0;
}
