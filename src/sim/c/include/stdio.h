/* Built-in <stdio.h> (glibc's interface on x86-64; FILE is an opaque struct). */
#ifndef _STDIO_H
#define _STDIO_H 1
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
#define P_tmpdir "/tmp"

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

int remove(const char *filename);
int rename(const char *old, const char *new);
FILE *tmpfile(void);
char *tmpnam(char *s);
int fclose(FILE *stream);
int fflush(FILE *stream);
FILE *fopen(const char *restrict filename, const char *restrict mode);
FILE *freopen(const char *restrict filename, const char *restrict mode, FILE *restrict stream);
FILE *fdopen(int fd, const char *mode);
int fileno(FILE *stream);
void setbuf(FILE *restrict stream, char *restrict buf);
int setvbuf(FILE *restrict stream, char *restrict buf, int mode, size_t size);

int fprintf(FILE *restrict stream, const char *restrict format, ...);
int printf(const char *restrict format, ...);
int sprintf(char *restrict s, const char *restrict format, ...);
int snprintf(char *restrict s, size_t n, const char *restrict format, ...);
int dprintf(int fd, const char *restrict format, ...);
int vfprintf(FILE *restrict stream, const char *restrict format, __gnuc_va_list arg);
int vprintf(const char *restrict format, __gnuc_va_list arg);
int vsprintf(char *restrict s, const char *restrict format, __gnuc_va_list arg);
int vsnprintf(char *restrict s, size_t n, const char *restrict format, __gnuc_va_list arg);
int vdprintf(int fd, const char *restrict format, __gnuc_va_list arg);
int fscanf(FILE *restrict stream, const char *restrict format, ...);
int scanf(const char *restrict format, ...);
int sscanf(const char *restrict s, const char *restrict format, ...);
int vfscanf(FILE *restrict stream, const char *restrict format, __gnuc_va_list arg);
int vscanf(const char *restrict format, __gnuc_va_list arg);
int vsscanf(const char *restrict s, const char *restrict format, __gnuc_va_list arg);

int fgetc(FILE *stream);
int getc(FILE *stream);
int getchar(void);
char *fgets(char *restrict s, int n, FILE *restrict stream);
ssize_t getline(char **restrict lineptr, size_t *restrict n, FILE *restrict stream);
ssize_t getdelim(char **restrict lineptr, size_t *restrict n, int delimiter, FILE *restrict stream);
int fputc(int c, FILE *stream);
int putc(int c, FILE *stream);
int putchar(int c);
int fputs(const char *restrict s, FILE *restrict stream);
int puts(const char *s);
int ungetc(int c, FILE *stream);
size_t fread(void *restrict ptr, size_t size, size_t nmemb, FILE *restrict stream);
size_t fwrite(const void *restrict ptr, size_t size, size_t nmemb, FILE *restrict stream);
int fgetpos(FILE *restrict stream, fpos_t *restrict pos);
int fseek(FILE *stream, long offset, int whence);
int fsetpos(FILE *stream, const fpos_t *pos);
long ftell(FILE *stream);
int fseeko(FILE *stream, off_t offset, int whence);
off_t ftello(FILE *stream);
void rewind(FILE *stream);
void clearerr(FILE *stream);
int feof(FILE *stream);
int ferror(FILE *stream);
void perror(const char *s);
#endif
