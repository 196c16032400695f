/* <pwd.h>: the password database through every function glibc declares, and ~user in wordexp
   and glob. The host's database is not mpisim's (its user is whoever runs gcc's program), so
   the user's entry is shown by relations (its uid is getuid(), getpwnam of its name finds the
   same entry...); root's line is the same on both, so it is printed. */
#define _GNU_SOURCE
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <wordexp.h>
#include <glob.h>

static void show(const char *what, const struct passwd *p)
{
  if (!p) { printf("%s: NULL\n", what); return; }
  printf("%s: %s:%s:%u:%u:%s:%s:%s\n", what, p->pw_name, p->pw_passwd, (unsigned)p->pw_uid, (unsigned)p->pw_gid, p->pw_gecos, p->pw_dir, p->pw_shell);
}

static void expand(const char *words, const char *dir, const char *tail)
{
  const char *shown = dir ? "<the user's>" : words;
  wordexp_t we;
  int r = wordexp(words, &we, 0);
  if (r != 0) { printf("wordexp(%s) = %d\n", words, r); return; }
  for (size_t k = 0; k < we.we_wordc; k++) {
    size_t n = dir ? strlen(dir) : 0;
    if (dir && strncmp(we.we_wordv[k], dir, n) == 0 && strcmp(we.we_wordv[k] + n, tail) == 0) printf("wordexp(%s)[%zu] = <the home>%s\n", shown, k, tail);
    else if (dir) printf("wordexp(%s)[%zu] is not the home + %s\n", shown, k, tail);
    else printf("wordexp(%s)[%zu] = %s\n", words, k, we.we_wordv[k]);
  }
  wordfree(&we);
}

static void globbed(const char *pattern, int flags, const char *dir)
{
  glob_t g;
  int r = glob(pattern, flags, NULL, &g);
  printf("glob(%s, %#x) = %d", dir ? "<the user's>" : pattern, flags, r);
  if (r == 0)
    for (size_t k = 0; k < g.gl_pathc; k++) printf(" [%s]", dir && strcmp(g.gl_pathv[k], dir) == 0 ? "<the home>" : g.gl_pathv[k]);
  printf("\n");
  if (r == 0) globfree(&g);
}

static const char *err(int e) { return e == 0 ? "0" : strerrorname_np(e) ? strerrorname_np(e) : "?"; }

/* What each function leaves in errno (set to EINVAL first): glibc's own rules. */
static void errnos(void)
{
  struct passwd pw, *res, *p;
  char b[1024], t[4];
  int r;
  errno = EINVAL; r = getpwnam_r("root", &pw, b, sizeof b, &res); printf("errno: getpwnam_r found %d %s", r, err(errno));
  errno = EINVAL; r = getpwnam_r("no_such_user_mpisim", &pw, b, sizeof b, &res); printf(", not found %d %s", r, err(errno));
  errno = EINVAL; r = getpwnam_r("root", &pw, t, sizeof t, &res); printf(", short %s %s\n", err(r), err(errno));
  errno = EINVAL; r = getpwuid_r(0, &pw, b, sizeof b, &res); printf("errno: getpwuid_r found %d %s", r, err(errno));
  errno = EINVAL; p = getpwnam("root"); printf(", getpwnam found %s", err(errno));
  errno = EINVAL; p = getpwuid(3999999); printf(", getpwuid not found %s\n", err(errno));
  setpwent(); errno = EINVAL; p = getpwent(); printf("errno: getpwent %s", err(errno));
  while ((p = getpwent()) != NULL) continue;
  printf(", at the end %s", err(errno));
  setpwent(); errno = EINVAL; while ((r = getpwent_r(&pw, b, sizeof b, &res)) == 0) continue;
  printf(", getpwent_r at the end %s %s", err(r), err(errno));
  setpwent(); errno = EINVAL; r = getpwent_r(&pw, t, sizeof t, &res); printf(", short %s %s\n", err(r), err(errno));
  endpwent();
  FILE *f = tmpfile();
  fputs("a:x:1:1:a:/a:/bin/sh\n", f);
  rewind(f);
  errno = EINVAL; p = fgetpwent(f); printf("errno: fgetpwent %s", err(errno));
  errno = EINVAL; p = fgetpwent(f); printf(", at the end %s", err(errno));
  rewind(f); errno = EINVAL; r = fgetpwent_r(f, &pw, b, sizeof b, &res); printf(", fgetpwent_r %d %s", r, err(errno));
  errno = EINVAL; r = fgetpwent_r(f, &pw, b, sizeof b, &res); printf(", at the end %s %s", err(r), err(errno));
  rewind(f); errno = EINVAL; r = fgetpwent_r(f, &pw, t, sizeof t, &res); printf(", short %s %s\n", err(r), err(errno));
  fclose(f);
}

int main(void)
{
  errnos();
  uid_t me = getuid();
  struct passwd *p = getpwuid(me);
  if (!p) { printf("getpwuid(getuid()) = NULL\n"); return 1; }
  char *name = strdup(p->pw_name), *dir = strdup(p->pw_dir);
  printf("getpwuid(getuid()): uid %d gid %d, again the same buffer %d\n", p->pw_uid == me, p->pw_gid == getgid(), getpwuid(me) == p);
  struct passwd *q = getpwnam(name);
  printf("getpwnam(its name): found %d, uid %d, dir %d, getpwuid's buffer %d\n", q != NULL, q && q->pw_uid == me, q && strcmp(q->pw_dir, dir) == 0, q == p);

  show("getpwnam(root)", getpwnam("root"));
  show("getpwuid(0)", getpwuid(0));
  errno = 0;
  p = getpwnam("no_such_user_mpisim");
  printf("getpwnam(no_such_user_mpisim): %s, errno %s\n", p ? "found" : "NULL", strerrorname_np(errno) ? strerrorname_np(errno) : "0");
  errno = 0;
  p = getpwuid(3999999);
  printf("getpwuid(3999999): %s, errno %s\n", p ? "found" : "NULL", strerrorname_np(errno) ? strerrorname_np(errno) : "0");

  struct passwd pw, *res = &pw;
  char buf[1024], tiny[4];
  int r = getpwnam_r("root", &pw, buf, sizeof buf, &res);
  printf("getpwnam_r(root) = %d, result is the struct %d, strings in the buffer %d\n", r, res == &pw, pw.pw_name >= buf && pw.pw_shell < buf + sizeof buf);
  show("  it", res);
  res = &pw;
  r = getpwnam_r("root", &pw, tiny, sizeof tiny, &res);
  printf("getpwnam_r(root, 4-byte buffer) = %s, result %s\n", strerrorname_np(r) ? strerrorname_np(r) : "0", res ? "set" : "NULL");
  res = &pw;
  r = getpwnam_r("no_such_user_mpisim", &pw, buf, sizeof buf, &res);
  printf("getpwnam_r(no_such_user_mpisim) = %d, result %s\n", r, res ? "set" : "NULL");
  res = &pw;
  r = getpwuid_r(0, &pw, buf, sizeof buf, &res);
  printf("getpwuid_r(0) = %d\n", r);
  show("  it", res);
  res = &pw;
  r = getpwuid_r(me, &pw, buf, sizeof buf, &res);
  printf("getpwuid_r(getuid()) = %d, its name %d\n", r, res && strcmp(res->pw_name, name) == 0);
  res = &pw;
  r = getpwuid_r(3999999, &pw, buf, sizeof buf, &res);
  printf("getpwuid_r(3999999) = %d, result %s\n", r, res ? "set" : "NULL");

  /* The whole database: root first, the user somewhere, then the end (ENOENT). */
  int count = 0, saw_me = 0, saw_root_first = 0;
  setpwent();
  while ((p = getpwent()) != NULL) {
    if (count == 0) saw_root_first = strcmp(p->pw_name, "root") == 0 && p->pw_uid == 0;
    if (p->pw_uid == me && strcmp(p->pw_name, name) == 0) saw_me = 1;
    count++;
  }
  printf("getpwent: root first %d, the user seen %d, at the end errno %s\n", saw_root_first, saw_me, strerrorname_np(errno) ? strerrorname_np(errno) : "0");
  setpwent();
  show("getpwent after setpwent", getpwent());
  res = &pw;
  r = getpwent_r(&pw, tiny, sizeof tiny, &res);
  printf("getpwent_r(4-byte buffer) = %s, result %s\n", strerrorname_np(r) ? strerrorname_np(r) : "0", res ? "set" : "NULL");
  int n = 0;
  while ((r = getpwent_r(&pw, buf, sizeof buf, &res)) == 0) n++;
  printf("getpwent_r to the end: %s, result %s, %d more entries than getpwent's first %d\n", strerrorname_np(r) ? strerrorname_np(r) : "0", res ? "set" : "NULL", n == count - 1, n + 1 == count);
  endpwent();

  char line[1200];
  printf("getpw(0) = %d: %s\n", getpw(0, line), line);
  printf("getpw(3999999) = %d\n", getpw(3999999, line));

  /* putpwent writes a line fgetpwent reads back. */
  FILE *f = tmpfile();
  struct passwd made = { "alice", "x", 1234, 99, "Alice,,,", "/home/alice", "/bin/zsh" };
  struct passwd bad = { NULL, "x", 1, 1, "", "/", "/bin/sh" };
  int put = putpwent(&made, f);
  errno = 0;
  r = putpwent(&bad, f);
  printf("putpwent = %d, with no name = %d %s\n", put, r, strerrorname_np(errno) ? strerrorname_np(errno) : "0");
  fputs("not an entry\nbob:x:77:88:Bob:/home/bob:/bin/sh\n", f);
  rewind(f);
  show("fgetpwent", fgetpwent(f));
  show("fgetpwent", fgetpwent(f));
  errno = 0;
  show("fgetpwent", fgetpwent(f));
  printf("  errno %s\n", strerrorname_np(errno) ? strerrorname_np(errno) : "0");
  rewind(f);
  res = &pw;
  r = fgetpwent_r(f, &pw, tiny, sizeof tiny, &res);
  printf("fgetpwent_r(4-byte buffer) = %s, result %s\n", strerrorname_np(r) ? strerrorname_np(r) : "0", res ? "set" : "NULL");
  r = fgetpwent_r(f, &pw, buf, sizeof buf, &res);
  printf("fgetpwent_r then = %d\n", r);
  show("  it", res);
  fclose(f);

  /* ~ and ~user in wordexp: root's home, the user's, an unknown user's stays. */
  char words[300];
  expand("~root ~root/data x~root", NULL, NULL);
  expand("~no_such_user_mpisim/x", NULL, NULL);
  snprintf(words, sizeof words, "~%s/sub", name);
  expand(words, dir, "/sub");
  setenv("HOME", "/somewhere/else", 1);
  expand("~ ~/y", NULL, NULL);
  unsetenv("HOME");
  expand("~/z", dir, "/z");

  /* GLOB_TILDE and GLOB_TILDE_CHECK. */
  globbed("~root", GLOB_TILDE, NULL);
  globbed("~no_such_user_mpisim", GLOB_TILDE | GLOB_NOCHECK, NULL);
  globbed("~no_such_user_mpisim", GLOB_TILDE_CHECK | GLOB_NOCHECK, NULL);
  globbed("~no_such_user_mpisim/*", GLOB_TILDE_CHECK, NULL);
  globbed("~ro\\ot", GLOB_TILDE, NULL);
  snprintf(words, sizeof words, "~%s", name);
  globbed(words, GLOB_TILDE, dir);
  free(name);
  free(dir);
  return 0;
}
