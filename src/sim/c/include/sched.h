/*
 * Built-in <sched.h>: yielding, scheduling policies and, with _GNU_SOURCE, CPU affinity as
 * glibc's (cpu_set_t of 1,024 bits and the CPU_* macros of bits/cpu-set.h). A simulated process
 * runs on one processor (sysconf(_SC_NPROCESSORS_ONLN) is 1): its affinity is CPU 0, a mask
 * without CPU 0 is EINVAL, as the kernel answers for CPUs a machine does not have.
 */
#ifndef _SCHED_H
#define _SCHED_H 1
#include <stddef.h>
#include <sys/types.h>

#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#ifdef _GNU_SOURCE
#define SCHED_BATCH 3
#define SCHED_IDLE 5
#define SCHED_RESET_ON_FORK 0x40000000
#endif
struct sched_param { int sched_priority; };

int sched_yield(void);
int sched_setparam(pid_t __pid, const struct sched_param *__param);
int sched_getparam(pid_t __pid, struct sched_param *__param);
int sched_setscheduler(pid_t __pid, int __policy, const struct sched_param *__param);
int sched_getscheduler(pid_t __pid);
int sched_get_priority_max(int __algorithm);
int sched_get_priority_min(int __algorithm);

/* glibc declares the type in every configuration, its functions and macros with _GNU_SOURCE. */
#define __CPU_SETSIZE 1024
typedef unsigned long int __cpu_mask;
#define __NCPUBITS (8 * sizeof(__cpu_mask))
typedef struct { __cpu_mask __bits[__CPU_SETSIZE / __NCPUBITS]; } cpu_set_t;
#ifdef _GNU_SOURCE
#define __CPUELT(cpu) ((cpu) / __NCPUBITS)
#define __CPUMASK(cpu) ((__cpu_mask)1 << ((cpu) % __NCPUBITS))
#define CPU_SETSIZE __CPU_SETSIZE
#define CPU_SET_S(cpu, setsize, cpusetp) (__extension__({ size_t __cpu = (cpu); \
  __cpu / 8 < (setsize) ? (((__cpu_mask *)((cpusetp)->__bits))[__CPUELT(__cpu)] |= __CPUMASK(__cpu)) : 0; }))
#define CPU_CLR_S(cpu, setsize, cpusetp) (__extension__({ size_t __cpu = (cpu); \
  __cpu / 8 < (setsize) ? (((__cpu_mask *)((cpusetp)->__bits))[__CPUELT(__cpu)] &= ~__CPUMASK(__cpu)) : 0; }))
#define CPU_ISSET_S(cpu, setsize, cpusetp) (__extension__({ size_t __cpu = (cpu); \
  __cpu / 8 < (setsize) ? ((((const __cpu_mask *)((cpusetp)->__bits))[__CPUELT(__cpu)] & __CPUMASK(__cpu)) != 0) : 0; }))
#define CPU_ZERO_S(setsize, cpusetp) do __builtin_memset(cpusetp, '\0', setsize); while (0)
#define CPU_COUNT_S(setsize, cpusetp) __sched_cpucount(setsize, cpusetp)
#define CPU_EQUAL_S(setsize, cpusetp1, cpusetp2) (__builtin_memcmp(cpusetp1, cpusetp2, setsize) == 0)
#define __CPU_OP_S(setsize, destset, srcset1, srcset2, op) (__extension__({ cpu_set_t *__dest = (destset); \
  const __cpu_mask *__arr1 = (srcset1)->__bits; const __cpu_mask *__arr2 = (srcset2)->__bits; \
  size_t __imax = (setsize) / sizeof(__cpu_mask); size_t __i; \
  for (__i = 0; __i < __imax; ++__i) ((__cpu_mask *)__dest->__bits)[__i] = __arr1[__i] op __arr2[__i]; __dest; }))
#define CPU_AND_S(setsize, destset, srcset1, srcset2) __CPU_OP_S(setsize, destset, srcset1, srcset2, &)
#define CPU_OR_S(setsize, destset, srcset1, srcset2) __CPU_OP_S(setsize, destset, srcset1, srcset2, |)
#define CPU_XOR_S(setsize, destset, srcset1, srcset2) __CPU_OP_S(setsize, destset, srcset1, srcset2, ^)
#define CPU_SET(cpu, cpusetp) CPU_SET_S(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_CLR(cpu, cpusetp) CPU_CLR_S(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_ISSET(cpu, cpusetp) CPU_ISSET_S(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_ZERO(cpusetp) CPU_ZERO_S(sizeof(cpu_set_t), cpusetp)
#define CPU_COUNT(cpusetp) CPU_COUNT_S(sizeof(cpu_set_t), cpusetp)
#define CPU_EQUAL(cpusetp1, cpusetp2) CPU_EQUAL_S(sizeof(cpu_set_t), cpusetp1, cpusetp2)
#define CPU_AND(destset, srcset1, srcset2) CPU_AND_S(sizeof(cpu_set_t), destset, srcset1, srcset2)
#define CPU_OR(destset, srcset1, srcset2) CPU_OR_S(sizeof(cpu_set_t), destset, srcset1, srcset2)
#define CPU_XOR(destset, srcset1, srcset2) CPU_XOR_S(sizeof(cpu_set_t), destset, srcset1, srcset2)
#define CPU_ALLOC_SIZE(count) ((((count) + __NCPUBITS - 1) / __NCPUBITS) * sizeof(__cpu_mask))
#define CPU_ALLOC(count) __sched_cpualloc(count)
#define CPU_FREE(cpuset) __sched_cpufree(cpuset)
int __sched_cpucount(size_t __setsize, const cpu_set_t *__setp);
cpu_set_t *__sched_cpualloc(size_t __count);
void __sched_cpufree(cpu_set_t *__set);
int sched_setaffinity(pid_t __pid, size_t __cpusetsize, const cpu_set_t *__cpuset);
int sched_getaffinity(pid_t __pid, size_t __cpusetsize, cpu_set_t *__cpuset);
int sched_getcpu(void);
#endif
#endif
