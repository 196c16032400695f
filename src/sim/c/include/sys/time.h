/* Built-in <sys/time.h>: gettimeofday and struct timeval (virtual time in the simulator). */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H 1
#include <features.h>
/* struct timeval, fd_set and select come with it, as glibc's <sys/time.h> includes <sys/select.h>. */
#include <sys/select.h>
struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};
int gettimeofday(struct timeval *__restrict __tv, void *__restrict __tz);
#ifdef __USE_MISC
#define timerisset(tvp) ((tvp)->tv_sec || (tvp)->tv_usec)
#define timerclear(tvp) ((tvp)->tv_sec = (tvp)->tv_usec = 0)
#define timercmp(a, b, CMP) \
  (((a)->tv_sec == (b)->tv_sec) ? ((a)->tv_usec CMP (b)->tv_usec) : ((a)->tv_sec CMP (b)->tv_sec))
#define timeradd(a, b, result) \
  do { \
    (result)->tv_sec = (a)->tv_sec + (b)->tv_sec; \
    (result)->tv_usec = (a)->tv_usec + (b)->tv_usec; \
    if ((result)->tv_usec >= 1000000) { \
      ++(result)->tv_sec; \
      (result)->tv_usec -= 1000000; \
    } \
  } while (0)
#define timersub(a, b, result) \
  do { \
    (result)->tv_sec = (a)->tv_sec - (b)->tv_sec; \
    (result)->tv_usec = (a)->tv_usec - (b)->tv_usec; \
    if ((result)->tv_usec < 0) { \
      --(result)->tv_sec; \
      (result)->tv_usec += 1000000; \
    } \
  } while (0)
#endif
#endif
