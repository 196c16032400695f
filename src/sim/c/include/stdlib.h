/* Built-in <stdlib.h> (glibc's interface on x86-64, default feature set). */
#ifndef _STDLIB_H
#define _STDLIB_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_WCHAR_T
#define __MPISIM_WCHAR_T
typedef int wchar_t;
#endif
/* glibc's <stdlib.h> includes <alloca.h> in its default mode (gnu17's), not under -std=c99. */
#ifdef __USE_MISC
#include <alloca.h>
#endif
#undef NULL
#define NULL ((void*)0)

typedef struct {
  int quot;
  int rem;
} div_t;
typedef struct {
  long quot;
  long rem;
} ldiv_t;
#ifdef __USE_ISOC99
typedef struct {
  long long quot;
  long long rem;
} lldiv_t;
#endif

#define RAND_MAX 2147483647
#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0
/* 1 in the C locale, 6 in C.UTF-8 (./locale.h). */
#define MB_CUR_MAX (__ctype_get_mb_cur_max())
size_t __ctype_get_mb_cur_max(void);

double atof(const char *__nptr);
int mblen(const char *__s, size_t __n);
int mbtowc(wchar_t *__restrict __pwc, const char *__restrict __s, size_t __n);
int wctomb(char *__s, wchar_t __wchar);
size_t mbstowcs(wchar_t *__restrict __pwcs, const char *__restrict __s, size_t __n);
size_t wcstombs(char *__restrict __s, const wchar_t *__restrict __pwcs, size_t __n);
int atoi(const char *__nptr);
long atol(const char *__nptr);
#ifdef __USE_ISOC99
long long atoll(const char *__nptr);
#endif
double strtod(const char *__restrict __nptr, char **__restrict __endptr);
#ifdef __USE_ISOC99
float strtof(const char *__restrict __nptr, char **__restrict __endptr);
long double strtold(const char *__restrict __nptr, char **__restrict __endptr);
#endif
long strtol(const char *__restrict __nptr, char **__restrict __endptr, int __base);
unsigned long strtoul(const char *__restrict __nptr, char **__restrict __endptr, int __base);
#ifdef __USE_ISOC99
long long strtoll(const char *__restrict __nptr, char **__restrict __endptr, int __base);
unsigned long long strtoull(const char *__restrict __nptr, char **__restrict __endptr, int __base);
#endif

int rand(void);
void srand(unsigned int __seed);
#ifdef __USE_POSIX199506
int rand_r(unsigned int *__seed);
#endif
#if defined __USE_XOPEN_EXTENDED || defined __USE_MISC
long random(void);
void srandom(unsigned int __seed);
#endif
#if defined __USE_MISC || defined __USE_XOPEN
double drand48(void);
double erand48(unsigned short int __xsubi[3]);
long int lrand48(void);
long int nrand48(unsigned short int __xsubi[3]);
long int mrand48(void);
long int jrand48(unsigned short int __xsubi[3]);
void srand48(long int __seedval);
unsigned short int *seed48(unsigned short int __seed16v[3]);
void lcong48(unsigned short int __param[7]);
#endif
#ifdef __USE_MISC
struct drand48_data {
  unsigned short int __x[3];
  unsigned short int __old_x[3];
  unsigned short int __c;
  unsigned short int __init;
  __extension__ unsigned long long int __a;
};
int drand48_r(struct drand48_data *__restrict __buffer, double *__restrict __result);
int erand48_r(unsigned short int __xsubi[3], struct drand48_data *__restrict __buffer, double *__restrict __result);
int lrand48_r(struct drand48_data *__restrict __buffer, long int *__restrict __result);
int nrand48_r(unsigned short int __xsubi[3], struct drand48_data *__restrict __buffer, long int *__restrict __result);
int mrand48_r(struct drand48_data *__restrict __buffer, long int *__restrict __result);
int jrand48_r(unsigned short int __xsubi[3], struct drand48_data *__restrict __buffer, long int *__restrict __result);
int srand48_r(long int __seedval, struct drand48_data *__buffer);
int seed48_r(unsigned short int __seed16v[3], struct drand48_data *__buffer);
int lcong48_r(unsigned short int __param[7], struct drand48_data *__buffer);
#endif

void *malloc(size_t __size);
void *calloc(size_t __nmemb, size_t __size);
void *realloc(void *__ptr, size_t __size);
void free(void *__ptr);
#ifdef __USE_ISOC11
void *aligned_alloc(size_t __alignment, size_t __size);
#endif
#ifdef __USE_XOPEN2K
int posix_memalign(void **__memptr, size_t __alignment, size_t __size);
#endif
#if (defined __USE_XOPEN_EXTENDED && !defined __USE_XOPEN2K) || defined __USE_MISC
void *valloc(size_t __size);
#endif

void abort(void);
int atexit(void (*__func)(void));
void exit(int __status);
#ifdef __USE_ISOC99
void _Exit(int __status);
#endif
char *getenv(const char *__name);
#ifdef __USE_GNU
char *secure_getenv(const char *__name);
#endif
#if defined __USE_MISC || defined __USE_XOPEN
int putenv(char *__string);
#endif
#ifdef __USE_XOPEN2K
int setenv(const char *__name, const char *__value, int __overwrite);
int unsetenv(const char *__name);
#endif
#ifdef __USE_MISC
int clearenv(void);
#endif
int system(const char *__string);
#if defined __USE_MISC || defined __USE_XOPEN
int putenv(char *__string);
#endif
#ifdef __USE_MISC
int clearenv(void);
#endif
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
int mkstemp(char *__template);
#endif
#ifdef __USE_MISC
int mkstemps(char *__template, int __suffixlen);
#endif
#ifdef __USE_XOPEN2K8
char *mkdtemp(char *__template);
#endif
#ifdef __USE_GNU
int mkostemp(char *__template, int __flags);
int mkostemps(char *__template, int __suffixlen, int __flags);
#define mkstemp64 mkstemp
#define mkostemp64 mkostemp
char *canonicalize_file_name(const char *__name);
#endif
#if defined __USE_MISC || defined __USE_XOPEN_EXTENDED
char *realpath(const char *__restrict __name, char *__restrict __resolved);
#endif

void *bsearch(const void *__key, const void *__base, size_t __nmemb, size_t __size,
              int (*__compar)(const void *, const void *));
void qsort(void *__base, size_t __nmemb, size_t __size, int (*__compar)(const void *, const void *));

int abs(int __j);
long labs(long __j);
#ifdef __USE_ISOC99
long long llabs(long long __j);
#endif
div_t div(int __numer, int __denom);
ldiv_t ldiv(long __numer, long __denom);
#ifdef __USE_ISOC99
lldiv_t lldiv(long long __numer, long long __denom);
#endif
#ifdef __USE_GNU
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
long int strtol_l(const char *__restrict __nptr, char **__restrict __endptr, int __base, locale_t __loc);
unsigned long int strtoul_l(const char *__restrict __nptr, char **__restrict __endptr, int __base, locale_t __loc);
long long int strtoll_l(const char *__restrict __nptr, char **__restrict __endptr, int __base, locale_t __loc);
unsigned long long int strtoull_l(const char *__restrict __nptr, char **__restrict __endptr, int __base, locale_t __loc);
double strtod_l(const char *__restrict __nptr, char **__restrict __endptr, locale_t __loc);
float strtof_l(const char *__restrict __nptr, char **__restrict __endptr, locale_t __loc);
long double strtold_l(const char *__restrict __nptr, char **__restrict __endptr, locale_t __loc);
#endif
#endif
