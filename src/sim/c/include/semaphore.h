/* Built-in <semaphore.h>: glibc's 32-byte sem_t; unnamed semaphores between the process's threads. */
#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H 1
#include <features.h>
#include <time.h>
typedef union { char __size[32]; long int __align; } sem_t;
#define SEM_FAILED ((sem_t *) 0)
int sem_init(sem_t *__sem, int __pshared, unsigned int __value);
int sem_destroy(sem_t *__sem);
sem_t *sem_open(const char *__name, int __oflag, ...);
int sem_close(sem_t *__sem);
int sem_unlink(const char *__name);
int sem_wait(sem_t *__sem);
#ifdef __USE_XOPEN2K
int sem_timedwait(sem_t *__sem, const struct timespec *__abstime);
#endif
int sem_trywait(sem_t *__sem);
int sem_post(sem_t *__sem);
int sem_getvalue(sem_t *__sem, int *__sval);
#endif
