/* <regex.h>: a table of patterns (basic and extended syntax, flags) against subjects; each
 * compile's code, regerror's text and re_nsub, and every match's offsets, as glibc gives them. */
#include <stdio.h>
#include <string.h>
#include <regex.h>

struct pat { const char *re; int cflags; };

static const struct pat pats[] = {
  /* extended syntax */
  { "a", REG_EXTENDED }, { "abc", REG_EXTENDED }, { "a*", REG_EXTENDED }, { "a+", REG_EXTENDED },
  { "a?b", REG_EXTENDED }, { "(a|ab)(c|bcd)(d*)", REG_EXTENDED }, { "(a*)*", REG_EXTENDED },
  { "(a*)+", REG_EXTENDED }, { "(a|b)*", REG_EXTENDED }, { "(a?)*", REG_EXTENDED }, { "((a?))*", REG_EXTENDED },
  { "(a*)(b*)", REG_EXTENDED }, { "(a*)(a*)", REG_EXTENDED }, { "(a|b|c)+", REG_EXTENDED },
  { "x(a|b)*y", REG_EXTENDED }, { "(ab|a)(bc|c)?", REG_EXTENDED }, { "(.*)c(.*)", REG_EXTENDED },
  { "([a-c]+)([b-d]+)", REG_EXTENDED }, { "a{2}", REG_EXTENDED }, { "a{2,}", REG_EXTENDED },
  { "a{1,3}", REG_EXTENDED }, { "(a){0,2}", REG_EXTENDED }, { "(ab){1,2}(c)", REG_EXTENDED },
  { "(a|b){2,3}", REG_EXTENDED }, { "a{,2}b", REG_EXTENDED }, { "^a", REG_EXTENDED }, { "a$", REG_EXTENDED },
  { "^$", REG_EXTENDED }, { "^(a|b)c$", REG_EXTENDED }, { "a|b|", REG_EXTENDED }, { "()", REG_EXTENDED },
  { "(|a)+", REG_EXTENDED }, { "(a|)+b", REG_EXTENDED }, { "[[:digit:]]+", REG_EXTENDED },
  { "[[:alpha:]_][[:alnum:]_]*", REG_EXTENDED }, { "[^a-c]+", REG_EXTENDED }, { "[]a]+", REG_EXTENDED },
  { "[^]a]+", REG_EXTENDED }, { "[a-]+", REG_EXTENDED }, { "[-a]+", REG_EXTENDED }, { "[[.a.]-c]+", REG_EXTENDED },
  { "[[=b=]]", REG_EXTENDED }, { "[[:space:][:punct:]]+", REG_EXTENDED }, { "[[:upper:]]+", REG_EXTENDED | REG_ICASE },
  { "\\w+", REG_EXTENDED }, { "\\W+", REG_EXTENDED }, { "\\s+\\S", REG_EXTENDED }, { "\\bb", REG_EXTENDED },
  { "\\Bb", REG_EXTENDED }, { "\\<a", REG_EXTENDED }, { "c\\>", REG_EXTENDED }, { "\\`a", REG_EXTENDED },
  { "c\\'", REG_EXTENDED }, { "(a)\\1", REG_EXTENDED }, { "(a*)b\\1", REG_EXTENDED }, { "(.)(.)\\2\\1", REG_EXTENDED },
  { "ABC", REG_EXTENDED | REG_ICASE }, { "[a-c]+", REG_EXTENDED | REG_ICASE }, { "(a)\\1", REG_EXTENDED | REG_ICASE },
  { "a.c", REG_EXTENDED }, { "a.c", REG_EXTENDED | REG_NEWLINE }, { "^b", REG_EXTENDED | REG_NEWLINE },
  { "b$", REG_EXTENDED | REG_NEWLINE }, { "[^x]+", REG_EXTENDED | REG_NEWLINE }, { "a)", REG_EXTENDED },
  { "a}", REG_EXTENDED }, { "(a(b(c)))", REG_EXTENDED }, { "((a))", REG_EXTENDED }, { "((a)b)*", REG_EXTENDED },
  { "(a|(b))+", REG_EXTENDED }, { "(a+|b+)*c", REG_EXTENDED }, { "(a*)*b", REG_EXTENDED }, { "(aa|a)*", REG_EXTENDED },
  { "(a|aa)*", REG_EXTENDED }, { "(a*|b)*", REG_EXTENDED }, { "((a)|b)*", REG_EXTENDED }, { "(a)*b", REG_EXTENDED },
  { "a*?", REG_EXTENDED }, { "a+*", REG_EXTENDED }, { "(a{2})*", REG_EXTENDED }, { "x*", REG_EXTENDED | REG_NOSUB },
  /* basic syntax */
  { "a*", 0 }, { "\\(a\\)\\(b*\\)", 0 }, { "\\(a*\\)*", 0 }, { "a\\{2\\}", 0 }, { "a\\{1,2\\}b", 0 },
  { "*a", 0 }, { "\\(*a\\)", 0 }, { "^*", 0 }, { "a\\|b", 0 }, { "a\\+", 0 }, { "a\\?b", 0 }, { "a+?", 0 },
  { "\\(a\\)\\1", 0 }, { "\\(.\\)\\1*", 0 }, { "a^b", 0 }, { "a$b", 0 }, { "^a$", 0 }, { "\\(^a\\)", 0 },
  { "\\(a$\\)", 0 }, { "x\\|^a", 0 }, { "{1}", 0 }, { "a{1}", 0 }, { "\\(ab\\)*c", 0 }, { "[[:alpha:]]*", 0 },
  { "a.b", 0 }, { "\\.", 0 }, { "a\\{,2\\}", 0 }, { "\\)", 0 },
  /* errors */
  { "(", REG_EXTENDED }, { "a(", REG_EXTENDED }, { "(a|b", REG_EXTENDED }, { "\\(", 0 }, { "a\\)", 0 },
  { "[", REG_EXTENDED }, { "[^", REG_EXTENDED }, { "[a", REG_EXTENDED }, { "[[:alpha:]", REG_EXTENDED },
  { "[[:foo:]]", REG_EXTENDED }, { "[[:ALPHA:]]", REG_EXTENDED | REG_ICASE }, { "[[.ab.]]", REG_EXTENDED },
  { "[[=ab=]]", REG_EXTENDED }, { "[z-a]", REG_EXTENDED }, { "[a-[:alpha:]]", REG_EXTENDED }, { "[a-c-e]", REG_EXTENDED },
  { "[[.", REG_EXTENDED }, { "\\", REG_EXTENDED }, { "a\\", 0 }, { "*a", REG_EXTENDED }, { "a|*b", REG_EXTENDED },
  { "(*a)", REG_EXTENDED }, { "^*", REG_EXTENDED }, { "a**", 0 }, { "a*\\{2\\}", 0 }, { "\\{1\\}", 0 },
  { "{1}", REG_EXTENDED }, { "a{", REG_EXTENDED }, { "a{1", REG_EXTENDED }, { "a{1,", REG_EXTENDED },
  { "a{x}", REG_EXTENDED }, { "a{}", REG_EXTENDED }, { "a{2,1}", REG_EXTENDED }, { "a{1,2,3}", REG_EXTENDED },
  { "a{32768}", REG_EXTENDED }, { "a\\{1", 0 }, { "\\1", REG_EXTENDED }, { "(a)\\2", REG_EXTENDED },
  { "(a\\1)", REG_EXTENDED }, { "(a)|\\1", REG_EXTENDED }, { "a{1}{2}", REG_EXTENDED }, { "[Z-a]", REG_EXTENDED | REG_ICASE },
};

static const char *subjects[] = {
  "", "a", "b", "ab", "abc", "xabcd", "aaa", "aab", "abab", "abcabc", "ABC", "aBc", "a\nb", "b\na\nb",
  "xaby", "foo_bar9 baz", "  \t x", "aa]-b", "abba", "ac", "zz", "a.c", "*a", "a+", "a)", "a}", "x{1}",
};

static void show(const char *re, int cflags)
{
  regex_t r;
  char buf[128];
  int rc = regcomp(&r, re, cflags);
  regerror(rc, &r, buf, sizeof buf);
  printf("/%s/ %d: rc=%d (%s)", re, cflags, rc, buf);
  if (rc != 0) { printf("\n"); return; }
  printf(" nsub=%zu\n", r.re_nsub);
  for (size_t s = 0; s < sizeof subjects / sizeof subjects[0]; s++) {
    regmatch_t m[6];
    for (int i = 0; i < 6; i++) m[i].rm_so = m[i].rm_eo = -7;
    int e = regexec(&r, subjects[s], 6, m, 0);
    if (e != 0) continue;
    printf("  [%zu]", s);
    for (int i = 0; i < 6; i++) printf(" %d,%d", m[i].rm_so, m[i].rm_eo);
    printf("\n");
  }
  regfree(&r);
}

int main(void)
{
  printf("sizeof regex_t %zu, regmatch_t %zu, regoff_t %zu\n", sizeof(regex_t), sizeof(regmatch_t), sizeof(regoff_t));
  printf("flags %d %d %d %d; %d %d %d\n", REG_EXTENDED, REG_ICASE, REG_NEWLINE, REG_NOSUB, REG_NOTBOL, REG_NOTEOL, REG_STARTEND);
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) show(pats[i].re, pats[i].cflags);

  /* regerror: every code's text, the size it needs, truncation. */
  for (int c = 0; c <= REG_ERPAREN; c++) {
    char small[8];
    size_t n = regerror(c, NULL, small, sizeof small);
    char full[64];
    regerror(c, NULL, full, sizeof full);
    printf("code %d: %zu \"%s\" \"%s\"\n", c, n, small, full);
  }
  printf("size only: %zu\n", regerror(REG_EBRACK, NULL, NULL, 0));

  /* eflags: REG_NOTBOL, REG_NOTEOL, REG_STARTEND, and an invalid flag. */
  regex_t r;
  regmatch_t m[3];
  regcomp(&r, "^a|b$", REG_EXTENDED);
  printf("notbol %d, noteol %d, both %d\n", regexec(&r, "ab", 1, m, REG_NOTBOL), regexec(&r, "ab", 1, m, REG_NOTEOL),
         regexec(&r, "ab", 1, m, REG_NOTBOL | REG_NOTEOL));
  printf("bad eflags %d\n", regexec(&r, "ab", 1, m, 8));
  regfree(&r);
  regcomp(&r, "(b+)c", REG_EXTENDED);
  m[0].rm_so = 2; m[0].rm_eo = 6;
  int e = regexec(&r, "abbbcbc", 3, m, REG_STARTEND);
  printf("startend %d: %d,%d %d,%d\n", e, m[0].rm_so, m[0].rm_eo, m[1].rm_so, m[1].rm_eo);
  m[0].rm_so = 0; m[0].rm_eo = 3;
  e = regexec(&r, "abbbcbc", 3, m, REG_STARTEND);
  printf("startend short %d\n", e);
  regfree(&r);
  regcomp(&r, "^b", REG_EXTENDED);
  m[0].rm_so = 1; m[0].rm_eo = 2;
  printf("startend ^ %d\n", regexec(&r, "ab", 1, m, REG_STARTEND));
  regfree(&r);
  /* REG_NOSUB leaves pmatch alone; nmatch 0 too. */
  regcomp(&r, "b", REG_NOSUB);
  m[0].rm_so = m[0].rm_eo = 99;
  e = regexec(&r, "abc", 1, m, 0);
  printf("nosub %d %d,%d\n", e, m[0].rm_so, m[0].rm_eo);
  regfree(&r);
  regcomp(&r, "\\(b\\)", 0);
  m[0].rm_so = m[0].rm_eo = 99;
  e = regexec(&r, "abc", 0, m, 0);
  printf("nmatch0 %d %d,%d\n", e, m[0].rm_so, m[0].rm_eo);
  m[1].rm_so = 77;
  e = regexec(&r, "abc", 1, m, 0);
  printf("nmatch1 %d %d,%d %d\n", e, m[0].rm_so, m[0].rm_eo, m[1].rm_so);
  e = regexec(&r, "xyz", 1, m, 0);
  printf("nomatch %d %d,%d\n", e, m[0].rm_so, m[0].rm_eo);
  regfree(&r);
  return 0;
}
