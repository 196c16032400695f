/*
 * <dlfcn.h> as glibc 2.36 answers a program that loads nothing: mpisim has one program image
 * and no shared objects to map. dlopen(NULL) and the C library's own sonames (libc.so.6,
 * libm.so.6...: they are part of every mpisim program) give a handle; any other file fails
 * with ld.so's "cannot open shared object file" text. dlsym finds the C library's functions the
 * program links, and not the program's own symbols: gcc links without -rdynamic, so an
 * executable exports none (glibc's dlsym(RTLD_DEFAULT, "main_fn") is NULL too).
 */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <string.h>
#include <stdio.h>

/* The runtime's: the address of a library function the program links, or 0 with glibc's text. */
void *__mpisim_dlsym(const char *__name, char *__err, size_t __size);

static char __dl_message[512];
static int __dl_pending;  /* dlerror reports a failure once */
static int __dl_self;     /* the handle dlopen gives: one object stands for the whole image */

static const char *const __dl_builtin[] = {
  "libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libmpi.so.12", "libmpich.so.12",
  "ld-linux-x86-64.so.2", "linux-vdso.so.1",
};

void *dlopen(const char *file, int mode)
{
  if ((mode & RTLD_BINDING_MASK) == 0) {
    /* glibc: one of RTLD_LAZY and RTLD_NOW is required. */
    snprintf(__dl_message, sizeof __dl_message, "invalid mode for dlopen(): Invalid argument");
    __dl_pending = 1;
    return NULL;
  }
  if (file == NULL) return &__dl_self;
  const char *base = strrchr(file, '/');
  base = base ? base + 1 : file;
  for (size_t i = 0; i < sizeof __dl_builtin / sizeof __dl_builtin[0]; i++)
    if (strcmp(base, __dl_builtin[i]) == 0 && (base == file || strncmp(file, "/lib", 4) == 0 || strncmp(file, "/usr/lib", 8) == 0)) return &__dl_self;
  snprintf(__dl_message, sizeof __dl_message, "%s: cannot open shared object file: No such file or directory", file);
  __dl_pending = 1;
  return NULL;
}

int dlclose(void *handle)
{
  if (handle != &__dl_self) {
    snprintf(__dl_message, sizeof __dl_message, "shared object not open");
    __dl_pending = 1;
    return -1;
  }
  return 0;
}

void *dlsym(void *__restrict handle, const char *__restrict name)
{
  (void)handle; /* every handle is the whole image, as RTLD_DEFAULT and RTLD_NEXT are */
  void *p = __mpisim_dlsym(name, __dl_message, sizeof __dl_message);
  if (p == NULL) __dl_pending = 1;
  return p;
}

char *dlerror(void)
{
  if (!__dl_pending) return NULL;
  __dl_pending = 0;
  return __dl_message;
}

/* The runtime's: which object holds the address (the program, libc.so.6 or libm.so.6). */
int __mpisim_dladdr(const void *__address, Dl_info *__info);

int dladdr(const void *address, Dl_info *info)
{
  /* The program's addresses are its executable's, which exports no symbol name (gcc links
     without -rdynamic); the C library's functions are named; the heap and the stack are in no object. */
  return __mpisim_dladdr(address, info);
}
