/* <dlfcn.h> in a program that loads nothing: the program's own handle, the C library's
 * functions by name (an executable built without -rdynamic exports none of its own), and
 * glibc's dlerror texts for a missing symbol and a missing shared object. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <dlfcn.h>

int my_function(int x) { return x + 1; }
int my_global = 5;

static const char *argv0;

/* An undefined symbol's text starts with the program's path (glibc's _dl_argv[0]). */
static void report(const char *what, void *p)
{
  const char *e = dlerror();
  size_t n = strlen(argv0);
  if (e && strncmp(e, argv0, n) == 0 && e[n] == ':') printf("%s: %s, error: <argv[0]>%s\n", what, p ? "found" : "NULL", e + n);
  else printf("%s: %s, error: %s\n", what, p ? "found" : "NULL", e ? e : "(none)");
}

int main(int argc, char **argv)
{
  (void)argc;
  argv0 = argv[0];
  printf("flags %d %d %d %d %d %d\n", RTLD_LAZY, RTLD_NOW, RTLD_GLOBAL, RTLD_LOCAL, RTLD_NOLOAD, RTLD_NODELETE);
  printf("dlerror first: %s\n", dlerror() ? "set" : "(null)");
  void *self = dlopen(NULL, RTLD_NOW);
  report("dlopen(NULL)", self);
  void *p = dlsym(self, "my_function");
  report("my_function", p);
  p = dlsym(RTLD_DEFAULT, "my_global");
  report("my_global", p);
  p = dlsym(self, "printf");
  printf("printf is printf: %d\n", p == (void *)printf);
  /* mpisim finds the library functions a program links (here by their use below). */
  p = dlsym(RTLD_DEFAULT, "strlen");
  size_t (*len)(const char *) = (size_t (*)(const char *))p;
  printf("strlen through dlsym: %zu, same as strlen %d\n", len ? len("seven..") : 0, p == (void *)strlen);
  p = dlsym(RTLD_DEFAULT, "no_such_symbol");
  report("no_such_symbol", p);
  printf("dlerror again: %s\n", dlerror() ? "set" : "(null)");
  void *h = dlopen("libfoo.so", RTLD_LAZY);
  report("libfoo.so", h);
  h = dlopen("/no/where/libbar.so.1", RTLD_NOW | RTLD_GLOBAL);
  report("libbar", h);
  h = dlopen("libm.so.6", RTLD_LAZY);
  report("libm.so.6", h);
  double (*c)(double) = (double (*)(double))dlsym(h, "cos");
  printf("cos(0) through dlsym: %g, same as cos %d\n", c ? c(0.0) : -1.0, c == cos);
  printf("dlclose %d %d\n", dlclose(h), dlclose(self));
  h = dlopen(NULL, 0);
  report("mode 0", h);
  return 0;
}
