// mpisim-env: TZ=UTC
/* environ (and __environ, and main's third argument) follow getenv, setenv, unsetenv, putenv
   (whose string is the entry itself) and clearenv, as glibc keeps them; ctime_r and asctime_r.
   The entries are printed sorted: their order is the launcher's. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The environment's MPISIM_T* entries, sorted. */
static void show(const char *when)
{
  char *found[64];
  int n = 0;
  for (char **e = environ; e && *e && n < 64; e++) if (strncmp(*e, "MPISIM_T", 8) == 0) found[n++] = *e;
  qsort(found, n, sizeof found[0], cmp);
  printf("%s:", when);
  for (int k = 0; k < n; k++) printf(" %s", found[k]);
  printf("\n");
}

int main(int argc, char **argv, char **envp)
{
  (void)argc; (void)argv;
  printf("envp == environ %d, __environ == environ %d\n", envp == environ, __environ == environ);
  show("at start");
  setenv("MPISIM_TA", "a", 1);
  setenv("MPISIM_TB", "b", 1);
  show("two set");
  setenv("MPISIM_T1", "one", 1); show("setenv T1");
  setenv("MPISIM_TA", "changed", 0); show("setenv TA without overwrite");
  setenv("MPISIM_TA", "changed", 1); show("setenv TA");
  static char s[] = "MPISIM_T2=two";
  putenv(s); show("putenv T2");
  char *v = getenv("MPISIM_T2");
  printf("getenv points into the string: %d\n", v == s + 10);
  s[10] = 'T'; show("the string changed");
  int in = 0;
  for (char **e = environ; *e; e++) if (*e == s) in = 1;
  printf("the string itself is in environ: %d\n", in);
  unsetenv("MPISIM_T1"); show("unsetenv T1");
  putenv("MPISIM_T2"); show("putenv(\"MPISIM_T2\")");
  printf("getenv gives one pointer: %d\n", getenv("MPISIM_TB") == getenv("MPISIM_TB"));
  printf("getenv points into environ: %d\n", getenv("MPISIM_TB") != NULL && strcmp(getenv("MPISIM_TB") - 10, "MPISIM_TB=b") == 0);
  clearenv();
  printf("clearenv: environ %s, getenv %s\n", environ ? "set" : "NULL", getenv("MPISIM_TB") ? "set" : "NULL");
  setenv("MPISIM_T3", "three", 1); show("setenv after clearenv");

  time_t t = 86400L * 365 + 3600 * 13 + 61;
  char buf[32];
  struct tm tm;
  printf("ctime_r: %s", ctime_r(&t, buf));
  gmtime_r(&t, &tm);
  printf("asctime_r: %s", asctime_r(&tm, buf));
  return 0;
}
