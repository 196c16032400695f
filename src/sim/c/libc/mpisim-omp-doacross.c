/*
 * Doacross loops (`for ordered(n)`), a member of libgomp.a beside mpisim-omp.c: the loop's
 * iteration space of n dimensions (each loop's first value, step and count, which the compiler
 * measures as the loop starts), made by the first member to come, and one flag an iteration,
 * set when it passes its `ordered depend(source)`. A sink waits for its iteration's flag unless
 * that iteration is outside the space (not on a step, past an end) or not before the waiting one
 * (gcc drops those: "waiting for lexically later iteration"), as libgomp's waits end.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct __omp_doacross {
  int __ndims;
  long *__lo, *__step, *__count;
  unsigned char *__posted;
};

/* The running work-sharing loop's doacross space (mpisim-omp.c frees it with the loop's slot). */
void **__mpisim_omp_loop_doacross(void);

/* One lock for every team's doacross flags: a post wakes the waiters to look again. */
static pthread_mutex_t __omp_doacross_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t __omp_doacross_cond = PTHREAD_COND_INITIALIZER;

void __mpisim_omp_doacross_begin(int __n, long *__lo, long *__step, long *__count)
{
  void **__slot = __mpisim_omp_loop_doacross();
  pthread_mutex_lock(&__omp_doacross_lock);
  if (!*__slot) {
    long __total = 1;
    for (int __d = 0; __d < __n; __d++)
      __total *= __count[__d] > 0 ? __count[__d] : 0;
    /* One block: the header, the three vectors, then the flags. */
    struct __omp_doacross *__da = calloc(1, sizeof *__da + 3 * __n * sizeof(long) + (__total ? __total : 1));
    __da->__ndims = __n;
    __da->__lo = (long *)(__da + 1);
    __da->__step = __da->__lo + __n;
    __da->__count = __da->__step + __n;
    __da->__posted = (unsigned char *)(__da->__count + __n);
    memcpy(__da->__lo, __lo, __n * sizeof(long));
    memcpy(__da->__step, __step, __n * sizeof(long));
    memcpy(__da->__count, __count, __n * sizeof(long));
    *__slot = __da;
  }
  pthread_mutex_unlock(&__omp_doacross_lock);
}

/* An iteration's place in the space (row-major, as the loops run), -1 when it is not in it. */
static long __omp_doacross_place(struct __omp_doacross *__da, long *__v)
{
  long __place = 0;
  for (int __d = 0; __d < __da->__ndims; __d++) {
    long __off = __v[__d] - __da->__lo[__d], __st = __da->__step[__d];
    if (__st == 0 || __off % __st)
      return -1;
    long __q = __off / __st;
    if (__q < 0 || __q >= __da->__count[__d])
      return -1;
    __place = __place * __da->__count[__d] + __q;
  }
  return __place;
}

void __mpisim_omp_doacross_wait(long *__sink, long *__now)
{
  struct __omp_doacross *__da = *__mpisim_omp_loop_doacross();
  long __k = __omp_doacross_place(__da, __sink);
  if (__k < 0 || __k >= __omp_doacross_place(__da, __now))
    return;
  pthread_mutex_lock(&__omp_doacross_lock);
  while (!__da->__posted[__k])
    pthread_cond_wait(&__omp_doacross_cond, &__omp_doacross_lock);
  pthread_mutex_unlock(&__omp_doacross_lock);
}

void __mpisim_omp_doacross_post(long *__now)
{
  struct __omp_doacross *__da = *__mpisim_omp_loop_doacross();
  long __k = __omp_doacross_place(__da, __now);
  if (__k < 0)
    return;
  pthread_mutex_lock(&__omp_doacross_lock);
  __da->__posted[__k] = 1;
  pthread_cond_broadcast(&__omp_doacross_cond);
  pthread_mutex_unlock(&__omp_doacross_lock);
}
