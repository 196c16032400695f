/* Built-in <strings.h>. */
#ifndef _STRINGS_H
#define _STRINGS_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#if defined __USE_MISC || !defined __USE_XOPEN2K8
int bcmp(const void *__s1, const void *__s2, size_t __n);
void bcopy(const void *__src, void *__dest, size_t __n);
void bzero(void *__s, size_t __n);
char *index(const char *__s, int __c);
char *rindex(const char *__s, int __c);
#endif
#if defined __USE_XOPEN || !defined __USE_XOPEN2K8 || defined __USE_MISC
int ffs(int __i);
#endif
int strcasecmp(const char *__s1, const char *__s2);
int strncasecmp(const char *__s1, const char *__s2, size_t __n);
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
int strcasecmp_l(const char *__s1, const char *__s2, locale_t __loc);
int strncasecmp_l(const char *__s1, const char *__s2, size_t __n, locale_t __loc);
#endif
#endif
