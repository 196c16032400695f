/* pipe() and pipe2() inside one process: a reader thread waits on an empty pipe while the main
   thread writes in parts, EOF once every write end is closed, a write end with no reader gives
   EPIPE (SIGPIPE ignored), O_NONBLOCK answers EAGAIN, 65536 bytes fill a pipe, dup of an end
   keeps it open, lseek is ESPIPE, fstat says FIFO; fdopen streams on the ends. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/select.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define T(expr) do { errno = 0; long r_ = (long)(expr); printf("%-40s = %ld errno %s\n", #expr, r_, errno ? strerrorname_np(errno) : "0"); } while (0)

static int p[2];
static char got[256];
static long total;

static void *reader(void *arg)
{
  (void)arg;
  char buf[64];
  ssize_t n;
  while ((n = read(p[0], buf, sizeof buf)) > 0) {
    memcpy(got + total, buf, (size_t)n);
    total += n;
  }
  return (void *)n;
}

int main(void)
{
  signal(SIGPIPE, SIG_IGN);
  T(pipe(p));
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  const char *parts[] = { "first part, ", "second part, ", "last part.\n" };
  for (int k = 0; k < 3; k++) {
    usleep(20000);
    write(p[1], parts[k], strlen(parts[k]));
  }
  close(p[1]);
  void *last;
  pthread_join(t, &last);
  printf("reader got %ld bytes, last read %ld: %s", total, (long)last, got);
  T(read(p[0], got, 10));
  close(p[0]);

  /* no reader */
  T(pipe(p));
  close(p[0]);
  T(write(p[1], "x", 1));
  close(p[1]);

  /* O_NONBLOCK, capacity, flags */
  T(pipe2(p, O_NONBLOCK | O_CLOEXEC));
  char c;
  T(read(p[0], &c, 1));
  T(fcntl(p[0], F_GETFL)); T(fcntl(p[1], F_GETFL)); T(fcntl(p[0], F_GETFD));
  T(fcntl(p[1], F_GETPIPE_SZ));
  static char big[70000];
  memset(big, 'z', sizeof big);
  T(write(p[1], big, sizeof big));
  T(write(p[1], big, 1));
  T(read(p[0], big, 100));
  T(write(p[1], big, 200));
  T(write(p[1], big, 100));
  T(lseek(p[0], 0, SEEK_CUR));
  struct stat st;
  T(fstat(p[0], &st)); printf("S_ISFIFO %d\n", S_ISFIFO(st.st_mode));
  close(p[0]); close(p[1]);
  T(pipe2(p, 0x7));

  /* poll on the ends: empty, with data, without the other end */
  T(pipe(p));
  struct pollfd pf[2] = { { p[0], POLLIN, 0 }, { p[1], POLLOUT, 0 } };
  T(poll(pf, 2, 0)); printf("revents %x %x\n", pf[0].revents, pf[1].revents);
  write(p[1], "ab", 2);
  T(poll(pf, 2, 10)); printf("revents %x %x\n", pf[0].revents, pf[1].revents);
  close(p[1]);
  T(poll(pf, 1, 10)); printf("revents %x\n", pf[0].revents);
  fd_set rs; FD_ZERO(&rs); FD_SET(p[0], &rs);
  struct timeval tv = { 0, 1000 };
  T(select(p[0] + 1, &rs, NULL, NULL, &tv));
  T(read(p[0], got, 10)); T(read(p[0], got, 10));
  T(pipe(p));
  close(p[0]);
  pf[0].fd = p[1]; pf[0].events = POLLOUT;
  T(poll(pf, 1, 10)); printf("revents %x\n", pf[0].revents);
  close(p[1]);

  /* a dup of the write end keeps it open; streams on the ends */
  T(pipe(p));
  int w2 = dup(p[1]);
  close(p[1]);
  FILE *out = fdopen(w2, "w");
  fprintf(out, "through stdio %d\n", 42);
  fclose(out);
  FILE *in = fdopen(p[0], "r");
  char line[64] = "";
  fgets(line, sizeof line, in);
  printf("stream read: %s", line);
  T(fgetc(in));
  printf("feof %d\n", feof(in));
  fclose(in);
  T(close(p[0]));

  /* popen cannot start a process here; its mode is checked first, as glibc does */
  T(popen("true", "rw")); T(popen("true", "x")); T(popen("true", ""));
  return 0;
}
