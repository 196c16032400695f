/*
 * Built-in <poll.h>: glibc's struct pollfd and event bits. In the sandbox a process's
 * descriptors are its standard streams and the files it opened, always ready: poll reports
 * them at once, and a poll with no ready descriptor waits its timeout in virtual time.
 */
#ifndef _SYS_POLL_H
#define _SYS_POLL_H 1
#include <features.h>
#define POLLIN 0x001
#define POLLPRI 0x002
#define POLLOUT 0x004
#if defined __USE_XOPEN || defined __USE_XOPEN2K8
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
#endif
#define POLLERR 0x008
#define POLLHUP 0x010
#define POLLNVAL 0x020
typedef unsigned long int nfds_t;
struct pollfd {
  int fd;
  short int events;
  short int revents;
};
int poll(struct pollfd *__fds, nfds_t __nfds, int __timeout);
#endif
