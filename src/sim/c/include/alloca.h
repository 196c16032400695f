/* Built-in <alloca.h>: memory in the caller's stack frame, released when it returns. */
#ifndef _ALLOCA_H
#define _ALLOCA_H 1
#include <stddef.h>
void *alloca(size_t __size);
#define alloca(__size) __builtin_alloca(__size)
#endif
