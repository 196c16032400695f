/*
 * Built-in <locale.h>: glibc's categories and struct lconv on x86-64. A process has the locales
 * of a Debian 12 glibc without locale packages, not the host's: "C" (also "POSIX") and C.UTF-8
 * (../libc/mpisim-locale.c); "" takes the name from LC_ALL, LC_xxx or LANG; any other name is
 * refused with NULL, as glibc refuses a locale that is not installed.
 */
#ifndef _LOCALE_H
#define _LOCALE_H 1
#undef NULL
#define NULL ((void*)0)
#define LC_CTYPE 0
#define LC_NUMERIC 1
#define LC_TIME 2
#define LC_COLLATE 3
#define LC_MONETARY 4
#define LC_MESSAGES 5
#define LC_ALL 6
#define LC_PAPER 7
#define LC_NAME 8
#define LC_ADDRESS 9
#define LC_TELEPHONE 10
#define LC_MEASUREMENT 11
#define LC_IDENTIFICATION 12
struct lconv {
  char *decimal_point;
  char *thousands_sep;
  char *grouping;
  char *int_curr_symbol;
  char *currency_symbol;
  char *mon_decimal_point;
  char *mon_thousands_sep;
  char *mon_grouping;
  char *positive_sign;
  char *negative_sign;
  char int_frac_digits;
  char frac_digits;
  char p_cs_precedes;
  char p_sep_by_space;
  char n_cs_precedes;
  char n_sep_by_space;
  char p_sign_posn;
  char n_sign_posn;
  char int_p_cs_precedes;
  char int_p_sep_by_space;
  char int_n_cs_precedes;
  char int_n_sep_by_space;
  char int_p_sign_posn;
  char int_n_sign_posn;
};
char *setlocale(int __category, const char *__locale);
struct lconv *localeconv(void);
#endif
