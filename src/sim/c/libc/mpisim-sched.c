/*
 * <sched.h>'s affinity and policies for a simulated process, which runs on one processor
 * (sysconf(_SC_NPROCESSORS_ONLN) is 1): the kernel's answers for such a machine. Its mask is
 * CPU 0; a mask to set must name CPU 0 (else EINVAL, the kernel's answer for CPUs the machine
 * does not have); a buffer smaller than the kernel's mask (a long) is EINVAL. Policies: the
 * process is SCHED_OTHER at priority 0 and has no privilege to change that (EPERM), as a user's
 * process; the priority ranges are Linux's.
 */
#define _GNU_SOURCE 1
#include <sched.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

int __sched_cpucount(size_t __setsize, const cpu_set_t *__setp)
{
  int __count = 0;
  for (size_t __i = 0; __i < __setsize / sizeof(__cpu_mask); __i++)
    __count += __builtin_popcountl(__setp->__bits[__i]);
  return __count;
}

cpu_set_t *__sched_cpualloc(size_t __count) { return malloc(CPU_ALLOC_SIZE(__count)); }
void __sched_cpufree(cpu_set_t *__set) { free(__set); }

/* 0, or the error number: the kernel's checks of a pid and a mask's buffer. */
static int __mpisim_affinity_check(pid_t __pid, size_t __cpusetsize)
{
  if (__pid != 0 && __pid != getpid()) return ESRCH;
  if (__cpusetsize < sizeof(__cpu_mask)) return EINVAL;
  return 0;
}

static int __mpisim_get_affinity(size_t __cpusetsize, cpu_set_t *__cpuset)
{
  memset(__cpuset, 0, __cpusetsize);
  __cpuset->__bits[0] = 1;
  return 0;
}

static int __mpisim_set_affinity(size_t __cpusetsize, const cpu_set_t *__cpuset)
{
  return __cpusetsize > 0 && (__cpuset->__bits[0] & 1) ? 0 : EINVAL;
}

int sched_getaffinity(pid_t __pid, size_t __cpusetsize, cpu_set_t *__cpuset)
{
  int __e = __mpisim_affinity_check(__pid, __cpusetsize);
  if (__e == 0) return __mpisim_get_affinity(__cpusetsize, __cpuset);
  errno = __e;
  return -1;
}

int sched_setaffinity(pid_t __pid, size_t __cpusetsize, const cpu_set_t *__cpuset)
{
  int __e = __pid != 0 && __pid != getpid() ? ESRCH : __mpisim_set_affinity(__cpusetsize, __cpuset);
  if (__e == 0) return 0;
  errno = __e;
  return -1;
}

int pthread_getaffinity_np(pthread_t __th, size_t __cpusetsize, cpu_set_t *__cpuset)
{
  (void)__th;
  return __cpusetsize < sizeof(__cpu_mask) ? EINVAL : __mpisim_get_affinity(__cpusetsize, __cpuset);
}

int pthread_setaffinity_np(pthread_t __th, size_t __cpusetsize, const cpu_set_t *__cpuset)
{
  (void)__th;
  return __mpisim_set_affinity(__cpusetsize, __cpuset);
}

int sched_getcpu(void) { return 0; }

static int __mpisim_sched_pid(pid_t __pid)
{
  if (__pid < 0) { errno = EINVAL; return -1; }
  if (__pid != 0 && __pid != getpid()) { errno = ESRCH; return -1; }
  return 0;
}

int sched_get_priority_max(int __algorithm)
{
  switch (__algorithm) {
  case SCHED_FIFO: case SCHED_RR: return 99;
  case SCHED_OTHER: case SCHED_BATCH: case SCHED_IDLE: return 0;
  default: errno = EINVAL; return -1;
  }
}

int sched_get_priority_min(int __algorithm)
{
  switch (__algorithm) {
  case SCHED_FIFO: case SCHED_RR: return 1;
  case SCHED_OTHER: case SCHED_BATCH: case SCHED_IDLE: return 0;
  default: errno = EINVAL; return -1;
  }
}

int sched_getscheduler(pid_t __pid) { return __mpisim_sched_pid(__pid) < 0 ? -1 : SCHED_OTHER; }

int sched_getparam(pid_t __pid, struct sched_param *__param)
{
  if (__mpisim_sched_pid(__pid) < 0) return -1;
  __param->sched_priority = 0;
  return 0;
}

/* SCHED_OTHER, SCHED_BATCH and SCHED_IDLE at priority 0 need no privilege; the real-time ones do. */
int sched_setscheduler(pid_t __pid, int __policy, const struct sched_param *__param)
{
  if (__mpisim_sched_pid(__pid) < 0) return -1;
  int __min = sched_get_priority_min(__policy & ~SCHED_RESET_ON_FORK);
  if (__min < 0 || __param == NULL || __param->sched_priority < __min || __param->sched_priority > sched_get_priority_max(__policy & ~SCHED_RESET_ON_FORK)) { errno = EINVAL; return -1; }
  if (__min > 0) { errno = EPERM; return -1; }
  return 0;
}

int sched_setparam(pid_t __pid, const struct sched_param *__param)
{
  if (__mpisim_sched_pid(__pid) < 0) return -1;
  if (__param == NULL || __param->sched_priority != 0) { errno = EINVAL; return -1; }
  return 0;
}
