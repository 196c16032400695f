/*
 * Built-in <sys/cdefs.h>: glibc 2.36's helper macros for declarations (gcc 12, C, x86-64),
 * which <features.h> includes as glibc's does; some programs use __BEGIN_DECLS, __THROW,
 * __attribute_deprecated__... themselves. Left out: the fortification macros (__bos,
 * __fortify_function, __va_arg_pack: mpisim has no _FORTIFY_SOURCE) and the long double
 * redirections (__LDBL_REDIR*: long double is not double here).
 */
#ifndef _SYS_CDEFS_H
#define _SYS_CDEFS_H 1
#include <features.h>

#define __LEAF , __leaf__
#define __LEAF_ATTR __attribute__ ((__leaf__))
#define __THROW __attribute__ ((__nothrow__ __LEAF))
#define __THROWNL __attribute__ ((__nothrow__))
#define __NTH(fct) __attribute__ ((__nothrow__ __LEAF)) fct
#define __NTHNL(fct) __attribute__ ((__nothrow__)) fct
#define __glibc_clang_prereq(maj, min) 0
#define __glibc_has_attribute(attr) __has_attribute (attr)
#define __glibc_has_builtin(name) __has_builtin (name)
#define __glibc_has_extension(ext) 0
#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x,y) x ## y
#define __STRING(x) #x
#define __ptr_t void *
#define __BEGIN_DECLS
#define __END_DECLS
#define __glibc_objsize0(__o) __builtin_object_size (__o, 0)
#define __glibc_objsize(__o) __builtin_object_size (__o, 1)
#define __errordecl(name, msg) extern void name (void) __attribute__((__error__ (msg)))
#define __warnattr(msg) __attribute__((__warning__ (msg)))
#define __flexarr []
#define __glibc_c99_flexarr_available 1
#define __REDIRECT(name, proto, alias) name proto __asm__ (__ASMNAME (#alias))
#define __REDIRECT_NTH(name, proto, alias) name proto __THROW __asm__ (__ASMNAME (#alias))
#define __REDIRECT_NTHNL(name, proto, alias) name proto __THROWNL __asm__ (__ASMNAME (#alias))
#define __ASMNAME(cname) __ASMNAME2 (__USER_LABEL_PREFIX__, cname)
#define __ASMNAME2(prefix, cname) __STRING (prefix) cname
#define __attribute_malloc__ __attribute__ ((__malloc__))
#define __attribute_alloc_size__(params) __attribute__ ((__alloc_size__ params))
#define __attribute_alloc_align__(param) __attribute__ ((__alloc_align__ param))
#define __attribute_pure__ __attribute__ ((__pure__))
#define __attribute_const__ __attribute__ ((__const__))
#define __attribute_maybe_unused__ __attribute__ ((__unused__))
#define __attribute_used__ __attribute__ ((__used__))
#define __attribute_noinline__ __attribute__ ((__noinline__))
#define __attribute_deprecated__ __attribute__ ((__deprecated__))
#define __attribute_deprecated_msg__(msg) __attribute__ ((__deprecated__ (msg)))
#define __attribute_format_arg__(x) __attribute__ ((__format_arg__ (x)))
#define __attribute_format_strfmon__(a,b) __attribute__ ((__format__ (__strfmon__, a, b)))
#define __attribute_nonnull__(params) __attribute__ ((__nonnull__ params))
#define __nonnull(params) __attribute_nonnull__ (params)
#define __returns_nonnull __attribute__ ((__returns_nonnull__))
#define __attribute_warn_unused_result__ __attribute__ ((__warn_unused_result__))
#define __wur
#define __always_inline __inline __attribute__ ((__always_inline__))
#define __attribute_artificial__ __attribute__ ((__artificial__))
#define __extern_inline extern __inline __attribute__ ((__gnu_inline__))
#define __extern_always_inline extern __always_inline __attribute__ ((__gnu_inline__))
#define __restrict_arr __restrict
#define __glibc_unlikely(cond) __builtin_expect ((cond), 0)
#define __glibc_likely(cond) __builtin_expect ((cond), 1)
#define __attribute_nonstring__ __attribute__ ((__nonstring__))
#define __attribute_copy__(arg) __attribute__ ((__copy__ (arg)))
#define __attribute_returns_twice__ __attribute__ ((__returns_twice__))
#define __glibc_macro_warning1(message) _Pragma (#message)
#define __glibc_macro_warning(message) __glibc_macro_warning1 (GCC warning message)
#define __HAVE_GENERIC_SELECTION 1
#define __attr_access(x) __attribute__ ((__access__ x))
#define __fortified_attr_access(a, o, s) __attr_access ((a, o, s))
#define __attr_access_none(argno) __attribute__ ((__access__ (__none__, argno)))
#define __attr_dealloc(dealloc, argno) __attribute__ ((__malloc__ (dealloc, argno)))
#define __attr_dealloc_free __attr_dealloc (__builtin_free, 1)
/* Strict C99 and older have no _Static_assert keyword: glibc makes one of a declaration. */
#if !defined _Static_assert && (defined __STDC_VERSION__ ? __STDC_VERSION__ : 0) < 201112 && defined __STRICT_ANSI__
# define _Static_assert(expr, diagnostic) extern int (*__Static_assert_function (void)) [!!sizeof (struct { int __error_if_negative: (expr) ? 2 : -1; })]
#endif
#define __WORDSIZE 64
#define __WORDSIZE_TIME64_COMPAT32 1
#define __SYSCALL_WORDSIZE 64
#define __LDOUBLE_REDIRECTS_TO_FLOAT128_ABI 0
#endif
