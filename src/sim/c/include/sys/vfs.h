/* Built-in <sys/vfs.h>: glibc's is <sys/statfs.h>. */
#include <sys/statfs.h>
