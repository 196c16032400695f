/* Built-in <time.h> (glibc's interface on x86-64; clocks run on the simulator's virtual time). */
#ifndef _TIME_H
#define _TIME_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_TIME_T
#define __MPISIM_TIME_T
typedef long time_t;
#endif
#ifndef __MPISIM_TIMESPEC
#define __MPISIM_TIMESPEC
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};
#endif
typedef long clock_t;
#ifdef __USE_POSIX199309
typedef int clockid_t;
#endif
#undef NULL
#define NULL ((void*)0)

struct tm {
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};

#define CLOCKS_PER_SEC 1000000L
#ifdef __USE_POSIX199309
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#endif
#ifdef __USE_ISOC11
#define TIME_UTC 1
#endif

clock_t clock(void);
time_t time(time_t *__tloc);
double difftime(time_t __time1, time_t __time0);
time_t mktime(struct tm *__tp);
size_t strftime(char *__restrict __s, size_t __maxsize, const char *__restrict __format, const struct tm *__restrict __tp);
struct tm *gmtime(const time_t *__timer);
struct tm *localtime(const time_t *__timer);
#ifdef __USE_POSIX
struct tm *gmtime_r(const time_t *__restrict __timer, struct tm *__restrict __tp);
struct tm *localtime_r(const time_t *__restrict __timer, struct tm *__restrict __tp);
#endif
char *asctime(const struct tm *__tp);
char *ctime(const time_t *__timer);
#ifdef __USE_POSIX
char *asctime_r(const struct tm *__restrict __tp, char *__restrict __buf);
char *ctime_r(const time_t *__restrict __timer, char *__restrict __buf);
#endif
#ifdef __USE_POSIX199309
int nanosleep(const struct timespec *__requested_time, struct timespec *__remaining);
int clock_getres(int __clock_id, struct timespec *__res);
int clock_gettime(int __clock_id, struct timespec *__tp);
#endif
#ifdef __USE_ISOC11
int timespec_get(struct timespec *__ts, int __base);
#endif
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
size_t strftime_l(char *__restrict __s, size_t __maxsize, const char *__restrict __format, const struct tm *__restrict __tp, locale_t __loc);
#endif
#endif
