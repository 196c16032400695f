/* Built-in <limits.h>: glibc's values on x86-64 (default feature set: POSIX 2008). */
#ifndef _LIMITS_H
#define _LIMITS_H 1
#include <features.h>
#define CHAR_BIT 8
#define MB_LEN_MAX 16
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-INT_MAX - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LONG_MAX 9223372036854775807L
#define LONG_MIN (-LONG_MAX - 1L)
#define ULONG_MAX 18446744073709551615UL
#ifdef __USE_ISOC99
#define LLONG_MAX 9223372036854775807LL
#define LLONG_MIN (-LLONG_MAX - 1LL)
#define ULLONG_MAX 18446744073709551615ULL
#endif
#ifdef __USE_GNU
#define LONG_LONG_MIN LLONG_MIN
#define LONG_LONG_MAX LLONG_MAX
#define ULONG_LONG_MAX ULLONG_MAX
#endif
#ifdef __USE_POSIX
#define SSIZE_MAX LONG_MAX
#define PATH_MAX 4096
#define NAME_MAX 255
#define PIPE_BUF 4096
#define HOST_NAME_MAX 64
#define LOGIN_NAME_MAX 256
#define NGROUPS_MAX 65536
#endif
#ifdef __USE_XOPEN
#define IOV_MAX 1024
#endif
#ifdef __USE_POSIX2
#define LINE_MAX 2048
#define RE_DUP_MAX (0x7fff)
#endif
#ifdef __USE_POSIX
/* glibc defines these here (bits/local_lim.h), not in <pthread.h> or <semaphore.h>. */
#define PTHREAD_KEYS_MAX 1024
#define SEM_VALUE_MAX (2147483647)
#define _POSIX_HOST_NAME_MAX 255
#define _POSIX_PATH_MAX 256
#endif
#endif
