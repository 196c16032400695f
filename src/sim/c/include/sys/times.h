/* Built-in <sys/times.h>: process times in clock ticks (100 a second), from virtual CPU time. */
#ifndef _SYS_TIMES_H
#define _SYS_TIMES_H 1
#include <sys/types.h>
/* glibc's <sys/times.h> declares clock_t in every configuration. */
typedef __clock_t clock_t;
struct tms {
  clock_t tms_utime;
  clock_t tms_stime;
  clock_t tms_cutime;
  clock_t tms_cstime;
};
clock_t times(struct tms *__buffer);
#endif
