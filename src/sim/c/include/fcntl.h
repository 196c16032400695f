/* Built-in <fcntl.h>: open(), fcntl() and their flags and commands (glibc 2.36's values on x86-64). */
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
#define O_NDELAY O_NONBLOCK
#define O_SYNC 04010000
#define O_FSYNC O_SYNC
#define O_ASYNC 020000
#ifdef __USE_LARGEFILE64
#define O_LARGEFILE 0
#endif
#ifdef __USE_XOPEN2K8
#define O_DIRECTORY 0200000
#define O_NOFOLLOW 0400000
#define O_CLOEXEC 02000000
#endif
#ifdef __USE_GNU
#define O_DIRECT 040000
#define O_NOATIME 01000000
#define O_PATH 010000000
#define O_TMPFILE (020000000 | O_DIRECTORY)
#endif
#if defined __USE_POSIX199309 || defined __USE_UNIX98
#define O_DSYNC 010000
#define O_RSYNC O_SYNC
#endif
#define F_DUPFD 0
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7
#define F_GETLK64 5
#define F_SETLK64 6
#define F_SETLKW64 7
#ifdef __USE_GNU
#define F_OFD_GETLK 36
#define F_OFD_SETLK 37
#define F_OFD_SETLKW 38
#endif
#if defined __USE_UNIX98 || defined __USE_XOPEN2K8
#define F_SETOWN 8
#define F_GETOWN 9
#endif
#ifdef __USE_GNU
#define F_SETSIG 10
#define F_GETSIG 11
#define F_SETOWN_EX 15
#define F_GETOWN_EX 16
#define F_SETLEASE 1024
#define F_GETLEASE 1025
#define F_NOTIFY 1026
#define F_SETPIPE_SZ 1031
#define F_GETPIPE_SZ 1032
#define F_ADD_SEALS 1033
#define F_GET_SEALS 1034
#define F_SEAL_SEAL 0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#define F_SEAL_WRITE 0x0008
#define F_SEAL_FUTURE_WRITE 0x0010
#endif
#ifdef __USE_XOPEN2K8
#define F_DUPFD_CLOEXEC 1030
#endif
#define FD_CLOEXEC 1
#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2
#define F_EXLCK 4
#define F_SHLCK 8
#ifdef __USE_MISC
#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8
#endif
#ifdef __USE_GNU
#define LOCK_MAND 32
#define LOCK_READ 64
#define LOCK_WRITE 128
#define LOCK_RW 192
#endif
#ifdef __USE_ATFILE
#define AT_FDCWD -100
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_SYMLINK_FOLLOW 0x400
#define AT_EACCESS 0x200
#ifdef __USE_GNU
#define AT_NO_AUTOMOUNT 0x800
#define AT_EMPTY_PATH 0x1000
#endif
#endif
#ifdef __USE_XOPEN2K
#define POSIX_FADV_NORMAL 0
#define POSIX_FADV_RANDOM 1
#define POSIX_FADV_SEQUENTIAL 2
#define POSIX_FADV_WILLNEED 3
#define POSIX_FADV_DONTNEED 4
#define POSIX_FADV_NOREUSE 5
#endif
struct flock {
  short int l_type;
  short int l_whence;
  off_t l_start;
  off_t l_len;
  pid_t l_pid;
};
#ifdef __USE_LARGEFILE64
/* Its own tag, as glibc's (the same layout on x86-64). */
struct flock64 {
  short int l_type;
  short int l_whence;
  off_t l_start;
  off_t l_len;
  pid_t l_pid;
};
#endif
int fcntl(int __fd, int __cmd, ...);
int open(const char *__file, int __oflag, ...);
int creat(const char *__file, mode_t __mode);
#ifdef __USE_LARGEFILE64
#define fcntl64 fcntl
int open64(const char *__file, int __oflag, ...);
int creat64(const char *__file, mode_t __mode);
#endif
#ifdef __USE_ATFILE
int openat(int __fd, const char *__file, int __oflag, ...);
#endif
#ifdef __USE_XOPEN2K
int posix_fadvise(int __fd, off_t __offset, off_t __len, int __advise);
int posix_fallocate(int __fd, off_t __offset, off_t __len);
#endif
#ifdef __USE_GNU
int fallocate(int __fd, int __mode, off_t __offset, off_t __len);
#endif
#if !defined F_LOCK && (defined __USE_MISC || (defined __USE_XOPEN_EXTENDED && !defined __USE_POSIX))
#define F_ULOCK 0
#define F_LOCK 1
#define F_TLOCK 2
#define F_TEST 3
int lockf(int __fd, int __cmd, off_t __len);
#endif
/* X/Open and POSIX 2008 have them in <fcntl.h>; <stdio.h> and <unistd.h> have them too. */
#if (defined __USE_XOPEN || defined __USE_XOPEN2K8) && !defined SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
#endif
