/*
 * fcntl, flock and lockf: the work is the runtime's (src/sim/runtime/libc-fcntl.ts); here a lock
 * that must wait (F_SETLKW, F_OFD_SETLKW, LOCK_EX without LOCK_NB, F_LOCK) waits. The holder is
 * another rank (another process), so the caller lets a millisecond of virtual time pass, gives
 * up the rest of its turn and asks again, until the holder lets go (or the kernel's deadlock
 * check answers EDEADLK).
 */
#define _GNU_SOURCE 1
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <stdarg.h>
#include <errno.h>
#include <sched.h>
#include <sys/mount.h>
#include <poll.h>
#include <sys/select.h>
#include <stdio.h>

int __mpisim_fcntl(int __fd, int __cmd, long __arg);
int __mpisim_flock(int __fd, int __op);

#define __MPISIM_LOCK_WAIT (-2)

int fcntl(int __fd, int __cmd, ...)
{
  va_list __ap;
  long __arg;
  int __r;
  va_start(__ap, __cmd);
  __arg = va_arg(__ap, long);
  va_end(__ap);
  while ((__r = __mpisim_fcntl(__fd, __cmd, __arg)) == __MPISIM_LOCK_WAIT) {
    usleep(1000);
    sched_yield();
  }
  return __r;
}

int flock(int __fd, int __op)
{
  int __r;
  while ((__r = __mpisim_flock(__fd, __op)) == __MPISIM_LOCK_WAIT) {
    usleep(1000);
    sched_yield();
  }
  return __r;
}

/* glibc's lockf: a record lock from the current offset over __len bytes (0: to the end, however long). */
int lockf(int __fd, int __cmd, off_t __len)
{
  struct flock __l = { .l_type = F_WRLCK, .l_whence = SEEK_CUR, .l_start = 0, .l_len = __len };
  switch (__cmd) {
  case F_TEST:
    __l.l_type = F_RDLCK;
    if (fcntl(__fd, F_GETLK, &__l) < 0) return -1;
    if (__l.l_type == F_UNLCK || __l.l_pid == getpid()) return 0;
    errno = EACCES;
    return -1;
  case F_ULOCK: __l.l_type = F_UNLCK; return fcntl(__fd, F_SETLK, &__l);
  case F_LOCK: return fcntl(__fd, F_SETLKW, &__l);
  case F_TLOCK: return fcntl(__fd, F_SETLK, &__l);
  }
  errno = EINVAL;
  return -1;
}

/* Mounting needs CAP_SYS_ADMIN, which no simulated process has. */
int mount(const char *__special_file, const char *__dir, const char *__fstype, unsigned long int __rwflag, const void *__data)
{
  (void)__special_file; (void)__dir; (void)__fstype; (void)__rwflag; (void)__data;
  errno = EPERM;
  return -1;
}
int umount2(const char *__special_file, int __flags) { (void)__special_file; (void)__flags; errno = EPERM; return -1; }
int umount(const char *__special_file) { return umount2(__special_file, 0); }

ssize_t __mpisim_read(int __fd, void *__buf, size_t __n);
ssize_t __mpisim_write(int __fd, const void *__buf, size_t __n);
int __mpisim_poll(struct pollfd *__fds, nfds_t __nfds, int __timeout);
/* Waits, as a thread waits on a mutex, until a pipe of the process changes (../../runtime/threads.ts):
   __kind 0 a read, 1 a write, 2 a poll (__fd is then the count of descriptors). */
int __mpisim_io_wait(int __kind, int __fd);

/* read and write: the runtime's, except that a pipe's end may have to wait (an empty pipe for a
   reader, a full one for a writer) until another thread of the process reads, writes or closes
   a pipe; then the call asks again. A process whose threads all wait is blocked, and reported
   as a deadlock when no rank can go on. A write the pipe took in part goes on with the rest,
   as a blocking write on Linux does. */
ssize_t read(int __fd, void *__buf, size_t __n)
{
  ssize_t __r;
  while ((__r = __mpisim_read(__fd, __buf, __n)) == __MPISIM_LOCK_WAIT)
    __mpisim_io_wait(0, __fd);
  return __r;
}

ssize_t write(int __fd, const void *__buf, size_t __n)
{
  size_t __done = 0;
  int __saved = errno;
  for (;;) {
    ssize_t __r = __mpisim_write(__fd, (const char *)__buf + __done, __n - __done);
    if (__r == __MPISIM_LOCK_WAIT) {
      __mpisim_io_wait(1, __fd);
      continue;
    }
    if (__r < 0) {
      if (!__done) return __r;
      errno = __saved; /* a part was written: the call succeeded */
      return (ssize_t)__done;
    }
    __done += (size_t)__r;
    if (__done >= __n || __r == 0) return (ssize_t)__done;
  }
}

/* poll: with a pipe's end among the descriptors and none ready, the timeout passes a millisecond
   at a time while the other threads run (one of them may make an end ready), and with no
   timeout the caller waits until a pipe changes. */
int poll(struct pollfd *__fds, nfds_t __nfds, int __timeout)
{
  int __r;
  while ((__r = __mpisim_poll(__fds, __nfds, __timeout)) == __MPISIM_LOCK_WAIT) {
    if (__timeout < 0) { __mpisim_io_wait(2, (int)__nfds); continue; }
    usleep(1000);
    sched_yield();
    __timeout--;
  }
  return __r;
}

int __mpisim_select(int __nfds, fd_set *__rd, fd_set *__wr, fd_set *__ex, struct timeval *__timeout);

/* select and pselect wait as poll does: a millisecond at a time with a timeout (what is left of
   it stays in the timeval, as Linux leaves it), for a pipe to change without one. */
int select(int __nfds, fd_set *restrict __rd, fd_set *restrict __wr, fd_set *restrict __ex, struct timeval *restrict __timeout)
{
  int __r;
  while ((__r = __mpisim_select(__nfds, __rd, __wr, __ex, __timeout)) == __MPISIM_LOCK_WAIT) {
    if (!__timeout) { __mpisim_io_wait(2, __nfds); continue; }
    long __us = __timeout->tv_sec * 1000000L + __timeout->tv_usec, __step = __us < 1000 ? __us : 1000;
    usleep((useconds_t)__step);
    sched_yield();
    __us -= __step;
    __timeout->tv_sec = __us / 1000000L;
    __timeout->tv_usec = __us % 1000000L;
  }
  return __r;
}

/* pselect leaves its timespec alone; the signal mask has nothing to do (no signal is delivered while it waits). */
int pselect(int __nfds, fd_set *restrict __rd, fd_set *restrict __wr, fd_set *restrict __ex, const struct timespec *restrict __timeout, const void *restrict __sigmask)
{
  struct timeval __tv, *__t = NULL;
  (void)__sigmask;
  if (__timeout) {
    if (__timeout->tv_sec < 0 || __timeout->tv_nsec < 0 || __timeout->tv_nsec >= 1000000000L) { errno = EINVAL; return -1; }
    __tv.tv_sec = __timeout->tv_sec;
    __tv.tv_usec = (__timeout->tv_nsec + 999) / 1000;
    __t = &__tv;
  }
  return select(__nfds, __rd, __wr, __ex, __t);
}

/* stdio's readers: glibc's would block inside read(2) on a stream over a pipe's empty end until
   the call's bytes come (fgets a line, fread its count, fgetc a byte) or the last writer closes
   it; here the stream asks first whether its bytes and the pipe's are enough, and waits as read
   does while they are not. */
int __mpisim_stream_wait(FILE *__f, size_t __need, int __delim);
char *__mpisim_fgets(char *__s, int __n, FILE *__f);
int __mpisim_fgetc(FILE *__f);
int __mpisim_getc(FILE *__f);
size_t __mpisim_fread(void *__p, size_t __size, size_t __n, FILE *__f);
__ssize_t __mpisim_getdelim(char **__line, size_t *__n, int __delim, FILE *__f);
int __mpisim_vfscanf(FILE *__f, const char *__fmt, __gnuc_va_list __ap);

static void __mpisim_input(FILE *__f, size_t __need, int __delim)
{
  while (__mpisim_stream_wait(__f, __need, __delim) == __MPISIM_LOCK_WAIT)
    __mpisim_io_wait(0, fileno(__f));
}
char *fgets(char *restrict __s, int __n, FILE *restrict __f)
{
  if (__n > 1) __mpisim_input(__f, (size_t)__n - 1, '\n');
  return __mpisim_fgets(__s, __n, __f);
}
int fgetc(FILE *__f) { __mpisim_input(__f, 1, -1); return __mpisim_fgetc(__f); }
int getc(FILE *__f) { __mpisim_input(__f, 1, -1); return __mpisim_getc(__f); }
size_t fread(void *restrict __p, size_t __size, size_t __n, FILE *restrict __f)
{
  if (__size && __n) __mpisim_input(__f, __size * __n, -1);
  return __mpisim_fread(__p, __size, __n, __f);
}
__ssize_t getdelim(char **restrict __line, size_t *restrict __n, int __delim, FILE *restrict __f)
{
  __mpisim_input(__f, (size_t)-1, __delim);
  return __mpisim_getdelim(__line, __n, __delim, __f);
}
__ssize_t getline(char **restrict __line, size_t *restrict __n, FILE *restrict __f) { return getdelim(__line, __n, '\n', __f); }
/* fscanf reads as far as its directives take it: a scan that reaches the pipe's empty end while
   a writer is open is dropped (nothing stored is kept as read) and made again once bytes come. */
int vfscanf(FILE *restrict __f, const char *restrict __fmt, __gnuc_va_list __ap)
{
  int __r;
  for (;;) {
    va_list __copy;
    va_copy(__copy, __ap);
    __r = __mpisim_vfscanf(__f, __fmt, __copy);
    va_end(__copy);
    if (__r != __MPISIM_LOCK_WAIT) return __r;
    __mpisim_io_wait(0, fileno(__f));
  }
}
int fscanf(FILE *restrict __f, const char *restrict __fmt, ...)
{
  va_list __ap;
  int __r;
  va_start(__ap, __fmt);
  __r = vfscanf(__f, __fmt, __ap);
  va_end(__ap);
  return __r;
}

/* open and fopen: the runtime's, except that the open of a FIFO's end waits, as Linux's
   fifo_open does, until another thread or process opens its other end (the runtime answers 3
   while a reader waits for a writer, 4 while a writer waits for a reader). A process whose
   threads all wait is blocked, and reported as a deadlock when no rank can go on. */
int __mpisim_open(const char *__file, int __oflag, ...);
int __mpisim_open64(const char *__file, int __oflag, ...);
int __mpisim_openat(int __dirfd, const char *__file, int __oflag, ...);
int __mpisim_openat64(int __dirfd, const char *__file, int __oflag, ...);
FILE *__mpisim_fopen(const char *__restrict __filename, const char *__restrict __mode);
FILE *__mpisim_fopen64(const char *__restrict __filename, const char *__restrict __mode);
int __mpisim_open_wait(int __fd);
int openat64(int __dirfd, const char *__file, int __oflag, ...);
FILE *fopen64(const char *__restrict __filename, const char *__restrict __mode);

static int __mpisim_opened(int __fd)
{
  int __k;
  while (__fd >= 0 && (__k = __mpisim_open_wait(__fd)) != 0)
    __mpisim_io_wait(__k, __fd);
  return __fd;
}
static FILE *__mpisim_fopened(FILE *__f)
{
  if (__f) __mpisim_opened(fileno(__f));
  return __f;
}
/* The mode argument, there when the flags create a file. */
#define __MPISIM_OPEN_MODE(__last) \
  mode_t __mode = 0; \
  if (__oflag & (O_CREAT | O_TMPFILE)) { va_list __ap; va_start(__ap, __last); __mode = va_arg(__ap, mode_t); va_end(__ap); }

int open(const char *__file, int __oflag, ...)
{
  __MPISIM_OPEN_MODE(__oflag)
  return __mpisim_opened(__mpisim_open(__file, __oflag, __mode));
}
int open64(const char *__file, int __oflag, ...)
{
  __MPISIM_OPEN_MODE(__oflag)
  return __mpisim_opened(__mpisim_open64(__file, __oflag, __mode));
}
int openat(int __dirfd, const char *__file, int __oflag, ...)
{
  __MPISIM_OPEN_MODE(__oflag)
  return __mpisim_opened(__mpisim_openat(__dirfd, __file, __oflag, __mode));
}
int openat64(int __dirfd, const char *__file, int __oflag, ...)
{
  __MPISIM_OPEN_MODE(__oflag)
  return __mpisim_opened(__mpisim_openat64(__dirfd, __file, __oflag, __mode));
}
FILE *fopen(const char *__restrict __filename, const char *__restrict __mode) { return __mpisim_fopened(__mpisim_fopen(__filename, __mode)); }
FILE *fopen64(const char *__restrict __filename, const char *__restrict __mode) { return __mpisim_fopened(__mpisim_fopen64(__filename, __mode)); }
