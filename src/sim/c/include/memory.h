/* Built-in <memory.h>: glibc's is <string.h>. */
#ifndef _MEMORY_H
#define _MEMORY_H 1
#include <string.h>
#endif
