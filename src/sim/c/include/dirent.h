/* Built-in <dirent.h> (glibc's struct dirent on x86-64; DIR is opaque). */
#ifndef _DIRENT_H
#define _DIRENT_H 1
#include <features.h>
#include <sys/types.h>
struct dirent {
  ino_t d_ino;
  off_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[256];
};
#ifdef __USE_MISC
#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
#define DT_LNK 10
#endif
typedef struct __dirstream DIR;
DIR *opendir(const char *__name);
struct dirent *readdir(DIR *__dirp);
int closedir(DIR *__dirp);
void rewinddir(DIR *__dirp);
#endif
