/* Built-in <libgen.h> (POSIX basename and dirname, which may modify their argument). */
#ifndef _LIBGEN_H
#define _LIBGEN_H 1
char *dirname(char *__path);
char *__xpg_basename(char *__path);
#define basename __xpg_basename
#endif
