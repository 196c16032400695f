/* dlsym finds the C library's functions the program never names (ld.so looks in libc.so.6,
   which every program loads), but not libm's when no function of libm is used (gcc's ld drops
   an unneeded -lm: --as-needed), nor the program's own (no -rdynamic); dladdr names the object
   holding an address: the program, libc.so.6 with the function's name, none for the heap and
   the stack (glibc names some functions by an alias: strtok_r's is __strtok_r, printf's
   _IO_printf; mpisim by their own name). Nothing here calls a libm function or names one. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int counter = 3;
int visible_function(int x) { return x * counter; }

static const char *argv0;

static void show(const char *what, const void *addr)
{
  Dl_info info;
  memset(&info, 0, sizeof info);
  int r = dladdr(addr, &info);
  if (!r) { printf("dladdr(%s) = 0\n", what); return; }
  const char *file = info.dli_fname && strcmp(info.dli_fname, argv0) == 0 ? "<argv[0]>" : info.dli_fname;
  printf("dladdr(%s) = %d file %s base %s symbol %s at-symbol %d\n", what, r, file, info.dli_fbase ? "set" : "NULL",
         info.dli_sname ? info.dli_sname : "(null)", info.dli_saddr == addr);
}

int main(int argc, char **argv)
{
  (void)argc;
  argv0 = argv[0];
  const char *names[] = { "strtok_r", "getenv", "atoi", "strncasecmp", "qsort_r_never", "pthread_self", "fgets",
                          "cos", "sqrt", "expf", "MPI_Send", "visible_function", "main", NULL };
  for (int k = 0; names[k]; k++) printf("dlsym(%s): %s\n", names[k], dlsym(RTLD_DEFAULT, names[k]) ? "found" : "NULL");

  char text[] = "alpha,beta,,gamma";
  char *(*tok)(char *, const char *, char **) = (char *(*)(char *, const char *, char **))dlsym(RTLD_DEFAULT, "strtok_r");
  char *save = NULL;
  for (char *w = tok(text, ",", &save); w; w = tok(NULL, ",", &save)) printf("token %s\n", w);
  int (*to_int)(const char *) = (int (*)(const char *))dlsym(RTLD_DEFAULT, "atoi");
  printf("atoi through dlsym: %d\n", to_int("  -1234xyz"));
  int (*ncase)(const char *, const char *, size_t) = (int (*)(const char *, const char *, size_t))dlsym(RTLD_DEFAULT, "strncasecmp");
  printf("strncasecmp through dlsym: %d\n", ncase("HELLO world", "hello WORLD", 11) == 0);

  show("main", (void *)main);
  show("visible_function", (void *)visible_function);
  show("a static object", &counter);
  show("a string literal", "literal");
  show("atoi", (void *)to_int);
  show("getenv", dlsym(RTLD_DEFAULT, "getenv"));
  int local = 0;
  show("a local", &local);
  void *heap = malloc(64);
  show("the heap", heap);
  free(heap);
  show("NULL", NULL);
  return visible_function(0);
}
