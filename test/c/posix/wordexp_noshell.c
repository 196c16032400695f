/* wordexp's command substitution when no process can be created: glibc's exec_comm cannot start
   /bin/sh and wordexp answers WRDE_NOSPACE with errno EAGAIN (the test makes the native run's
   clone fail, as every process creation fails in the simulator); WRDE_NOCMD still refuses it
   first with WRDE_CMDSUB, an empty $() needs no shell, and syntax errors come before any shell. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <wordexp.h>

static void one(const char *s, int flags)
{
  wordexp_t w;
  errno = 0;
  int r = wordexp(s, &w, flags);
  int e = errno;
  printf("%-24s flags %d -> %d errno %s", s, flags, r, e ? strerror(e) : "0");
  if (r == 0) {
    for (size_t k = 0; k < w.we_wordc; k++) printf(" [%s]", w.we_wordv[k]);
    wordfree(&w);
  }
  printf("\n");
}

int main(void)
{
  const char *inputs[] = { "a $(echo hi) b", "`echo hi`", "\"$(echo hi)\"", "x$(true)y", "$()", "a``b",
                           "$(echo", "`echo", "$(echo $((1+2)))", "'$(echo hi)'", "\\$(echo hi)", NULL };
  for (int k = 0; inputs[k]; k++) {
    one(inputs[k], 0);
    one(inputs[k], WRDE_NOCMD);
  }
  return 0;
}
