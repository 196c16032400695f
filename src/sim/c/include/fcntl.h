/* Built-in <fcntl.h>: open() and its flags (glibc's values on x86-64). */
#ifndef _FCNTL_H
#define _FCNTL_H 1
#include <features.h>
#include <sys/types.h>
#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_ACCMODE 0003
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_APPEND 02000
#define O_NONBLOCK 04000
#ifdef __USE_XOPEN2K8
#define O_DIRECTORY 0200000
#define O_NOFOLLOW 0400000
#define O_CLOEXEC 02000000
#endif
#define O_SYNC 04010000
int open(const char *__file, int __oflag, ...);
int creat(const char *__file, mode_t __mode);
/* X/Open and POSIX 2008 have them in <fcntl.h>; <stdio.h> and <unistd.h> have them too. */
#if (defined __USE_XOPEN || defined __USE_XOPEN2K8) && !defined SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
#endif
