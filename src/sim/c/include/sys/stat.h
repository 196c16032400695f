/* Built-in <sys/stat.h> (glibc's struct stat on x86-64). */
#ifndef _SYS_STAT_H
#define _SYS_STAT_H 1
#include <features.h>
#include <sys/types.h>
#ifndef __MPISIM_TIMESPEC
#define __MPISIM_TIMESPEC
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};
#endif
struct stat {
  dev_t st_dev;
  ino_t st_ino;
  nlink_t st_nlink;
  mode_t st_mode;
  uid_t st_uid;
  gid_t st_gid;
  int __pad0;
  dev_t st_rdev;
  off_t st_size;
  __blksize_t st_blksize;
  blkcnt_t st_blocks;
  struct timespec st_atim;
  struct timespec st_mtim;
  struct timespec st_ctim;
  long __glibc_reserved[3];
};
#ifdef __USE_XOPEN2K8
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec
#endif
#if defined __USE_XOPEN || defined __USE_MISC
#define S_IFMT 0170000
#define S_IFDIR 0040000
#define S_IFREG 0100000
#define S_IFLNK 0120000
#define S_IFCHR 0020000
#define S_IFIFO 0010000
#endif
#define S_ISLNK(__m) (((__m) & S_IFMT) == S_IFLNK)
#define S_ISCHR(__m) (((__m) & S_IFMT) == S_IFCHR)
#define S_ISFIFO(__m) (((__m) & S_IFMT) == S_IFIFO)
#define S_ISDIR(__m) (((__m) & S_IFMT) == S_IFDIR)
#define S_ISREG(__m) (((__m) & S_IFMT) == S_IFREG)
#define S_IRWXU 00700
#define S_IRUSR 00400
#define S_IWUSR 00200
#define S_IXUSR 00100
#define S_IRWXG 00070
#define S_IRGRP 00040
#define S_IWGRP 00020
#define S_IXGRP 00010
#define S_IRWXO 00007
#define S_IROTH 00004
#define S_IWOTH 00002
#define S_IXOTH 00001
int stat(const char *__restrict __file, struct stat *__restrict __buf);
int fstat(int __fd, struct stat *__buf);
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K
int lstat(const char *__restrict __file, struct stat *__restrict __buf);
#endif
int mkdir(const char *__path, mode_t __mode);
mode_t umask(mode_t __mask);
#if defined __USE_MISC || defined __USE_XOPEN_EXTENDED
int mknod(const char *__path, mode_t __mode, dev_t __dev);
#endif
int mkfifo(const char *__path, mode_t __mode);
#endif
