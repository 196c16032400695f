/* Built-in <sys/resource.h> (glibc's on x86-64): usage in virtual time, the run's limits. */
#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H 1
#include <features.h>
#include <sys/time.h>
typedef unsigned long rlim_t;
struct rlimit {
  rlim_t rlim_cur;
  rlim_t rlim_max;
};
#define RLIM_INFINITY (~0UL)
#define RLIMIT_CPU 0
#define RLIMIT_FSIZE 1
#define RLIMIT_DATA 2
#define RLIMIT_STACK 3
#define RLIMIT_CORE 4
#define RLIMIT_RSS 5
#define RLIMIT_NPROC 6
#define RLIMIT_NOFILE 7
#define RLIMIT_MEMLOCK 8
#define RLIMIT_AS 9
#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)
#ifdef __USE_GNU
#define RUSAGE_THREAD 1
#endif
struct rusage {
  struct timeval ru_utime;
  struct timeval ru_stime;
  long ru_maxrss;
  long ru_ixrss;
  long ru_idrss;
  long ru_isrss;
  long ru_minflt;
  long ru_majflt;
  long ru_nswap;
  long ru_inblock;
  long ru_oublock;
  long ru_msgsnd;
  long ru_msgrcv;
  long ru_nsignals;
  long ru_nvcsw;
  long ru_nivcsw;
};
int getrusage(int __who, struct rusage *__usage);
int getrlimit(int __resource, struct rlimit *__rlimits);
int setrlimit(int __resource, const struct rlimit *__rlimits);
#endif
