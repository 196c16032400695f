/* Built-in <unistd.h>: the POSIX subset MPI programs use (files through the run's sandbox). */
#ifndef _UNISTD_H
#define _UNISTD_H 1
#include <features.h>
#include <sys/types.h>
#undef NULL
#define NULL ((void*)0)
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define R_OK 4
#define W_OK 2
#define X_OK 1
#define F_OK 0
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
#include <bits/confname.h>
unsigned int sleep(unsigned int __seconds);
/* As glibc's <unistd.h>: X/Open's useconds_t without <sys/types.h>. */
#if (defined __USE_XOPEN || defined __USE_XOPEN2K) && !defined __useconds_t_defined
typedef __useconds_t useconds_t;
#define __useconds_t_defined
#endif
#if (defined __USE_XOPEN_EXTENDED && !defined __USE_XOPEN2K8) || defined __USE_MISC
int usleep(__useconds_t __useconds);
#endif
pid_t getpid(void);
pid_t getppid(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K
int gethostname(char *__name, size_t __len);
#endif
char *getcwd(char *__buf, size_t __size);
long sysconf(int __name);
long pathconf(const char *__path, int __name);
long fpathconf(int __fd, int __name);
#ifdef __USE_POSIX2
size_t confstr(int __name, char *__buf, size_t __len);
#endif
#if (defined __USE_XOPEN_EXTENDED && !defined __USE_XOPEN2K) || defined __USE_MISC
int getpagesize(void);
#endif
int access(const char *__name, int __type);
int isatty(int __fd);
void _exit(int __status);
ssize_t read(int __fd, void *__buf, size_t __nbytes);
ssize_t write(int __fd, const void *__buf, size_t __n);
int close(int __fd);
int pipe(int __pipedes[2]);
off_t lseek(int __fd, off_t __offset, int __whence);
int unlink(const char *__name);
#if defined __USE_UNIX98 || defined __USE_XOPEN2K8
ssize_t pread(int __fd, void *__buf, size_t __nbytes, off_t __offset);
ssize_t pwrite(int __fd, const void *__buf, size_t __n, off_t __offset);
#endif
#if defined __USE_POSIX199309 || defined __USE_XOPEN_EXTENDED
int ftruncate(int __fd, off_t __length);
#endif
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
int truncate(const char *__file, off_t __length);
#endif
int fsync(int __fd);
#ifdef __USE_POSIX199309
int fdatasync(int __fildes);
#endif
int rmdir(const char *__path);
int chdir(const char *__path);
/* NULL-terminated array of "NAME=VALUE" environment variables. */
extern char **__environ;
#ifdef __USE_GNU
extern char **environ;
#endif
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
int fchdir(int __fd);
#endif
int dup(int __fd);
int dup2(int __fd, int __fd2);
#ifdef __USE_GNU
int dup3(int __fd, int __fd2, int __flags);
int pipe2(int __pipedes[2], int __flags);
#endif
#if (defined __USE_MISC || defined __USE_XOPEN_EXTENDED) && !defined F_LOCK
/* As in glibc, <fcntl.h> has them too. */
#define F_ULOCK 0
#define F_LOCK 1
#define F_TLOCK 2
#define F_TEST 3
int lockf(int __fd, int __cmd, off_t __len);
#endif
#ifdef __USE_POSIX2
extern char *optarg;
#ifdef __USE_POSIX2
#endif
extern int optind, opterr, optopt;
int getopt(int __argc, char *const *__argv, const char *__shortopts);
#endif
#endif
