/*
 * Functions the headers declare that no other member defines: <string.h>'s memccpy, stpncpy
 * and strsignal (glibc's texts), <sys/stat.h>'s umask (a process starts with 022, a login
 * shell's usual mask: the simulator gives every run the same), <time.h>'s timespec_get and
 * <stdio.h>'s vdprintf, <sys/ioctl.h>'s ioctl.
 */
#define _GNU_SOURCE 1
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <errno.h>
#include <fcntl.h>

void *memccpy(void *restrict __dest, const void *restrict __src, int __c, size_t __n)
{
  unsigned char *__d = __dest;
  const unsigned char *__s = __src;
  for (size_t __i = 0; __i < __n; __i++) {
    __d[__i] = __s[__i];
    if (__s[__i] == (unsigned char)__c) return __d + __i + 1;
  }
  return NULL;
}

char *stpncpy(char *restrict __dest, const char *restrict __src, size_t __n)
{
  size_t __len = strnlen(__src, __n);
  memcpy(__dest, __src, __len);
  memset(__dest + __len, 0, __n - __len);
  return __dest + __len;
}

static const char *const __mpisim_signal_names[32] = {
  0, "Hangup", "Interrupt", "Quit", "Illegal instruction", "Trace/breakpoint trap", "Aborted",
  "Bus error", "Floating point exception", "Killed", "User defined signal 1", "Segmentation fault",
  "User defined signal 2", "Broken pipe", "Alarm clock", "Terminated", "Stack fault", "Child exited",
  "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)", "Stopped (tty output)",
  "Urgent I/O condition", "CPU time limit exceeded", "File size limit exceeded",
  "Virtual timer expired", "Profiling timer expired", "Window changed", "I/O possible",
  "Power failure", "Bad system call",
};
static char __mpisim_strsignal_buf[40];

char *strsignal(int __sig)
{
  if (__sig > 0 && __sig < 32) return (char *)__mpisim_signal_names[__sig];
  /* glibc's real-time signals start at 34 (the thread library keeps 32 and 33). */
  if (__sig >= 34 && __sig <= 64) snprintf(__mpisim_strsignal_buf, sizeof __mpisim_strsignal_buf, "Real-time signal %d", __sig - 34);
  else snprintf(__mpisim_strsignal_buf, sizeof __mpisim_strsignal_buf, "Unknown signal %d", __sig);
  return __mpisim_strsignal_buf;
}

static mode_t __mpisim_umask = 022;

mode_t umask(mode_t __mask)
{
  mode_t __old = __mpisim_umask;
  __mpisim_umask = __mask & 0777;
  return __old;
}

int timespec_get(struct timespec *__ts, int __base)
{
  if (__base != TIME_UTC) return 0;
  clock_gettime(CLOCK_REALTIME, __ts);
  return __base;
}

int vdprintf(int __fd, const char *restrict __format, va_list __arg)
{
  va_list __copy;
  va_copy(__copy, __arg);
  int __n = vsnprintf(NULL, 0, __format, __copy);
  va_end(__copy);
  if (__n < 0) return __n;
  char *__s = malloc((size_t)__n + 1);
  if (!__s) return -1;
  vsnprintf(__s, (size_t)__n + 1, __format, __arg);
  ssize_t __w = write(__fd, __s, (size_t)__n);
  free(__s);
  return __w < 0 ? -1 : __n;
}

/*
 * A simulated process has no terminal and no device: ioctl checks the descriptor (EBADF), takes
 * the requests every descriptor takes (close-on-exec, non-blocking and asynchronous flags, which
 * fcntl keeps) and
 * answers ENOTTY to the rest, as Linux does for a pipe or a regular file.
 */
int ioctl(int __fd, unsigned long int __request, ...)
{
  struct stat __st;
  if (fstat(__fd, &__st) != 0) return -1;
  va_list __ap;
  int *__on;
  va_start(__ap, __request);
  __on = va_arg(__ap, int *);
  va_end(__ap);
  if (__request == FIOCLEX || __request == FIONCLEX) return fcntl(__fd, F_SETFD, __request == FIOCLEX ? FD_CLOEXEC : 0);
  if (__request == FIONBIO || __request == FIOASYNC) {
    int __bit = __request == FIONBIO ? O_NONBLOCK : O_ASYNC, __fl = fcntl(__fd, F_GETFL);
    return fcntl(__fd, F_SETFL, *__on ? __fl | __bit : __fl & ~__bit);
  }
  errno = ENOTTY;
  return -1;
}
