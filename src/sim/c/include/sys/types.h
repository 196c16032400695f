/* Built-in <sys/types.h>: the POSIX types mpisim's headers use. */
#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_SSIZE_T
#define __MPISIM_SSIZE_T
typedef long ssize_t;
#endif
#ifndef __MPISIM_OFF_T
#define __MPISIM_OFF_T
typedef long off_t;
#endif
#ifndef __MPISIM_TIME_T
#define __MPISIM_TIME_T
typedef long time_t;
#endif
#ifndef __MPISIM_PID_T
#define __MPISIM_PID_T
typedef int pid_t;
#endif
typedef unsigned int mode_t;
#ifndef __MPISIM_UID_T
#define __MPISIM_UID_T
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#endif
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
/* The internal names, which other headers' declarations use whatever the configuration. */
typedef long __blksize_t;
typedef long __clock_t;
typedef unsigned int __useconds_t;
typedef long __suseconds_t;
#if defined __USE_UNIX98 || defined __USE_XOPEN2K8
typedef long blksize_t;
#endif
typedef long blkcnt_t;
#if defined __USE_XOPEN || defined __USE_XOPEN2K8
typedef long clock_t;
#endif
#if defined __USE_XOPEN && !defined __useconds_t_defined
typedef __useconds_t useconds_t;
#define __useconds_t_defined
#endif
#if defined __USE_MISC || defined __USE_XOPEN
typedef long suseconds_t;
#endif
#endif
