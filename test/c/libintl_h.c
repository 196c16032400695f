/* <libintl.h> without message catalogs, as glibc answers: the msgid back, ngettext by n,
 * textdomain's current domain, the directory and codeset bindings. */
#include <stdio.h>
#include <string.h>
#include <libintl.h>
#include <locale.h>

static const char *show(const char *s) { return s ? s : "(null)"; }

int main(void)
{
  const char *hello = "Hello, world";
  printf("gettext: %s (same pointer %d)\n", gettext(hello), gettext(hello) == hello);
  printf("dgettext: %s\n", dgettext("myapp", "File not found"));
  printf("dcgettext: %s\n", dcgettext("libc", "No such file or directory", LC_MESSAGES));
  printf("dcgettext LC_TIME: %s\n", dcgettext(NULL, "noon", LC_TIME));
  for (unsigned long n = 0; n < 4; n++)
    printf("ngettext %lu: %s / %s / %s\n", n, ngettext("%lu file", "%lu files", n), dngettext("x", "one", "many", n),
           dcngettext("x", "apple", "apples", n, LC_MESSAGES));
  printf("ngettext big: %s\n", ngettext("one", "many", 4294967297UL));
  printf("gettext(NULL) is NULL: %d\n", gettext(NULL) == NULL);

  printf("textdomain: %s\n", show(textdomain(NULL)));
  printf("set: %s\n", show(textdomain("myapp")));
  printf("now: %s\n", show(textdomain(NULL)));
  char name[] = "other";
  const char *got = textdomain(name);
  name[0] = 'X';
  printf("copied: %s %d\n", got, got != name);
  printf("again: %s\n", show(textdomain("other")));
  printf("empty: %s\n", show(textdomain("")));
  printf("messages: %s\n", show(textdomain("messages")));

  printf("bind query: %s\n", show(bindtextdomain("myapp", NULL)));
  printf("bind: %s\n", show(bindtextdomain("myapp", "/opt/myapp/locale")));
  printf("bind relative: %s\n", show(bindtextdomain("rel", "po")));
  printf("bind query: %s %s\n", show(bindtextdomain("myapp", NULL)), show(bindtextdomain("rel", NULL)));
  printf("bind empty domain: %s %s\n", show(bindtextdomain("", "/x")), show(bindtextdomain(NULL, "/x")));
  printf("codeset query: %s\n", show(bind_textdomain_codeset("myapp", NULL)));
  printf("codeset: %s\n", show(bind_textdomain_codeset("myapp", "UTF-8")));
  printf("codeset query: %s\n", show(bind_textdomain_codeset("myapp", NULL)));
  printf("codeset unbound: %s\n", show(bind_textdomain_codeset("nobody", NULL)));
  printf("codeset new: %s, dir %s\n", show(bind_textdomain_codeset("fresh", "ISO-8859-1")), show(bindtextdomain("fresh", NULL)));
  printf("gettext after: %s\n", gettext("Hello, world"));
  return 0;
}
