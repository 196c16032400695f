/* Built-in <ctype.h>: the classification functions as plain functions. */
#ifndef _CTYPE_H
#define _CTYPE_H 1
#include <features.h>
int isalnum(int __c);
int isalpha(int __c);
#ifdef __USE_ISOC99
int isblank(int __c);
#endif
int iscntrl(int __c);
int isdigit(int __c);
int isgraph(int __c);
int islower(int __c);
int isprint(int __c);
int ispunct(int __c);
int isspace(int __c);
int isupper(int __c);
int isxdigit(int __c);
int tolower(int __c);
int toupper(int __c);
#if defined __USE_XOPEN || defined __USE_MISC
int isascii(int __c);
int toascii(int __c);
#endif
/* POSIX 2008's forms with a locale object (../libc/mpisim-locale-l.c). */
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
int isalnum_l(int __c, locale_t __l);
int isalpha_l(int __c, locale_t __l);
int isblank_l(int __c, locale_t __l);
int iscntrl_l(int __c, locale_t __l);
int isdigit_l(int __c, locale_t __l);
int isgraph_l(int __c, locale_t __l);
int islower_l(int __c, locale_t __l);
int isprint_l(int __c, locale_t __l);
int ispunct_l(int __c, locale_t __l);
int isspace_l(int __c, locale_t __l);
int isupper_l(int __c, locale_t __l);
int isxdigit_l(int __c, locale_t __l);
int tolower_l(int __c, locale_t __l);
int toupper_l(int __c, locale_t __l);
#endif
#endif
