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

/* read and write: the runtime's, except that a pipe's end may have to wait (an empty pipe for a
   reader, a full one for a writer) while another thread of the process makes progress: virtual
   time passes, the caller gives up its turn and asks again, as a lock's wait above. A write the
   pipe took in part goes on with the rest, as a blocking write on Linux does. */
ssize_t read(int __fd, void *__buf, size_t __n)
{
  ssize_t __r;
  while ((__r = __mpisim_read(__fd, __buf, __n)) == __MPISIM_LOCK_WAIT) {
    usleep(1000);
    sched_yield();
  }
  return __r;
}

ssize_t write(int __fd, const void *__buf, size_t __n)
{
  size_t __done = 0;
  int __saved = errno;
  for (;;) {
    ssize_t __r = __mpisim_write(__fd, (const char *)__buf + __done, __n - __done);
    if (__r == __MPISIM_LOCK_WAIT) {
      usleep(1000);
      sched_yield();
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
