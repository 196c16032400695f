/*
 * <err.h> as glibc's misc/err.c prints it: "name: " (the program's name, argv[0] without its
 * directories), the message, then ": " and strerror(errno) for warn and err; a newline; err and
 * errx then exit with their status.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <errno.h>

/* The runtime's: writes the program's short name (glibc's __progname) into buf. */
void __mpisim_progname(char *__buf, size_t __size);

static const char *__mpisim_err_name(void)
{
  static char __name[256];
  if (!__name[0]) __mpisim_progname(__name, sizeof __name);
  return __name;
}

void vwarnx(const char *__format, __gnuc_va_list __arg)
{
  fprintf(stderr, "%s: ", __mpisim_err_name());
  if (__format) vfprintf(stderr, __format, __arg);
  putc('\n', stderr);
}
void vwarn(const char *__format, __gnuc_va_list __arg)
{
  int __error = errno;
  if (__format) {
    fprintf(stderr, "%s: ", __mpisim_err_name());
    vfprintf(stderr, __format, __arg);
    fprintf(stderr, ": %s\n", strerror(__error));
  } else {
    fprintf(stderr, "%s: %s\n", __mpisim_err_name(), strerror(__error));
  }
  errno = __error;
}
void warn(const char *__format, ...)
{
  va_list __ap;
  va_start(__ap, __format);
  vwarn(__format, __ap);
  va_end(__ap);
}
void warnx(const char *__format, ...)
{
  va_list __ap;
  va_start(__ap, __format);
  vwarnx(__format, __ap);
  va_end(__ap);
}
void verr(int __status, const char *__format, __gnuc_va_list __arg)
{
  vwarn(__format, __arg);
  exit(__status);
}
void verrx(int __status, const char *__format, __gnuc_va_list __arg)
{
  vwarnx(__format, __arg);
  exit(__status);
}
void err(int __status, const char *__format, ...)
{
  va_list __ap;
  va_start(__ap, __format);
  verr(__status, __format, __ap);
}
void errx(int __status, const char *__format, ...)
{
  va_list __ap;
  va_start(__ap, __format);
  verrx(__status, __format, __ap);
}
