/* Built-in <sys/statvfs.h> (glibc's struct statvfs on x86-64); the file system is the run's (see mpisim-statvfs.c). */
#ifndef _SYS_STATVFS_H
#define _SYS_STATVFS_H 1
#include <features.h>
#include <sys/types.h>
#ifndef __MPISIM_FSCNT_T
#define __MPISIM_FSCNT_T
typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;
#endif
struct statvfs {
  unsigned long int f_bsize;
  unsigned long int f_frsize;
  fsblkcnt_t f_blocks;
  fsblkcnt_t f_bfree;
  fsblkcnt_t f_bavail;
  fsfilcnt_t f_files;
  fsfilcnt_t f_ffree;
  fsfilcnt_t f_favail;
  unsigned long int f_fsid;
  unsigned long int f_flag;
  unsigned long int f_namemax;
  int __f_spare[6];
};
enum {
  ST_RDONLY = 1,
#define ST_RDONLY ST_RDONLY
  ST_NOSUID = 2
#define ST_NOSUID ST_NOSUID
#ifdef __USE_GNU
  , ST_NODEV = 4,
# define ST_NODEV ST_NODEV
  ST_NOEXEC = 8,
# define ST_NOEXEC ST_NOEXEC
  ST_SYNCHRONOUS = 16,
# define ST_SYNCHRONOUS ST_SYNCHRONOUS
  ST_MANDLOCK = 64,
# define ST_MANDLOCK ST_MANDLOCK
  ST_WRITE = 128,
# define ST_WRITE ST_WRITE
  ST_APPEND = 256,
# define ST_APPEND ST_APPEND
  ST_IMMUTABLE = 512,
# define ST_IMMUTABLE ST_IMMUTABLE
  ST_NOATIME = 1024,
# define ST_NOATIME ST_NOATIME
  ST_NODIRATIME = 2048,
# define ST_NODIRATIME ST_NODIRATIME
  ST_RELATIME = 4096
# define ST_RELATIME ST_RELATIME
#endif
};
int statvfs(const char *__restrict __file, struct statvfs *__restrict __buf);
int fstatvfs(int __fildes, struct statvfs *__buf);
#endif
