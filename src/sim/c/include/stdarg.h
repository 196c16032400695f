/* Built-in <stdarg.h>: the va_* macros map to the compiler's builtins. */
#ifndef _STDARG_H
#define _STDARG_H
#ifndef __MPISIM_VA_LIST
#define __MPISIM_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif
typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, t) __builtin_va_arg(ap, t)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(d, s) __builtin_va_copy(d, s)
#define __va_copy(d, s) __builtin_va_copy(d, s)
#endif
