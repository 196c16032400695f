/*
 * The parts of the C library written in C, compiled with every program: they call back into
 * user code (qsort's comparator) or return structures (div), which compiled C does naturally.
 * qsort is glibc's merge sort (msort.c), so comparator calls come in glibc's order.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

static void __mpisim_msort(char *__b, size_t __n, size_t __s, int (*__cmp)(const void *, const void *), char *__t)
{
  size_t __n1, __n2;
  char *__b1, *__b2, *__tmp;
  if (__n <= 1)
    return;
  __n1 = __n / 2;
  __n2 = __n - __n1;
  __b1 = __b;
  __b2 = __b + __n1 * __s;
  __mpisim_msort(__b1, __n1, __s, __cmp, __t);
  __mpisim_msort(__b2, __n2, __s, __cmp, __t);
  __tmp = __t;
  while (__n1 > 0 && __n2 > 0) {
    if ((*__cmp)(__b1, __b2) <= 0) {
      memcpy(__tmp, __b1, __s);
      __tmp += __s;
      __b1 += __s;
      --__n1;
    } else {
      memcpy(__tmp, __b2, __s);
      __tmp += __s;
      __b2 += __s;
      --__n2;
    }
  }
  if (__n1 > 0)
    memcpy(__tmp, __b1, __n1 * __s);
  memcpy(__b, __t, (__n - __n2) * __s);
}

void qsort(void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  char *__t;
  if (__n <= 1 || __size == 0)
    return;
  __t = malloc(__n * __size);
  __mpisim_msort((char *)__base, __n, __size, __cmp, __t);
  free(__t);
}

void *bsearch(const void *__key, const void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  size_t __l = 0, __u = __n, __idx;
  const void *__p;
  int __c;
  while (__l < __u) {
    __idx = (__l + __u) / 2;
    __p = (const char *)__base + __idx * __size;
    __c = (*__cmp)(__key, __p);
    if (__c < 0)
      __u = __idx;
    else if (__c > 0)
      __l = __idx + 1;
    else
      return (void *)__p;
  }
  return NULL;
}

div_t div(int __num, int __den) { div_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
ldiv_t ldiv(long __num, long __den) { ldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
lldiv_t lldiv(long long __num, long long __den) { lldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
imaxdiv_t imaxdiv(intmax_t __num, intmax_t __den) { imaxdiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
