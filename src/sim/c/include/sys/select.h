/*
 * Built-in <sys/select.h>: glibc's fd_set (1,024 descriptors in 16 longs) and its macros; select
 * and pselect see the process's descriptors as poll does (<poll.h>): always ready, a timeout
 * with none ready passes in virtual time.
 */
#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H 1
#include <features.h>
#ifndef __MPISIM_TIME_T
#define __MPISIM_TIME_T
typedef long time_t;
#endif
#ifndef __MPISIM_TIMEVAL
#define __MPISIM_TIMEVAL
typedef long suseconds_t;
struct timeval {
  time_t tv_sec;
  suseconds_t tv_usec;
};
#endif
#ifndef __MPISIM_TIMESPEC
#define __MPISIM_TIMESPEC
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};
#endif
typedef long int __fd_mask;
#define __NFDBITS (8 * (int) sizeof (__fd_mask))
#define __FD_ELT(d) ((d) / __NFDBITS)
#define __FD_MASK(d) ((__fd_mask) (1UL << ((d) % __NFDBITS)))
#define FD_SETSIZE 1024
typedef struct {
  __fd_mask fds_bits[FD_SETSIZE / __NFDBITS];
} fd_set;
#ifdef __USE_MISC
#define NFDBITS __NFDBITS
#endif
#ifdef __USE_MISC
typedef __fd_mask fd_mask;
#endif
#define FD_ZERO(s) do { unsigned int __i; fd_set *__arr = (s); for (__i = 0; __i < sizeof (fd_set) / sizeof (__fd_mask); ++__i) __arr->fds_bits[__i] = 0; } while (0)
#define FD_SET(d, s) ((void) ((s)->fds_bits[__FD_ELT(d)] |= __FD_MASK(d)))
#define FD_CLR(d, s) ((void) ((s)->fds_bits[__FD_ELT(d)] &= ~__FD_MASK(d)))
#define FD_ISSET(d, s) (((s)->fds_bits[__FD_ELT(d)] & __FD_MASK(d)) != 0)
int select(int __nfds, fd_set *__restrict __readfds, fd_set *__restrict __writefds, fd_set *__restrict __exceptfds, struct timeval *__restrict __timeout);
#ifdef __USE_XOPEN2K
int pselect(int __nfds, fd_set *__restrict __readfds, fd_set *__restrict __writefds, fd_set *__restrict __exceptfds, const struct timespec *__restrict __timeout, const void *__restrict __sigmask);
#endif
#endif
