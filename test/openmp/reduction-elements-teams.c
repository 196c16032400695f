/*
 * Array elements in reduction clauses (OpenMP 5.0; gcc 12 takes `a[k]` as the section a[k:1]):
 * an element of an array by a constant and by a variable subscript, of a 2-D array (b[1][2]), of
 * a pointer, with each operator kind; sections that stay contiguous with more than one subscript
 * (b[1][1:3], b[0:1][1:3]); elements on parallel, on a for inside a region and on a taskloop.
 * The neighbours of each reduced element are printed too: they stay as they were (the copy is
 * the element's alone). Integer results only, so the output is the same in any thread order.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int a[6] = { 1, 2, 3, 4, 5, 6 }, m[5] = { 1, 1, 1, 1, 1 }, t[3] = { 1, 0, 0 };
  long b[3][4] = { { 0 } }, c[2][4] = { { 0 } };
  int *p = calloc(5, sizeof *p);
  int k = 3, threads = 0;
  unsigned bits[3] = { 0, 0, 0 }, ands[2] = { 0, 0xff00u }, xors[3] = { 0, 0, 0 };
  long lo[2] = { 1000, 1000 }, hi[2] = { -1000, -1000 };

#pragma omp parallel for reduction(+: a[1]) reduction(*: m[k]) reduction(+: b[1][2]) reduction(+: p[2])
  for (int i = 0; i < 20; i++) {
    a[1] += i;
    if (i % 7 == 0) m[k] *= 2;
    b[1][2] += i * i;
    p[2] += 3;
  }
  for (int i = 0; i < 6; i++) printf("a[%d] = %d, m[%d] = %d\n", i, a[i], i % 5, m[i % 5]);
  printf("b[1][2] = %ld, p = %d %d %d\n", b[1][2], p[1], p[2], p[3]);

#pragma omp parallel for reduction(+: b[1][1:3]) reduction(-: c[0:1][1:3])
  for (int i = 0; i < 12; i++) {
    b[1][1 + i % 3] += i;
    c[0][1 + i % 3] -= 1;
  }
  for (int i = 0; i < 3; i++) printf("b[%d] = %ld %ld %ld %ld, c[%d] = %ld %ld %ld %ld\n", i, b[i][0], b[i][1], b[i][2], b[i][3], i % 2, c[i % 2][0], c[i % 2][1], c[i % 2][2], c[i % 2][3]);

#pragma omp parallel reduction(+: threads) reduction(|: bits[0]) reduction(&: ands[1]) reduction(^: xors[2])
  {
    threads++;
    bits[0] |= 1u << (threads + 3);
    ands[1] &= 0xf0f0u;
    xors[2] ^= 5u;
  }
  printf("threads %s, bits %x %x %x\n", threads > 0 ? "counted" : "none", bits[0] != 0, ands[1], xors[2] == 0 || xors[2] == 5);

#pragma omp parallel
  {
#pragma omp for reduction(min: lo[0]) reduction(max: hi[1])
    for (int i = 0; i < 30; i++) {
      long v = (i * 37) % 23 - 11;
      if (v < lo[0]) lo[0] = v;
      if (v > hi[1]) hi[1] = v;
    }
#pragma omp single
#pragma omp taskloop reduction(+: p[4]) num_tasks(4)
    for (int i = 0; i < 9; i++) p[4] += i;
  }
  printf("lo %ld %ld, hi %ld %ld, p[4] = %d\n", lo[0], lo[1], hi[0], hi[1], p[4]);

#pragma omp parallel for reduction(&&: a[0]) reduction(||: t[2])
  for (int i = 0; i < 8; i++) {
    a[0] = a[0] && i < 100;
    t[2] = t[2] || i == 7;
  }
  printf("a[0] = %d, t = %d %d %d\n", a[0], t[0], t[1], t[2]);
  free(p);
  return 0;
}
