/*
 * Built-in <dlfcn.h>: glibc 2.36's dynamic linking interface, with its flag values. mpisim runs
 * one program image and loads no shared object (mpisim-dlfcn.c says what each call gives).
 */
#ifndef _DLFCN_H
#define _DLFCN_H 1
#include <features.h>
#include <stddef.h>

#define RTLD_LAZY 0x00001
#define RTLD_NOW 0x00002
#define RTLD_BINDING_MASK 0x3
#define RTLD_NOLOAD 0x00004
#define RTLD_DEEPBIND 0x00008
#define RTLD_GLOBAL 0x00100
#define RTLD_LOCAL 0
#define RTLD_NODELETE 0x01000

/* Declared in every mode, as glibc 2.36 does. */
#define RTLD_NEXT ((void *) -1l)
#define RTLD_DEFAULT ((void *) 0)
#ifdef __USE_GNU
typedef long int Lmid_t;
# define LM_ID_BASE 0
# define LM_ID_NEWLM -1
typedef struct
{
  const char *dli_fname;
  void *dli_fbase;
  const char *dli_sname;
  void *dli_saddr;
} Dl_info;
extern int dladdr(const void *__address, Dl_info *__info);
#endif

extern void *dlopen(const char *__file, int __mode);
extern int dlclose(void *__handle);
extern void *dlsym(void *__restrict __handle, const char *__restrict __name);
extern char *dlerror(void);

#endif
