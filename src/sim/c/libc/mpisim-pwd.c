/*
 * <pwd.h> as glibc 2.36's files database answers it, from the sandbox's own /etc/passwd: root's
 * line as Debian's base-passwd writes it, and the user the process runs as, whose ids are what
 * getuid and getgid answer (the host's database is not the simulated system's). Lines are parsed
 * as nss_files parses them; the _r functions fill the caller's buffer (ERANGE when it is short)
 * and the others a buffer of their own, one per function as glibc's. errno as glibc leaves it:
 * a lookup by name or uid sets it to its result (0 when found or not found), the getpwent
 * family leaves it alone but for ERANGE, and fgetpwent's end is ENOENT.
 */
#define _GNU_SOURCE 1
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

/* Line __k of the sandbox's /etc/passwd into __out, or 0 past the last. */
static int __mpisim_pw_line(int __k, char *__out, size_t __n)
{
  if (__k == 0) { snprintf(__out, __n, "root:x:0:0:root:/root:/bin/bash"); return 1; }
  if (__k == 1) { snprintf(__out, __n, "mpisim:x:%u:%u:mpisim:/home/mpisim:/bin/bash", (unsigned)getuid(), (unsigned)getgid()); return 1; }
  return 0;
}

/* A field of the line at *__p up to ':' (or the end with __last), its end cut. */
static char *__mpisim_pw_field(char **__p, int __last)
{
  char *__s = *__p, *__e = __last ? __s + strcspn(__s, "\n") : strchr(__s, ':');
  if (__e == NULL) return NULL;
  if (*__e) *__e++ = 0;
  *__p = __e;
  return __s;
}
static int __mpisim_pw_id(char **__p, unsigned int *__v)
{
  char *__f = __mpisim_pw_field(__p, 0), *__end;
  if (__f == NULL) return -1;
  *__v = (unsigned int)strtoul(__f, &__end, 10);
  return *__end == 0 ? 0 : -1;
}

/* nss_files: the line copied into the buffer, its fields pointing into the copy. 0, ERANGE, or
   EINVAL for a line that is no entry (skipped). */
static int __mpisim_pw_parse(const char *__line, struct passwd *__pw, char *__buf, size_t __len)
{
  size_t __n = strlen(__line) + 1;
  char *__p = __buf;
  if (__n > __len) return ERANGE;
  memcpy(__buf, __line, __n);
  if ((__pw->pw_name = __mpisim_pw_field(&__p, 0)) == NULL || (__pw->pw_passwd = __mpisim_pw_field(&__p, 0)) == NULL
      || __mpisim_pw_id(&__p, &__pw->pw_uid) || __mpisim_pw_id(&__p, &__pw->pw_gid)
      || (__pw->pw_gecos = __mpisim_pw_field(&__p, 0)) == NULL || (__pw->pw_dir = __mpisim_pw_field(&__p, 0)) == NULL
      || (__pw->pw_shell = __mpisim_pw_field(&__p, 1)) == NULL)
    return EINVAL;
  return 0;
}

/* The first line from __k that parses and __match accepts (__k moves past it): 0, ENOENT, or ERANGE. */
static int __mpisim_pw_find(int *__k, int (*__match)(const struct passwd *, const void *), const void *__key,
                            struct passwd *__pw, char *__buf, size_t __len, struct passwd **__result)
{
  char __line[256];
  *__result = NULL;
  for (; __mpisim_pw_line(*__k, __line, sizeof __line); ++*__k) {
    int __r = __mpisim_pw_parse(__line, __pw, __buf, __len);
    if (__r == ERANGE) return ERANGE;
    if (__r == 0 && (__match == NULL || __match(__pw, __key))) { ++*__k; *__result = __pw; return 0; }
  }
  return ENOENT;
}
static int __mpisim_pw_by_name(const struct passwd *__pw, const void *__key) { return strcmp(__pw->pw_name, __key) == 0; }
static int __mpisim_pw_by_uid(const struct passwd *__pw, const void *__key) { return __pw->pw_uid == *(const __uid_t *)__key; }

/* A lookup is not an error when nothing matches: 0 and *__result NULL, as glibc's. */
static int __mpisim_pw_lookup(int (*__match)(const struct passwd *, const void *), const void *__key, struct passwd *__pw, char *__buf, size_t __len, struct passwd **__result)
{
  int __k = 0, __r = __mpisim_pw_find(&__k, __match, __key, __pw, __buf, __len, __result);
  errno = __r == ENOENT ? 0 : __r;
  return errno;
}
int getpwnam_r(const char *__restrict __name, struct passwd *__restrict __pw, char *__restrict __buf, size_t __len, struct passwd **__restrict __result)
{
  return __mpisim_pw_lookup(__mpisim_pw_by_name, __name, __pw, __buf, __len, __result);
}
int getpwuid_r(__uid_t __uid, struct passwd *__restrict __pw, char *__restrict __buf, size_t __len, struct passwd **__restrict __result)
{
  return __mpisim_pw_lookup(__mpisim_pw_by_uid, &__uid, __pw, __buf, __len, __result);
}

static struct passwd __mpisim_pwnam, __mpisim_pwuid, __mpisim_pwent;
static char __mpisim_pwnam_buf[NSS_BUFLEN_PASSWD], __mpisim_pwuid_buf[NSS_BUFLEN_PASSWD], __mpisim_pwent_buf[NSS_BUFLEN_PASSWD];

struct passwd *getpwnam(const char *__name)
{
  struct passwd *__r;
  return getpwnam_r(__name, &__mpisim_pwnam, __mpisim_pwnam_buf, sizeof __mpisim_pwnam_buf, &__r) == 0 ? __r : NULL;
}
struct passwd *getpwuid(__uid_t __uid)
{
  struct passwd *__r;
  return getpwuid_r(__uid, &__mpisim_pwuid, __mpisim_pwuid_buf, sizeof __mpisim_pwuid_buf, &__r) == 0 ? __r : NULL;
}

/* getpwent's place in the database, shared with getpwent_r as glibc's is. */
static int __mpisim_pwent_next;
void setpwent(void) { __mpisim_pwent_next = 0; }
void endpwent(void) { __mpisim_pwent_next = 0; }
int getpwent_r(struct passwd *__restrict __pw, char *__restrict __buf, size_t __len, struct passwd **__restrict __result)
{
  int __r = __mpisim_pw_find(&__mpisim_pwent_next, NULL, NULL, __pw, __buf, __len, __result);
  if (__r == ERANGE) errno = ERANGE;
  return __r;
}
struct passwd *getpwent(void)
{
  struct passwd *__r;
  getpwent_r(&__mpisim_pwent, __mpisim_pwent_buf, sizeof __mpisim_pwent_buf, &__r);
  return __r;
}

/* fgetpwent_r: the stream's next line that is an entry (ERANGE leaves the stream where it was). */
int fgetpwent_r(FILE *__restrict __f, struct passwd *__restrict __pw, char *__restrict __buf, size_t __len, struct passwd **__restrict __result)
{
  char __line[1024];
  *__result = NULL;
  for (;;) {
    long __at = ftell(__f);
    if (fgets(__line, sizeof __line, __f) == NULL) { errno = ENOENT; return ENOENT; }
    int __r = __mpisim_pw_parse(__line, __pw, __buf, __len);
    if (__r == ERANGE) { if (__at >= 0) fseek(__f, __at, SEEK_SET); errno = ERANGE; return ERANGE; }
    if (__r == 0) { *__result = __pw; return 0; }
  }
}
struct passwd *fgetpwent(FILE *__f)
{
  static struct passwd __pw;
  static char __buf[NSS_BUFLEN_PASSWD];
  struct passwd *__r;
  fgetpwent_r(__f, &__pw, __buf, sizeof __buf, &__r);
  return __r;
}

/* putpwent: the entry as a line of /etc/passwd (a NULL field as an empty one). */
int putpwent(const struct passwd *__restrict __p, FILE *__restrict __f)
{
  if (__p == NULL || __f == NULL || __p->pw_name == NULL) { errno = EINVAL; return -1; }
#define __MPISIM_S(__s) ((__s) ? (__s) : "")
  if (fprintf(__f, "%s:%s:%u:%u:%s:%s:%s\n", __p->pw_name, __MPISIM_S(__p->pw_passwd), (unsigned)__p->pw_uid, (unsigned)__p->pw_gid,
              __MPISIM_S(__p->pw_gecos), __MPISIM_S(__p->pw_dir), __MPISIM_S(__p->pw_shell)) < 0)
    return -1;
#undef __MPISIM_S
  return 0;
}

/* getpw: the entry of __uid as its line, into a buffer the caller promises is large enough. */
int getpw(__uid_t __uid, char *__buf)
{
  struct passwd *__p;
  if (__buf == NULL) { errno = EINVAL; return -1; }
  __p = getpwuid(__uid);
  if (__p == NULL) return -1;
  sprintf(__buf, "%s:%s:%u:%u:%s:%s:%s", __p->pw_name, __p->pw_passwd, (unsigned)__p->pw_uid, (unsigned)__p->pw_gid, __p->pw_gecos, __p->pw_dir, __p->pw_shell);
  return 0;
}
