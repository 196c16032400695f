/* Named semaphores (sem_open, sem_close, sem_unlink) in one process, as glibc 2.36 has them:
   the names it takes, O_CREAT/O_EXCL, a sem_t of its own at each open on one count, the value
   kept while the name is there, and threads waiting on it. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>

#define T(expr) do { errno = 0; long r_ = (long)(expr); int e_ = errno; printf("%-56s = %ld errno %s\n", #expr, r_, e_ ? strerrorname_np(e_) : "0"); } while (0)

static sem_t *shared;
static int done, own;

static void *worker(void *arg)
{
  sem_t *s = sem_open("/mpisim_named_sem_test", 0);
  own = s != shared && s != SEM_FAILED;
  sem_wait(s);
  done = (int)(long)arg;
  sem_post(s);
  sem_close(s);
  return NULL;
}

int main(void)
{
  int v = -1;
  sem_unlink("/mpisim_named_sem_test");
  T(sem_open("/mpisim_named_sem_test", 0) == SEM_FAILED);
  T(sem_open("", O_CREAT, 0600, 1) == SEM_FAILED);
  T(sem_open("/", O_CREAT, 0600, 1) == SEM_FAILED);
  T(sem_open("a/b", O_CREAT, 0600, 1) == SEM_FAILED);
  T(sem_open("/mpisim_named_sem_test", O_CREAT, 0600, (unsigned)SEM_VALUE_MAX + 1) == SEM_FAILED);
  sem_t *s = sem_open("/mpisim_named_sem_test", O_CREAT | O_EXCL, 0600, 2);
  printf("created: %d\n", s != SEM_FAILED);
  T(sem_open("/mpisim_named_sem_test", O_CREAT | O_EXCL, 0600, 2) == SEM_FAILED);
  sem_t *again = sem_open("///mpisim_named_sem_test", O_CREAT, 0600, 9);
  printf("opened again (leading slashes, O_CREAT without O_EXCL): another sem_t %d\n", again != s && again != SEM_FAILED);
  sem_getvalue(s, &v); printf("value %d\n", v);
  T(sem_trywait(s)); T(sem_trywait(s)); T(sem_trywait(s));
  T(sem_post(again));
  T(sem_close(again));
  sem_getvalue(s, &v); printf("after one close: value %d\n", v);
  T(sem_close(s));
  s = sem_open("mpisim_named_sem_test", 0);
  sem_getvalue(s, &v); printf("reopened after every close: value %d\n", v);

  shared = s;
  sem_wait(s);
  pthread_t t;
  pthread_create(&t, NULL, worker, (void *)7L);
  printf("worker waits while main holds it: done %d\n", done);
  sem_post(s);
  pthread_join(t, NULL);
  printf("after join: done %d, the worker's sem_open gave a sem_t of its own: %d\n", done, own);

  T(sem_unlink("/mpisim_named_sem_test"));
  T(sem_unlink("/mpisim_named_sem_test"));
  T(sem_unlink("a/b"));
  T(sem_unlink(""));
  sem_getvalue(s, &v); printf("unlinked but open: value %d\n", v);
  T(sem_post(s));
  T(sem_close(s));
  sem_t *fresh = sem_open("/mpisim_named_sem_test", O_CREAT, 0600, 5);
  sem_getvalue(fresh, &v); printf("a new one under the name: value %d\n", v);
  sem_close(fresh);
  sem_unlink("/mpisim_named_sem_test");
  return 0;
}
