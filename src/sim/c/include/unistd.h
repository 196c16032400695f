/* Built-in <unistd.h>: the small subset MPI programs use. */
#ifndef _UNISTD_H
#define _UNISTD_H 1
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_SSIZE_T
#define __MPISIM_SSIZE_T
typedef long ssize_t;
#endif
typedef int pid_t;
typedef unsigned int useconds_t;
#undef NULL
#define NULL ((void*)0)
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
unsigned int sleep(unsigned int seconds);
int usleep(useconds_t useconds);
pid_t getpid(void);
pid_t getppid(void);
int gethostname(char *name, size_t len);
char *getcwd(char *buf, size_t size);
#endif
