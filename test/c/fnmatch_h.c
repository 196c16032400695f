/* fnmatch over a table of patterns x subjects x flag sets: wildcards, brackets with ranges,
 * classes, equivalence classes and collating symbols, escapes, FNM_PATHNAME, FNM_PERIOD,
 * FNM_NOESCAPE, FNM_LEADING_DIR, FNM_CASEFOLD and FNM_EXTMATCH, and malformed patterns
 * (unterminated brackets, unknown classes, trailing backslashes). Each row prints one digit per
 * subject (0 match, 1 no match, other values as they come). */
#define _GNU_SOURCE
#include <fnmatch.h>
#include <stdio.h>

static const char *patterns[] = {
  "", "*", "?", "a*", "*a", "a?c", "*.c", "*/*", "a/*", "a*/b", "*b", ".*", "a/.*", "*/.b", "?b",
  "a/?b", "[ab]*", "[!a]*", "[^a]*", "[]]", "[]a]*", "[!]]*", "[a-c]", "[c-a]", "[a-]", "[-a]",
  "[!-]", "[[:alpha:]]*", "[[:digit:][:upper:]]*", "[[:punct:]]", "[[:space:]]", "[[:xdigit:]]*",
  "[[:blank:]]", "[[:alnum:]_]*", "[[:foo:]]", "[[:ALPHA:]]", "[[:lazy:]]", "[[=a=]]*", "[[.a.]]*",
  "[[.a.]-c]*", "[[.ab.]]", "[[=ab=]]", "[", "[a", "a[", "[ab", "[a]b]", "\\*", "\\a", "a\\", "\\",
  "[\\]]", "[\\a-c]", "[a\\-c]", "*[/]*", "a[/]b", "[.]*", "*\\/", "a*b*c", "**", "*?*", "?*?",
  "A*", "[A-C]*", "[[:lower:]]*", "[[:upper:]]*", "*(a|b)", "+(a|b)", "@(a|b)c", "?(a)bc", "!(a)*",
  "!(abc)", "a*(/)b", "*(*.c)", "@(a", "a/b", "a", "a/", "*/", "[/]", ".", "..", "*.*", "[[]", "[[]a",
  "[*]", "[?]*", "[!!]*", "[a-z][a-z]", "[z-a]*", "[%--]", "[[:]", "[[:a]", "[[=]", "[[.]", "[[.].]]",
  "+(a|b)*", "*(a|b)c", "@(*.c|*.h)", "!(*.c)", "?(a|ab)b", "a@(b|c)*(d)", "!(a|b)", "@(a|", "*(a)(b)",
  "@(a|@(b|c))", "!(a)", "*(?)", "+([a-c])", "@(.*)", "?(.)c", "a/@(b)", "@(a/b)", "!(x)/b", "\\@(a)", "@(a\\|b)", "@([|]|x)",
  "@(a[)]b|c)", "@(a[|b)", "@(a\\)|b)",
};
static const char *subjects[] = {
  "", "a", "b", "abc", "a.c", ".c", "a/b", "a/.b", ".a/b", "A", "ABC", "]", "-", "[", "[a", "a[",
  "*", "\\", "a\\", "/", "a/b/c", "a/bc", "ab", "bc", "x.c", "a b", "_x", "1", "%", ".", "..", "a]b",
  "[ab", "!", "z", "ab/c", "aab", "c", "a//b",
};
static const int flagsets[] = {
  0, FNM_PATHNAME, FNM_PERIOD, FNM_PATHNAME | FNM_PERIOD, FNM_NOESCAPE, FNM_LEADING_DIR,
  FNM_PATHNAME | FNM_LEADING_DIR, FNM_CASEFOLD, FNM_EXTMATCH, FNM_EXTMATCH | FNM_PATHNAME | FNM_PERIOD,
  FNM_NOESCAPE | FNM_PATHNAME | FNM_CASEFOLD,
};

int main(void)
{
  int np = sizeof patterns / sizeof *patterns, ns = sizeof subjects / sizeof *subjects;
  int nf = sizeof flagsets / sizeof *flagsets;
  printf("FNM_PATHNAME %d FNM_NOESCAPE %d FNM_PERIOD %d FNM_LEADING_DIR %d FNM_CASEFOLD %d FNM_EXTMATCH %d FNM_NOMATCH %d\n",
         FNM_PATHNAME, FNM_NOESCAPE, FNM_PERIOD, FNM_LEADING_DIR, FNM_CASEFOLD, FNM_EXTMATCH, FNM_NOMATCH);
  for (int f = 0; f < nf; f++) {
    printf("== flags %#x\n", flagsets[f]);
    for (int p = 0; p < np; p++) {
      printf("%-24s ", patterns[p]);
      for (int s = 0; s < ns; s++) {
        int r = fnmatch(patterns[p], subjects[s], flagsets[f]);
        if (r == 0 || r == 1) putchar('0' + r); else printf("(%d)", r);
      }
      putchar('\n');
    }
  }
  return 0;
}
