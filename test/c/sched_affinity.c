/* <sched.h>'s cpu_set_t macros as glibc's (results that do not depend on the machine), and the
   affinity calls' answers that hold on any machine: the mask holds the CPU sched_getcpu names,
   setting it back succeeds, an empty mask is EINVAL, a buffer smaller than a long is EINVAL. */
#define _GNU_SOURCE
#include <sched.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
  cpu_set_t a, b, c;
  printf("sizeof(cpu_set_t) %zu CPU_SETSIZE %d\n", sizeof(cpu_set_t), CPU_SETSIZE);
  CPU_ZERO(&a);
  CPU_ZERO(&b);
  printf("count %d\n", CPU_COUNT(&a));
  int cpus[] = { 0, 1, 5, 63, 64, 65, 127, 500, 1023 };
  for (unsigned i = 0; i < sizeof cpus / sizeof *cpus; i++) CPU_SET(cpus[i], &a);
  for (int i = 0; i < 1024; i += 5) CPU_SET(i, &b);
  printf("set 1024 (beyond) -> %lu; 2000 -> %lu\n", (unsigned long)CPU_SET(1024, &a), (unsigned long)CPU_SET(2000, &a));
  printf("count a %d b %d; isset 63 %d 62 %d 1024 %d\n", CPU_COUNT(&a), CPU_COUNT(&b), CPU_ISSET(63, &a), CPU_ISSET(62, &a), CPU_ISSET(1024, &a));
  CPU_AND(&c, &a, &b);
  printf("and %d", CPU_COUNT(&c));
  CPU_OR(&c, &a, &b);
  printf(" or %d", CPU_COUNT(&c));
  CPU_XOR(&c, &a, &b);
  printf(" xor %d\n", CPU_COUNT(&c));
  CPU_CLR(5, &a);
  CPU_CLR(64, &a);
  printf("after clr: count %d isset 5 %d; equal(a,a) %d equal(a,b) %d\n", CPU_COUNT(&a), CPU_ISSET(5, &a), CPU_EQUAL(&a, &a), CPU_EQUAL(&a, &b));
  for (int n = 1; n <= 200; n += 37) printf("CPU_ALLOC_SIZE(%d) %zu\n", n, CPU_ALLOC_SIZE(n));
  cpu_set_t *d = CPU_ALLOC(200);
  size_t ds = CPU_ALLOC_SIZE(200);
  CPU_ZERO_S(ds, d);
  CPU_SET_S(199, ds, d);
  CPU_SET_S(3, ds, d);
  printf("_S: count %d isset 199 %d isset 200 %d set 300 -> %lu\n", CPU_COUNT_S(ds, d), CPU_ISSET_S(199, ds, d), CPU_ISSET_S(200, ds, d), (unsigned long)CPU_SET_S(300, ds, d));
  CPU_FREE(d);

  cpu_set_t mine;
  int r = sched_getaffinity(0, sizeof mine, &mine);
  int cpu = sched_getcpu();
  printf("getaffinity %d, count >= 1 %d, holds sched_getcpu's CPU %d\n", r, CPU_COUNT(&mine) >= 1, cpu >= 0 && CPU_ISSET(cpu, &mine));
  printf("getaffinity of getpid() %d\n", sched_getaffinity(getpid(), sizeof mine, &mine));
  printf("set it back %d\n", sched_setaffinity(0, sizeof mine, &mine));
  cpu_set_t none;
  CPU_ZERO(&none);
  errno = 0;
  r = sched_setaffinity(0, sizeof none, &none);
  printf("empty mask %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = sched_getaffinity(0, 4, &mine);
  printf("4-byte buffer %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  printf("pthread empty mask %s\n", pthread_setaffinity_np(pthread_self(), sizeof none, &none) == EINVAL ? "EINVAL" : "?");
  cpu_set_t t;
  r = pthread_getaffinity_np(pthread_self(), sizeof t, &t);
  sched_getaffinity(0, sizeof mine, &mine);
  printf("pthread get %d, same as the process's %d\n", r, CPU_EQUAL(&t, &mine));
  printf("pthread set back %d\n", pthread_setaffinity_np(pthread_self(), sizeof t, &t));

  printf("priorities: other %d..%d fifo %d..%d rr %d..%d bad %d\n", sched_get_priority_min(SCHED_OTHER), sched_get_priority_max(SCHED_OTHER),
         sched_get_priority_min(SCHED_FIFO), sched_get_priority_max(SCHED_FIFO), sched_get_priority_min(SCHED_RR), sched_get_priority_max(SCHED_RR), sched_get_priority_max(42));
  struct sched_param sp;
  r = sched_getparam(0, &sp);
  printf("scheduler %d, getparam %d priority %d\n", sched_getscheduler(0), r, sp.sched_priority);
  sp.sched_priority = 0;
  printf("setscheduler(OTHER, 0) %d\n", sched_setscheduler(0, SCHED_OTHER, &sp));
  sp.sched_priority = 5;
  errno = 0;
  r = sched_setscheduler(0, SCHED_OTHER, &sp);
  printf("setscheduler(OTHER, 5) %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  printf("sched_yield %d\n", sched_yield());
  return 0;
}
