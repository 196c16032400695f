/* Built-in <sys/utsname.h>: glibc's layout on Linux (65-byte fields, GNU's domainname too). */
#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H 1
#include <features.h>
#define _UTSNAME_LENGTH 65
#ifdef __USE_MISC
#define SYS_NMLN _UTSNAME_LENGTH
#endif
struct utsname {
  char sysname[_UTSNAME_LENGTH];
  char nodename[_UTSNAME_LENGTH];
  char release[_UTSNAME_LENGTH];
  char version[_UTSNAME_LENGTH];
  char machine[_UTSNAME_LENGTH];
  char domainname[_UTSNAME_LENGTH];
};
int uname(struct utsname *__name);
#endif
