/* Built-in <sys/mount.h>: glibc 2.36's declarations and Linux's values. A simulated process may
   not mount anything (mount and umount answer EPERM, as for a process without CAP_SYS_ADMIN). */
#ifndef _SYS_MOUNT_H
#define _SYS_MOUNT_H 1
#include <fcntl.h>
#include <features.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/ioctl.h>
#define BLOCK_SIZE_BITS 10
#define BLOCK_SIZE (1 << BLOCK_SIZE_BITS)
enum {
  MS_RDONLY = 1,
#define MS_RDONLY MS_RDONLY
  MS_NOSUID = 2,
#define MS_NOSUID MS_NOSUID
  MS_NODEV = 4,
#define MS_NODEV MS_NODEV
  MS_NOEXEC = 8,
#define MS_NOEXEC MS_NOEXEC
  MS_SYNCHRONOUS = 16,
#define MS_SYNCHRONOUS MS_SYNCHRONOUS
  MS_REMOUNT = 32,
#define MS_REMOUNT MS_REMOUNT
  MS_MANDLOCK = 64,
#define MS_MANDLOCK MS_MANDLOCK
  MS_DIRSYNC = 128,
#define MS_DIRSYNC MS_DIRSYNC
  MS_NOSYMFOLLOW = 256,
#define MS_NOSYMFOLLOW MS_NOSYMFOLLOW
  MS_NOATIME = 1024,
#define MS_NOATIME MS_NOATIME
  MS_NODIRATIME = 2048,
#define MS_NODIRATIME MS_NODIRATIME
  MS_BIND = 4096,
#define MS_BIND MS_BIND
  MS_MOVE = 8192,
#define MS_MOVE MS_MOVE
  MS_REC = 16384,
#define MS_REC MS_REC
  MS_SILENT = 32768,
#define MS_SILENT MS_SILENT
  MS_POSIXACL = 1 << 16,
#define MS_POSIXACL MS_POSIXACL
  MS_UNBINDABLE = 1 << 17,
#define MS_UNBINDABLE MS_UNBINDABLE
  MS_PRIVATE = 1 << 18,
#define MS_PRIVATE MS_PRIVATE
  MS_SLAVE = 1 << 19,
#define MS_SLAVE MS_SLAVE
  MS_SHARED = 1 << 20,
#define MS_SHARED MS_SHARED
  MS_RELATIME = 1 << 21,
#define MS_RELATIME MS_RELATIME
  MS_KERNMOUNT = 1 << 22,
#define MS_KERNMOUNT MS_KERNMOUNT
  MS_I_VERSION = 1 << 23,
#define MS_I_VERSION MS_I_VERSION
  MS_STRICTATIME = 1 << 24,
#define MS_STRICTATIME MS_STRICTATIME
  MS_LAZYTIME = 1 << 25,
#define MS_LAZYTIME MS_LAZYTIME
  MS_ACTIVE = 1 << 30,
#define MS_ACTIVE MS_ACTIVE
  MS_NOUSER = -2147483647 - 1 /* glibc's 1 << 31, without the overflow -pedantic refuses outside system headers */
#define MS_NOUSER MS_NOUSER
};
#define MS_RMT_MASK (MS_RDONLY | MS_SYNCHRONOUS | MS_MANDLOCK | MS_I_VERSION | MS_LAZYTIME)
#define MS_MGC_VAL 0xc0ed0000
#define MS_MGC_MSK 0xffff0000
#define BLKROSET 0x125d
#define BLKROGET 0x125e
#define BLKRRPART 0x125f
#define BLKGETSIZE 0x1260
#define BLKFLSBUF 0x1261
#define BLKRASET 0x1262
#define BLKRAGET 0x1263
#define BLKFRASET 0x1264
#define BLKFRAGET 0x1265
#define BLKSECTSET 0x1266
#define BLKSECTGET 0x1267
#define BLKSSZGET 0x1268
#define BLKBSZGET 0x80081270
#define BLKBSZSET 0x40081271
#define BLKGETSIZE64 0x80081272
enum {
  MNT_FORCE = 1,
#define MNT_FORCE MNT_FORCE
  MNT_DETACH = 2,
#define MNT_DETACH MNT_DETACH
  MNT_EXPIRE = 4,
#define MNT_EXPIRE MNT_EXPIRE
  UMOUNT_NOFOLLOW = 8
#define UMOUNT_NOFOLLOW UMOUNT_NOFOLLOW
};
int mount(const char *__special_file, const char *__dir, const char *__fstype, unsigned long int __rwflag, const void *__data);
int umount(const char *__special_file);
int umount2(const char *__special_file, int __flags);
#endif
