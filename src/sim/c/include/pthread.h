/* Built-in <pthread.h>: POSIX threads with glibc's x86-64 type sizes. Each thread is a
   schedulable unit of its process, run deterministically by the simulator. */
#ifndef _PTHREAD_H
#define _PTHREAD_H 1
#include <features.h>
#include <sys/types.h>
#include <time.h>
#include <sched.h>

typedef unsigned long pthread_t;
typedef union { char __size[56]; long __align; } pthread_attr_t;
typedef union { struct { int __lock; unsigned int __count; int __owner; unsigned int __nusers; int __kind; short __spins; short __elision; void *__prev, *__next; } __data; char __size[40]; long __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { char __size[48]; long long __align; } pthread_cond_t;
typedef union { char __size[4]; int __align; } pthread_condattr_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
#if defined __USE_UNIX98 || defined __USE_XOPEN2K
typedef union { char __size[56]; long __align; } pthread_rwlock_t;
typedef union { char __size[8]; long __align; } pthread_rwlockattr_t;
#endif
#ifdef __USE_XOPEN2K
typedef volatile int pthread_spinlock_t;
typedef union { char __size[32]; long __align; } pthread_barrier_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
#endif

#if defined __USE_UNIX98 || defined __USE_XOPEN2K8
#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT PTHREAD_MUTEX_NORMAL
#endif
#define PTHREAD_MUTEX_TIMED_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_RECURSIVE_NP PTHREAD_MUTEX_RECURSIVE
#define PTHREAD_MUTEX_ERRORCHECK_NP PTHREAD_MUTEX_ERRORCHECK
#define PTHREAD_CREATE_JOINABLE 0
#define PTHREAD_CREATE_DETACHED 1
#define PTHREAD_PROCESS_PRIVATE 0
#define PTHREAD_PROCESS_SHARED 1
#define PTHREAD_SCOPE_SYSTEM 0
#define PTHREAD_SCOPE_PROCESS 1
#define PTHREAD_CANCEL_ENABLE 0
#define PTHREAD_CANCEL_DISABLE 1
#define PTHREAD_CANCELED ((void *) -1)
#ifdef __USE_XOPEN2K
#define PTHREAD_BARRIER_SERIAL_THREAD (-1)
#endif
#define PTHREAD_ONCE_INIT 0
#define PTHREAD_MUTEX_INITIALIZER { { 0, 0, 0, 0, 0, 0, 0, 0, 0 } }
#ifdef _GNU_SOURCE
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { { 0, 0, 0, 0, PTHREAD_MUTEX_RECURSIVE, 0, 0, 0, 0 } }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { { 0, 0, 0, 0, PTHREAD_MUTEX_ERRORCHECK, 0, 0, 0, 0 } }
#endif
#define PTHREAD_COND_INITIALIZER { { 0 } }
#if defined __USE_UNIX98 || defined __USE_XOPEN2K
#define PTHREAD_RWLOCK_INITIALIZER { { 0 } }
#endif

#ifdef _GNU_SOURCE
int pthread_setaffinity_np(pthread_t __th, size_t __cpusetsize, const cpu_set_t *__cpuset);
int pthread_getaffinity_np(pthread_t __th, size_t __cpusetsize, cpu_set_t *__cpuset);
#endif
int pthread_create(pthread_t *__newthread, const pthread_attr_t *__attr, void *(*__start)(void *), void *__arg);
int pthread_join(pthread_t __th, void **__retval);
int pthread_detach(pthread_t __th);
void pthread_exit(void *__retval) __attribute__((__noreturn__));
pthread_t pthread_self(void);
int pthread_equal(pthread_t __t1, pthread_t __t2);
#ifdef __USE_GNU
int pthread_yield(void);
#endif
int pthread_attr_init(pthread_attr_t *__attr);
int pthread_attr_destroy(pthread_attr_t *__attr);
int pthread_attr_setdetachstate(pthread_attr_t *__attr, int __state);
int pthread_attr_getdetachstate(const pthread_attr_t *__attr, int *__state);
int pthread_attr_setstacksize(pthread_attr_t *__attr, size_t __size);
int pthread_attr_getstacksize(const pthread_attr_t *__attr, size_t *__size);
int pthread_attr_setscope(pthread_attr_t *__attr, int __scope);
int pthread_mutex_init(pthread_mutex_t *__mutex, const pthread_mutexattr_t *__attr);
int pthread_mutex_destroy(pthread_mutex_t *__mutex);
int pthread_mutex_lock(pthread_mutex_t *__mutex);
int pthread_mutex_trylock(pthread_mutex_t *__mutex);
int pthread_mutex_unlock(pthread_mutex_t *__mutex);
int pthread_mutexattr_init(pthread_mutexattr_t *__attr);
int pthread_mutexattr_destroy(pthread_mutexattr_t *__attr);
#if defined __USE_UNIX98 || defined __USE_XOPEN2K8
int pthread_mutexattr_settype(pthread_mutexattr_t *__attr, int __kind);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *__attr, int *__kind);
#endif
int pthread_mutexattr_setpshared(pthread_mutexattr_t *__attr, int __pshared);
int pthread_cond_init(pthread_cond_t *__cond, const pthread_condattr_t *__attr);
int pthread_cond_destroy(pthread_cond_t *__cond);
int pthread_cond_wait(pthread_cond_t *__cond, pthread_mutex_t *__mutex);
int pthread_cond_timedwait(pthread_cond_t *__cond, pthread_mutex_t *__mutex, const struct timespec *__abstime);
int pthread_cond_signal(pthread_cond_t *__cond);
int pthread_cond_broadcast(pthread_cond_t *__cond);
int pthread_condattr_init(pthread_condattr_t *__attr);
int pthread_condattr_destroy(pthread_condattr_t *__attr);
int pthread_once(pthread_once_t *__once, void (*__init)(void));
int pthread_key_create(pthread_key_t *__key, void (*__destructor)(void *));
int pthread_key_delete(pthread_key_t __key);
void *pthread_getspecific(pthread_key_t __key);
int pthread_setspecific(pthread_key_t __key, const void *__value);
#ifdef __USE_XOPEN2K
int pthread_barrier_init(pthread_barrier_t *__barrier, const pthread_barrierattr_t *__attr, unsigned int __count);
int pthread_barrier_destroy(pthread_barrier_t *__barrier);
int pthread_barrier_wait(pthread_barrier_t *__barrier);
int pthread_spin_init(pthread_spinlock_t *__lock, int __pshared);
int pthread_spin_destroy(pthread_spinlock_t *__lock);
int pthread_spin_lock(pthread_spinlock_t *__lock);
int pthread_spin_trylock(pthread_spinlock_t *__lock);
int pthread_spin_unlock(pthread_spinlock_t *__lock);
#endif
int pthread_setcancelstate(int __state, int *__oldstate);
int sched_yield(void);
#endif
