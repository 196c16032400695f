/*
 * POSIX unnamed semaphores on the process's mutexes and condition variables, so a thread that
 * waits is scheduled (and a semaphore nobody posts is a deadlock the simulator reports) as one
 * waiting on a condition variable. The count and its lock live in a block sem_init allocates;
 * sem_t holds its address.
 *
 * Named semaphores are glibc's: the file /dev/shm/sem.NAME (the run's own /dev/shm), opened
 * once per process (every sem_open a sem_t of its own on one count), the count kept while the
 * file is there. They serve the threads of one process: a rank opening one
 * another rank made is stopped with a message (its count is not shared between processes).
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

/*
 * A named semaphore this process opened: its file's inode and its count (in __state, set up once).
 * Every sem_open gives a sem_t of its own on that count, as glibc 2.36 maps the file again each
 * time; sem_close takes one back.
 */
struct __mpisim_named { struct __mpisim_named *__next; ino_t __ino; sem_t __state; };
struct __mpisim_handle { struct __mpisim_handle *__next; sem_t __sem; };
static struct __mpisim_named *__mpisim_named_list;
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
  struct stat __st;
  struct __mpisim_named *__e;
  struct __mpisim_handle *__h;
  int __fd, __pid = getpid(), __creator = 0;
  if (__mpisim_sem_path(__name, __path, sizeof __path) != 0) { errno = EINVAL; return SEM_FAILED; }
  if (__oflag & O_CREAT) {
    va_list __ap;
    va_start(__ap, __oflag);
    __mode = va_arg(__ap, mode_t);
    __value = va_arg(__ap, unsigned int);
    va_end(__ap);
    if (__value > SEM_VALUE_MAX) { errno = EINVAL; return SEM_FAILED; }
  }
  __fd = open(__path, O_RDWR | (__oflag & (O_CREAT | O_EXCL)), __mode);
  if (__fd < 0) return SEM_FAILED;
  fstat(__fd, &__st);
  for (__e = __mpisim_named_list; __e && __e->__ino != __st.st_ino; __e = __e->__next)
    ;
  if (!__e) {
    /* The file names the process that made it. */
    if (__st.st_size == 0) write(__fd, &__pid, sizeof __pid);
    else pread(__fd, &__creator, sizeof __creator, 0);
    if (__creator && __creator != __pid) {
      fprintf(stderr, "mpisim: sem_open(\"%s\"): the named semaphore was made by another rank; mpisim's named semaphores serve the threads of one process\n", __name);
      abort();
    }
    __e = malloc(sizeof *__e);
    if (!__e) { close(__fd); errno = ENOMEM; return SEM_FAILED; }
    __e->__ino = __st.st_ino;
    sem_init(&__e->__state, 1, __value);
    __e->__next = __mpisim_named_list;
    __mpisim_named_list = __e;
  }
  close(__fd);
  __h = malloc(sizeof *__h);
  if (!__h) { errno = ENOMEM; return SEM_FAILED; }
  __h->__sem = __e->__state;
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
