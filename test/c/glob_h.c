/* glob and globfree over a tree the program makes in its working directory (removed at the
 * end): patterns x flag sets (GLOB_MARK, NOCHECK, PERIOD, NOESCAPE, BRACE, TILDE, TILDE_CHECK,
 * ONLYDIR, ERR, NOMAGIC), errfunc's calls, GLOB_DOOFFS with GLOB_APPEND, GLOB_ALTDIRFUNC,
 * glob_pattern_p, and bad arguments. GLOB_NOSORT's results are printed sorted (the order of a
 * directory's entries is the file system's). */
#define _GNU_SOURCE
#include <glob.h>
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *files[] = {
  "a.c", "b.c", "abc", ".hidden", ".h.c", "q?", "[x]", "br{ace}", "a b", "Ab.c",
  "dir1/x.c", "dir1/y.txt", "dir1/.z", "dir2/x.c", "dir2/sub/deep.c", "dir2/sub/.deep.c",
};
static const char *dirs[] = { "dir1", "dir2", "dir2/sub", "D3", ".hdir" };

static int errcalls;
static int errret;
static int on_error(const char *path, int err)
{
  errcalls++;
  printf("  errfunc(%s, %s)\n", path, err == ENOENT ? "ENOENT" : err == ENOTDIR ? "ENOTDIR" : err == EACCES ? "EACCES" : "other");
  return errret;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void show(const char *pattern, int flags, glob_t *g, int r)
{
  printf("%-22s %#06x -> %d pathc %zu flags %#x:", pattern, flags, r, g->gl_pathc, r == 0 ? g->gl_flags : 0);
  if (r == 0 || (flags & GLOB_APPEND)) {
    char **v = g->gl_pathv + g->gl_offs;
    if (flags & GLOB_NOSORT) qsort(v, g->gl_pathc, sizeof *v, cmp);
    for (size_t i = 0; i < g->gl_pathc; i++) printf(" [%s]", v[i]);
    if (g->gl_pathv && v[g->gl_pathc] != NULL) printf(" (not NULL-terminated)");
  }
  putchar('\n');
}

static void one(const char *pattern, int flags)
{
  glob_t g;
  memset(&g, 0, sizeof g);
  errcalls = 0;
  int r = glob(pattern, flags, on_error, &g);
  show(pattern, flags, &g, r);
  if (r == 0) globfree(&g);
}

/* GLOB_ALTDIRFUNC's functions: the real ones, counted. */
static int nopen, nread, nclose, nstat;
static void *alt_opendir(const char *n) { nopen++; return opendir(n); }
static struct dirent *alt_readdir(void *d) { nread++; return readdir(d); }
static void alt_closedir(void *d) { nclose++; closedir(d); }
static int alt_stat(const char *n, struct stat *st) { nstat++; return stat(n, st); }
static int alt_lstat(const char *n, struct stat *st) { nstat++; return lstat(n, st); }

int main(void)
{
  const char *top = "glob_h.d";
  mkdir(top, 0755);
  if (chdir(top) != 0) { perror("chdir"); return 1; }
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) mkdir(dirs[i], 0755);
  for (size_t i = 0; i < sizeof files / sizeof *files; i++) { FILE *f = fopen(files[i], "w"); if (f) fclose(f); }
  setenv("HOME", "dir2", 1);

  printf("GLOB_ERR %d MARK %d NOSORT %d DOOFFS %d NOCHECK %d APPEND %d NOESCAPE %d PERIOD %d MAGCHAR %d ALTDIRFUNC %d\n",
         GLOB_ERR, GLOB_MARK, GLOB_NOSORT, GLOB_DOOFFS, GLOB_NOCHECK, GLOB_APPEND, GLOB_NOESCAPE, GLOB_PERIOD, GLOB_MAGCHAR, GLOB_ALTDIRFUNC);
  printf("BRACE %d NOMAGIC %d TILDE %d ONLYDIR %d TILDE_CHECK %d NOSPACE %d ABORTED %d NOMATCH %d NOSYS %d sizeof %zu\n",
         GLOB_BRACE, GLOB_NOMAGIC, GLOB_TILDE, GLOB_ONLYDIR, GLOB_TILDE_CHECK, GLOB_NOSPACE, GLOB_ABORTED, GLOB_NOMATCH, GLOB_NOSYS, sizeof(glob_t));

  printf("offsets pathc %zu pathv %zu offs %zu flags %zu closedir %zu readdir %zu opendir %zu lstat %zu stat %zu\n",
         offsetof(glob_t, gl_pathc), offsetof(glob_t, gl_pathv), offsetof(glob_t, gl_offs), offsetof(glob_t, gl_flags),
         offsetof(glob_t, gl_closedir), offsetof(glob_t, gl_readdir), offsetof(glob_t, gl_opendir),
         offsetof(glob_t, gl_lstat), offsetof(glob_t, gl_stat));

  static const char *patterns[] = {
    "*", "*.c", ".*", "*/*.c", "*/", "*/*/", "dir*/*", "*/*/*.c", "*/*/.*", "nodir/*", "nodir/x", "a.c/*", "a.c", "a.c/",
    "missing", "", "[ab].c", "[!a]*", "[A-Z]*", "\\*", "q\\?", "q?", "[x]", "\\[x]", "[[]x]", "d*/s*/", "./*.c",
    "../glob_h.d/a*", "dir1//x.c", "dir?/x.c", "dir\\1/x.c", "dir1\\/x.c", "{a,b}.c", "{dir1,dir2}/*.c", "{b,a}*", "{x,y",
    "{}", "a{,b}c", "{*.c,dir*}", "br{ace}", "br\\{ace}", "{a,{b,Ab}}.c", "~", "~/", "~/*", "~/sub/*", "~nosuchuser_zz",
    "~nosuchuser_zz/x", "dir1/.*", "*/.z", "a b", "a*b", "[", "*[", "dir1/[xy]*", "D3/*", "*/x.c/", ".hdir", ".h*/",
  };
  static const int flagsets[] = {
    0, GLOB_MARK, GLOB_NOCHECK, GLOB_PERIOD, GLOB_NOESCAPE, GLOB_BRACE, GLOB_TILDE, GLOB_TILDE_CHECK, GLOB_ONLYDIR,
    GLOB_ERR, GLOB_NOMAGIC, GLOB_BRACE | GLOB_NOCHECK, GLOB_MARK | GLOB_NOCHECK | GLOB_TILDE, GLOB_NOSORT | GLOB_PERIOD | GLOB_MARK,
  };
  for (size_t f = 0; f < sizeof flagsets / sizeof *flagsets; f++) {
    printf("== flags %#x\n", flagsets[f]);
    for (size_t p = 0; p < sizeof patterns / sizeof *patterns; p++) one(patterns[p], flagsets[f]);
  }

  printf("== errfunc returning non-zero\n");
  errret = 1;
  one("nodir/*", 0);
  one("*/nodir/*", 0);
  one("a.c/*", 0);
  errret = 0;
  one("nodir/*", GLOB_ERR);
  one("nodir/*", GLOB_ERR | GLOB_NOCHECK);

  printf("== DOOFFS and APPEND\n");
  {
    glob_t g;
    memset(&g, 0, sizeof g);
    g.gl_offs = 2;
    int r = glob("*.c", GLOB_DOOFFS, NULL, &g);
    printf("first %d pathc %zu offs %zu slots %s %s\n", r, g.gl_pathc, g.gl_offs, g.gl_pathv[0] ? "set" : "NULL", g.gl_pathv[1] ? "set" : "NULL");
    r = glob("dir1/*", GLOB_DOOFFS | GLOB_APPEND, NULL, &g);
    show("dir1/*", GLOB_DOOFFS | GLOB_APPEND, &g, r);
    r = glob("nothing*", GLOB_DOOFFS | GLOB_APPEND, NULL, &g);
    show("nothing*", GLOB_DOOFFS | GLOB_APPEND, &g, r);
    r = glob("nothing*", GLOB_DOOFFS | GLOB_APPEND | GLOB_NOCHECK, NULL, &g);
    show("nothing*", GLOB_DOOFFS | GLOB_APPEND | GLOB_NOCHECK, &g, r);
    r = glob("{D3,dir2}", GLOB_DOOFFS | GLOB_APPEND | GLOB_BRACE | GLOB_MARK, NULL, &g);
    show("{D3,dir2}", GLOB_DOOFFS | GLOB_APPEND | GLOB_BRACE | GLOB_MARK, &g, r);
    globfree(&g);
    printf("after globfree pathv %s\n", g.gl_pathv ? "set" : "NULL");
    memset(&g, 0, sizeof g);
    r = glob("nothing*", 0, NULL, &g);
    printf("no match %d pathc %zu pathv %s\n", r, g.gl_pathc, g.gl_pathv ? "set" : "NULL");
    globfree(&g);
  }

  printf("== ALTDIRFUNC\n");
  {
    glob_t g;
    memset(&g, 0, sizeof g);
    g.gl_opendir = alt_opendir; g.gl_readdir = alt_readdir; g.gl_closedir = alt_closedir;
    g.gl_stat = alt_stat; g.gl_lstat = alt_lstat;
    int r = glob("*/*.c", GLOB_ALTDIRFUNC | GLOB_MARK, NULL, &g);
    show("*/*.c", GLOB_ALTDIRFUNC | GLOB_MARK, &g, r);
    printf("opendir %d closedir %d readdir>0 %d stat>0 %d\n", nopen, nclose, nread > 0, nstat > 0);
    globfree(&g);
  }

  printf("== glob_pattern_p\n");
  static const char *pp[] = { "abc", "a*", "a?", "[a]", "[a", "a]", "\\*", "\\[a]", "[\\]]", "a\\", "" };
  for (size_t i = 0; i < sizeof pp / sizeof *pp; i++)
    printf("%-6s quote %d noquote %d\n", pp[i], glob_pattern_p(pp[i], 1), glob_pattern_p(pp[i], 0));

  printf("== bad arguments\n");
  {
    glob_t g;
    memset(&g, 0, sizeof g);
    errno = 0; int r = glob(NULL, 0, NULL, &g); printf("NULL pattern %d errno %s\n", r, errno == EINVAL ? "EINVAL" : "other");
    errno = 0; r = glob("*", 1 << 20, NULL, &g); printf("bad flag %d errno %s\n", r, errno == EINVAL ? "EINVAL" : "other");
    errno = 0; r = glob("*", 0, NULL, NULL); printf("NULL glob_t %d errno %s\n", r, errno == EINVAL ? "EINVAL" : "other");
  }

  for (size_t i = sizeof files / sizeof *files; i-- > 0;) unlink(files[i]);
  for (size_t i = sizeof dirs / sizeof *dirs; i-- > 0;) rmdir(dirs[i]);
  if (chdir("..") != 0) return 1;
  printf("rmdir %d\n", rmdir(top));
  return 0;
}
