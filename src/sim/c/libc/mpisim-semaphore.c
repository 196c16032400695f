/*
 * POSIX unnamed semaphores on the process's mutexes and condition variables, so a thread that
 * waits is scheduled (and a semaphore nobody posts is a deadlock the simulator reports) as one
 * waiting on a condition variable. The count and its lock live in a block sem_init allocates;
 * sem_t holds its address.
 *
 * Named semaphores are glibc's: the file /dev/shm/sem.NAME (the run's own /dev/shm, shared by
 * every rank as one node's processes share it) holds the sem_t, its count in the first 4 bytes,
 * changed in one step by the runtime (__mpisim_semop) as glibc's atomic instructions change it.
 * Every sem_open gives a sem_t of its own on the file (kept open, so an unlinked semaphore
 * lives on while open). A wait with no count waits as a thread waits on a mutex until a post
 * of any process (__mpisim_io_wait, ../../runtime/threads.ts), so the other threads and ranks
 * run, and one nobody can post any more is a deadlock the simulator reports (glibc's waits for
 * ever). A timed wait lets a millisecond of virtual time pass at a time, up to its deadline.
 */
#include <semaphore.h>
#include <pthread.h>
#include <stdlib.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sched.h>
#include <time.h>

/* __fd >= 0: a named semaphore's open file (its count is there); -1: an unnamed one's own count. */
struct __mpisim_sem { int __fd; pthread_mutex_t __lock; pthread_cond_t __posted; unsigned int __value; };
int __mpisim_semop(int __fd, int __op);
int __mpisim_io_wait(int __kind, int __fd);

/* A named semaphore's count: one taken, or EAGAIN; the wait, or its deadline (0: none). */
static int __mpisim_named_wait(struct __mpisim_sem *__s, const struct timespec *__abstime)
{
  int __r;
  while ((__r = __mpisim_semop(__s->__fd, -1)) == -EAGAIN) {
    if (__abstime) {
      struct timespec __now;
      clock_gettime(CLOCK_REALTIME, &__now);
      if (__now.tv_sec > __abstime->tv_sec || (__now.tv_sec == __abstime->tv_sec && __now.tv_nsec >= __abstime->tv_nsec)) { errno = ETIMEDOUT; return -1; }
      usleep(1000);
      sched_yield();
      continue;
    }
    __mpisim_io_wait(5, __s->__fd);
  }
  if (__r < 0) { errno = -__r; return -1; }
  return 0;
}

static struct __mpisim_sem *__mpisim_sem_state(sem_t *__sem) { return *(struct __mpisim_sem **)__sem; }

int sem_init(sem_t *__sem, int __pshared, unsigned int __value)
{
  struct __mpisim_sem *__s;
  (void)__pshared;
  if (__value > SEM_VALUE_MAX) { errno = EINVAL; return -1; }
  __s = malloc(sizeof *__s);
  if (!__s) { errno = ENOMEM; return -1; }
  __s->__fd = -1;
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
  if (__s->__fd >= 0) return __mpisim_named_wait(__s, NULL);
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
  if (__s->__fd >= 0) return __mpisim_named_wait(__s, __abstime);
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
  if (__s->__fd >= 0) {
    __got = __mpisim_semop(__s->__fd, -1);
    if (__got < 0) { errno = -__got; return -1; }
    return 0;
  }
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
  if (__s->__fd >= 0) {
    int __r = __mpisim_semop(__s->__fd, 1);
    if (__r < 0) { errno = -__r; return -1; }
    return 0;
  }
  pthread_mutex_lock(&__s->__lock);
  if (__s->__value == SEM_VALUE_MAX) { pthread_mutex_unlock(&__s->__lock); errno = EOVERFLOW; return -1; }
  __s->__value++;
  pthread_cond_signal(&__s->__posted);
  pthread_mutex_unlock(&__s->__lock);
  return 0;
}

int sem_getvalue(sem_t *__sem, int *__sval)
{
  struct __mpisim_sem *__s = __mpisim_sem_state(__sem);
  *__sval = __s->__fd >= 0 ? __mpisim_semop(__s->__fd, 0) : (int)__s->__value;
  return 0;
}

/* A sem_t sem_open gave: its state (the file's descriptor), listed so sem_close knows it. */
struct __mpisim_handle { struct __mpisim_handle *__next; sem_t __sem; struct __mpisim_sem __state; };
static struct __mpisim_handle *__mpisim_handles;

/* glibc's __shm_get_name: leading slashes dropped, then a name with no other slash, under /dev/shm/sem. */
static int __mpisim_sem_path(const char *__name, char *__out, size_t __n)
{
  size_t __len;
  while (*__name == '/') __name++;
  __len = strlen(__name);
  if (__len == 0 || strchr(__name, '/') || __len > NAME_MAX - 4) return -1;
  snprintf(__out, __n, "/dev/shm/sem.%s", __name);
  return 0;
}

sem_t *sem_open(const char *__name, int __oflag, ...)
{
  char __path[NAME_MAX + 16];
  mode_t __mode = 0;
  unsigned int __value = 0;
  struct __mpisim_handle *__h;
  int __fd = -1;
  if (__mpisim_sem_path(__name, __path, sizeof __path) != 0) { errno = EINVAL; return SEM_FAILED; }
  if (__oflag & O_CREAT) {
    va_list __ap;
    va_start(__ap, __oflag);
    __mode = va_arg(__ap, mode_t);
    __value = va_arg(__ap, unsigned int);
    va_end(__ap);
    if (__value > SEM_VALUE_MAX) { errno = EINVAL; return SEM_FAILED; }
    /* A new file gets its sem_t (32 bytes, the count first), as glibc writes it before linking it. */
    __fd = open(__path, O_RDWR | O_CREAT | O_EXCL, __mode);
    if (__fd >= 0) {
      unsigned char __init[32] = { 0 };
      memcpy(__init, &__value, sizeof __value);
      write(__fd, __init, sizeof __init);
    } else if (errno != EEXIST || (__oflag & O_EXCL)) return SEM_FAILED;
  }
  if (__fd < 0) __fd = open(__path, O_RDWR);
  if (__fd < 0) return SEM_FAILED;
  /* glibc maps the file and closes it: the descriptor kept here moves out of the program's way
     (the next open still gets the lowest free number). */
  {
    int __high = fcntl(__fd, F_DUPFD_CLOEXEC, 960);
    if (__high >= 0) { close(__fd); __fd = __high; }
  }
  __h = malloc(sizeof *__h);
  if (!__h) { close(__fd); errno = ENOMEM; return SEM_FAILED; }
  __h->__state.__fd = __fd;
  *(struct __mpisim_sem **)&__h->__sem = &__h->__state;
  __h->__next = __mpisim_handles;
  __mpisim_handles = __h;
  return &__h->__sem;
}

int sem_close(sem_t *__sem)
{
  struct __mpisim_handle **__p;
  for (__p = &__mpisim_handles; *__p; __p = &(*__p)->__next)
    if (&(*__p)->__sem == __sem) {
      struct __mpisim_handle *__h = *__p;
      *__p = __h->__next;
      close(__h->__state.__fd);
      free(__h);
      return 0;
    }
  errno = EINVAL;
  return -1;
}

int sem_unlink(const char *__name)
{
  char __path[NAME_MAX + 16];
  if (__mpisim_sem_path(__name, __path, sizeof __path) != 0) { errno = ENOENT; return -1; }
  return unlink(__path);
}
