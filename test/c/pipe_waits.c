/* Waiting on pipes inside one process, as under glibc: poll with no timeout sleeps until a
   writer thread's bytes come (or its last write end closes: POLLHUP), poll with a timeout
   returns 0 when none come in time, and stdio's readers on a stream over the read end block
   until their call's bytes are there: fgets a whole line written in pieces, fread its count,
   getline, fscanf, fgetc; a writer blocks on a full pipe until the reader drains it; EOF once
   the writer closes. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>

static int p[2];

static void put(const char *s, int pause_us)
{
  usleep(pause_us);
  write(p[1], s, strlen(s));
}

static void *writer(void *arg)
{
  (void)arg;
  put("alpha ", 10000);
  put("beta\n", 10000);
  put("12 3", 10000);
  put("4 gamma\n", 10000);
  put("0123456789", 10000);
  put("abcdef", 10000);
  put("line one\nline ", 10000);
  put("two\nx", 10000);
  put("tail without newline", 10000);
  usleep(10000);
  close(p[1]);
  return NULL;
}

static char big[200000];

static void *drainer(void *arg)
{
  (void)arg;
  long total = 0;
  ssize_t n;
  char buf[5000];
  usleep(30000);
  while ((n = read(p[0], buf, sizeof buf)) > 0) total += n;
  return (void *)total;
}

int main(void)
{
  /* poll with no timeout: a writer thread's bytes wake it. */
  pipe(p);
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  struct pollfd f = { p[0], POLLIN, 0 };
  int n = poll(&f, 1, -1);
  printf("poll: %d revents %#x\n", n, f.revents);

  FILE *in = fdopen(p[0], "r");
  char line[64];
  printf("fgets: %s", fgets(line, sizeof line, in));
  int a, b;
  char word[16];
  printf("fscanf: %d", fscanf(in, "%d %d %15s", &a, &b, word));
  printf(" -> %d %d %s\n", a, b, word);
  printf("fgetc: %d\n", fgetc(in));
  char ten[11] = { 0 };
  printf("fread: %zu", fread(ten, 1, 10, in));
  printf(" %s\n", ten);
  char six[7] = { 0 };
  printf("fread: %zu", fread(six, 1, 6, in));
  printf(" %s\n", six);
  char *l = NULL;
  size_t cap = 0;
  ssize_t got;
  while ((got = getline(&l, &cap, in)) > 0) printf("getline: %zd [%.*s]\n", got, (int)got, l);
  printf("end: feof %d ferror %d\n", feof(in), ferror(in));
  free(l);
  pthread_join(t, NULL);
  fclose(in);

  /* poll with no timeout wakes with POLLHUP when the last writer closes. */
  pipe(p);
  pthread_create(&t, NULL, writer, NULL);
  char sink[256];
  long total = 0;
  for (;;) {
    f.fd = p[0];
    f.revents = 0;
    n = poll(&f, 1, -1);
    if (f.revents & POLLIN) { total += read(p[0], sink, sizeof sink); continue; }
    printf("poll: %d revents %#x after %ld bytes\n", n, f.revents, total);
    break;
  }
  pthread_join(t, NULL);
  close(p[0]);

  /* select with no timeout: a writer thread's bytes wake it; then its last close (EOF is readable). */
  pipe(p);
  pthread_create(&t, NULL, writer, NULL);
  for (int rounds = 0;; rounds++) {
    fd_set rd;
    FD_ZERO(&rd);
    FD_SET(p[0], &rd);
    n = select(p[0] + 1, &rd, NULL, NULL, NULL);
    ssize_t got = FD_ISSET(p[0], &rd) ? read(p[0], sink, sizeof sink) : -1;
    if (got <= 0) { printf("select: %d, read %zd after %d rounds\n", n, got, rounds); break; }
  }
  pthread_join(t, NULL);
  close(p[0]);

  /* select with a timeout: none ready in time is 0, the timeval used up; pselect likewise. */
  pipe(p);
  {
    fd_set rd;
    FD_ZERO(&rd);
    FD_SET(p[0], &rd);
    struct timeval tv = { 0, 2500 };
    n = select(p[0] + 1, &rd, NULL, NULL, &tv);
    printf("select timeout: %d set %d left %ld.%06ld\n", n, FD_ISSET(p[0], &rd) != 0, (long)tv.tv_sec, (long)tv.tv_usec);
    FD_SET(p[0], &rd);
    struct timespec ts = { 0, 3000000 };
    n = pselect(p[0] + 1, &rd, NULL, NULL, &ts, NULL);
    printf("pselect timeout: %d set %d\n", n, FD_ISSET(p[0], &rd) != 0);
  }
  close(p[0]);
  close(p[1]);

  /* poll with a timeout and no writer activity in time: 0. */
  pipe(p);
  f.fd = p[0];
  n = poll(&f, 1, 5);
  printf("poll timeout: %d revents %#x\n", n, f.revents);

  /* A write larger than the pipe blocks until a reader thread drains it. */
  pthread_create(&t, NULL, drainer, NULL);
  memset(big, 'z', sizeof big);
  printf("write: %zd\n", write(p[1], big, sizeof big));
  close(p[1]);
  void *drained;
  pthread_join(t, &drained);
  printf("drained: %ld\n", (long)drained);
  close(p[0]);
  return 0;
}
