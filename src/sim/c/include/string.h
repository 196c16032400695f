/* Built-in <string.h> (glibc's; like glibc it also declares <strings.h>). */
#ifndef _STRING_H
#define _STRING_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#undef NULL
#define NULL ((void*)0)

void *memcpy(void *__restrict __dest, const void *__restrict __src, size_t __n);
void *memmove(void *__dest, const void *__src, size_t __n);
#if defined __USE_XOPEN || defined __USE_MISC
void *memccpy(void *__restrict __dest, const void *__restrict __src, int __c, size_t __n);
#endif
void *memset(void *__s, int __c, size_t __n);
int memcmp(const void *__s1, const void *__s2, size_t __n);
void *memchr(const void *__s, int __c, size_t __n);
char *strcpy(char *__restrict __dest, const char *__restrict __src);
char *strncpy(char *__restrict __dest, const char *__restrict __src, size_t __n);
#ifdef __USE_XOPEN2K8
char *stpcpy(char *__restrict __dest, const char *__restrict __src);
char *stpncpy(char *__restrict __dest, const char *__restrict __src, size_t __n);
#endif
char *strcat(char *__restrict __dest, const char *__restrict __src);
char *strncat(char *__restrict __dest, const char *__restrict __src, size_t __n);
int strcmp(const char *__s1, const char *__s2);
int strncmp(const char *__s1, const char *__s2, size_t __n);
int strcoll(const char *__s1, const char *__s2);
size_t strxfrm(char *__restrict __dest, const char *__restrict __src, size_t __n);
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
char *strdup(const char *__s);
#endif
#ifdef __USE_XOPEN2K8
char *strndup(const char *__s, size_t __n);
#endif
char *strchr(const char *__s, int __c);
char *strrchr(const char *__s, int __c);
size_t strcspn(const char *__s, const char *__reject);
size_t strspn(const char *__s, const char *__accept);
char *strpbrk(const char *__s, const char *__accept);
char *strstr(const char *__haystack, const char *__needle);
char *strtok(char *__restrict __s, const char *__restrict __delim);
#ifdef __USE_POSIX
char *strtok_r(char *__restrict __s, const char *__restrict __delim, char **__restrict __save_ptr);
#endif
size_t strlen(const char *__s);
#ifdef __USE_XOPEN2K8
size_t strnlen(const char *__s, size_t __maxlen);
#endif
char *strerror(int __errnum);
#ifdef __USE_GNU
const char *strerrorname_np(int __err);
const char *strerrordesc_np(int __err);
#endif
#ifdef __USE_XOPEN2K8
char *strsignal(int __sig);
#endif
#include <strings.h>
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
int strcoll_l(const char *__s1, const char *__s2, locale_t __l);
size_t strxfrm_l(char *__dest, const char *__src, size_t __n, locale_t __l);
char *strerror_l(int __errnum, locale_t __l);
#endif
#endif
