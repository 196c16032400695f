/*
 * Built-in <libintl.h>: glibc 2.36's message catalog interface. mpisim has no catalogs, as a
 * program without its .mo files has none: every lookup gives the msgid back (mpisim-libintl.c).
 */
#ifndef _LIBINTL_H
#define _LIBINTL_H 1
#include <features.h>
#include <locale.h>

/* The GNU gettext API, which a configure script may test for. */
#define __USE_GNU_GETTEXT 1
#define __GNU_GETTEXT_SUPPORTED_REVISION(major) ((major) == 0 ? 1 : -1)

extern char *gettext(const char *__msgid);
extern char *dgettext(const char *__domainname, const char *__msgid);
extern char *__dgettext(const char *__domainname, const char *__msgid);
extern char *dcgettext(const char *__domainname, const char *__msgid, int __category);
extern char *__dcgettext(const char *__domainname, const char *__msgid, int __category);
extern char *ngettext(const char *__msgid1, const char *__msgid2, unsigned long int __n);
extern char *dngettext(const char *__domainname, const char *__msgid1, const char *__msgid2, unsigned long int __n);
extern char *dcngettext(const char *__domainname, const char *__msgid1, const char *__msgid2, unsigned long int __n, int __category);
extern char *textdomain(const char *__domainname);
extern char *bindtextdomain(const char *__domainname, const char *__dirname);
extern char *bind_textdomain_codeset(const char *__domainname, const char *__codeset);

#endif
