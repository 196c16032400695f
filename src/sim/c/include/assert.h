/* Built-in <assert.h>, like glibc's: re-includable, honours NDEBUG at each inclusion. */
#ifndef _ASSERT_H_DECLS
#define _ASSERT_H_DECLS
#include <features.h>
void __assert_fail(const char *__assertion, const char *__file, unsigned int __line, const char *__function);
#endif
#undef assert
#ifdef NDEBUG
# define assert(expr) ((void)0)
#else
# define assert(expr) ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif
#ifndef _ASSERT_H
#define _ASSERT_H 1
#ifdef __USE_ISOC11
#define static_assert _Static_assert
#endif
#endif
