/* Built-in <fnmatch.h>: glibc 2.36's flags and values; fnmatch is ./../libc/mpisim-fnmatch.c. */
#ifndef _FNMATCH_H
#define _FNMATCH_H 1
/* No <features.h>, as glibc's: the flags below test the program's own _POSIX_C_SOURCE and _XOPEN_SOURCE. */
#undef FNM_PATHNAME
#undef FNM_NOESCAPE
#undef FNM_PERIOD
#define FNM_PATHNAME (1 << 0)
#define FNM_NOESCAPE (1 << 1)
#define FNM_PERIOD (1 << 2)
#if !defined _POSIX_C_SOURCE || _POSIX_C_SOURCE < 2 || defined _GNU_SOURCE
#define FNM_FILE_NAME FNM_PATHNAME
#define FNM_LEADING_DIR (1 << 3)
#define FNM_CASEFOLD (1 << 4)
#define FNM_EXTMATCH (1 << 5)
#endif
#define FNM_NOMATCH 1
#ifdef _XOPEN_SOURCE
#define FNM_NOSYS (-1)
#endif
int fnmatch(const char *__pattern, const char *__name, int __flags);
#endif
