/* Built-in <sys/mman.h>: glibc's constants for Linux x86-64 (see runtime/libc-mman.ts). */
#ifndef _SYS_MMAN_H
#define _SYS_MMAN_H 1
#include <features.h>
#include <sys/types.h>
#define PROT_NONE 0x0
#define PROT_READ 0x1
#define PROT_WRITE 0x2
#define PROT_EXEC 0x4
#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#ifdef __USE_MISC
#define MAP_SHARED_VALIDATE 0x03
#define MAP_TYPE 0x0f
#endif
#define MAP_FIXED 0x10
#ifdef __USE_MISC
#define MAP_ANONYMOUS 0x20
#define MAP_ANON MAP_ANONYMOUS
#define MAP_FILE 0
#define MAP_FIXED_NOREPLACE 0x100000
#define MAP_32BIT 0x40
#define MAP_GROWSDOWN 0x00100
#define MAP_DENYWRITE 0x00800
#define MAP_EXECUTABLE 0x01000
#define MAP_LOCKED 0x02000
#define MAP_NORESERVE 0x04000
#define MAP_POPULATE 0x08000
#define MAP_NONBLOCK 0x10000
#define MAP_STACK 0x20000
#define MAP_HUGETLB 0x40000
#endif
#define MAP_FAILED ((void *) -1)
#define MS_ASYNC 1
#define MS_SYNC 4
#define MS_INVALIDATE 2
#define MCL_CURRENT 1
#define MCL_FUTURE 2
#define MCL_ONFAULT 4
#ifdef __USE_MISC
#define MADV_NORMAL 0
#define MADV_RANDOM 1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED 3
#define MADV_DONTNEED 4
#define MADV_FREE 8
#define MADV_HUGEPAGE 14
#define MADV_NOHUGEPAGE 15
#endif
#ifdef __USE_XOPEN2K
#define POSIX_MADV_NORMAL 0
#define POSIX_MADV_RANDOM 1
#define POSIX_MADV_SEQUENTIAL 2
#define POSIX_MADV_WILLNEED 3
#define POSIX_MADV_DONTNEED 4
#endif
void *mmap(void *__addr, size_t __len, int __prot, int __flags, int __fd, off_t __offset);
#ifdef __USE_LARGEFILE64
void *mmap64(void *__addr, size_t __len, int __prot, int __flags, int __fd, off_t __offset);
#endif
int munmap(void *__addr, size_t __len);
int mprotect(void *__addr, size_t __len, int __prot);
int msync(void *__addr, size_t __len, int __flags);
#ifdef __USE_MISC
int madvise(void *__addr, size_t __len, int __advice);
#endif
#ifdef __USE_XOPEN2K
int posix_madvise(void *__addr, size_t __len, int __advice);
#endif
int mlock(const void *__addr, size_t __len);
int munlock(const void *__addr, size_t __len);
int mlockall(int __flags);
int munlockall(void);
int shm_open(const char *__name, int __oflag, mode_t __mode);
int shm_unlink(const char *__name);
#include <features.h>
#ifdef __USE_GNU
#define MREMAP_MAYMOVE 1
#define MREMAP_FIXED 2
#define MREMAP_DONTUNMAP 4
void *mremap(void *__addr, size_t __old_len, size_t __new_len, int __flags, ...);
#endif
#endif
