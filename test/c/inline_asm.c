/* GNU extended asm as portable code uses it on x86-64: cycle counters (FFTW's kernel/cycle.h),
   spin-wait hints, fences and compiler barriers. Printed: only what does not depend on the
   machine (the counter moves forward, tied outputs take their inputs). */
#include <stdio.h>

typedef unsigned long long ticks;

static __inline__ ticks getticks(void)
{
  unsigned a, d;
  asm volatile("rdtsc" : "=a" (a), "=d" (d));
  return ((ticks)a) | (((ticks)d) << 32);
}

static ticks getticks_p(void)
{
  unsigned lo, hi, aux;
  __asm__ __volatile__("rdtscp" : "=a" (lo), "=d" (hi), "=c" (aux));
  return ((ticks)hi << 32) | lo;
}

int main(void)
{
  ticks t0 = getticks();
  volatile double s = 0;
  for (int i = 0; i < 1000; i++) s += i;
  ticks t1 = getticks();
  ticks t2 = getticks_p();
  ticks t3 = __builtin_ia32_rdtsc();
  printf("counter moves: %d %d %d\n", t1 > t0, t2 >= t1, t3 >= t2);

  int x = 42, y = 0;
  __asm__ __volatile__("" : "=r" (y) : "0" (x));
  printf("tied output: %d\n", y);
  int z = 7;
  __asm__("" : "+r" (z));
  printf("in-out operand: %d\n", z);

  __asm__ __volatile__("" ::: "memory");
  asm volatile("pause");
  asm volatile("rep; nop" ::: "memory");
  __asm__ __volatile__("mfence" ::: "memory");
  __asm__ __volatile__("lfence\n\tsfence");
  asm("nop");
  printf("s = %g\n", (double)s);
  return 0;
}
