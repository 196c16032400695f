/* dlsym finds the C library's functions the program never calls, also those mpisim writes in C
   (qsort, bsearch, lfind, regcomp/regexec, fnmatch, getpwnam...), whatever way the name is made:
   ld.so looks them up in libc.so.6, which is loaded whole. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <regex.h>
#include <pwd.h>

typedef int (*cmp_fn)(const void *, const void *);
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
  int v[] = { 5, 3, 9, 1, 7, 4 };
  char name[32];
  /* A name made at run time, not a literal the compiler could see. */
  strcpy(name, "q");
  strcat(name, "sort");
  void (*sort)(void *, size_t, size_t, cmp_fn) = (void (*)(void *, size_t, size_t, cmp_fn))dlsym(RTLD_DEFAULT, name);
  printf("dlsym(%s): %s\n", name, sort ? "found" : "NULL");
  if (!sort) return 1;
  sort(v, 6, sizeof v[0], cmp);
  for (int k = 0; k < 6; k++) printf("%d%c", v[k], k == 5 ? '\n' : ' ');

  void *(*search)(const void *, const void *, size_t, size_t, cmp_fn) = (void *(*)(const void *, const void *, size_t, size_t, cmp_fn))dlsym(RTLD_DEFAULT, "bsearch");
  int key = 7;
  int *at = search ? search(&key, v, 6, sizeof v[0], cmp) : NULL;
  printf("bsearch through dlsym: %ld\n", at ? (long)(at - v) : -1L);

  size_t n = 6;
  void *(*find)(const void *, const void *, size_t *, size_t, cmp_fn) = (void *(*)(const void *, const void *, size_t *, size_t, cmp_fn))dlsym(RTLD_DEFAULT, "lfind");
  key = 9;
  at = find ? find(&key, v, &n, sizeof v[0], cmp) : NULL;
  printf("lfind through dlsym: %ld\n", at ? (long)(at - v) : -1L);

  int (*comp)(regex_t *, const char *, int) = (int (*)(regex_t *, const char *, int))dlsym(RTLD_DEFAULT, "regcomp");
  int (*exec)(const regex_t *, const char *, size_t, regmatch_t *, int) = (int (*)(const regex_t *, const char *, size_t, regmatch_t *, int))dlsym(RTLD_DEFAULT, "regexec");
  void (*rfree)(regex_t *) = (void (*)(regex_t *))dlsym(RTLD_DEFAULT, "regfree");
  printf("regcomp %s, regexec %s, regfree %s\n", comp ? "found" : "NULL", exec ? "found" : "NULL", rfree ? "found" : "NULL");
  if (comp && exec && rfree) {
    regex_t re;
    regmatch_t m[2];
    if (comp(&re, "([0-9]+)-x", REG_EXTENDED) == 0) {
      if (exec(&re, "abc 123-x", 2, m, 0) == 0) printf("regexec through dlsym: match at %d..%d, group %d..%d\n", (int)m[0].rm_so, (int)m[0].rm_eo, (int)m[1].rm_so, (int)m[1].rm_eo);
      rfree(&re);
    }
  }

  int (*match)(const char *, const char *, int) = (int (*)(const char *, const char *, int))dlsym(RTLD_DEFAULT, "fnmatch");
  printf("fnmatch through dlsym: %d %d\n", match ? match("*.c", "prog.c", 0) : -1, match ? match("*.c", "prog.h", 0) != 0 : -1);

  struct passwd *(*by_name)(const char *) = (struct passwd *(*)(const char *))dlsym(RTLD_DEFAULT, "getpwnam");
  struct passwd *root = by_name ? by_name("root") : NULL;
  printf("getpwnam through dlsym: %s\n", root ? root->pw_dir : "NULL");

  Dl_info info;
  memset(&info, 0, sizeof info);
  int found = dladdr((void *)sort, &info);
  printf("dladdr(qsort): %d %s\n", found, info.dli_sname ? info.dli_sname : "(null)");
  printf("dlsym(no_such_function): %s\n", dlsym(RTLD_DEFAULT, "no_such_function") ? "found" : "NULL");
  return 0;
}
