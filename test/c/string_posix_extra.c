/* memccpy, stpncpy, strsignal's texts, umask, timespec_get's answer, vdprintf, ioctl on a file. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>

static int say(int fd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vdprintf(fd, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  char buf[32];
  memset(buf, '.', sizeof buf);
  char *end = memccpy(buf, "hello, world", ',', 12);
  printf("memccpy %td %.8s\n", end - buf, buf);
  printf("memccpy none %p\n", memccpy(buf, "abc", 'z', 3));
  memset(buf, 'x', sizeof buf);
  end = stpncpy(buf, "abc", 6);
  printf("stpncpy %td %d %d %d %c\n", end - buf, buf[3], buf[5], buf[6] == 'x', buf[2]);
  end = stpncpy(buf, "abcdefgh", 4);
  printf("stpncpy %td %c\n", end - buf, buf[4]);
  for (int s = -1; s <= 66; s++) printf("%d %s\n", s, strsignal(s));
  /* The first mask is the shell's (mpisim's is 022): only the round trip is compared. */
  mode_t old = umask(077);
  printf("umask %03o\n", (unsigned)umask(old));
  struct timespec ts;
  printf("timespec_get %d %d\n", timespec_get(&ts, TIME_UTC), timespec_get(&ts, 0));
  fflush(stdout);
  int n = say(1, "vdprintf %d %s %.3f\n", 42, "str", 2.5);
  printf("vdprintf wrote %d\n", n);
  FILE *f = fopen("ioctl_probe.tmp", "w");
  fputs("data", f);
  fclose(f);
  int fd = open("ioctl_probe.tmp", O_RDONLY);
  struct winsize ws;
  int on = 1;
  errno = 0;
  int rc = ioctl(fd, TIOCGWINSZ, &ws);
  printf("ioctl winsize %d %s\n", rc, strerror(errno));
  printf("ioctl cloexec %d nbio %d\n", ioctl(fd, FIOCLEX), ioctl(fd, FIONBIO, &on));
  close(fd);
  remove("ioctl_probe.tmp");
  errno = 0;
  rc = ioctl(77, TIOCGWINSZ, &ws);
  printf("ioctl bad fd %d %s\n", rc, strerror(errno));
  return 0;
}
