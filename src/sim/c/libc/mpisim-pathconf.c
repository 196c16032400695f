/*
 * pathconf and fpathconf for the run's sandbox: glibc asks the kernel about the file system
 * (statfs) a file lives on; mpisim's files live on one simulated ext4-like file system, so the
 * answers are fixed: what glibc 2.36 answers on ext4 (65000 links, 64-bit sizes, 4096-byte
 * blocks), and its constants (NAME_MAX 255, PATH_MAX 4096, PIPE_BUF 4096, ...) for the rest.
 * A file that does not exist is ENOENT (pathconf) or EBADF (fpathconf), as the kernel says.
 */
#include <unistd.h>
#include <errno.h>

static long __mpisim_pathconf(int __name)
{
  switch (__name) {
  case _PC_LINK_MAX: return 65000;
  case _PC_MAX_CANON: return 255;
  case _PC_MAX_INPUT: return 255;
  case _PC_NAME_MAX: return 255;
  case _PC_PATH_MAX: return 4096;
  case _PC_PIPE_BUF: return 4096;
  case _PC_CHOWN_RESTRICTED: return 1;
  case _PC_NO_TRUNC: return 1;
  case _PC_VDISABLE: return 0;
  case _PC_FILESIZEBITS: return 64;
  case _PC_REC_XFER_ALIGN: case _PC_ALLOC_SIZE_MIN: return 4096;
  case _PC_2_SYMLINKS: return 1;
  case _PC_SYNC_IO: case _PC_ASYNC_IO: case _PC_PRIO_IO: case _PC_SOCK_MAXBUF:
  case _PC_REC_INCR_XFER_SIZE: case _PC_REC_MAX_XFER_SIZE: case _PC_REC_MIN_XFER_SIZE:
  case _PC_SYMLINK_MAX: return -1;
  default: errno = EINVAL; return -1;
  }
}

long pathconf(const char *__path, int __name)
{
  if (__path == NULL || *__path == 0 || access(__path, F_OK) != 0) { errno = ENOENT; return -1; }
  return __mpisim_pathconf(__name);
}

long fpathconf(int __fd, int __name)
{
  /* An open descriptor is one lseek does not call bad (a pipe or terminal answers ESPIPE). */
  int __saved = errno;
  if (__fd < 0 || (lseek(__fd, 0, SEEK_CUR) < 0 && errno == EBADF)) { errno = EBADF; return -1; }
  errno = __saved;
  return __mpisim_pathconf(__name);
}
