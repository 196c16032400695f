/* Built-in <stdio.h> (glibc's interface on x86-64; FILE is an opaque struct). */
#ifndef _STDIO_H
#define _STDIO_H 1
#include <features.h>
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
typedef long __ssize_t;
typedef long __off_t;
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_SSIZE_T
#define __MPISIM_SSIZE_T
typedef long ssize_t;
#endif
#endif
#if defined __USE_UNIX98 || defined __USE_XOPEN2K
#ifndef __MPISIM_OFF_T
#define __MPISIM_OFF_T
typedef long off_t;
#endif
#endif
#ifndef __MPISIM_VA_LIST
#define __MPISIM_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif
#undef NULL
#define NULL ((void*)0)

typedef struct _IO_FILE FILE;
typedef struct {
  long __pos;
  int __state[2];
} fpos_t;

#define EOF (-1)
#define BUFSIZ 8192
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#if defined __USE_XOPEN || defined __USE_MISC
#define P_tmpdir "/tmp"
#endif

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

int remove(const char *__filename);
int rename(const char *__old, const char *__new);
FILE *tmpfile(void);
char *tmpnam(char *__s);
#ifdef __USE_MISC
char *tmpnam_r(char *__s);
#endif
#if defined __USE_MISC || defined __USE_XOPEN
char *tempnam(const char *__dir, const char *__pfx);
#endif
int fclose(FILE *__stream);
int fflush(FILE *__stream);
FILE *fopen(const char *__restrict __filename, const char *__restrict __mode);
FILE *freopen(const char *__restrict __filename, const char *__restrict __mode, FILE *__restrict __stream);
#ifdef __USE_POSIX
FILE *fdopen(int __fd, const char *__mode);
int fileno(FILE *__stream);
#endif
#ifdef __USE_POSIX2
FILE *popen(const char *__command, const char *__modes);
int pclose(FILE *__stream);
#endif
void setbuf(FILE *__restrict __stream, char *__restrict __buf);
int setvbuf(FILE *__restrict __stream, char *__restrict __buf, int __mode, size_t __size);

int fprintf(FILE *__restrict __stream, const char *__restrict __format, ...);
int printf(const char *__restrict __format, ...);
int sprintf(char *__restrict __s, const char *__restrict __format, ...);
#ifdef __USE_ISOC99
int snprintf(char *__restrict __s, size_t __n, const char *__restrict __format, ...);
#endif
#ifdef __USE_XOPEN2K8
int dprintf(int __fd, const char *__restrict __format, ...);
#endif
int vfprintf(FILE *__restrict __stream, const char *__restrict __format, __gnuc_va_list __arg);
int vprintf(const char *__restrict __format, __gnuc_va_list __arg);
int vsprintf(char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg);
#ifdef __USE_ISOC99
int vsnprintf(char *__restrict __s, size_t __n, const char *__restrict __format, __gnuc_va_list __arg);
#endif
#ifdef __USE_XOPEN2K8
int vdprintf(int __fd, const char *__restrict __format, __gnuc_va_list __arg);
#endif
int fscanf(FILE *__restrict __stream, const char *__restrict __format, ...);
int scanf(const char *__restrict __format, ...);
int sscanf(const char *__restrict __s, const char *__restrict __format, ...);
#ifdef __USE_ISOC99
int vfscanf(FILE *__restrict __stream, const char *__restrict __format, __gnuc_va_list __arg);
int vscanf(const char *__restrict __format, __gnuc_va_list __arg);
int vsscanf(const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg);
#endif

int fgetc(FILE *__stream);
int getc(FILE *__stream);
int getchar(void);
char *fgets(char *__restrict __s, int __n, FILE *__restrict __stream);
#ifdef __USE_XOPEN2K8
__ssize_t getline(char **__restrict __lineptr, size_t *__restrict __n, FILE *__restrict __stream);
__ssize_t getdelim(char **__restrict __lineptr, size_t *__restrict __n, int __delimiter, FILE *__restrict __stream);
#endif
int fputc(int __c, FILE *__stream);
int putc(int __c, FILE *__stream);
int putchar(int __c);
int fputs(const char *__restrict __s, FILE *__restrict __stream);
int puts(const char *__s);
int ungetc(int __c, FILE *__stream);
size_t fread(void *__restrict __ptr, size_t __size, size_t __nmemb, FILE *__restrict __stream);
size_t fwrite(const void *__restrict __ptr, size_t __size, size_t __nmemb, FILE *__restrict __stream);
int fgetpos(FILE *__restrict __stream, fpos_t *__restrict __pos);
int fseek(FILE *__stream, long __offset, int __whence);
int fsetpos(FILE *__stream, const fpos_t *__pos);
long ftell(FILE *__stream);
#if defined __USE_UNIX98 || defined __USE_XOPEN2K
int fseeko(FILE *__stream, __off_t __offset, int __whence);
__off_t ftello(FILE *__stream);
#endif
void rewind(FILE *__stream);
void clearerr(FILE *__stream);
int feof(FILE *__stream);
int ferror(FILE *__stream);
void perror(const char *__s);
#endif
