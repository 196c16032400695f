/* Built-in <pwd.h>: glibc 2.36's password database interface; the functions are
 * ../libc/mpisim-pwd.c, answering from the sandbox's database (root, and the user getuid names). */
#ifndef _PWD_H
#define _PWD_H 1
#include <features.h>
#include <stddef.h>
#ifndef __MPISIM___UID_T
#define __MPISIM___UID_T
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
#endif
#if (defined __USE_XOPEN || defined __USE_XOPEN2K) && !defined __MPISIM_UID_T
#define __MPISIM_UID_T
typedef __gid_t gid_t;
typedef __uid_t uid_t;
#endif
struct passwd {
  char *pw_name;
  char *pw_passwd;
  __uid_t pw_uid;
  __gid_t pw_gid;
  char *pw_gecos;
  char *pw_dir;
  char *pw_shell;
};
#ifdef __USE_MISC
typedef struct _IO_FILE FILE;
#endif
#if defined __USE_MISC || defined __USE_XOPEN_EXTENDED
void setpwent(void);
void endpwent(void);
struct passwd *getpwent(void);
#endif
#ifdef __USE_MISC
struct passwd *fgetpwent(FILE *__stream);
int putpwent(const struct passwd *__restrict __p, FILE *__restrict __f);
#endif
struct passwd *getpwuid(__uid_t __uid);
struct passwd *getpwnam(const char *__name);
#ifdef __USE_POSIX
#ifdef __USE_MISC
#define NSS_BUFLEN_PASSWD 1024
int getpwent_r(struct passwd *__restrict __resultbuf, char *__restrict __buffer, size_t __buflen, struct passwd **__restrict __result);
#endif
int getpwuid_r(__uid_t __uid, struct passwd *__restrict __resultbuf, char *__restrict __buffer, size_t __buflen, struct passwd **__restrict __result);
int getpwnam_r(const char *__restrict __name, struct passwd *__restrict __resultbuf, char *__restrict __buffer, size_t __buflen, struct passwd **__restrict __result);
#ifdef __USE_MISC
int fgetpwent_r(FILE *__restrict __stream, struct passwd *__restrict __resultbuf, char *__restrict __buffer, size_t __buflen, struct passwd **__restrict __result);
#endif
#endif
#ifdef __USE_GNU
int getpw(__uid_t __uid, char *__buffer);
#endif
#endif
