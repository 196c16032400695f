/*
 * Task reductions (`taskgroup task_reduction(op: x)` and the `task in_reduction(op: x)` of its
 * tasks), a member of libgomp.a beside mpisim-omp.c. As libgomp's
 * GOMP_taskgroup_reduction_register, a taskgroup gives every thread of its team a copy of x (the
 * compiled code makes them, at op's identity, and combines them into x in thread order once the
 * taskgroup's tasks have finished); a task that takes part works on the copy of the thread that
 * runs it (GOMP_task_reduction_remap), so x itself is untouched until the taskgroup ends.
 */
#include <pthread.h>
#include <stdlib.h>

int omp_get_thread_num(void);
void __mpisim_omp_artificial_team(int);

struct __omp_task_reduction {
  struct __omp_task_reduction *__prev;
  char *__orig;
  unsigned long __size;
  char *__copies; /* one a thread of the team, __size bytes apart */
};

/* The reductions of the taskgroups open now, newest first (an inner taskgroup's copy wins). */
static struct __omp_task_reduction *__omp_task_reductions;
static pthread_mutex_t __omp_task_reduction_lock = PTHREAD_MUTEX_INITIALIZER;

void __mpisim_omp_task_reduction_register(void *__orig, unsigned long __size, void *__copies)
{
  struct __omp_task_reduction *__r = malloc(sizeof *__r);
  __r->__orig = __orig;
  __r->__size = __size;
  __r->__copies = __copies;
  pthread_mutex_lock(&__omp_task_reduction_lock);
  __r->__prev = __omp_task_reductions;
  __omp_task_reductions = __r;
  pthread_mutex_unlock(&__omp_task_reduction_lock);
  __mpisim_omp_artificial_team(1);
}

void __mpisim_omp_task_reduction_unregister(void *__orig)
{
  pthread_mutex_lock(&__omp_task_reduction_lock);
  for (struct __omp_task_reduction **__at = &__omp_task_reductions; *__at; __at = &(*__at)->__prev)
    if ((*__at)->__orig == __orig) {
      struct __omp_task_reduction *__r = *__at;
      *__at = __r->__prev;
      free(__r);
      break;
    }
  pthread_mutex_unlock(&__omp_task_reduction_lock);
  __mpisim_omp_artificial_team(-1);
}

/* The running thread's copy of the variable at `p` (its address if no taskgroup reduces it). */
void *__mpisim_omp_task_reduction_remap(void *__p)
{
  char *__q = __p;
  pthread_mutex_lock(&__omp_task_reduction_lock);
  for (struct __omp_task_reduction *__r = __omp_task_reductions; __r; __r = __r->__prev)
    if (__q >= __r->__orig && __q < __r->__orig + __r->__size) {
      __q = __r->__copies + (unsigned long)omp_get_thread_num() * __r->__size + (__q - __r->__orig);
      break;
    }
  pthread_mutex_unlock(&__omp_task_reduction_lock);
  return __q;
}
