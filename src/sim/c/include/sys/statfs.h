/* Built-in <sys/statfs.h> (glibc's struct statfs on x86-64); the file system is the run's (see mpisim-statvfs.c). */
#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H 1
#include <sys/types.h>
/* glibc's <sys/statfs.h> names the counts' types by their internal names only. */
typedef unsigned long __fsblkcnt_t;
typedef unsigned long __fsfilcnt_t;
typedef long int __fsword_t;
typedef struct { int __val[2]; } __fsid_t;
struct statfs {
  __fsword_t f_type;
  __fsword_t f_bsize;
  __fsblkcnt_t f_blocks;
  __fsblkcnt_t f_bfree;
  __fsblkcnt_t f_bavail;
  __fsfilcnt_t f_files;
  __fsfilcnt_t f_ffree;
  __fsid_t f_fsid;
  __fsword_t f_namelen;
  __fsword_t f_frsize;
  __fsword_t f_flags;
  __fsword_t f_spare[4];
};
#define _STATFS_F_NAMELEN
#define _STATFS_F_FRSIZE
#define _STATFS_F_FLAGS
int statfs(const char *__file, struct statfs *__buf);
int fstatfs(int __fildes, struct statfs *__buf);
#endif
