/*
 * POSIX unnamed semaphores on the process's mutexes and condition variables, so a thread that
 * waits is scheduled (and a semaphore nobody posts is a deadlock the simulator reports) as one
 * waiting on a condition variable. The count and its lock live in a block sem_init allocates;
 * sem_t holds its address. Named semaphores (sem_open) name a file of the host: not provided.
 */
#include <semaphore.h>
#include <pthread.h>
#include <stdlib.h>
#include <errno.h>
#include <limits.h>

struct __mpisim_sem { pthread_mutex_t __lock; pthread_cond_t __posted; unsigned int __value; };

static struct __mpisim_sem *__mpisim_sem_state(sem_t *__sem) { return *(struct __mpisim_sem **)__sem; }

int sem_init(sem_t *__sem, int __pshared, unsigned int __value)
{
  struct __mpisim_sem *__s;
  (void)__pshared;
  if (__value > SEM_VALUE_MAX) { errno = EINVAL; return -1; }
  __s = malloc(sizeof *__s);
  if (!__s) { errno = ENOMEM; return -1; }
  pthread_mutex_init(&__s->__lock, NULL);
  pthread_cond_init(&__s->__posted, NULL);
  __s->__value = __value;
  *(struct __mpisim_sem **)__sem = __s;
  return 0;
}

int sem_destroy(sem_t *__sem)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  pthread_mutex_destroy(&__s->__lock);
  pthread_cond_destroy(&__s->__posted);
  free(__s);
  return 0;
}

int sem_wait(sem_t *__sem)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  pthread_mutex_lock(&__s->__lock);
  while (__s->__value == 0) pthread_cond_wait(&__s->__posted, &__s->__lock);
  __s->__value--;
  pthread_mutex_unlock(&__s->__lock);
  return 0;
}

int sem_timedwait(sem_t *__sem, const struct timespec *__abstime)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  int __rc = 0;
  if (__abstime->tv_nsec < 0 || __abstime->tv_nsec >= 1000000000) { errno = EINVAL; return -1; }
  pthread_mutex_lock(&__s->__lock);
  while (__s->__value == 0 && __rc == 0) __rc = pthread_cond_timedwait(&__s->__posted, &__s->__lock, __abstime);
  if (__s->__value > 0) { __s->__value--; __rc = 0; }
  pthread_mutex_unlock(&__s->__lock);
  if (__rc) { errno = __rc; return -1; }
  return 0;
}

int sem_trywait(sem_t *__sem)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  int __got;
  pthread_mutex_lock(&__s->__lock);
  __got = __s->__value > 0;
  if (__got) __s->__value--;
  pthread_mutex_unlock(&__s->__lock);
  if (!__got) { errno = EAGAIN; return -1; }
  return 0;
}

int sem_post(sem_t *__sem)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  pthread_mutex_lock(&__s->__lock);
  if (__s->__value == SEM_VALUE_MAX) { pthread_mutex_unlock(&__s->__lock); errno = EOVERFLOW; return -1; }
  __s->__value++;
  pthread_cond_signal(&__s->__posted);
  pthread_mutex_unlock(&__s->__lock);
  return 0;
}

int sem_getvalue(sem_t *__sem, int *__sval)
{
  *__sval = (int)__mpisim_sem_state(__sem)->__value;
  return 0;
}
