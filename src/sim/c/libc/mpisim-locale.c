/*
 * <locale.h> and <langinfo.h> with the locales Debian 12's glibc has without locale packages:
 * "C" (also named "POSIX") and the built-in C.UTF-8, whose codeset may be spelled as glibc
 * normalizes it (C.utf8, C.UTF8, C.utf-8, with an @modifier). Any other name is a locale that is
 * not installed: NULL, nothing changed. Each category has its name; LC_CTYPE's decides the
 * multibyte characters (MB_CUR_MAX 1 or 6); the stream functions written in TypeScript read it
 * where __mpisim_set_ctype points them. C.UTF-8's other categories are the C locale's, as glibc's are.
 */
/* glibc is built with every declaration in view (the _l functions are POSIX 2008's and GNU's). */
#define _GNU_SOURCE 1
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>

/* The addresses of the global LC_CTYPE (1: UTF-8) and of the thread's (0: the global one, 1 C, 2 UTF-8). */
void __mpisim_set_ctype(const int *__global_ctype, const int *__thread_ctype);

/* A locale name as glibc gives it back: up to 255 bytes, as its longest accepted are short. */
#define __MPISIM_NAME_MAX 256
static const char *const __mpisim_category_names[] = { "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
  "LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION" };
static char __mpisim_locale_names[13][__MPISIM_NAME_MAX];
/* LC_ALL's answer: the one name, or glibc's composite "LC_CTYPE=...;LC_NUMERIC=...;...". */
static char __mpisim_locale_all[13 * (__MPISIM_NAME_MAX + 20)];
static int __mpisim_ctype_utf8;
/* The thread's locale (uselocale), NULL while it uses the global one. */
static _Thread_local locale_t __mpisim_thread_locale;
/* What the thread's locale says of LC_CTYPE, for the TypeScript side (thread-local objects keep their address). */
static _Thread_local int __mpisim_thread_ctype;

static int __mpisim_effective_utf8(void)
{
  return __mpisim_thread_locale ? strcmp(__mpisim_thread_locale->__names[LC_CTYPE], "C") != 0 : __mpisim_ctype_utf8;
}
/* 1 for C, 6 for C.UTF-8 (glibc's MB_CUR_MAX for UTF-8), the calling thread's. */
size_t __ctype_get_mb_cur_max(void) { return __mpisim_effective_utf8() ? 6 : 1; }

static const char *__mpisim_category_name(int __category) { return __mpisim_locale_names[__category][0] ? __mpisim_locale_names[__category] : "C"; }

/*
 * The name a locale is known by: "C" for C and POSIX, the name itself for C.UTF-8's spellings,
 * NULL for a locale that is not there. glibc compares a codeset lower-cased without its
 * punctuation (utf8), the language part exactly.
 */
static const char *__mpisim_known_locale(const char *__name)
{
  const char *__p;
  char __codeset[8];
  int __n = 0;
  if (!strcmp(__name, "C") || !strcmp(__name, "POSIX")) return "C";
  if (strncmp(__name, "C.", 2) || strlen(__name) >= __MPISIM_NAME_MAX) return NULL;
  for (__p = __name + 2; *__p && *__p != '@'; __p++) {
    char __c = *__p;
    if (__c >= 'A' && __c <= 'Z') __c = (char)(__c - 'A' + 'a');
    if (!((__c >= 'a' && __c <= 'z') || (__c >= '0' && __c <= '9'))) continue;
    if (__n == 7) return NULL;
    __codeset[__n++] = __c;
  }
  __codeset[__n] = 0;
  return strcmp(__codeset, "utf8") ? NULL : __name;
}

/* The name a category's environment variables choose, as setlocale(c, "") reads them. */
static const char *__mpisim_env_locale(int __category)
{
  const char *__v = getenv("LC_ALL");
  if (__v && *__v) return __v;
  __v = getenv(__mpisim_category_names[__category]);
  if (__v && *__v) return __v;
  __v = getenv("LANG");
  return __v && *__v ? __v : "C";
}

static const char *__mpisim_all_name(void)
{
  int __k, __same = 1;
  for (__k = 1; __k < 13; __k++)
    if (__k != LC_ALL && strcmp(__mpisim_category_name(__k), __mpisim_category_name(0))) __same = 0;
  if (__same) return strcpy(__mpisim_locale_all, __mpisim_category_name(0));
  __mpisim_locale_all[0] = 0;
  for (__k = 0; __k < 13; __k++) {
    if (__k == LC_ALL) continue;
    if (__k) strcat(__mpisim_locale_all, ";");
    strcat(__mpisim_locale_all, __mpisim_category_names[__k]);
    strcat(__mpisim_locale_all, "=");
    strcat(__mpisim_locale_all, __mpisim_category_name(__k));
  }
  return __mpisim_locale_all;
}

/*
 * LC_ALL's names, one per category, from a name (every category the same, or each from the
 * environment for "") or from a composite name, which must name every category.
 */
static int __mpisim_all_names(const char *__locale, const char *__names[13])
{
  int __k;
  if (strchr(__locale, ';')) {
    static char __copy[sizeof __mpisim_locale_all];
    char *__np;
    if (strlen(__locale) >= sizeof __copy) return 0;
    __np = strcpy(__copy, __locale);
    for (__k = 0; __k < 13; __k++) __names[__k] = NULL;
    for (;;) {
      char *__eq = strchr(__np, '='), *__semi;
      if (!__eq) break;
      for (__k = 0; __k < 13; __k++)
        if (__k != LC_ALL && strlen(__mpisim_category_names[__k]) == (size_t)(__eq - __np) && !strncmp(__np, __mpisim_category_names[__k], (size_t)(__eq - __np))) break;
      if (__k == 13) return 0;
      __names[__k] = __eq + 1;
      __semi = strchr(__eq + 1, ';');
      if (!__semi) break;
      *__semi = 0;
      __np = __semi + 1;
    }
    for (__k = 0; __k < 13; __k++) if (__k != LC_ALL && !__names[__k]) return 0;
  } else {
    for (__k = 0; __k < 13; __k++) __names[__k] = *__locale ? __locale : __mpisim_env_locale(__k);
  }
  for (__k = 0; __k < 13; __k++) {
    if (__k == LC_ALL) continue;
    __names[__k] = __mpisim_known_locale(__names[__k]);
    if (!__names[__k]) return 0;
  }
  return 1;
}

static void __mpisim_set_category(int __category, const char *__known)
{
  strcpy(__mpisim_locale_names[__category], __known);
  if (__category == LC_CTYPE) {
    __mpisim_ctype_utf8 = strcmp(__known, "C") != 0;
    __mpisim_set_ctype(&__mpisim_ctype_utf8, &__mpisim_thread_ctype);
  }
}

char *setlocale(int __category, const char *__locale)
{
  const char *__names[13];
  int __k;
  if (__category < 0 || __category > LC_IDENTIFICATION) { errno = EINVAL; return NULL; }
  if (__category == LC_ALL) {
    if (__locale == NULL) return (char *)__mpisim_all_name();
    if (!__mpisim_all_names(__locale, __names)) { errno = ENOENT; return NULL; }
    for (__k = 0; __k < 13; __k++) if (__k != LC_ALL) __mpisim_set_category(__k, __names[__k]);
    return (char *)__mpisim_all_name();
  }
  if (__locale != NULL) {
    const char *__known = __mpisim_known_locale(*__locale ? __locale : __mpisim_env_locale(__category));
    if (!__known) { errno = ENOENT; return NULL; }
    __mpisim_set_category(__category, __known);
  }
  return __mpisim_locale_names[__category][0] ? __mpisim_locale_names[__category] : (char *)"C";
}

/*
 * Locale objects: each category's name (static "C", or a copy).
 */
static const char *__mpisim_locale_copy(const char *__known)
{
  char *__c;
  if (!strcmp(__known, "C")) return "C";
  __c = malloc(strlen(__known) + 1);
  return __c ? strcpy(__c, __known) : NULL;
}
static void __mpisim_locale_drop(const char *__name) { if (strcmp(__name, "C")) free((char *)__name); }

locale_t newlocale(int __category_mask, const char *__locale, locale_t __base)
{
  const char *__names[13];
  int __k;
  if ((__category_mask & ~(LC_ALL_MASK | (1 << LC_ALL))) || __locale == NULL) { errno = EINVAL; return NULL; }
  for (__k = 0; __k < 13; __k++) {
    if (__k == LC_ALL || !(__category_mask & (1 << __k))) continue;
    __names[__k] = __mpisim_known_locale(*__locale ? __locale : __mpisim_env_locale(__k));
    if (!__names[__k]) { errno = ENOENT; return NULL; }
    /* glibc looks for the files of a locale before it takes its built-in C.UTF-8, and leaves that ENOENT. */
    if (strcmp(__names[__k], "C")) errno = ENOENT;
  }
  if (__base == NULL || __base == LC_GLOBAL_LOCALE) {
    __base = calloc(1, sizeof *__base);
    if (!__base) return NULL;
    for (__k = 0; __k < 13; __k++) __base->__names[__k] = "C";
  }
  for (__k = 0; __k < 13; __k++) {
    if (__k == LC_ALL || !(__category_mask & (1 << __k))) continue;
    __mpisim_locale_drop(__base->__names[__k]);
    __base->__names[__k] = __mpisim_locale_copy(__names[__k]);
  }
  return __base;
}
locale_t duplocale(locale_t __dataset)
{
  locale_t __d = calloc(1, sizeof *__d);
  int __k;
  if (!__d) return NULL;
  for (__k = 0; __k < 13; __k++)
    __d->__names[__k] = __mpisim_locale_copy(__dataset == LC_GLOBAL_LOCALE ? __mpisim_category_name(__k) : __dataset->__names[__k]);
  return __d;
}
void freelocale(locale_t __dataset)
{
  int __k;
  for (__k = 0; __k < 13; __k++) __mpisim_locale_drop(__dataset->__names[__k]);
  free(__dataset);
}
locale_t uselocale(locale_t __dataset)
{
  locale_t __old = __mpisim_thread_locale ? __mpisim_thread_locale : LC_GLOBAL_LOCALE;
  if (__dataset == NULL) return __old;
  __mpisim_thread_locale = __dataset == LC_GLOBAL_LOCALE ? NULL : __dataset;
  __mpisim_thread_ctype = __mpisim_thread_locale ? 1 + __mpisim_effective_utf8() : 0;
  __mpisim_set_ctype(&__mpisim_ctype_utf8, &__mpisim_thread_ctype);
  return __old;
}

/* C.UTF-8's numeric and monetary conventions are the C locale's. */
struct lconv *localeconv(void)
{
  static struct lconv __c;
  static char __empty[] = "", __dot[] = ".";
  __c.decimal_point = __dot;
  __c.thousands_sep = __c.grouping = __c.int_curr_symbol = __c.currency_symbol = __empty;
  __c.mon_decimal_point = __c.mon_thousands_sep = __c.mon_grouping = __empty;
  __c.positive_sign = __c.negative_sign = __empty;
  __c.int_frac_digits = __c.frac_digits = __c.p_cs_precedes = __c.p_sep_by_space = CHAR_MAX;
  __c.n_cs_precedes = __c.n_sep_by_space = __c.p_sign_posn = __c.n_sign_posn = CHAR_MAX;
  __c.int_p_cs_precedes = __c.int_p_sep_by_space = __c.int_n_cs_precedes = CHAR_MAX;
  __c.int_n_sep_by_space = __c.int_p_sign_posn = __c.int_n_sign_posn = CHAR_MAX;
  return &__c;
}

/* The C locale's items (C.UTF-8 differs only in its codeset); an item glibc does not know is "". */
char *nl_langinfo(nl_item __item)
{
  static const char *const __days[] = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
  static const char *const __months[] = { "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December" };
  static const char *const __abdays[] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
  static const char *const __abmonths[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
  const char *__r = "";
  if (__item == CODESET) __r = __mpisim_effective_utf8() ? "UTF-8" : "ANSI_X3.4-1968";
  else if (__item == RADIXCHAR) __r = ".";
  else if (__item == D_T_FMT) __r = "%a %b %e %H:%M:%S %Y";
  else if (__item == D_FMT) __r = "%m/%d/%y";
  else if (__item == T_FMT) __r = "%H:%M:%S";
  else if (__item == T_FMT_AMPM) __r = "%I:%M:%S %p";
  else if (__item == AM_STR) __r = "AM";
  else if (__item == PM_STR) __r = "PM";
  else if (__item >= DAY_1 && __item <= DAY_7) __r = __days[__item - DAY_1];
  else if (__item >= MON_1 && __item <= MON_12) __r = __months[__item - MON_1];
  else if (__item >= ABDAY_1 && __item <= ABDAY_7) __r = __abdays[__item - ABDAY_1];
  else if (__item >= ABMON_1 && __item <= ABMON_12) __r = __abmonths[__item - ABMON_1];
  else if (__item == YESEXPR) __r = "^[yY]";
  else if (__item == NOEXPR) __r = "^[nN]";
  else if (__item == CRNCYSTR) __r = "-";
  return (char *)__r;
}
