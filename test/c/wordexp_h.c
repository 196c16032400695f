/* wordexp and wordfree: blanks, quotes and backslashes, parameters in every ${} form, field
 * splitting under several IFS values, arithmetic, tilde, globbing over files the program makes
 * (removed at the end), the errors WRDE_BADCHAR, WRDE_BADVAL, WRDE_CMDSUB (WRDE_NOCMD: no command
 * is run) and WRDE_SYNTAX, and WRDE_DOOFFS, WRDE_APPEND, WRDE_REUSE. */
#define _GNU_SOURCE
#include <wordexp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void show(const char *words, int flags, wordexp_t *w, int r)
{
  printf("%-26s %#x -> %d wordc %zu:", words, flags, r, w->we_wordc);
  if (r == 0)
    for (size_t i = 0; i < w->we_wordc; i++) printf(" [%s]", w->we_wordv[w->we_offs + i]);
  putchar('\n');
}

static void one(const char *words, int flags)
{
  wordexp_t w;
  memset(&w, 0, sizeof w);
  fflush(stdout);
  int r = wordexp(words, &w, flags);
  fflush(stderr);
  show(words, flags, &w, r);
  if (r == 0 || r == WRDE_NOSPACE) wordfree(&w); /* on WRDE_NOSPACE the words so far are the caller's to free */
}

int main(void)
{
  static const char *inputs[] = {
    "a b c", "  a   b  ", "", "   ", "\ta\tb", "'a b' c", "\"a b\" c", "a\\ b", "\\", "a\\", "'unterminated",
    "\"unterminated", "\"\"", "''", "\"\" x", "x\"\"", "''x", "a''b", "\"\"''", "$V", "\"$V\"", "${V}", "$V$V", "x$V-y",
    "$E", "\"$E\"", "x$E", "$S", "\"$S\"", "x${S}y", "$UNSET", "${UNSET:-def}", "${UNSET-def}", "${E:-def}",
    "${E-def}", "${V:+alt}", "${E:+alt}", "${E+alt}", "${UNSET+alt}", "${UNSET:-a b}", "${UNSET:-\"a b\"}", "${#V}",
    "${#UNSET}", "${P#*/}", "${P##*/}", "${P%.*}", "${P%%.*}", "${P#x}", "${P%\"*\"}", "${P%'.e'}", "${P#\\a}",
    "${NEW1:=assigned} $NEW1", "${NEW2=x}", "${E=x}", "${E:=y}", "${V:?}", "${UNSET?custom msg}",
    "${E?}", "${E:?empty}", "${", "${V", "${}", "${V!}", "${V:x}", "${V-{a\\}b}", "${UNSET-{a}b}", "$", "$ a", "a$",
    "$\"x\"", "$'x'", "$%", "$1", "$#", "${#}", "$*", "\"$*\"", "\"$@\"", "$@", "${#*}", "$((1+2*3))", "$((10/3))",
    "$((7-10))", "$(( (2+3)*4 ))", "$((1/0))", "$((1+))", "$((0x10+010))", "$[2*3]", "$[0-1]", "$((2", "$[2",
    "$((2)", "$(($N*2))", "$((${N}+1))", "x$((1))y", "$(echo hi)", "`echo hi`", "\"$(echo hi)\"", "$(echo",
    "`echo", "$()", "``", "a|b", "a;b", "a&b", "a<b", "a>b", "(a)", "{a}", "a}", "a\nb", "\"a|b;c\"", "'a|b'",
    "a\\|b", "~", "~/x", "~:~", "a=~/x", "a=b:~/x", "x ~", "a~", "~nosuchuser_zz/x", "\"~\"", "'~'", "\\~",
    "~\\x", "*.c", "*.none", "'*'.c", "\"*\".c", "\\*.c", "dir*", "d?r1/*", "[ab].c", "x*$V", "$V*", "*\"$V\"",
    "[", "\"a\\\"b\"", "\"a\\$b\"", "\"a\\xb\"", "'a\\b'", "a\\\nb", "\"a\\\nb\"", "${V%o*}", "${V%%o*}", "$N$N",
    "$2$3", "${3}", "${4:-none}", "${10}", "x\"$@\"y", "\"$1 $@\"", "\"$@\"", "${*#o}", "${#2}", "${V-'x'}", "${UNSET-'x y'}", "${UNSET-\\*}", "${UNSET-~}", "${UNSET:-$V}",
  };
  static const char *ifs_inputs[] = { "$L", "x${L}y", "\"$L\"", "$L$L", "a b", "*.c", "$E", "${L#a}", "$S" };
  static const char *ifs_values[] = { ":", "", " ,", ": ", "\t" };

  mkdir("wordexp_h.d", 0755);
  if (chdir("wordexp_h.d") != 0) return 1;
  mkdir("dir1", 0755);
  static const char *files[] = { "a.c", "b.c", "a b.c", "x*hello", "dir1/f" };
  for (size_t i = 0; i < sizeof files / sizeof *files; i++) { FILE *f = fopen(files[i], "w"); if (f) fclose(f); }

  setenv("HOME", "/home/tester", 1);
  setenv("V", "hello world", 1);
  setenv("E", "", 1);
  setenv("S", "  a  b  ", 1);
  setenv("P", "a/b/c.d.e", 1);
  setenv("N", "42", 1);
  setenv("L", "a:b::c d,e", 1);
  unsetenv("UNSET");
  unsetenv("NEW1");
  unsetenv("NEW2");
  unsetenv("IFS");

  printf("WRDE_DOOFFS %d APPEND %d NOCMD %d REUSE %d SHOWERR %d UNDEF %d NOSPACE %d BADCHAR %d BADVAL %d CMDSUB %d SYNTAX %d sizeof %zu\n",
         WRDE_DOOFFS, WRDE_APPEND, WRDE_NOCMD, WRDE_REUSE, WRDE_SHOWERR, WRDE_UNDEF, WRDE_NOSPACE, WRDE_BADCHAR,
         WRDE_BADVAL, WRDE_CMDSUB, WRDE_SYNTAX, sizeof(wordexp_t));
  printf("offsets wordc %zu wordv %zu offs %zu\n", offsetof(wordexp_t, we_wordc), offsetof(wordexp_t, we_wordv), offsetof(wordexp_t, we_offs));
  static const int flagsets[] = { WRDE_NOCMD, WRDE_NOCMD | WRDE_UNDEF };
  for (size_t f = 0; f < 2; f++) {
    printf("== flags %#x\n", flagsets[f]);
    unsetenv("NEW1");
    unsetenv("NEW2");
    setenv("E", "", 1);
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) one(inputs[i], flagsets[f]);
  }
  printf("NEW1 %s NEW2 %s\n", getenv("NEW1") ? getenv("NEW1") : "(unset)", getenv("NEW2") ? getenv("NEW2") : "(unset)");
  printf("== empty commands without WRDE_NOCMD\n");
  one("$()", 0);
  one("a``b", 0);

  for (size_t k = 0; k < sizeof ifs_values / sizeof *ifs_values; k++) {
    setenv("IFS", ifs_values[k], 1);
    printf("== IFS [%s]\n", ifs_values[k]);
    for (size_t i = 0; i < sizeof ifs_inputs / sizeof *ifs_inputs; i++) one(ifs_inputs[i], WRDE_NOCMD);
  }
  unsetenv("IFS");

  printf("== DOOFFS, APPEND, REUSE\n");
  {
    wordexp_t w;
    memset(&w, 0, sizeof w);
    w.we_offs = 3;
    int r = wordexp("one two", &w, WRDE_DOOFFS);
    printf("first %d wordc %zu offs %zu slots %s %s %s\n", r, w.we_wordc, w.we_offs, w.we_wordv[0] ? "set" : "NULL",
           w.we_wordv[1] ? "set" : "NULL", w.we_wordv[2] ? "set" : "NULL");
    r = wordexp("three \"$V\"", &w, WRDE_DOOFFS | WRDE_APPEND);
    show("three \"$V\"", WRDE_DOOFFS | WRDE_APPEND, &w, r);
    r = wordexp("bad|char", &w, WRDE_DOOFFS | WRDE_APPEND);
    printf("failed append %d wordc %zu still [%s]\n", r, w.we_wordc, w.we_wordv[w.we_offs + w.we_wordc - 1]);
    r = wordexp("four", &w, WRDE_DOOFFS | WRDE_REUSE);
    show("four", WRDE_DOOFFS | WRDE_REUSE, &w, r);
    wordfree(&w);
    printf("after wordfree wordv %s\n", w.we_wordv ? "set" : "NULL");
    memset(&w, 0, sizeof w);
    r = wordexp("x${", &w, 0);
    printf("syntax error %d wordc %zu wordv %s\n", r, w.we_wordc, w.we_wordv ? "set" : "NULL");
    wordfree(&w);
    wordfree(NULL);
  }

  for (size_t i = sizeof files / sizeof *files; i-- > 0;) unlink(files[i]);
  rmdir("dir1");
  if (chdir("..") != 0) return 1;
  printf("rmdir %d\n", rmdir("wordexp_h.d"));
  return 0;
}
