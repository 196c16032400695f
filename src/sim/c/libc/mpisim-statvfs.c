/*
 * statvfs and statfs for the run's file system. The program's files are the launch's (below its
 * directory and the granted ones, written out when the run ends), so the host's disk figures
 * would tell a program nothing true and make runs differ: every path answers the same figures
 * of an ext4 file system mounted relatime, 1000 GiB in 4 KiB blocks, half of it free. The path
 * (or descriptor) is checked as stat checks it, with stat's errors (ENOENT, EACCES, EBADF).
 */
#define _GNU_SOURCE 1
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include <sys/stat.h>
#include <string.h>

#define __MPISIM_FS_BLOCK 4096UL
#define __MPISIM_FS_BLOCKS 262144000UL
#define __MPISIM_FS_FILES 65536000UL
#define __MPISIM_EXT4_MAGIC 0xEF53

static void __mpisim_fill_statvfs(struct statvfs *__buf)
{
  memset(__buf, 0, sizeof *__buf);
  __buf->f_bsize = __buf->f_frsize = __MPISIM_FS_BLOCK;
  __buf->f_blocks = __MPISIM_FS_BLOCKS;
  __buf->f_bfree = __buf->f_bavail = __MPISIM_FS_BLOCKS / 2;
  __buf->f_files = __MPISIM_FS_FILES;
  __buf->f_ffree = __buf->f_favail = __MPISIM_FS_FILES - __MPISIM_FS_FILES / 100;
  __buf->f_flag = ST_RELATIME;
  __buf->f_namemax = 255;
}

static void __mpisim_fill_statfs(struct statfs *__buf)
{
  struct statvfs __v;
  __mpisim_fill_statvfs(&__v);
  memset(__buf, 0, sizeof *__buf);
  __buf->f_type = __MPISIM_EXT4_MAGIC;
  __buf->f_bsize = __buf->f_frsize = __v.f_bsize;
  __buf->f_blocks = __v.f_blocks;
  __buf->f_bfree = __v.f_bfree;
  __buf->f_bavail = __v.f_bavail;
  __buf->f_files = __v.f_files;
  __buf->f_ffree = __v.f_ffree;
  __buf->f_namelen = __v.f_namemax;
  /* The kernel's mount flags beside ST_VALID (0x20), as statfs reports them. */
  __buf->f_flags = 0x20 | __v.f_flag;
}

/* 0 with the caller's buffer filled, or stat's -1 (its errno) for a path or descriptor it refuses. */
static int __mpisim_fs_reply(int __stat_rc, struct statvfs *__v, struct statfs *__f)
{
  if (__stat_rc != 0) return -1;
  if (__v) __mpisim_fill_statvfs(__v);
  if (__f) __mpisim_fill_statfs(__f);
  return 0;
}

int statvfs(const char *restrict __file, struct statvfs *restrict __buf) { struct stat __st; return __mpisim_fs_reply(stat(__file, &__st), __buf, 0); }
int fstatvfs(int __fildes, struct statvfs *__buf) { struct stat __st; return __mpisim_fs_reply(fstat(__fildes, &__st), __buf, 0); }
int statfs(const char *__file, struct statfs *__buf) { struct stat __st; return __mpisim_fs_reply(stat(__file, &__st), 0, __buf); }
int fstatfs(int __fildes, struct statfs *__buf) { struct stat __st; return __mpisim_fs_reply(fstat(__fildes, &__st), 0, __buf); }
