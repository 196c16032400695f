/* Built-in <sys/uio.h>: scatter/gather reads and writes, each buffer of the array in turn. */
#ifndef _SYS_UIO_H
#define _SYS_UIO_H 1
#include <sys/types.h>
struct iovec {
  void *iov_base;
  size_t iov_len;
};
#define UIO_MAXIOV 1024
ssize_t readv(int __fd, const struct iovec *__iov, int __count);
ssize_t writev(int __fd, const struct iovec *__iov, int __count);
#endif
