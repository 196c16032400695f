/* Built-in <time.h> (glibc's interface on x86-64; clocks run on the simulator's virtual time). */
#ifndef _TIME_H
#define _TIME_H 1
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
typedef int clockid_t;
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
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define TIME_UTC 1

clock_t clock(void);
time_t time(time_t *tloc);
double difftime(time_t time1, time_t time0);
time_t mktime(struct tm *tp);
size_t strftime(char *restrict s, size_t maxsize, const char *restrict format, const struct tm *restrict tp);
struct tm *gmtime(const time_t *timer);
struct tm *localtime(const time_t *timer);
struct tm *gmtime_r(const time_t *restrict timer, struct tm *restrict tp);
struct tm *localtime_r(const time_t *restrict timer, struct tm *restrict tp);
char *asctime(const struct tm *tp);
char *ctime(const time_t *timer);
int nanosleep(const struct timespec *requested_time, struct timespec *remaining);
int clock_getres(clockid_t clock_id, struct timespec *res);
int clock_gettime(clockid_t clock_id, struct timespec *tp);
int timespec_get(struct timespec *ts, int base);
#endif
