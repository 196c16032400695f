/* CPU-bound kernel for bench/cpu.mjs: matrix multiply, integer hashing, a sieve, and pair forces
   through pointers as molecular dynamics codes keep their atoms. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 160
#endif

static double a[N][N], b[N][N], c[N][N];

#ifndef ATOMS
#define ATOMS 1000
#endif

typedef double real3[3];
struct atoms { int n; real3 *r, *f; double *u; };
struct sim { struct atoms *atoms; double eps, sigma, cutoff2; };

/* Every access goes through s->atoms, as CoMD's force loop does at -O0: a loop body of some
   forty loads and stores. */
static double forces(struct sim *s) {
  for (int i = 0; i < s->atoms->n; i++) {
    for (int k = 0; k < 3; k++) s->atoms->f[i][k] = 0;
    s->atoms->u[i] = 0;
  }
  for (int i = 0; i < s->atoms->n; i++)
    for (int j = i + 1; j < s->atoms->n; j++) {
      real3 dr;
      double r2 = 0;
      for (int k = 0; k < 3; k++) {
        dr[k] = s->atoms->r[i][k] - s->atoms->r[j][k];
        r2 += dr[k] * dr[k];
      }
      if (r2 > s->cutoff2) continue;
      double ir2 = 1.0 / r2, ir6 = s->sigma * ir2 * ir2 * ir2;
      double e = ir6 * (ir6 - 1.0);
      s->atoms->u[i] += 0.5 * e;
      s->atoms->u[j] += 0.5 * e;
      double fr = -4.0 * s->eps * ir6 * ir2 * (12.0 * ir6 - 6.0);
      for (int k = 0; k < 3; k++) {
        s->atoms->f[i][k] -= dr[k] * fr;
        s->atoms->f[j][k] += dr[k] * fr;
      }
    }
  double u = 0;
  for (int i = 0; i < s->atoms->n; i++) u += s->atoms->u[i];
  return u;
}

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

  struct atoms at = { ATOMS, malloc(ATOMS * sizeof(real3)), malloc(ATOMS * sizeof(real3)), malloc(ATOMS * sizeof(double)) };
  struct sim s = { &at, 1.0, 1.0, 16.0 };
  for (int i = 0; i < ATOMS; i++)
    for (int k = 0, c = i; k < 3; k++, c /= 10) at.r[i][k] = 1.1 * (c % 10) + 0.01 * (hash(i * 3 + k) % 10);
  double energy = 0;
  for (int step = 0; step < 5; step++) energy += forces(&s);
  printf("trace=%.3f hash=%u primes=%d energy=%.6f\n", trace, h, primes, energy);
  return 0;
}
