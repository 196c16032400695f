/*
 * <libintl.h> as glibc 2.36 (intl/) behaves with no message catalog: a lookup returns its msgid
 * (ngettext picks by n == 1), textdomain keeps the current domain ("messages" by default, a
 * copy of the name otherwise), and the bindings of domains to directories and codesets are
 * kept and returned as glibc's set_binding_values does, the default directory being Debian's
 * "/usr/share/locale".
 */
#include <libintl.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

static const char __intl_default_domain[] = "messages";
static const char __intl_default_dirname[] = "/usr/share/locale";
static char *__intl_current_domain = (char *)__intl_default_domain;

struct __intl_binding { struct __intl_binding *next; char *dirname; char *codeset; char domainname[]; };
static struct __intl_binding *__intl_bindings; /* sorted by name, as glibc's list */

char *dcngettext(const char *domainname, const char *msgid1, const char *msgid2, unsigned long int n, int category)
{
  (void)domainname; (void)category;
  if (msgid1 == NULL) return NULL;
  return (char *)(msgid2 != NULL && n != 1 ? msgid2 : msgid1);
}

char *dngettext(const char *domainname, const char *msgid1, const char *msgid2, unsigned long int n)
{
  return dcngettext(domainname, msgid1, msgid2, n, LC_MESSAGES);
}

char *ngettext(const char *msgid1, const char *msgid2, unsigned long int n)
{
  return dcngettext(NULL, msgid1, msgid2, n, LC_MESSAGES);
}

char *dcgettext(const char *domainname, const char *msgid, int category)
{
  return dcngettext(domainname, msgid, NULL, 0, category);
}

char *__dcgettext(const char *domainname, const char *msgid, int category)
{
  return dcgettext(domainname, msgid, category);
}

char *dgettext(const char *domainname, const char *msgid)
{
  return dcgettext(domainname, msgid, LC_MESSAGES);
}

char *__dgettext(const char *domainname, const char *msgid)
{
  return dcgettext(domainname, msgid, LC_MESSAGES);
}

char *gettext(const char *msgid)
{
  return dcgettext(NULL, msgid, LC_MESSAGES);
}

char *textdomain(const char *domainname)
{
  if (domainname == NULL) return __intl_current_domain;
  char *old = __intl_current_domain, *now;
  if (domainname[0] == 0 || strcmp(domainname, __intl_default_domain) == 0) now = (char *)__intl_default_domain;
  else if (strcmp(domainname, old) == 0) now = old;
  else {
    now = strdup(domainname);
    if (now == NULL) return NULL;
  }
  __intl_current_domain = now;
  if (old != now && old != __intl_default_domain) free(old);
  return now;
}

/* glibc's set_binding_values: a NULL value asks for the current one. */
static char *__intl_bind(const char *domainname, const char *value, int codeset)
{
  if (domainname == NULL || domainname[0] == 0) return NULL;
  struct __intl_binding **at = &__intl_bindings, *b;
  while ((b = *at) != NULL && strcmp(domainname, b->domainname) > 0) at = &b->next;
  if (b != NULL && strcmp(domainname, b->domainname) != 0) b = NULL;
  if (b == NULL) {
    if (value == NULL) return codeset ? NULL : (char *)__intl_default_dirname;
    size_t len = strlen(domainname) + 1;
    b = malloc(sizeof *b + len);
    if (b == NULL) return NULL;
    memcpy(b->domainname, domainname, len);
    b->dirname = (char *)__intl_default_dirname;
    b->codeset = NULL;
    b->next = *at;
    *at = b;
  }
  char **slot = codeset ? &b->codeset : &b->dirname;
  if (value == NULL) return *slot;
  char *copy = !codeset && strcmp(value, __intl_default_dirname) == 0 ? (char *)__intl_default_dirname : strdup(value);
  if (copy == NULL) return NULL;
  if (*slot != NULL && *slot != __intl_default_dirname) free(*slot);
  *slot = copy;
  return copy;
}

char *bindtextdomain(const char *domainname, const char *dirname)
{
  return __intl_bind(domainname, dirname, 0);
}

char *bind_textdomain_codeset(const char *domainname, const char *codeset)
{
  return __intl_bind(domainname, codeset, 1);
}
