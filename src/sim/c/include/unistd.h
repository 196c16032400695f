/* Built-in <unistd.h>: the POSIX subset MPI programs use (files through the run's sandbox). */
#ifndef _UNISTD_H
#define _UNISTD_H 1
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
int usleep(useconds_t __useconds);
pid_t getpid(void);
pid_t getppid(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
int gethostname(char *__name, size_t __len);
char *getcwd(char *__buf, size_t __size);
long sysconf(int __name);
long pathconf(const char *__path, int __name);
long fpathconf(int __fd, int __name);
size_t confstr(int __name, char *__buf, size_t __len);
int getpagesize(void);
int access(const char *__name, int __type);
int isatty(int __fd);
void _exit(int __status);
ssize_t read(int __fd, void *__buf, size_t __nbytes);
ssize_t write(int __fd, const void *__buf, size_t __n);
int close(int __fd);
off_t lseek(int __fd, off_t __offset, int __whence);
int unlink(const char *__name);
ssize_t pread(int __fd, void *__buf, size_t __nbytes, off_t __offset);
ssize_t pwrite(int __fd, const void *__buf, size_t __n, off_t __offset);
int ftruncate(int __fd, off_t __length);
int truncate(const char *__file, off_t __length);
int fsync(int __fd);
int fdatasync(int __fildes);
int rmdir(const char *__path);
int chdir(const char *__path);
extern char *optarg;
extern int optind, opterr, optopt;
int getopt(int __argc, char *const *__argv, const char *__shortopts);
#endif
