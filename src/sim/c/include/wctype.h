/* Built-in <wctype.h>: glibc's types; the classes and mappings of the "C" locale (ASCII). */
#ifndef _WCTYPE_H
#define _WCTYPE_H 1
#include <features.h>
#ifndef __MPISIM_WINT_T
#define __MPISIM_WINT_T
typedef unsigned int wint_t;
#endif
#ifndef WEOF
#define WEOF (0xffffffffu)
#endif
typedef unsigned long int wctype_t;
typedef const int *wctrans_t;
int iswalnum(wint_t __wc);
int iswalpha(wint_t __wc);
#ifdef __USE_ISOC99
int iswblank(wint_t __wc);
#endif
int iswcntrl(wint_t __wc);
int iswdigit(wint_t __wc);
int iswgraph(wint_t __wc);
int iswlower(wint_t __wc);
int iswprint(wint_t __wc);
int iswpunct(wint_t __wc);
int iswspace(wint_t __wc);
int iswupper(wint_t __wc);
int iswxdigit(wint_t __wc);
wint_t towlower(wint_t __wc);
wint_t towupper(wint_t __wc);
wctype_t wctype(const char *__property);
int iswctype(wint_t __wc, wctype_t __desc);
wctrans_t wctrans(const char *__property);
wint_t towctrans(wint_t __wc, wctrans_t __desc);
#ifdef __USE_XOPEN2K8
#ifndef __MPISIM_LOCALE_T
#define __MPISIM_LOCALE_T
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;
#endif
int iswalnum_l(wint_t __wc, locale_t __l);
int iswalpha_l(wint_t __wc, locale_t __l);
int iswblank_l(wint_t __wc, locale_t __l);
int iswcntrl_l(wint_t __wc, locale_t __l);
int iswdigit_l(wint_t __wc, locale_t __l);
int iswgraph_l(wint_t __wc, locale_t __l);
int iswlower_l(wint_t __wc, locale_t __l);
int iswprint_l(wint_t __wc, locale_t __l);
int iswpunct_l(wint_t __wc, locale_t __l);
int iswspace_l(wint_t __wc, locale_t __l);
int iswupper_l(wint_t __wc, locale_t __l);
int iswxdigit_l(wint_t __wc, locale_t __l);
wint_t towlower_l(wint_t __wc, locale_t __l);
wint_t towupper_l(wint_t __wc, locale_t __l);
wctype_t wctype_l(const char *__property, locale_t __l);
int iswctype_l(wint_t __wc, wctype_t __desc, locale_t __l);
wctrans_t wctrans_l(const char *__property, locale_t __l);
wint_t towctrans_l(wint_t __wc, wctrans_t __desc, locale_t __l);
#endif
#endif
