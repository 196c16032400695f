/*
 * Built-in <wchar.h>: glibc's types on x86-64 (wchar_t a 4-byte int, mbstate_t 8 bytes) and its
 * functions for the C locale (multibyte characters are the bytes 0-127) and C.UTF-8 (UTF-8).
 * Streams have glibc's orientation (fwide; ../../runtime/libc-wide.ts).
 */
#ifndef _WCHAR_H
#define _WCHAR_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_WCHAR_T
#define __MPISIM_WCHAR_T
typedef int wchar_t;
#endif
#ifndef __MPISIM_WINT_T
#define __MPISIM_WINT_T
typedef unsigned int wint_t;
#endif
#ifndef __MPISIM_VA_LIST
#define __MPISIM_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif
#undef NULL
#define NULL ((void*)0)
#ifndef WEOF
#define WEOF (0xffffffffu)
#endif
#ifndef WCHAR_MIN
#define WCHAR_MIN (-2147483647-1)
#define WCHAR_MAX (2147483647)
#endif
typedef struct {
  int __count;
  union { unsigned int __wch; char __wchb[4]; } __value;
} mbstate_t;
typedef struct _IO_FILE __FILE;
#if defined __USE_UNIX98 || defined __USE_XOPEN2K
typedef struct _IO_FILE FILE;
#endif

size_t wcslen(const wchar_t *__s);
#ifdef __USE_XOPEN2K8
size_t wcsnlen(const wchar_t *__s, size_t __maxlen);
#endif
wchar_t *wcscpy(wchar_t *__restrict __dest, const wchar_t *__restrict __src);
wchar_t *wcsncpy(wchar_t *__restrict __dest, const wchar_t *__restrict __src, size_t __n);
wchar_t *wcscat(wchar_t *__restrict __dest, const wchar_t *__restrict __src);
wchar_t *wcsncat(wchar_t *__restrict __dest, const wchar_t *__restrict __src, size_t __n);
int wcscmp(const wchar_t *__s1, const wchar_t *__s2);
int wcsncmp(const wchar_t *__s1, const wchar_t *__s2, size_t __n);
int wcscoll(const wchar_t *__s1, const wchar_t *__s2);
size_t wcsxfrm(wchar_t *__restrict __s1, const wchar_t *__restrict __s2, size_t __n);
#ifdef __USE_XOPEN2K8
wchar_t *wcsdup(const wchar_t *__s);
#endif
wchar_t *wcschr(const wchar_t *__wcs, wchar_t __wc);
wchar_t *wcsrchr(const wchar_t *__wcs, wchar_t __wc);
size_t wcscspn(const wchar_t *__wcs, const wchar_t *__reject);
size_t wcsspn(const wchar_t *__wcs, const wchar_t *__accept);
wchar_t *wcspbrk(const wchar_t *__wcs, const wchar_t *__accept);
wchar_t *wcsstr(const wchar_t *__haystack, const wchar_t *__needle);
wchar_t *wcstok(wchar_t *__restrict __s, const wchar_t *__restrict __delim, wchar_t **__restrict __ptr);
wchar_t *wmemchr(const wchar_t *__s, wchar_t __c, size_t __n);
int wmemcmp(const wchar_t *__s1, const wchar_t *__s2, size_t __n);
wchar_t *wmemcpy(wchar_t *__restrict __s1, const wchar_t *__restrict __s2, size_t __n);
wchar_t *wmemmove(wchar_t *__s1, const wchar_t *__s2, size_t __n);
wchar_t *wmemset(wchar_t *__s, wchar_t __c, size_t __n);

wint_t btowc(int __c);
int wctob(wint_t __c);
int mbsinit(const mbstate_t *__ps);
size_t mbrtowc(wchar_t *__restrict __pwc, const char *__restrict __s, size_t __n, mbstate_t *__restrict __p);
size_t wcrtomb(char *__restrict __s, wchar_t __wc, mbstate_t *__restrict __ps);
size_t mbrlen(const char *__restrict __s, size_t __n, mbstate_t *__restrict __ps);
size_t mbsrtowcs(wchar_t *__restrict __dst, const char **__restrict __src, size_t __len, mbstate_t *__restrict __ps);
size_t wcsrtombs(char *__restrict __dst, const wchar_t **__restrict __src, size_t __len, mbstate_t *__restrict __ps);

double wcstod(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr);
#ifdef __USE_ISOC99
float wcstof(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr);
long double wcstold(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr);
#endif
long wcstol(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base);
unsigned long wcstoul(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base);
#ifdef __USE_ISOC99
long long wcstoll(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base);
unsigned long long wcstoull(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base);
#endif

wint_t fgetwc(__FILE *__stream);
wint_t getwc(__FILE *__stream);
wint_t getwchar(void);
wint_t fputwc(wchar_t __wc, __FILE *__stream);
wint_t putwc(wchar_t __wc, __FILE *__stream);
wint_t putwchar(wchar_t __wc);
wchar_t *fgetws(wchar_t *__restrict __ws, int __n, __FILE *__restrict __stream);
int fputws(const wchar_t *__restrict __ws, __FILE *__restrict __stream);
wint_t ungetwc(wint_t __wc, __FILE *__stream);
#ifdef __USE_ISOC95
int fwide(__FILE *__fp, int __mode);
#endif
struct tm;
size_t wcsftime(wchar_t *__restrict __s, size_t __maxsize, const wchar_t *__restrict __format, const struct tm *__restrict __tp);
#ifdef __USE_XOPEN
/* glibc declares these for X/Open only. */
int wcwidth(wchar_t __c);
int wcswidth(const wchar_t *__s, size_t __n);
#endif
#ifdef __USE_ISOC95
int fwscanf(__FILE *__restrict __stream, const wchar_t *__restrict __format, ...);
int wscanf(const wchar_t *__restrict __format, ...);
int swscanf(const wchar_t *__restrict __s, const wchar_t *__restrict __format, ...);
#endif
#ifdef __USE_ISOC99
int vfwscanf(__FILE *__restrict __s, const wchar_t *__restrict __format, __gnuc_va_list __arg);
int vwscanf(const wchar_t *__restrict __format, __gnuc_va_list __arg);
int vswscanf(const wchar_t *__restrict __s, const wchar_t *__restrict __format, __gnuc_va_list __arg);
#endif
#ifdef __USE_ISOC95
int fwprintf(__FILE *__restrict __stream, const wchar_t *__restrict __format, ...);
int wprintf(const wchar_t *__restrict __format, ...);
int swprintf(wchar_t *__restrict __s, size_t __n, const wchar_t *__restrict __format, ...);
int vfwprintf(__FILE *__restrict __s, const wchar_t *__restrict __format, __gnuc_va_list __arg);
int vwprintf(const wchar_t *__restrict __format, __gnuc_va_list __arg);
int vswprintf(wchar_t *__restrict __s, size_t __n, const wchar_t *__restrict __format, __gnuc_va_list __arg);
#endif
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
int wcscoll_l(const wchar_t *__s1, const wchar_t *__s2, locale_t __loc);
size_t wcsxfrm_l(wchar_t *__s1, const wchar_t *__s2, size_t __n, locale_t __loc);
int wcscasecmp(const wchar_t *__s1, const wchar_t *__s2);
int wcsncasecmp(const wchar_t *__s1, const wchar_t *__s2, size_t __n);
int wcscasecmp_l(const wchar_t *__s1, const wchar_t *__s2, locale_t __loc);
int wcsncasecmp_l(const wchar_t *__s1, const wchar_t *__s2, size_t __n, locale_t __loc);
#endif
#ifdef __USE_GNU
long int wcstol_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base, locale_t __loc);
unsigned long int wcstoul_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base, locale_t __loc);
long long int wcstoll_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base, locale_t __loc);
unsigned long long int wcstoull_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, int __base, locale_t __loc);
double wcstod_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, locale_t __loc);
float wcstof_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, locale_t __loc);
long double wcstold_l(const wchar_t *__restrict __nptr, wchar_t **__restrict __endptr, locale_t __loc);
#endif
#endif
