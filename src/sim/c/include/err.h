/*
 * Built-in <err.h>: glibc's messages on stderr, "name: message: strerror(errno)" (warn, err) or
 * "name: message" (warnx, errx), name being the program's (argv[0] without its directories);
 * err and errx then exit with their status.
 */
#ifndef _ERR_H
#define _ERR_H 1
#ifndef __MPISIM_VA_LIST
#define __MPISIM_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif
void warn(const char *__format, ...);
void vwarn(const char *__format, __gnuc_va_list __arg);
void warnx(const char *__format, ...);
void vwarnx(const char *__format, __gnuc_va_list __arg);
void err(int __status, const char *__format, ...);
void verr(int __status, const char *__format, __gnuc_va_list __arg);
void errx(int __status, const char *__format, ...);
void verrx(int __status, const char *__format, __gnuc_va_list __arg);
#endif
