/* The environment as glibc keeps it: getenv points into environ's entries, setenv, unsetenv,
 * putenv, clearenv and an environ the program sets itself (test/differential/environ.test.ts). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>

static int count(void)
{
  int n = 0;
  for (char **e = environ; e && *e; e++) n++;
  return n;
}

static int find(const char *name)
{
  size_t l = strlen(name);
  for (int k = 0; environ && environ[k]; k++)
    if (!strncmp(environ[k], name, l) && environ[k][l] == '=') return k;
  return -1;
}

static void show(const char *what, int r)
{
  const char *v = getenv("ENV_TEST_B");
  printf("%s: %d errno %d ENV_TEST_B %s count %d\n", what, r, errno, v ? v : "(unset)", count());
  errno = 0;
}

int main(int argc, char **argv, char **envp)
{
  printf("envp is environ %d, follows argv %d, __environ %d\n", envp == environ, envp == argv + argc + 1, environ == __environ);
  char *a = getenv("ENV_TEST_A"), *b = getenv("ENV_TEST_A");
  int k = find("ENV_TEST_A");
  printf("A %s, same pointer %d, inside environ[%s] %d\n", a, a == b, k >= 0 ? "k" : "none", k >= 0 && a == environ[k] + strlen("ENV_TEST_A="));
  printf("missing %d, empty name %d, name with = %d\n", getenv("ENV_TEST_NONE") == NULL, getenv("") == NULL, getenv("ENV_TEST_A=") == NULL);
  a[0] = 'X';
  printf("written through getenv's pointer: %s\n", getenv("ENV_TEST_A"));
  show("setenv", setenv("ENV_TEST_B", "two", 0));
  show("setenv, no overwrite", setenv("ENV_TEST_B", "zwei", 0));
  show("setenv, overwrite", setenv("ENV_TEST_B", "deux", 1));
  show("setenv A=B", setenv("A=B", "x", 1));
  show("setenv empty", setenv("", "x", 1));
  show("unsetenv A=B", unsetenv("A=B"));
  static char own[] = "ENV_TEST_B=three";
  show("putenv", putenv(own));
  printf("putenv's string is the entry: %d\n", getenv("ENV_TEST_B") == own + strlen("ENV_TEST_B="));
  own[11] = 'T';
  show("string changed", 0);
  show("putenv without =", putenv("ENV_TEST_B"));
  show("setenv again", setenv("ENV_TEST_B", "four", 1));
  show("unsetenv", unsetenv("ENV_TEST_B"));
  show("unsetenv missing", unsetenv("ENV_TEST_B"));
  show("clearenv", clearenv());
  printf("environ NULL %d\n", environ == NULL);
  show("setenv after clearenv", setenv("ENV_TEST_B", "five", 1));
  static char *mine[] = { "ENV_TEST_OWN=1", "ENV_TEST_B=six", NULL };
  environ = mine;
  show("own environ", 0);
  show("setenv into own", setenv("ENV_TEST_C", "7", 1));
  printf("own array left as it was %d, OWN %s, C %s\n", environ != mine && mine[2] == NULL, getenv("ENV_TEST_OWN"), getenv("ENV_TEST_C"));
  show("unsetenv in own", unsetenv("ENV_TEST_OWN"));
  return 0;
}
