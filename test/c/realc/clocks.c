/* The wall clock starts at the launch's real time and advances (with virtual time under
 * mpisim, as sleep passes there); resource queries answer as on Linux. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/time.h>
#include <sys/resource.h>

int main(void)
{
  struct timeval tv;
  struct timespec ts, mono;
  struct rusage ru;
  struct rlimit rl;
  time_t t0 = time(NULL), t1;
  int r;
  gettimeofday(&tv, NULL);
  clock_gettime(CLOCK_REALTIME, &ts);
  clock_gettime(CLOCK_MONOTONIC, &mono);
  printf("after 2023: %d\n", t0 > 1700000000);
  printf("gettimeofday agrees: %d, usec in range %d\n", tv.tv_sec - t0 <= 1 && tv.tv_sec >= t0, tv.tv_usec >= 0 && tv.tv_usec < 1000000);
  printf("clock_gettime agrees: %d, nsec in range %d\n", ts.tv_sec - t0 <= 1 && ts.tv_sec >= t0, ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000);
  sleep(2);
  usleep(500000);
  t1 = time(NULL);
  printf("slept: %d\n", t1 - t0 >= 2 && t1 - t0 <= 4);
  r = getrusage(RUSAGE_SELF, &ru);
  printf("getrusage %d utime sane %d\n", r, ru.ru_utime.tv_usec >= 0 && ru.ru_utime.tv_usec < 1000000);
  r = getrlimit(RLIMIT_STACK, &rl);
  printf("getrlimit %d stack %lu\n", r, (unsigned long)rl.rlim_cur);
  printf("pagesize %ld ticks %ld pid>0 %d\n", sysconf(_SC_PAGESIZE), sysconf(_SC_CLK_TCK), getpid() > 0);
  return 0;
}
