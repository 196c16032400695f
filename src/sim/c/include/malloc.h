/* Built-in <malloc.h>: glibc's allocation functions, the heap's own (the rest are <stdlib.h>'s). */
#ifndef _MALLOC_H
#define _MALLOC_H 1
#include <stdlib.h>
void *memalign(size_t __alignment, size_t __size);
#endif
