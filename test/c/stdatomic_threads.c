/* C11 <stdatomic.h> between pthreads: counters, a pointer bumped by bytes, a spin lock on
   atomic_flag, compare-and-swap; with <stdalign.h>, <stdnoreturn.h>, <iso646.h> and <alloca.h>. */
#include <stdatomic.h>
#include <stdalign.h>
#include <stdnoreturn.h>
#include <iso646.h>
#include <alloca.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define NTHREADS 4
#define ITERS 1000

static atomic_int counter = ATOMIC_VAR_INIT(0);
static atomic_long total;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static _Atomic(int *) cursor;
static int slots[NTHREADS * ITERS];
static long unsafe_sum;

static void *work(void *arg)
{
  long id = (long)arg;
  for (int i = 0; i < ITERS; i++) {
    atomic_fetch_add(&counter, 1);
    atomic_fetch_add_explicit(&total, id + i, memory_order_relaxed);
    int *mine = atomic_fetch_add(&cursor, sizeof(int));
    *mine = (int)id;
    while (atomic_flag_test_and_set(&lock)) { }
    unsafe_sum += i;
    atomic_flag_clear(&lock);
  }
  return NULL;
}

noreturn static void finish(int code) { fflush(stdout); _Exit(code); }

int main(void)
{
  pthread_t t[NTHREADS];
  atomic_init(&total, 0);
  atomic_store(&cursor, slots);
  for (long k = 0; k < NTHREADS; k++) pthread_create(&t[k], NULL, work, (void *)k);
  for (int k = 0; k < NTHREADS; k++) pthread_join(t[k], NULL);
  int per[NTHREADS] = {0};
  for (int k = 0; k < NTHREADS * ITERS; k++) per[slots[k]]++;
  printf("counter %d total %ld sum %ld per %d %d %d %d cursor-slots %ld\n", atomic_load(&counter), atomic_load(&total),
         unsafe_sum, per[0], per[1], per[2], per[3], (long)(atomic_load(&cursor) - slots));
  int expected = 4000;
  _Bool ok = atomic_compare_exchange_strong(&counter, &expected, 5);
  int expected2 = 4000;
  _Bool ok2 = atomic_compare_exchange_weak(&counter, &expected2, 6);
  printf("cas %d %d expected2 %d now %d exch %d lockfree %d %d\n", ok, ok2, expected2, atomic_load(&counter),
         atomic_exchange(&counter, 9), ATOMIC_INT_LOCK_FREE, (int)atomic_is_lock_free(&total));
  alignas(64) char buf[64];
  char *scratch = alloca(100);
  memset(scratch, 'x', 99); scratch[99] = 0;
  printf("align %d %zu alloca %zu\n", (int)((unsigned long)buf % 64), alignof(double), strlen(scratch));
  if (1 and not 0) printf("iso646 %d\n", 6 bitand 3);
  finish(0);
}
