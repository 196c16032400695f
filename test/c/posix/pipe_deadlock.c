/* A thread reads a pipe whose only writer is the main thread, which joins the reader first:
   under glibc the process hangs for ever; mpisim reports the deadlock with both waits. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int p[2];

static void *reader(void *arg)
{
  char c;
  (void)arg;
  return (void *)read(p[0], &c, 1); /* reader-waits */
}

int main(void)
{
  pthread_t t;
  pipe(p);
  pthread_create(&t, NULL, reader, NULL);
  pthread_join(t, NULL); /* main-waits */
  write(p[1], "x", 1);
  puts("never");
  return 0;
}
