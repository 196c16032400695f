/* fcntl (descriptor and status flags, duplicates, record and OFD locks), dup/dup2/dup3, flock,
   lockf, posix_fadvise/posix_fallocate, openat, as glibc 2.36 on Linux answers them, in one
   process (the locks between processes are test/mpi/io_fcntl_locks.c's). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define T(expr) do { errno = 0; long r_ = (long)(expr); printf("%-52s = %ld errno %s\n", #expr, r_, errno ? strerrorname_np(errno) : "0"); } while (0)

static struct flock lk(int type, int whence, long start, long len)
{
  struct flock l;
  memset(&l, 0, sizeof l);
  l.l_type = (short)type; l.l_whence = (short)whence; l.l_start = start; l.l_len = len;
  return l;
}

/* What F_GETLK / F_OFD_GETLK on `fd` reports for a lock of `type` over [start, start+len). */
static void probe(const char *what, int fd, int cmd, int type, long start, long len)
{
  struct flock l = lk(type, SEEK_SET, start, len);
  errno = 0;
  int r = fcntl(fd, cmd, &l);
  printf("%s: %d errno %d", what, r, errno);
  if (l.l_type == F_UNLCK) printf(" free\n");
  else printf(" type %d whence %d start %ld len %ld pid %s\n", l.l_type, l.l_whence, (long)l.l_start, (long)l.l_len,
              l.l_pid == getpid() ? "self" : l.l_pid == -1 ? "-1" : "other");
}

int main(void)
{
  const char *name = "fcntl_flags_locks.tmp";
  int fd = open(name, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK | O_SYNC, 0644);
  int ro = open(name, O_RDONLY);
  int wo = open(name, O_WRONLY | O_APPEND);
  struct flock l;

  printf("-- flags\n");
  T(fcntl(fd, F_GETFL)); T(fcntl(ro, F_GETFL)); T(fcntl(wo, F_GETFL));
  T(fcntl(fd, F_GETFD)); T(fcntl(ro, F_GETFD));
  T(fcntl(fd, F_SETFL, O_APPEND | O_RDONLY | O_TRUNC | O_DIRECT)); T(fcntl(fd, F_GETFL));
  T(fcntl(fd, F_SETFL, 0)); T(fcntl(fd, F_GETFL));
  T(fcntl(fd, F_SETFD, 7)); T(fcntl(fd, F_GETFD));
  T(fcntl(fd, F_SETFD, 0)); T(fcntl(fd, F_GETFD));
  T(fcntl(fd, 9999)); T(fcntl(-1, F_GETFD)); T(fcntl(77, F_GETFL)); T(fcntl(77, F_SETLK, &l));
  T(fcntl(fd, F_GETOWN)); T(fcntl(fd, F_SETOWN, 0)); T(fcntl(fd, F_GETSIG)); T(fcntl(fd, F_GETLEASE));
  T(fcntl(fd, F_GETPIPE_SZ)); T(fcntl(fd, F_GET_SEALS));

  printf("-- O_APPEND by F_SETFL\n");
  T(write(fd, "0123456789", 10));
  T(lseek(fd, 2, SEEK_SET));
  T(fcntl(fd, F_SETFL, O_APPEND));
  T(write(fd, "ab", 2)); T(lseek(fd, 0, SEEK_CUR));
  T(fcntl(fd, F_SETFL, 0));
  T(lseek(fd, 0, SEEK_SET)); T(write(fd, "Z", 1));
  { char b[16] = {0}; T(pread(ro, b, 15, 0)); printf("file: %s\n", b); }
  T(write(wo, "!", 1)); T(lseek(wo, 0, SEEK_CUR));

  printf("-- duplicates\n");
  T(fcntl(fd, F_DUPFD, -1));
  int d1 = fcntl(fd, F_DUPFD, 10);
  printf("F_DUPFD 10 -> at least 10: %d, FD_CLOEXEC %d\n", d1 >= 10, fcntl(d1, F_GETFD));
  int d2 = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  printf("F_DUPFD_CLOEXEC 0 -> %d (lowest free), FD_CLOEXEC %d\n", d2 == wo + 1 ? 1 : 0, fcntl(d2, F_GETFD));
  T(lseek(d1, 3, SEEK_SET)); T(lseek(fd, 0, SEEK_CUR)); /* one description: one offset */
  T(fcntl(d1, F_SETFL, O_APPEND)); T(fcntl(fd, F_GETFL)); T(fcntl(fd, F_SETFL, 0));
  T(dup2(fd, 20)); T(fcntl(20, F_GETFD)); T(dup2(fd, fd)); T(dup2(77, 21)); T(dup2(fd, -1));
  T(dup3(fd, 21, O_CLOEXEC)); T(fcntl(21, F_GETFD)); T(dup3(fd, fd, 0)); T(dup3(fd, 22, O_APPEND));
  T(dup(fd) > 0); T(dup(77));
  T(close(20)); T(close(20)); T(fcntl(21, F_GETFL));

  printf("-- record locks\n");
  l = lk(F_WRLCK, SEEK_SET, 0, 10); T(fcntl(fd, F_SETLK, &l));
  probe("own lock, F_GETLK", fd, F_GETLK, F_WRLCK, 0, 10);
  probe("own lock, F_OFD_GETLK", ro, F_OFD_GETLK, F_RDLCK, 5, 1);
  l = lk(F_RDLCK, SEEK_SET, 20, 5); T(fcntl(ro, F_SETLK, &l));
  l = lk(F_RDLCK, SEEK_SET, 25, 5); T(fcntl(ro, F_SETLK, &l));   /* merges with 20..24 */
  probe("merged read lock", wo, F_OFD_GETLK, F_WRLCK, 22, 1);
  l = lk(F_UNLCK, SEEK_SET, 23, 2); T(fcntl(ro, F_SETLK, &l));   /* splits it */
  probe("split, left", wo, F_OFD_GETLK, F_WRLCK, 20, 100);
  probe("split, hole", wo, F_OFD_GETLK, F_WRLCK, 23, 2);
  probe("split, right", wo, F_OFD_GETLK, F_WRLCK, 24, 100);
  l = lk(F_WRLCK, SEEK_SET, 100, 0); T(fcntl(fd, F_SETLK, &l));  /* to the end, however long */
  probe("to EOF", wo, F_OFD_GETLK, F_RDLCK, 5000, 1);
  l = lk(F_WRLCK, SEEK_SET, 0, 1); T(fcntl(ro, F_SETLK, &l)); /* not open for writing */
  l = lk(F_RDLCK, SEEK_SET, 0, 1); T(fcntl(wo, F_SETLK, &l)); /* not open for reading */
  l = lk(7, SEEK_SET, 0, 1); T(fcntl(fd, F_SETLK, &l));
  l = lk(F_WRLCK, 9, 0, 1); T(fcntl(fd, F_SETLK, &l));
  l = lk(F_WRLCK, SEEK_SET, 0, -1); T(fcntl(fd, F_SETLK, &l));
  l = lk(F_WRLCK, SEEK_SET, 5, -3); T(fcntl(fd, F_SETLK, &l));
  probe("negative length", wo, F_OFD_GETLK, F_WRLCK, 2, 1);
  l = lk(F_WRLCK, SEEK_END, -1000, 1); T(fcntl(fd, F_SETLK, &l));
  l = lk(F_WRLCK, SEEK_CUR, 0, 1); T(lseek(fd, 40, SEEK_SET)); T(fcntl(fd, F_SETLK, &l));
  probe("SEEK_CUR", wo, F_OFD_GETLK, F_WRLCK, 40, 1);
  T(fcntl(fd, F_GETLK, (struct flock *)0));
  l = lk(F_UNLCK, SEEK_SET, 0, 1); T(fcntl(fd, F_GETLK, &l));

  printf("-- open file description locks\n");
  l = lk(F_WRLCK, SEEK_SET, 0, 1); l.l_pid = 3; T(fcntl(fd, F_OFD_SETLK, &l));
  l = lk(F_WRLCK, SEEK_SET, 200, 10); T(fcntl(wo, F_OFD_SETLK, &l));
  probe("OFD lock from the process", fd, F_GETLK, F_RDLCK, 205, 1);
  l = lk(F_WRLCK, SEEK_SET, 205, 1); T(fcntl(fd, F_SETLK, &l)); /* conflicts with the OFD lock */
  l = lk(F_WRLCK, SEEK_SET, 205, 1); T(fcntl(fd, F_OFD_SETLK, &l));
  l = lk(F_WRLCK, SEEK_SET, 205, 1); T(fcntl(d1, F_OFD_SETLK, &l)); /* fd's description again */
  l = lk(F_WRLCK, SEEK_SET, 209, 1); T(fcntl(wo, F_OFD_SETLK, &l)); /* its own */

  printf("-- closing a descriptor drops the process's record locks\n");
  probe("before", wo, F_OFD_GETLK, F_WRLCK, 0, 1000);
  int again = open(name, O_RDONLY);
  T(close(again));
  probe("after close of another descriptor", wo, F_OFD_GETLK, F_WRLCK, 0, 200);
  probe("OFD locks stay", ro, F_GETLK, F_WRLCK, 0, 1000);
  T(close(wo));
  probe("after the OFD's last close", ro, F_GETLK, F_WRLCK, 0, 1000);

  printf("-- flock\n");
  int f2 = open(name, O_RDONLY);
  T(flock(fd, LOCK_EX)); T(flock(f2, LOCK_SH | LOCK_NB)); T(flock(d1, LOCK_SH | LOCK_NB)); /* d1: the same description */
  T(flock(fd, LOCK_UN)); T(flock(f2, LOCK_SH | LOCK_NB)); T(flock(ro, LOCK_SH | LOCK_NB)); T(flock(fd, LOCK_EX | LOCK_NB));
  T(flock(fd, 0)); T(flock(fd, LOCK_SH | LOCK_EX)); T(flock(99, LOCK_SH));
  l = lk(F_WRLCK, SEEK_SET, 300, 1);
  T(fcntl(fd, F_SETLK, &l)); /* flock and fcntl locks do not see each other */
  T(close(f2)); T(flock(fd, LOCK_EX | LOCK_NB)); T(flock(ro, LOCK_UN)); T(flock(fd, LOCK_EX | LOCK_NB));

  printf("-- lockf\n");
  T(lseek(fd, 500, SEEK_SET)); T(lockf(fd, F_TLOCK, 10)); T(lockf(fd, F_TEST, 10));
  probe("lockf's lock", ro, F_OFD_GETLK, F_RDLCK, 500, 100);
  T(lockf(fd, F_ULOCK, 10)); T(lockf(fd, 99, 1)); T(lockf(77, F_TLOCK, 1));
  probe("unlocked", ro, F_OFD_GETLK, F_RDLCK, 500, 100);

  printf("-- posix_fadvise, posix_fallocate, fallocate\n");
  T(posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL)); T(posix_fadvise(fd, 0, 0, 99)); T(posix_fadvise(fd, 0, -1, 0)); T(posix_fadvise(77, 0, 0, 0));
  struct stat st;
  T(posix_fallocate(fd, 0, 5)); fstat(fd, &st); printf("size %ld\n", (long)st.st_size);
  T(posix_fallocate(fd, 100, 4000)); fstat(fd, &st); printf("size %ld\n", (long)st.st_size);
  T(posix_fallocate(fd, -1, 5)); T(posix_fallocate(fd, 0, 0)); T(posix_fallocate(ro, 0, 5)); T(posix_fallocate(77, 0, 5));
  T(fallocate(fd, 1, 0, 10000)); fstat(fd, &st); printf("size %ld\n", (long)st.st_size);
  T(fallocate(fd, 0, 0, 5000)); fstat(fd, &st); printf("size %ld\n", (long)st.st_size);

  printf("-- openat\n");
  int dir = open(".", O_RDONLY | O_DIRECTORY);
  int at = openat(dir, name, O_RDONLY);
  printf("openat from the directory: %d\n", at >= 0);
  T(openat(AT_FDCWD, "no-such-file.tmp", O_RDONLY)); T(openat(fd, name, O_RDONLY)); T(openat(77, name, O_RDONLY));
  close(at); close(dir);

  T(unlink(name));
  return 0;
}
