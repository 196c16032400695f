/* Built-in <stddef.h> (gcc's, x86-64 Linux). */
#ifndef _STDDEF_H
#define _STDDEF_H
#ifndef __MPISIM_SIZE_T
#define __MPISIM_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __MPISIM_PTRDIFF_T
#define __MPISIM_PTRDIFF_T
typedef long ptrdiff_t;
#endif
#ifndef __MPISIM_WCHAR_T
#define __MPISIM_WCHAR_T
typedef int wchar_t;
#endif
typedef struct {
  long long __max_align_ll;
  long double __max_align_ld;
} max_align_t;
#undef NULL
#define NULL ((void*)0)
#define offsetof(t, m) __builtin_offsetof(t, m)
#endif
