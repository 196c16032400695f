/**
 * The parts of the C library written in C, compiled with every program: they call back into
 * user code (qsort's comparator) or return structures (div), which compiled C does naturally.
 * qsort is glibc's merge sort (msort.c), so comparator calls come in glibc's order.
 */
export const PRELUDE_FILE = 'mpisim/libc.c';

export const PRELUDE_SOURCE = `
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static void __mpisim_msort(char *b, size_t n, size_t s, int (*cmp)(const void *, const void *), char *t)
{
  size_t n1, n2;
  char *b1, *b2, *tmp;
  if (n <= 1)
    return;
  n1 = n / 2;
  n2 = n - n1;
  b1 = b;
  b2 = b + n1 * s;
  __mpisim_msort(b1, n1, s, cmp, t);
  __mpisim_msort(b2, n2, s, cmp, t);
  tmp = t;
  while (n1 > 0 && n2 > 0) {
    if ((*cmp)(b1, b2) <= 0) {
      memcpy(tmp, b1, s);
      tmp += s;
      b1 += s;
      --n1;
    } else {
      memcpy(tmp, b2, s);
      tmp += s;
      b2 += s;
      --n2;
    }
  }
  if (n1 > 0)
    memcpy(tmp, b1, n1 * s);
  memcpy(b, t, (n - n2) * s);
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
  char *t;
  if (n <= 1 || size == 0)
    return;
  t = malloc(n * size);
  __mpisim_msort((char *)base, n, size, cmp, t);
  free(t);
}

void *bsearch(const void *key, const void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
  size_t l = 0, u = n, idx;
  const void *p;
  int c;
  while (l < u) {
    idx = (l + u) / 2;
    p = (const char *)base + idx * size;
    c = (*cmp)(key, p);
    if (c < 0)
      u = idx;
    else if (c > 0)
      l = idx + 1;
    else
      return (void *)p;
  }
  return NULL;
}

div_t div(int numer, int denom) { div_t r; r.quot = numer / denom; r.rem = numer % denom; return r; }
ldiv_t ldiv(long numer, long denom) { ldiv_t r; r.quot = numer / denom; r.rem = numer % denom; return r; }
lldiv_t lldiv(long long numer, long long denom) { lldiv_t r; r.quot = numer / denom; r.rem = numer % denom; return r; }
`;
